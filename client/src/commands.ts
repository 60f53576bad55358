import * as vscode from 'vscode';
import type { Ctx } from './ctx';

/** Every command of the extension, from one table: id → factory taking the context. */
export type CommandFactory = (ctx: Ctx) => (...args: unknown[]) => unknown;

export const COMMANDS: Record<string, CommandFactory> = {
  'mcpLens.restartLanguageServer': (ctx) => async () => {
    await ctx.restartLanguageServer();
    void vscode.window.setStatusBarMessage('MCP Lens: language server restarted', 3000);
  },
  'mcpLens.showLanguageServerLog': (ctx) => () => ctx.languageClient?.outputChannel.show(true),
};

export function registerCommands(ctx: Ctx): void {
  for (const [id, factory] of Object.entries(COMMANDS)) {
    ctx.subscriptions.push(vscode.commands.registerCommand(id, factory(ctx)));
  }
}
