import { homedir } from 'node:os';
import { relative, sep } from 'node:path';
import { describeBehaviour, toolBehaviour, toolDisplayName } from '../../../server/src/model/toolBehaviour';
import { maskUrl } from '../mcp/redact';
import type { CatalogCounts, ConnectionState, JsonObject } from '../mcp/types';
import type { ConfigSource, ServerDefinition } from '../model/configSource';
import type { ServersModel } from '../model/serversModel';
import { errorSummary } from './errorSummary';
import type { ServersTreeData, TreeNode } from './treeNodes';

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
} as const;

export function rowOf(node: TreeNode, model: ServersModel, data: ServersTreeData, folderCount: number): Row {
  switch (node.kind) {
    case 'source': {
      const source = model.sources.find((s) => s.location.path === node.path);
      return source ? sourceRow(source, folderCount) : { label: node.path, contextValue: 'source', collapsible: 'none' };
    }
    case 'server': {
      const def = model.definition(node.serverId);
      if (!def) return { label: node.serverId, contextValue: 'server.gone', collapsible: 'none' };
      return serverRow(def, model);
    }
    case 'list': {
      const items = model.catalog(node.serverId)?.[node.list] ?? [];
      const error = model.catalog(node.serverId)?.errors[node.list];
      return {
        label: LIST_LABELS[node.list],
        description: error ? `${items.length} · could not be listed completely` : String(items.length),
        icon: { id: LIST_ICONS[node.list], color: error ? 'problemsErrorIcon.foreground' : undefined },
        contextValue: `list.${node.list}`,
        collapsible: items.length || error ? 'collapsed' : 'none',
      };
    }
    case 'item': {
      const item = data.item(node) ?? {};
      if (node.list === 'tools') return toolRow(item);
      if (node.list === 'resources') return resourceRow(item);
      if (node.list === 'resourceTemplates') return templateRow(item);
      return promptRow(item);
    }
    case 'catalog':
      return catalogRow(model, node.serverId);
    case 'message':
      return messageRow(node);
    case 'action':
      return {
        label: 'Show Server Log',
        tooltip: { heading: 'Show Server Log', paragraphs: ['Its stderr, how it started and ended, and the protocol traffic when tracing is on.'] },
        icon: { id: 'output' },
        contextValue: 'action.showLog',
        collapsible: 'none',
        command: { id: COMMAND_IDS.showLog, title: 'Show Server Log' },
      };
  }
}

function messageRow(node: Extract<TreeNode, { kind: 'message' }>): Row {
  const heading = node.severity === 'error' ? 'Error' : node.severity === 'quote' ? 'What the server said' : 'Note';
  const icon = node.severity === 'error' ? { id: 'error', color: 'problemsErrorIcon.foreground' } : node.severity === 'quote' ? { id: 'quote' } : { id: 'info' };
  return {
    label: firstLine(node.text),
    tooltip: { heading, paragraphs: [node.full ?? node.text] },
    icon,
    contextValue: `message.${node.severity}`,
    collapsible: 'none',
    command: node.serverId && node.severity !== 'info' ? { id: COMMAND_IDS.showLog, title: 'Show Server Log' } : undefined,
  };
}

// ---- sources and servers ----

function sourceRow(source: ConfigSource, folderCount: number): Row {
  const loc = source.location;
  const label = loc.folder ? relative(loc.folder.path, loc.path).split(sep).join('/') : tildify(loc.path);
  const where = loc.scope === 'user' ? 'user' : folderCount > 1 && loc.folder ? loc.folder.name : undefined;
  const problems = source.error ? 'cannot be read' : source.syntaxErrors ? `${source.syntaxErrors} JSON syntax error${source.syntaxErrors > 1 ? 's' : ''}` : undefined;
  return {
    label,
    description: [loc.client, where, problems].filter(Boolean).join(' · '),
    tooltip: {
      heading: loc.path,
      paragraphs: [
        `${loc.client} configuration (${loc.scope === 'user' ? "the user's own" : 'workspace'} file).`,
        ...(source.error ? [`This file cannot be read: ${source.error}.`] : []),
        ...(source.syntaxErrors ? ['It has JSON syntax errors; the servers that could be read are shown.'] : []),
      ],
    },
    file: loc.path,
    contextValue: 'source',
    collapsible: 'expanded',
  };
}

function tildify(path: string): string {
  const home = homedir();
  return path.startsWith(home + sep) ? `~/${path.slice(home.length + 1).split(sep).join('/')}` : path;
}

