/**
 * Tasks on 2026-07-28 sessions: the `io.modelcontextprotocol/tasks` extension (SEP-2663), which the 2.x client does
 * not speak. docs/protocol-revisions.md ("Tasks: what the extension's client leaves out") describes the wire.
 */
import type { Client as ModernClient } from '@modelcontextprotocol/client';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage, MessageExtraInfo } from '@modelcontextprotocol/sdk/types.js';
import { messageOf, ServerError } from './errors';
import {
  addStep,
  declaresToolTasks,
  pollMs,
  said,
  TaskCancelledError,
  TaskEndedError,
  type TaskRunOptions,
} from './toolTask';
import {
  TASK_STATUSES,
  type JsonObject,
  type RequestOptions,
  type TaskRecord,
  type TaskSnapshot,
  type TaskStatus,
  type TaskStep,
} from './types';

export const TASKS_EXTENSION = 'io.modelcontextprotocol/tasks';
const CLIENT_CAPABILITIES = 'io.modelcontextprotocol/clientCapabilities';
/** Marks a tools/call that may be answered with a task; the transport takes it out before sending. */
const AS_TASK = 'dev.mcp-lens/asTask';
/** The JSON-RPC error a task handle is handed to the 2.x client as, since it refuses `resultType: "task"`. */
export const TASK_HANDLE_CODE = -32099;
const TASK_HANDLE = 'dev.mcp-lens/createdTask';
const TASK_METHODS: ReadonlySet<string> = new Set(['tasks/get', 'tasks/update', 'tasks/cancel']);
const INPUT_METHODS: ReadonlySet<string> = new Set(['elicitation/create', 'sampling/createMessage', 'roots/list']);

/** Whether a modern server's capabilities declare the tasks extension. */
export function declaresTasksExtension(capabilities: object | undefined): boolean {
  const extensions = (capabilities as { extensions?: Record<string, unknown> } | undefined)?.extensions;
  return !!extensions && typeof extensions === 'object' && !!extensions[TASKS_EXTENSION];
}

/**
 * Which tools the runner offers to run as a task: those whose `execution.taskSupport` allows it (2025-11-25 tasks),
 * any tool on a modern session whose server declares the extension (tools say nothing there; the server decides).
 */
export function toolTaskOffer(connection: {
  readonly serverCapabilities: object | undefined;
  readonly declaresTasksExtension: boolean;
}): boolean | 'any-tool' {
  return connection.declaresTasksExtension ? 'any-tool' : declaresToolTasks(connection.serverCapabilities);
}

/** Throws why a tool cannot run as a task on this modern session, or returns true. */
export function modernRunsAsTask(serverName: string, capabilities: object | undefined, tool: string): true {
  if (!declaresTasksExtension(capabilities)) {
    throw new Error(
      `${serverName} does not declare the ${TASKS_EXTENSION} extension in its capabilities, so ${tool} cannot run ` +
        'as a task; run it without one',
    );
  }
  return true;
}

/**
 * Teaches a 2.x client's transport the extension: task requests and a tools/call marked to run as a task declare it in
 * their `_meta` capabilities, and a task handle answering such a call reaches the client as a TASK_HANDLE_CODE error.
 */
export function speakTasksExtension(transport: Transport): void {
  const asTask = new Set<string | number>();
  const send = transport.send.bind(transport);
  transport.send = (message, options) => send(declaringTasks(message, asTask), options);
  let handler = transport.onmessage;
  Object.defineProperty(transport, 'onmessage', {
    configurable: true,
    get: () =>
      handler &&
      ((message: JSONRPCMessage, extra?: MessageExtraInfo) => handler?.(taskHandleOf(message, asTask), extra)),
    set: (h: Transport['onmessage']) => {
      handler = h;
    },
  });
}

function declaringTasks(message: JSONRPCMessage, asTask: Set<string | number>): JSONRPCMessage {
  if (!('method' in message) || !('id' in message)) return message;
  const params = (message.params ?? {}) as JsonObject;
  const meta = isObject(params._meta) ? params._meta : {};
  const marked = meta[AS_TASK] === true;
  if (!marked && !TASK_METHODS.has(message.method)) return message;
  if (marked) asTask.add(message.id);
  const { [AS_TASK]: _marker, ...rest } = meta;
  const capabilities = isObject(rest[CLIENT_CAPABILITIES]) ? rest[CLIENT_CAPABILITIES] : {};
  const extensions = isObject(capabilities.extensions) ? capabilities.extensions : {};
  const declared = { ...capabilities, extensions: { ...extensions, [TASKS_EXTENSION]: {} } };
  return { ...message, params: { ...params, _meta: { ...rest, [CLIENT_CAPABILITIES]: declared } } } as JSONRPCMessage;
}

function taskHandleOf(message: JSONRPCMessage, asTask: Set<string | number>): JSONRPCMessage {
  if (!('id' in message) || 'method' in message || message.id === undefined || !asTask.delete(message.id)) {
    return message;
  }
  const result = (message as { result?: unknown }).result;
  if (!isObject(result) || result.resultType !== 'task') return message;
  const error = { code: TASK_HANDLE_CODE, message: 'The server answered with a task', data: { [TASK_HANDLE]: result } };
  return { jsonrpc: '2.0', id: message.id, error } as JSONRPCMessage;
}

