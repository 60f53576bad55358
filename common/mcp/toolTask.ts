/**
 * A tool call run as a task (SEP-1686), as docs/architecture.md ("A tool call run as a task") follows it. Only 1.x
 * sessions have tasks, since the 2026-07-28 revision moved them into an extension.
 */
import type { Disposable } from './emitter';
import { CancelledError, formatSeconds, messageOf, RequestTimeoutError } from './errors';
import {
  TASK_STATUSES,
  type JsonObject,
  type RequestOptions,
  type TaskRecord,
  type TaskSnapshot,
  type TaskStatus,
  type TaskStep,
} from './types';

export type { TaskRecord, TaskSnapshot, TaskStatus } from './types';

/** The task ended without a result: the server says it failed, or it was cancelled by the server. */
export class TaskEndedError extends Error {
  override readonly name = 'TaskEndedError';
  constructor(
    readonly task: TaskRecord,
    message: string,
  ) {
    super(message);
  }
}

/** The user cancelled the task: `tasks/cancel` was sent (`cancelProblem`: what went wrong with it, if anything). */
export class TaskCancelledError extends CancelledError {
  constructor(
    readonly task: TaskRecord,
    readonly cancelProblem?: string,
  ) {
    super('The task');
  }
}

/** What following a task needs of the connection. */
export interface TaskRequests {
  send(method: string, params: JsonObject, options?: RequestOptions): Promise<JsonObject>;
  /** How long one request may wait for its answer (what `send` allows when not told otherwise). */
  readonly timeoutMs: number;
  /** The server's notifications/tasks/status, for every task of the session. */
  onStatus(listener: (task: TaskSnapshot) => void): Disposable;
}

export interface TaskRunOptions {
  readonly signal?: AbortSignal;
  /** Asked of the server as the task's time to live. */
  readonly ttlMs?: number;
  /** Each new status, the first one included. */
  readonly onStatus?: (task: TaskRecord) => void;
}

/** The server's pollInterval is a suggestion: never hammered, never left for long. */
const MIN_POLL_MS = 200;
const MAX_POLL_MS = 5_000;
const DEFAULT_POLL_MS = 1_000;
const TERMINAL: ReadonlySet<TaskStatus> = new Set(['completed', 'failed', 'cancelled']);
/**
 * In effect no timeout (the longest timer Node keeps) for a `tasks/result` sent while the task lives: it carries the
 * server's requests of the user meanwhile, and timing it out re-sent it and cancelled the one it was delivering on.
 */
const WHILE_THE_TASK_LIVES_MS = 2_147_483_647;

/** Whether a server's capabilities declare tasks for tools/call. */
export function declaresToolTasks(capabilities: object | undefined): boolean {
  const tasks = (capabilities as { tasks?: { requests?: { tools?: { call?: unknown } } } } | undefined)?.tasks;
  return !!tasks?.requests?.tools?.call;
}

/** A tool's `execution.taskSupport` (2025-11-25), when it gives one. */
export function taskSupportOf(tool: JsonObject): 'forbidden' | 'optional' | 'required' | undefined {
  const execution = tool.execution;
  const support =
    execution && typeof execution === 'object' && !Array.isArray(execution)
      ? (execution as JsonObject).taskSupport
      : undefined;
  return support === 'forbidden' || support === 'optional' || support === 'required' ? support : undefined;
}

export function isTerminal(status: TaskStatus): boolean {
  return TERMINAL.has(status);
}

/** A task object of the server's answer, or undefined when it is not one. */
export function taskSnapshot(value: unknown): TaskSnapshot | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const t = value as Record<string, unknown>;
  if (typeof t.taskId !== 'string' || !t.taskId || !TASK_STATUSES.includes(t.status as TaskStatus)) return undefined;
  return {
    taskId: t.taskId,
    status: t.status as TaskStatus,
    ...(typeof t.statusMessage === 'string' && t.statusMessage ? { statusMessage: t.statusMessage } : {}),
    ...(typeof t.pollInterval === 'number' && Number.isFinite(t.pollInterval) ? { pollInterval: t.pollInterval } : {}),
    ...(typeof t.ttl === 'number' || t.ttl === null ? { ttl: t.ttl } : {}),
  };
}

