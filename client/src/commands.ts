import * as vscode from 'vscode';
import { modelServers, resetApprovalsCommand, trustServerCommand, untrustServerCommand } from './approval/approvalCommands';
import type { Ctx } from './ctx';
import type { CommandTarget } from './views/serverCommands';

/** Every command of the extension, from one table: id → factory taking the context. */
export type CommandFactory = (ctx: Ctx) => (...args: unknown[]) => unknown;

export const COMMANDS: Record<string, CommandFactory> = {
  'mcpLens.restartLanguageServer': (ctx) => async () => {
    await ctx.restartLanguageServer();
    void vscode.window.setStatusBarMessage('MCP Lens: language server restarted', 3000);
  },
  'mcpLens.showLanguageServerLog': (ctx) => () => ctx.languageClient?.outputChannel.show(true),
  'mcpLens.startServer': (ctx) => (target) => ctx.servers.commands.start(target as CommandTarget),
  'mcpLens.stopServer': (ctx) => (target) => ctx.servers.commands.stop(target as CommandTarget),
  'mcpLens.restartServer': (ctx) => (target) => ctx.servers.commands.restart(target as CommandTarget),
  'mcpLens.showServerLog': (ctx) => (target) => ctx.servers.commands.showLog(target as CommandTarget),
  'mcpLens.refresh': (ctx) => (target) => ctx.servers.commands.refresh(target as CommandTarget),
  'mcpLens.openServerDefinition': (ctx) => (target) => ctx.servers.commands.openDefinition(target as CommandTarget),
  'mcpLens.openLiveCatalog': (ctx) => (target) => ctx.servers.commands.openCatalog(target as CommandTarget),
  'mcpLens.runTool': (ctx) => (target) => ctx.runner.runTool(target as CommandTarget),
  'mcpLens.readResource': (ctx) => (target) => ctx.runner.readResource(target as CommandTarget),
  'mcpLens.getPrompt': (ctx) => (target) => ctx.runner.getPrompt(target as CommandTarget),
  'mcpLens.trustServer': (ctx) => (target) => trustServerCommand(ctx.approvals, modelServers(ctx.servers.model), target),
  'mcpLens.untrustServer': (ctx) => (target) => untrustServerCommand(ctx.approvals, modelServers(ctx.servers.model), target),
  'mcpLens.resetApprovals': (ctx) => () => resetApprovalsCommand(ctx.approvals),
  'mcpLens.openRunnerInEditor': (ctx) => () => ctx.runner.openInEditor(),
};

export function registerCommands(ctx: Ctx): void {
  for (const [id, factory] of Object.entries(COMMANDS)) {
    ctx.subscriptions.push(vscode.commands.registerCommand(id, factory(ctx)));
  }
}