/** The CreateTaskResult a tools/call run as a task was answered with, or undefined when `e` is not one. */
export function createdTaskOf(e: unknown): JsonObject | undefined {
  if (!(e instanceof ServerError) || e.code !== TASK_HANDLE_CODE || !isObject(e.data)) return undefined;
  const handle = e.data[TASK_HANDLE];
  return isObject(handle) ? handle : undefined;
}

/** What following a modern task needs of the connection. */
export interface ModernTaskRequests {
  send(method: string, params: JsonObject, options?: RequestOptions): Promise<JsonObject>;
  /** Answers one request a task embeds (elicitation, sampling, roots) as the session answers input_required. */
  answerInput(key: string, request: JsonObject, signal: AbortSignal): Promise<JsonObject>;
}

/**
 * Answers a task's embedded request through the handlers the 2.x client fulfils `input_required` with: the same
 * request cards. `_getRequestHandler` is the client's accessor for dispatching such synthesized requests.
 */
export function inputAnswerer(client: ModernClient): ModernTaskRequests['answerInput'] {
  type Handler = (request: JsonObject, context: JsonObject) => Promise<unknown>;
  const host = client as unknown as { _getRequestHandler(method: string): Handler | undefined };
  return async (key, request, signal) => {
    const method = request.method;
    if (typeof method !== 'string' || !INPUT_METHODS.has(method)) {
      throw new Error(`The task asked for ${JSON.stringify(method)}, which is not a request a server may embed`);
    }
    const handler = host._getRequestHandler(method);
    if (!handler) {
      throw new Error(`The task asked for ${method}, which this session did not declare, so it cannot be answered`);
    }
    const params = isObject(request.params) ? request.params : undefined;
    const fail = () => {
      throw new Error('An embedded request has no peer request to send or notify on');
    };
    const mcpReq = { id: key, method, _meta: params?._meta, signal, send: fail, notify: fail };
    const answer = await handler({ jsonrpc: '2.0', id: key, method, ...(params ? { params } : {}) }, { mcpReq });
    return isObject(answer) ? answer : {};
  };
}

/**
 * Runs `params` (a tools/call's name and arguments) declaring the tasks extension. The server decides: its result at
 * once (no task), or a task followed with tasks/get, given input with tasks/update and cancelled with tasks/cancel.
 */
export async function runModernToolTask(
  requests: ModernTaskRequests,
  params: JsonObject,
  options: TaskRunOptions = {},
): Promise<{ result: JsonObject; task?: TaskRecord }> {
  const meta = isObject(params._meta) ? params._meta : {};
  let created: JsonObject;
  try {
    const result = await requests.send(
      'tools/call',
      { ...params, _meta: { ...meta, [AS_TASK]: true } },
      { signal: options.signal },
    );
    return { result };
  } catch (e) {
    const handle = createdTaskOf(e);
    if (!handle) throw e;
    created = handle;
  }
  const first = detailedTask(created);
  if (!first) {
    throw new Error(
      'The server answered tools/call with resultType "task" but without a task (a taskId and one of the statuses ' +
        `${TASK_STATUSES.join(', ')}): ${JSON.stringify(created).slice(0, 200)}`,
    );
  }
  return new ModernTaskFollower(requests, first, options).run();
}

/** A tasks/get answer: the task, and what its status carries (result, error or input requests). */
interface DetailedTask extends TaskSnapshot {
  readonly result?: JsonObject;
  readonly error?: JsonObject;
  readonly inputRequests?: JsonObject;
}

class ModernTaskFollower {
  private readonly steps: TaskStep[] = [];
  private latest: DetailedTask;
  /** Input requests answered already (tasks/update is acknowledged before the server's status shows it). */
  private readonly answered = new Set<string>();

  constructor(
    private readonly requests: ModernTaskRequests,
    first: DetailedTask,
    private readonly options: TaskRunOptions,
  ) {
    this.latest = first;
    this.see(first);
  }

  get record(): TaskRecord {
    return { taskId: this.latest.taskId, status: this.latest.status, steps: [...this.steps] };
  }

  async run(): Promise<{ result: JsonObject; task: TaskRecord }> {
    const { signal } = this.options;
    // a CreateTaskResult carries no result, error or input requests: they come on tasks/get
    let detailed = false;
    for (;;) {
      if (signal?.aborted) return this.cancel();
      const task = this.latest;
      if (task.status === 'completed' && detailed) return { result: this.resultOf(task), task: this.record };
      if (task.status === 'failed' && detailed) throw new TaskEndedError(this.record, failure(task));
      if (task.status === 'cancelled') {
        throw new TaskEndedError(this.record, `The server cancelled the task${said(task)}`);
      }
      const pending = task.status === 'input_required' ? this.unanswered(task) : [];
      if (pending.length) {
        await this.answer(task, pending);
      } else if (detailed || task.status === 'working') {
        await this.pause(pollMs(task));
      }
      if (signal?.aborted) continue;
      await this.poll();
      detailed = true;
    }
  }

