import {
  describeBehaviour,
  toolBehaviour,
  toolDisplayName,
  type ToolBehaviour,
} from '../../../common/formats/toolBehaviour';
import {
  APP_MIME_TYPE,
  isAppOnlyTool,
  isUiUri,
  LEGACY_RESOURCE_URI_KEY,
  toolUiResourceUri,
  toolVisibility,
} from '../../../common/mcp/apps/uiMeta';
import type { CatalogList, JsonObject } from '../../../common/mcp/types';
import { COMMAND_IDS, type Row } from './row';

// The rows of what a running server lists: its lists, tools, resources, resource templates and prompts.

const LIST_LABELS = {
  tools: 'Tools',
  resources: 'Resources',
  resourceTemplates: 'Resource Templates',
  prompts: 'Prompts',
} as const;
const LIST_ICONS = {
  tools: 'tools',
  resources: 'files',
  resourceTemplates: 'file-code',
  prompts: 'comment-discussion',
} as const;
/** The row of one list (tools, resources, …) of a running server: its size, and whether it is incomplete. */
export function listRow(list: CatalogList, count: number, error: string | undefined): Row {
  return {
    label: LIST_LABELS[list],
    description: error ? `${count} · could not be listed completely` : String(count),
    icon: { id: LIST_ICONS[list], color: error ? 'problemsErrorIcon.foreground' : undefined },
    contextValue: `list.${list}`,
    collapsible: count || error ? 'collapsed' : 'none',
  };
}

/** Badges for a tool's behaviour; "(default)" marks what the server left unsaid (the MCP default applies). */
export function toolBadges(tool: JsonObject): string {
  const b = toolBehaviour(tool.annotations);
  const h = b.hints;
  const mark = (text: string, explicit: boolean) => (explicit ? text : `${text} (default)`);
  const parts: string[] = [];
  if (b.readOnly && !b.destructive) parts.push('read-only');
  else {
    if (b.readOnly) parts.push('read-only');
    parts.push(
      b.destructive
        ? mark('destructive', h.destructiveHint.explicit)
        : mark('non-destructive', h.destructiveHint.explicit),
    );
    if (!b.readOnly && h.idempotentHint.value) parts.push('idempotent');
  }
  parts.push(h.openWorldHint.value ? mark('open-world', h.openWorldHint.explicit) : 'closed-world');
  return parts.join(' · ');
}

export function toolRow(tool: JsonObject): Row {
  const display = toolDisplayName(tool);
  const name = typeof tool.name === 'string' ? tool.name : '(no name)';
  const b = toolBehaviour(tool.annotations);
  const paragraphs: string[] = [];
  if (display.source !== 'name') paragraphs.push(`Tool name: ${name} (shown by its ${display.source}).`);
  paragraphs.push(`Behaviour: ${describeBehaviour(b)}.`);
  paragraphs.push(`${b.destructive ? 'Destructive' : 'Not destructive'}: ${b.destructiveBecause}.`);
  const invalid = Object.entries(b.hints)
    .filter(([, h]) => h.invalid)
    .map(([k]) => k);
  if (invalid.length) paragraphs.push(`Not booleans, so ignored (the default applies): ${invalid.join(', ')}.`);
  paragraphs.push(
    "These are the server's own claims, which MCP Lens cannot verify. A badge marked (default) is the MCP default where the server said nothing.",
  );
  const app = appText(tool);
  if (app) paragraphs.push(app);
  const args = argumentsText(tool.inputSchema);
  if (args) paragraphs.push(`Arguments: ${args}`);
  if (typeof tool.description === 'string' && tool.description.trim()) paragraphs.push(tool.description);
  return {
    label: display.name || name,
    description: [toolBadges(tool), appBadge(tool)].filter(Boolean).join(' · '),
    tooltip: { heading: display.name || name, paragraphs },
    icon: toolIcon(b),
    contextValue: 'tool',
    collapsible: 'none',
    command: { id: COMMAND_IDS.runTool, title: 'Run Tool' },
  };
}

function toolIcon(b: ToolBehaviour): Row['icon'] {
  if (b.destructive) return { id: 'warning', color: 'problemsWarningIcon.foreground' };
  return b.readOnly ? { id: 'eye' } : { id: 'tools' };
}

/** "app" for a tool with an MCP Apps UI, "app only" for one only its UI calls (hidden from the model). */
function appBadge(tool: JsonObject): string | undefined {
  if (isAppOnlyTool(tool)) return 'app only';
  return toolUiResourceUri(tool) !== undefined ? 'app' : undefined;
}

