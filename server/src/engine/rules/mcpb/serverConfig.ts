import type { Node } from 'jsonc-parser';
import { items, keyNode, keyOf, prop, properties, stringValue } from '../../../../../common/json/jsonNodes';
import { renameKey, replaceNode } from '../../util/edits';
import { didYouMean } from '../../util/suggest';
import type { Fix, Rule, RuleContext } from '../../types';
import { manifestVersionOf, MCPB_KINDS, PLATFORMS, versionBefore } from './manifestSchema';
import { lookupTable } from '../../../../../common/util/lookupTable';

const SERVER_TYPES = ['node', 'python', 'binary', 'uv'];
const PLATFORM_ALIASES = lookupTable<string>({
  macos: 'darwin',
  mac: 'darwin',
  osx: 'darwin',
  windows: 'win32',
  win: 'win32',
  win64: 'win32',
});
const MINIMAL =
  '"manifest_version": "0.3", "name": "x", "version": "1.0.0", "description": "X", "author": { "name": "A" }';

/** The server type a runtime's other names mean: "nodejs" and "ts" run on "node", "py" on "python". */
function runtimeType(name: string): string | undefined {
  if (/^(nodejs|javascript|typescript|js|ts)$/i.test(name)) return 'node';
  if (/^(py|python3)$/i.test(name)) return 'python';
  return undefined;
}

export const serverConfig: Rule = {
  meta: [
    {
      code: 'MCP907',
      name: 'bundle-server-type-invalid',
      severity: 'error',
      summary: '`server.type` is not node, python or binary (or uv, which needs manifest_version 0.4).',
      why: 'The type tells the client which runtime to provide; `mcpb validate` rejects other values, and "uv" exists only in the 0.4 schema.',
      fix: 'Use "node", "python" or "binary"; for "uv" set manifest_version to "0.4".',
      example: `{ ${MINIMAL}, "server": { "type": "deno", "entry_point": "server/main.ts", "mcp_config": { "command": "deno", "args": ["run", "\${__dirname}/server/main.ts"] } } }`,
      kinds: MCPB_KINDS,
    },
    {
      code: 'MCP914',
      name: 'bundle-entry-point-path',
      severity: 'warning',
      summary:
        '`entry_point` is an absolute path, or `mcp_config.args` names the entry point by a relative path without `${__dirname}`.',
      why: 'A bundle is unpacked into a directory the author does not know; clients start the server from another working directory, so relative paths to bundle files must go through ${__dirname}.',
      fix: 'Keep entry_point relative to the bundle, and write "${__dirname}/server/index.js" in args.',
      example: `{ ${MINIMAL}, "server": { "type": "node", "entry_point": "server/index.js", "mcp_config": { "command": "node", "args": ["server/index.js"] } } }`,
      kinds: MCPB_KINDS,
    },
    {
      code: 'MCP915',
      name: 'bundle-platform-invalid',
      severity: 'warning',
      summary: 'A `platform_overrides` key is not darwin, win32 or linux.',
      why: 'Clients match the key against the platform they run on (Node.js `process.platform`); any other key never applies.',
      fix: 'Use "darwin" for macOS, "win32" for Windows, "linux" for Linux.',
      example: `{ ${MINIMAL}, "server": { "type": "binary", "entry_point": "server/app", "mcp_config": { "command": "\${__dirname}/server/app", "platform_overrides": { "windows": { "command": "\${__dirname}/server/app.exe" } } } } }`,
      kinds: MCPB_KINDS,
    },
  ],
  check(ctx) {
    const root = ctx.doc.root;
    const server = prop(root, 'server');
    const typeNode = prop(server, 'type');
    const type = stringValue(typeNode);
    checkServerType(ctx, root, typeNode, type);
    const config = prop(server, 'mcp_config');
    checkEntryPoint(ctx, prop(server, 'entry_point'), type, config);
    checkPlatformOverrides(ctx, prop(config, 'platform_overrides'));
  },
};

/** MCP907: "server.type" is a type the manifest's version knows. */
function checkServerType(
  ctx: RuleContext,
  root: Node | undefined,
  typeNode: Node | undefined,
  type: string | undefined,
): void {
  const { version, node: versionNode, key: versionKey } = manifestVersionOf(root);
  if (type !== undefined && !SERVER_TYPES.includes(type)) {
    const guess = didYouMean(type, SERVER_TYPES) ?? runtimeType(type);
    ctx.report(
      'MCP907',
      typeNode!,
      `"server.type" must be "node", "python" or "binary" ("uv" from manifest version 0.4), not "${type}".`,
      {
        fixes: guess
          ? [
              {
                title: `Change to "${guess}"`,
                edits: [replaceNode(typeNode!, JSON.stringify(guess))],
                preferred: true,
              },
            ]
          : [],
      },
    );
  } else if (type === 'uv' && version && versionBefore(version, '0.4')) {
    const fixes: Fix[] =
      versionNode && versionKey === 'manifest_version'
        ? [{ title: 'Set manifest_version to "0.4"', edits: [replaceNode(versionNode, '"0.4"')], preferred: true }]
        : [];
    ctx.report(
      'MCP907',
      typeNode!,
      `"uv" servers exist from manifest version 0.4 (experimental); this manifest declares ${version}, whose schema rejects it. Set manifest_version to "0.4".`,
      { fixes },
    );
  }
}

/** MCP914: the entry point is a path inside the bundle, and the arguments that name it say so with ${__dirname}. */
function checkEntryPoint(
  ctx: RuleContext,
  entryNode: Node | undefined,
  type: string | undefined,
  config: Node | undefined,
): void {
  const entry = stringValue(entryNode);
  if (entry && /^(\/|[A-Za-z]:[\\/]|\\\\)/.test(entry)) {
    ctx.report(
      'MCP914',
      entryNode!,
      `"entry_point" must be a path inside the bundle, relative to its root (e.g. "server/index.js"), not an absolute path on this machine.`,
    );
  }
  if (entry && (type === 'node' || type === 'python')) {
    const bare = entry.replace(/^\.\//, '');
    for (const arg of items(prop(config, 'args'))) {
      const a = stringValue(arg);
      if (a === undefined || a.replace(/^\.\//, '') !== bare) continue;
      const fixed = `\${__dirname}/${bare}`;
      ctx.report(
        'MCP914',
        arg,
        `"${a}" is relative to the directory the client starts the server in, not to the bundle; write "${fixed}".`,
        {
          fixes: [
            {
              title: `Change to "${fixed}"`,
              edits: [replaceNode(arg, JSON.stringify(fixed))],
              preferred: true,
              safe: true,
            },
          ],
        },
      );
    }
  }
}

/** MCP915: each key of "platform_overrides" is a platform clients match. */
function checkPlatformOverrides(ctx: RuleContext, overrides: Node | undefined): void {
  for (const p of properties(overrides)) {
    const key = keyOf(p);
    if (PLATFORMS.includes(key)) continue;
    const guess = PLATFORM_ALIASES[key.toLowerCase()] ?? didYouMean(key, PLATFORMS);
    ctx.report(
      'MCP915',
      keyNode(p),
      `"${key}" is not a platform clients match (${PLATFORMS.join(', ')}), so this override never applies${guess ? `; did you mean "${guess}"?` : '.'}`,
      {
        fixes: guess ? [{ title: `Rename to "${guess}"`, edits: [renameKey(p, guess)], preferred: true }] : [],
      },
    );
  }
}
