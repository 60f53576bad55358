import { parse, type Node } from 'jsonc-parser';
import { neighbourFilePath } from '../../../../../common/config/neighbourFiles';
import { keyNode, prop, propertyNode, stringValue } from '../../../../../common/json/jsonNodes';
import { composeEdits, pathOf, setAt } from '../../util/composeEdits';
import { removeProperty, replaceNode } from '../../util/edits';
import type { Fix, Rule, RuleContext } from '../../types';
import { lookupTable } from '../../../../../common/util/lookupTable';
import { packagesOf, SERVER_JSON_KINDS } from './registry';

/**
 * What `mcp-publisher publish` has refused that the server.json schema allows: where a package is hosted, fields its
 * type must not have, and proof of ownership (modelcontextprotocol/registry `internal/validators/registries/*.go`,
 * docs `package-types.mdx`). MCP808 covers the npm, PyPI, NuGet and MCPB hosts; this covers OCI, cargo and Go.
 */
const EXAMPLE_HEAD =
  '{ "$schema": "https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json", ' +
  '"name": "io.github.user/weather", "description": "Weather data", "version": "1.0.0", ';

/** The container registries the official registry takes images from (package-types.mdx, "Docker/OCI Images"). */
const OCI_HOSTS = ['docker.io', 'registry-1.docker.io', 'index.docker.io', 'ghcr.io', 'quay.io', 'mcr.microsoft.com'];
const OCI_HOST_SUFFIXES = ['.pkg.dev', '.azurecr.io'];
const OCI_HOSTS_SAID =
  'docker.io, ghcr.io, quay.io, mcr.microsoft.com, *.pkg.dev (Google Artifact Registry) and *.azurecr.io (Azure)';
const CRATES_IO = 'https://crates.io';
const GO_PROXY = 'https://proxy.golang.org';
const PUBLISH_REFUSES = '`mcp-publisher publish` is refused';

