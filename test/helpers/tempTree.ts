// A folder of files for one test file, removed after it; `write` makes the folders a path needs.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after } from 'node:test';

export interface TempTree {
  readonly dir: string;
  /** Writes `text` at `rel` below the folder; resolves the absolute path. */
  write(rel: string, text: string): string;
}

export function tempTree(prefix: string): TempTree {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  after(() => rmSync(dir, { recursive: true, force: true }));
  return {
    dir,
    write(rel, text) {
      const p = join(dir, rel);
      mkdirSync(join(p, '..'), { recursive: true });
      writeFileSync(p, text);
      return p;
    },
  };
}

/** The first lines of a TypeScript server file that the language server reads (it imports the MCP SDK). */
export const TS_SERVER_PRELUDE =
  "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';\nconst server = new McpServer({ name: 'x', version: '1' });\n";
