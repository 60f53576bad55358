import {
  clientConfigModel,
  dialectOf,
  type ClientConfigModel,
  type ClientDialect,
  type ServerEntry,
} from '../../../../../common/config/clientConfig';
import type { DocumentKind } from '../../../../../common/formats/documentKind';
import type { RuleContext } from '../../types';

export const CLIENT_KINDS: readonly DocumentKind[] = ['vscode-mcp', 'mcp-servers'];

export const CLIENT_LABEL: Record<ClientDialect, string> = {
  vscode: 'VS Code',
  'claude-code': 'Claude Code',
  'claude-desktop': 'Claude Desktop',
  cursor: 'Cursor',
  windsurf: 'Windsurf',
  generic: 'the client',
};

/**
 * The severity of a type error that VS Code's own schema of .vscode/mcp.json reports too: in VS Code a hint carrying
 * the quick fix without a second squiggle, elsewhere (the command line, other editors) the rule's own severity.
 */
export function schemaError(ctx: RuleContext, model: ClientConfigModel): { severity?: 'hint' } {
  // VS Code's schema is bound to .vscode/mcp.json and the user-profile mcp.json, not to its newer places (surface)
  return model.dialect === 'vscode' && !ctx.detection.surface && ctx.options.editorValidatesVsCodeMcpJson
    ? { severity: 'hint' }
    : {};
}

/** The configuration a rule of this family reads; these rules run only on the client kinds, which have a dialect. */
export function configOf(ctx: RuleContext): ClientConfigModel {
  return clientConfigModel(ctx.doc.root, dialectOf(ctx.detection)!);
}

/** Entries under both families' keys: VS Code migrates `mcpServers`, and elsewhere a fix moves `servers`. */
export function allEntries(model: ClientConfigModel): ServerEntry[] {
  return [...model.servers, ...model.otherServers];
}

/** An environment variable name: `GITHUB_PERSONAL_ACCESS_TOKEN`, `figma-api-key` → `FIGMA_API_KEY`. */
export function envName(name: string): string {
  // leading dashes become the one "_" that the last step drops
  const n = name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_|_$/g, '')
    .toUpperCase();
  return /^[A-Z_]/.test(n) ? n : `MCP_${n}`;
}

/**
 * A variable name for a value of server `server`: `supabase` + `--access-token` → `SUPABASE_ACCESS_TOKEN`, and
 * `figma` + `--figma-api-key` → `FIGMA_API_KEY`.
 */
export function serverEnvName(server: string, hint: string): string {
  const h = envName(hint);
  const first = envName(server).split('_')[0]!;
  return h.split('_').includes(first) ? h : `${envName(server)}_${h}`;
}

/** `supabase-access-token`: the same name as a VS Code input id. */
export function inputId(name: string): string {
  return name.toLowerCase().replace(/_/g, '-');
}