/** Runs `params` (a `tools/call`'s name and arguments) as a task and resolves with its result once it completes. */
export async function runToolTask(
  requests: TaskRequests,
  params: JsonObject,
  options: TaskRunOptions = {},
): Promise<{ result: JsonObject; task: TaskRecord }> {
  const { signal } = options;
  const created = await requests.send(
    'tools/call',
    { ...params, task: options.ttlMs !== undefined ? { ttl: options.ttlMs } : {} },
    { signal },
  );
  const first = taskSnapshot(created.task);
  if (!first) {
    throw new Error(
      'The server answered tools/call run as a task without a task ' +
        `(a CreateTaskResult with task.taskId and task.status): ${JSON.stringify(created).slice(0, 200)}`,
    );
  }
  const follower = new TaskFollower(requests, first, options);
  try {
    return await follower.run();
  } finally {
    follower.dispose();
  }
}

class TaskFollower {
  private readonly steps: TaskStep[] = [];
  private latest: TaskSnapshot;
  private wake: (() => void) | undefined;
  private readonly subscription: Disposable;
  /** The open `tasks/result`, and its own signal (a cancel or an end aborts it). */
  private fetch: OpenFetch | undefined;
  private fetched: { ok: JsonObject } | { error: unknown } | undefined;

  constructor(
    private readonly requests: TaskRequests,
    first: TaskSnapshot,
    private readonly options: TaskRunOptions,
  ) {
    this.latest = first;
    this.see(first);
    this.subscription = requests.onStatus((task) => {
      if (task.taskId === this.latest.taskId) this.see(task);
    });
  }

  get record(): TaskRecord {
    return { taskId: this.latest.taskId, status: this.latest.status, steps: [...this.steps] };
  }

  async run(): Promise<{ result: JsonObject; task: TaskRecord }> {
    const { signal } = this.options;
    for (;;) {
      if (signal?.aborted) return this.cancel();
      const status = this.latest.status;
      if (status === 'cancelled') {
        throw new TaskEndedError(this.record, `The server cancelled the task${said(this.latest)}`);
      }
      if ((status === 'input_required' || status === 'completed' || status === 'failed') && !this.fetch) {
        this.openFetch();
      }
      if (this.fetched) {
        const fetched = this.fetched;
        this.fetched = undefined;
        this.fetch = undefined;
        const outcome = this.settle(fetched);
        if (outcome) return outcome;
        continue;
      }
      await this.pause(pollMs(this.latest));
      if (signal?.aborted || this.fetched || isTerminal(this.latest.status)) continue;
      await this.poll();
    }
  }

  dispose(): void {
    this.subscription.dispose();
    clearTimeout(this.fetch?.deadline);
    this.fetch?.abort.abort();
    this.wake?.();
  }

  /** What a settled `tasks/result` means: the result, a failure, or ask again (a wait timed out on a live task). */
  private settle(
    fetched: { ok: JsonObject } | { error: unknown },
  ): { result: JsonObject; task: TaskRecord } | undefined {
    if ('ok' in fetched) {
      // the server may answer before its notification or our next poll says the task ended
      const status = isTerminal(this.latest.status) ? this.latest.status : statusOfResult(fetched.ok);
      if (status !== this.latest.status) this.see({ ...this.latest, status });
      return { result: fetched.ok, task: this.record };
    }
    if (fetched.error instanceof RequestTimeoutError && !isTerminal(this.latest.status)) return undefined;
    if (this.latest.status === 'failed') {
      throw new TaskEndedError(
        this.record,
        `The task failed${said(this.latest)}; tasks/result answered: ${messageOf(fetched.error)}`,
      );
    }
    throw fetched.error;
  }

  private openFetch(): void {
    const abort = new AbortController();
    const whileLive = !isTerminal(this.latest.status);
    const options: RequestOptions = whileLive
      ? { signal: abort.signal, timeoutMs: WHILE_THE_TASK_LIVES_MS }
      : { signal: abort.signal };
    const answer = this.requests.send('tasks/result', { taskId: this.latest.taskId }, options).then(
      (ok) => ({ ok }),
      (error: unknown) => ({ error }),
    );
    const fetch: OpenFetch = { answer, abort, whileLive };
    this.fetch = fetch;
    void answer.then((fetched) => {
      clearTimeout(fetch.deadline);
      if (this.fetch !== fetch || abort.signal.aborted) return;
      this.fetched = fetched;
      this.wake?.();
    });
  }

