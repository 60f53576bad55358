/**
 * The names of the extension's commands, listed once: `commandId` builds each id (`mcpLens.<name>`), so a misspelt
 * name is a type error. It imports no `vscode`, so that the tree's rows and the tests can read it too.
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
  'chooseProtocolEra',
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
  'updateSnapshot',
  'saveAsTest',
  'recordSessionAsTestFile',
] as const;

export type CommandName = (typeof COMMAND_NAMES)[number];
export type CommandId = `mcpLens.${CommandName}`;

export function commandId(name: CommandName): CommandId {
  return `mcpLens.${name}`;
}
