import * as vscode from 'vscode';
import type { LanguageClient } from 'vscode-languageclient/node';
import { Approvals } from './approval/approvals';
import { needsRestart } from './config';
import { createLanguageClient } from './languageClient';
import { RunnerFeature } from './runner/runnerFeature';
import { ServersFeature } from './views/serversFeature';

/** Owns everything the extension creates: the language client, the servers feature, and what lives as long as the extension. */
export class Ctx implements vscode.Disposable {
  private client: LanguageClient | undefined;
  private starting: Promise<LanguageClient> | undefined;
  readonly subscriptions: vscode.Disposable[] = [];
  /** The configured MCP servers: their model, tree, documents and commands. */
  readonly servers: ServersFeature;
  /** Trust, pins and the approval panel: the gate every tool call passes. */
  readonly approvals: Approvals;
  /** The tool runner: call tools, read resources, get prompts, from the side view or an editor panel. */
  readonly runner: RunnerFeature;

  constructor(readonly extension: vscode.ExtensionContext) {
    this.approvals = Approvals.forServers(extension, () => this.servers);
    this.servers = new ServersFeature(extension, { approve: this.approvals.gate, isServerTrusted: (id) => this.approvals.isTrusted(id) });
    this.runner = new RunnerFeature(extension, this.servers, this.approvals);
    this.subscriptions.push(
      this.runner,
      this.approvals,
      vscode.workspace.onDidChangeConfiguration((e) => {
        if (needsRestart(e) && this.client) void this.restartLanguageServer();
      }),
    );
  }

  /** Starts the language server once; later calls return the same client. */
  startLanguageServer(): Promise<LanguageClient> {
    if (!this.starting) {
      this.starting = (async () => {
        const client = createLanguageClient(this.extension);
        this.client = client;
        await client.start();
        return client;
      })();
      this.starting.catch(() => {
        this.starting = undefined;
      });
    }
    return this.starting;
  }

  async restartLanguageServer(): Promise<void> {
    const old = this.client;
    this.client = undefined;
    this.starting = undefined;
    if (old) await old.stop().catch(() => undefined);
    await this.startLanguageServer();
  }

  get languageClient(): LanguageClient | undefined {
    return this.client;
  }

  async dispose(): Promise<void> {
    for (const d of this.subscriptions.splice(0)) d.dispose();
    const c = this.client;
    this.client = undefined;
    // every server process must be gone before the extension host goes
    await Promise.all([this.servers.dispose(), c?.stop().catch(() => undefined)]);
  }
}
