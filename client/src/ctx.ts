import * as vscode from 'vscode';
import type { LanguageClient } from 'vscode-languageclient/node';
import { needsRestart } from './config';
import { createLanguageClient } from './languageClient';

/** Owns everything the extension creates: the language client and what lives as long as the extension. */
export class Ctx implements vscode.Disposable {
  private client: LanguageClient | undefined;
  private starting: Promise<LanguageClient> | undefined;
  readonly subscriptions: vscode.Disposable[] = [];

  constructor(readonly extension: vscode.ExtensionContext) {
    this.subscriptions.push(
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
    if (c) await c.stop().catch(() => undefined);
  }
}
