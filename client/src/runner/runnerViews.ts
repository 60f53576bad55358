/**
 * What the runner's page shows, built from what servers list and answer: servers, catalogs, forms and results. It
 * imports no `vscode`, so it is tested under plain Node; server text stays text, with hidden characters shown.
 */
import { isAppOnlyTool, toolUiResourceUri, toolVisibility } from '../../../common/mcp/apps/uiMeta';
import { parseUriTemplate } from '../../../common/formats/uriTemplate';
import { setOwn } from '../../../common/json/ownKeys';
import { toolBehaviour, toolDisplayName, type Hint } from '../../../common/formats/toolBehaviour';
import { annotationViews } from '../approval/approvalView';
import { revealHidden } from '../approval/hiddenChars';
import { CancelledError, messageOf, ServerError } from '../../../common/mcp/errors';
import { TaskCancelledError, TaskEndedError, taskSupportOf } from '../../../common/mcp/toolTask';
import { scanHeaderDeclarations } from '../../../common/mcp/mcpParamHeaders';
import { readCacheText } from './cacheViews';
import type { Catalog, JsonObject, TaskRecord, ToolCallOutcome } from '../../../common/mcp/types';
import type {
  BadgeView,
  ContentView,
  OutputCheckView,
  PromptResultView,
  PromptView,
  ResourceItemView,
  ResourceReadView,
  RunnerCatalog,
  RunnerItem,
  StructuredView,
  TaskView,
  ToolResultView,
  ToolView,
} from '../protocol/runnerViews';
import type { TextSegment } from '../protocol/pages';
import { contentView, contentViews, markLowest, resourceContentsView } from './contentViews';
import type { CheckVerdict } from './schemaChecker';
import { buildForm } from './schemaForm';

function str(v: unknown): string | undefined {
  return typeof v === 'string' && v.trim() !== '' ? v : undefined;
}

function segments(text: unknown): TextSegment[] {
  return typeof text === 'string' && text.trim() ? revealHidden(text) : [];
}

// ---- catalog ----

export function catalogView(serverId: string, catalog: Catalog): RunnerCatalog {
  const items = (
    list: readonly JsonObject[] | undefined,
    key: (i: JsonObject) => unknown,
    label: (i: JsonObject) => string | undefined,
    detail: (i: JsonObject) => string | undefined,
  ): RunnerItem[] =>
    (list ?? []).flatMap((i) => {
      const k = key(i);
      if (typeof k !== 'string') return [];
      const d = detail(i);
      return [{ key: k, label: label(i) ?? k, ...(d ? { detail: d } : {}) }];
    });
  return {
    serverId,
    // A tool only its app may call (MCP Apps visibility ["app"]) is not offered to run by hand, as a chat hides it
    // from its model.
    tools: items(
      catalog.tools?.filter((t) => !isAppOnlyTool(t)),
      (t) => t.name,
      (t) => str(toolDisplayName(t).name),
      (t) => (toolDisplayName(t).source !== 'name' ? String(t.name) : undefined),
    ),
    resources: items(
      catalog.resources,
      (r) => r.uri,
      (r) => str(r.title) ?? str(r.name),
      (r) => String(r.uri),
    ),
    templates: items(
      catalog.resourceTemplates,
      (r) => r.uriTemplate,
      (r) => str(r.title) ?? str(r.name),
      (r) => String(r.uriTemplate),
    ),
    prompts: items(
      catalog.prompts,
      (p) => p.name,
      (p) => str(p.title),
      (p) => (str(p.title) ? String(p.name) : undefined),
    ),
    errors: Object.entries(catalog.errors).map(([list, error]) => `${list}: ${error}`),
  };
}

// ---- a tool ----

/**
 * `tasksDeclared`: the server declares tasks for tools/call, so a tool that supports them can run as one; 'any-tool':
 * it declares the tasks extension, where any tool may be run asking for a task and the server decides.
 */
