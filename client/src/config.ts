import * as vscode from 'vscode';

/** The only reader of `mcpLens.*` settings on the extension side. */
export const SECTION = 'mcpLens';

/** Settings whose change needs the language server restarted (the rest are pulled live by the server). */
const RESTART_SETTINGS = ['server.trace', 'server.extraArgs'];

export function needsRestart(e: vscode.ConfigurationChangeEvent): boolean {
  return RESTART_SETTINGS.some((s) => e.affectsConfiguration(`${SECTION}.${s}`));
}

export function serverTrace(): 'off' | 'messages' | 'verbose' {
  const v = vscode.workspace.getConfiguration(SECTION).get<string>('server.trace');
  return v === 'messages' || v === 'verbose' ? v : 'off';
}

/** Extra Node arguments for the server process (e.g. --max-old-space-size=4096). */
export function serverExtraArgs(): string[] {
  const v = vscode.workspace.getConfiguration(SECTION).get<unknown>('server.extraArgs');
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
}
