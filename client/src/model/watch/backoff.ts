export interface BackoffPolicy {
  /** The wait after the second failure in a row; it doubles with each further one. */
  readonly baseMs: number;
  readonly maxMs: number;
}

export const DEFAULT_BACKOFF: BackoffPolicy = { baseMs: 1000, maxMs: 30_000 };

/**
 * How long a watch restart waits (beyond the debounce) after `failures` failed restarts in a row: nothing after
 * none or one (the author's next save is likely the fix), then base, 2×base, 4×base… up to the cap.
 */
export function restartDelayMs(failures: number, policy: BackoffPolicy = DEFAULT_BACKOFF): number {
  if (failures < 2) return 0;
  return Math.min(policy.maxMs, policy.baseMs * 2 ** (failures - 2));
}