export const publishPreflight: Rule = {
  meta: [
    {
      code: 'MCP823',
      name: 'registry-package-host-refused',
      severity: 'warning',
      summary:
        'A package is hosted where the official registry does not take it from: an OCI image outside docker.io, ' +
        'ghcr.io, quay.io, mcr.microsoft.com, *.pkg.dev and *.azurecr.io; a cargo crate not on crates.io; a Go module ' +
        'not on github.com or not through proxy.golang.org.',
      why:
        'The official registry accepts packages only from trusted public registries, and `mcp-publisher publish` ' +
        'fails with "unsupported OCI registry" or "registry type and base URL do not match". Other registries may ' +
        'accept the file, so this is a warning.',
      fix: 'Publish the package to one of the allowed registries, or publish the server.json to a registry of your own.',
      example: `${EXAMPLE_HEAD}"packages": [{ "registryType": "oci", "identifier": "registry.example.com/weather:1.0.0", "transport": { "type": "stdio" } }] }`,
      kinds: SERVER_JSON_KINDS,
    },
    {
      code: 'MCP824',
      name: 'registry-package-fields-refused',
      severity: 'warning',
      summary:
        'A package has a field its type must not have, or lacks one the registry needs: an OCI image with `version`, ' +
        '`registryBaseUrl` or `fileSha256`; any package but an MCPB bundle with `fileSha256`; an npm, PyPI, NuGet, ' +
        'cargo or Go package without `version`.',
      why:
        'The schema allows or leaves out these fields on every package, but the official registry checks them by ' +
        "type: an OCI image names its registry and version in `identifier` (\"OCI packages must not have 'version' " +
        "field - include version in 'identifier' instead\"), only MCPB bundles are checked by hash, and the others " +
        'are looked up on their registry by version ("package version is required").',
      fix:
        "Move an OCI version into the identifier's tag (`docker.io/user/image:1.0.0`) and its registry into the " +
        'identifier; remove `fileSha256` from anything but an MCPB package; give the others their exact `version`.',
      example: `${EXAMPLE_HEAD}"packages": [{ "registryType": "oci", "identifier": "docker.io/user/weather", "version": "1.0.0", "transport": { "type": "stdio" } }] }`,
      kinds: SERVER_JSON_KINDS,
    },
    {
      code: 'MCP825',
      name: 'registry-ownership-unproven',
      severity: 'warning',
      summary:
        'The package cannot prove it belongs to the server: the package.json beside server.json has no `mcpName`, ' +
        "or another one than the server's `name`; or a Go module is not under the GitHub owner of an `io.github.*` name.",
      why:
        'The registry checks that each package names the server: for npm it reads `mcpName` from the package.json ' +
        'published on npm ("NPM package ownership validation failed"), for Go it compares the module\'s GitHub owner ' +
        'with the namespace. Checked where the workspace shows it: the package.json in the folder of server.json, when ' +
        "its `name` is the package's identifier.",
      fix:
        'Add `"mcpName": "<the server\'s name>"` to package.json and publish the package again before the ' +
        "server.json; for Go, publish under `io.github.<the module's owner>`.",
      example: `${EXAMPLE_HEAD}"packages": [{ "registryType": "go", "identifier": "github.com/someone-else/weather", "version": "v1.0.0", "transport": { "type": "stdio" } }] }`,
      kinds: SERVER_JSON_KINDS,
    },
  ],
  check(ctx) {
    const serverName = stringValue(prop(ctx.doc.root, 'name'));
    for (const { node } of packagesOf(ctx.doc.root)) {
      const type = stringValue(prop(node, 'registryType'));
      const idNode = prop(node, 'identifier');
      const id = stringValue(idNode);
      if (type === 'oci') checkOci(ctx, node, idNode, id);
      if (type === 'cargo' || type === 'go') checkBase(ctx, node, type);
      if (type && type !== 'oci' && type !== 'mcpb') checkNoHashAndVersion(ctx, node, type);
      if (type === 'go' && idNode && id !== undefined) checkGoModule(ctx, idNode, id, serverName);
      if (type === 'npm' && idNode && id !== undefined && serverName) checkMcpName(ctx, idNode, id, serverName);
    }
  },
};

/** The paths of the files beside `uri` that MCP825 reads for this document (the pipeline looks them up first). */
export function neighbourFilesWanted(root: Node | undefined, uri: string): string[] {
  const npm = packagesOf(root).some((p) => stringValue(prop(p.node, 'registryType')) === 'npm');
  const path = npm ? neighbourFilePath(uri, 'package.json') : undefined;
  return path ? [path] : [];
}

/** An image reference's registry host, as the registry's parser reads it (no host: Docker Hub). */
function ociHost(identifier: string): string {
  const first = identifier.split('/')[0]!;
  const hasHost = identifier.includes('/') && (/[.:]/.test(first) || first === 'localhost');
  return hasHost ? first.toLowerCase() : 'docker.io';
}

/** The tag of an image reference (`:1.0.0`), undefined when it has none or only a digest. */
function ociTag(identifier: string): string | undefined {
  const name = identifier.split('@')[0]!;
  const last = name.slice(name.lastIndexOf('/') + 1);
  const colon = last.lastIndexOf(':');
  return colon === -1 ? undefined : last.slice(colon + 1);
}

function checkOci(ctx: RuleContext, pkg: Node, idNode: Node | undefined, id: string | undefined): void {
  if (idNode && id && !/[\s${}]/.test(id.split('/')[0]!)) {
    const host = ociHost(id);
    if (!OCI_HOSTS.includes(host) && !OCI_HOST_SUFFIXES.some((s) => host.endsWith(s))) {
      ctx.report(
        'MCP823',
        idNode,
        `${PUBLISH_REFUSES} for this image: the official registry takes OCI images only from ${OCI_HOSTS_SAID}, ` +
          `and "${host}" is none of them ("unsupported OCI registry"). Push the image to one of them.`,
      );
    }
  }
  const version = prop(pkg, 'version');
  if (version) reportOciVersion(ctx, pkg, version, idNode, id);
  const base = prop(pkg, 'registryBaseUrl');
  if (base) reportOciBase(ctx, pkg, base, idNode, id);
  const sha = prop(pkg, 'fileSha256');
  if (sha) reportHash(ctx, sha, 'An OCI image');
}

