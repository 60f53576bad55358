// Saved tests in VS Code's Test Explorer: the "MCP Lens saved tests" controller with its Run and Debug profiles, and
// the commands that write test files. One owner of everything it creates.
import * as vscode from 'vscode';
import type { Approvals } from '../approval/approvals';
import type { RunHistory } from '../runner/history';
import type { ServersFeature } from '../servers/serversFeature';
import { recordSession, saveAsTest, updateSnapshot, type TestCommandDeps } from './testFileCommands';
import { SavedTestRunner } from './testRun';
import { TestTree } from './testTree';

export const CONTROLLER_ID = 'mcpLens.savedTests';

export class SavedTestsFeature implements vscode.Disposable {
  private readonly controller = vscode.tests.createTestController(CONTROLLER_ID, 'MCP Lens saved tests');
  private readonly tree = new TestTree(this.controller);
  private readonly runner: SavedTestRunner;
  private readonly commandDeps: TestCommandDeps;

  constructor(servers: ServersFeature, approvals: Approvals, history: RunHistory) {
    this.runner = new SavedTestRunner(this.controller, this.tree, {
      model: servers.model,
      approvals,
      logApproval: (serverId, line) => servers.logApproval(serverId, line),
    });
    this.controller.createRunProfile(
      'Run',
      vscode.TestRunProfileKind.Run,
      (request, token) => this.runner.run(request, token, false),
      true,
    );
    this.controller.createRunProfile(
      'Debug Server',
      vscode.TestRunProfileKind.Debug,
      (request, token) => this.runner.run(request, token, true),
      true,
    );
    this.commandDeps = { tree: this.tree, runner: this.runner, model: servers.model, history };
    void this.tree.discover();
  }

  updateSnapshot(arg: unknown): Promise<void> {
    return updateSnapshot(this.commandDeps, arg);
  }

  saveAsTest(resultId: unknown): Promise<void> {
    return saveAsTest(this.commandDeps, resultId);
  }

  recordSession(target: unknown): Promise<void> {
    return recordSession(this.commandDeps, target);
  }

  dispose(): void {
    this.tree.dispose();
    this.controller.dispose();
  }
}
