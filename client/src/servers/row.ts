/**
 * How each node of the Servers tree looks, as plain data (the `vscode` adapter turns it into a TreeItem).
 * Text from a server goes into labels, descriptions and tooltips as plain text, never as markup.
 */
export interface Row {
  readonly label: string;
  readonly description?: string;
  readonly tooltip?: Tooltip;
  /** A codicon id, and a theme colour id. */
  readonly icon?: { readonly id: string; readonly color?: string };
  /** The file whose icon the row shows (config files). */
  readonly file?: string;
  readonly contextValue: string;
  readonly collapsible: 'none' | 'collapsed' | 'expanded';
  /** The command a click runs, with the node as its argument. */
  readonly command?: { readonly id: string; readonly title: string };
}

/** A heading and paragraphs of plain text. */
export interface Tooltip {
  readonly heading: string;
  readonly paragraphs: readonly string[];
}

export const COMMAND_IDS = {
  start: 'mcpLens.startServer',
  stop: 'mcpLens.stopServer',
  restart: 'mcpLens.restartServer',
  showLog: 'mcpLens.showServerLog',
  refresh: 'mcpLens.refresh',
  runTool: 'mcpLens.runTool',
  readResource: 'mcpLens.readResource',
  getPrompt: 'mcpLens.getPrompt',
  openDefinition: 'mcpLens.openServerDefinition',
  openCatalog: 'mcpLens.openLiveCatalog',
  setLogLevel: 'mcpLens.setLogLevel',
  signIn: 'mcpLens.signIn',
  signOut: 'mcpLens.signOut',
  signOutAll: 'mcpLens.signOutAll',
  showAuthorization: 'mcpLens.showAuthorization',
} as const;

/** The commands of watch mode and of the changes rows (servers/devFeature.ts). */
export const DEV_COMMAND_IDS = {
  watch: 'mcpLens.watchServer',
  unwatch: 'mcpLens.stopWatchingServer',
  showChanges: 'mcpLens.showChangesSinceLastStart',
  showLog: 'mcpLens.showServerLog',
} as const;

/** A row's label from the first line of a text, cut at 160 characters. */
export function firstLine(text: string): string {
  const line = text.split(/\r?\n/, 1)[0] ?? '';
  return line.length > 160 ? `${line.slice(0, 157)}…` : line;
}
