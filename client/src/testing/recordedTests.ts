// Test files made from what was run: a tool call of the runner's history as a step whose expected result is the
// answer it got, and a new file with the server's catalog as its snapshot. No `vscode` import.
import { TEST_FILE_SCHEMA_URL, TEST_FILE_SUFFIX } from '../../../common/savedTests/fileName';
import type { CatalogSnapshot, JsonObject as TestJson, TestServer, TestStep } from '../../../common/savedTests/format';
import { CATALOG_LISTS, type Catalog, type JsonObject } from '../../../common/mcp/types';

/** A recorded tool call: the call, and the result it got (absent when it did not complete). */
export interface RecordedCall {
  readonly tool: string;
  readonly arguments: JsonObject;
  readonly result?: JsonObject;
}

/** A step that calls the tool again and expects the same answer: an error again, or this result again. */
export function stepOfCall(call: RecordedCall): TestStep {
  // what a server sent and the arguments of a call are JSON as read off the wire
  const result = call.result as TestJson | undefined;
  const isError = result?.isError === true;
  const expect = result ? { error: isError, snapshot: result } : { error: isError };
  return { callTool: { name: call.tool, arguments: call.arguments as TestJson }, expect };
}

/** The lists of a live catalog as a snapshot: what it holds, nothing else of it. */
export function snapshotOfCatalog(catalog: Pick<Catalog, (typeof CATALOG_LISTS)[number]> | undefined): CatalogSnapshot {
  const snapshot: Record<string, readonly unknown[]> = {};
  for (const list of CATALOG_LISTS) {
    const items = catalog?.[list];
    if (items) snapshot[list] = items;
  }
  return snapshot as CatalogSnapshot;
}

/** The text of a new test file for the server, with its catalog snapshot and the steps. */
export function newTestFileText(
  server: TestServer,
  catalog: CatalogSnapshot | undefined,
  steps: readonly TestStep[],
): string {
  const file = { $schema: TEST_FILE_SCHEMA_URL, server, ...(catalog ? { catalog } : {}), steps };
  return `${JSON.stringify(file, null, 2)}\n`;
}

/** `<server>.mcptest.json`, the server's name made safe for a file name. */
export function testFileNameOf(serverName: string): string {
  const safe = serverName.replace(/[^\w.-]+/g, '-').replace(/^[-.]+|-+$/g, '');
  return `${safe || 'server'}${TEST_FILE_SUFFIX}`;
}

/**
 * The path a save dialog gave, as a test file's: VS Code's own save dialog (remote and web windows) appends a filter's
 * extension to a name that does not end with its last part, so the filter is `json` and a name typed without the
 * test-file suffix gets it here (`a` and `a.json` become `a.mcptest.json`).
 */
export function testFilePathOf(chosen: string): string {
  if (chosen.endsWith(TEST_FILE_SUFFIX)) return chosen;
  return `${chosen.replace(/\.json$/i, '')}${TEST_FILE_SUFFIX}`;
}
