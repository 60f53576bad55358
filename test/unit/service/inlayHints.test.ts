import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { getInlayHints } from '../../../server/src/service/inlayHints';
import { DEFAULT_SETTINGS } from '../../../common/protocol/settings';
import { fixture } from './docHarness';

const CATALOG = JSON.stringify(
  {
    tools: [
      { name: 'read_file', inputSchema: { type: 'object' }, annotations: { readOnlyHint: true } },
      { name: 'delete_file', inputSchema: { type: 'object' } },
      { name: 'drop_table', inputSchema: { type: 'object' }, annotations: { destructiveHint: true } },
      { name: 'append_log', inputSchema: { type: 'object' }, annotations: { destructiveHint: false } },
    ],
    prompts: [{ name: 'not_a_tool' }],
  },
  null,
  2,
);

function hints(
  text: string,
  settings = DEFAULT_SETTINGS,
  range?: { start: { line: number; character: number }; end: { line: number; character: number } },
) {
  const f = fixture('catalog.json', text);
  const doc = f.analysis.source;
  const all = range ?? { start: { line: 0, character: 0 }, end: doc.positionAt(text.length) };
  return getInlayHints(f.analysis, all, settings).map((h) => ({
    label: h.label,
    before: text.slice(0, doc.offsetAt(h.position)).split('\n').pop()!.trim(),
  }));
}

describe('inlay hints', () => {
  it('puts one short effective-behaviour label after each tool name', () => {
    assert.deepEqual(hints(CATALOG), [
      { label: 'read-only', before: '"name": "read_file"' },
      { label: 'destructive (default)', before: '"name": "delete_file"' },
      { label: 'destructive', before: '"name": "drop_table"' },
      { label: 'additive', before: '"name": "append_log"' },
    ]);
  });

  it('stays silent when the setting is off, and outside the requested range', () => {
    assert.deepEqual(hints(CATALOG, { ...DEFAULT_SETTINGS, effectiveBehaviourHints: false }), []);
    const lines = CATALOG.split('\n');
    const deleteLine = lines.findIndex((l) => l.includes('delete_file'));
    const only = hints(CATALOG, DEFAULT_SETTINGS, {
      start: { line: deleteLine, character: 0 },
      end: { line: deleteLine + 1, character: 0 },
    });
    assert.deepEqual(
      only.map((h) => h.label),
      ['destructive (default)'],
    );
  });

  it('gives no hints in client configs', () => {
    const f = fixture('.vscode/mcp.json', '{ "servers": { "a": { "command": "x" } } }');
    assert.deepEqual(
      getInlayHints(f.analysis, { start: { line: 0, character: 0 }, end: { line: 1, character: 0 } }, DEFAULT_SETTINGS),
      [],
    );
  });
});
