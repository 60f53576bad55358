import type { ApprovalGate, ToolCallRequest } from '../../../common/mcp/types';
import { auditLine, callOriginText, type AnswerSource } from './audit';
import type { SessionGrantStore } from './grants';
import { definitionHash, definitionOf, type Pin, type ToolLike } from './pins';
import { decideApproval, type ApprovalSettings, type PolicyDecision } from './policy';
import { launchFingerprint } from './trust';

/** One tool call waiting for the gate, its tool read into the fields the approval layer uses. */
export interface ApprovalRequest extends Omit<ToolCallRequest, 'tool'> {
  readonly tool: ToolLike;
}

/** The tool as listed, every field kept as sent (a changed field of any type is a changed definition). */
export function toolOf(listed: Record<string, unknown>): ToolLike {
  const { name, title, description, inputSchema, annotations } = listed;
  return { name: typeof name === 'string' ? name : String(name ?? ''), title, description, inputSchema, annotations };
}

export type AskDecision = Extract<PolicyDecision, { action: 'ask' }>;

/** What the panel is asked to show. */
export interface ApprovalPrompt {
  readonly request: ApprovalRequest;
  readonly trusted: boolean;
  readonly decision: AskDecision;
}

/** The user's answer. Anything but an explicit Approve is a denial. */
export interface UserAnswer {
  readonly approved: boolean;
  readonly source: AnswerSource;
  readonly allowForSession?: boolean;
  readonly trustServer?: boolean;
}

export interface ApprovalGateDeps {
  readonly settings: () => ApprovalSettings;
  /** Seconds to wait for an answer before denying; 0 or less waits as long as the panel is open. */
  readonly timeoutSeconds: () => number;
  /** Trust is bound to a launch: the config entry (as written) the session a call goes to was started from. */
  readonly trust: {
    isLaunchTrusted(serverId: string, launch: unknown): boolean;
    trustLaunch(serverId: string, launch: unknown): PromiseLike<void>;
  };
  readonly pins: {
    get(serverId: string, toolName: string): Pin | undefined;
    pin(serverId: string, tool: ToolLike): PromiseLike<unknown>;
  };
  readonly grants: SessionGrantStore;
  /** Shows the approval panel; `signal` aborts when the gate stops waiting (timeout, cancellation): close the panel then. */
  readonly ask: (prompt: ApprovalPrompt, signal: AbortSignal) => Promise<UserAnswer>;
  /** Writes a line to the server's log. */
  readonly log: (serverId: string, line: string) => void;
}

/** The gate every tool call goes through before anything is sent: resolves true only to run the call. */
export function createApprovalGate(deps: ApprovalGateDeps): ApprovalGate {
  const audit = (request: ApprovalRequest, line: Parameters<typeof auditLine>[0]) => {
    try {
      deps.log(request.serverId, auditLine(line));
    } catch {
      // a log that cannot be written must not change the decision
    }
  };

  return async (call, signal) => {
    const request: ApprovalRequest = { ...call, tool: toolOf(call.tool) };
    const base = {
      serverName: request.serverName,
      toolName: request.tool.name,
      arguments: request.arguments,
      ...(request.origin ? { from: callOriginText(request.origin) } : {}),
    };
    let decision: PolicyDecision;
    let hash: string;
    let grantKey: string;
    let trusted: boolean;
    try {
      const definition = definitionOf(request.tool);
      hash = definitionHash(definition);
      grantKey = grantKeyOf(request, hash);
      // The launch the call goes to, not what the file says now: a session started from another entry is not trusted,
      // and neither is one whose entry changed under it (it asks until it is restarted).
      const changedUnderIt = !!request.launch?.changedSinceStart;
      trusted =
        !!request.launch && !changedUnderIt && deps.trust.isLaunchTrusted(request.serverId, request.launch.config);
      decision = decideApproval({
        trusted,
        annotations: request.tool.annotations,
        pinned: deps.pins.get(request.serverId, request.tool.name),
        current: { hash, definition },
        settings: deps.settings(),
        grants: deps.grants.get(request.serverId, request.tool.name, grantKey),
      });
      if (changedUnderIt) decision = changedEntryDecision(decision);
    } catch (error) {
      audit(request, {
        ...base,
        outcome: 'denied',
        reason: `the approval policy failed (${errorText(error)})`,
        answer: 'panel error',
      });
      return false;
    }

    if (decision.action === 'run') {
      await remember(request, hash, deps);
      audit(request, { ...base, outcome: 'auto-run', reason: decision.reason });
      return true;
    }

    const answer = await waitForAnswer({ request, trusted, decision }, deps, signal);
    const allowForSession = answer.approved && !!answer.allowForSession && decision.offers.allowForSession;
    const trustServer = answer.approved && !!answer.trustServer && decision.offers.trustServer;
    audit(request, {
      ...base,
      outcome: answer.approved ? 'approved' : 'denied',
      reason: decision.reason,
      level: decision.level,
      answer: answer.source,
      allowedForSession: allowForSession,
      trustedServer: trustServer,
    });
    if (!answer.approved) return false;
    try {
      await remember(request, hash, deps);
      deps.grants.recordApproval(request.serverId, request.tool.name, grantKey);
      if (allowForSession) deps.grants.allowForSession(request.serverId, request.tool.name, grantKey);
      // the launch the call was made to, which the user saw: the file may hold another entry by the time they answer
      if (trustServer) await trustLaunchOf(request, deps);
    } catch (error) {
      deps.log(
        request.serverId,
        `approval: could not save the approval of ${JSON.stringify(request.tool.name)} (${errorText(error)}); it will ask again`,
      );
    }
    return true;
  };
}