  /** The task ended while a `tasks/result` sent during its life is open, so the answer is due within the usual time. */
  private awaitAnswerNow(): void {
    const fetch = this.fetch;
    if (!fetch?.whileLive || fetch.deadline || !isTerminal(this.latest.status)) return;
    fetch.deadline = setTimeout(() => {
      if (this.fetch !== fetch || this.fetched) return;
      const error = new RequestTimeoutError(
        `tasks/result timed out: the task ended (${this.latest.status}), ` +
          `and the server did not answer within ${formatSeconds(this.requests.timeoutMs)} after`,
      );
      fetch.abort.abort();
      this.fetched = { error };
      this.wake?.();
    }, this.requests.timeoutMs);
  }

  private async poll(): Promise<void> {
    try {
      const answer = await this.requests.send(
        'tasks/get',
        { taskId: this.latest.taskId },
        { signal: this.options.signal },
      );
      const task = taskSnapshot(answer);
      if (!task) {
        throw new Error(`The server answered tasks/get without a task: ${JSON.stringify(answer).slice(0, 200)}`);
      }
      this.see(task);
    } catch (e) {
      if (this.options.signal?.aborted) return; // the loop cancels
      // the result may have come while the poll was out (the server forgets a task once its result is read)
      if (this.fetched) return;
      throw e;
    }
  }

  private async cancel(): Promise<never> {
    clearTimeout(this.fetch?.deadline);
    this.fetch?.abort.abort();
    this.fetch = undefined;
    try {
      const answer = await this.requests.send('tasks/cancel', { taskId: this.latest.taskId }, {});
      const task = taskSnapshot(answer);
      if (task) this.see(task);
      throw new TaskCancelledError(this.record);
    } catch (e) {
      if (e instanceof TaskCancelledError) throw e;
      throw new TaskCancelledError(this.record, messageOf(e));
    }
  }

  /** Until the interval passes, a status or result arrives, or the call is cancelled. */
  private pause(ms: number): Promise<void> {
    return new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.options.signal?.removeEventListener('abort', done);
        if (this.wake === done) this.wake = undefined;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wake = done;
      this.options.signal?.addEventListener('abort', done, { once: true });
    });
  }

  private see(task: TaskSnapshot): void {
    // once ended, a task stays ended (a late poll answer or notification does not bring it back)
    if (this.steps.length && isTerminal(this.latest.status) && !isTerminal(task.status)) return;
    this.latest = { ...this.latest, ...task };
    if (!addStep(this.steps, task)) return;
    this.options.onStatus?.(this.record);
    this.awaitAnswerNow();
    this.wake?.();
  }
}

interface OpenFetch {
  readonly answer: Promise<{ ok: JsonObject } | { error: unknown }>;
  readonly abort: AbortController;
  /** Sent while the task lived, so with no timeout of its own (see WHILE_THE_TASK_LIVES_MS). */
  readonly whileLive: boolean;
  /** Once the task ended: when the answer is overdue. */
  deadline?: ReturnType<typeof setTimeout>;
}

/** The status a task's result stands for: an error result ends the task as failed. */
function statusOfResult(result: JsonObject): TaskStatus {
  return result.isError === true ? 'failed' : 'completed';
}

/** How long to wait before asking for the task again: the server's interval, kept within MIN_POLL_MS..MAX_POLL_MS. */
export function pollMs(task: TaskSnapshot): number {
  const asked = task.pollInterval ?? DEFAULT_POLL_MS;
  return Math.min(MAX_POLL_MS, Math.max(MIN_POLL_MS, asked));
}

/** The task's status message, to end a sentence with, or nothing. */
export function said(task: TaskSnapshot): string {
  return task.statusMessage ? `: ${task.statusMessage}` : '';
}

/** Adds the task's status to `steps` unless it repeats the last step; whether it added one. */
export function addStep(steps: TaskStep[], task: TaskSnapshot): boolean {
  const last = steps[steps.length - 1];
  if (last && last.status === task.status && last.statusMessage === task.statusMessage) return false;
  steps.push({
    status: task.status,
    ...(task.statusMessage ? { statusMessage: task.statusMessage } : {}),
    at: Date.now(),
  });
  return true;
}
