import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { explainRule } from '../../../cli/src/explain';
import { DOCUMENT_KINDS } from '../../../common/formats/documentKind';
import { NOTICES_BY_CODE, NOTICE_METAS } from '../../../server/src/engine/notices';
import { RULES_BY_CODE } from '../../../server/src/engine/rules';
import { internalErrorNotice, notCheckedNotice, ruleFailureNotice } from '../../../server/src/pipeline/notChecked';

const EVERY_KIND = 'vscode-mcp, mcp-servers, server-json, mcpb-manifest, capabilities, mcp-test';

/** What `mcp-lens explain` (and SARIF's rule help, from the same table) says about a notice. */
function explained(code: string, name: string, kinds: string, summary: string, why: string, fix: string): string {
  return [
    `${code}  ${name}`,
    `Default severity: info. Applies to: ${kinds}.`,
    '',
    summary,
    '',
    `Why: ${why}`,
    '',
    `Fix: ${fix}`,
    '',
    'A notice, not a rule: it says that a document was not checked (or not all of it), and cannot be turned off.',
    `More: https://github.com/mcp-lens/mcp-lens/blob/main/docs/rules.md#${code.toLowerCase()}`,
    '',
  ].join('\n');
}

describe('notices: the codes a checker reports when it did not check a document', () => {
  it('are documented in full: what, why and what to do, at information level, for the documents each can concern', () => {
    assert.equal(
      explainRule('MCP002'),
      explained(
        'MCP002',
        'document-too-large',
        EVERY_KIND,
        'The document is larger than `mcpLens.maxDocumentSize` (default 16 MB): it was not checked.',
        'Checking a document of that size would keep the checker busy for seconds at every change.',
        'Raise `mcpLens.maxDocumentSize` (or `maxDocumentSize` in `.mcplensrc.json`) to check it.',
      ),
    );
    assert.equal(
      explainRule('document-too-deep'),
      explained(
        'MCP003',
        'document-too-deep',
        EVERY_KIND,
        'Arrays and objects nest deeper than any MCP file needs (runaway brackets): the document was not checked.',
        'No MCP file nests more than a few levels; hundreds of levels are a paste gone wrong, and would exhaust the checker.',
        'Remove the runaway brackets at the position the notice points to.',
      ),
    );
    assert.equal(
      explainRule('mcp004'),
      explained(
        'MCP004',
        'internal-error',
        EVERY_KIND,
        'MCP Lens hit an internal error on the document (a bug of ours): the message says which check failed and whether the others still ran.',
        'A check that fails must say so rather than leave the document looking clean.',
        'Nothing in your file: the log has the details; please report it.',
      ),
    );
    // only server code is parsed into a syntax tree
    assert.equal(
      explainRule('MCP005'),
      explained(
        'MCP005',
        'code-not-parsed',
        'capabilities',
        'A TypeScript, JavaScript or Python file that imports an MCP SDK could not be parsed in time (or at all): its MCP declarations were not checked.',
        'The declarations of a server file are read from its syntax tree; without one there is nothing to check.',
        'Usually a file far larger than a server needs, or a grammar that failed to load (the log says which).',
      ),
    );
    assert.equal(
      explainRule('MCP006'),
      explained(
        'MCP006',
        'analysis-stopped',
        EVERY_KIND,
        'The analysis of this version of the document took longer than `mcpLens.analysisTimeLimitSeconds` (default 15 s), or ended its worker, and was stopped: the document was not checked.',
        'A runaway rule or parser must never freeze the editor or hang a CI run: the checker stops it and says so, and the other documents are checked as usual.',
        'The document is checked again when it changes. If it keeps happening on a document of ordinary size, please report it with the document (the log has the details).',
      ),
    );
    assert.deepEqual(
      NOTICE_METAS.map((m) => m.code),
      ['MCP002', 'MCP003', 'MCP004', 'MCP005', 'MCP006'],
    );
    for (const m of NOTICE_METAS) {
      if (m.code !== 'MCP005') assert.deepEqual(m.kinds, DOCUMENT_KINDS, m.code);
      assert.equal(RULES_BY_CODE.get(m.code), undefined, `${m.code} is a rule's code too`);
    }
  });

  it('are looked up by code (the JSON report names the notice of each finding), and match what the pipeline raises', () => {
    const raised = [
      notCheckedNotice(
        { code: 'MCP002', reason: 'too-large', size: 20 * 1024 * 1024, limit: 16 * 1024 * 1024 },
        () => 1,
      ),
      notCheckedNotice({ code: 'MCP003', reason: 'too-deep', offset: 40, limit: 256 }, () => 3),
      internalErrorNotice('the parser threw', false),
      ruleFailureNotice([{ rule: 'tool-name', message: 'boom' }]),
      notCheckedNotice({ code: 'MCP005', reason: 'code-not-parsed', detail: 'it took longer than 2 s' }, () => 1),
      notCheckedNotice({ code: 'MCP006', reason: 'time-limit', seconds: 15 }, () => 1),
      notCheckedNotice({ code: 'MCP006', reason: 'checker-failed', detail: 'the worker ran out of memory' }, () => 1),
    ];
    assert.deepEqual(raised, [
      {
        code: 'MCP002',
        offset: 0,
        length: 1,
        severity: 'info',
        message:
          'MCP Lens did not check this document: it is 20.0 MB, over the 16.0 MB limit. Raise "mcpLens.maxDocumentSize" to check it.',
      },
      {
        code: 'MCP003',
        offset: 40,
        length: 1,
        severity: 'info',
        message:
          'MCP Lens did not check this document: its arrays and objects nest more than 256 levels deep (here, at line 3). No MCP file needs that; remove the runaway brackets.',
      },
      {
        code: 'MCP004',
        offset: 0,
        length: 1,
        severity: 'info',
        message:
          'MCP Lens hit an internal error checking this file: the parser threw; this file was not checked. Please report it (the log has the details).',
      },
      {
        code: 'MCP004',
        offset: 0,
        length: 1,
        severity: 'info',
        message:
          'MCP Lens hit an internal error checking this file: rule tool-name: boom; other checks still ran. Please report it (the log has the details).',
      },
      {
        code: 'MCP005',
        offset: 0,
        length: 1,
        severity: 'info',
        message: 'MCP Lens did not check the MCP declarations of this file: it took longer than 2 s.',
      },
      {
        code: 'MCP006',
        offset: 0,
        length: 1,
        severity: 'info',
        message:
          'Not checked: analysis took longer than 15 s and was stopped, so the MCP problems of this version are not shown. It is checked again when it changes; if this keeps happening, please report it (the log has the details).',
      },
      {
        code: 'MCP006',
        offset: 0,
        length: 1,
        severity: 'info',
        message:
          'Not checked: the checker stopped (the worker ran out of memory), so the MCP problems of this version are not shown. It is checked again when it changes; if this keeps happening, please report it (the log has the details).',
      },
    ]);
    for (const f of raised) {
      const meta = NOTICES_BY_CODE.get(f.code);
      assert.ok(meta, `${f.code} is not documented`);
      assert.equal(meta.code, f.code);
      assert.equal(meta.severity, f.severity, `${f.code}: documented at another severity than it is raised`);
    }
    assert.equal(NOTICES_BY_CODE.size, NOTICE_METAS.length);
  });
});
