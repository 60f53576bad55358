import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { parseTree } from 'jsonc-parser';
import { detectKind } from '../../../server/src/detect/detect';

const detect = (path: string, doc: unknown, files?: Record<string, string>) => {
  const d = detectKind(`file:///w/${path}`, parseTree(typeof doc === 'string' ? doc : JSON.stringify(doc)), files);
  return d.dialect ? `${d.kind}/${d.dialect}` : d.kind;
};

describe('detection of client configs, server.json and bundle manifests', () => {
  it('knows every client file by its path', () => {
    const servers = { mcpServers: { a: { command: 'x' } } };
    assert.equal(detect('.vscode/mcp.json', { servers: {} }), 'vscode-mcp');
    assert.equal(detect('.vscode/mcp.json', '{ // only comments\n}'), 'vscode-mcp');
    assert.equal(detect('.vscode/mcp.json', servers), 'vscode-mcp');
    assert.equal(detect('home/u/.config/Code/User/mcp.json', { servers: {} }), 'vscode-mcp');
    assert.equal(detect('home/u/.config/Code/User/profiles/abc/mcp.json', { inputs: [] }), 'vscode-mcp');
    assert.equal(detect('.mcp.json', servers), 'mcp-servers/claude-code');
    assert.equal(detect('home/u/.claude.json', servers), 'mcp-servers/claude-code');
    assert.equal(
      detect('Library/Application Support/Claude/claude_desktop_config.json', servers),
      'mcp-servers/claude-desktop',
    );
    assert.equal(detect('.cursor/mcp.json', servers), 'mcp-servers/cursor');
    assert.equal(detect('home/u/.codeium/windsurf/mcp_config.json', servers), 'mcp-servers/windsurf');
    assert.equal(detect('.kiro/settings/mcp.json', servers), 'mcp-servers/generic');
    assert.equal(detect('mcp.json', servers), 'mcp-servers/generic');
  });

  it('claims the dedicated client files even when they hold the wrong shape', () => {
    assert.equal(detect('.cursor/mcp.json', { servers: { a: { command: 'x' } } }), 'mcp-servers/cursor');
    assert.equal(detect('.cursor/mcp.json', { tools: [{ name: 'a', command: 'npx a' }] }), 'mcp-servers/cursor');
    assert.equal(detect('claude_desktop_config.json', { preferences: {} }), 'mcp-servers/claude-desktop');
    assert.equal(detect('some/mcp_config.json', { other: 1 }), 'unknown');
  });

  it('recognises server.json and bundle manifests, never an unrelated manifest or package', () => {
    assert.equal(
      detect('x/anything.json', {
        $schema: 'https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json',
      }),
      'server-json',
    );
    assert.equal(detect('server.json', { name: 'io.github.u/s', version: '1.0.0' }), 'server-json');
    assert.equal(detect('server.json', { name: 'app', version: '1.0.0' }), 'unknown');
    assert.equal(detect('manifest.json', { manifest_version: '0.3', server: {} }), 'mcpb-manifest');
    assert.equal(detect('manifest.json', { dxt_version: '0.1', name: 'x', author: { name: 'a' } }), 'mcpb-manifest');
    assert.equal(
      detect('manifest.json', { name: 'x', server: { type: 'node', entry_point: 'a.js' } }),
      'mcpb-manifest',
    );
    assert.equal(
      detect('manifest.json', { manifest_version: 3, name: 'Chrome ext', version: '1', background: {} }),
      'unknown',
    );
    assert.equal(detect('manifest.json', { manifest_version: 2, name: 'Old ext', server: {} }), 'unknown');
    assert.equal(
      detect('public/manifest.json', { name: 'PWA', short_name: 'p', start_url: '/', display: 'standalone' }),
      'unknown',
    );
    assert.equal(detect('package.json', { name: 'x', mcpServers: {}, manifest_version: '0.3', server: {} }), 'unknown');
  });

  it('lets the files setting decide', () => {
    assert.equal(detect('examples/bad.json', { name: 'x' }, { '**/examples/*.json': 'server-json' }), 'server-json');
    assert.equal(detect('.cursor/mcp.json', { mcpServers: {} }, { '**/.cursor/mcp.json': 'unknown' }), 'unknown');
  });
});

describe('detection of test files', () => {
  it('knows a *.mcptest.json by its name, whatever it holds, unless mcpLens.files says otherwise', () => {
    assert.equal(detect('tests/echo.mcptest.json', { server: { name: 'a' }, steps: [] }), 'mcp-test');
    assert.equal(detect('echo.mcptest.json', { mcpServers: { a: { command: 'x' } } }), 'mcp-test');
    assert.equal(detect('echo.mcptest.json', '[]'), 'mcp-test');
    assert.equal(detect('.mcptest.json', { tools: [] }), 'capabilities');
    assert.equal(detect('echo.mcptest.json', {}, { '**/*.mcptest.json': 'unknown' }), 'unknown');
    assert.equal(detect('saved/echo.json', {}, { 'saved/*.json': 'mcp-test' }), 'mcp-test');
  });
});
