import type { Transport, TransportSendOptions } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage, MessageExtraInfo } from '@modelcontextprotocol/sdk/types.js';
import type { Logger } from './types';

const MAX_TRACE_CHARS = 200_000;

/**
 * Wraps a transport to trace the protocol traffic to the server's log and learn the negotiated protocol version. `mask`
 * masks secrets in a message's values before it is written, since its JSON text escapes a secret with `"` or `\`.
 */
export class TracingTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: <T extends JSONRPCMessage>(message: T, extra?: MessageExtraInfo) => void;
  protocolVersion: string | undefined;
  private deferred = 0;

  constructor(
    readonly inner: Transport,
    private readonly log: Logger,
    private readonly mask: (message: JSONRPCMessage) => JSONRPCMessage = (m) => m,
  ) {}

  get sessionId(): string | undefined {
    return this.inner.sessionId;
  }

  setProtocolVersion(version: string): void {
    this.protocolVersion = version;
    this.inner.setProtocolVersion?.(version);
  }

  start(): Promise<void> {
    this.inner.onmessage = (message, extra) => {
      this.trace('←', message);
      // the SDK handles a notification a microtask after it arrives but an answer at once, so progress read with its
      // request's answer was dropped; an answer is handed on a microtask later, and what follows waits behind it
      if (isAnswer(message)) {
        this.deferred++;
        queueMicrotask(() => {
          this.deferred--;
          this.onmessage?.(message, extra);
        });
      } else this.onmessage?.(message, extra);
    };
    this.inner.onerror = (error) => this.afterAnswers(() => this.onerror?.(error));
    this.inner.onclose = () => this.afterAnswers(() => this.onclose?.());
    return this.inner.start();
  }

  send(message: JSONRPCMessage, options?: TransportSendOptions): Promise<void> {
    this.trace('→', message);
    return this.inner.send(message, options);
  }

  close(): Promise<void> {
    return this.inner.close();
  }

  private afterAnswers(then: () => void): void {
    if (this.deferred) queueMicrotask(then);
    else then();
  }

  private trace(direction: string, message: JSONRPCMessage): void {
    if (this.log.traceEnabled && !this.log.traceEnabled()) return;
    let text = JSON.stringify(this.mask(message));
    if (text.length > MAX_TRACE_CHARS) text = `${text.slice(0, MAX_TRACE_CHARS)}… (${text.length} characters)`;
    this.log.trace(`${direction} ${text}`);
  }
}

function isAnswer(message: JSONRPCMessage): boolean {
  return 'id' in message && !('method' in message);
}
