// Saved tests in VS Code's Test Explorer: the "MCP Lens saved tests" controller with its Run and Debug profiles, and
// the commands that write test files. One owner of everything it creates.
import * as vscode from 'vscode';
import type { Approvals } from '../approval/approvals';
import type { RunHistory } from '../runner/history';
import { SchemaChecker } from '../runner/schemaChecker';
import type { ServersFeature } from '../servers/serversFeature';
import { recordSession, saveAsTest, updateSnapshot, type TestCommandDeps } from './testFileCommands';
import { workerOutputCheck } from './savedTestRun';
import { SavedTestRunner } from './testRun';
import { TestTree } from './testTree';

export const CONTROLLER_ID = 'mcpLens.savedTests';

export class SavedTestsFeature implements vscode.Disposable {
  private readonly controller = vscode.tests.createTestController(CONTROLLER_ID, 'MCP Lens saved tests');
  private readonly tree = new TestTree(this.controller);
  private readonly runner: SavedTestRunner;
  /** The outputSchema checks of test runs, in a worker of their own as the runner's are. */
  private readonly schemas = new SchemaChecker();
  private readonly commandDeps: TestCommandDeps;

  constructor(servers: ServersFeature, approvals: Approvals, history: RunHistory) {
    this.runner = new SavedTestRunner(this.controller, this.tree, {
      model: servers.model,
      approvals,
      logApproval: (serverId, line) => servers.logApproval(serverId, line),
      checkOutputSchema: workerOutputCheck(this.schemas),
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
    void this.schemas.dispose();
  }
}