function reportOciVersion(ctx: RuleContext, pkg: Node, version: Node, idNode: Node | undefined, id?: string): void {
  const v = stringValue(version);
  const tag = id === undefined ? undefined : ociTag(id);
  const fixes: Fix[] = [];
  if (idNode && id !== undefined && v && tag === undefined && !id.includes('@')) {
    const edits = composeEdits(ctx.doc.text, pkg, [
      setAt(pathOf(idNode), `${id}:${v}`),
      setAt(pathOf(version), undefined),
    ]);
    if (edits) fixes.push({ title: `Move the version into the identifier ("${id}:${v}")`, edits, preferred: true });
  } else if (tag !== undefined && tag === v) {
    fixes.push({
      title: 'Remove "version" (the tag says it)',
      edits: removeProperty(ctx.doc.text, version),
      preferred: true,
    });
  }
  const where = tag === undefined ? 'its tag' : `its tag (here "${tag}")`;
  ctx.report(
    'MCP824',
    keyNode(propertyNode(pkg, 'version')!),
    `${PUBLISH_REFUSES} for this image: "OCI packages must not have 'version' field". An OCI image carries its ` +
      `version in the identifier, as ${where}; remove "version"${tag === undefined ? ' and tag the identifier' : ''}.`,
    { fixes },
  );
}

function reportOciBase(ctx: RuleContext, pkg: Node, base: Node, idNode: Node | undefined, id?: string): void {
  const host = /^https?:\/\/([^/]+)\/?$/.exec(stringValue(base) ?? '')?.[1]!.toLowerCase();
  const fixes: Fix[] = [];
  if (idNode && id !== undefined && host) {
    const folded = ociHost(id) === 'docker.io' && !id.toLowerCase().startsWith('docker.io/') ? `${host}/${id}` : id;
    // setting the identifier it already has leaves it as written
    const edits = composeEdits(ctx.doc.text, pkg, [setAt(pathOf(idNode), folded), setAt(pathOf(base), undefined)]);
    if (edits) fixes.push({ title: `Name the registry in the identifier ("${folded}")`, edits, preferred: true });
  }
  ctx.report(
    'MCP824',
    keyNode(propertyNode(pkg, 'registryBaseUrl')!),
    `${PUBLISH_REFUSES} for this image: "OCI packages must not have 'registryBaseUrl' field". Name the registry in ` +
      'the identifier instead, e.g. "docker.io/owner/image:1.0.0".',
    { fixes },
  );
}

function reportHash(ctx: RuleContext, sha: Node, what: string): void {
  ctx.report(
    'MCP824',
    keyNode(sha.parent!),
    `${PUBLISH_REFUSES} for this package: ${what} must not have "fileSha256"; only MCPB bundles are checked by hash.`,
    { fixes: [{ title: 'Remove "fileSha256"', edits: removeProperty(ctx.doc.text, sha), preferred: true }] },
  );
}

/** Cargo and Go: the one registry each is taken from. */
function checkBase(ctx: RuleContext, pkg: Node, type: 'cargo' | 'go'): void {
  const baseNode = prop(pkg, 'registryBaseUrl');
  const base = stringValue(baseNode);
  const expected = type === 'cargo' ? CRATES_IO : GO_PROXY;
  if (!baseNode || base === undefined || base === expected) return;
  ctx.report(
    'MCP823',
    baseNode,
    `${PUBLISH_REFUSES} for this package: the official registry takes ${type} packages only from ${expected} ` +
      `("registry type and base URL do not match"). Remove "registryBaseUrl" or set it to ${expected}.`,
    {
      fixes: [
        { title: `Set it to ${expected}`, edits: [replaceNode(baseNode, JSON.stringify(expected))], preferred: true },
      ],
    },
  );
}