export function toolView(
  serverId: string,
  tool: JsonObject,
  tasksDeclared: boolean | 'any-tool' = false,
  paramHeaders = false,
): ToolView {
  const name = String(tool.name);
  let support: ToolView['task'] | 'forbidden' | undefined = tasksDeclared ? taskSupportOf(tool) : undefined;
  if (tasksDeclared === 'any-tool') support = 'server-decides';
  const scan = paramHeaders ? scanHeaderDeclarations(tool.inputSchema) : undefined;
  return {
    serverId,
    name,
    displayName: toolDisplayName(tool).name || name,
    description: segments(tool.description),
    badges: [...toolBadgeViews(tool.annotations), ...appBadges(tool)],
    form: buildForm(tool.inputSchema ?? { type: 'object' }),
    hasOutputSchema: tool.outputSchema !== undefined,
    ...(support && support !== 'forbidden' ? { task: support } : {}),
    ...(scan && !scan.valid ? { setAside: setAsideText(scan.reason) } : {}),
  };
}

function setAsideText(reason: string): string {
  return (
    `Set aside: its x-mcp-header declarations are invalid (MCP111): ${reason}. A 2026-07-28 client on Streamable ` +
    'HTTP must not call it; fix its inputSchema in the server (the Live catalog shows where).'
  );
}

/** The "app" badge of a tool that renders its result with an MCP App. */
function appBadges(tool: JsonObject): BadgeView[] {
  const uri = toolUiResourceUri(tool);
  if (!uri) return [];
  const visibility = toolVisibility(tool);
  const who = visibility.includes('model') ? '' : ' Only its app may call it (visibility ["app"]).';
  return [
    {
      text: 'app',
      explicit: true,
      tone: 'neutral',
      title: `Has an MCP App: ${uri} is rendered beside its result, in a sandboxed frame.${who}`,
    },
  ];
}

/** read-only or destructive or non-destructive, idempotent, open- or closed-world: each marked explicit or default. */
export function toolBadgeViews(annotations: unknown): BadgeView[] {
  const b = toolBehaviour(annotations);
  const meaning = new Map(annotationViews(annotations).map((a) => [a.key, a.meaning]));
  const badge = (text: string, hint: Hint, key: string, tone: BadgeView['tone']): BadgeView => ({
    text,
    explicit: hint.explicit,
    tone,
    title:
      `${hint.explicit ? 'The server says' : 'Not set: the MCP default'} ${key}: ` +
      `${hint.value} (${meaning.get(key) ?? ''}).` +
      `${hint.explicit ? ' A claim the server makes about itself, unverified.' : ''}`,
  });
  const { readOnlyHint, destructiveHint, idempotentHint, openWorldHint } = b.hints;
  const out: BadgeView[] = [];
  if (b.readOnly) out.push(badge('read-only', readOnlyHint, 'readOnlyHint', 'safe'));
  if (b.destructive) out.push(badge('destructive', destructiveHint, 'destructiveHint', 'danger'));
  else if (!b.readOnly) out.push(badge('non-destructive', destructiveHint, 'destructiveHint', 'neutral'));
  if (!b.readOnly && idempotentHint.value) out.push(badge('idempotent', idempotentHint, 'idempotentHint', 'neutral'));
  out.push(badge(openWorldHint.value ? 'open-world' : 'closed-world', openWorldHint, 'openWorldHint', 'neutral'));
  return out;
}

// ---- prompts, resources, templates ----

/** A prompt's arguments as a form: each a string, the required ones required. */
export function promptView(serverId: string, prompt: JsonObject): PromptView {
  const args = Array.isArray(prompt.arguments)
    ? prompt.arguments.filter(
        (a): a is JsonObject => !!a && typeof a === 'object' && typeof (a as JsonObject).name === 'string',
      )
    : [];
  const schema = {
    type: 'object',
    properties: Object.fromEntries(
      args.map((a) => [
        a.name,
        {
          type: 'string',
          ...(str(a.title) ? { title: a.title } : {}),
          ...(str(a.description) ? { description: a.description } : {}),
        },
      ]),
    ),
    required: args.filter((a) => a.required === true).map((a) => a.name),
  };
  const name = String(prompt.name);
  return {
    serverId,
    name,
    displayName: str(prompt.title) ?? name,
    description: segments(prompt.description),
    form: buildForm(schema),
  };
}

