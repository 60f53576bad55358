import type { Rule } from '../../types';
import { distance } from '../../util/suggest';
import { rawSpanOf } from '../../util/jsonEdits';
import { allEntries, CLIENT_KINDS, configOf } from './configContext';
import { launchedPackage, ociShortName, type LaunchedPackage, type PackageEcosystem } from './launchedPackage';
import { registryKey, WELL_KNOWN_PACKAGES, wellKnownPackage, type WellKnownPackage } from './wellKnownPackages';

const REGISTRY_LABEL: Record<PackageEcosystem, string> = { npm: 'npm', pypi: 'PyPI', oci: 'image' };

export const typosquat: Rule = {
  meta: {
    code: 'MCP722',
    name: 'config-package-typosquat',
    severity: 'warning',
    summary:
      'A server runs an npm, PyPI or Docker package whose name is one edit away from a well-known MCP server (`mcp-server-fecth` for `mcp-server-fetch`), or has its name under a look-alike scope (`@model-context-protocol/server-memory`, `@modelcontextprotocoI/…`). Names under the same scope as the real one are left alone: only its owner publishes there.',
    why: "Typosquatting is how malicious MCP servers reach users (OWASP MCP04, software supply chain): `npx -y` and `uvx` download and run whatever the name resolves to, with the access the server is given, and a one-letter slip runs somebody else's package. Scanners such as MCPShield flag these names by edit distance.",
    fix: "Check the name against the server's documentation and write the real one. If the package is really a different server, turn the rule off for this file or server with `mcpLens.rules`.",
    example: '{ "mcpServers": { "fetch": { "command": "uvx", "args": ["mcp-server-fecth@2025.4.7"] } } }',
    examplePath: '.mcp.json',
    kinds: CLIENT_KINDS,
  },
  check(ctx) {
    for (const entry of allEntries(configOf(ctx))) {
      const pkg = launchedPackage(entry);
      if (!pkg) continue;
      const real = imitated(pkg);
      if (!real) continue;
      const start = pkg.nameStart;
      const span = rawSpanOf(ctx.doc.text, pkg.node, start, start + pkg.name.length);
      ctx.report(
        'MCP722',
        span ?? pkg.node,
        `Server "${entry.name}" runs the ${REGISTRY_LABEL[pkg.ecosystem]} package "${pkg.name}", one edit away from the well-known "${real.name}": a typosquat would run someone else's code with this server's access. Check the name before starting it.`,
        span ? { fixes: [{ title: `Run "${real.name}"`, edits: [{ ...span, newText: real.name }] }] } : {},
      );
    }
  },
};

/** The well-known package `pkg` imitates, if its name is one edit or a look-alike scope away from it. */
export function imitated(pkg: Pick<LaunchedPackage, 'ecosystem' | 'name'>): WellKnownPackage | undefined {
  const name = pkg.ecosystem === 'oci' ? ociShortName(pkg.name) : pkg.name;
  if (wellKnownPackage(pkg.ecosystem, name)) return undefined;
  const key = registryKey(pkg.ecosystem, name);
  for (const known of WELL_KNOWN_PACKAGES) {
    if (known.ecosystem !== pkg.ecosystem) continue;
    const knownKey = registryKey(known.ecosystem, known.name);
    if (sameOwner(key, knownKey)) continue;
    if (distance(key, knownKey, 1) <= 1 || lookAlikeScope(key, knownKey)) return known;
  }
  return undefined;
}

/**
 * Two names under one npm scope or one registry namespace (`@playwright/…`, `mcp/…`, `ghcr.io/github/…`): only the
 * owner publishes there, so a near name is another package of theirs, not an imitation.
 */
function sameOwner(a: string, b: string): boolean {
  const owner = (s: string) => (s.includes('/') ? s.slice(0, s.lastIndexOf('/')) : undefined);
  return owner(a) !== undefined && owner(a) === owner(b);
}

/** The characters a reader takes for one another, and the separators a scope may be written with or without. */
function skeleton(scope: string): string {
  return scope
    .toLowerCase()
    .replace(/[-_.]/g, '')
    .replace(/[1i]/g, 'l')
    .replace(/0/g, 'o')
    .replace(/rn/g, 'm')
    .replace(/vv/g, 'w');
}

/**
 * The same package name under a scope that reads like the real one (`@model-context-protocol/server-memory`); the
 * scopes differ, since imitated() passes over names of one owner. (Only a scoped npm name holds an `@`, at its start.)
 */
function lookAlikeScope(a: string, b: string): boolean {
  const split = (s: string) => /@([^/]+)\/(.+)/.exec(s);
  const x = split(a);
  const y = split(b);
  return !!x && !!y && x[2] === y[2] && skeleton(x[1]!) === skeleton(y[1]!);
}
