import type { Transport, TransportSendOptions } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage, MessageExtraInfo } from '@modelcontextprotocol/sdk/types.js';
import type { Logger } from './types';

const MAX_TRACE_CHARS = 200_000;

/**
 * Wraps any transport to write the protocol traffic to the server's log at trace level, and to learn the
 * protocol version the client negotiated (the SDK tells HTTP transports through `setProtocolVersion`).
 */
export class TracingTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: <T extends JSONRPCMessage>(message: T, extra?: MessageExtraInfo) => void;
  protocolVersion: string | undefined;

  constructor(readonly inner: Transport, private readonly log: Logger) {}

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
      this.onmessage?.(message, extra);
    };
    this.inner.onerror = (error) => this.onerror?.(error);
    this.inner.onclose = () => this.onclose?.();
    return this.inner.start();
  }

  send(message: JSONRPCMessage, options?: TransportSendOptions): Promise<void> {
    this.trace('→', message);
    return this.inner.send(message, options);
  }

  close(): Promise<void> {
    return this.inner.close();
  }

  private trace(direction: string, message: JSONRPCMessage): void {
    if (this.log.traceEnabled && !this.log.traceEnabled()) return;
    let text = JSON.stringify(message);
    if (text.length > MAX_TRACE_CHARS) text = `${text.slice(0, MAX_TRACE_CHARS)}… (${text.length} characters)`;
    this.log.trace(`${direction} ${text}`);
  }
}
