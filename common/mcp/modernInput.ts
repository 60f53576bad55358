/**
 * What a 2026-07-28 session answers when a server's result is `input_required` (multi round-trip requests, SEP-2322):
 * the host's ClientFeatures answer, and the 2.x client retries with the answers (docs/protocol-revisions.md).
 */
import {
  ProtocolError,
  SdkError,
  SdkErrorCode,
  type Client as ModernClient,
  type ClientCapabilities as ModernCapabilities,
} from '@modelcontextprotocol/client';
import type { CreateMessageRequestParams, ElicitRequestParams, ElicitResult } from '@modelcontextprotocol/sdk/types.js';
import { clientCapabilities, type ClientFeatures, type ServerRequestContext } from './clientFeatures';
import { CancelledError, messageOf } from './errors';

/** How many times one request is sent again with answers before MCP Lens stops (the 2.x client's default too). */
export const MAX_INPUT_ROUNDS = 10;

/**
 * The capabilities a modern session declares in its `_meta`: the host's, without what 2026-07-28 removed (roots
 * list changes, and the 2025 tasks capability: tasks are an extension there).
 */
export function modernClientCapabilities(features: ClientFeatures | undefined): ModernCapabilities {
  const { roots, tasks: _tasks, ...rest } = clientCapabilities(features);
  return { ...rest, ...(roots ? { roots: {} } : {}) } as ModernCapabilities;
}

/** An input request the client could not answer, so the request that asked for it was not sent again. */
export class InputNotGivenError extends Error {
  override readonly name = 'InputNotGivenError';
}

/**
 * The 2.x client's handlers of the requests embedded in `input_required` results, for the features the host offers.
 * Each answer's context aborts when the originating call is cancelled or the session ends.
 */
export function answerInputRequests(
  client: ModernClient,
  features: ClientFeatures,
  who: Pick<ServerRequestContext, 'serverId' | 'serverName'>,
  sessionSignal: AbortSignal,
): void {
  const answer = async <R>(
    what: string,
    callSignal: AbortSignal,
    ask: (context: ServerRequestContext) => R | Promise<R>,
  ): Promise<R> => {
    const signal = AbortSignal.any([callSignal, sessionSignal]);
    let result: R;
    try {
      result = await ask({ ...who, signal });
    } catch (e) {
      if (signal.aborted) throw whyAborted(what, callSignal);
      throw new InputNotGivenError(
        `The server's ${what} was not answered (${messageOf(e)}). A 2026-07-28 server cannot be sent a refusal, so ` +
          'the request that asked for it was not sent again.',
      );
    }
    // the card may still answer after the call was cancelled or the session ended: nothing is sent then
    if (signal.aborted) throw whyAborted(what, callSignal);
    return result;
  };
  if (features.roots) {
    const roots = features.roots;
    client.setRequestHandler('roots/list', async (_request, ctx) => ({
      roots: [...(await answer('roots/list request', ctx.mcpReq.signal, roots))],
    }));
  }
  if (features.elicitation?.modes.length) {
    const { elicit } = features.elicitation;
    client.setRequestHandler('elicitation/create', async (request, ctx) => {
      const params = request.params as unknown as ElicitRequestParams;
      const result = await answer('elicitation request', ctx.mcpReq.signal, (context) => elicit(params, context));
      return acceptedFormContent(params, result) as never;
    });
  }
  if (features.sampling) {
    const { sample } = features.sampling;
    client.setRequestHandler('sampling/createMessage', async (request, ctx) => {
      const params = request.params as unknown as CreateMessageRequestParams;
      return (await answer('sampling request', ctx.mcpReq.signal, (context) => sample(params, context))) as never;
    });
  }
}

/**
 * A form accepted with nothing filled in has every field at its default (SEP-1034, declared as applyDefaults): the
 * 2.x client, as the 1.x one, fills the defaults into the content it is given, and only when there is one.
 */
function acceptedFormContent(params: ElicitRequestParams, result: ElicitResult): ElicitResult {
  const form = (params.mode ?? 'form') === 'form';
  return form && result.action === 'accept' && !result.content ? { ...result, content: {} } : result;
}

function whyAborted(what: string, callSignal: AbortSignal): Error {
  if (callSignal.aborted) return new CancelledError(`The ${what}`);
  return new InputNotGivenError(`The session ended while the server's ${what} waited for an answer`);
}

/**
 * What the 2.x client's round driver threw, in words, when it is about the input requests; undefined otherwise.
 * `method` is the request that asked.
 */
export function inputRoundError(e: unknown, method: string): Error | undefined {
  if (e instanceof SdkError && e.code === SdkErrorCode.InputRequiredRoundsExceeded) {
    return new InputNotGivenError(
      `The server still asked for input after ${MAX_INPUT_ROUNDS} rounds of answers, so MCP Lens stopped sending ` +
        `${method} again. The server kept answering input_required: check that it reads the inputResponses and ` +
        'requestState it is sent, then call again.',
    );
  }
  if (e instanceof SdkError && e.code === SdkErrorCode.CapabilityNotSupported) {
    const asked = (e.data as { method?: unknown } | undefined)?.method;
    if (typeof asked !== 'string') return undefined;
    return notDeclared(asked, method);
  }
  // the 2.x client checks an elicitation's mode against the declared ones before the host sees it
  if (e instanceof ProtocolError && /^Client does not support (\w+)-mode elicitation/.test(stripped(e))) {
    const mode = /^Client does not support (\w+)-mode/.exec(stripped(e))?.[1] ?? '';
    return notDeclared(`elicitation/create in ${mode.toLowerCase()} mode`, method);
  }
  return undefined;
}

function notDeclared(asked: string, method: string): Error {
  return new InputNotGivenError(
    `The server's answer to ${method} asked for ${asked}, which MCP Lens did not declare in this session's ` +
      `capabilities, so ${method} was not sent again. A server must not ask for what the client did not declare: ` +
      "make it read the client's capabilities from the request's _meta.",
  );
}

function stripped(e: ProtocolError): string {
  return e.message.replace(/^MCP error -?\d+: /, '');
}
