import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import { explainErrorCode } from './errorCodes';
import { describeBrokenBody, STREAM_CLOSED } from './streamGuardTransport';

/** The server is not running (never started, stopped, or failed); the message says which. */
export class NotRunningError extends Error {
  override readonly name = 'NotRunningError';
}

/** A request was cancelled by its caller (an AbortSignal). */
export class CancelledError extends Error {
  override readonly name = 'CancelledError';
  constructor(what: string) {
    super(`${what} was cancelled`);
  }
}

/** A request the server did not answer in time (the server was sent notifications/cancelled). */
export class RequestTimeoutError extends Error {}

/** The server closed the HTTP stream that was to carry the answer, so the answer will never come. */
export class StreamClosedError extends Error {
  override readonly name = 'StreamClosedError';
  constructor(
    readonly method: string,
    readonly detail: string,
  ) {
    super(`The server closed the stream before answering ${method}: ${detail}`);
  }
}

/** A request the server answered with a JSON-RPC error (the server's own message, its code, and what that means). */
export class ServerError extends Error {
  override readonly name = 'ServerError';
  /** What the code means and what to do, for the codes whose number says too little (errorCodes.ts). */
  readonly explanation: string | undefined;
  constructor(
    readonly method: string,
    readonly code: number,
    readonly serverMessage: string,
    readonly data?: unknown,
  ) {
    const explanation = explainErrorCode(method, code, data);
    super(`${method} failed: ${serverMessage} (error ${code})${explanation ? `. ${explanation}` : ''}`);
    this.explanation = explanation;
  }
}

export function messageOf(e: unknown): string {
  if (e instanceof Error) {
    const cause = (e as Error & { cause?: unknown }).cause;
    const code = cause && typeof cause === 'object' ? (cause as { code?: unknown }).code : undefined;
    // fetch() hides the reason (ECONNREFUSED, ENOTFOUND…) in `cause`
    if (e.message === 'fetch failed' && cause) {
      return `fetch failed (${typeof code === 'string' ? code : messageOf(cause)})`;
    }
    // the SDK's HTTP errors carry the status in `code`, and often an empty body in the message
    const status = (e as Error & { code?: unknown }).code;
    if (typeof status === 'number' && status >= 100 && status < 600 && !e.message.includes(String(status))) {
      return `${e.message.replace(/[:\s]+$/, '')} (HTTP ${status})`;
    }
    return e.message;
  }
  return String(e);
}

/**
 * Turns whatever a request threw into an error a person can act on. `closedBecause` explains a closed
 * connection (how the process ended) when the connection knows it.
 */
export function explainRequestError(
  e: unknown,
  method: string,
  timeoutMs: number,
  signal: AbortSignal | undefined,
  closedBecause?: () => string | undefined,
): Error {
  if (signal?.aborted) return new CancelledError(method);
  if (e instanceof McpError) {
    if (e.code === ErrorCode.RequestTimeout) {
      return new RequestTimeoutError(
        `${method} timed out: the server did not answer within ${formatSeconds(timeoutMs)}`,
      );
    }
    if (e.code === ErrorCode.ConnectionClosed) {
      const streamClosed = (e.data as Record<string, unknown> | undefined)?.[STREAM_CLOSED];
      if (typeof streamClosed === 'string') return new StreamClosedError(method, streamClosed);
      const why = closedBecause?.();
      return new Error(`The connection closed during ${method}${why ? `: ${why}` : ''}`);
    }
    return new ServerError(method, e.code, stripPrefix(e.message, e.code), e.data);
  }
  // fetch (undici) says only "terminated" when the server drops the socket while its answer (JSON) is being read
  if (e instanceof TypeError && e.message === 'terminated') {
    return new StreamClosedError(method, `the connection broke off (${describeBrokenBody(e)})`);
  }
  return e instanceof Error ? e : new Error(String(e));
}

/** McpError prefixes its message with "MCP error <code>: "; the code is shown separately. */
function stripPrefix(message: string, code: number): string {
  const prefix = `MCP error ${code}: `;
  return message.startsWith(prefix) ? message.slice(prefix.length) : message;
}

export function formatSeconds(ms: number): string {
  const s = ms / 1000;
  return `${Number.isInteger(s) ? s : s.toFixed(1)} s`;
}
