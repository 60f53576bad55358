import { catalogText, catalogUri } from '../../../client/src/model/catalogDocument';
import { SILENT_LOGGER } from '../../../client/src/mcp/types';
import { lint } from '../engine/lint';
import { targetRevision } from '../engine/spec';
import { parseDocument } from '../parse/parsedDocument';
import type { LiveTarget } from './args';
import { engineOptions, toProblem, type CliOverrides } from './checkFiles';
import type { FoundSettings } from './configFile';
import { LineIndex } from './lineIndex';
import { LiveCheckError, resolveTarget } from './liveTarget';
import type { CheckReport } from './report';
import type { CliIo } from './runCheck';
import { TOOL_NAME, TOOL_VERSION } from './toolInfo';

/** How long the server gets for initialize and each list request. */
const REQUEST_TIMEOUT_MS = 30_000;

/**
 * `check --server` / `check --url`: starts the server (or connects to it) through the extension's connection layer,
 * lints the catalog it lists as the extension's live lint does, and stops it. Only initialize and the list requests
 * are sent: never a tool call.
 */
export async function checkLiveCatalog(target: LiveTarget, io: CliIo, found: FoundSettings, overrides: Omit<CliOverrides, 'fix'>): Promise<CheckReport> {
  const resolved = await resolveTarget(target, io.cwd, io.env);
  for (const notice of resolved.notices) io.err(`mcp-lens: ${notice}\n`);
  // loaded here, not at start-up: checking files never pays for the MCP SDK
  const { ServerConnection } = await import('../../../client/src/mcp/serverConnection');
  const def = resolved.definition;
  const connection = new ServerConnection({ id: def.id, name: def.name, logger: SILENT_LOGGER, requestTimeoutMs: REQUEST_TIMEOUT_MS, clientInfo: { name: TOOL_NAME, version: TOOL_VERSION } });
  try {
    await connection.start(resolved.launch);
    const state = connection.state;
    if (state.status !== 'running') throw new LiveCheckError(`${resolved.displayName}: could not be checked: ${state.status === 'error' ? state.message : `it is ${state.status}`}.`);
    const catalog = connection.catalog ?? { errors: {} };
    const failures = Object.entries(catalog.errors).map(([list, message]) => `${resolved.displayName}: its ${list} could not be listed: ${message}`);
    // the document the extension shows for a running server, linted by the same engine
    const uri = catalogUri(def);
    const doc = parseDocument(uri, catalogText(def, state, catalog));
    const options = engineOptions(found.settings, overrides);
    const result = lint(doc, options, { kind: 'capabilities', reason: 'live catalog' });
    const lines = new LineIndex(doc.text);
    return {
      cwd: io.cwd,
      documents: [
        {
          file: undefined,
          uri,
          displayPath: resolved.displayName,
          kind: 'capabilities',
          dialect: undefined,
          spec: targetRevision(doc.root, options.specVersion).revision,
          settingsSource: found.source,
          // there is no file to write a fix to: fixes belong in the server's code
          problems: result.findings.map((f) => ({ ...toProblem(f, lines), fixable: false })),
          fixesApplied: 0,
          text: doc.text,
          lines,
        },
      ],
      skipped: [],
      internalErrors: [...failures, ...result.ruleErrors.map((e) => `${resolved.displayName}: rule ${e.rule} failed: ${e.error instanceof Error ? e.error.message : String(e.error)}`)],
    };
  } finally {
    await connection.dispose();
  }
}