export function resourceItemView(serverId: string, resource: JsonObject): ResourceItemView {
  const annotations = contentView({ type: 'text', text: '', annotations: resource.annotations }).annotations;
  return {
    serverId,
    kind: 'resource',
    key: String(resource.uri),
    displayName: str(resource.title) ?? str(resource.name) ?? String(resource.uri),
    description: segments(resource.description),
    ...(str(resource.mimeType) ? { mimeType: String(resource.mimeType) } : {}),
    ...(annotations ? { annotations } : {}),
  };
}

/**
 * A template's variables as a form. Variables in the path are required (the URI is broken without them); those
 * of a query (`{?q}`, `{&page}`) may be left out. An exploded variable (`{list*}`) takes a list.
 */
export function templateView(serverId: string, template: JsonObject): ResourceItemView {
  const uriTemplate = String(template.uriTemplate);
  const parsed = parseUriTemplate(uriTemplate);
  const properties: Record<string, unknown> = {};
  const required: string[] = [];
  for (const v of parsed.variables) {
    if (Object.hasOwn(properties, v.name)) continue;
    setOwn(
      properties,
      v.name,
      v.explode
        ? { type: 'array', items: { type: 'string' } }
        : { type: 'string', ...(v.prefix ? { description: `Only the first ${v.prefix} characters are used.` } : {}) },
    );
    if (!['?', '&', ';'].includes(v.operator)) required.push(v.name);
  }
  const annotations = contentView({ type: 'text', text: '', annotations: template.annotations }).annotations;
  const problems = parsed.problems.filter((p) => p.severity === 'error').map((p) => p.message);
  return {
    serverId,
    kind: 'template',
    key: uriTemplate,
    displayName: str(template.title) ?? str(template.name) ?? uriTemplate,
    description: segments(template.description),
    ...(str(template.mimeType) ? { mimeType: String(template.mimeType) } : {}),
    ...(annotations ? { annotations } : {}),
    form: buildForm({ type: 'object', properties, required }),
    ...(problems.length ? { problems } : {}),
  };
}

// ---- results ----

export interface ToolRun {
  readonly id: string;
  readonly serverId: string;
  /** The tool as listed when the call was made. */
  readonly tool: JsonObject;
  readonly arguments: JsonObject;
  readonly startedAt: number;
  /** Problems found before the call (arguments that could not be checked). */
  readonly notes?: readonly string[];
  /** Whether the call was approved and sent (a call cancelled while it waited for approval never was). */
  readonly sent?: boolean;
}

/** How the server took our tasks/cancel, as the end of the cancelled result's message. */
function cancelAnswer(e: TaskCancelledError): string {
  if (e.cancelProblem) return `, which failed: ${e.cancelProblem}`;
  return e.task.status === 'cancelled'
    ? '; it answered that the task is cancelled.'
    : `; the task is still ${e.task.status}.`;
}

/**
 * The view of a call's outcome: its result, or the protocol error, failure, denial or cancellation. A
 * `structuredContent` to check is marked `pending`, since the check runs in the worker after the result is shown.
 */
