import type { Transport, TransportSendOptions } from '@modelcontextprotocol/sdk/shared/transport.js';
import {
  ErrorCode,
  type JSONRPCMessage,
  type MessageExtraInfo,
  type RequestId,
} from '@modelcontextprotocol/sdk/types.js';

/** The key, in the `data` of the error this module makes up, of what happened to the stream. */
export const STREAM_CLOSED = 'mcpLensStreamClosed';

type Fetch = (url: string | URL, init?: RequestInit) => Promise<Response>;

/**
 * Fails at once the requests whose Streamable HTTP response stream ended before their answer and cannot be resumed (it
 * had no event id), which the SDK would leave to their timeout; a resumable stream is left to the SDK's reconnection.
 */
export class StreamGuardTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: <T extends JSONRPCMessage>(message: T, extra?: MessageExtraInfo) => void;
  readonly inner: Transport;
  /** Requests sent and neither answered nor cancelled. */
  private readonly pending = new Set<RequestId>();
  /** Requests whose stream ended resumable: the SDK reconnects with Last-Event-ID to get their answers. */
  private readonly resuming = new Set<RequestId>();
  private closed = false;

  /**
   * `create` makes the SDK transport with the fetch it must use. `legacy`: the older HTTP+SSE transport, where every
   * answer comes on the one GET stream, so when that stream ends every request still waiting has lost its answer.
   */
  constructor(
    create: (fetch: Fetch) => Transport,
    private readonly legacy = false,
  ) {
    this.inner = create(this.fetch);
  }

  get sessionId(): string | undefined {
    return this.inner.sessionId;
  }

  setProtocolVersion(version: string): void {
    this.inner.setProtocolVersion?.(version);
  }

  start(): Promise<void> {
    this.inner.onmessage = (message, extra) => {
      if (isResponse(message)) {
        this.pending.delete(message.id);
        this.resuming.delete(message.id);
      }
      this.onmessage?.(message, extra);
    };
    this.inner.onerror = (error) => {
      this.onerror?.(error);
      // the SDK's last word on reconnecting (its message since 1.x); the answers that waited on it will not come
      if (this.resuming.size && /Maximum reconnection attempts/.test(error.message)) {
        this.fail([...this.resuming], `resuming it failed: ${error.message}`);
      }
    };
    this.inner.onclose = () => this.onclose?.();
    return this.inner.start();
  }

  send(message: JSONRPCMessage, options?: TransportSendOptions): Promise<void> {
    if ('method' in message) {
      if ('id' in message) this.pending.add(message.id);
      else if (message.method === 'notifications/cancelled') {
        const id = (message.params as { requestId?: RequestId } | undefined)?.requestId;
        if (id !== undefined) {
          this.pending.delete(id);
          this.resuming.delete(id);
        }
      }
    }
    return this.inner.send(message, options);
  }

  close(): Promise<void> {
    this.closed = true;
    this.pending.clear();
    this.resuming.clear();
    return this.inner.close();
  }

  private readonly fetch: Fetch = async (url, init) => {
    const response = await fetch(url, init);
    const method = init?.method ?? 'GET';
    if (this.legacy) {
      if (method !== 'GET' || !response.ok || !response.body || !isEventStream(response)) return response;
      return new Response(
        this.watch(response.body, () => [...this.pending], false),
        { status: response.status, statusText: response.statusText, headers: response.headers },
      );
    }
    const resumption = method === 'GET' && hasLastEventId(init?.headers);
    if (resumption && !response.ok && response.status !== 401 && (response.status < 300 || response.status >= 400)) {
      // the SDK takes 405 silently and would wait for answers that cannot come
      const ids = [...this.resuming];
      if (ids.length) {
        queueMicrotask(() => this.fail(ids, `resuming it failed: the server answered HTTP ${response.status}`));
      }
      return response;
    }
    if (!response.ok || !response.body || !isEventStream(response)) return response;
    let ids: () => RequestId[];
    if (method === 'POST') ids = () => requestIds(init?.body);
    else if (resumption) {
      const resumed = [...this.resuming];
      ids = () => resumed;
    } else return response; // the standalone GET stream: no request waits on it in particular
    return new Response(this.watch(response.body, ids), {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };

  /** Passes the stream through unchanged, noting whether it carries event ids and how it ends. */
  private watch(
    body: ReadableStream<Uint8Array>,
    ids: () => RequestId[],
    canResume = true,
  ): ReadableStream<Uint8Array> {
    const reader = body.getReader();
    const decoder = new TextDecoder();
    let resumable = false;
    let tail = '\n';
    return new ReadableStream<Uint8Array>({
      pull: async (controller) => {
        let chunk: ReadableStreamReadResult<Uint8Array>;
        try {
          chunk = await reader.read();
        } catch (e) {
          controller.error(e);
          this.ended(ids, resumable, `the connection broke off (${describeBrokenBody(e)})`);
          return;
        }
        if (chunk.done) {
          controller.close();
          this.ended(ids, resumable, 'the response ended without an answer');
          return;
        }
        if (canResume && !resumable) {
          // an `id:` field with a value at a line's start, which the SDK can resume from (a split chunk keeps its tail)
          const text = tail + decoder.decode(chunk.value, { stream: true });
          resumable = /[\r\n]id: ?[^\r\n]/.test(text);
          tail = text.slice(-5);
        }
        controller.enqueue(chunk.value);
      },
      cancel: (reason) => reader.cancel(reason),
    });
  }

  private ended(ids: () => RequestId[], resumable: boolean, how: string): void {
    if (this.closed || !this.pending.size) return;
    if (resumable) {
      // marked at once: the SDK may be reconnecting already (a server's `retry` can be 1 ms), and the refusal of that
      // reconnection must find them waiting; an answer that still arrives takes its request off (see start)
      for (const id of ids()) if (this.pending.has(id)) this.resuming.add(id);
      return;
    }
    // the SDK reads the same chunks through promise jobs: an answer that arrived is delivered before this runs
    setImmediate(() => {
      if (this.closed) return;
      const open = ids().filter((id) => this.pending.has(id));
      if (open.length) this.fail(open, how);
    });
  }

  private fail(ids: readonly RequestId[], detail: string): void {
    const failed = ids.filter((id) => this.pending.delete(id));
    for (const id of ids) this.resuming.delete(id);
    if (!failed.length || this.closed) return;
    for (const id of failed) {
      this.onmessage?.({
        jsonrpc: '2.0',
        id,
        error: {
          code: ErrorCode.ConnectionClosed,
          message: 'The server closed the stream before answering',
          data: { [STREAM_CLOSED]: detail },
        },
      });
    }
  }
}

function isResponse(message: JSONRPCMessage): message is JSONRPCMessage & { id: RequestId } {
  return 'id' in message && !('method' in message) && ('result' in message || 'error' in message);
}

function isEventStream(response: Response): boolean {
  return (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase() === 'text/event-stream';
}

function hasLastEventId(headers: HeadersInit | undefined): boolean {
  return !!headers && new Headers(headers).has('last-event-id');
}

/** The ids of the requests in a POST's body (one message or a batch). */
function requestIds(body: unknown): RequestId[] {
  if (typeof body !== 'string') return [];
  try {
    const parsed: unknown = JSON.parse(body);
    const messages = Array.isArray(parsed) ? parsed : [parsed];
    return messages.flatMap((m) =>
      m && typeof m === 'object' && 'method' in m && 'id' in m && (typeof m.id === 'string' || typeof m.id === 'number')
        ? [m.id]
        : [],
    );
  } catch {
    return [];
  }
}

/** fetch says only "terminated" when the socket goes; the reason is in its cause. */
export function describeBrokenBody(e: unknown): string {
  if (!(e instanceof Error)) return String(e);
  const cause = (e as Error & { cause?: unknown }).cause;
  return cause instanceof Error && cause.message ? cause.message : e.message;
}
