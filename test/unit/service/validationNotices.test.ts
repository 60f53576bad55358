import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import type { CodeDocument } from '../../../server/src/code/codeDocument';
import {
  analyseDocument,
  checkAnalysis,
  checkInSlices,
  engineOptionsOf,
  notCheckedResult,
  SourceText,
  type Analysis,
  type CheckResult,
} from '../../../server/src/pipeline';
import { DEFAULT_SETTINGS } from '../../../common/protocol/settings';
import { computeDiagnostics } from '../../../server/src/service/diagnostics';

const TEXT = '{ "resources": [{ "uri": "file:///a.txt", "name": "a", "annotations": { "priority": 2 } }] }';

describe('diagnostics when MCP Lens itself fails, or did not check', () => {
  it('a rule that threw: the other findings plus one notice naming the failure', () => {
    const analysis = analyseDocument({ uri: 'file:///w/catalog.json', text: TEXT }, DEFAULT_SETTINGS);
    const throwing = {
      meta: { ...stubMeta('MCP999') },
      check: () => {
        throw new TypeError("Cannot read properties of undefined (reading 'value')");
      },
    };
    const result = checkAnalysis(analysis, { ...engineOptionsOf(DEFAULT_SETTINGS), extraRules: [throwing] });
    const diags = computeDiagnostics(analysis.source, result);
    assert.deepEqual(
      diags.map((d) => d.code),
      ['MCP302', 'MCP004'],
    );
    assert.match(
      String(diags[1]!.message),
      /^MCP Lens hit an internal error checking this file: rule MCP999: Cannot read properties of undefined .*; other checks still ran/,
    );
    assert.equal(result.ruleFailures[0]!.rule, 'MCP999');
    assert.match(result.ruleFailures[0]!.stack ?? '', /TypeError/);
  });

  it('checks in slices, one rule a slice, with the findings at the end', () => {
    const analysis = analyseDocument({ uri: 'file:///w/catalog.json', text: TEXT }, DEFAULT_SETTINGS);
    const run = checkInSlices(analysis, engineOptionsOf(DEFAULT_SETTINGS));
    let slices = 0;
    let step = run.next();
    for (; !step.done; step = run.next()) slices++;
    assert.ok(slices > 2);
    assert.deepEqual(
      (step.value as CheckResult).findings.map((f) => f.code),
      ['MCP302'],
    );
  });

  it('a server source whose parse failed or timed out gets one information diagnostic saying so', () => {
    const source = new SourceText('file:///w/server.py', 'from mcp.server.fastmcp import FastMCP\n', 1, 'python');
    const parsed: CodeDocument = {
      uri: source.uri,
      version: 1,
      text: source.text,
      root: undefined,
      syntaxErrors: [],
      code: { language: 'python', state: 'failed', failure: 'parsing it took longer than 3 s (tree-sitter gave up)' },
    };
    const analysis: Analysis = {
      source,
      parsed,
      detection: { kind: 'unknown', reason: 'failed' },
      notChecked: { code: 'MCP005', reason: 'code-not-parsed', detail: parsed.code.failure! },
    };
    const diags = computeDiagnostics(source, checkAnalysis(analysis, {}));
    assert.equal(diags.length, 1);
    assert.equal(diags[0]!.code, 'MCP005');
    assert.equal(diags[0]!.severity, 3);
    assert.match(
      String(diags[0]!.message),
      /did not check the MCP declarations of this file: parsing it took longer than 3 s/,
    );
  });

  it('a document stopped by the time limit gets one notice that says so and when it is checked again', () => {
    const analysis = analyseDocument({ uri: 'file:///w/catalog.json', text: TEXT }, DEFAULT_SETTINGS);
    const result = notCheckedResult(analysis, { code: 'MCP006', reason: 'time-limit', seconds: 15 });
    assert.deepEqual(result.findings, []);
    assert.deepEqual(
      result.notices.map((n) => [n.code, n.severity]),
      [['MCP006', 'info']],
    );
    assert.match(
      result.notices[0]!.message,
      /^Not checked: analysis took longer than 15 s and was stopped.*checked again when it changes/,
    );
  });

  it('too large or too deep: a notice only when the document looks like an MCP file', () => {
    const small = { ...DEFAULT_SETTINGS, maxDocumentSize: 1024 };
    const mcp = analyseDocument(
      { uri: 'file:///w/catalog.json', text: `{"tools": [], "pad": "${'x'.repeat(2000)}"}` },
      small,
    );
    assert.deepEqual(
      checkAnalysis(mcp, {}).notices.map((n) => n.code),
      ['MCP002'],
    );
    const other = analyseDocument({ uri: 'file:///w/data.json', text: `{"rows": "${'x'.repeat(2000)}"}` }, small);
    assert.deepEqual(checkAnalysis(other, {}).notices, []);
    const deep = analyseDocument(
      { uri: 'file:///w/tools.json', text: `{"tools": ${'['.repeat(300)}${']'.repeat(300)}}` },
      DEFAULT_SETTINGS,
    );
    const notice = checkAnalysis(deep, {}).notices[0]!;
    assert.equal(notice.code, 'MCP003');
    assert.match(notice.message, /nest more than 256 levels deep \(here, at line 1\)/);
  });
});

function stubMeta(code: string) {
  return {
    code,
    name: 'always-throws',
    severity: 'warning' as const,
    summary: 's',
    why: 'w',
    fix: 'f',
    kinds: ['capabilities' as const],
  };
}
