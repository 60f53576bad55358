/**
 * A result without `resultType` on a 2026-07-28 session is read as complete, as the spec asks of results from older
 * servers and the conformance suite of every server; the 2.x client would reject it. The server's log says so once.
 */
import type { Transport, TransportSendOptions } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage, MessageExtraInfo } from '@modelcontextprotocol/sdk/types.js';
import type { Logger } from './types';

export class UntypedResultsAsComplete implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: <T extends JSONRPCMessage>(message: T, extra?: MessageExtraInfo) => void;
  private warned = false;

  constructor(
    readonly inner: Transport,
    private readonly logger: Logger,
  ) {}

  get sessionId(): string | undefined {
    return this.inner.sessionId;
  }

  setProtocolVersion(version: string): void {
    this.inner.setProtocolVersion?.(version);
  }

  start(): Promise<void> {
    this.inner.onmessage = (message, extra) => this.onmessage?.(this.typed(message), extra);
    this.inner.onerror = (error) => this.onerror?.(error);
    this.inner.onclose = () => this.onclose?.();
    return this.inner.start();
  }

  send(message: JSONRPCMessage, options?: TransportSendOptions): Promise<void> {
    return this.inner.send(message, options);
  }

  close(): Promise<void> {
    return this.inner.close();
  }

  private typed(message: JSONRPCMessage): JSONRPCMessage {
    if (!('result' in message) || !isObject(message.result) || 'resultType' in message.result) return message;
    if (!this.warned) {
      this.warned = true;
      this.logger.warn(
        'The server answered without resultType, which a 2026-07-28 server must send; MCP Lens reads such a result ' +
          'as complete, as the spec asks of older servers. Add resultType: "complete" to every result.',
      );
    }
    return { ...message, result: { ...message.result, resultType: 'complete' } } as JSONRPCMessage;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
