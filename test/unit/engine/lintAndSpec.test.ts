import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { parseTree } from 'jsonc-parser';
import { parseDocument } from '../../../common/json/parsedDocument';
import { lint, lintInSlices } from '../../../server/src/engine/lint';
import { revisionFromDocument, targetRevision } from '../../../server/src/engine/spec';
import type { EngineOptions, Rule, RuleMeta } from '../../../server/src/engine/types';

const rootOf = (value: unknown) => parseTree(JSON.stringify(value))!;

describe('spec: the revision a document is checked against', () => {
  it('reads protocolVersion at the root, in a result, or in _meta, the root first', () => {
    const at = (value: unknown) => {
      const r = revisionFromDocument(rootOf(value));
      return r && { revision: r.revision, value: r.node.value as unknown };
    };
    const key = 'io.modelcontextprotocol/protocolVersion';
    assert.deepEqual(at({ protocolVersion: '2025-06-18' }), { revision: '2025-06-18', value: '2025-06-18' });
    assert.deepEqual(at({ result: { protocolVersion: '2025-11-25' } }), {
      revision: '2025-11-25',
      value: '2025-11-25',
    });
    assert.deepEqual(at({ _meta: { [key]: '2025-03-26' } }), { revision: '2025-03-26', value: '2025-03-26' });
    assert.deepEqual(at({ result: { _meta: { [key]: '2026-07-28' } } }), {
      revision: '2026-07-28',
      value: '2026-07-28',
    });
    assert.deepEqual(at({ result: { protocolVersion: '2025-11-25' }, protocolVersion: '2025-06-18' }), {
      revision: '2025-06-18',
      value: '2025-06-18',
    });
    // a value that names no day is passed over for the next place
    assert.deepEqual(
      at({ protocolVersion: 5, result: { protocolVersion: 'latest' }, _meta: { [key]: '2025-02-30' }, tools: [] }),
      undefined,
    );
    assert.deepEqual(at({ protocolVersion: '', result: { _meta: { [key]: '2025-06-18' } } }), {
      revision: '2025-06-18',
      value: '2025-06-18',
    });
    assert.equal(revisionFromDocument(undefined), undefined);
  });

  it('takes another day as the newest revision not after it, the oldest before them all', () => {
    const revisionOf = (date: string) => revisionFromDocument(rootOf({ protocolVersion: date }))?.revision;
    assert.equal(revisionOf('2024-11-05'), '2025-03-26');
    assert.equal(revisionOf('2025-03-25'), '2025-03-26');
    assert.equal(revisionOf('2025-03-27'), '2025-03-26');
    assert.equal(revisionOf('2025-06-17'), '2025-03-26');
    assert.equal(revisionOf('2025-06-19'), '2025-06-18');
    assert.equal(revisionOf('2026-07-27'), '2025-11-25');
    assert.equal(revisionOf('2027-01-01'), '2026-07-28');
  });

  it("uses the document's revision first, then the setting, then the newest", () => {
    const doc = rootOf({ protocolVersion: '2025-06-18' });
    const none = rootOf({ tools: [] });
    assert.deepEqual(targetRevision(doc, '2025-03-26'), { revision: '2025-06-18', fromDocument: true });
    assert.deepEqual(targetRevision(none, '2025-03-26'), { revision: '2025-03-26', fromDocument: false });
    assert.deepEqual(targetRevision(none, 'auto'), { revision: '2026-07-28', fromDocument: false });
    assert.deepEqual(targetRevision(none, undefined), { revision: '2026-07-28', fromDocument: false });
    assert.deepEqual(targetRevision(none, 'not-a-revision' as 'auto'), { revision: '2026-07-28', fromDocument: false });
  });
});

const meta = (code: string, extra: Partial<RuleMeta> = {}): RuleMeta => ({
  code,
  name: code.toLowerCase(),
  severity: 'error',
  summary: '',
  why: '',
  fix: '',
  kinds: ['capabilities'],
  ...extra,
});
const TOOLS = '{"tools": []}';
const run = (options: EngineOptions, text = TOOLS, path = 'tools.json') =>
  lint(parseDocument(`file:///work/${path}`, text), options);

