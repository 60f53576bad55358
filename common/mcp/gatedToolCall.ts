/**
 * A tool call through the approval gate, which sees the server, the tool as listed and a frozen copy of the arguments.
 * Nothing is sent unless it says yes, nor when the server restarted or the tool changed while it decided.
 */
import { deepFreeze } from './catalogSync';
import type { Event } from './emitter';
import { CancelledError, messageOf, NotRunningError } from './errors';
import { declarationsToMirror, paramHeaders, type HeaderDeclaration } from './mcpParamHeaders';
import type { Session } from './session';
import { inputAnswerer, modernRunsAsTask, runModernToolTask } from './modernTasks';
import { declaresToolTasks, runToolTask, taskSupportOf, type TaskSnapshot } from './toolTask';
import type { ApprovalGate, JsonObject, Logger, RequestOptions, ToolCallOptions, ToolCallOutcome } from './types';

/** What a tool call needs of its connection. */
export interface ToolCallConnection {
  id(): string;
  name(): string;
  logger(): Logger;
  /** The running session; throws when the server does not run. */
  runningSession(): Session;
  /** The tool as the catalog lists it now. */
  tool(name: string): JsonObject | undefined;
  /** The session is still the connection's, and running. */
  isRunning(session: Session): boolean;
  send(session: Session, method: string, params: JsonObject, options?: RequestOptions): Promise<JsonObject>;
  requestTimeoutMs(): number;
  readonly onTaskStatus: Event<TaskSnapshot>;
}

export async function callThroughGate(
  c: ToolCallConnection,
  request: { readonly name: string; readonly arguments?: JsonObject },
  approve: ApprovalGate,
  options: ToolCallOptions = {},
): Promise<ToolCallOutcome> {
  if (options.signal?.aborted) throw new CancelledError('tools/call');
  const session = c.runningSession();
  const tool = c.tool(request.name);
  if (!tool) throw new Error(`${c.name()} lists no tool named ${JSON.stringify(request.name)}`);
  const mirrored = mirroredDeclarations(session, tool);
  const asTask = runsAsTask(c, session, tool, options.asTask === true);
  // the gate sees, and the server gets, a frozen copy: the caller cannot change the arguments once they are shown
  const args = frozenArguments(request.arguments);
  let approved = false;
  try {
    approved =
      (await approve(
        {
          serverId: c.id(),
          serverName: c.name(),
          transport: session.transport,
          tool,
          arguments: args,
          ...(options.origin ? { origin: options.origin } : {}),
        },
        options.signal,
      )) === true;
  } catch (e) {
    c.logger().warn(`The approval of ${request.name} failed, so the call was not sent: ${messageOf(e)}`);
  }
  if (!approved) return { outcome: 'denied' };
  if (options.signal?.aborted) throw new CancelledError('tools/call');
  if (!c.isRunning(session)) {
    throw new NotRunningError(`${c.name()} stopped or restarted while the call waited for approval; nothing was sent`);
  }
  // catalog entries are frozen, so the same object is the same definition; a re-listed one is compared by content
  const now = c.tool(request.name);
  if (now !== tool && (!now || JSON.stringify(now) !== JSON.stringify(tool))) {
    throw new Error(`The definition of ${request.name} changed while the call waited for approval; nothing was sent`);
  }
  options.onApproved?.({ asTask });
  const headers = paramHeaders(mirrored, args);
  const started = performance.now();
  if (asTask) {
    const requests = {
      send: (method: string, params: JsonObject, o?: RequestOptions) =>
        c.send(session, method, params, {
          timeoutMs: options.timeoutMs,
          ...o,
          ...(method === 'tools/call' ? { headers } : {}),
        }),
      timeoutMs: options.timeoutMs ?? c.requestTimeoutMs(),
      onStatus: c.onTaskStatus,
    };
    const params = { name: request.name, arguments: args };
    const run = { signal: options.signal, onStatus: options.onTask };
    const { result, task } = session.modern
      ? await runModernToolTask({ ...requests, answerInput: inputAnswerer(session.modern.client) }, params, run)
      : await runToolTask(requests, params, run);
    return { outcome: 'completed', result, durationMs: performance.now() - started, ...(task ? { task } : {}) };
  }
  const result = await c.send(session, 'tools/call', { name: request.name, arguments: args }, { ...options, headers });
  return { outcome: 'completed', result, durationMs: performance.now() - started };
}

/** The `x-mcp-header` arguments to mirror: on a 2026-07-28 session over Streamable HTTP, where headers are sent. */
function mirroredDeclarations(session: Session, tool: JsonObject): readonly HeaderDeclaration[] {
  return session.modern && session.transport === 'http' ? declarationsToMirror(tool) : [];
}

/**
 * Whether a call is run as a task: when asked, or when the tool requires it and the server declares tasks for
 * tools/call. Asked of a server or tool that cannot, it fails before the gate is asked.
 */
function runsAsTask(c: ToolCallConnection, session: Session, tool: JsonObject, asked: boolean): boolean {
  const support = taskSupportOf(tool);
  if (!asked) return support === 'required' && !!session.client && sessionDeclaresToolTasks(session);
  const name = String(tool.name);
  if (session.modern) return modernRunsAsTask(c.name(), session.modern.getServerCapabilities(), name);
  if (!session.client) throw new Error(`${c.name()} is not connected, so ${name} cannot run as a task`);
  if (!sessionDeclaresToolTasks(session)) {
    const where = 'capabilities.tasks.requests.tools.call';
    throw new Error(`${c.name()} does not declare tasks for tools/call (${where}), so ${name} cannot run as a task`);
  }
  if (support !== 'required' && support !== 'optional') {
    const said = support ?? 'absent, that is "forbidden"';
    throw new Error(`${name} does not support running as a task (its execution.taskSupport is ${said})`);
  }
  return true;
}

function sessionDeclaresToolTasks(session: Session): boolean {
  return declaresToolTasks(session.client?.getServerCapabilities());
}

const NO_ARGUMENTS: JsonObject = Object.freeze({});

function frozenArguments(args: JsonObject | undefined): JsonObject {
  return !args || isEmpty(args) ? NO_ARGUMENTS : deepFreeze(structuredClone(args));
}

function isEmpty(o: object): boolean {
  for (const key in o) if (Object.prototype.hasOwnProperty.call(o, key)) return false;
  return true;
}
