import { catalogText, catalogUri, warningSpans } from '../../common/catalog/catalogText';
import type { AuthAttemptView } from '../../common/mcp/auth/authTrace';
import type { AuthEnvironment } from '../../common/mcp/auth/serverAuth';
import { maskError, maskSecrets, secretsInLaunch } from '../../common/mcp/redact';
import { assertSignInPage } from '../../common/mcp/auth/signInPage';
import { describeWarning, SERVER_WARNING } from '../../common/mcp/serverWarnings';
import type { ServerConnection } from '../../common/mcp/serverConnection';
import { SILENT_LOGGER, type ConnectionState } from '../../common/mcp/types';
import { NEWEST_REVISION, type SpecRevision } from '../../server/src/engine/spec';
import { LineIndex, notCheckedNotice } from '../../server/src/pipeline';
import type { LiveTarget } from './args';
import { openInBrowser } from './browser';
import { toProblem, withOverrides, type CliOverrides } from './checkFiles';
import type { FoundSettings } from './configFile';
import type { CheckWorkerClient, FileCheckStopped } from './checkWorkerClient';
import type { FileCheckResponse } from './worker/fileChecker';
import { LiveCheckError, resolveTarget } from './liveTarget';
import type { CheckReport } from './report';
import type { CliIo } from './io';
import { TOOL_NAME, TOOL_VERSION } from './toolInfo';

/**
 * OAuth as the extension does it, with the tokens kept in memory for this run. Without `--login` a server that wants
 * OAuth is only reported; with it the sign-in page opens in the browser, or in CI its URL is printed.
 */
async function loginEnvironment(io: CliIo, login: boolean): Promise<AuthEnvironment> {
  const { MemorySecretStore } = await import('../../common/mcp/auth/authStore');
  const { loopbackReceiver, redirectPage } = await import('../../common/mcp/auth/redirectReceiver');
  const quiet = !!io.env.CI || !process.stderr.isTTY;
  return {
    store: new MemorySecretStore(),
    signInOnChallenge: login,
    mayStartFlow: () => (login ? undefined : 'mcp-lens signs in only with --login'),
    clientName: 'MCP Lens (command line)',
    receiver: (port) => loopbackReceiver(port, (r) => redirectPage('the server', r)),
    openBrowser: async (url) => {
      assertSignInPage(url);
      io.err(`mcp-lens: sign in at ${url}\n`);
      if (quiet) return true;
      openInBrowser(url);
      return true;
    },
  };
}

/** The failed step of a sign-in and what to fix, for the error message. */
function signInSteps(attempt: AuthAttemptView | undefined): string {
  const failed = attempt?.steps.find((s) => !s.ok);
  if (!attempt || attempt.outcome === 'authorized' || !failed) return '';
  return (
    `; the sign-in failed at "${failed.title}"${failed.detail ? ` (${failed.detail})` : ''}` +
    `${failed.fix ? `. ${failed.fix}` : ''}`
  );
}

/** How long the server gets for initialize and each list request. */
const REQUEST_TIMEOUT_MS = 30_000;

/**
 * `check --server` / `check --url`: starts or connects to the server, lints its catalog as the extension's live lint
 * does, and stops it. Only `initialize` and the list requests are sent, never a tool call.
 */
