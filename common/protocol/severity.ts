/**
 * How serious a finding is, most serious first: the one list of the levels, read by the engine, the settings, the
 * CLI and the pages. No imports, so the webview pages may share it.
 */
export const SEVERITIES = ['error', 'warning', 'info', 'hint'] as const;
export type Severity = (typeof SEVERITIES)[number];

/** A rule's severity as settings give it: a level, or off. */
export type SeveritySetting = Severity | 'off';

export function isSeverity(value: unknown): value is Severity {
  return (SEVERITIES as readonly unknown[]).includes(value);
}
