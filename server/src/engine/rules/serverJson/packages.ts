import type { Node } from 'jsonc-parser';
import {
  isArray,
  isObject,
  items,
  keyNode,
  prop,
  propertyNode,
  stringValue,
  typeName,
} from '../../../../../common/json/jsonNodes';
import { replaceNode, setProperty } from '../../util/edits';
import { didYouMean } from '../../util/suggest';
import type { Fix, Rule, RuleContext } from '../../types';
import { packagesOf, parseTemplatedUrl, remotesOf, SERVER_JSON_KINDS } from './registry';
import { lookupTable } from '../../../../../common/util/lookupTable';

const REGISTRY_TYPES = ['npm', 'pypi', 'oci', 'nuget', 'mcpb', 'maven', 'cargo', 'go'];
const PACKAGE_TRANSPORTS = ['stdio', 'streamable-http', 'sse'];
const REMOTE_TRANSPORTS = ['streamable-http', 'sse'];
const RUNTIME_HINT = lookupTable<string>({ npm: 'npx', pypi: 'uvx', oci: 'docker', nuget: 'dnx' });
/** Bases the official registry accepts for types whose registry is fixed (modelcontextprotocol/registry docs/reference/server-json/official-registry-requirements.md). */
const ALLOWED_BASES = lookupTable<RegExp>({
  npm: /^https:\/\/registry\.npmjs\.org\/?$/,
  pypi: /^https:\/\/pypi\.org\/?$/,
  nuget: /^https:\/\/api\.nuget\.org\/v3\/index\.json$/,
});

export const packages: Rule = {
  meta: [
    {
      code: 'MCP808',
      name: 'registry-package-invalid',
      severity: 'error',
      summary:
        'A package lacks `registryType`, `identifier` or `transport`, has spaces in its identifier, or names an unknown registry type or base URL.',
      why: 'Clients install the package from its registry by type and identifier; the registry rejects packages without them and verifies ownership per registry type.',
      fix: 'Give each package "registryType" (npm, pypi, oci, nuget, mcpb, …), "identifier" (the package name, image or download URL) and "transport".',
      example:
        '{ "$schema": "https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json", "name": "io.github.user/weather", "description": "Weather data", "version": "1.0.0", "packages": [{ "registryType": "npm", "transport": { "type": "stdio" } }] }',
      kinds: SERVER_JSON_KINDS,
    },
    {
      code: 'MCP809',
      name: 'registry-file-sha256',
      severity: 'error',
      summary: 'An MCPB package has no `fileSha256`, or a `fileSha256` is not 64 lowercase hex digits.',
      why: 'Clients verify a downloaded bundle against its SHA-256 before running it; the registry requires the hash for MCPB packages.',
      fix: 'Add "fileSha256" with the bundle\'s hash (`shasum -a 256 server.mcpb`), in lowercase.',
      example:
        '{ "$schema": "https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json", "name": "io.github.user/weather", "description": "Weather data", "version": "1.0.0", "packages": [{ "registryType": "mcpb", "identifier": "https://github.com/user/weather-mcp/releases/download/v1.0.0/weather.mcpb", "transport": { "type": "stdio" } }] }',
      kinds: SERVER_JSON_KINDS,
    },
    {
      code: 'MCP810',
      name: 'registry-transport-invalid',
      severity: 'error',
      summary:
        "A transport's type and url do not fit: unknown type, stdio with a url, http/sse without one, a non-http(s) url, or a remote that is not public https.",
      why: 'Clients connect by the transport: a package runs over stdio or serves streamable-http/sse at a URL; the registry accepts remotes only at public https URLs.',
      fix: 'Use "stdio" (no url) or "streamable-http"/"sse" with an http(s) url; remotes need https and a public host.',
      example:
        '{ "$schema": "https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json", "name": "io.github.user/weather", "description": "Weather data", "version": "1.0.0", "remotes": [{ "type": "http", "url": "https://example.com/mcp" }] }',
      kinds: SERVER_JSON_KINDS,
    },
    {
      code: 'MCP811',
      name: 'registry-runtime-hint-missing',
      severity: 'warning',
      summary: 'A package has `runtimeArguments` but no `runtimeHint`.',
      why: 'Runtime arguments go to the runtime (npx, uvx, docker, dnx); the schema says `runtimeHint` should be present with them so clients know which runtime they belong to.',
      fix: 'Add "runtimeHint", e.g. "npx" for npm, "uvx" for PyPI, "docker" for OCI.',
      example:
        '{ "$schema": "https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json", "name": "io.github.user/weather", "description": "Weather data", "version": "1.0.0", "packages": [{ "registryType": "oci", "identifier": "docker.io/user/weather:1.0.0", "transport": { "type": "stdio" }, "runtimeArguments": [{ "type": "named", "name": "--rm" }] }] }',
      kinds: SERVER_JSON_KINDS,
    },
  ],
  check(ctx) {
    const root = ctx.doc.root;
    checkList(
      ctx,
      prop(root, 'packages'),
      'MCP808',
      '"packages"',
      'A package',
      '"registryType", "identifier" and "transport"',
    );
    checkList(ctx, prop(root, 'remotes'), 'MCP810', '"remotes"', 'A remote', '"type" and "url"');
    for (const pkg of packagesOf(root)) checkPackage(ctx, pkg.node);
    for (const remote of remotesOf(root)) checkTransport(ctx, remote, true);
  },
};

