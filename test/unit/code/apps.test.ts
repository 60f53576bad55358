// MCP Apps in server code: registerAppTool / registerAppResource (@modelcontextprotocol/ext-apps/server) read as a tool
// and a resource, `_meta` of registerTool / registerResource and FastMCP's meta=, checked as the JSON rules check them.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { at, check, declarations, fixAndRecheck, loadGrammars } from './codeFixtures';

loadGrammars();

describe('MCP Apps in TypeScript', () => {
  it('reads registerAppTool and registerAppResource as a tool and a resource, the server argument left out', () => {
    assert.deepEqual(declarations(check('apps.ts')), [
      'registerAppTool tool show_chart',
      'registerAppTool tool refresh_chart',
      'registerAppResource resource Chart view',
      'registerResource resource Legacy view',
      'registerTool tool show_legacy',
    ]);
  });

  it('gives registerAppResource the MCP Apps MIME type it sets, and keeps _meta of every form', () => {
    const r = check('apps.ts');
    const entries = (i: number) =>
      Object.fromEntries(r.doc.code.extraction!.declarations[i]!.object.entries.map((e) => [e.key, e.value]));
    const mime = entries(2).mimeType;
    assert.equal(mime?.kind === 'string' ? mime.value : undefined, 'text/html;profile=mcp-app');
    assert.equal(entries(0)._meta?.kind, 'object');
    assert.equal(entries(4)._meta?.kind, 'object');
  });

  it('reports the MCP Apps rules where the code says it', () => {
    const r = check('apps.ts');
    assert.deepEqual(at(r, 'MCP117'), ["'ui://charts/veiw.html'"]);
    assert.deepEqual(at(r, 'MCP119'), ["'assistant'"]);
    assert.deepEqual(at(r, 'MCP416'), ['true']);
    assert.deepEqual(at(r, 'MCP415'), ["'api.example.com'"]);
    assert.deepEqual(at(r, 'MCP414'), ["'text/html'"]);
    assert.deepEqual(at(r, 'MCP118'), ["'https://example.com/legacy.html'"]);
  });

  it('fixes in the code: the near UI resource, a permission made {}, the MIME type', () => {
    const uri = fixAndRecheck('apps.ts', 'MCP117', "'ui://charts/veiw.html'");
    assert.match(uri.after, /resourceUri: 'ui:\/\/charts\/view.html', visibility: \['assistant'\]/);
    assert.deepEqual(
      uri.findings.filter((f) => f.code === 'MCP117'),
      [],
    );
    const permission = fixAndRecheck('apps.ts', 'MCP416', 'true');
    assert.match(permission.after, /clipboardWrite: \{\}/);
    const mime = fixAndRecheck('apps.ts', 'MCP414', "'text/html'");
    assert.match(mime.after, /mimeType: 'text\/html;profile=mcp-app'/);
  });

  it('stays silent on a tool whose UI resource another file declares, and on a URI given by a variable', () => {
    const r = check(
      'apps-tools-only.ts',
      [
        "import { registerAppTool } from '@modelcontextprotocol/ext-apps/server';",
        "const VIEW = 'ui://charts/view.html';",
        'export function register(server) {',
        "  registerAppTool(server, 'a', { description: 'Shows the chart of the figures.', annotations: { readOnlyHint: true }, _meta: { ui: { resourceUri: 'ui://charts/view.html' } } }, async () => ({ content: [] }));",
        "  registerAppTool(server, 'b', { description: 'Shows the chart of the figures.', annotations: { readOnlyHint: true }, _meta: { ui: { resourceUri: VIEW } } }, async () => ({ content: [] }));",
        '}',
      ].join('\n'),
    );
    assert.deepEqual(declarations(r), ['registerAppTool tool a', 'registerAppTool tool b']);
    assert.deepEqual(
      r.findings.map((f) => f.code),
      [],
    );
  });
});

describe('MCP Apps in Python (FastMCP meta=)', () => {
  it('reads meta= as the _meta of a tool and a resource, and reports on it', () => {
    const r = check('apps.py');
    assert.deepEqual(at(r, 'MCP119'), ['"app"']);
    assert.deepEqual(at(r, 'MCP414'), ['"text/html"']);
    assert.deepEqual(at(r, 'MCP416'), ['"yes"']);
    assert.deepEqual(at(r, 'MCP117'), []);
  });
});
