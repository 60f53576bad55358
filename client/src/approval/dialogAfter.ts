/**
 * How long an approval panel may take to show its buttons before VS Code's modal dialog asks instead. A panel shows in
 * 1–2 s on two cores (docs/performance.md), so past this the webview is stuck or the machine starved.
 */
export const DEFAULT_DIALOG_AFTER_SECONDS = 5;
const MIN_SECONDS = 2;
const MAX_SECONDS = 120;

/** The setting's value as milliseconds: the default when it is not a number, else kept within 2–120 s. */
export function dialogAfterMs(seconds: unknown): number {
  const s = typeof seconds === 'number' && Number.isFinite(seconds) ? seconds : DEFAULT_DIALOG_AFTER_SECONDS;
  return Math.min(MAX_SECONDS, Math.max(MIN_SECONDS, s)) * 1000;
}
