import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { corpusFiles, REPO_ROOT } from '../helpers/paths';
import { BUILT_IN_CODE } from './codeSeeds';

/** A real document to start mutating from: its text and a URI whose path keeps the original file name (detection uses it). */
export interface SeedDocument {
  readonly name: string;
  readonly uri: string;
  readonly text: string;
  /** The editor's language id: json, or the language of an MCP server's source. */
  readonly languageId: string;
}

const CODE_LANGUAGES: Readonly<Record<string, string>> = {
  ts: 'typescript',
  mts: 'typescript',
  js: 'javascript',
  mjs: 'javascript',
  cjs: 'javascript',
  py: 'python',
};

function uriFor(folder: string, path: string): string {
  return `file:///fuzz/${folder}/${path.split('/').filter(Boolean).map(encodeURIComponent).join('/')}`;
}

function languageOf(file: string): string | undefined {
  const ext = file.slice(file.lastIndexOf('.') + 1).toLowerCase();
  return ext === 'json' || ext === 'jsonc' ? 'json' : CODE_LANGUAGES[ext];
}

function filesUnder(dir: string, out: string[] = []): string[] {
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules') continue;
    const p = join(dir, name);
    if (statSync(p).isDirectory()) filesUnder(p, out);
    else if (languageOf(name)) out.push(p);
  }
  return out;
}

/** Small documents of every kind, so that a run without the shared corpus still reaches every rule family. */
const BUILT_IN: readonly { path: string; value: unknown }[] = [
  {
    path: '.vscode/mcp.json',
    value: {
      inputs: [{ id: 'key', type: 'promptString', password: true }],
      servers: {
        a: { command: 'npx', args: ['-y', 'x'], env: { K: '${input:key}' } },
        b: { type: 'http', url: 'https://example.com/mcp' },
      },
    },
  },
  {
    path: '.cursor/mcp.json',
    value: {
      mcpServers: { a: { command: 'uvx', args: ['x'], env: { TOKEN: 'abc' } }, b: { url: 'https://example.com/sse' } },
    },
  },
  {
    path: 'server.json',
    value: {
      $schema: 'https://static.modelcontextprotocol.io/schemas/2025-10-17/server.schema.json',
      name: 'io.github.a/b',
      description: 'A server',
      version: '1.0.0',
      packages: [
        {
          registryType: 'npm',
          identifier: '@a/b',
          version: '1.0.0',
          transport: { type: 'stdio' },
          environmentVariables: [{ name: 'K', isSecret: true }],
        },
      ],
    },
  },
  {
    path: 'manifest.json',
    value: {
      manifest_version: '0.3',
      name: 'b',
      version: '1.0.0',
      description: 'd',
      author: { name: 'a' },
      server: {
        type: 'node',
        entry_point: 'server/index.js',
        mcp_config: { command: 'node', args: ['${__dirname}/server/index.js'], env: { K: '${user_config.k}' } },
      },
      user_config: { k: { type: 'string', title: 'K', description: 'key', sensitive: true } },
    },
  },
  {
    path: 'tools.json',
    value: {
      tools: [
        {
          name: 'get_weather',
          description: 'Reads the weather',
          inputSchema: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] },
          annotations: { readOnlyHint: true },
        },
        { name: 'delete_file', inputSchema: { type: 'object' }, annotations: { destructiveHint: true } },
      ],
    },
  },
  {
    path: 'catalog.json',
    value: {
      resources: [{ uri: 'file:///a.txt', name: 'a', annotations: { priority: 0.5, audience: ['user'] } }],
      resourceTemplates: [{ uriTemplate: 'file:///{path}', name: 't' }],
      prompts: [{ name: 'p', arguments: [{ name: 'x', required: true }] }],
    },
  },
  {
    path: 'prompt.json',
    value: {
      description: 'd',
      messages: [{ role: 'user', content: { type: 'text', text: 'hi', annotations: { priority: 1 } } }],
    },
  },
];

/** Every corpus file (when ../shared is present), every JSON and server-code fixture and example of the repository, and the built-in documents. */
export function seedDocuments(): SeedDocument[] {
  const seeds: SeedDocument[] = [];
  (corpusFiles() ?? []).forEach((f, i) =>
    seeds.push({
      name: `corpus:${f.originalPath}`,
      uri: uriFor(`corpus${i}`, f.originalPath),
      text: readFileSync(f.file, 'utf8'),
      languageId: languageOf(f.originalPath) ?? 'json',
    }),
  );
  for (const dir of ['test/fixtures', 'examples']) {
    for (const file of filesUnder(join(REPO_ROOT, dir))) {
      const rel = relative(REPO_ROOT, file).split('\\').join('/');
      seeds.push({
        name: rel,
        uri: uriFor('repo', rel),
        text: readFileSync(file, 'utf8'),
        languageId: languageOf(file)!,
      });
    }
  }
  for (const b of BUILT_IN) {
    seeds.push({
      name: `built-in:${b.path}`,
      uri: uriFor('built-in', b.path),
      text: JSON.stringify(b.value, null, 2),
      languageId: 'json',
    });
  }
  for (const b of BUILT_IN_CODE) {
    seeds.push({ name: `built-in:${b.path}`, uri: uriFor('built-in', b.path), text: b.text, languageId: b.languageId });
  }
  return seeds;
}
