/**
 * What MCP Lens answers when a server asks something of the client. A connection declares exactly the features its host
 * gives, so a server never sees a capability the client cannot serve; the host answers, and the connection only routes.
 */
import { APP_MIME_TYPE, APPS_EXTENSION_ID } from './apps/uiMeta';
import type {
  ClientCapabilities,
  CreateMessageRequestParams,
  CreateMessageResult,
  ElicitRequestParams,
  ElicitResult,
  Root,
} from '@modelcontextprotocol/sdk/types.js';

/** Who asks, and when to stop asking the user. */
export interface ServerRequestContext {
  readonly serverId: string;
  readonly serverName: string;
  /** Aborts when the server cancels its request (notifications/cancelled) or the session ends. */
  readonly signal: AbortSignal;
  /** The server asked for the answer as a task (it polls for it instead of waiting on the request). */
  readonly task?: { readonly taskId: string };
}

export interface ClientFeatures {
  /** `roots/list`: the roots this server may work in, declared with `listChanged` (ServerConnection.rootsChanged). */
  readonly roots?: (context: ServerRequestContext) => readonly Root[] | Promise<readonly Root[]>;
  /** `elicitation/create`, in the modes listed. */
  readonly elicitation?: {
    readonly modes: readonly ('form' | 'url')[];
    readonly elicit: (request: ElicitRequestParams, context: ServerRequestContext) => Promise<ElicitResult>;
    /** `notifications/elicitation/complete`: the out-of-band flow of a URL-mode elicitation finished. */
    readonly complete?: (elicitationId: string, context: Omit<ServerRequestContext, 'signal'>) => void;
  };
  /** `sampling/createMessage`; `tools`: requests that carry tools are understood (SEP-1577). */
  readonly sampling?: {
    readonly tools?: boolean;
    readonly sample: (
      request: CreateMessageRequestParams,
      context: ServerRequestContext,
    ) => Promise<CreateMessageResult>;
  };
  /**
   * Tasks (SEP-1686, 2025-11-25): the elicitation and sampling given may be asked as tasks, and the client lists and
   * cancels them. The server's own tasks (a tool run as a task) need no declaration.
   */
  readonly tasks?: boolean;
  /** MCP Apps (the `io.modelcontextprotocol/ui` extension): the client renders tools' UI resources. */
  readonly apps?: boolean;
}

/** The capabilities to declare in `initialize` for the features given: exactly those. */
export function clientCapabilities(features: ClientFeatures | undefined): ClientCapabilities {
  const capabilities: ClientCapabilities = {};
  if (!features) return capabilities;
  if (features.roots) capabilities.roots = { listChanged: true };
  if (features.elicitation?.modes.length) {
    const modes = features.elicitation.modes;
    capabilities.elicitation = {
      ...(modes.includes('form') ? { form: { applyDefaults: true } } : {}),
      ...(modes.includes('url') ? { url: {} } : {}),
    };
  }
  if (features.sampling) capabilities.sampling = features.sampling.tools ? { tools: {} } : {};
  const elicitation = !!capabilities.elicitation;
  if (features.tasks && (elicitation || features.sampling)) {
    capabilities.tasks = {
      list: {},
      cancel: {},
      requests: {
        ...(elicitation ? { elicitation: { create: {} } } : {}),
        ...(features.sampling ? { sampling: { createMessage: {} } } : {}),
      },
    };
  }
  if (features.apps) capabilities.extensions = { [APPS_EXTENSION_ID]: { mimeTypes: [APP_MIME_TYPE] } };
  return capabilities;
}