export async function checkLiveCatalog(
  target: LiveTarget,
  io: CliIo,
  found: FoundSettings,
  overrides: Omit<CliOverrides, 'fix'>,
  checks: CheckWorkerClient,
): Promise<CheckReport> {
  const resolved = await resolveTarget(target, io.cwd, io.env);
  // the credentials of the server's URL and headers, masked by value in everything the report and errors say
  const secrets = secretsInLaunch(resolved.launch);
  const mask = (text: string) => maskSecrets(text, secrets);
  for (const notice of resolved.notices) io.err(`mcp-lens: ${notice}\n`);
  // loaded here, not at start-up: checking files never pays for the MCP SDK
  const { ServerConnection } = await import('../../common/mcp/serverConnection');
  const def = resolved.definition;
  const auth = await loginEnvironment(io, !!target.login);
  const connection = new ServerConnection({
    id: def.id,
    name: def.name,
    logger: SILENT_LOGGER,
    requestTimeoutMs: REQUEST_TIMEOUT_MS,
    clientInfo: { name: TOOL_NAME, version: TOOL_VERSION },
    auth,
    era: () => ({ era: target.protocolEra ?? 'auto' }),
  });
  try {
    await connection.start(resolved.launch);
    const state = runningState(connection, resolved.displayName);
    const catalog = connection.catalog ?? { errors: {} };
    const failures = Object.entries(catalog.errors).map(
      ([list, message]) => `${resolved.displayName}: its ${list} could not be listed: ${message}`,
    );
    // the document the extension shows for a running server, checked as the live lint checks it
    const uri = catalogUri(def);
    const text = mask(catalogText(def, state, catalog));
    const settings = withOverrides(found.settings, overrides);
    const response = await checks.check({
      uri,
      text,
      settings,
      fix: false,
      kind: { kind: 'capabilities', reason: 'live catalog' },
    });
    const checked = { uri, text, response, warnings: state.warnings ?? [], listFailures: failures };
    return liveReport(io, { ...found, settings }, resolved.displayName, checked, mask);
  } catch (error) {
    throw maskError(error, secrets);
  } finally {
    await connection.dispose();
  }
}

/** The connection's state when the server runs; else the error that says why it could not be checked. */
function runningState(
  connection: ServerConnection,
  displayName: string,
): Extract<ConnectionState, { status: 'running' }> {
  const state = connection.state;
  if (state.status === 'error' && state.needsSignIn) {
    throw new LiveCheckError(
      `${displayName}: could not be checked: ${state.message}. ` +
        'Run again with --login to sign in, or give a token with --header "Authorization: Bearer …".',
    );
  }
  if (state.status !== 'running') {
    throw new LiveCheckError(
      `${displayName}: could not be checked: ${state.status === 'error' ? state.message : `it is ${state.status}`}` +
        `${signInSteps(connection.auth?.lastAttempt)}.`,
    );
  }
  return state;
}

/** The catalog's text as checked, the check's answer, the server's own warnings, and the lists it failed to give. */
interface CheckedCatalog {
  readonly uri: string;
  readonly text: string;
  readonly response: FileCheckResponse | FileCheckStopped;
  readonly warnings: readonly string[];
  readonly listFailures: readonly string[];
}

/** The report of the one document checked; its internal errors masked as everything else was. */
function liveReport(
  io: CliIo,
  found: FoundSettings,
  displayName: string,
  { uri, text, response, warnings, listFailures }: CheckedCatalog,
  mask: (text: string) => string,
): CheckReport {
  const lines = new LineIndex(text);
  const stopped = 'stopped' in response;
  const findings = stopped ? [notCheckedNotice(response.stopped, () => 1)] : response.findings;
  // the server's own warnings (text on stdout that is not JSON-RPC), as the extension shows them on the catalog
  const serverWarnings = warningSpans(text, warnings).map(({ warning, offset, length }) => {
    const message = describeWarning(warning).explained;
    return { code: SERVER_WARNING, severity: 'warning' as const, message, offset, length };
  });
  const ruleFailures = stopped
    ? [`${displayName}: ${findings[0]!.message}`]
    : response.ruleFailures.map((f) => `${displayName}: rule ${f.rule} failed: ${f.message}`);
  return {
    cwd: io.cwd,
    documents: [
      {
        file: undefined,
        uri,
        displayPath: displayName,
        kind: 'capabilities',
        dialect: undefined,
        spec: stopped ? revisionFor(found.settings.specVersion) : response.spec,
        settingsSource: found.source,
        // there is no file to write a fix to: fixes belong in the server's code
        problems: [...serverWarnings, ...findings].map((f) => ({ ...toProblem(f, lines), fixable: false })),
        fixesApplied: 0,
        text,
        lines,
      },
    ],
    skipped: [],
    internalErrors: [...listFailures, ...ruleFailures].map(mask),
  };
}

/** The revision a document is reported against when the check stopped before choosing one itself. */
function revisionFor(setting: SpecRevision | 'auto'): SpecRevision {
  return setting === 'auto' ? NEWEST_REVISION : setting;
}
