import * as vscode from 'vscode';
import { normalizeSettings, type LensSettings } from '../../common/protocol/settings';
import { dialogAfterMs } from './approval/dialogAfter';
import { DEFAULT_APPROVAL_SETTINGS, type ApprovalSettings } from './approval/policy';
import type { ServersSettings } from './model/serversModel';
import { isProtocolEra } from '../../common/mcp/protocolEraNames';

/** The only reader of `mcpLens.*` settings on the extension side; the language server pulls its own share. */
export const SECTION = 'mcpLens';

/** Settings whose change needs the language server restarted (the rest are pulled live by the server). */
const RESTART_SETTINGS = ['server.extraArgs'];

export function needsRestart(e: vscode.ConfigurationChangeEvent): boolean {
  return RESTART_SETTINGS.some((s) => e.affectsConfiguration(`${SECTION}.${s}`));
}

/** Extra Node arguments for the server process (e.g. --max-old-space-size=4096). */
export function serverExtraArgs(): string[] {
  const v = vscode.workspace.getConfiguration(SECTION).get<unknown>('server.extraArgs');
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
}

/** Whether trusted servers start as soon as they are found (`mcpLens.servers.autoStartTrusted`). */
export function autoStartTrusted(): boolean {
  return vscode.workspace.getConfiguration(SECTION).get<unknown>('servers.autoStartTrusted') === true;
}

/**
 * The settings of the servers view and connections (`mcpLens.discovery.*`, `mcpLens.servers.*`), and the rule
 * settings the live lint shares with the language server. Read here only.
 */
export function serversSettings(): ServersSettings {
  const c = vscode.workspace.getConfiguration(SECTION);
  const seconds = c.get<unknown>('servers.requestTimeoutSeconds');
  const era = c.get<unknown>('servers.protocolEra');
  return {
    userConfigs: c.get<unknown>('discovery.userConfigs') === true,
    inheritEnvironment: c.get<unknown>('servers.inheritEnvironment') === true,
    autoStartTrusted: autoStartTrusted(),
    requestTimeoutMs: typeof seconds === 'number' && seconds > 0 ? seconds * 1000 : 60_000,
    protocolEra: isProtocolEra(era) ? era : 'auto',
  };
}

/** The checking settings (`mcpLens.rules`, `mcpLens.specVersion`…) as the language server reads them: the live lint and the approval panel check with these. */
export function lensSettings(): LensSettings {
  return normalizeSettings(vscode.workspace.getConfiguration().get(SECTION));
}

export function affectsDiscovery(e: vscode.ConfigurationChangeEvent): boolean {
  return e.affectsConfiguration(`${SECTION}.discovery`);
}

/** `mcpLens.oauth.*`: how the browser comes back after a sign-in, and MCP Lens's client ID metadata document. */
export function oauthSettings(): { redirect: 'loopback' | 'forwarded'; clientMetadataUrl: string } {
  const c = vscode.workspace.getConfiguration(SECTION);
  const url = c.get<unknown>('oauth.clientMetadataUrl');
  return {
    redirect: c.get<unknown>('oauth.redirect') === 'forwarded' ? 'forwarded' : 'loopback',
    clientMetadataUrl: typeof url === 'string' && /^https:\/\/[^/]+\/./.test(url) ? url : '',
  };
}

/** `mcpLens.roots`: per server name, the roots to give it instead of the workspace folders (see client/src/model/roots.ts). */
export function rootsSetting(): unknown {
  return vscode.workspace.getConfiguration(SECTION).get<unknown>('roots');
}

/** `mcpLens.agentServer.enabled`: whether VS Code's agents are offered the MCP Lens server (client/src/agentServer.ts). */
export function agentServerEnabled(): boolean {
  return vscode.workspace.getConfiguration(SECTION).get<unknown>('agentServer.enabled') !== false;
}

export function affectsAgentServer(e: vscode.ConfigurationChangeEvent): boolean {
  return e.affectsConfiguration(`${SECTION}.agentServer`);
}

export function affectsRoots(e: vscode.ConfigurationChangeEvent): boolean {
  return e.affectsConfiguration(`${SECTION}.roots`);
}

export function affectsLint(e: vscode.ConfigurationChangeEvent): boolean {
  return ['rules', 'specVersion', 'maxDocumentSize', 'targetHosts'].some((s) =>
    e.affectsConfiguration(`${SECTION}.${s}`),
  );
}

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
    nonDestructive: userValue(
      'nonDestructive',
      oneOf('ask', 'askOncePerSession', 'auto'),
      DEFAULT_APPROVAL_SETTINGS.nonDestructive,
    ),
  };
}

export const DEFAULT_TIMEOUT_SECONDS = 300;

export function approvalTimeoutSeconds(): number {
  return userValue(
    'timeoutSeconds',
    (v): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0,
    DEFAULT_TIMEOUT_SECONDS,
  );
}

/** How long an approval panel has to show its buttons before the dialog asks instead (approval/dialogAfter.ts). */
export function approvalDialogAfterMs(): number {
  return dialogAfterMs(userValue('dialogAfterSeconds', (_v): _v is unknown => true, undefined));
}