  private resultOf(task: DetailedTask): JsonObject {
    if (task.result) return task.result;
    throw new TaskEndedError(
      this.record,
      'The server said the task completed, but its tasks/get answer has no result to show',
    );
  }

  private unanswered(task: DetailedTask): [string, JsonObject][] {
    return Object.entries(task.inputRequests ?? {})
      .filter(([key]) => !this.answered.has(key))
      .map(([key, request]) => [key, isObject(request) ? request : {}]);
  }

  /** Answers the pending input requests (each on its card) and sends the answers with tasks/update. */
  private async answer(task: DetailedTask, pending: [string, JsonObject][]): Promise<void> {
    const round = new AbortController();
    const signal = this.options.signal ? AbortSignal.any([this.options.signal, round.signal]) : round.signal;
    let responses: [string, JsonObject][];
    try {
      responses = await Promise.all(
        pending.map(async ([key, request]): Promise<[string, JsonObject]> => [
          key,
          await this.requests.answerInput(key, request, signal),
        ]),
      );
    } catch (e) {
      round.abort();
      if (this.options.signal?.aborted) return;
      // the task would otherwise wait for an answer that never comes
      await this.requests.send('tasks/cancel', { taskId: task.taskId }).catch(() => undefined);
      throw new TaskEndedError(
        this.record,
        `The task's request for input was not answered (${messageOf(e)}), so the task was cancelled`,
      );
    }
    for (const [key] of responses) this.answered.add(key);
    await this.requests.send(
      'tasks/update',
      { taskId: task.taskId, inputResponses: Object.fromEntries(responses) },
      { signal: this.options.signal },
    );
  }

  private async poll(): Promise<void> {
    let answer: JsonObject;
    try {
      answer = await this.requests.send('tasks/get', { taskId: this.latest.taskId }, { signal: this.options.signal });
    } catch (e) {
      if (this.options.signal?.aborted) return; // the loop cancels
      if (e instanceof ServerError) {
        throw new TaskEndedError(this.record, `The server no longer answers for the task: ${e.message}`);
      }
      throw e;
    }
    const task = detailedTask(answer);
    if (!task || task.taskId !== this.latest.taskId) {
      throw new TaskEndedError(
        this.record,
        `The server answered tasks/get for ${this.latest.taskId} without that task (a taskId and one of the ` +
          `statuses ${TASK_STATUSES.join(', ')}): ${JSON.stringify(answer).slice(0, 200)}`,
      );
    }
    this.see(task);
  }

  /** tasks/cancel is only acknowledged: one tasks/get after it shows what the server made of it. */
  private async cancel(): Promise<never> {
    const taskId = this.latest.taskId;
    try {
      await this.requests.send('tasks/cancel', { taskId });
    } catch (e) {
      throw new TaskCancelledError(this.record, messageOf(e));
    }
    const after = await this.requests.send('tasks/get', { taskId }).then(detailedTask, () => undefined);
    if (after?.taskId === taskId) this.see(after);
    throw new TaskCancelledError(this.record);
  }

  private pause(ms: number): Promise<void> {
    return new Promise<void>((resolve) => {
      const signal = this.options.signal;
      const done = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      signal?.addEventListener('abort', done, { once: true });
    });
  }

  private see(task: DetailedTask): void {
    this.latest = task;
    if (!addStep(this.steps, task)) return;
    this.options.onStatus?.(this.record);
  }
}

/** A task of a CreateTaskResult or tasks/get answer (SEP-2663 names: ttlMs, pollIntervalMs), or undefined. */
function detailedTask(value: unknown): DetailedTask | undefined {
  if (!isObject(value)) return undefined;
  const { taskId, status, statusMessage, pollIntervalMs, ttlMs, result, error, inputRequests } = value;
  if (typeof taskId !== 'string' || !taskId || !TASK_STATUSES.includes(status as TaskStatus)) return undefined;
  return {
    taskId,
    status: status as TaskStatus,
    ...(typeof statusMessage === 'string' && statusMessage ? { statusMessage } : {}),
    ...(typeof pollIntervalMs === 'number' && Number.isFinite(pollIntervalMs) ? { pollInterval: pollIntervalMs } : {}),
    ...(typeof ttlMs === 'number' || ttlMs === null ? { ttl: ttlMs } : {}),
    ...(isObject(result) ? { result } : {}),
    ...(isObject(error) ? { error } : {}),
    ...(isObject(inputRequests) ? { inputRequests } : {}),
  };
}

function failure(task: DetailedTask): string {
  const error = task.error;
  if (!error) return `The task failed${said(task)}`;
  const code = typeof error.code === 'number' ? ` (error ${error.code})` : '';
  const message = typeof error.message === 'string' ? error.message : JSON.stringify(error).slice(0, 200);
  return `The task failed: ${message}${code}`;
}

function isObject(value: unknown): value is JsonObject {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}
