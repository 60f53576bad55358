// Test files made from what was run: a tool call of the runner's history as a step whose expected result is the
// answer it got, and a new file with the server's catalog as its snapshot. No `vscode` import.
import { posix } from 'node:path';
import { TEST_FILE_SCHEMA_URL, TEST_FILE_SUFFIX } from '../../../common/savedTests/fileName';
import type { CatalogSnapshot, JsonObject as TestJson, TestServer, TestStep } from '../../../common/savedTests/format';
import { CATALOG_LISTS, type Catalog, type JsonObject } from '../../../common/mcp/types';
import { serverAnswered, type ToolRunStatus } from '../protocol/runnerViews';

/** A recorded tool call: the call, how it ended, and the result it got (absent when it has none). */
export interface RecordedCall {
  readonly tool: string;
  readonly arguments: JsonObject;
  readonly status: ToolRunStatus;
  readonly result?: JsonObject;
}

export const NO_ANSWER_TO_SAVE = 'MCP Lens: that call did not complete, so there is no answer to save.';

/**
 * A step that calls the tool again and expects the same answer: this result again (an error again when it had
 * `isError`), or a JSON-RPC error again. A call the server did not answer (denied, cancelled, failed) makes none.
 */
export function stepOfCall(call: RecordedCall): TestStep | undefined {
  // what a server sent and the arguments of a call are JSON as read off the wire
  const callTool = { name: call.tool, arguments: call.arguments as TestJson };
  if (call.status === 'protocolError') return { callTool, expect: { error: true } };
  const result = call.result as TestJson | undefined;
  if (!serverAnswered(call.status) || !result) return undefined;
  return { callTool, expect: { error: result.isError === true, snapshot: result } };
}

/** The lists of a live catalog as a snapshot: what it holds, nothing else of it; none without a catalog. */
export function snapshotOfCatalog(
  catalog: Pick<Catalog, (typeof CATALOG_LISTS)[number]> | undefined,
): CatalogSnapshot | undefined {
  if (!catalog) return undefined;
  const snapshot: Record<string, readonly unknown[]> = {};
  for (const list of CATALOG_LISTS) {
    const items = catalog[list];
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

/**
 * What to ask before a new test file is written at `target`, made from the path the save dialog gave (`chosen`): the
 * dialog asked about replacing `chosen` only, so a different `target` that exists is asked about here. Undefined:
 * nothing to ask.
 */
export async function replaceQuestion(
  chosen: string,
  target: string,
  exists: (path: string) => Promise<boolean>,
): Promise<string | undefined> {
  if (target === chosen || !(await exists(target))) return undefined;
  return `${posix.basename(target)} exists. Replace it?`;
}
