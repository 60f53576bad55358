// The saved tests' commands: Update Snapshot (a failed step's snapshot, or the catalog lists that changed, rewritten
// with what the server answered in the last run of the same text, comments kept), Save as Test (a call the server
// answered, appended to a test file of its server or in a new one with the catalog snapshot), and Record Session as
// Test File (every answered call of a server's session).
import * as vscode from 'vscode';
import { dirname, join, posix } from 'node:path';
import type { TestStep } from '../../../common/savedTests/format';
import type { ServersModel } from '../model/serversModel';
import type { HistoryEntry, RunHistory } from '../runner/history';
import {
  NO_ANSWER_TO_SAVE,
  newTestFileText,
  replaceQuestion,
  snapshotOfCatalog,
  stepOfCall,
  testFileNameOf,
  testFilePathOf,
} from './recordedTests';
import { snapshotUpdateOf, withSnapshotEdits, withSteps } from './snapshotEdits';
import type { SavedTestRunner } from './testRun';
import { partOfId, type TestTree } from './testTree';

export interface TestCommandDeps {
  readonly tree: TestTree;
  readonly runner: SavedTestRunner;
  readonly model: ServersModel;
  readonly history: RunHistory;
}

/** Update Snapshot from a test message's menu ({ test, message }) or a test item's menu (the item). */
export async function updateSnapshot(deps: TestCommandDeps, arg: unknown): Promise<void> {
  const test = isItem(arg) ? arg : (arg as { test?: unknown } | undefined)?.test;
  const found = isItem(test) ? partOfId(test.id) : undefined;
  if (!found) return;
  const { part } = found;
  const document = await vscode.workspace.openTextDocument(found.uri);
  const text = document.getText();
  const update = snapshotUpdateOf(
    deps.runner.lastRun(found.uri),
    text,
    part.kind === 'step' ? { step: part.index } : part.kind,
  );
  if ('refusal' in update) {
    void vscode.window.showInformationMessage(update.refusal);
    return;
  }
  await replaceText(document, withSnapshotEdits(text, update.edits));
  deps.runner.snapshotsWritten(found.uri, document.getText());
}

/** Save as Test: the history entry (one tool call) as a step of a test file of its server. */
export async function saveAsTest(deps: TestCommandDeps, resultId: unknown): Promise<void> {
  const entry = typeof resultId === 'string' ? deps.history.get(resultId) : undefined;
  if (!entry) {
    void vscode.window.showWarningMessage("MCP Lens: that call is no longer in the runner's history.");
    return;
  }
  const step = stepOfEntry(entry);
  if (!step) {
    void vscode.window.showWarningMessage(NO_ANSWER_TO_SAVE);
    return;
  }
  await writeSteps(deps, entry.view.serverId, [step], true);
}

/** Record Session as Test File: every call of a server's session the server answered, oldest first, in a new file. */
export async function recordSession(deps: TestCommandDeps, target: unknown): Promise<void> {
  const serverId = await serverWithHistory(deps, target);
  if (!serverId) return;
  const steps = deps.history.entriesOf(serverId).flatMap((e) => stepOfEntry(e) ?? []);
  if (!steps.length) {
    void vscode.window.showInformationMessage(
      'MCP Lens: no call of this server completed in this session: run a tool in the runner first.',
    );
    return;
  }
  await writeSteps(deps, serverId, steps, false);
}

function stepOfEntry(entry: HistoryEntry): TestStep | undefined {
  const { view } = entry;
  return stepOfCall({ tool: view.tool, arguments: entry.arguments, status: view.status, result: entry.result });
}

async function serverWithHistory(deps: TestCommandDeps, target: unknown): Promise<string | undefined> {
  const given =
    (target as { serverId?: unknown; id?: unknown } | undefined)?.serverId ??
    (target as { id?: unknown } | undefined)?.id;
  if (typeof given === 'string' && deps.model.definition(given)) return given;
  const ids = deps.model.servers().filter((d) => deps.history.entriesOf(d.id).length > 0);
  if (!ids.length) {
    void vscode.window.showInformationMessage(
      'MCP Lens: no server has calls in this session: run a tool in the runner first.',
    );
    return undefined;
  }
  const picked = await vscode.window.showQuickPick(
    ids.map((d) => ({ label: d.name, description: `${deps.history.entriesOf(d.id).length} calls`, id: d.id })),
    { placeHolder: 'Record the calls of which server?' },
  );
  return picked?.id;
}

