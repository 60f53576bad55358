import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { ResultSchema } from '@modelcontextprotocol/sdk/types.js';
import type { Session } from './session';
import type { JsonObject, RequestOptions } from './types';

/**
 * One request through the session's client (the SDK's, or the 2.x one), or undefined when it has neither. `failed`
 * makes the error to throw of what the request rejected with. Not async, so a tool call waits on the SDK's own promise.
 */
export function requestOnSession(
  session: Session,
  method: string,
  params: JsonObject | undefined,
  timeout: number,
  options: RequestOptions,
  failed: (e: unknown) => Error,
): Promise<JsonObject> | undefined {
  const client = session.client;
  let sent: Promise<unknown>;
  const follow = untilSettled(options.signal);
  if (client) {
    const request = (params === undefined ? { method } : { method, params }) as Parameters<Client['request']>[0];
    sent = client.request(request, ResultSchema, {
      timeout,
      signal: follow.signal,
      onprogress: options.onProgress,
      resetTimeoutOnProgress: !!options.onProgress,
    });
  } else if (session.modern) {
    sent = session.modern.request(method, params, timeout, { ...options, signal: follow.signal });
  } else {
    follow.release();
    return undefined;
  }
  return sent.then(
    (result) => {
      follow.release();
      return result;
    },
    (e: unknown) => {
      follow.release();
      throw failed(e);
    },
  ) as Promise<JsonObject>;
}

/**
 * A signal that follows the caller's until the request settles. The SDK never removes the listener it puts on a
 * request's signal: an abort after the answer (a runner closed later) would cancel a request the server had answered.
 */
function untilSettled(signal: AbortSignal | undefined): { readonly signal?: AbortSignal; release(): void } {
  if (!signal) return { release: () => undefined };
  const own = new AbortController();
  const follow = () => own.abort(signal.reason);
  signal.addEventListener('abort', follow, { once: true });
  return { signal: own.signal, release: () => signal.removeEventListener('abort', follow) };
}