const PACKAGE_NAMES = lookupTable<string>({
  npm: 'An npm package',
  pypi: 'A PyPI package',
  nuget: 'A NuGet package',
  cargo: 'A cargo crate',
  go: 'A Go module',
});

/** The registry types it looks a package up in by version (registries/*.go: "package version is required"). */
const VERSIONED = ['npm', 'pypi', 'nuget', 'cargo', 'go'];

/** Anything but an OCI image or an MCPB bundle: no hash, and a version where the registry looks it up. */
function checkNoHashAndVersion(ctx: RuleContext, pkg: Node, type: string): void {
  const sha = prop(pkg, 'fileSha256');
  if (sha) reportHash(ctx, sha, PACKAGE_NAMES[type] ?? `A ${type} package`);
  if (VERSIONED.includes(type) && !propertyNode(pkg, 'version')) {
    ctx.report(
      'MCP824',
      keyNode(propertyNode(pkg, 'registryType')!),
      `${PUBLISH_REFUSES} for this package: the registry looks ${type} packages up by version to check their ` +
        'ownership, and this one has no "version" ("package version is required"). Add its exact version.',
    );
  }
}

/** Go: a module on github.com, under the GitHub owner of the server's `io.github.<owner>` namespace. */
function checkGoModule(ctx: RuleContext, idNode: Node, id: string, serverName: string | undefined): void {
  if (!id.toLowerCase().startsWith('github.com/')) {
    ctx.report(
      'MCP823',
      idNode,
      `${PUBLISH_REFUSES} for this module: the official registry takes Go modules only from github.com ` +
        `("go module path '${id}' must be hosted on github.com"). Publish the module on GitHub.`,
    );
    return;
  }
  const namespace = serverName?.split('/')[0];
  if (!namespace) return;
  const owner = id.split('/')[1]!.toLowerCase();
  if (!namespace.startsWith('io.github.')) {
    ctx.report(
      'MCP825',
      idNode,
      `${PUBLISH_REFUSES} for this module: the registry proves a Go module's ownership through the publisher's ` +
        `GitHub namespace, and takes Go packages only for io.github.* names ("${serverName}" is not one). ` +
        `Publish as "io.github.${owner || '<owner>'}/…".`,
    );
  } else if (owner && owner !== namespace.slice('io.github.'.length).toLowerCase()) {
    ctx.report(
      'MCP825',
      idNode,
      `${PUBLISH_REFUSES} for this module: the server belongs to GitHub user "${namespace.slice('io.github.'.length)}" ` +
        `but the module path to "${owner}" ("go module ownership validation failed"). Publish as ` +
        `"io.github.${owner}/…", or the module under ${namespace.slice('io.github.'.length)}.`,
    );
  }
}

/** npm: the package.json beside server.json, when it is this package's, names the server in `mcpName`. */
function checkMcpName(ctx: RuleContext, idNode: Node, id: string, serverName: string): void {
  const path = neighbourFilePath(ctx.doc.uri, 'package.json');
  const text = path ? ctx.options.neighbourFiles?.get(path) : undefined;
  if (!text) return;
  // anything but an object with this name (no JSON, an array, another package's) is not this package's manifest
  const manifest = parse(text) as { name?: unknown; mcpName?: unknown } | null | undefined;
  if (manifest?.name !== id) return;
  const { mcpName } = manifest;
  if (mcpName === serverName) return;
  const said =
    typeof mcpName === 'string'
      ? `says "mcpName": "${mcpName}", not the server's name "${serverName}" ("NPM package ownership validation failed")`
      : `has no "mcpName" ("NPM package '${id}' is missing required 'mcpName' field")`;
  ctx.report(
    'MCP825',
    idNode,
    `${PUBLISH_REFUSES} for this package: the registry reads "mcpName" from ${id}'s package.json on npm, and the ` +
      `package.json beside this file ${said}. Set "mcpName": "${serverName}" there and publish the package again ` +
      'before this file.',
  );
}
