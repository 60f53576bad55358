import * as vscode from 'vscode';
import type { EngineOptions } from '../../server/src/engine/types';
import { normalizeSettings } from '../../server/src/protocol/settings';
import type { ServersSettings } from './model/serversModel';
import { SECTION } from './config';

/**
 * The settings of the servers view and connections (`mcpLens.discovery.*`, `mcpLens.servers.*`), and the rule
 * settings the live lint shares with the language server. Read here only.
 */
export function serversSettings(): ServersSettings {
  const c = vscode.workspace.getConfiguration(SECTION);
  const seconds = c.get<unknown>('servers.requestTimeoutSeconds');
  return {
    userConfigs: c.get<unknown>('discovery.userConfigs') === true,
    inheritEnvironment: c.get<unknown>('servers.inheritEnvironment') === true,
    autoStartTrusted: c.get<unknown>('servers.autoStartTrusted') === true,
    requestTimeoutMs: typeof seconds === 'number' && seconds > 0 ? seconds * 1000 : 60_000,
  };
}

/** The engine options of the live lint, from the same settings the language server reads. */
export function lintOptions(): EngineOptions {
  const s = normalizeSettings(vscode.workspace.getConfiguration().get(SECTION));
  return { specVersion: s.specVersion, rules: s.rules };
}

export function affectsDiscovery(e: vscode.ConfigurationChangeEvent): boolean {
  return e.affectsConfiguration(`${SECTION}.discovery`);
}

export function affectsLint(e: vscode.ConfigurationChangeEvent): boolean {
  return e.affectsConfiguration(`${SECTION}.rules`) || e.affectsConfiguration(`${SECTION}.specVersion`);
}
