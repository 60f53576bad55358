import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { parseTree } from 'jsonc-parser';
import { clientConfigModel, dialectOf, plainServer } from '../../../common/config/clientConfig';

describe('client config model', () => {
  it('reads VS Code servers and inputs, with the transport each entry means', () => {
    const root = parseTree(
      JSON.stringify({
        servers: {
          fs: { command: 'npx', args: ['-y', 'fs'], env: { A: 'b', N: 3, Z: null } },
          gh: { url: 'https://e.com/mcp', headers: { Authorization: 'Bearer ${input:t}' } },
          s: { type: 'sse', url: 'https://e.com/sse' },
        },
        inputs: [{ type: 'promptString', id: 't', description: 'Token', password: true }],
      }),
    );
    const m = clientConfigModel(root, 'vscode');
    assert.deepEqual(
      m.servers.map((s) => [s.name, s.transport]),
      [
        ['fs', 'stdio'],
        ['gh', 'http'],
        ['s', 'sse'],
      ],
    );
    assert.deepEqual(
      m.inputs.map((i) => [i.id, i.password]),
      [['t', true]],
    );
    assert.deepEqual(plainServer(m.servers[0]!), {
      name: 'fs',
      transport: 'stdio',
      command: 'npx',
      args: ['-y', 'fs'],
      env: { A: 'b', N: '3', Z: null },
      envFile: undefined,
      cwd: undefined,
      url: undefined,
      headers: {},
    });
    assert.equal(plainServer(m.servers[1]!).headers.Authorization, 'Bearer ${input:t}');
  });

  it("reads mcpServers dialects, the other family's key, and Windsurf's serverUrl", () => {
    const root = parseTree(
      JSON.stringify({
        mcpServers: {
          r: { serverUrl: 'https://e.com/mcp' },
          t: { type: 'streamable-http', url: 'https://e.com' },
          u: { type: 'ws', url: 'wss://e' },
        },
        servers: { old: { command: 'x' } },
      }),
    );
    const m = clientConfigModel(root, 'windsurf');
    assert.deepEqual(
      m.servers.map((s) => [s.name, s.transport]),
      [
        ['r', 'http'],
        ['t', 'http'],
        ['u', undefined],
      ],
    );
    assert.deepEqual(
      m.otherServers.map((s) => s.name),
      ['old'],
    );
    assert.equal(m.inputs.length, 0);
  });

  it('maps detections to dialects', () => {
    assert.equal(dialectOf({ kind: 'vscode-mcp' }), 'vscode');
    assert.equal(dialectOf({ kind: 'mcp-servers', dialect: 'cursor' }), 'cursor');
    assert.equal(dialectOf({ kind: 'mcp-servers' }), 'generic');
    assert.equal(dialectOf({ kind: 'server-json' }), undefined);
  });
});
