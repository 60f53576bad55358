/**
 * The names of the extension's commands, the one list of them: a command's id is `mcpLens.<name>`, built by
 * `commandId`, so a misspelt name is a type error. Pure (no `vscode`), so the tree's rows and the tests read it too;
 * client/src/commands.ts gives each name its handler, and a test compares the ids with package.json's commands.
 */
export const COMMAND_NAMES = [
  'restartLanguageServer',
  'showLanguageServerLog',
  'startServer',
  'stopServer',
  'restartServer',
  'debugServer',
  'showServerLog',
  'refresh',
  'openServerDefinition',
  'openLiveCatalog',
  'setLogLevel',
  'signIn',
  'signOut',
  'signOutAll',
  'showAuthorization',
  'watchServer',
  'stopWatchingServer',
  'showChangesSinceLastStart',
  'runTool',
  'readResource',
  'getPrompt',
  'trustServer',
  'untrustServer',
  'resetApprovals',
  'openRunnerInEditor',
  'getStarted',
  'openOrCreateConfig',
  'openSample',
  'checkFromTerminal',
] as const;

export type CommandName = (typeof COMMAND_NAMES)[number];
export type CommandId = `mcpLens.${CommandName}`;

export function commandId(name: CommandName): CommandId {
  return `mcpLens.${name}`;
}