describe('lint: running the rules and collecting what they report', () => {
  it("reports at the rule's severity, a report's own, or the setting's; warning for a code no rule declares", () => {
    const rule: Rule = {
      meta: [meta('X001'), meta('X002', { severity: 'hint' })],
      check(ctx) {
        ctx.report('X001', { offset: 1, length: 7 }, 'one');
        ctx.report('X002', { offset: 0, length: 1 }, 'two');
        ctx.report('X001', { offset: 2, length: 1 }, 'softer', { severity: 'info', tags: ['deprecated'] });
        ctx.report('X999', { offset: 1, length: 1 }, 'undeclared');
      },
    };
    const f = (r: { code: string; severity: string; offset: number; message: string }) =>
      `${r.code} ${r.severity} @${r.offset} ${r.message}`;
    const { findings, ruleErrors, detection } = run({ extraRules: [rule] });
    assert.equal(detection.kind, 'capabilities');
    assert.deepEqual(ruleErrors, []);
    // by offset, then by code
    assert.deepEqual(findings.map(f), [
      'X002 hint @0 two',
      'X001 error @1 one',
      'X999 warning @1 undeclared',
      'X001 info @2 softer',
    ]);
    assert.deepEqual(findings[3], {
      code: 'X001',
      message: 'softer',
      offset: 2,
      length: 1,
      severity: 'info',
      fixes: undefined,
      tags: ['deprecated'],
    });
    for (const setting of ['error', 'warning', 'info', 'hint'] as const) {
      assert.deepEqual(
        run({ extraRules: [rule], rules: { X001: setting, X002: 'off' } }).findings.map(f),
        [`X001 ${setting} @1 one`, 'X999 warning @1 undeclared', `X001 ${setting} @2 softer`],
        setting,
      );
    }
  });

  it('drops a fix without edits, and cuts a message past 1,000 characters', () => {
    const long = 'm'.repeat(1001);
    const rule: Rule = {
      meta: meta('X001'),
      check(ctx) {
        ctx.report('X001', { offset: 0, length: 1 }, 'x'.repeat(1000), {
          fixes: [
            { title: 'nothing', edits: [] },
            { title: 'something', edits: [{ offset: 0, length: 0, newText: ' ' }] },
          ],
        });
        ctx.report('X001', { offset: 1, length: 1 }, long);
      },
    };
    const { findings } = run({ extraRules: [rule] });
    assert.deepEqual(
      findings.map((x) => x.fixes?.map((fix) => fix.title)),
      [['something'], undefined],
    );
    assert.equal(findings[0]!.message, 'x'.repeat(1000));
    assert.equal(findings[1]!.message, `${'m'.repeat(999)}…`);
  });

  it("runs no rule whose codes are all off, and keeps a crashing rule's error beside the others' findings", () => {
    let ran = 0;
    const crashing: Rule = {
      meta: [meta('X001'), meta('X002')],
      check() {
        ran++;
        throw new Error('boom');
      },
    };
    const fine: Rule = { meta: meta('X003'), check: (ctx) => ctx.report('X003', { offset: 0, length: 1 }, 'fine') };
    const all = run({ extraRules: [crashing, fine] });
    assert.deepEqual(
      all.ruleErrors.map((e) => [e.rule, String(e.error)]),
      [['X001', 'Error: boom']],
    );
    assert.deepEqual(
      all.findings.map((x) => x.code),
      ['X003'],
    );
    assert.equal(ran, 1);
    // one code of two off: it still runs
    assert.equal(run({ extraRules: [crashing], rules: { X001: 'off' } }).ruleErrors.length, 1);
    assert.equal(ran, 2);
    assert.deepEqual(run({ extraRules: [crashing], rules: { X001: 'off', X002: 'off' } }).ruleErrors, []);
    assert.equal(ran, 2);
  });

  it("checks nothing in a document of no known kind, and runs only the rules of the document's kind", () => {
    let ran = 0;
    const everywhere: Rule = { meta: meta('X001', { kinds: ['unknown', 'capabilities'] }), check: () => void ran++ };
    const elsewhere: Rule = { meta: meta('X002', { kinds: ['server-json'] }), check: () => void ran++ };
    const unknown = run({ extraRules: [everywhere, elsewhere] }, '{"name": 1}', 'notes.json');
    assert.deepEqual([unknown.detection.kind, unknown.findings, unknown.ruleErrors, ran], ['unknown', [], [], 0]);
    run({ extraRules: [everywhere, elsewhere] });
    assert.equal(ran, 1);
    // one slice a rule: the last extra rule's code is yielded last
    const slices = lintInSlices(parseDocument('file:///work/tools.json', TOOLS), { extraRules: [everywhere] });
    const codes: string[] = [];
    for (let s = slices.next(); !s.done; s = slices.next()) codes.push(s.value);
    assert.equal(codes.at(-1), 'X001');
  });
});
