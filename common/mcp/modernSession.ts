/**
 * A session on the 2026-07-28 ("modern") protocol through the 2.x client (docs/protocol-revisions.md). Results pass
 * through as the server sent them, and 2.x errors become the 1.x errors the rest of the connection layer explains.
 */
import {
  ProtocolError,
  SdkError,
  SdkErrorCode,
  type Client,
  type McpSubscription,
  type SubscriptionFilter,
} from '@modelcontextprotocol/client';
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import { messageOf } from './errors';
import { inputRoundError } from './modernInput';
import type { JsonObject, Logger, RequestOptions } from './types';

/** The first revision of the modern era; every later one is modern too (revisions are dates). */
export const FIRST_MODERN_REVISION = '2026-07-28';

export function isModernRevision(version: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(version) && version >= FIRST_MODERN_REVISION;
}

/**
 * The modern revisions the 2.x client speaks, newest first: its own list (SUPPORTED_MODERN_PROTOCOL_VERSIONS of
 * 2.4.0) is not exported, so it is repeated here; a pin it does not speak would fail at connect with its own error.
 */
const MODERN_REVISIONS_SPOKEN = ['2026-07-28'];

export function modernRevisionsSpoken(): readonly string[] {
  return MODERN_REVISIONS_SPOKEN;
}

/** The revision to pin for a server that said which revisions it speaks: the newest both sides speak. */
export function revisionToPin(offered: readonly string[]): string | undefined {
  return modernRevisionsSpoken().find((v) => offered.includes(v));
}

/** What ServerConnection and CatalogSync read of a connected modern client. */
export class ModernSession {
  private subscription: McpSubscription | undefined;
  /** The resources whose changes are followed. */
  private readonly resources = new Set<string>();
  /** Streams are opened one after the other, so that exactly one stays open: the one with the latest filter. */
  private queue: Promise<unknown> = Promise.resolve();
  private closed = false;

  constructor(
    readonly client: Client,
    private readonly logger: Logger,
  ) {}

  getServerCapabilities() {
    return this.client.getServerCapabilities();
  }

  getServerVersion() {
    return this.client.getServerVersion();
  }

  getInstructions(): string | undefined {
    return this.client.getInstructions();
  }

  request(
    method: string,
    params: JsonObject | undefined,
    timeout: number,
    options: RequestOptions,
  ): Promise<JsonObject> {
    const request = params === undefined ? { method } : { method, params };
    const { onProgress, onInputRound } = options;
    return this.client
      .request(request, PASS_THROUGH, {
        timeout,
        signal: options.signal,
        // the 2.x client reports each round of input_required answers as progress; progress shown is the server's
        onprogress:
          onProgress || onInputRound
            ? (p) => void (isRoundProgress(p, method) ? onInputRound?.() : onProgress?.(p))
            : undefined,
        resetTimeoutOnProgress: !!onProgress,
        headers: options.headers,
      })
      .then(undefined, (e: unknown) => {
        throw inputRoundError(e, method) ?? asLegacyError(e);
      });
  }

  /**
   * Opens the `subscriptions/listen` stream for the lists the server says can change; the changes reach the
   * client's notification handlers. A server that refuses the stream still runs: its lists just are not followed.
   */
  async listen(timeout: number, signal: AbortSignal): Promise<void> {
    try {
      await this.relisten(timeout, signal);
    } catch (e) {
      if (!signal.aborted) {
        this.logger.warn(
          `The server refused subscriptions/listen (${messageOf(asLegacyError(e))}); list changes will not be followed`,
        );
      }
    }
  }

  /**
   * A resource's changes are followed on the listen stream (2026-07-28 has no `resources/subscribe`): the stream is
   * opened again with the URI in its filter, and the old one closed once the new one is acknowledged.
   */
  async subscribe(uri: string, timeout: number, signal: AbortSignal | undefined): Promise<void> {
    this.resources.add(uri);
    try {
      const honored = await this.relisten(timeout, signal);
      if (!honored.resourceSubscriptions?.includes(uri)) {
        throw new Error(`The server does not follow changes of ${uri} (subscriptions/listen left it out)`);
      }
    } catch (e) {
      this.resources.delete(uri);
      throw asLegacyError(e);
    }
  }

  async unsubscribe(uri: string, timeout: number, signal: AbortSignal | undefined): Promise<void> {
    if (!this.resources.delete(uri)) return;
    await this.relisten(timeout, signal).catch((e: unknown) => {
      throw asLegacyError(e);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    const s = this.subscription;
    this.subscription = undefined;
    await s?.close().catch(() => undefined);
    await this.client.close().catch(() => undefined);
  }

  private relisten(timeout: number, signal: AbortSignal | undefined): Promise<SubscriptionFilter> {
    const run = this.queue.then(() => this.openListen(timeout, signal));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async openListen(timeout: number, signal: AbortSignal | undefined): Promise<SubscriptionFilter> {
    if (this.closed) throw new McpError(ErrorCode.ConnectionClosed, 'The connection is closed');
    const caps = this.client.getServerCapabilities() ?? {};
    const filter: SubscriptionFilter = {
      ...(caps.tools?.listChanged ? { toolsListChanged: true } : {}),
      ...(caps.prompts?.listChanged ? { promptsListChanged: true } : {}),
      ...(caps.resources?.listChanged ? { resourcesListChanged: true } : {}),
      ...(this.resources.size ? { resourceSubscriptions: [...this.resources] } : {}),
    };
    const previous = this.subscription;
    if (!Object.keys(filter).length) {
      this.subscription = undefined;
      await previous?.close();
      return filter;
    }
    const subscription = await this.client.listen(filter, { timeout, signal });
    if (this.closed) {
      await subscription.close();
      throw new McpError(ErrorCode.ConnectionClosed, 'The connection is closed');
    }
    this.subscription = subscription;
    await previous?.close();
    void subscription.closed.then((how) => {
      if (how !== 'local' && this.subscription === subscription) {
        this.logger.warn(
          `The server ended the subscriptions/listen stream (${how}); changes are no longer followed until it restarts`,
        );
      }
    });
    return subscription.honoredFilter;
  }
}

/** The progress the 2.x client makes up for a round of input_required answers (its own words). */
function isRoundProgress(progress: { message?: string }, method: string): boolean {
  return progress.message?.startsWith(`Fulfilling input required by '${method}' (round `) === true;
}

/** A Standard Schema that accepts any result as it is. */
const PASS_THROUGH = {
  '~standard': {
    version: 1 as const,
    vendor: 'mcp-lens',
    validate: (value: unknown) => ({ value: value as JsonObject }),
  },
};

const SDK_CODES: Partial<Record<string, number>> = {
  [SdkErrorCode.RequestTimeout]: ErrorCode.RequestTimeout,
  [SdkErrorCode.ConnectionClosed]: ErrorCode.ConnectionClosed,
  [SdkErrorCode.NotConnected]: ErrorCode.ConnectionClosed,
};

/** The 2.x client's errors as the 1.x McpError that errors.ts explains (a server's code and data kept). */
export function asLegacyError(e: unknown): unknown {
  if (e instanceof ProtocolError) return new McpError(e.code, stripPrefix(e.message, e.code), e.data);
  if (e instanceof SdkError) {
    const code = SDK_CODES[e.code];
    if (code !== undefined) return new McpError(code, e.message, e.data);
  }
  return e;
}

function stripPrefix(message: string, code: number): string {
  const prefix = `MCP error ${code}: `;
  return message.startsWith(prefix) ? message.slice(prefix.length) : message;
}
