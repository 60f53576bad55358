// The run and debug profiles' handler: each test file of the request run in a process of its own, its items marked
// from the result, failures as messages at their step (a diff when there are expected and actual values). In
// Restricted Mode nothing runs, and the run's output says so.
import * as vscode from 'vscode';
import { messageOf } from '../../../common/mcp/errors';
import type { Logger } from '../../../common/mcp/types';
import type { RunOptions, TestFileResult } from '../../../common/savedTests/runTestFile';
import type { Approvals } from '../approval/approvals';
import { approvalSettings } from '../config';
import type { ServersModel } from '../model/serversModel';
import { runApprover, type RunAnswers, type RunAsk } from './runConsent';
import { runSavedTest } from './savedTestRun';
import type { FileRun } from './snapshotEdits';
import { launchOfTest } from './serverOfTest';
import { outcomesOf, type ItemOutcome, type OutcomeMessage } from './testOutcomes';
import { itemId, partOfId, rangeOf, type TestFileEntry, type TestTree } from './testTree';

/** The context value of a message about a snapshot, for "Update Snapshot" in the message's menu. */
export const SNAPSHOT_MESSAGE = 'mcpLens.snapshot';

export interface TestRunDeps {
  readonly model: ServersModel;
  readonly approvals: Approvals;
  /** Writes an approval decision to a workspace server's log. */
  readonly logApproval: (serverId: string, line: string) => void;
  /** The outputSchema check (savedTestRun.ts's workerOutputCheck). */
  readonly checkOutputSchema: RunOptions['checkOutputSchema'];
}

export class SavedTestRunner {
  /** Each file's last result and the text that ran, for Update Snapshot to write what the server answered. */
  private readonly runs = new Map<string, FileRun>();

  constructor(
    private readonly controller: vscode.TestController,
    private readonly tree: TestTree,
    private readonly deps: TestRunDeps,
  ) {}

  lastRun(uri: vscode.Uri): FileRun | undefined {
    return this.runs.get(uri.toString());
  }

  /** Update Snapshot rewrote snapshots only, so the last run still holds for the new text (its steps are the same). */
  snapshotsWritten(uri: vscode.Uri, text: string): void {
    const run = this.runs.get(uri.toString());
    if (run) this.runs.set(uri.toString(), { ...run, text });
  }

  async run(request: vscode.TestRunRequest, token: vscode.CancellationToken, debug: boolean): Promise<void> {
    await this.tree.discover();
    const run = this.controller.createTestRun(request);
    try {
      const files = this.filesOf(request);
      if (!vscode.workspace.isTrusted) {
        run.appendOutput(
          'Restricted Mode: this workspace is not trusted, so MCP Lens runs no saved test (a test starts a server and calls its tools). Trust the workspace to run them.\r\n',
        );
        for (const uri of files) this.forItems(uri, (item) => run.skipped(item));
        return;
      }
      // a tool approved (or denied) once holds for every file of this run
      const answers: RunAnswers = new Map();
      for (const uri of files) {
        if (token.isCancellationRequested) break;
        await this.runFile(run, uri, token, debug, answers);
      }
    } finally {
      run.end();
    }
  }

  private filesOf(request: vscode.TestRunRequest): vscode.Uri[] {
    const included = request.include ?? [...iterate(this.controller.items)];
    const excluded = new Set((request.exclude ?? []).map((i) => i.id));
    const files = new Map<string, vscode.Uri>();
    for (const item of included) {
      const found = partOfId(item.id);
      if (found && !excluded.has(itemId(found.uri, { kind: 'file' }))) files.set(found.uri.toString(), found.uri);
    }
    return [...files.values()];
  }

  private forItems(uri: vscode.Uri, mark: (item: vscode.TestItem) => void): void {
    const item = this.controller.items.get(itemId(uri, { kind: 'file' }));
    if (!item) return;
    mark(item);
    item.children.forEach(mark);
  }