/** Appends the steps to a test file of the server the user picks, or writes a new one with the catalog snapshot. */
async function writeSteps(
  deps: TestCommandDeps,
  serverId: string,
  steps: readonly TestStep[],
  offerExisting: boolean,
): Promise<void> {
  const def = deps.model.definition(serverId);
  if (!def) return;
  await deps.tree.discover();
  const existing = offerExisting ? deps.tree.entriesNaming(def.name) : [];
  let uri: vscode.Uri | undefined;
  if (existing.length) {
    const picks = [
      ...existing.map((e) => ({
        label: vscode.workspace.asRelativePath(e.uri, false),
        description: 'append the step',
        uri: e.uri,
      })),
      { label: 'New test file…', description: `${testFileNameOf(def.name)} with the catalog snapshot`, uri: undefined },
    ];
    const picked = await vscode.window.showQuickPick(picks, {
      placeHolder: `Save the call of ${steps[0] && 'callTool' in steps[0] ? steps[0].callTool.name : 'the tool'} as a step of…`,
    });
    if (!picked) return;
    uri = picked.uri;
  }
  if (uri) {
    const document = await vscode.workspace.openTextDocument(uri);
    await replaceText(document, withSteps(document.getText(), steps));
    await vscode.window.showTextDocument(document);
    return;
  }
  const folder = vscode.workspace.workspaceFolders?.[0]?.uri.fsPath ?? dirname(def.location.path);
  const chosen = await vscode.window.showSaveDialog({
    defaultUri: vscode.Uri.file(join(folder, testFileNameOf(def.name))),
    filters: { 'MCP test files': ['json'] },
    title: `Save a test file for ${def.name}`,
  });
  if (!chosen) return;
  const target = chosen.with({ path: testFilePathOf(chosen.path) });
  if (!(await mayWrite(chosen, target))) return;
  const catalog = snapshotOfCatalog(deps.model.catalog(serverId));
  const text = newTestFileText({ name: def.name }, catalog, steps);
  await vscode.workspace.fs.writeFile(target, new TextEncoder().encode(text));
  await deps.tree.read(target);
  await vscode.window.showTextDocument(target);
  if (!catalog) {
    void vscode.window.showInformationMessage(
      `MCP Lens: ${def.name} has no catalog now (it is not running), so ${posix.basename(target.path)} has no ` +
        '"catalog" snapshot and its test checks the steps only. To keep one, start the server and save a new test file.',
    );
  }
}

/** The save dialog asked before replacing the path it gave; a test file's name made from it is asked about here. */
async function mayWrite(chosen: vscode.Uri, target: vscode.Uri): Promise<boolean> {
  const exists = async (path: string) => {
    try {
      await vscode.workspace.fs.stat(target.with({ path }));
      return true;
    } catch {
      return false;
    }
  };
  const question = await replaceQuestion(chosen.path, target.path, exists);
  if (!question) return true;
  const replace = 'Replace';
  const picked = await vscode.window.showWarningMessage(
    question,
    { modal: true, detail: `A test file's name ends with .mcptest.json, so the file is saved as ${target.fsPath}.` },
    replace,
  );
  return picked === replace;
}

async function replaceText(document: vscode.TextDocument, text: string): Promise<void> {
  const edit = new vscode.WorkspaceEdit();
  edit.replace(document.uri, new vscode.Range(0, 0, document.lineCount, 0), text);
  await vscode.workspace.applyEdit(edit);
  await document.save();
}

function isItem(value: unknown): value is vscode.TestItem {
  return !!value && typeof (value as { id?: unknown }).id === 'string' && 'children' in (value as object);
}