export function toolResultView(run: ToolRun, outcome: ToolCallOutcome | { readonly error: unknown }): ToolResultView {
  const name = String(run.tool.name);
  const base = {
    id: run.id,
    serverId: run.serverId,
    tool: name,
    displayName: toolDisplayName(run.tool).name || name,
    argumentsJson: JSON.stringify(run.arguments, null, 2),
    startedAt: run.startedAt,
    content: [] as ContentView[],
    problems: [...(run.notes ?? [])],
  };
  if ('error' in outcome) {
    const e = outcome.error;
    if (e instanceof TaskCancelledError) {
      const answer = cancelAnswer(e);
      return {
        ...base,
        task: taskView(e.task),
        status: 'cancelled',
        message: `Cancelled — you cancelled the task; the server was sent tasks/cancel${answer}`,
      };
    }
    if (e instanceof TaskEndedError) return { ...base, task: taskView(e.task), status: 'failed', message: e.message };
    if (e instanceof CancelledError) {
      const what =
        run.sent === false
          ? 'you cancelled the call before it was sent; nothing reached the server.'
          : 'you cancelled the call; the server was sent notifications/cancelled.';
      return { ...base, status: 'cancelled', message: `Cancelled — ${what}` };
    }
    if (e instanceof ServerError) {
      return {
        ...base,
        status: 'protocolError',
        message: `The server answered with a JSON-RPC error ${e.code}: ${e.serverMessage}${e.explanation ? `. ${e.explanation}` : ''}`,
      };
    }
    return { ...base, status: 'failed', message: messageOf(e) };
  }
  if (outcome.outcome === 'denied') {
    return { ...base, status: 'denied', message: 'Denied in the approval panel: nothing was sent.' };
  }
  const result = outcome.result;
  const isError = result.isError === true;
  const problems = base.problems;
  if (!Array.isArray(result.content)) problems.push('The result has no `content` array (the spec requires one).');
  const structured = structuredView(run.tool.outputSchema, result, isError, problems);
  return {
    ...base,
    status: isError ? 'isError' : 'ok',
    durationMs: outcome.durationMs,
    content: contentViews(Array.isArray(result.content) ? result.content : []),
    ...(structured ? { structured } : {}),
    problems,
    ...(outcome.task ? { task: taskView(outcome.task) } : {}),
  };
}

export function taskView(task: TaskRecord): TaskView {
  return { taskId: task.taskId, status: task.status, steps: task.steps.map((s) => ({ ...s })) };
}

function structuredView(
  outputSchema: unknown,
  result: JsonObject,
  isError: boolean,
  problems: string[],
): StructuredView | undefined {
  if (!('structuredContent' in result)) {
    if (outputSchema !== undefined && !isError) {
      problems.push(
        'The tool declares an outputSchema but the result has no structuredContent (the spec requires it).',
      );
    }
    return undefined;
  }
  const json = JSON.stringify(result.structuredContent, null, 2) ?? 'undefined';
  return { json, check: outputSchema === undefined ? 'noSchema' : 'pending', errors: [] };
}

/** The checker's verdict on a structuredContent, as the page shows it. */
export function outputCheckView(verdict: CheckVerdict): OutputCheckView {
  if (verdict.ok === true) return { check: 'matches', errors: [] };
  if (verdict.ok === 'unchecked') {
    return { check: 'unchecked', errors: [`The outputSchema could not be used: ${verdict.reason}.`] };
  }
  if (verdict.ok === 'interrupted') {
    return { check: 'unchecked', errors: [`The output schema could not be checked: ${verdict.reason}.`] };
  }
  return {
    check: 'mismatch',
    errors: verdict.errors.map((e) => `${e.path.length ? `/${e.path.join('/')}` : 'structuredContent'} ${e.message}`),
  };
}

export function resourceReadView(
  id: string,
  serverId: string,
  uri: string,
  result: JsonObject,
  readAt: number,
  update?: number,
): ResourceReadView {
  const contents = Array.isArray(result.contents) ? result.contents : [];
  const views = markLowest(contents.map((c) => resourceContentsView(c) ?? contentView(c)));
  const cache = readCacheText(result);
  return { id, serverId, uri, contents: views, readAt, ...(update ? { update } : {}), ...(cache ? { cache } : {}) };
}

export function promptResultView(id: string, serverId: string, name: string, result: JsonObject): PromptResultView {
  const messages = Array.isArray(result.messages) ? result.messages : [];
  const contents = markLowest(
    messages.map((m) => contentView(m && typeof m === 'object' ? (m as JsonObject).content : undefined)),
  );
  return {
    id,
    serverId,
    name,
    ...(str(result.description) ? { description: String(result.description) } : {}),
    messages: messages.map((m, i) => ({
      role: String((m as JsonObject | null)?.role ?? '(no role)'),
      content: contents[i]!,
    })),
  };
}
