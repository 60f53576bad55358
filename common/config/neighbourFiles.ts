/**
 * Files beside a document that a rule reads (the package.json beside a server.json, MCP825), named the same way by the
 * pipeline, which reads them before a check (server/src/pipeline/neighbourFiles.ts), and by the rule.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The path of the file `name` in the folder of the document at `uri`; undefined for a URI that is not on disk. */
export function neighbourFilePath(uri: string, name: string): string | undefined {
  if (!uri.startsWith('file:')) return undefined;
  try {
    return join(dirname(fileURLToPath(uri)), name);
  } catch {
    return undefined;
  }
}
