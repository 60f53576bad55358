// Discovery of VS Code 1.140's configuration places in the Servers view's model (no vscode import): the root
// .mcp.json read by its content, ~/.copilot/mcp-config.json behind the user-configs setting, and a dev container's
// customizations.vscode.mcp.
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { userLocations, workspaceLocations, type ConfigLocation } from '../../common/config/configLocations';
import { parseConfigSource } from '../../common/config/configSource';
import { ConfigSources } from '../../client/src/model/configSources';

const folder = { name: 'w', path: '/w' };
const at = (path: string): ConfigLocation => workspaceLocations(folder).find((l) => l.path === path)!;
const copilot = (): ConfigLocation =>
  userLocations({ home: '/home/me', platform: 'linux' }).find((l) => l.path.endsWith('mcp-config.json'))!;

describe('VS Code 1.140 configuration places: discovery', () => {
  it('a root .mcp.json with "servers" and "inputs" is read as VS Code\'s, with its inputs', () => {
    const text = JSON.stringify({
      inputs: [{ type: 'pickString', id: 'region', description: 'Region', options: ['eu', 'us'], default: 'eu' }],
      servers: { api: { type: 'http', url: 'https://example.com/${input:region}/mcp' } },
    });
    const source = parseConfigSource(at('/w/.mcp.json'), text);
    assert.equal(source.location.dialect, 'vscode');
    assert.equal(source.location.client, 'VS Code');
    assert.deepEqual(
      source.servers.map((s) => [s.name, s.config.transport, s.config.url]),
      [['api', 'http', 'https://example.com/${input:region}/mcp']],
    );
    assert.deepEqual(source.inputs[0]!.options, [{ value: 'eu' }, { value: 'us' }]);
  });

  it('a root .mcp.json with "mcpServers" stays Claude Code\'s, and its servers are read', () => {
    const source = parseConfigSource(at('/w/.mcp.json'), JSON.stringify({ mcpServers: { a: { command: 'node' } } }));
    assert.equal(source.location.dialect, 'claude-code');
    assert.deepEqual(
      source.servers.map((s) => s.name),
      ['a'],
    );
  });

  it("a dev container's customizations.vscode.mcp servers, at their offsets in devcontainer.json", () => {
    const text = JSON.stringify(
      {
        image: 'node:20',
        customizations: { vscode: { mcp: { servers: { fs: { command: 'npx', args: ['-y', 'x'] } } } } },
      },
      null,
      2,
    );
    const source = parseConfigSource(at('/w/.devcontainer/devcontainer.json'), text);
    assert.equal(source.location.dialect, 'vscode');
    assert.deepEqual(
      source.servers.map((s) => [
        s.name,
        s.config.command,
        text.slice(s.nameSpan.offset, s.nameSpan.offset + s.nameSpan.length),
      ]),
      [['fs', 'npx', '"fs"']],
    );
  });

  it('a devcontainer.json without MCP servers declares none and is no error', () => {
    const source = parseConfigSource(at('/w/.devcontainer.json'), JSON.stringify({ image: 'node:20' }));
    assert.deepEqual(source.servers, []);
    assert.equal(source.error, undefined);
  });

  it("~/.copilot/mcp-config.json in VS Code's format, or the Copilot CLI's mcpServers; $COPILOT_HOME moves it", () => {
    const vs = parseConfigSource(
      copilot(),
      JSON.stringify({ servers: { g: { type: 'http', url: 'https://g.example/mcp' } } }),
    );
    assert.deepEqual([vs.location.dialect, vs.servers.map((s) => s.name)], ['vscode', ['g']]);
    const cli = parseConfigSource(copilot(), JSON.stringify({ mcpServers: { c: { command: 'npx', args: ['c'] } } }));
    assert.deepEqual([cli.location.dialect, cli.servers.map((s) => s.name)], ['generic', ['c']]);
    assert.equal(
      userLocations({ home: '/home/me', platform: 'linux', copilotHome: '/opt/copilot' }).at(-1)!.path,
      '/opt/copilot/mcp-config.json',
    );
  });

  it('the global file is read only with the user-configs setting on', async () => {
    const files: Record<string, string> = {
      '/w/.mcp.json': JSON.stringify({ servers: { ws: { command: 'node' } } }),
      '/home/me/.copilot/mcp-config.json': JSON.stringify({ servers: { global: { command: 'node' } } }),
    };
    let userConfigs = false;
    let reads = 0;
    const sources = new ConfigSources(
      {
        folders: () => [folder],
        userPlaces: { home: '/home/me', platform: 'linux' },
        userConfigs: () => userConfigs,
        readFile: (path) => Promise.resolve(files[path]),
      },
      () => reads++,
    );
    await sources.reload();
    assert.deepEqual(
      sources.servers().map((s) => [s.name, s.location.client]),
      [['ws', 'VS Code']],
    );
    userConfigs = true;
    await sources.reload();
    assert.deepEqual(
      sources.servers().map((s) => [s.name, s.location.scope]),
      [
        ['ws', 'workspace'],
        ['global', 'user'],
      ],
    );
    assert.equal(reads, 2);
  });
});
