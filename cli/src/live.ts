import { catalogText, catalogUri } from '../../common/catalog/catalogText';
import { SILENT_LOGGER } from '../../common/mcp/types';
import { NEWEST_REVISION } from '../../server/src/engine/spec';
import { LineIndex, notCheckedNotice } from '../../server/src/pipeline';
import type { LiveTarget } from './args';
import { toProblem, withOverrides, type CliOverrides } from './checkFiles';
import type { FoundSettings } from './configFile';
import type { FileChecks } from './fileChecks';
import { LiveCheckError, resolveTarget } from './liveTarget';
import type { CheckReport } from './report';
import type { CliIo } from './io';
import { TOOL_NAME, TOOL_VERSION } from './toolInfo';

/** How long the server gets for initialize and each list request. */
const REQUEST_TIMEOUT_MS = 30_000;

/**
 * `check --server` / `check --url`: starts the server (or connects to it) through the extension's connection layer,
 * lints the catalog it lists as the extension's live lint does, and stops it. Only initialize and the list requests
 * are sent: never a tool call.
 */
export async function checkLiveCatalog(target: LiveTarget, io: CliIo, found: FoundSettings, overrides: Omit<CliOverrides, 'fix'>, checks: FileChecks): Promise<CheckReport> {
  const resolved = await resolveTarget(target, io.cwd, io.env);
  for (const notice of resolved.notices) io.err(`mcp-lens: ${notice}\n`);
  // loaded here, not at start-up: checking files never pays for the MCP SDK
  const { ServerConnection } = await import('../../common/mcp/serverConnection');
  const def = resolved.definition;
  const connection = new ServerConnection({ id: def.id, name: def.name, logger: SILENT_LOGGER, requestTimeoutMs: REQUEST_TIMEOUT_MS, clientInfo: { name: TOOL_NAME, version: TOOL_VERSION } });
  try {
    await connection.start(resolved.launch);
    const state = connection.state;
    if (state.status !== 'running') throw new LiveCheckError(`${resolved.displayName}: could not be checked: ${state.status === 'error' ? state.message : `it is ${state.status}`}.`);
    const catalog = connection.catalog ?? { errors: {} };
    const failures = Object.entries(catalog.errors).map(([list, message]) => `${resolved.displayName}: its ${list} could not be listed: ${message}`);
    // the document the extension shows for a running server, checked as the live lint checks it
    const uri = catalogUri(def);
    const text = catalogText(def, state, catalog);
    const response = await checks.check({ uri, text, settings: withOverrides(found.settings, overrides), fix: false, kind: { kind: 'capabilities', reason: 'live catalog' } });
    const lines = new LineIndex(text);
    const stopped = 'stopped' in response;
    const findings = stopped ? [notCheckedNotice(response.stopped, () => 1)] : response.findings;
    const ruleFailures = stopped ? [`${resolved.displayName}: ${findings[0]!.message}`] : response.ruleFailures.map((f) => `${resolved.displayName}: rule ${f.rule} failed: ${f.message}`);
    return {
      cwd: io.cwd,
      documents: [
        {
          file: undefined,
          uri,
          displayPath: resolved.displayName,
          kind: 'capabilities',
          dialect: undefined,
          spec: stopped ? (found.settings.specVersion === 'auto' ? NEWEST_REVISION : found.settings.specVersion) : response.spec,
          settingsSource: found.source,
          // there is no file to write a fix to: fixes belong in the server's code
          problems: findings.map((f) => ({ ...toProblem(f, lines), fixable: false })),
          fixesApplied: 0,
          text,
          lines,
        },
      ],
      skipped: [],
      internalErrors: [...failures, ...ruleFailures],
    };
  } finally {
    await connection.dispose();
  }
}
