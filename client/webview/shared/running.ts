/**
 * The words of a call in flight: how long it has run, when it will time out, and its progress. Pure (no DOM),
 * so the wording is tested under Node.
 */

/** "12 s", "2 min 5 s", "60 min". */
export function formatSeconds(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  if (total < 120) return `${total} s`;
  const min = Math.floor(total / 60);
  const s = total % 60;
  return s ? `${min} min ${s} s` : `${min} min`;
}

/**
 * "Running for 12 s · times out after 60 s". Progress notifications restart the request's timeout, so once one
 * came the timeout is the silence allowed after the last of them.
 */
export function runningText(elapsedMs: number, timeoutMs: number | undefined, progressed: boolean): string {
  const running = `Running for ${formatSeconds(elapsedMs)}`;
  if (timeoutMs === undefined || !(timeoutMs > 0)) return running;
  return `${running} · times out after ${formatSeconds(timeoutMs)}${progressed ? ' without progress' : ''}`;
}

export interface ProgressView {
  /** A fraction in [0, 1] for a bar, or undefined for a bar that only says "working". */
  readonly fraction?: number;
  readonly text: string;
}

/**
 * A progress notification in words. Without a total the number has no scale (it only grows), so the server's
 * message says more; "3 of 10" only when there is a total.
 */
export function progressView(progress: number, total: number | undefined, message: string | undefined): ProgressView {
  const said = message?.trim() || undefined;
  if (total !== undefined && Number.isFinite(total) && total > 0 && Number.isFinite(progress)) {
    return {
      fraction: Math.min(1, Math.max(0, progress / total)),
      text: `${progress} of ${total}${said ? ` · ${said}` : ''}`,
    };
  }
  if (said) return { text: said };
  return { text: Number.isFinite(progress) && progress > 0 ? `${progress} so far` : 'working…' };
}

/** A task's status in words: "input required" reads better than input_required. */
export function taskStatusWord(status: string): string {
  return status === 'input_required' ? 'input required' : status;
}

/** "Task working · Gathering sources…": the status line of a call running as a task. */
export function taskLine(task: {
  readonly status: string;
  readonly steps: readonly { readonly statusMessage?: string }[];
}): string {
  const message = task.steps[task.steps.length - 1]?.statusMessage?.trim();
  return `Task ${taskStatusWord(task.status)}${message ? ` · ${message}` : ''}`;
}

/** "working → input required → completed": the statuses a task went through, each once in a row. */
export function taskPath(steps: readonly { readonly status: string }[]): string {
  const path: string[] = [];
  for (const s of steps) if (path[path.length - 1] !== s.status) path.push(s.status);
  return path.map(taskStatusWord).join(' → ');
}
