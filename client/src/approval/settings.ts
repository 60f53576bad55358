import * as vscode from 'vscode';
import { DEFAULT_APPROVAL_SETTINGS, type ApprovalSettings } from './policy';

/**
 * The `mcpLens.approval.*` settings. Only the user's own (global) values count: a workspace's
 * .vscode/settings.json comes with the repository, and a repository must not be able to loosen approval.
 */
function userValue<T>(key: string, valid: (v: unknown) => v is T, fallback: T): T {
  const inspected = vscode.workspace.getConfiguration('mcpLens.approval').inspect<unknown>(key);
  const value = inspected?.globalValue;
  return valid(value) ? value : fallback;
}

const oneOf =
  <T extends string>(...values: T[]) =>
  (v: unknown): v is T =>
    typeof v === 'string' && (values as string[]).includes(v);

export function approvalSettings(): ApprovalSettings {
  return {
    readOnly: userValue('readOnly', oneOf('auto', 'ask'), DEFAULT_APPROVAL_SETTINGS.readOnly),
    nonDestructive: userValue('nonDestructive', oneOf('ask', 'askOncePerSession', 'auto'), DEFAULT_APPROVAL_SETTINGS.nonDestructive),
  };
}

export const DEFAULT_TIMEOUT_SECONDS = 300;

export function approvalTimeoutSeconds(): number {
  return userValue('timeoutSeconds', (v): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0, DEFAULT_TIMEOUT_SECONDS);
}