/** The server's status as the tree shows it, including the cases where it cannot start. */
export function serverStatus(def: ServerDefinition, model: ServersModel): 'blocked' | 'invalid' | ConnectionState['status'] {
  const state = model.state(def.id);
  if (state.status !== 'stopped' && state.status !== 'error') return state.status;
  if (def.problem) return 'invalid';
  if (model.startBlocker(def.id)) return 'blocked';
  return state.status;
}

function serverRow(def: ServerDefinition, model: ServersModel): Row {
  const state = model.state(def.id);
  const status = serverStatus(def, model);
  const transport = state.status === 'running' ? state.transport : (def.config.transport ?? '?');
  const changed = model.definitionChanged(def.id);
  // a failure leads with its reason (the transport is in the tooltip): a narrow side bar cuts the rest
  const parts: string[] = status === 'error' ? [] : [transport];
  switch (status) {
    case 'running':
      parts.push(countsText(state.status === 'running' ? state.counts : {}));
      break;
    case 'starting':
      parts.push('starting…');
      break;
    case 'error':
      parts.push('error', state.status === 'error' ? errorSummary(state.message).short : '');
      break;
    case 'blocked':
      parts.push('Restricted Mode');
      break;
    case 'invalid':
      parts.push(`cannot start: ${def.problem}`);
      break;
    default:
      parts.push('stopped');
  }
  if (changed) parts.push('config changed, restart to apply');
  return {
    label: def.name,
    description: parts.join(' · '),
    tooltip: serverTooltip(def, model, status),
    icon: STATUS_ICONS[status],
    contextValue: `server.${status}`,
    collapsible: status === 'running' ? 'expanded' : status === 'error' ? 'collapsed' : 'none',
  };
}

const STATUS_ICONS: Record<string, Row['icon']> = {
  stopped: { id: 'circle-large-outline' },
  starting: { id: 'loading~spin' },
  running: { id: 'pass-filled', color: 'testing.iconPassed' },
  error: { id: 'error', color: 'problemsErrorIcon.foreground' },
  blocked: { id: 'lock' },
  invalid: { id: 'warning', color: 'problemsWarningIcon.foreground' },
};

