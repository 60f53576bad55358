// VS Code 1.140's configuration places, as detection sees them: a .mcp.json whose content is VS Code's, the global
// ~/.copilot/mcp-config.json, and a devcontainer.json's customizations.vscode.mcp (linted as the root, offsets kept).
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { parseTree } from 'jsonc-parser';
import { detectKind } from '../../../server/src/detect/detect';
import { codes, lintText, spanOf } from '../../helpers/engine';

const detect = (path: string, doc: unknown) => {
  const d = detectKind(`file:///w/${path}`, parseTree(typeof doc === 'string' ? doc : JSON.stringify(doc)));
  return [d.kind, d.dialect ?? d.surface ?? '', d.embeddedAt?.join('.') ?? ''].filter(Boolean).join('/');
};

describe('detection of VS Code 1.140 configuration places', () => {
  it('.mcp.json: the content decides between VS Code and Claude Code', () => {
    assert.equal(detect('.mcp.json', { servers: { a: { command: 'x' } } }), 'vscode-mcp/root-mcp-json');
    assert.equal(detect('.mcp.json', { inputs: [] }), 'vscode-mcp/root-mcp-json');
    assert.equal(detect('.mcp.json', { mcpServers: { a: { command: 'x' } } }), 'mcp-servers/claude-code');
    assert.equal(detect('.mcp.json', { mcpServers: {}, servers: {} }), 'mcp-servers/claude-code');
    assert.equal(detect('.mcp.json', {}), 'mcp-servers/claude-code');
    assert.equal(detect('.mcp.json', { servers: ['not', 'a map'] }), 'mcp-servers/claude-code');
    // only .mcp.json is shared: a Cursor file with VS Code's key is still Cursor's (MCP710 says so)
    assert.equal(detect('.cursor/mcp.json', { servers: {} }), 'mcp-servers/cursor');
  });

  it("~/.copilot/mcp-config.json: VS Code's global file, or the Copilot CLI's mcpServers file", () => {
    assert.equal(detect('home/u/.copilot/mcp-config.json', { servers: {} }), 'vscode-mcp/copilot-global');
    assert.equal(detect('home/u/.copilot/mcp-config.json', {}), 'vscode-mcp/copilot-global');
    assert.equal(detect('home/u/.copilot/mcp-config.json', { mcpServers: {} }), 'mcp-servers/generic');
    assert.equal(detect('home/u/mcp-config.json', { servers: {} }), 'unknown');
  });

  it('devcontainer.json: only with customizations.vscode.mcp, which becomes the root', () => {
    const mcp = { customizations: { vscode: { mcp: { servers: {} } } } };
    assert.equal(detect('.devcontainer/devcontainer.json', mcp), 'vscode-mcp/devcontainer/customizations.vscode.mcp');
    assert.equal(detect('.devcontainer.json', mcp), 'vscode-mcp/devcontainer/customizations.vscode.mcp');
    assert.equal(
      detect('.devcontainer/node/devcontainer.json', mcp),
      'vscode-mcp/devcontainer/customizations.vscode.mcp',
    );
    assert.equal(detect('.devcontainer/devcontainer.json', { image: 'x', customizations: { vscode: {} } }), 'unknown');
    assert.equal(detect('.devcontainer/devcontainer.json', { customizations: { vscode: { mcp: [] } } }), 'unknown');
    assert.equal(detect('other.json', mcp), 'unknown');
  });

  it("a dev container's servers are linted as VS Code's, at their places in the file; the rest is not", () => {
    const text = [
      '{',
      '  // a dev container',
      '  "image": "mcr.microsoft.com/devcontainers/base",',
      '  "mcpServers": "not this file\'s business",',
      '  "customizations": {',
      '    "vscode": {',
      '      "mcp": {',
      '        "servers": {',
      '          "gh": { "type": "http", "url": "https://example.com", "headers": { "A": "${input:missing}" } },',
      '          "local": { "type": "stdio" }',
      '        }',
      '      }',
      '    }',
      '  }',
      '}',
    ].join('\n');
    const findings = lintText('.devcontainer/devcontainer.json', text);
    assert.deepEqual(codes(findings), ['MCP706', 'MCP701']);
    assert.deepEqual(
      findings.map((f) => spanOf(text, f)),
      ['${input:missing}', '"local"'],
    );
  });
});
