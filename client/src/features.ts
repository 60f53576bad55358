// The entry of dist/features.js: the servers tree, the connections, the live lint, approvals and the runner. The
// activation bundle loads it on first use: a command, a view shown, a restored runner panel or a trusted auto-start.
import type * as vscode from 'vscode';
import {
  modelServers,
  resetApprovalsCommand,
  trustServerCommand,
  untrustServerCommand,
} from './approval/approvalCommands';
import { Approvals } from './approval/approvals';
import { SamplingGrants, userRequestFeatures } from './runner/clientRequests';
import { LanguageModels } from './runner/languageModels';
import { RunnerFeature } from './runner/runnerFeature';
import { ServerRequests } from './runner/serverRequests';
import type { TreeNode } from './servers/treeNodes';
import { ServersFeature } from './servers/serversFeature';
import { SavedTestsFeature } from './testing/savedTestsFeature';

/** What the activation bundle made before the features loaded, for them to take over. */
export interface FeatureViews {
  /** The Servers view, created at activation over a provider that delegates to `servers.tree` once loaded. */
  readonly serversView: vscode.TreeView<TreeNode>;
}

/** The features as the activation bundle sees them (through `import type` only: it never loads this module's code). */
export interface Features {
  /** The configured MCP servers: their model, tree, documents and commands. */
  readonly servers: ServersFeature;
  /** Trust, pins and the approval panel: the gate every tool call passes. */
  readonly approvals: Approvals;
  /** The tool runner: call tools, read resources, get prompts, from the side view or an editor panel. */
  readonly runner: RunnerFeature;
  /** Saved tests (`*.mcptest.json`) in the Test Explorer, and the commands that write them. */
  readonly testing: SavedTestsFeature;
  trustServer(target: unknown): Promise<void>;
  untrustServer(target: unknown): Promise<void>;
  resetApprovals(): Promise<void>;
  /** Stops every server and waits until their processes are gone. */
  dispose(): Promise<void>;
}

export function createFeatures(extension: vscode.ExtensionContext, views: FeatureViews): Features {
  // the approval layer is made first (its gate goes into the servers model) and finds the servers through a getter;
  // each side sees the other only through approval/serversLink.ts
  const approvals = Approvals.forServers(extension, () => servers);
  // what servers ask of the user (elicitation, sampling) waits in one queue that every runner page shows
  const requests = { queue: new ServerRequests(), grants: new SamplingGrants(), models: new LanguageModels() };
  const features = userRequestFeatures(requests.queue, { grants: requests.grants, models: requests.models });
  const servers = new ServersFeature(extension, { approvals, treeView: views.serversView, features });
  const runner = new RunnerFeature(extension, servers, approvals, requests);
  const testing = new SavedTestsFeature(servers, approvals, runner.history);
  return {
    servers,
    approvals,
    runner,
    testing,
    trustServer: (target) => trustServerCommand(approvals, modelServers(servers.model), target),
    untrustServer: (target) => untrustServerCommand(approvals, modelServers(servers.model), target),
    resetApprovals: () => resetApprovalsCommand(approvals),
    dispose: async () => {
      testing.dispose();
      runner.dispose();
      approvals.dispose();
      await servers.dispose();
    },
  };
}