function appText(tool: JsonObject): string {
  const uri = toolUiResourceUri(tool);
  const meta = (tool._meta ?? {}) as { ui?: { resourceUri?: unknown } };
  const parts: string[] = [];
  if (uri !== undefined) {
    parts.push(
      `MCP App: a host shows the UI resource ${uri} when the tool is called${typeof meta.ui?.resourceUri !== 'string' ? ` (named by the deprecated "${LEGACY_RESOURCE_URI_KEY}" key)` : ''}.`,
    );
  }
  const visibility = toolVisibility(tool);
  if (isAppOnlyTool(tool)) {
    parts.push('App only (visibility ["app"]): hidden from the model; only the server\'s own UI calls it.');
  } else if (visibility.length === 1) parts.push(`Visibility: ${visibility.join(', ')}.`);
  return parts.join(' ');
}

/** "id (string, required), times (integer)" from an input schema. */
function argumentsText(schema: unknown): string {
  if (!schema || typeof schema !== 'object') return '';
  const s = schema as { properties?: unknown; required?: unknown };
  if (!s.properties || typeof s.properties !== 'object') return '';
  const required = new Set(
    Array.isArray(s.required) ? s.required.filter((r): r is string => typeof r === 'string') : [],
  );
  return Object.entries(s.properties as Record<string, unknown>)
    .map(([k, v]) => {
      const type =
        v && typeof v === 'object' && typeof (v as { type?: unknown }).type === 'string'
          ? (v as { type: string }).type
          : undefined;
      const bits = [type, required.has(k) ? 'required' : undefined].filter(Boolean);
      return bits.length ? `${k} (${bits.join(', ')})` : k;
    })
    .join(', ');
}

/** "for user · priority 0.9", from content/resource annotations as sent (odd values shown as they are). */
function annotationsText(annotations: unknown): string {
  if (!annotations || typeof annotations !== 'object') return '';
  const a = annotations as { audience?: unknown; priority?: unknown };
  const parts: string[] = [];
  if (Array.isArray(a.audience)) parts.push(`for ${a.audience.map((x) => String(x)).join(', ') || 'no one'}`);
  else if (a.audience !== undefined) parts.push(`for ${JSON.stringify(a.audience)}`);
  if (a.priority !== undefined) {
    parts.push(`priority ${typeof a.priority === 'number' ? a.priority : JSON.stringify(a.priority)}`);
  }
  return parts.join(' · ');
}

export function resourceRow(r: JsonObject): Row {
  const uri = typeof r.uri === 'string' ? r.uri : '(no uri)';
  const label = str(r.title) ?? str(r.name) ?? uri;
  const annotations = annotationsText(r.annotations);
  const a = (r.annotations ?? {}) as { lastModified?: unknown; audience?: unknown; priority?: unknown };
  const appUi = isUiUri(r.uri) && r.mimeType === APP_MIME_TYPE;
  const paragraphs = [
    `URI: ${uri}`,
    ...(appUi ? ['MCP App UI: the HTML page a host shows for the tools that name this resource.'] : []),
    ...(str(r.mimeType) ? [`MIME type: ${r.mimeType}`] : []),
    ...(typeof r.size === 'number' ? [`Size: ${r.size} bytes`] : []),
    ...(a.audience !== undefined
      ? [
          `Audience: ${Array.isArray(a.audience) ? a.audience.join(', ') : JSON.stringify(a.audience)} (who the content is meant for).`,
        ]
      : []),
    ...(a.priority !== undefined
      ? [`Priority: ${JSON.stringify(a.priority)} (0 = entirely optional, 1 = effectively required).`]
      : []),
    ...(a.lastModified !== undefined ? [`Last modified: ${String(a.lastModified)}`] : []),
    ...(str(r.description) ? [String(r.description)] : []),
  ];
  return {
    label,
    description: [label !== uri ? uri : undefined, appUi ? 'app UI' : undefined, annotations || undefined]
      .filter(Boolean)
      .join(' · '),
    tooltip: { heading: label, paragraphs },
    icon: { id: appUi ? 'window' : mimeIcon(str(r.mimeType)) },
    contextValue: 'resource',
    collapsible: 'none',
    command: { id: COMMAND_IDS.readResource, title: 'Read Resource' },
  };
}

export function templateRow(t: JsonObject): Row {
  const template = str(t.uriTemplate) ?? '(no uriTemplate)';
  const label = str(t.title) ?? str(t.name) ?? template;
  return {
    label,
    description: [label !== template ? template : undefined, annotationsText(t.annotations) || undefined]
      .filter(Boolean)
      .join(' · '),
    tooltip: {
      heading: label,
      paragraphs: [
        `URI template: ${template}`,
        ...(str(t.mimeType) ? [`MIME type: ${t.mimeType}`] : []),
        ...(str(t.description) ? [String(t.description)] : []),
      ],
    },
    icon: { id: 'file-code' },
    contextValue: 'resourceTemplate',
    collapsible: 'none',
    command: { id: COMMAND_IDS.readResource, title: 'Read Resource' },
  };
}

export function promptRow(p: JsonObject): Row {
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
        ...(args.length
          ? [
              `Arguments: ${args.map((a) => `${str(a.name) ?? '?'}${a.required === true ? ' (required)' : ''}${str(a.description) ? `: ${a.description}` : ''}`).join('; ')}`,
            ]
          : []),
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
