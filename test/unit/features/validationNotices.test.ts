import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import type { Diagnostic } from 'vscode-languageserver-types';
import { AnalysisCache, textDocumentOf, type Analysis } from '../../../server/src/analysis';
import type { CodeDocument } from '../../../server/src/code';
import type { LintResult } from '../../../server/src/engine/lint';
import { computeDiagnostics } from '../../../server/src/features/diagnostics';
import { DEFAULT_SETTINGS } from '../../../server/src/protocol/settings';
import { validateInSlices } from '../../../server/src/validation';

const TEXT = '{ "resources": [{ "uri": "file:///a.txt", "name": "a", "annotations": { "priority": 2 } }] }';

function drain(run: Generator<unknown, void, undefined>): void {
  while (!run.next().done);
}

describe('diagnostics when MCP Lens itself fails', () => {
  it('a rule that threw: the other findings plus one notice naming the failure', () => {
    const cache = new AnalysisCache(DEFAULT_SETTINGS);
    const doc = textDocumentOf('file:///w/catalog.json', TEXT);
    const analysis = cache.analysis(doc);
    const real = cache.lint(doc);
    const broken: LintResult = { ...real, ruleErrors: [{ rule: 'MCP401', error: new TypeError("Cannot read properties of undefined (reading 'value')") }] };
    const diags = computeDiagnostics(analysis, broken, { maxDocumentSize: DEFAULT_SETTINGS.maxDocumentSize });
    assert.deepEqual(diags.map((d) => d.code), ['MCP302', 'MCP004']);
    assert.match(String(diags[1]!.message), /^MCP Lens hit an internal error checking this file: rule MCP401: Cannot read properties of undefined .*; other checks still ran/);
  });

  it('a failure outside the rules publishes the notice alone instead of nothing', () => {
    class FailingCache extends AnalysisCache {
      override analysis(): Analysis {
        throw new RangeError('a bug in the parser');
      }
    }
    const published: Diagnostic[][] = [];
    const logs: string[] = [];
    drain(validateInSlices(textDocumentOf('file:///w/catalog.json', TEXT), new FailingCache(DEFAULT_SETTINGS), { log: (m) => logs.push(m), publish: (d) => published.push(d) }));
    assert.equal(published.length, 1);
    assert.deepEqual(published[0]!.map((d) => d.code), ['MCP004']);
    assert.match(String(published[0]![0]!.message), /internal error checking this file: a bug in the parser; this file was not checked/);
    assert.match(logs.join('\n'), /RangeError: a bug in the parser/);
  });

  it('validates in slices and publishes once, with the findings', () => {
    const published: Diagnostic[][] = [];
    const run = validateInSlices(textDocumentOf('file:///w/catalog.json', TEXT), new AnalysisCache(DEFAULT_SETTINGS), { log: () => undefined, publish: (d) => published.push(d) });
    let slices = 0;
    while (!run.next().done) slices++;
    assert.ok(slices > 2);
    assert.deepEqual(published.map((d) => d.map((x) => x.code)), [['MCP302']]);
  });

  it('a server source whose parse failed or timed out gets one information diagnostic saying so', () => {
    const doc = textDocumentOf('file:///w/server.py', 'from mcp.server.fastmcp import FastMCP\n', 1, 'python');
    const parsed: CodeDocument = { uri: doc.uri, version: 1, text: doc.getText(), root: undefined, syntaxErrors: [], code: { language: 'python', state: 'failed', failure: 'parsing it took longer than 3 s (tree-sitter gave up)' } };
    const analysis: Analysis = { textDocument: doc, parsed, detection: { kind: 'unknown', reason: 'failed' }, tooLarge: false };
    const diags = computeDiagnostics(analysis, { detection: analysis.detection, findings: [], ruleErrors: [] }, { maxDocumentSize: DEFAULT_SETTINGS.maxDocumentSize });
    assert.equal(diags.length, 1);
    assert.equal(diags[0]!.code, 'MCP005');
    assert.equal(diags[0]!.severity, 3);
    assert.match(String(diags[0]!.message), /did not check the MCP declarations of this file: parsing it took longer than 3 s/);
  });
});
