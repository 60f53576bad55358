import { commandId } from '../commandIds';

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

/** The commands the tree's rows run on a click, by the names its modules use. */
export const COMMAND_IDS = {
  start: commandId('startServer'),
  stop: commandId('stopServer'),
  restart: commandId('restartServer'),
  showLog: commandId('showServerLog'),
  refresh: commandId('refresh'),
  runTool: commandId('runTool'),
  readResource: commandId('readResource'),
  getPrompt: commandId('getPrompt'),
  openDefinition: commandId('openServerDefinition'),
  openCatalog: commandId('openLiveCatalog'),
  setLogLevel: commandId('setLogLevel'),
  signIn: commandId('signIn'),
  signOut: commandId('signOut'),
  signOutAll: commandId('signOutAll'),
  showAuthorization: commandId('showAuthorization'),
} as const;

/** The commands of watch mode and of the changes rows (servers/devFeature.ts). */
export const DEV_COMMAND_IDS = {
  watch: commandId('watchServer'),
  unwatch: commandId('stopWatchingServer'),
  showChanges: commandId('showChangesSinceLastStart'),
  showLog: COMMAND_IDS.showLog,
} as const;

/** A row's label from the first line of a text, cut at 160 characters. */
export function firstLine(text: string): string {
  const line = text.split(/\r?\n/, 1)[0] ?? '';
  return line.length > 160 ? `${line.slice(0, 157)}…` : line;
}
