import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { codes, lintText } from '../../helpers/engine';

// Names every object inherits from Object.prototype, written where a rule looks a value up in a table of its own.
const INHERITED = ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf'];

const tool = (type: string) => ({
  tools: [
    { name: 'read_note', description: 'Reads a note.', inputSchema: { type: 'object', properties: { a: { type } } } },
  ],
});

describe("a value named after a member of Object.prototype is not found in a rule's tables", () => {
  it('a schema type is not "corrected" to a function (MCP106 names no guess)', () => {
    for (const name of INHERITED) {
      const findings = lintText('tools.json', tool(name));
      for (const f of findings) {
        assert.doesNotMatch(f.message, /function|native code|\[object/i, `${name}: ${f.message}`);
      }
      const titles = findings.flatMap((f) => (f.fixes ?? []).map((x) => x.title));
      for (const title of titles) assert.doesNotMatch(title, /function|native code/i, `${name}: ${title}`);
    }
  });

  it("server.json's registry type, repository source and icon extension crash no rule", () => {
    for (const name of INHERITED) {
      const doc = {
        $schema: 'https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json',
        name: 'io.github.example/notes',
        description: 'Notes.',
        version: '1.0.0',
        repository: { url: 'https://github.com/example/notes', source: name },
        icons: [{ src: `https://example.com/icon.${name}` }],
        packages: [{ registryType: name, identifier: 'notes', version: '1.0.0', transport: { type: 'stdio' } }],
      };
      const findings = lintText('server.json', doc);
      for (const f of findings) {
        assert.doesNotMatch(f.message, /function|native code|\[object/i, `${name}: ${f.message}`);
      }
    }
  });

  it("a client config's transport type, a dev debug type and an MCPB platform are not read as known", () => {
    for (const name of INHERITED) {
      const config = {
        servers: { notes: { type: name, command: 'node', args: ['notes.js'], dev: { debug: { type: name } } } },
      };
      const found = lintText('.vscode/mcp.json', config);
      for (const f of found) assert.doesNotMatch(f.message, /function|native code|\[object/i, `${name}: ${f.message}`);
      const manifest = {
        manifest_version: '0.3',
        name: 'notes',
        version: '1.0.0',
        description: 'Notes.',
        author: { name: 'Example' },
        server: {
          type: 'node',
          entry_point: 'server/index.js',
          mcp_config: { command: 'node', args: ['x.js'], platform_overrides: { [name]: {} } },
        },
      };
      const inManifest = lintText('manifest.json', manifest);
      for (const f of inManifest) {
        assert.doesNotMatch(f.message, /function|native code|\[object/i, `${name}: ${f.message}`);
      }
    }
    assert.ok(
      codes(lintText('.vscode/mcp.json', { servers: { notes: { type: 'constructor', command: 'node' } } })).length > 0,
    );
  });
});
