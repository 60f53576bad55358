/**
 * How MCP Lens answers a server's elicitation and sampling requests: each waits in the queue for the user. Nothing
 * goes to a model or back to the server unless the user said so, for that request or for the session.
 */
import type {
  CreateMessageRequestParams,
  CreateMessageResult,
  ElicitRequestParams,
  ElicitResult,
} from '@modelcontextprotocol/sdk/types.js';
import type { ClientFeatures, ServerRequestContext } from '../../../common/mcp/clientFeatures';
import { ownValue, setOwn } from '../../../common/json/ownKeys';
import { messageOf } from '../../../common/mcp/errors';
import type { ServerRequests } from './serverRequests';

export type ElicitContent = NonNullable<ElicitResult['content']>;

export interface ElicitationAnswer {
  readonly action: 'accept' | 'decline' | 'cancel';
  readonly content?: ElicitContent;
}

export type SamplingAnswer = { readonly reply: CreateMessageResult } | { readonly refuse: 'decline' | 'cancel' };

/** The error code and words a declined sampling request is answered with (the spec's own example). */
export const SAMPLING_DECLINED = { code: -1, message: 'User rejected sampling request' } as const;

/**
 * A refusal answered as a JSON-RPC error with exactly these words (the SDK's McpError would prefix them with
 * "MCP error -1:"); the SDK sends any thrown error's `code` and `message`.
 */
export class RequestRefused extends Error {
  override readonly name = 'RequestRefused';
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** Language models the host offers (VS Code's `vscode.lm`), to answer a sampling request with. */
export interface ModelAnswerer {
  generate(modelId: string, params: CreateMessageRequestParams, signal: AbortSignal): Promise<CreateMessageResult>;
}

/** Servers the user allowed, for this session, to have their sampling requests answered by a model without asking. */
export class SamplingGrants {
  private readonly grants = new Map<string, { readonly modelId: string; readonly modelName: string }>();

  allow(serverId: string, modelId: string, modelName: string): void {
    this.grants.set(serverId, { modelId, modelName });
  }

  of(serverId: string): { readonly modelId: string; readonly modelName: string } | undefined {
    return this.grants.get(serverId);
  }

  revoke(serverId: string): void {
    this.grants.delete(serverId);
  }
}

/**
 * The defaults of `requestedSchema` put into an accepted answer where the user left a field out (SEP-1034): the form
 * starts with them, but a field emptied again is still answered with its default.
 */
export function withElicitationDefaults(requestedSchema: unknown, content: ElicitContent): ElicitContent {
  const properties =
    requestedSchema && typeof requestedSchema === 'object'
      ? (requestedSchema as { properties?: unknown }).properties
      : undefined;
  if (!properties || typeof properties !== 'object') return content;
  const out: Record<string, unknown> = { ...content };
  for (const [name, prop] of Object.entries(properties as Record<string, unknown>)) {
    if (ownValue(out, name) !== undefined || !prop || typeof prop !== 'object' || !('default' in prop)) continue;
    setOwn(out, name, (prop as { default: unknown }).default);
  }
  return out as ElicitContent;
}

/** The host of a URL, for the user to see where a link goes (the URL as given when it does not parse). */
export function urlHost(url: string): string {
  try {
    return new URL(url).host || url;
  } catch {
    return url;
  }
}

export interface UserRequestsOptions {
  readonly grants: SamplingGrants;
  /** The host's models, when it has any. */
  readonly models?: ModelAnswerer;
}

/** The elicitation (form and URL mode) and sampling (with tools) features, answered through the queue, as tasks too. */
export function userRequestFeatures(
  queue: ServerRequests,
  options: UserRequestsOptions,
): Required<Pick<ClientFeatures, 'elicitation' | 'sampling' | 'tasks' | 'apps'>> {
  return {
    // the runner renders tools' UI resources (runner/apps/)
    apps: true,
    // a request asked as a task waits in the same queue; the server polls for the answer instead of waiting on it
    tasks: true,
    elicitation: {
      modes: ['form', 'url'],
      elicit: (params, context) => elicit(queue, params, context),
      complete: (elicitationId, context) => void queue.completed(context.serverId, elicitationId),
    },
    sampling: {
      tools: true,
      sample: (params, context) => sample(queue, options, params, context),
    },
  };
}

async function elicit(
  queue: ServerRequests,
  params: ElicitRequestParams,
  context: ServerRequestContext,
): Promise<ElicitResult> {
  const answer = await queue.ask<ElicitationAnswer>({ kind: 'elicitation', params }, context);
  // withdrawn: the server stopped waiting and reads no answer; closed: the user closed the runner, which is Cancel
  if ('unanswered' in answer) return { action: 'cancel' };
  if (answer.action !== 'accept') return { action: answer.action };
  if (params.mode === 'url') {
    queue.urlOpened(context, params.elicitationId, urlHost(params.url));
    return { action: 'accept' };
  }
  // older servers send no `mode`: a form all the same, with its defaults applied
  return { action: 'accept', content: withElicitationDefaults(params.requestedSchema, answer.content ?? {}) };
}

async function sample(
  queue: ServerRequests,
  options: UserRequestsOptions,
  params: CreateMessageRequestParams,
  context: ServerRequestContext,
): Promise<CreateMessageResult> {
  const grant = options.grants.of(context.serverId);
  if (grant && options.models) {
    try {
      const result = await options.models.generate(grant.modelId, params, context.signal);
      queue.notice(
        context,
        `${context.serverName}'s sampling request was answered by ${grant.modelName} without asking: ` +
          'you allowed it for this session.',
      );
      return result;
    } catch (e) {
      queue.notice(
        context,
        `${grant.modelName} could not answer ${context.serverName}'s sampling request (${messageOf(e)}): ` +
          'it waits for you instead.',
        'warning',
      );
    }
  }
  const answer = await queue.ask<SamplingAnswer>({ kind: 'sampling', params }, context);
  if ('reply' in answer) return answer.reply;
  if ('unanswered' in answer) {
    throw new RequestRefused(
      SAMPLING_DECLINED.code,
      answer.unanswered === 'closed'
        ? 'User closed the sampling request without answering'
        : 'Sampling request withdrawn',
    );
  }
  if (answer.refuse === 'cancel') {
    throw new RequestRefused(SAMPLING_DECLINED.code, 'User cancelled the sampling request');
  }
  throw new RequestRefused(SAMPLING_DECLINED.code, SAMPLING_DECLINED.message);
}