export function countsText(counts: CatalogCounts): string {
  const part = (n: number | undefined, one: string, many: string) => (n === undefined ? undefined : `${n} ${n === 1 ? one : many}`);
  const parts = [
    part(counts.tools, 'tool', 'tools'),
    part(counts.resources, 'resource', 'resources'),
    part(counts.resourceTemplates, 'template', 'templates'),
    part(counts.prompts, 'prompt', 'prompts'),
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : 'offers nothing';
}

function serverTooltip(def: ServerDefinition, model: ServersModel, status: string): Tooltip {
  const c = def.config;
  const state = model.state(def.id);
  const paragraphs: string[] = [];
  const transport = c.transport ?? (c.command ? 'stdio' : undefined);
  if (transport === 'stdio') paragraphs.push(`Command (stdio): ${[c.command ?? '', ...c.args].join(' ')}`);
  else if (c.url) paragraphs.push(`URL (${transport ?? 'http'}): ${maskUrl(c.url)}`);
  paragraphs.push(`Defined in ${def.location.path}`);
  if (state.status === 'running') {
    const s = state.server;
    paragraphs.push(`Running ${s.title ?? s.name ?? 'a server'}${s.version ? ` ${s.version}` : ''} over ${state.transport}, protocol ${state.protocolVersion ?? 'unknown'}.`);
    paragraphs.push(countsText(state.counts) + '.');
    if (state.instructions) paragraphs.push(`Instructions: ${state.instructions}`);
  } else if (state.status === 'error') {
    paragraphs.push(`Error: ${state.message}`);
  } else if (status === 'blocked') {
    paragraphs.push(model.startBlocker(def.id) ?? '');
  } else if (status === 'invalid') {
    paragraphs.push(`It cannot be started: ${def.problem}.`);
  } else {
    paragraphs.push(state.status === 'starting' ? 'Starting…' : 'Stopped. Nothing runs until you start it.');
  }
  if (model.definitionChanged(def.id)) paragraphs.push('Its definition changed in the file since it started: restart it to apply.');
  return { heading: def.name, paragraphs };
}

function catalogRow(model: ServersModel, serverId: string): Row {
  const doc = model.catalogDocument(serverId);
  const findings = doc?.findings ?? [];
  const errors = findings.filter((f) => f.severity === 'error').length;
  const warnings = findings.filter((f) => f.severity === 'warning').length;
  const paragraphs = ['What the server lists, exactly as it sent it, checked by the same rules as MCP files. Open it to see the problems in place.'];
  let description: string;
  let icon: Row['icon'];
  if (!doc) {
    description = 'not linted';
  } else if (doc.lint.status === 'pending') {
    // the lint runs in a worker thread; the row is drawn again when it answers
    description = 'checking…';
    icon = { id: 'loading~spin' };
  } else if (doc.lint.status === 'unchecked') {
    description = 'not checked';
    icon = { id: 'warning', color: 'problemsWarningIcon.foreground' };
    paragraphs.push(`It was not checked: ${doc.lint.reason}.`);
  } else {
    description = findings.length === 0 ? 'no problems' : [errors && `${errors} error${errors > 1 ? 's' : ''}`, warnings && `${warnings} warning${warnings > 1 ? 's' : ''}`, findings.length - errors - warnings && `${findings.length - errors - warnings} other`].filter(Boolean).join(', ');
  }
  return {
    label: 'Live catalog',
    description,
    tooltip: { heading: 'Live catalog', paragraphs },
    icon: icon ?? (errors ? { id: 'error', color: 'problemsErrorIcon.foreground' } : warnings ? { id: 'warning', color: 'problemsWarningIcon.foreground' } : { id: 'checklist' }),
    contextValue: 'catalog',
    collapsible: 'none',
    command: { id: COMMAND_IDS.openCatalog, title: 'Open Live Catalog' },
  };
}

// ---- catalog items ----

const LIST_LABELS = { tools: 'Tools', resources: 'Resources', resourceTemplates: 'Resource Templates', prompts: 'Prompts' } as const;
const LIST_ICONS = { tools: 'tools', resources: 'files', resourceTemplates: 'file-code', prompts: 'comment-discussion' } as const;

/** Badges for a tool's behaviour; "(default)" marks what the server left unsaid (the MCP default applies). */
export function toolBadges(tool: JsonObject): string {
  const b = toolBehaviour(tool.annotations);
  const h = b.hints;
  const mark = (text: string, explicit: boolean) => (explicit ? text : `${text} (default)`);
  const parts: string[] = [];
  if (b.readOnly && !b.destructive) parts.push('read-only');
  else {
    if (b.readOnly) parts.push('read-only');
    parts.push(b.destructive ? mark('destructive', h.destructiveHint.explicit) : mark('non-destructive', h.destructiveHint.explicit));
    if (!b.readOnly && h.idempotentHint.value) parts.push('idempotent');
  }
  parts.push(h.openWorldHint.value ? mark('open-world', h.openWorldHint.explicit) : 'closed-world');
  return parts.join(' · ');
}

function toolRow(tool: JsonObject): Row {
  const display = toolDisplayName(tool);
  const name = typeof tool.name === 'string' ? tool.name : '(no name)';
  const b = toolBehaviour(tool.annotations);
  const paragraphs: string[] = [];
  if (display.source !== 'name') paragraphs.push(`Tool name: ${name} (shown by its ${display.source}).`);
  paragraphs.push(`Behaviour: ${describeBehaviour(b)}.`);
  paragraphs.push(`${b.destructive ? 'Destructive' : 'Not destructive'}: ${b.destructiveBecause}.`);
  const invalid = Object.entries(b.hints).filter(([, h]) => h.invalid).map(([k]) => k);
  if (invalid.length) paragraphs.push(`Not booleans, so ignored (the default applies): ${invalid.join(', ')}.`);
  paragraphs.push("These are the server's own claims, which MCP Lens cannot verify. A badge marked (default) is the MCP default where the server said nothing.");
  const args = argumentsText(tool.inputSchema);
  if (args) paragraphs.push(`Arguments: ${args}`);
  if (typeof tool.description === 'string' && tool.description.trim()) paragraphs.push(tool.description);
  return {
    label: display.name || name,
    description: toolBadges(tool),
    tooltip: { heading: display.name || name, paragraphs },
    icon: b.destructive ? { id: 'warning', color: 'problemsWarningIcon.foreground' } : b.readOnly ? { id: 'eye' } : { id: 'tools' },
    contextValue: 'tool',
    collapsible: 'none',
    command: { id: COMMAND_IDS.runTool, title: 'Run Tool' },
  };
}

/** "id (string, required), times (integer)" from an input schema. */
export function argumentsText(schema: unknown): string {
  if (!schema || typeof schema !== 'object') return '';
  const s = schema as { properties?: unknown; required?: unknown };
  if (!s.properties || typeof s.properties !== 'object') return '';
  const required = new Set(Array.isArray(s.required) ? s.required.filter((r): r is string => typeof r === 'string') : []);
  return Object.entries(s.properties as Record<string, unknown>)
    .map(([k, v]) => {
      const type = v && typeof v === 'object' && typeof (v as { type?: unknown }).type === 'string' ? (v as { type: string }).type : undefined;
      const bits = [type, required.has(k) ? 'required' : undefined].filter(Boolean);
      return bits.length ? `${k} (${bits.join(', ')})` : k;
    })
    .join(', ');
}

/** "for user · priority 0.9", from content/resource annotations as sent (odd values shown as they are). */
export function annotationsText(annotations: unknown): string {
  if (!annotations || typeof annotations !== 'object') return '';
  const a = annotations as { audience?: unknown; priority?: unknown };
  const parts: string[] = [];
  if (Array.isArray(a.audience)) parts.push(`for ${a.audience.map((x) => String(x)).join(', ') || 'no one'}`);
  else if (a.audience !== undefined) parts.push(`for ${JSON.stringify(a.audience)}`);
  if (a.priority !== undefined) parts.push(`priority ${typeof a.priority === 'number' ? a.priority : JSON.stringify(a.priority)}`);
  return parts.join(' · ');
}

function resourceRow(r: JsonObject): Row {
  const uri = typeof r.uri === 'string' ? r.uri : '(no uri)';
  const label = str(r.title) ?? str(r.name) ?? uri;
  const annotations = annotationsText(r.annotations);
  const a = (r.annotations ?? {}) as { lastModified?: unknown; audience?: unknown; priority?: unknown };
  const paragraphs = [
    `URI: ${uri}`,
    ...(str(r.mimeType) ? [`MIME type: ${r.mimeType}`] : []),
    ...(typeof r.size === 'number' ? [`Size: ${r.size} bytes`] : []),
    ...(a.audience !== undefined ? [`Audience: ${Array.isArray(a.audience) ? a.audience.join(', ') : JSON.stringify(a.audience)} (who the content is meant for).`] : []),
    ...(a.priority !== undefined ? [`Priority: ${JSON.stringify(a.priority)} (0 = entirely optional, 1 = effectively required).`] : []),
    ...(a.lastModified !== undefined ? [`Last modified: ${String(a.lastModified)}`] : []),
    ...(str(r.description) ? [String(r.description)] : []),
  ];
  return {
    label,
    description: [label !== uri ? uri : undefined, annotations || undefined].filter(Boolean).join(' · '),
    tooltip: { heading: label, paragraphs },
    icon: { id: mimeIcon(str(r.mimeType)) },
    contextValue: 'resource',
    collapsible: 'none',
    command: { id: COMMAND_IDS.readResource, title: 'Read Resource' },
  };
}

function templateRow(t: JsonObject): Row {
  const template = str(t.uriTemplate) ?? '(no uriTemplate)';
  const label = str(t.title) ?? str(t.name) ?? template;
  return {
    label,
    description: [label !== template ? template : undefined, annotationsText(t.annotations) || undefined].filter(Boolean).join(' · '),
    tooltip: { heading: label, paragraphs: [`URI template: ${template}`, ...(str(t.mimeType) ? [`MIME type: ${t.mimeType}`] : []), ...(str(t.description) ? [String(t.description)] : [])] },
    icon: { id: 'file-code' },
    contextValue: 'resourceTemplate',
    collapsible: 'none',
    command: { id: COMMAND_IDS.readResource, title: 'Read Resource' },
  };
}

function promptRow(p: JsonObject): Row {
  const name = str(p.name) ?? '(no name)';
  const label = str(p.title) ?? name;
  const args = Array.isArray(p.arguments) ? (p.arguments as JsonObject[]) : [];
  const argText = args.map((a) => `${str(a.name) ?? '?'}${a.required === true ? '' : '?'}`).join(', ');
  return {
    label,
    description: argText ? `(${argText})` : undefined,
    tooltip: {
      heading: label,
      paragraphs: [
        ...(label !== name ? [`Prompt name: ${name}`] : []),
        ...(args.length ? [`Arguments: ${args.map((a) => `${str(a.name) ?? '?'}${a.required === true ? ' (required)' : ''}${str(a.description) ? `: ${a.description}` : ''}`).join('; ')}`] : []),
        ...(str(p.description) ? [String(p.description)] : []),
      ],
    },
    icon: { id: 'comment-discussion' },
    contextValue: 'prompt',
    collapsible: 'none',
    command: { id: COMMAND_IDS.getPrompt, title: 'Get Prompt' },
  };
}

function mimeIcon(mime: string | undefined): string {
  if (!mime) return 'file';
  if (mime.startsWith('image/')) return 'file-media';
  if (mime === 'application/json' || mime.endsWith('+json')) return 'json';
  if (mime.startsWith('text/')) return 'file-text';
  return 'file-binary';
}

function str(v: unknown): string | undefined {
  return typeof v === 'string' && v.trim() !== '' ? v : undefined;
}

export function firstLine(text: string): string {
  const line = text.split(/\r?\n/, 1)[0] ?? '';
  return line.length > 160 ? `${line.slice(0, 157)}…` : line;
}
