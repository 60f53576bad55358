import * as vscode from 'vscode';
import type { Ctx } from './ctx';
import { checkFromTerminal, openOrCreateConfig, openSample, openWalkthrough } from './gettingStarted';
import type { CommandTarget } from './servers/serverCommands';

/**
 * Every command of the extension, from one table: id → factory taking the context. The handlers reach the
 * features through `ctx.features()`, so the first command that needs them loads them.
 */
export type CommandFactory = (ctx: Ctx) => (...args: unknown[]) => unknown;

export const COMMANDS: Record<string, CommandFactory> = {
  'mcpLens.restartLanguageServer': (ctx) => async () => {
    await ctx.restartLanguageServer();
    void vscode.window.setStatusBarMessage('MCP Lens: language server restarted', 3000);
  },
  'mcpLens.showLanguageServerLog': (ctx) => () => ctx.languageClient?.outputChannel.show(true),
  'mcpLens.startServer': (ctx) => (target) => ctx.features().servers.commands.start(target as CommandTarget),
  'mcpLens.stopServer': (ctx) => (target) => ctx.features().servers.commands.stop(target as CommandTarget),
  'mcpLens.restartServer': (ctx) => (target) => ctx.features().servers.commands.restart(target as CommandTarget),
  'mcpLens.debugServer': (ctx) => (target) => ctx.features().servers.commands.debug(target as CommandTarget),
  'mcpLens.showServerLog': (ctx) => (target) => ctx.features().servers.commands.showLog(target as CommandTarget),
  'mcpLens.refresh': (ctx) => (target) => ctx.features().servers.commands.refresh(target as CommandTarget),
  'mcpLens.openServerDefinition': (ctx) => (target) => ctx.features().servers.commands.openDefinition(target as CommandTarget),
  'mcpLens.openLiveCatalog': (ctx) => (target) => ctx.features().servers.commands.openCatalog(target as CommandTarget),
  'mcpLens.setLogLevel': (ctx) => (target, level) => ctx.features().servers.commands.setLogLevel(target as CommandTarget, level),
  'mcpLens.signIn': (ctx) => (target) => ctx.features().servers.commands.signIn(target as CommandTarget),
  'mcpLens.signOut': (ctx) => (target) => ctx.features().servers.commands.signOut(target as CommandTarget),
  'mcpLens.signOutAll': (ctx) => () => ctx.features().servers.commands.signOutAll(),
  'mcpLens.showAuthorization': (ctx) => (target) => ctx.features().servers.commands.showAuthorization(target as CommandTarget),
  'mcpLens.watchServer': (ctx) => (target) => ctx.features().servers.dev.watchServer(target as CommandTarget),
  'mcpLens.stopWatchingServer': (ctx) => (target) => ctx.features().servers.dev.unwatchServer(target as CommandTarget),
  'mcpLens.showChangesSinceLastStart': (ctx) => (target) => ctx.features().servers.dev.showChanges(target as CommandTarget),
  'mcpLens.runTool': (ctx) => (target) => ctx.features().runner.runTool(target as CommandTarget),
  'mcpLens.readResource': (ctx) => (target) => ctx.features().runner.readResource(target as CommandTarget),
  'mcpLens.getPrompt': (ctx) => (target) => ctx.features().runner.getPrompt(target as CommandTarget),
  'mcpLens.trustServer': (ctx) => (target) => ctx.features().trustServer(target),
  'mcpLens.untrustServer': (ctx) => (target) => ctx.features().untrustServer(target),
  'mcpLens.resetApprovals': (ctx) => () => ctx.features().resetApprovals(),
  'mcpLens.openRunnerInEditor': (ctx) => () => ctx.features().runner.openInEditor(),
  'mcpLens.getStarted': (ctx) => () => openWalkthrough(ctx.extension),
  'mcpLens.openOrCreateConfig': () => () => openOrCreateConfig(),
  'mcpLens.openSample': () => () => openSample(),
  'mcpLens.checkFromTerminal': (ctx) => () => checkFromTerminal(ctx.extension),
};

export function registerCommands(ctx: Ctx): void {
  for (const [id, factory] of Object.entries(COMMANDS)) {
    ctx.subscriptions.push(vscode.commands.registerCommand(id, factory(ctx)));
  }
}
