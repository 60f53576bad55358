/**
 * Where the version a package runner would resolve can be read without a network: the project's own install of the
 * package (`node_modules/<name>/package.json`), its `package-lock.json`, its `uv.lock`. The pipeline reads these files
 * before a check (server/src/pipeline/neighbourFiles.ts) and MCP723 offers the version it finds as the pin.
 */
import type { Node } from 'jsonc-parser';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { clientConfigModel, type ClientDialect } from '../../../../../common/config/clientConfig';
import { allEntries } from './configContext';
import { isPinned, launchedPackage, type LaunchedPackage } from './launchedPackage';
import { registryKey } from './wellKnownPackages';

/** The folders clients keep a project's config in: the project is the folder above them. */
const CONFIG_FOLDERS = new Set(['.vscode', '.cursor', '.roo', '.gemini', '.amazonq', '.windsurf']);

/** The project folder of a config file on disk: `/p/.vscode/mcp.json` and `/p/.mcp.json` → `/p`. */
export function projectFolderOf(uri: string): string | undefined {
  try {
    let folder = dirname(fileURLToPath(uri));
    if (basename(folder) === 'settings' && basename(dirname(folder)) === '.kiro') folder = dirname(dirname(folder));
    else if (CONFIG_FOLDERS.has(basename(folder))) folder = dirname(folder);
    return folder;
  } catch {
    // fileURLToPath refuses any other scheme: an untitled document has no folder
  }
  return undefined;
}

/** The files that may name the version of `pkg`, most precise first. */
export function pinSourcesOf(uri: string, pkg: LaunchedPackage): string[] {
  const folder = projectFolderOf(uri);
  if (!folder) return [];
  if (pkg.ecosystem === 'npm') {
    return [join(folder, 'node_modules', ...pkg.name.split('/'), 'package.json'), join(folder, 'package-lock.json')];
  }
  return pkg.ecosystem === 'pypi' ? [join(folder, 'uv.lock')] : [];
}

/** Every file the unpinned packages of a client config may be pinned from. */
export function pinSourcesWanted(root: Node | undefined, uri: string, dialect: ClientDialect): string[] {
  const wanted = new Set<string>();
  for (const entry of allEntries(clientConfigModel(root, dialect))) {
    const pkg = launchedPackage(entry);
    if (pkg && !isPinned(pkg)) for (const path of pinSourcesOf(uri, pkg)) wanted.add(path);
  }
  return [...wanted];
}

/** The version of `pkg` the files read say is installed or locked; undefined when none says. Never throws. */
export function resolvedVersion(
  uri: string,
  pkg: LaunchedPackage,
  files: ReadonlyMap<string, string | null> | undefined,
): string | undefined {
  for (const path of pinSourcesOf(uri, pkg)) {
    const text = files?.get(path);
    if (!text) continue;
    const version = VERSION_READERS[basename(path)]?.(text, pkg.name) ?? installedVersion(text, pkg.name);
    if (version && /^\d[\w.+-]*$/.test(version)) return version;
  }
  return undefined;
}

/** How each lockfile names a package's version; any other file is the package's own package.json. */
const VERSION_READERS: Record<string, (text: string, name: string) => string | undefined> = {
  'uv.lock': (text, name) => uvLockVersion(text, name),
  'package-lock.json': (text, name) => packageLockVersion(text, name),
};

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // not JSON: it names no version
  }
  return undefined;
}

/** A key of parsed JSON; undefined for what is not an object (an inherited member such as `constructor` has no `version`). */
function field(o: unknown, key: string): unknown {
  return o instanceof Object ? (o as Record<string, unknown>)[key] : undefined;
}

function installedVersion(text: string, name: string): string | undefined {
  const json = parseJson(text);
  const version = field(json, 'version');
  return field(json, 'name') === name && typeof version === 'string' ? version : undefined;
}

/** lockfileVersion 2 and 3 list `packages["node_modules/<name>"]`, version 1 `dependencies[name]`. */
function packageLockVersion(text: string, name: string): string | undefined {
  const json = parseJson(text);
  const entry = field(field(json, 'packages'), `node_modules/${name}`) ?? field(field(json, 'dependencies'), name);
  const version = field(entry, 'version');
  return typeof version === 'string' ? version : undefined;
}

/**
 * uv.lock is TOML: a `[[package]]` table per package, with `name` and `version` (no version for a package built from
 * its source tree). The first table of the name decides.
 */
function uvLockVersion(text: string, name: string): string | undefined {
  for (const table of text.split(/^\[/m)) {
    const n = /^name\s*=\s*"([^"]*)"/m.exec(table)?.[1];
    if (table.startsWith('[package]]') && n !== undefined && registryKey('pypi', n) === registryKey('pypi', name)) {
      return /^version\s*=\s*"([^"]*)"/m.exec(table)?.[1];
    }
  }
  return undefined;
}
