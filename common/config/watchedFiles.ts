/**
 * The question "does any file match this server's `dev.watch`?", asked the same way by the pipeline, which looks the
 * answer up on disk before a check (server/src/pipeline/workspaceFacts.ts), and by rule MCP719, which reads it.
 */
import type { Node } from 'jsonc-parser';
import { basename, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isArray, items, stringValue } from '../json/jsonNodes';

/**
 * VS Code's base of `dev.watch` for the config file at `uri`: the workspace folder of `<folder>/.vscode/mcp.json`, else
 * the file's own folder, as the Servers tree takes it. Undefined for a URI that is not a file on disk.
 */
export function watchBaseOf(uri: string): string | undefined {
  if (!uri.startsWith('file:')) return undefined;
  let dir: string;
  try {
    dir = dirname(fileURLToPath(uri));
  } catch {
    return undefined;
  }
  return basename(dir).toLowerCase() === '.vscode' ? dirname(dir) : dir;
}

/** The string patterns of a `dev.watch` value (one pattern or a list); what is not a string is left out. */
export function watchPatternsOf(watch: Node): string[] {
  return (isArray(watch) ? items(watch) : [watch]).flatMap((p) => stringValue(p) ?? []);
}

/** The key of one (base folder, patterns) question in the engine's `watchedFiles`. */
export function watchedFilesKey(base: string, patterns: readonly string[]): string {
  return JSON.stringify([base, ...patterns]);
}