/** `packages` and `remotes` are arrays of objects; the rules read only the objects, so the rest is said here. */
function checkList(
  ctx: RuleContext,
  list: Node | undefined,
  code: string,
  key: string,
  one: string,
  keys: string,
): void {
  if (!list) return;
  if (!isArray(list)) return ctx.report(code, list, `${key} must be an array of objects, not ${typeName(list)}.`);
  for (const item of items(list)) {
    if (!isObject(item)) ctx.report(code, item, `${one} must be an object with ${keys}, not ${typeName(item)}.`);
  }
}

function checkPackage(ctx: RuleContext, pkg: Node): void {
  const missing = ['registryType', 'identifier', 'transport'].filter((k) => !propertyNode(pkg, k));
  if (missing.length) {
    ctx.report(
      'MCP808',
      pkg,
      `This package needs ${missing.map((k) => `"${k}"`).join(', ')}; clients cannot install it without ${missing.length > 1 ? 'them' : 'it'}.`,
    );
  }
  const typeNode = prop(pkg, 'registryType');
  const type = stringValue(typeNode);
  if (typeNode && type === undefined) {
    ctx.report('MCP808', typeNode, `"registryType" must be a string such as "npm", not ${typeName(typeNode)}.`);
  }
  if (type !== undefined && !REGISTRY_TYPES.includes(type)) {
    const guess = didYouMean(type, REGISTRY_TYPES);
    ctx.report(
      'MCP808',
      typeNode!,
      `"${type}" is not a registry type clients know (${REGISTRY_TYPES.join(', ')})${guess ? `; did you mean "${guess}"?` : '.'}`,
      {
        severity: 'warning',
        fixes: guess
          ? [{ title: `Change to "${guess}"`, edits: [replaceNode(typeNode!, JSON.stringify(guess))], preferred: true }]
          : [],
      },
    );
  }
  const idNode = prop(pkg, 'identifier');
  const id = stringValue(idNode);
  if (idNode && id === undefined) {
    ctx.report('MCP808', idNode, `"identifier" must be a string, not ${typeName(idNode)}.`);
  }
  if (id !== undefined && /\s/.test(id)) {
    ctx.report(
      'MCP808',
      idNode!,
      '"identifier" must not contain spaces: it is a package name, image reference or download URL.',
    );
  }
  checkRegistryBaseUrl(ctx, prop(pkg, 'registryBaseUrl'), type);
  if (type === 'mcpb') checkMcpbPackage(ctx, pkg, idNode, id);
  checkFileSha256(ctx, prop(pkg, 'fileSha256'));
  const transport = prop(pkg, 'transport');
  if (transport) checkTransport(ctx, transport, false);
  checkRuntimeHint(ctx, pkg, type);
}

/** "registryBaseUrl": an http(s) URL, and the public registry of the package's type. */
function checkRegistryBaseUrl(ctx: RuleContext, baseNode: Node | undefined, type: string | undefined): void {
  const base = stringValue(baseNode);
  if (baseNode) {
    if (base === undefined || !/^https?:\/\/\S+$/.test(base)) {
      ctx.report(
        'MCP808',
        baseNode,
        '"registryBaseUrl" must be the registry\'s http(s) base URL, e.g. "https://registry.npmjs.org".',
      );
    } else if (type && ALLOWED_BASES[type] && !ALLOWED_BASES[type].test(base)) {
      ctx.report(
        'MCP808',
        baseNode,
        `The official registry accepts ${type} packages only from the public ${type} registry; "${base}" is rejected there.`,
        { severity: 'warning' },
      );
    }
  }
}

/** MCP809: "fileSha256" is 64 lowercase hex digits. */
function checkFileSha256(ctx: RuleContext, sha: Node | undefined): void {
  if (sha) {
    const v = stringValue(sha);
    if (v === undefined || !/^[a-f0-9]{64}$/.test(v)) {
      const lower = v && /^[a-fA-F0-9]{64}$/.test(v) ? v.toLowerCase() : undefined;
      ctx.report(
        'MCP809',
        sha,
        `"fileSha256" must be the SHA-256 of the file as 64 lowercase hex digits${lower ? ' (this one has uppercase letters)' : ''}.`,
        {
          fixes: lower
            ? [{ title: 'Lowercase it', edits: [replaceNode(sha, JSON.stringify(lower))], preferred: true, safe: true }]
            : [],
        },
      );
    }
  }
}

