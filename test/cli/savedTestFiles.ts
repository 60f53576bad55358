// Test files and fixture servers for the `mcp-lens test` suites: a temporary project whose .mcp.json names the
// released fixture server in both releases, and the notes server with a file that records every call it gets.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { EVERYTHING, REPO_ROOT } from '../helpers/paths';

export { EVERYTHING };
import { tempFolder } from './runCli';

export const NODE = process.execPath;
export const SERVERS = join(REPO_ROOT, 'test', 'fixtures', 'servers');
export const RELEASED = join(SERVERS, 'releasedServer.mjs');
export const NOTES = join(SERVERS, 'wellBehaved.mjs');

/** The catalog releasedServer.mjs lists in its first release. */
export const RELEASE_1_TOOLS = [
  {
    name: 'search',
    description: 'Searches the notes.',
    inputSchema: { type: 'object', properties: { query: { type: 'string' } }, required: ['query'] },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  {
    name: 'archive',
    description: 'Archives a note.',
    inputSchema: { type: 'object', properties: { id: { type: 'string' } } },
    annotations: { destructiveHint: false },
  },
];

export interface Project {
  readonly dir: string;
  /** The notes server's record of the tool calls it got, one JSON line each. */
  readonly callsFile: string;
  write(path: string, content: unknown): string;
  read(path: string): string;
  /** The tools the notes server was called with, in order. */
  calledTools(): string[];
  dispose(): void;
}

/** A folder with a .mcp.json naming `released` (release 1), `released2` (the breaking release) and `notes`. */
export function project(): Project {
  const { dir, dispose } = tempFolder();
  const callsFile = join(dir, 'calls.jsonl');
  const write = (path: string, content: unknown) => {
    const full = join(dir, path);
    mkdirSync(join(full, '..'), { recursive: true });
    writeFileSync(full, typeof content === 'string' ? content : `${JSON.stringify(content, null, 2)}\n`);
    return full;
  };
  write('.mcp.json', {
    mcpServers: {
      released: { command: NODE, args: [RELEASED] },
      released2: { command: NODE, args: [RELEASED, '--release', '2'] },
      notes: { command: NODE, args: [NOTES], env: { MCP_LENS_FIXTURE_CALLS: callsFile } },
    },
  });
  return {
    dir,
    callsFile,
    write,
    read: (path) => readFileSync(join(dir, path), 'utf8'),
    calledTools: () => {
      let text = '';
      try {
        text = readFileSync(callsFile, 'utf8');
      } catch {
        return [];
      }
      return text
        .split('\n')
        .filter(Boolean)
        .map((l) => (JSON.parse(l) as { tool: string }).tool);
    },
    dispose,
  };
}

/** A file against release 1 whose every step passes. */
export const PASSING = {
  server: { name: 'released' },
  catalog: { tools: RELEASE_1_TOOLS },
  steps: [
    {
      name: 'finds',
      callTool: { name: 'search', arguments: { query: 'milk' } },
      expect: { text: { equals: 'search done' } },
    },
    {
      callTool: { name: 'archive', arguments: { id: '1' } },
      expect: { snapshot: { content: [{ type: 'text', text: 'archive done' }] } },
    },
  ],
};

/** The same file with a step whose text is not what the server answers. */
export const FAILING_STEP = {
  server: { name: 'released' },
  steps: [
    {
      name: 'finds',
      callTool: { name: 'search', arguments: { query: 'milk' } },
      expect: { text: { equals: 'found milk' } },
    },
  ],
};

/** Release 1's catalog against the breaking release 2 (no steps: the catalog alone fails it). */
export const BREAKING = { server: { name: 'released2' }, catalog: { tools: RELEASE_1_TOOLS }, steps: [] };

/** Not valid: a step with no action, and `strict` that is not a boolean. */
export const INVALID = `{
  "server": { "name": "released" },
  "strict": "yes",
  "steps": [{ "name": "nothing to do" }]
}
`;