  private async runFile(
    run: vscode.TestRun,
    uri: vscode.Uri,
    token: vscode.CancellationToken,
    debug: boolean,
    answers: RunAnswers,
  ): Promise<void> {
    const entry = await this.tree.read(uri);
    const fileItem = this.controller.items.get(itemId(uri, { kind: 'file' }));
    if (!entry || !fileItem) return;
    const file = entry.layout.file;
    if (!file) {
      const messages = entry.layout.problems.map((p) => at(new vscode.TestMessage(p.message), entry, p));
      run.errored(fileItem, messages.length ? messages : [new vscode.TestMessage('The test file is not valid.')]);
      return;
    }
    this.forItems(uri, (item) => run.started(item));
    const label = vscode.workspace.asRelativePath(uri, false);
    run.appendOutput(`Running ${label}\r\n`);
    let result: TestFileResult;
    try {
      const server = await launchOfTest(file, uri.fsPath, this.deps.model, debug);
      if (typeof server === 'string') {
        result = { outcome: 'error', error: server, steps: [], updated: { snapshots: [] } };
      } else {
        if (server.note) run.appendOutput(`${server.note}\r\n`);
        const log = (serverId: string, line: string) => {
          run.appendOutput(`${line}\r\n`);
          this.deps.logApproval(serverId, line);
        };
        const abort = new AbortController();
        const cancelled = token.onCancellationRequested(() => abort.abort());
        try {
          result = await runSavedTest(file, {
            launch: server.launch,
            serverId: server.serverId,
            serverName: server.serverName,
            logger: runLogger(run, server.serverName),
            approve: runApprover({
              gateDeps: {
                settings: approvalSettings,
                trust: {
                  isLaunchTrusted: (id, launch) => this.deps.approvals.trust.isLaunchTrusted(id, launch),
                  trustLaunch: (id, launch) => this.deps.approvals.trust.trustLaunch(id, launch),
                },
                pins: this.deps.approvals.pins,
                grants: this.deps.approvals.grants,
                log,
              },
              ask: askInDialog(label),
              allow: file.allow,
              workspaceTrusted: vscode.workspace.isTrusted,
              launch: server.session,
              answers,
            }),
            checkOutputSchema: this.deps.checkOutputSchema,
            secrets: () => this.deps.model.knownSecrets(),
            signal: abort.signal,
            watch: server.watch,
            started: server.started,
          });
        } finally {
          cancelled.dispose();
        }
      }
    } catch (e) {
      result = { outcome: 'error', error: messageOf(e), steps: [], updated: { snapshots: [] } };
    }
    this.runs.set(uri.toString(), { result, text: entry.text });
    this.report(run, entry, result);
  }

  private report(run: vscode.TestRun, entry: TestFileEntry, result: TestFileResult): void {
    const outcomes = outcomesOf(result, entry.layout);
    const get = (id: string) => this.controller.items.get(itemId(entry.uri, { kind: 'file' }))?.children.get(id);
    const fileItem = this.controller.items.get(itemId(entry.uri, { kind: 'file' }))!;
    if (outcomes.catalog) mark(run, get(itemId(entry.uri, { kind: 'catalog' })), outcomes.catalog, entry);
    outcomes.steps.forEach((o, index) => mark(run, get(itemId(entry.uri, { kind: 'step', index })), o, entry));
    mark(run, fileItem, outcomes.file, entry);
    if (result.error) run.appendOutput(`${result.error}\r\n`);
  }
}

function mark(
  run: vscode.TestRun,
  item: vscode.TestItem | undefined,
  outcome: ItemOutcome,
  entry: TestFileEntry,
): void {
  if (!item) return;
  const messages = outcome.messages.map((m) => messageOfOutcome(m, entry));
  switch (outcome.state) {
    case 'passed':
      return run.passed(item, outcome.durationMs);
    case 'failed':
      return run.failed(item, messages, outcome.durationMs);
    case 'errored':
      return run.errored(item, messages);
    default:
      return run.skipped(item);
  }
}

function messageOfOutcome(m: OutcomeMessage, entry: TestFileEntry): vscode.TestMessage {
  const message =
    m.expected !== undefined && m.actual !== undefined
      ? vscode.TestMessage.diff(m.text, m.expected, m.actual)
      : new vscode.TestMessage(m.text);
  if (m.snapshot) message.contextValue = SNAPSHOT_MESSAGE;
  return at(message, entry, m.span);
}

function at(
  message: vscode.TestMessage,
  entry: TestFileEntry,
  span: { offset: number; length: number },
): vscode.TestMessage {
  message.location = new vscode.Location(entry.uri, rangeOf(entry.lines, span));
  return message;
}

/** Asks in a modal dialog whether a tool may run for the rest of this test run; Deny (and Escape) deny. */
function askInDialog(fileLabel: string): RunAsk {
  return async ({ request, decision }) => {
    const approve = 'Approve for this run';
    const pick = await vscode.window.showWarningMessage(
      `The test ${fileLabel} calls ${request.tool.name} of ${request.serverName}.`,
      {
        modal: true,
        detail: `Why it asks: ${decision.reason}.\n\n"${approve}" lets every call of ${request.tool.name} in this test run through; Deny fails those steps.`,
      },
      { title: approve },
      { title: 'Deny', isCloseAffordance: true },
    );
    return pick?.title === approve;
  };
}

/** The server's log lines (not its protocol traffic) in the run's output. */
function runLogger(run: vscode.TestRun, name: string): Logger {
  const write = (m: string) => run.appendOutput(`[${name}] ${m.replace(/\r?\n/g, '\r\n')}\r\n`);
  return { trace: () => undefined, debug: () => undefined, info: write, warn: write, error: write };
}

function* iterate(items: vscode.TestItemCollection): Iterable<vscode.TestItem> {
  for (const [, item] of items) yield item;
}
