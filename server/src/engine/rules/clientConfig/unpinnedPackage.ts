import type { Node } from 'jsonc-parser';
import { items, stringValue } from '../../../../../common/json/jsonNodes';
import type { Fix, Rule } from '../../types';
import { rawSpanOf } from '../../util/jsonEdits';
import { allEntries, CLIENT_KINDS, configOf } from './configContext';
import { isPinned, launchedPackage, type LaunchedPackage } from './launchedPackage';
import { resolvedVersion } from './pinSources';

export const unpinnedPackage: Rule = {
  meta: {
    code: 'MCP723',
    name: 'config-package-unpinned',
    severity: 'info',
    summary:
      "A server runs a package without a pinned version: `npx -y <pkg>`, `uvx <pkg>`, `docker run <image>` with no version, tag or digest, or with `@latest` / `:latest`. An image without a namespace (a local build) and a dev tool that runs the project's own script (`npx tsx src/index.ts`, taken from its node_modules) are left alone.",
    why: 'The runner fetches whatever is newest each time the client starts the server, so a hijacked or broken release runs at once, unreviewed (OWASP MCP04, software supply chain; Medusa INTG-001). It is also why a server that worked yesterday fails today. Most published configs do this, hence the low severity.',
    fix: 'Pin the version you have reviewed: `pkg@1.2.3` for npx and uvx, `pkg==1.2.3` for `uvx --from` and `pipx run`, `image:1.2.3` or `image@sha256:…` for docker. The quick fix writes the version the project already installs or locks (node_modules, package-lock.json, uv.lock) where there is one.',
    example: '{ "mcpServers": { "fetch": { "command": "uvx", "args": ["mcp-server-fetch"] } } }',
    examplePath: '.mcp.json',
    kinds: CLIENT_KINDS,
  },
  check(ctx) {
    for (const entry of allEntries(configOf(ctx))) {
      const pkg = launchedPackage(entry);
      if (!pkg || isPinned(pkg)) continue;
      // an image with no namespace is a local build (docker compose, docker build -t) or an official base image; the
      // Docker Hub library has no MCP servers, and docker runs the local image without pulling it
      if (pkg.ecosystem === 'oci' && !pkg.name.includes('/')) continue;
      if (runsProjectScript(entry.args, pkg)) continue;
      const spec = pkg.version === undefined ? 'no version' : `"${pkg.version}"`;
      const what =
        pkg.ecosystem === 'oci'
          ? `image "${pkg.name}" with ${pkg.version ? `the tag ${spec}` : 'no tag or digest'}`
          : `"${pkg.name}" with ${spec}`;
      const version = resolvedVersion(ctx.doc.uri, pkg, ctx.options.neighbourFiles);
      const fix = version ? pinFix(ctx.doc.text, pkg, version) : undefined;
      const found = fix ? ` The project has ${version}.` : '';
      ctx.report(
        'MCP723',
        pkg.node,
        `Server "${entry.name}" runs ${what}: each start fetches whatever is newest, unreviewed.${found} Pin a version.`,
        fix ? { fixes: [fix] } : {},
      );
    }
  },
};

/**
 * `npx ts-node src/index.ts`, `npx tsx ${workspaceFolder}/server.ts`: a tool that runs the project's own script is one
 * of its dev dependencies, which npx takes from the project's node_modules (locked there) before any download.
 */
function runsProjectScript(args: Node | undefined, pkg: LaunchedPackage): boolean {
  if (pkg.ecosystem !== 'npm' || pkg.viaOption) return false;
  const list = items(args);
  const next = stringValue(list[list.indexOf(pkg.node) + 1]);
  return next !== undefined && !next.includes('://') && /\.(m|c)?[jt]sx?$/i.test(next);
}

/**
 * The argument rewritten with `version`: `name@version` for npm and a uvx command, `name==version` for the value of
 * `--from` or `--spec`. `pipx run name` is left alone: pipx takes no version there. (Images never get here: no file
 * of the project names their version.)
 */
function pinFix(text: string, pkg: LaunchedPackage, version: string): Fix | undefined {
  if (pkg.runner === 'pipx' && !pkg.viaOption) return undefined;
  // the argument passed launchedPackage, which reads only strings
  const value = stringValue(pkg.node)!;
  // a Python name keeps its extras (`name[cli]`) as written; only what follows them (`@`, `==`, `>=`…) changes
  const head = pkg.ecosystem === 'npm' ? pkg.name : value.slice(pkg.nameStart).replace(/[@<>!~=].*/, '');
  const pinned = `${head}${pkg.ecosystem === 'pypi' && pkg.viaOption ? '==' : '@'}${version}`;
  const span = rawSpanOf(text, pkg.node, pkg.nameStart, value.length);
  return span
    ? { title: `Pin ${pkg.name} to ${version}`, edits: [{ ...span, newText: pinned }], preferred: true }
    : undefined;
}
