/**
 * How long an approval panel may take to put its Approve and Deny buttons on screen before VS Code's own modal dialog
 * asks instead (`mcpLens.approval.dialogAfterSeconds`). A panel shows in 1–2 s on a two-core machine
 * (docs/performance.md); past this, the webview is stuck or the machine is starved, and the user must still be able
 * to answer. No `vscode` here: config.ts reads the setting, approvalExchange.ts keeps the time.
 */
export const DEFAULT_DIALOG_AFTER_SECONDS = 5;
const MIN_SECONDS = 2;
const MAX_SECONDS = 120;

/** The setting's value as milliseconds: the default when it is not a number, else kept within 2–120 s. */
export function dialogAfterMs(seconds: unknown): number {
  const s = typeof seconds === 'number' && Number.isFinite(seconds) ? seconds : DEFAULT_DIALOG_AFTER_SECONDS;
  return Math.min(MAX_SECONDS, Math.max(MIN_SECONDS, s)) * 1000;
}
