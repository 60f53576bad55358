// The client-config rule of movedConfig.ts (MCP726), .vscode/mcp.json's servers moved to the root .mcp.json: its case
// table (movedConfig.cases.ts) and what each move writes, which a finding line does not show (its files, not edits).
// Its first cases, beside MCP727 and MCP728, are in vscodeSurfaces.test.ts.
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { codes, lintText } from '../../../../helpers/engine';
import { describeFindings, only, textOf } from '../../ruleCases';
import type { Finding } from '../../../../../server/src/engine/types';
import { V } from './fixtures';
import { movedConfigCases, rootFile } from './movedConfig.cases';

describeFindings(movedConfigCases);

const TARGET = 'file:///work/.mcp.json';
const REMOVE = { kind: 'delete', uri: 'file:///work/.vscode/mcp.json' };
const moveOf = (doc: string | object, root: string | null) => {
  const [f] = only(lintText(V, doc, rootFile(root)), 'MCP726') as [Finding?];
  assert.equal(f?.fixes?.length, 1, 'one move offered');
  assert.deepEqual(f!.fixes![0]!.edits, [], 'the move edits no text of this file');
  return f!.fixes![0]!.files;
};

describe('MCP726: what the move writes', () => {
  it('replaces an empty or blank root .mcp.json with this file as it is', () => {
    const doc = '{\n  // mine\n  "servers": { "fs": { "command": "npx" } }\n}\n';
    for (const blank of ['', ' \n\t']) {
      assert.deepEqual(moveOf(doc, blank), [{ kind: 'replace', uri: TARGET, oldText: blank, text: doc }, REMOVE]);
    }
  });

  it('merges in the formatting of the root file: servers, inputs after its own, and the sandbox', () => {
    const existing =
      '{\n\t"inputs": [\n\t\t{ "type": "promptString", "id": "a", "description": "A" },\n' +
      '\t\t{\n\t\t\t"type": "promptString",\n\t\t\t"id": "b",\n\t\t\t"description": "B"\n\t\t}\n\t],\n\t"servers": {}\n}\n';
    const doc = {
      $schema: 'https://example.com/schema.json',
      inputs: [{ type: 'promptString', id: 'c', description: 'C' }],
      servers: { fs: { command: 'npx' } },
      sandbox: { network: { allowedDomains: ['example.com'] } },
    };
    const [write, remove] = moveOf(doc, existing)!;
    assert.deepEqual(remove, REMOVE);
    assert.deepEqual(write, {
      kind: 'replace',
      uri: TARGET,
      oldText: existing,
      text:
        '{\n\t"inputs": [\n\t\t{ "type": "promptString", "id": "a", "description": "A" },\n' +
        '\t\t{\n\t\t\t"type": "promptString",\n\t\t\t"id": "b",\n\t\t\t"description": "B"\n\t\t},\n' +
        '\t\t{\n\t\t\t"type": "promptString",\n\t\t\t"id": "c",\n\t\t\t"description": "C"\n\t\t}\n\t],\n' +
        '\t"servers": {\n\t\t"fs": {\n\t\t\t"command": "npx"\n\t\t}\n\t},\n' +
        '\t"sandbox": {\n\t\t"network": {\n\t\t\t"allowedDomains": [\n\t\t\t\t"example.com"\n\t\t\t]\n\t\t}\n\t}\n}\n',
    });
  });

  it('merges servers alone: the root file keeps its inputs as they were, and no sandbox appears', () => {
    const [write] = moveOf({ servers: { fs: { command: 'npx' } } }, '{ "inputs": [] }')!;
    const merged = (write as { text: string }).text;
    assert.deepEqual(JSON.parse(merged), { inputs: [], servers: { fs: { command: 'npx' } } });
    assert.deepEqual(codes(lintText('.mcp.json', merged)), []);
  });

  it("keeps the root file's own sandbox when this file has none", () => {
    const existing = textOf({ servers: {}, sandbox: { network: { allowedDomains: ['example.com'] } } });
    const [write] = moveOf({ servers: { fs: { command: 'npx' } } }, existing)!;
    assert.deepEqual(JSON.parse((write as { text: string }).text), {
      servers: { fs: { command: 'npx' } },
      sandbox: { network: { allowedDomains: ['example.com'] } },
    });
  });

  it('finds a comment after a trailing comma, and refuses the merge that would lose it', () => {
    const doc = '{\n  "servers": { "fs": { "command": "npx" }, },\n  // the team\'s note\n}\n';
    const [f] = only(lintText(V, doc, rootFile('{ "servers": {} }')), 'MCP726');
    assert.deepEqual(f?.fixes ?? [], []);
    assert.match(f!.message, /this file has comments, which merging/);
  });

  it('keeps the text of an input without an id when neither file names one', () => {
    const input = { type: 'promptString', description: 'Key' };
    const [write] = moveOf({ inputs: [input], servers: {} }, textOf({ inputs: [input] }))!;
    assert.deepEqual(JSON.parse((write as { text: string }).text), { inputs: [input, input] });
  });
});