/** MCP811: a package with "runtimeArguments" says which runtime takes them. */
function checkRuntimeHint(ctx: RuleContext, pkg: Node, type: string | undefined): void {
  const runtimeArgs = prop(pkg, 'runtimeArguments');
  if (items(runtimeArgs).length > 0 && !propertyNode(pkg, 'runtimeHint')) {
    const hint = type ? RUNTIME_HINT[type] : undefined;
    ctx.report(
      'MCP811',
      keyNode(propertyNode(pkg, 'runtimeArguments')!),
      `"runtimeArguments" are given but no "runtimeHint" says which runtime takes them${hint ? ` (for ${type} usually "${hint}")` : ''}.`,
      {
        fixes: hint
          ? [
              {
                title: `Add "runtimeHint": "${hint}"`,
                edits: setProperty(ctx.doc.text, pkg, 'runtimeHint', hint),
                preferred: true,
              },
            ]
          : [],
      },
    );
  }
}

function checkMcpbPackage(ctx: RuleContext, pkg: Node, idNode: Node | undefined, id: string | undefined): void {
  if (!propertyNode(pkg, 'fileSha256')) {
    ctx.report(
      'MCP809',
      idNode ?? pkg,
      'An MCPB package needs "fileSha256": clients verify the downloaded bundle against it, and the registry requires it for MCPB packages.',
    );
  }
  if (id !== undefined && !/^\s*$/.test(id)) {
    if (!/^https:\/\/(github\.com|gitlab\.com)\//.test(id)) {
      ctx.report(
        'MCP808',
        idNode!,
        'The official registry accepts MCPB packages only as https download URLs on github.com or gitlab.com releases.',
        { severity: 'warning' },
      );
    } else if (!/mcp/i.test(id)) {
      ctx.report(
        'MCP808',
        idNode!,
        'The official registry requires an MCPB download URL to contain "mcp" (its ownership check).',
        { severity: 'warning' },
      );
    }
  }
}

function checkTransport(ctx: RuleContext, transport: Node, remote: boolean): void {
  const where = remote ? 'A remote' : 'The package transport';
  if (!isObject(transport)) {
    return ctx.report(
      'MCP810',
      transport,
      `"transport" must be an object such as { "type": "stdio" }, not ${typeName(transport)}.`,
    );
  }
  const typeNode = prop(transport, 'type');
  const type = stringValue(typeNode);
  const allowed = remote ? REMOTE_TRANSPORTS : PACKAGE_TRANSPORTS;
  if (type === undefined) {
    ctx.report('MCP810', typeNode ?? transport, `${where} needs "type": ${allowed.map((t) => `"${t}"`).join(', ')}.`);
    return;
  }
  const urlNode = prop(transport, 'url');
  const url = stringValue(urlNode);
  if (!allowed.includes(type)) {
    // "streamable_http", "streamableHttp" and the like are near enough for didYouMean; "http" is not
    const guess = type === 'http' ? 'streamable-http' : didYouMean(type, allowed);
    const fixes: Fix[] = guess
      ? [{ title: `Change to "${guess}"`, edits: [replaceNode(typeNode!, JSON.stringify(guess))], preferred: true }]
      : [];
    const extra =
      remote && type === 'stdio' ? ' (a remote is reached over the network; stdio servers are packages)' : '';
    ctx.report(
      'MCP810',
      typeNode!,
      `${where} type must be ${allowed.map((t) => `"${t}"`).join(' or ')}, not "${type}"${extra}.`,
      { fixes },
    );
    return;
  }
  if (type === 'stdio') {
    if (urlNode) {
      ctx.report(
        'MCP810',
        urlNode,
        'A stdio transport has no url: the client talks to the process over stdin/stdout. Remove "url" or use "streamable-http".',
      );
    }
    return;
  }
  if (url === undefined) {
    ctx.report(
      'MCP810',
      urlNode ?? typeNode!,
      `A ${type} transport needs "url" (a string), the endpoint the client connects to.`,
    );
    return;
  }
  const parsed = parseTemplatedUrl(url);
  if (!parsed) {
    ctx.report(
      'MCP810',
      urlNode!,
      `"url" must be an absolute http(s) URL (template variables like {port} are allowed), not "${url}".`,
    );
    return;
  }
  if (remote) {
    const host = parsed.hostname;
    if (parsed.protocol !== 'https:') {
      ctx.report('MCP810', urlNode!, 'A remote must be served over https; the registry rejects http remotes.');
    } else if (host === 'localhost' || host === '127.0.0.1' || host.endsWith('.localhost')) {
      ctx.report(
        'MCP810',
        urlNode!,
        'A remote must be reachable by its users; the registry rejects localhost URLs. Publish local servers as packages.',
      );
    }
  }
}
