import * as vscode from 'vscode';
import { registerCommands } from './commands';
import { Ctx } from './ctx';

let ctx: Ctx | undefined;

export function activate(context: vscode.ExtensionContext): void {
  ctx = new Ctx(context);
  registerCommands(ctx);
  // activation comes from a JSON document opening (see activationEvents), so the server is wanted now
  void ctx.startLanguageServer().catch((e) => vscode.window.showErrorMessage(`MCP Lens: the language server did not start: ${String(e)}`));
}

export async function deactivate(): Promise<void> {
  await ctx?.dispose();
  ctx = undefined;
}
