/**
 * What the runner shows of a server's request to the user: an elicitation's form, or its URL with the host made to
 * stand out, and a sampling request's messages, preferences and tools. Server text stays text, hidden characters shown.
 */
import type { CreateMessageRequestParams, CreateMessageResult } from '@modelcontextprotocol/sdk/types.js';
import { revealHidden } from '../approval/hiddenChars';
import type { JsonObject } from '../../../common/mcp/types';
import type {
  ElicitationUrlView,
  SamplingContentView,
  SamplingReplyView,
  SamplingToolView,
  ServerRequestView,
} from '../protocol/runnerViews';
import type { TextSegment } from '../protocol/pages';
import { contentView, markLowest } from './contentViews';
import type { PendingRequest } from './serverRequests';
import { buildForm } from './schemaForm';

function segments(text: unknown): TextSegment[] {
  return typeof text === 'string' && text.trim() ? revealHidden(text) : [];
}

function num(v: unknown): number | undefined {
  return typeof v === 'number' && Number.isFinite(v) ? v : undefined;
}

export function serverRequestView(request: PendingRequest, grantedModel?: string): ServerRequestView {
  const base = {
    id: request.id,
    serverId: request.serverId,
    serverName: request.serverName,
    receivedAt: request.receivedAt,
    ...(request.taskId ? { taskId: request.taskId } : {}),
  };
  if (request.kind === 'elicitation') {
    const p = request.params;
    if (p.mode === 'url') {
      return {
        ...base,
        kind: 'elicitation',
        mode: 'url',
        message: segments(p.message),
        url: elicitationUrlView(p.url),
        elicitationId: p.elicitationId,
      };
    }
    return {
      ...base,
      kind: 'elicitation',
      mode: 'form',
      message: segments(p.message),
      form: buildForm(p.requestedSchema ?? { type: 'object' }),
    };
  }
  return {
    ...base,
    kind: 'sampling',
    ...samplingParamsView(request.params),
    ...(grantedModel ? { grantedModel } : {}),
  };
}

/** Hosts that contain letters outside ASCII are sent as punycode (xn--…): letters that look alike can hide there. */
const PUNYCODE = /(^|\.)xn--/i;

export function elicitationUrlView(url: string): ElicitationUrlView {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return {
      full: url,
      scheme: '',
      host: '',
      rest: url,
      openable: false,
      warnings: ['This is not a valid URL: it cannot be opened.'],
    };
  }
  const warnings: string[] = [];
  const web = parsed.protocol === 'https:' || parsed.protocol === 'http:';
  if (!web) warnings.push(`Only http and https links are opened: this one is ${parsed.protocol.replace(/:$/, '')}.`);
  else if (parsed.protocol === 'http:' && !['localhost', '127.0.0.1', '[::1]'].includes(parsed.hostname)) {
    warnings.push('Not https: what you send there travels unencrypted.');
  }
  const userinfo = parsed.username || parsed.password ? `${parsed.username}${parsed.password ? ':…' : ''}@` : undefined;
  if (userinfo) warnings.push(`The part before "@" is not where the link goes: it goes to ${parsed.host}.`);
  if (PUNYCODE.test(parsed.hostname)) {
    warnings.push(
      `The host ${parsed.hostname} is an internationalised name: letters that look like others can hide in it.`,
    );
  }
  const rest = `${parsed.pathname === '/' && !url.endsWith('/') && !parsed.search && !parsed.hash ? '' : parsed.pathname}${parsed.search}${parsed.hash}`;
  return {
    full: parsed.href,
    scheme: `${parsed.protocol}//`,
    ...(userinfo ? { userinfo } : {}),
    host: parsed.host,
    rest,
    openable: web,
    warnings,
  };
}