const CHANGED_ENTRY = 'its entry changed in its config file since it started: every call asks until it is restarted';

/**
 * A call to a server whose entry changed under it asks, and offers no "Trust this server": trusting the entry it runs
 * would not stop the next call from asking, and trusting the file's entry would trust what the user was not shown.
 */
function changedEntryDecision(decision: PolicyDecision): PolicyDecision {
  if (decision.action !== 'ask') return decision;
  return {
    ...decision,
    reason: `${decision.reason}; ${CHANGED_ENTRY}`,
    offers: { ...decision.offers, trustServer: false },
  };
}

/** Session grants hold for one definition of a tool on one launch: a server started from another entry asks again. */
function grantKeyOf(request: ApprovalRequest, hash: string): string {
  return request.launch ? `${hash} ${launchFingerprint(request.launch.config)}` : hash;
}

async function trustLaunchOf(request: ApprovalRequest, deps: ApprovalGateDeps): Promise<void> {
  if (!request.launch) throw new Error('the launch of its session is not known, so the server was not trusted');
  await deps.trust.trustLaunch(request.serverId, request.launch.config);
}

/** Pins the definition the user saw (or the policy let run), unless that exact one is pinned already. */
async function remember(request: ApprovalRequest, hash: string, deps: ApprovalGateDeps): Promise<void> {
  if (deps.pins.get(request.serverId, request.tool.name)?.hash === hash) return;
  try {
    await deps.pins.pin(request.serverId, request.tool);
  } catch (error) {
    deps.log(request.serverId, `approval: could not pin ${JSON.stringify(request.tool.name)} (${errorText(error)})`);
  }
}

/** The user's answer, or a denial when the panel fails, the caller cancels, or the time runs out. */
function waitForAnswer(
  prompt: ApprovalPrompt,
  deps: ApprovalGateDeps,
  signal: AbortSignal | undefined,
): Promise<UserAnswer> {
  const stop = new AbortController();
  return new Promise<UserAnswer>((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = (answer: UserAnswer) => {
      if (timer) clearTimeout(timer);
      signal?.removeEventListener('abort', onCancel);
      if (!stop.signal.aborted) stop.abort(answer.source);
      resolve(answer);
    };
    const onCancel = () => finish({ approved: false, source: 'cancelled' });
    if (signal?.aborted) return onCancel();
    signal?.addEventListener('abort', onCancel, { once: true });
    const seconds = deps.timeoutSeconds();
    if (seconds > 0) timer = setTimeout(() => finish({ approved: false, source: 'timed out' }), seconds * 1000);
    let asked: Promise<UserAnswer>;
    try {
      asked = deps.ask(prompt, stop.signal);
    } catch {
      return finish({ approved: false, source: 'panel error' });
    }
    asked.then(
      (answer) => finish(answer.approved === true ? answer : { ...answer, approved: false }),
      () => finish({ approved: false, source: 'panel error' }),
    );
  });
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
