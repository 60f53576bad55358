import { strict as assert } from 'node:assert';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, it } from 'node:test';
import { CLI_FIXTURES, runCliJson, tempFolder } from './runCli';

/** A capability document with one MCP302 error. */
const BAD = readFileSync(join(CLI_FIXTURES, 'configured', 'catalog.json'), 'utf8');

function write(root: string, files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
}

describe('mcp-lens check: walking folders', () => {
  it('lets a deeper .gitignore re-include what a higher one ignores (and ignore what it kept), as git does', async () => {
    const temp = tempFolder();
    try {
      write(temp.dir, {
        '.gitignore': '*.json\n!kept-above.json\n',
        'root.json': BAD,
        'kept-above.json': BAD,
        'sub/.gitignore': '!keep.json\nkept-above.json\n',
        'sub/keep.json': BAD,
        'sub/other.json': BAD,
        'sub/kept-above.json': BAD,
        'sub/deeper/keep.json': BAD,
      });
      const { report } = await runCliJson(['check'], { cwd: temp.dir });
      assert.deepEqual(report.documents.map((d) => d.path).sort(), [
        'kept-above.json',
        'sub/deeper/keep.json',
        'sub/keep.json',
      ]);
    } finally {
      temp.dispose();
    }
  });

  it('honours .gitignore files (nested ones and negations), skips node_modules and .git, and picks up .json and .jsonc', async () => {
    const temp = tempFolder();
    try {
      write(temp.dir, {
        '.gitignore': 'ignored/\n*.generated.json\n!keep.generated.json\n',
        'a.json': BAD,
        'b.jsonc': `// a comment\n${BAD}`,
        'c.txt': BAD,
        'ignored/x.json': BAD,
        'gen.generated.json': BAD,
        'keep.generated.json': BAD,
        'node_modules/pkg/x.json': BAD,
        '.git/x.json': BAD,
        'sub/.gitignore': 'local.json\n',
        'sub/local.json': BAD,
        'sub/other.json': BAD,
      });
      const { run, report } = await runCliJson(['check'], { cwd: temp.dir });
      assert.equal(run.code, 1);
      assert.deepEqual(report.documents.map((d) => d.path).sort(), [
        'a.json',
        'b.jsonc',
        'keep.generated.json',
        'sub/other.json',
      ]);
      // a file the user names is checked even when ignored, and whatever its extension
      const named = await runCliJson(['check', 'ignored/x.json', 'c.txt', 'sub'], { cwd: temp.dir });
      assert.deepEqual(
        named.report.documents.map((d) => d.path),
        ['ignored/x.json', 'c.txt', 'sub/other.json'],
      );
    } finally {
      temp.dispose();
    }
  });

  it('picks up server code that imports an MCP SDK, as the language server reads it', async () => {
    const temp = tempFolder();
    try {
      write(temp.dir, {
        'src/server.ts': [
          "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';",
          "const server = new McpServer({ name: 'x', version: '1.0.0' });",
          "server.registerResource('guide', 'file:///guide.md', { description: 'The guide.', annotations: { priority: 2 } }, async () => ({ contents: [] }));",
          '',
        ].join('\n'),
        'src/util.ts': 'export const answer = 42;\n',
        'src/types.d.ts': "import '@modelcontextprotocol/sdk/server/mcp.js';\n",
        'notes.md': '# not code\n',
      });
      const { run, report } = await runCliJson(['check'], { cwd: temp.dir });
      assert.equal(run.code, 1, run.stdout + run.stderr);
      assert.deepEqual(
        report.documents.map((d) => d.path),
        ['src/server.ts'],
      );
      const p = report.documents[0]!.problems.find((x) => x.code === 'MCP302')!;
      assert.deepEqual([p.range.start.line, p.range.start.column], [3, 108]);
    } finally {
      temp.dispose();
    }
  });

  it('applies the .gitignore files of the repository above a walked folder', async () => {
    const temp = tempFolder();
    try {
      write(temp.dir, {
        '.git/HEAD': 'ref: refs/heads/main\n',
        '.gitignore': 'build/\n',
        'pkg/catalog.json': BAD,
        'pkg/build/catalog.json': BAD,
      });
      const { report } = await runCliJson(['check', 'pkg'], { cwd: temp.dir });
      assert.deepEqual(
        report.documents.map((d) => d.path),
        ['pkg/catalog.json'],
      );
      const inside = await runCliJson(['check'], { cwd: join(temp.dir, 'pkg') });
      assert.deepEqual(
        inside.report.documents.map((d) => d.path),
        ['catalog.json'],
      );
    } finally {
      temp.dispose();
    }
  });

  it('recognises documents exactly as the editor does: by path and content', async () => {
    const temp = tempFolder();
    try {
      write(temp.dir, {
        '.vscode/mcp.json': '{ "servers": { "files": { "command": "node", "args": ["server.js"] } } }\n',
        '.cursor/mcp.json': '{ "mcpServers": { "files": { "command": "node", "args": ["server.js"] } } }\n',
        'package.json': '{ "name": "x", "tools": [{ "name": "a", "inputSchema": { "type": "object" } }] }\n',
        'tsconfig.json': '{ "compilerOptions": {} }\n',
      });
      const { report } = await runCliJson(['check', '--rule', 'MCP001=error'], { cwd: temp.dir, env: { PATH: '' } });
      const kinds = Object.fromEntries(report.documents.map((d) => [d.path, [d.kind, d.dialect]]));
      assert.deepEqual(kinds, {
        '.cursor/mcp.json': ['mcp-servers', 'cursor'],
        '.vscode/mcp.json': ['vscode-mcp', null],
      });
    } finally {
      temp.dispose();
    }
  });
});
