/**
 * The roots a server is given (`roots/list`): the workspace folders, unless `mcpLens.roots` lists the server's own by
 * its name. The extension reads the setting and the folders and logs the problems, so this stays pure.
 */
import { basename, isAbsolute, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Root } from '@modelcontextprotocol/sdk/types.js';

export interface RootsOfServer {
  readonly roots: Root[];
  /** Entries of the setting that were left out, in words. */
  readonly problems: string[];
  /** Where the roots come from: the workspace folders, or the server's entry in the setting. */
  readonly from: 'folders' | 'setting';
}

export interface RootPlaces {
  /** The first workspace folder, for relative paths. */
  readonly folder?: string;
  readonly home: string;
}

/** The roots of `serverName`: its entry in the setting when it has one (an empty list is no roots), else `folders`. */
export function rootsOf(
  serverName: string,
  folders: readonly Root[],
  setting: unknown,
  places: RootPlaces,
): RootsOfServer {
  const entries =
    setting !== null &&
    typeof setting === 'object' &&
    !Array.isArray(setting) &&
    Object.prototype.hasOwnProperty.call(setting, serverName)
      ? (setting as Record<string, unknown>)[serverName]
      : undefined;
  if (entries === undefined) return { roots: [...folders], problems: [], from: 'folders' };
  if (!Array.isArray(entries)) {
    return {
      roots: [...folders],
      problems: [`mcpLens.roots["${serverName}"] is not a list of folders, so the workspace folders are given instead`],
      from: 'folders',
    };
  }
  const roots: Root[] = [];
  const problems: string[] = [];
  entries.forEach((entry, i) => {
    const where = `mcpLens.roots["${serverName}"][${i}]`;
    const root = rootOf(entry, places);
    if (typeof root === 'string') problems.push(`${where} is left out: ${root}`);
    else if (!roots.some((r) => r.uri === root.uri)) roots.push(root);
  });
  return { roots, problems, from: 'setting' };
}

/** One entry as a root, or why it is not one. */
function rootOf(entry: unknown, places: RootPlaces): Root | string {
  if (typeof entry === 'string') return fromText(entry, undefined, places);
  if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) {
    return 'an entry is a path, a file:// URI, or { "path" | "uri", "name" }';
  }
  const { path, uri, name } = entry as Record<string, unknown>;
  if (name !== undefined && typeof name !== 'string') return '"name" must be a string';
  if ((typeof path === 'string') === (typeof uri === 'string')) {
    return 'give exactly one of "path" and "uri", as a string';
  }
  if (typeof uri === 'string' && !/^file:/i.test(uri)) {
    return `${JSON.stringify(uri)} is not a file:// URI (MCP roots are file:// URIs)`;
  }
  return fromText((path ?? uri) as string, name, places);
}

function fromText(text: string, name: string | undefined, places: RootPlaces): Root | string {
  const t = text.trim();
  if (!t) return 'it is empty';
  let path: string;
  if (/^file:/i.test(t)) {
    try {
      path = fileURLToPath(t);
    } catch (e) {
      return `${JSON.stringify(t)} is not a valid file:// URI (${e instanceof Error ? e.message : String(e)})`;
    }
  } else if (/^[a-z][a-z0-9+.-]+:\/\//i.test(t)) {
    return `${JSON.stringify(t)} is not a file:// URI (MCP roots are file:// URIs)`;
  } else if (t === '~' || t.startsWith('~/')) {
    path = resolve(places.home, t.slice(2));
  } else if (isAbsolute(t)) {
    path = t;
  } else if (places.folder) {
    path = resolve(places.folder, t);
  } else {
    return `${JSON.stringify(t)} is relative, and there is no workspace folder to resolve it against`;
  }
  const uri = pathToFileURL(path).href;
  return { uri, name: name?.trim() || basename(path) || path };
}

/** The workspace folders as roots: those on disk (file:// URIs), by their names. */
export function folderRoots(folders: readonly { readonly name: string; readonly path: string }[]): Root[] {
  return folders.map((f) => ({ uri: pathToFileURL(f.path).href, name: f.name }));
}
