/**
 * The tasks the client runs for a server (SEP-1686): an elicitation or sampling request with `task` gets one at once.
 * This store adds to the SDK's a failure read back as the request's own error, and a signal for a cancel or expiry.
 */
import { InMemoryTaskStore } from '@modelcontextprotocol/sdk/experimental/tasks/stores/in-memory.js';
import type { RequestTaskStore } from '@modelcontextprotocol/sdk/shared/protocol.js';
import type { Result, Task } from '@modelcontextprotocol/sdk/types.js';
import { messageOf } from './errors';

/** A task's time to live when the server names none: long enough for a person to answer. */
const DEFAULT_TTL_MS = 10 * 60_000;
/** How often the server is told to poll a task that waits for a person. */
const POLL_INTERVAL_MS = 500;

/** What the server reads from `tasks/result` of a failed task: the error its request would have been answered with. */
class TaskFailure extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export class ClientTaskStore extends InMemoryTaskStore {
  private readonly failures = new Map<string, TaskFailure>();
  private readonly ends = new Map<string, AbortController>();

  /** Aborts when the task is cancelled (tasks/cancel) or forgotten (its time to live ran out, the session ended). */
  endOf(taskId: string): AbortSignal {
    let end = this.ends.get(taskId);
    if (!end) {
      end = new AbortController();
      this.ends.set(taskId, end);
    }
    return end.signal;
  }

  override async updateTaskStatus(
    taskId: string,
    status: Task['status'],
    statusMessage?: string,
    sessionId?: string,
  ): Promise<void> {
    await super.updateTaskStatus(taskId, status, statusMessage, sessionId);
    if (status === 'cancelled') this.end(taskId, 'the server cancelled the task');
  }

  override async getTaskResult(taskId: string, sessionId?: string): Promise<Result> {
    const failure = this.failures.get(taskId);
    if (failure && (await this.getTask(taskId, sessionId))) throw failure;
    return super.getTaskResult(taskId, sessionId);
  }

  /** Records why a task failed, before its status says so. */
  failWith(taskId: string, code: number, message: string): void {
    this.failures.set(taskId, new TaskFailure(code, message));
  }

  end(taskId: string, reason: string): void {
    this.ends.get(taskId)?.abort(new Error(reason));
    this.ends.delete(taskId);
  }

  override cleanup(): void {
    for (const id of [...this.ends.keys()]) this.end(id, 'the session ended');
    this.failures.clear();
    super.cleanup();
  }
}

/**
 * Answers a task-augmented request: creates the task, answers it in the background with `answer` (its signal aborts on
 * cancel, expiry or `stop`), and stores the answer or error as the task's result. Resolves with the CreateTaskResult.
 */
export async function answerAsTask(
  store: ClientTaskStore,
  requestStore: RequestTaskStore,
  requestedTtl: number | undefined,
  stop: AbortSignal,
  answer: (signal: AbortSignal, taskId: string) => Promise<Result>,
): Promise<{ task: Task }> {
  const ttl = requestedTtl ?? DEFAULT_TTL_MS;
  const created = await requestStore.createTask({ ttl, pollInterval: POLL_INTERVAL_MS });
  const taskId = created.taskId;
  await requestStore.updateTaskStatus(taskId, 'input_required', 'Waiting for the user to answer in MCP Lens');
  const expiry = setTimeout(() => store.end(taskId, 'the task expired'), ttl);
  expiry.unref?.();
  const signal = AbortSignal.any([store.endOf(taskId), stop]);
  void (async () => {
    try {
      const result = await answer(signal, taskId);
      if (signal.aborted) return;
      // the status message would otherwise still say that it waits
      await requestStore.updateTaskStatus(taskId, 'working', 'Answered by the user in MCP Lens');
      await requestStore.storeTaskResult(taskId, 'completed', result);
    } catch (e) {
      if (signal.aborted) return;
      const code = (e as { code?: unknown }).code;
      store.failWith(taskId, typeof code === 'number' && Number.isSafeInteger(code) ? code : -32603, messageOf(e));
      await requestStore.updateTaskStatus(taskId, 'failed', messageOf(e));
    } finally {
      clearTimeout(expiry);
      store.end(taskId, 'the task ended');
    }
  })().catch(() => undefined); // a task the server cancelled meanwhile takes no status: nothing to tell anyone
  return { task: (await requestStore.getTask(taskId)) ?? created };
}
