import * as vscode from 'vscode';
import { COMMAND_NAMES, commandId, type CommandName } from './commandIds';
import type { Ctx } from './ctx';
import { checkFromTerminal, openOrCreateConfig, openSample, openWalkthrough } from './gettingStarted';
import type { CommandTarget } from './servers/serverCommands';

/**
 * Every command of the extension in one table, from its name to a factory of its handler. The handlers reach the
 * features through `ctx.features()`, so the first command that needs them loads them.
 */
export type CommandFactory = (ctx: Ctx) => (...args: unknown[]) => unknown;

export const COMMANDS: Record<CommandName, CommandFactory> = {
  restartLanguageServer: (ctx) => async () => {
    await ctx.restartLanguageServer();
    void vscode.window.setStatusBarMessage('MCP Lens: language server restarted', 3000);
  },
  showLanguageServerLog: (ctx) => () => ctx.languageClient?.outputChannel.show(true),
  startServer: (ctx) => (target) => ctx.features().servers.commands.start(target as CommandTarget),
  stopServer: (ctx) => (target) => ctx.features().servers.commands.stop(target as CommandTarget),
  restartServer: (ctx) => (target) => ctx.features().servers.commands.restart(target as CommandTarget),
  debugServer: (ctx) => (target) => ctx.features().servers.commands.debug(target as CommandTarget),
  showServerLog: (ctx) => (target) => ctx.features().servers.commands.showLog(target as CommandTarget),
  refresh: (ctx) => (target) => ctx.features().servers.commands.refresh(target as CommandTarget),
  openServerDefinition: (ctx) => (target) => ctx.features().servers.commands.openDefinition(target as CommandTarget),
  openLiveCatalog: (ctx) => (target) => ctx.features().servers.commands.openCatalog(target as CommandTarget),
  setLogLevel: (ctx) => (target, level) => ctx.features().servers.commands.setLogLevel(target as CommandTarget, level),
  chooseProtocolEra: (ctx) => (target, era) =>
    ctx.features().servers.commands.chooseProtocolEra(target as CommandTarget, era),
  signIn: (ctx) => (target) => ctx.features().servers.commands.signIn(target as CommandTarget),
  signOut: (ctx) => (target) => ctx.features().servers.commands.signOut(target as CommandTarget),
  signOutAll: (ctx) => () => ctx.features().servers.commands.signOutAll(),
  showAuthorization: (ctx) => (target) => ctx.features().servers.commands.showAuthorization(target as CommandTarget),
  watchServer: (ctx) => (target) => ctx.features().servers.dev.watchServer(target as CommandTarget),
  stopWatchingServer: (ctx) => (target) => ctx.features().servers.dev.unwatchServer(target as CommandTarget),
  showChangesSinceLastStart: (ctx) => (target) => ctx.features().servers.dev.showChanges(target as CommandTarget),
  runTool: (ctx) => (target) => ctx.features().runner.runTool(target as CommandTarget),
  readResource: (ctx) => (target) => ctx.features().runner.readResource(target as CommandTarget),
  getPrompt: (ctx) => (target) => ctx.features().runner.getPrompt(target as CommandTarget),
  trustServer: (ctx) => (target) => ctx.features().trustServer(target),
  untrustServer: (ctx) => (target) => ctx.features().untrustServer(target),
  resetApprovals: (ctx) => () => ctx.features().resetApprovals(),
  openRunnerInEditor: (ctx) => () => ctx.features().runner.openInEditor(),
  getStarted: (ctx) => () => openWalkthrough(ctx.extension),
  openOrCreateConfig: () => () => openOrCreateConfig(),
  openSample: () => () => openSample(),
  checkFromTerminal: (ctx) => () => checkFromTerminal(ctx.extension),
  updateSnapshot: (ctx) => (target) => ctx.features().testing.updateSnapshot(target),
  saveAsTest: (ctx) => (resultId) => ctx.features().testing.saveAsTest(resultId),
  recordSessionAsTestFile: (ctx) => (target) => ctx.features().testing.recordSession(target),
};

export function registerCommands(ctx: Ctx): void {
  for (const name of COMMAND_NAMES) {
    ctx.subscriptions.push(vscode.commands.registerCommand(commandId(name), COMMANDS[name](ctx)));
  }
}