function samplingContentView(block: unknown): SamplingContentView {
  const b = block && typeof block === 'object' ? (block as JsonObject) : undefined;
  if (b?.type === 'tool_use') {
    return {
      type: 'tool_use',
      id: String(b.id ?? ''),
      name: String(b.name ?? ''),
      inputJson: JSON.stringify(b.input ?? {}, null, 2),
    };
  }
  if (b?.type === 'tool_result') {
    const content = markLowest((Array.isArray(b.content) ? b.content : []).map(contentView));
    return {
      type: 'tool_result',
      toolUseId: String(b.toolUseId ?? ''),
      isError: b.isError === true,
      content,
      ...(b.structuredContent !== undefined ? { structuredJson: JSON.stringify(b.structuredContent, null, 2) } : {}),
    };
  }
  return contentView(block);
}

/** A message's content: one block, or a list of them. */
function blocks(content: unknown): SamplingContentView[] {
  return (Array.isArray(content) ? content : [content]).map(samplingContentView);
}

function samplingParamsView(
  p: CreateMessageRequestParams,
): Omit<Extract<ServerRequestView, { kind: 'sampling' }>, 'id' | 'serverId' | 'serverName' | 'receivedAt' | 'kind'> {
  const prefs = p.modelPreferences;
  const hints = (prefs?.hints ?? []).flatMap((h) => (typeof h?.name === 'string' ? [h.name] : []));
  const tools: SamplingToolView[] = (p.tools ?? []).map((t) => ({
    name: String(t.name),
    description: segments(t.description),
    schemaJson: JSON.stringify(t.inputSchema ?? {}, null, 2),
    form: buildForm(t.inputSchema ?? { type: 'object' }),
  }));
  const systemPrompt = segments(p.systemPrompt);
  return {
    messages: p.messages.map((m) => ({ role: String(m.role), content: blocks(m.content) })),
    ...(systemPrompt.length ? { systemPrompt } : {}),
    ...(p.includeContext ? { includeContext: p.includeContext } : {}),
    ...(num(p.temperature) !== undefined ? { temperature: num(p.temperature) } : {}),
    maxTokens: p.maxTokens,
    ...(p.stopSequences?.length ? { stopSequences: p.stopSequences } : {}),
    ...(prefs
      ? {
          modelPreferences: {
            hints,
            ...(num(prefs.costPriority) !== undefined ? { costPriority: num(prefs.costPriority) } : {}),
            ...(num(prefs.speedPriority) !== undefined ? { speedPriority: num(prefs.speedPriority) } : {}),
            ...(num(prefs.intelligencePriority) !== undefined
              ? { intelligencePriority: num(prefs.intelligencePriority) }
              : {}),
          },
        }
      : {}),
    ...(p.metadata !== undefined ? { metadataJson: JSON.stringify(p.metadata, null, 2) } : {}),
    tools,
    ...(p.toolChoice?.mode ? { toolChoice: p.toolChoice.mode } : {}),
  };
}

/** A model's reply, as the page shows it to approve (or edit) before it goes to the server. */
export function samplingReplyView(result: CreateMessageResult): SamplingReplyView {
  const content = blocks(result.content);
  const text = content.flatMap((c) => (c.type === 'text' ? [c.text] : [])).join('\n\n');
  return { model: result.model, stopReason: String(result.stopReason ?? 'endTurn'), content, text };
}

/**
 * The result sent to the server for a reply the user wrote (or a model's, edited): text, or a use of one of the
 * request's tools.
 */
export function samplingResult(
  reply: { model: string; text?: string; toolUse?: { name: string; input: Record<string, unknown> } },
  toolUseId: string,
): CreateMessageResult {
  if (reply.toolUse) {
    return {
      role: 'assistant',
      model: reply.model,
      stopReason: 'toolUse',
      content: { type: 'tool_use', id: toolUseId, name: reply.toolUse.name, input: reply.toolUse.input },
    } as unknown as CreateMessageResult;
  }
  return {
    role: 'assistant',
    model: reply.model,
    stopReason: 'endTurn',
    content: { type: 'text', text: reply.text ?? '' },
  };
}
