// Helpers for end-to-end tests in a real VS Code (code-server + Debian Chromium).
// Every wait here is on something observable in the UI or in a log file; the only
// timers are poll intervals and upper bounds.

import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startCodeServer } from '../../scripts/lib/codeServer.mjs';
import { provisionCodeServer, RIPGREP_PATH } from '../../scripts/lib/codeServerProvisioning.mjs';
import { installExtension } from '../../scripts/lib/installExtension.mjs';
import { REPO_ROOT } from '../../scripts/lib/repoRoot.mjs';
import { CHROMIUM_PATH, launchBrowser, openWorkbench } from '../../scripts/lib/workbenchBrowser.mjs';
import { delay, poll } from './poll.mjs';

export { REPO_ROOT };
export const RESULTS_DIR = path.join(REPO_ROOT, 'test-results');
export const SCREENSHOTS_DIR = path.join(RESULTS_DIR, 'screenshots');
export const LOGS_DIR = path.join(RESULTS_DIR, 'logs');
export const EXTENSION_ID = 'mcp-lens.mcp-lens';

/** Whether this machine can run the real-VS-Code tests: { ok, reason }. */
export function e2eAvailability() {
  const missing = [];
  if (!existsSync(CHROMIUM_PATH)) missing.push(`${CHROMIUM_PATH} (apt-get install chromium)`);
  if (!existsSync(RIPGREP_PATH)) missing.push(`${RIPGREP_PATH} (apt-get install ripgrep)`);
  if (missing.length === 0) return { ok: true, reason: '' };
  return { ok: false, reason: `real-VS-Code e2e tests need ${missing.join(' and ')}` };
}

/**
 * For node:test's `skip` option: a reason string to skip locally when the tools are
 * missing, and false otherwise. In CI (CI=true) it never skips: the test runs and fails
 * with the reason, because CI must have the tools.
 */
export function e2eSkipReason() {
  const { ok, reason } = e2eAvailability();
  if (ok || process.env.CI === 'true') return false;
  return reason;
}

/** Builds the extension with scripts/build.mjs unless dist/client.js exists (or when force). */
export async function ensureBuilt({ force = false } = {}) {
  if (!force && existsSync(path.join(REPO_ROOT, 'dist', 'client.js'))) return;
  const { spawn } = await import('node:child_process');
  const code = await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(REPO_ROOT, 'scripts', 'build.mjs')], {
      cwd: REPO_ROOT,
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('exit', (exitCode, signal) => resolve(signal ?? exitCode));
  });
  if (code !== 0) throw new Error(`node scripts/build.mjs failed (${code})`);
}

/**
 * Settings every e2e session starts with (a suite's own `settings` win). The e2e helpers wait up to 60 s for an approval
 * panel, so on a starved machine the panel is given as long before VS Code's dialog takes its place; the webviews suite
 * sets the default back to check the dialog itself.
 */
export const E2E_SETTINGS = { 'mcpLens.approval.dialogAfterSeconds': 60 };

let provisioned = null;
/** Provisions code-server once per process (and, through a lock and a marker, once per machine). */
export function provisionOnce() {
  provisioned ??= provisionCodeServer({ log: (line) => console.error(line) }).catch((error) => {
    provisioned = null;
    throw error;
  });
  return provisioned;
}

function safeName(name) {
  return String(name).replace(/[^A-Za-z0-9._-]+/g, '-');
}

/**
 * Starts a real VS Code on `workspace` with the built extension installed (fresh extensions
 * and user-data folders), opens it in headless Chromium, and returns
 * { page, browser, server, url, workspace, userDataDir, extensionsDir, screenshot(name),
 *   waitForActivation(id?), saveLogs(name), logs(), close() }. The logs stay readable after close().
 */
export async function startSession({
  workspace,
  settings = {},
  trustWorkspace = true,
  extensionSource = REPO_ROOT,
  /** Browser-context options for the window (viewport, deviceScaleFactor): see openWorkbench. */
  browserContext = {},
  /**
   * Every session is a fresh install, after which MCP Lens opens its walkthrough over the workbench; only the
   * walkthrough suite wants that (the others get MCP_LENS_NO_WALKTHROUGH, see client/src/gettingStarted.ts).
   */
  walkthrough = false,
} = {}) {
  const availability = e2eAvailability();
  if (!availability.ok) throw new Error(availability.reason);
  if (!workspace) throw new Error('startSession: workspace is required');
  workspace = path.resolve(workspace);

  await provisionOnce();
  const tempRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'mcp-lens-e2e-'));
  const extensionsDir = path.join(tempRoot, 'extensions');
  const userDataDir = path.join(tempRoot, 'user-data');
  const consoleLines = [];
  let server = null;
  let browser = null;
  let page = null;
  let closed = null;
  let finalLogs = null;
  let windowClosedAt = null;

  /** Every log of the session as { name, kind, text }: code-server's, each VS Code log file, the browser console. */
  const collectLogs = async () => {
    const logs = [];
    if (server && existsSync(server.logFile)) {
      logs.push({ name: 'code-server.log', kind: 'code-server', text: await fs.readFile(server.logFile, 'utf8') });
    }
    const vscodeLogs = path.join(userDataDir, 'logs');
    for (const file of await logFiles(vscodeLogs)) {
      const name = path.join('vscode', path.relative(vscodeLogs, file));
      logs.push({ name, kind: logKind(name), text: await fs.readFile(file, 'utf8').catch(() => '') });
    }
    logs.push({
      name: 'browser-console.log',
      kind: 'browser-console',
      text: consoleLines.join('\n'),
      entries: [...consoleLines],
    });
    return logs;
  };

  const close = () => {
    closed ??= (async () => {
      const errors = [];
      windowClosedAt = Date.now();
      if (browser) await browser.close().catch((error) => errors.push(error));
      if (server) await server.stop().catch((error) => errors.push(error));
      // the logs outlive the session's folder: what was written up to the end (deactivation included) stays checkable
      finalLogs = await collectLogs().catch((error) => (errors.push(error), null));
      await fs.rm(tempRoot, { recursive: true, force: true }).catch((error) => errors.push(error));
      if (errors.length) {
        throw new AggregateError(errors, `closing the e2e session: ${errors.map((e) => e.message).join('; ')}`);
      }
    })();
    return closed;
  };

  try {
    await installExtension({ extensionsDir, sourceDir: extensionSource });
    server = await startCodeServer({
      workspace,
      port: 0,
      userDataDir,
      extensionsDir,
      trustWorkspace,
      settings: { ...E2E_SETTINGS, ...settings },
      env: walkthrough ? {} : { MCP_LENS_NO_WALKTHROUGH: '1' },
    });
    browser = await launchBrowser();
    page = await openWorkbench(browser, server.url, workspace, { context: browserContext }).catch(async (error) => {
      // Chromium itself went away before VS Code's window showed (no extension code had run in it): said, then one
      // more browser; any other failure, or a second one, fails the session
      if (!error.browserGone) throw error;
      process.stderr.write(
        `e2e: Chromium went away before the workbench showed; launching it once more.\n${error.message}\n`,
      );
      await browser.close().catch(() => {});
      browser = await launchBrowser();
      return openWorkbench(browser, server.url, workspace, { context: browserContext });
    });
    page.on('console', (message) => consoleLines.push(`[${message.type()}] ${message.text()}`));
    page.on('pageerror', (error) => consoleLines.push(`[pageerror] ${error.stack ?? error.message}`));
  } catch (error) {
    await close().catch(() => {});
    throw error;
  }

  const screenshot = async (name) => {
    const file = path.join(SCREENSHOTS_DIR, safeName(name.endsWith('.png') ? name : `${name}.png`));
    await fs.mkdir(SCREENSHOTS_DIR, { recursive: true });
    await page.screenshot({ path: file });
    return file;
  };

  /** Copies code-server's, the extension host's and the browser console's logs to test-results/logs/<name>/. */
  const saveLogs = async (name) => {
    const target = path.join(LOGS_DIR, safeName(name));
    await fs.rm(target, { recursive: true, force: true });
    for (const log of await logs()) {
      await fs.mkdir(path.dirname(path.join(target, log.name)), { recursive: true });
      await fs.writeFile(path.join(target, log.name), log.text.endsWith('\n') ? log.text : `${log.text}\n`);
    }
    return target;
  };

  /** The session's logs: read now while it runs, or as they were when it closed. */
  const logs = async () => finalLogs ?? (await collectLogs());

  /**
   * Waits until the extension host log says the extension was activated; throws early with
   * the log's words when its activation failed.
   */
  const waitForActivation = async (id = EXTENSION_ID, { timeout = 120_000 } = {}) => {
    const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const activated = new RegExp(`_doActivateExtension ${escaped}\\b`, 'i');
    const failed = new RegExp(`Activating extension '?${escaped}'? failed[^\\n]*`, 'i');
    await poll(
      () => readExtensionHostLogs(userDataDir),
      (text) => {
        const failure = text.match(failed);
        if (failure) throw new Error(`extension ${id} failed to activate: ${failure[0]}`);
        return activated.test(text);
      },
      { timeout, interval: 250, failure: () => `extension ${id} was not activated within ${timeout / 1000}s` },
    );
  };

  return {
    page,
    browser,
    server,
    url: server.url,
    workspace,
    userDataDir,
    extensionsDir,
    consoleLines,
    screenshot,
    saveLogs,
    logs,
    /** When close() began to take the window down (ms since the epoch), or null while it is open. */
    windowClosedAt: () => windowClosedAt,
    waitForActivation,
    close,
  };
}

async function readExtensionHostLogs(userDataDir) {
  const logsRoot = path.join(userDataDir, 'logs');
  let text = '';
  const sessions = await fs.readdir(logsRoot).catch(() => []);
  for (const session of sessions) {
    const sessionDir = path.join(logsRoot, session);
    for (const entry of await fs.readdir(sessionDir).catch(() => [])) {
      if (!entry.startsWith('exthost')) continue;
      text += await fs.readFile(path.join(sessionDir, entry, 'remoteexthost.log'), 'utf8').catch(() => '');
      text += await fs.readFile(path.join(sessionDir, entry, 'exthost.log'), 'utf8').catch(() => '');
    }
  }
  return text;
}

// ---------------------------------------------------------------------------
// Log checks: no unhandled rejection and no uncaught error of MCP Lens in anything the session logged
// ---------------------------------------------------------------------------

async function logFiles(dir) {
  const out = [];
  for (const entry of await fs.readdir(dir, { withFileTypes: true }).catch(() => [])) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await logFiles(p)));
    else if (entry.name.endsWith('.log')) out.push(p);
  }
  return out.sort();
}

/** extension-host (exthost.log, remoteexthost.log), output-channel (an extension's output channels), or vscode. */
function logKind(name) {
  if (/(^|[\\/])(remote)?exthost\.log$/.test(name)) return 'extension-host';
  if (/output_logging_|[\\/]mcp-lens\.mcp-lens[\\/]/.test(name)) return 'output-channel';
  return 'vscode';
}

/** What the extension host and Node print for a promise nobody handled (the words the issue names, and Node's). */
const UNHANDLED = /unhandled|rejected promise not handled/i;
/**
 * Whose an entry is, by what it carries rather than by special cases: the extension ids it names (VS Code writes an
 * extension's own log lines as "[error] [publisher.name] …", and "Activating extension 'publisher.name' failed") and
 * the bundles its stack runs through (an installed extension's folder is `extensions/publisher.name-version/`, a built-in
 * one's `lib/vscode/extensions/name/`; VS Code's own code is under `vs/`, Node's is `node:`). Resolves to 'mcp-lens' when
 * anything in it is MCP Lens's — its id anywhere, a frame in its bundles — (that wins), 'other' when it names another
 * extension only, and 'no one' when it names no extension at all (no id, frames in VS Code and Node only, no stack).
 */
function ownerOf(entry) {
  // MCP Lens's id anywhere (a browser-console entry quotes a webview script's URL, which holds the install folder)
  if (entry.toLowerCase().includes(EXTENSION_ID)) return 'mcp-lens';
  const owners = [...extensionIds(entry).map(() => 'other'), ...stackPaths(entry).map(ownerOfPath)];
  if (owners.includes('mcp-lens')) return 'mcp-lens';
  return owners.includes('other') ? 'other' : 'no one';
}

const EXTENSION_ID_SHAPE = String.raw`[a-z0-9][a-z0-9-]*\.[a-z0-9][a-z0-9-]*`;
/** "[error] [publisher.name] …", as VS Code writes an extension's own log lines (the browser console too: "[error] [id]…"). */
const LOGGED_AS = new RegExp(String.raw`^(?:\S+ \S+ )?\[[a-z]+\] \[(${EXTENSION_ID_SHAPE})\]`, 'i');
/** "extension 'publisher.name'" / "Extension `publisher.name`", as VS Code names the extension an error is about. */
const NAMED_AS = new RegExp(String.raw`\bextension ['"\u0060](${EXTENSION_ID_SHAPE})['"\u0060]`, 'gi');

function extensionIds(entry) {
  const head = entry.split('\n', 1)[0];
  const ids = [...head.matchAll(NAMED_AS)].map((m) => m[1]);
  const logged = LOGGED_AS.exec(head)?.[1];
  return logged ? [logged, ...ids] : ids;
}

/** The file of every frame of a stack ("at f (path:1:2)", "at path:1:2", "at async f (file:///path:1:2)"). */
function stackPaths(entry) {
  const paths = [];
  for (const line of entry.split('\n').slice(1)) {
    const frame = /^\s*at (?:.*? \()?(.+?)(?::\d+)*\)?\s*$/.exec(line);
    if (frame) paths.push(frame[1]);
  }
  return paths;
}

/** MCP Lens's own bundles (dist/client.js, dist/features.js, its workers, its webview scripts), wherever it is installed. */
const MCP_LENS_BUNDLE = /[\\/]extensions[\\/]mcp-lens\.mcp-lens(?:-[^\\/]*)?[\\/]/i;

function ownerOfPath(file) {
  if (
    MCP_LENS_BUNDLE.test(file) ||
    file.startsWith(path.join(REPO_ROOT, 'dist') + path.sep) ||
    file.includes(`file://${path.join(REPO_ROOT, 'dist')}/`)
  ) {
    return 'mcp-lens';
  }
  if (/[\\/]extensions[\\/][^\\/\s]+[\\/]/.test(file)) return 'other';
  return 'vscode or node';
}

/**
 * Where an entry of a VS Code or code-server log starts ("2026-01-01 10:00:00.000 [error] …", "[2026-01-01T…] …"),
 * or the report of a rejection nobody handled that a VS Code process prints with no time in front (it belongs to no
 * entry before it).
 */
const ENTRY_START =
  /^(\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d|\[\d{4}-\d\d-\d\dT|\[\d\d:\d\d:\d\d\]|rejected promise not handled\b)/;
/** A stack frame in Node itself or in VS Code's own extension-host process (its RPC to the window writes there). */
const VSCODE_OR_NODE_FRAME = String.raw`\n\s*at [^\n]*(\(node:[^\n]*\)|[\\/]vs[\\/]workbench[\\/]api[\\/]node[\\/]extensionHostProcess\.js:\d+:\d+\)?)`;
/**
 * What the extension host logs when the browser drops the window's socket while the host still reads or writes it:
 * the error alone, with frames inside Node and VS Code's extension-host process only. Once the window is closing,
 * that is VS Code's connection going away.
 */
const SOCKET_TEARDOWN = new RegExp(
  String.raw`^\S+ \S+ \[error\] Error: (read|write) (ECONNRESET|EPIPE)\s*((${VSCODE_OR_NODE_FRAME})\s*)*$`,
);
const ENTRY_TIME = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d\.\d+)/;

/** What the extension host logs when its window tells it to stop: the window closes or reloads. */
const HOST_TERMINATING = /^\S+ \S+ \[info\] Extension host terminating: received terminate message from renderer/;

/**
 * An extension-host entry that is the window's own socket torn down by the window closing (see SOCKET_TEARDOWN):
 * after the session closed the window, or after the host logged that its window (closing or reloading) stops it.
 */
function isWindowTeardown(log, entry, closedAt, terminating) {
  if (log.kind !== 'extension-host' || !SOCKET_TEARDOWN.test(entry)) return false;
  if (terminating) return true;
  if (closedAt == null) return false;
  const time = entry.match(ENTRY_TIME);
  // VS Code writes local time without a zone, as Date reads a zone-less date-time
  return Boolean(time) && new Date(`${time[1]}T${time[2]}`).getTime() >= closedAt;
}

/**
 * VS Code's workspace-storage lock: while the extension host terminates it rewrites `vscode.lock`, and its own
 * periodic check can read the file half-written. It logs the JSON error, with frames in its own
 * extensionHostProcess.js only, and at once "Lock '…vscode.lock': The lock was lost unexpectedly."
 */
const LOCK_READ =
  /^\S+ \S+ \[error\] SyntaxError: Unexpected end of JSON input\s*\n\s*at JSON\.parse \(<anonymous>\)((\n\s*at [^\n]*[\\/]vs[\\/]workbench[\\/]api[\\/]node[\\/]extensionHostProcess\.js:[^\n]*)+)\s*$/;
const LOCK_LOST = /^\S+ \S+ \[info\] Lock '[^']*vscode\.lock': The lock was lost unexpectedly\./;

function isLockReadRace(log, entry, next) {
  return log.kind === 'extension-host' && LOCK_READ.test(entry) && LOCK_LOST.test(next ?? '');
}

/**
 * VS Code's terminal back end (the pty host, a process of VS Code's own that runs no extension code) refusing a
 * window's request (its title, its icon) about a terminal whose process has already ended: "Could not find pty N",
 * with every frame inside ptyHostMain.js or Node. code-server logs it as a rejection nobody handled.
 */
const PTY_GONE =
  /^rejected promise not handled within 1 second: CodeExpectedError: Could not find pty \d+ on pty host\s*\nstack trace: CodeExpectedError: Could not find pty \d+ on pty host((\n\s*at [^\n]*([\\/]vs[\\/]platform[\\/]terminal[\\/]node[\\/]ptyHostMain\.js:\d+:\d+|\(node:[^\n]*)\)?)+)\s*$/;

/**
 * VS Code's tree view answering a stale request: the window asked for the children of a row (by its handle) just as
 * the extension redrew that row's parent, which drops the old handles; VS Code logs it and answers with no children.
 * Redrawing a row (its description changed) always redraws its children, and the API has no other way, so a row
 * unfolded at that instant can be answered empty (the tree suites unfold it again; see `unfold`). One line, no stack.
 */
const STALE_TREE_HANDLE = /^\S+ \S+ \[error\] No tree item with id '1\/[^'\n]+' found\.\s*$/;

/**
 * The same redraw seen from a click: VS Code keeps a row's command (with its arguments) in the extension host under a
 * number, drops it as the row is drawn again, and a click on the row as it was drawn before reaches nothing. The
 * extension host logs exactly this line; the suite clicks again (test/e2e/devLoop.mjs). One line, no stack.
 */
const DROPPED_ROW_COMMAND =
  /^\S+ \S+ \[error\] Actual command not found, wanted to execute mcpLens\.[A-Za-z]+ \/\d+ __vsc[0-9a-f-]+ undefined\s*$/;

/**
 * VS Code's webview host page (its `pre/index.html`, the frame every webview's content is written into) finding the
 * content frame it was about to hook up already gone: `hookupOnLoadHandlers` asserts the frame's window and throws, at
 * once or in its 200 ms load timer (then the only other frame is the timer's, unnamed). The page's
 * URL names the extension the webview belongs to (`extensionId=…`), which is the only link to MCP Lens; every frame is
 * a function of that page. Content of MCP Lens's runs in the inner frame, never under these names.
 */
const WEBVIEW_HOST_PAGE = String.raw`https?://\S+/out/vs/workbench/contrib/webview/browser/pre/index\.html\?\S+:\d+:\d+`;
const WEBVIEW_FRAME_GONE = new RegExp(
  String.raw`^\[pageerror\] Error: Found unexpected null\n\s+at assertIsDefined \(${WEBVIEW_HOST_PAGE}\)(?:\n\s+at (?:\S+ \()?${WEBVIEW_HOST_PAGE}\)?)+\s*$`,
);

/**
 * VS Code's own errors, each by its exact shape, with the words the account counts them under. `at` is where the
 * entry stands: { closedAt, terminating, next } (see isWindowTeardown and isLockReadRace).
 */
const VSCODES_OWN = [
  {
    what: "socket reset(s) of the window's own connection once it closed",
    is: (log, entry, at) => isWindowTeardown(log, entry, at.closedAt, at.terminating),
  },
  {
    what: 'half-written workspace lock file(s) read as the host terminated',
    is: (log, entry, at) => isLockReadRace(log, entry, at.next),
  },
  {
    what: 'stale tree request(s) answered with no children, as a row was redrawn',
    is: (log, entry) => log.kind === 'extension-host' && STALE_TREE_HANDLE.test(entry),
  },
  {
    what: 'row click(s) dropped by VS Code as the row was redrawn',
    is: (log, entry) => log.kind === 'extension-host' && DROPPED_ROW_COMMAND.test(entry),
  },
  {
    what: 'webview host page load handler(s) that found the content frame gone',
    is: (log, entry) => log.kind === 'browser-console' && WEBVIEW_FRAME_GONE.test(entry),
  },
  {
    what: "terminal request(s) for a process that had ended, refused by VS Code's pty host",
    is: (log, entry) => log.kind === 'code-server' && PTY_GONE.test(entry),
  },
];

/** A line a server wrote (its stderr, text on its stdout, its log notifications), which MCP Lens only relays into the server's channel. */
const SERVERS_WORDS = /\[stderr\]|\[stdout, not JSON-RPC\]|\[server log\b/;

function logEntries(log) {
  if (log.entries) return log.entries;
  const entries = [];
  for (const line of log.text.split(/\r?\n/)) {
    if (!line.trim()) continue;
    if (ENTRY_START.test(line) || !entries.length) entries.push(line);
    else entries[entries.length - 1] += `\n${line}`;
  }
  return entries;
}

function isErrorEntry(log, entry) {
  const head = entry.split('\n', 1)[0];
  if (log.kind === 'browser-console') return /^\[(error|pageerror)\]/.test(head);
  // "2026-… [error] …" (VS Code), "[2026-…Z] error …" (code-server), or a bare uncaught error printed by Node
  return (
    /\[(error|critical|fatal)\]/i.test(head) ||
    /^\[[^\]]+\]\s+error\b/i.test(head) ||
    /^\s*(Uncaught|TypeError|ReferenceError|RangeError|SyntaxError)\b/.test(head)
  );
}

/**
 * Reads every log a session wrote (see session.logs()) and finds what must never be there:
 * - the words of an unhandled rejection anywhere ("Unhandled…", "rejected promise not handled"), except in a
 *   server's own stderr that MCP Lens relays into the server's output channel;
 * - an error entry of the extension host's log (where VS Code logs every unhandled rejection and uncaught
 *   exception of an extension, as "[error] <reason>" with its stack, and an activation failure) that is MCP Lens's or
 *   no one's (see ownerOf): one that carries another extension's id, or whose stack runs through another extension's
 *   bundles and none of MCP Lens's, is that extension's; one that names no one (a string rejection, an error made
 *   inside Node or VS Code) counts as MCP Lens's, since it is the only extension in these windows not built in;
 * - an error entry elsewhere (browser console, code-server) that is MCP Lens's (its id, or a bundle in a stack).
 * The extension's output channels log the servers' failures on purpose: there only the first rule applies.
 * The errors of VS Code's own in VSCODES_OWN, each by its exact shape, are set aside and counted in `vscodes`: a socket
 * reset with frames inside Node only, logged by the extension host after the window began to close or reload (the
 * browser dropped VS Code's own connection); the half-written lock file VS Code reads as it terminates (see
 * LOCK_READ); the pty host refusing a request about a terminal whose process has ended (see PTY_GONE); and a tree
 * view's request for the children of a row whose handle a redraw had just dropped (see STALE_TREE_HANDLE), a click
 * on a row whose command the redraw had dropped (see DROPPED_ROW_COMMAND), and VS Code's webview host page finding a
 * content frame gone as it loaded (see WEBVIEW_FRAME_GONE).
 * Resolves with { files, lines, byKind: { kind: lines }, problems: [{ file, entry }], vscodes: { what: count } }.
 */
export async function scanLogs(session) {
  const logs = await session.logs();
  const closedAt = session.windowClosedAt?.() ?? null;
  const byKind = {};
  const problems = [];
  const vscodes = {};
  const setAside = (what) => (vscodes[what] = (vscodes[what] ?? 0) + 1);
  let lines = 0;
  for (const log of logs) {
    const count = log.entries ? log.entries.length : log.text.split(/\r?\n/).filter((l) => l.trim()).length;
    lines += count;
    byKind[log.kind] = (byKind[log.kind] ?? 0) + count;
    const entries = logEntries(log);
    let terminating = false;
    for (const [i, entry] of entries.entries()) {
      terminating ||= HOST_TERMINATING.test(entry);
      if (log.kind === 'output-channel') {
        if (UNHANDLED.test(entry) && !SERVERS_WORDS.test(entry)) problems.push({ file: log.name, entry });
        continue;
      }
      const own = VSCODES_OWN.find((shape) => shape.is(log, entry, { closedAt, terminating, next: entries[i + 1] }));
      if (own) {
        setAside(own.what);
        continue;
      }
      const error = isErrorEntry(log, entry);
      const owner = ownerOf(entry);
      // in the extension host an entry that names no one counts: MCP Lens is the only extension here not built in
      const ours = owner === 'mcp-lens' || (log.kind === 'extension-host' && owner === 'no one');
      if (UNHANDLED.test(entry) || (error && ours)) problems.push({ file: log.name, entry });
    }
  }
  return { files: logs.length, lines, byKind, problems, vscodes };
}

/**
 * Asserts that the session's logs hold no unhandled rejection and no uncaught error of MCP Lens (see scanLogs);
 * call it last, after session.close(), so that deactivation is checked too. Resolves with a one-line account of
 * what was scanned, for the test's output.
 */
export async function assertCleanLogs(session) {
  const scan = await scanLogs(session);
  const kinds = Object.entries(scan.byKind)
    .map(([kind, n]) => `${kind} ${n}`)
    .join(', ');
  const vscodes = Object.entries(scan.vscodes)
    .map(([what, n]) => `${n} ${what}`)
    .join(', ');
  const account = `scanned ${scan.files} log files, ${scan.lines} lines (${kinds})${vscodes ? `; VS Code's own, set aside: ${vscodes}` : ''}`;
  if (scan.problems.length) {
    const shown = scan.problems
      .slice(0, 10)
      .map((p) => `--- ${p.file}\n${p.entry.split('\n').slice(0, 12).join('\n')}`)
      .join('\n');
    throw new Error(
      `${scan.problems.length} unhandled rejection(s) or uncaught error(s) of MCP Lens in the logs; ${account}:\n${shown}`,
    );
  }
  return `${account}: no unhandled rejection, no uncaught error of MCP Lens`;
}

// ---------------------------------------------------------------------------
// Workbench helpers
// ---------------------------------------------------------------------------

const QUICK_INPUT = '.quick-input-widget';
const QUICK_INPUT_BOX = '.quick-input-widget .quick-input-box input';
const QUICK_INPUT_ROWS = '.quick-input-widget .quick-input-list .monaco-list-row';

async function closeQuickInput(page) {
  const widget = page.locator(QUICK_INPUT);
  if (await widget.isVisible().catch(() => false)) {
    await page.keyboard.press('Escape');
    await widget.waitFor({ state: 'hidden', timeout: 10_000 }).catch(() => {});
  }
}

/**
 * Opens the quick input with `key`, retrying while the workbench is still starting. A key pressed while a webview has
 * the focus may not reach the workbench, so a retry first takes the focus back from it.
 */
export async function openQuickInput(page, key, deadline) {
  for (let attempt = 0; ; attempt++) {
    await closeQuickInput(page);
    if (attempt > 0) {
      await page
        .evaluate(() => (document.activeElement instanceof HTMLElement ? document.activeElement.blur() : undefined))
        .catch(() => {});
    }
    await page.keyboard.press(key);
    try {
      await page.locator(QUICK_INPUT_BOX).waitFor({ state: 'visible', timeout: 5_000 });
      return;
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`the quick input did not open with ${key}`);
    }
  }
}

/**
 * Opens the quick input with `key` and types `text` into it. Something can close the widget between the two (a
 * webview or notification taking focus as it opens), which would leave the typing waiting on a hidden box, so the
 * typing is short-lived and the whole is tried again until `deadline`.
 */
export async function openQuickInputWith(page, key, text, deadline) {
  const box = page.locator(QUICK_INPUT_BOX);
  for (;;) {
    await openQuickInput(page, key, deadline);
    try {
      await box.fill(text, { timeout: 5_000 });
      if ((await box.inputValue({ timeout: 1_000 })) === text) return;
    } catch (error) {
      if (Date.now() > deadline) {
        throw new Error(`could not type "${text}" into the quick input: ${error.message.split('\n')[0]}`);
      }
    }
  }
}

async function quickInputRows(page) {
  return page.locator(QUICK_INPUT_ROWS).evaluateAll((rows) =>
    rows.map((row) => ({
      label: (row.querySelector('.label-name')?.textContent ?? '').replace(/\s+/g, ' ').trim(),
      description: (row.querySelector('.label-description')?.textContent ?? '').replace(/\s+/g, ' ').trim(),
      ariaLabel: row.getAttribute('aria-label') ?? '',
      index: Number(row.getAttribute('data-index')),
    })),
  );
}

/** Waits, up to `ms`, for a quick-input row accepted by `match`; returns it or null. */
async function waitForRow(page, match, ms) {
  const until = Date.now() + ms;
  for (;;) {
    const rows = await quickInputRows(page).catch(() => []);
    const row = rows.find(match);
    if (row) return row;
    if (Date.now() > until) return null;
    await delay(200);
  }
}

/**
 * Clicks a quick-input row and waits for the quick input to close. Resolves false, having clicked nothing, when the
 * row is not on screen within 10 s: the quick input was closed under it (focus moved while it was open; seen in CI
 * beside a CPU hog, the row kept in the page but hidden), and the caller opens it again.
 */
async function pickRow(page, row) {
  await dismissHovers(page, { escape: false });
  const clicked = await page
    .locator(`${QUICK_INPUT_ROWS}[data-index="${row.index}"]`)
    .click({ timeout: 10_000 })
    .then(
      () => true,
      () => false,
    );
  if (clicked) await page.locator(QUICK_INPUT).waitFor({ state: 'hidden', timeout: 30_000 });
  return clicked;
}

/**
 * Opens a workspace file through Quick Open (Ctrl+P) and waits for its editor tab to be the
 * active one. `relativePath` is relative to the workspace folder, with forward slashes.
 */
export async function openFile(page, relativePath, { timeout = 120_000 } = {}) {
  const deadline = Date.now() + timeout;
  const normalized = relativePath.replace(/\\/g, '/').replace(/^\.\//, '');
  const base = path.posix.basename(normalized);
  const dir = path.posix.dirname(normalized);
  for (;;) {
    await openQuickInputWith(page, 'Control+P', normalized, deadline);
    // File search (ripgrep on the server) may not answer at once in a fresh window.
    const row = await waitForRow(
      page,
      (r) =>
        r.label === base &&
        (dir === '.'
          ? !r.description || r.description === '.' || !r.description.includes('/')
          : r.description.replace(/\\/g, '/').endsWith(dir)),
      15_000,
    );
    if (row && (await pickRow(page, row))) break;
    if (Date.now() > deadline) {
      const rows = await quickInputRows(page).catch(() => []);
      await closeQuickInput(page);
      throw new Error(
        `Quick Open found no ${normalized}; rows: ${JSON.stringify(rows.map((r) => `${r.label} ${r.description}`))}`,
      );
    }
  }
  const tab = page.locator('.editor-group-container.active .tab.active', {
    has: page.locator(`.label-name:text-is("${base}")`),
  });
  await tab.waitFor({ state: 'visible', timeout: Math.max(10_000, deadline - Date.now()) });
  await page
    .locator('.editor-group-container.active .monaco-editor .view-lines')
    .first()
    .waitFor({ state: 'visible', timeout: 30_000 });
  return tab;
}

/**
 * Runs a command from the Command Palette by its title as shown there ("Category: Title"),
 * retrying while the extension that contributes it is still being registered.
 */
export async function runCommand(page, title, { timeout = 120_000 } = {}) {
  const deadline = Date.now() + timeout;
  const wanted = title.replace(/\s+/g, ' ').trim();
  for (;;) {
    await openQuickInputWith(page, 'F1', `>${wanted}`, deadline);
    const row = await waitForRow(page, (r) => r.label === wanted, 5_000);
    if (row && (await pickRow(page, row))) return;
    if (Date.now() > deadline) {
      const rows = await quickInputRows(page).catch(() => []);
      await closeQuickInput(page);
      throw new Error(
        `no command titled "${wanted}" could be picked in the Command Palette; rows: ${JSON.stringify(rows.map((r) => r.label))}`,
      );
    }
  }
}

/**
 * Reloads the window as "Developer: Reload Window" does, not as the browser's reload button: VS Code then writes its
 * state (the open editors, extensions' globalState) to storage and waits for the write before the page goes. A browser
 * reload leaves that write to the page's unload, where a loaded machine can lose it: once the runner's editor panel
 * was not restored, because the editors VS Code had last saved did not include it yet.
 */
export async function reloadWindow(page) {
  // both awaited together: a command that fails must fail the test with its own error, not leave the wait dangling
  await Promise.all([
    page.waitForEvent('framenavigated', { predicate: (frame) => frame === page.mainFrame(), timeout: 120_000 }),
    runCommand(page, 'Developer: Reload Window'),
  ]);
  await page.locator('.monaco-workbench').waitFor({ timeout: 60_000 });
}

function toPredicate(predicate) {
  if (typeof predicate === 'function') return predicate;
  if (predicate instanceof RegExp) return (text) => predicate.test(text);
  if (typeof predicate === 'string') return (text) => text.includes(predicate);
  return () => true;
}

async function problemRows(page) {
  return page.locator('.markers-panel .monaco-list-row').evaluateAll((rows) =>
    rows.map((row) => ({
      text: (row.innerText ?? '').replace(/\s+/g, ' ').trim(),
      ariaLabel: row.getAttribute('aria-label') ?? '',
    })),
  );
}

/**
 * Opens the Problems panel (Ctrl+Shift+M) and waits for rows accepted by `predicate`
 * (a function of (text, { text, ariaLabel }), a RegExp or a substring). Resolves with the
 * matching rows' texts.
 */
export async function waitForProblems(page, predicate, { timeout = 120_000 } = {}) {
  const match = toPredicate(predicate);
  const rows = await waitForProblemRows(
    page,
    (all) => all.some((row) => match(row.text, row)),
    timeout,
    'no matching row',
  );
  return rows.filter((row) => match(row.text, row)).map((row) => row.text);
}

/** Opens the Problems panel and waits until no row is accepted by `predicate` (as for waitForProblems). */
export async function waitForNoProblem(page, predicate, { timeout = 120_000 } = {}) {
  const match = toPredicate(predicate);
  await waitForProblemRows(page, (all) => !all.some((row) => match(row.text, row)), timeout, 'still a matching row');
}

async function waitForProblemRows(page, done, timeout, what) {
  const deadline = Date.now() + timeout;
  const panel = page.locator('.markers-panel');
  while (!(await panel.isVisible().catch(() => false))) {
    await closeQuickInput(page);
    await page.keyboard.press('Control+Shift+M');
    try {
      await panel.waitFor({ state: 'visible', timeout: 5_000 });
    } catch {
      if (Date.now() > deadline) throw new Error('the Problems panel did not open');
    }
  }
  return poll(() => problemRows(page).catch(() => []), done, {
    timeout: Math.max(0, deadline - Date.now()),
    interval: 250,
    failure: (all) =>
      `${what} in the Problems panel within ${timeout / 1000}s; rows: ${JSON.stringify(all.map((r) => r.text))}`,
  });
}

/**
 * Finds the (nested) iframe of a webview: `predicate` is a CSS selector that must exist in
 * the frame, or an async function (frame) => boolean. Resolves with the playwright Frame.
 */
export async function findWebviewFrame(page, predicate, { timeout = 60_000 } = {}) {
  const test =
    typeof predicate === 'string' ? async (frame) => (await frame.locator(predicate).count()) > 0 : predicate;
  const matching = async () => {
    for (const frame of page.frames()) {
      if (frame === page.mainFrame() || frame.isDetached()) continue;
      try {
        if (await test(frame)) return frame;
      } catch {
        // The frame navigated or went away while being looked at.
      }
    }
    return undefined;
  };
  return poll(matching, (frame) => frame !== undefined, {
    timeout,
    interval: 250,
    failure: () => `no webview frame matched within ${timeout / 1000}s`,
  });
}

/** Waits for a notification toast whose text contains `text` (string or RegExp); returns its text. */
export async function waitForNotification(page, text, { timeout = 60_000 } = {}) {
  const toast = page.locator('.notifications-toasts .notification-toast', { hasText: text }).first();
  await toast.waitFor({ state: 'visible', timeout });
  return (await toast.innerText()).replace(/\s+/g, ' ').trim();
}

// ---------------------------------------------------------------------------
// The Servers tree
// ---------------------------------------------------------------------------

/** The row of the Servers tree labelled exactly `label`. */
export function treeRow(page, label) {
  const exact = new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  return page.locator('.pane-body .monaco-list-row', { has: page.locator('.label-name', { hasText: exact }) }).first();
}

/**
 * Unfolds (`expanded` true) or folds a view of the side bar by its title. A click on a view's title toggles it, so the
 * click is made only when the view is not already as wanted; then waits until it is. A reveal VS Code runs meanwhile
 * can undo a fold (a server that has just started unfolds its row, and with it the Servers view: seen once, the view
 * open again with its title focused): the click is then made again.
 */
export async function setViewExpanded(page, title, expanded, { timeout = 30_000 } = {}) {
  const header = page.locator('.pane-header', { hasText: title }).first();
  const want = String(expanded);
  const deadline = Date.now() + timeout;
  while ((await header.getAttribute('aria-expanded')) !== want) {
    if (Date.now() > deadline) {
      throw new Error(
        `the view "${title}" is still ${expanded ? 'folded' : 'unfolded'} after ${timeout / 1000} s of clicks on its title`,
      );
    }
    await dismissHovers(page);
    await header.click();
    await page
      .locator(`.pane-header[aria-expanded="${want}"]`, { hasText: title })
      .first()
      .waitFor({ timeout: 5_000 })
      .catch(() => undefined);
  }
}

/** Clicks the row of the Servers tree labelled exactly `label`, past any hover an earlier pointer position left. */
export async function clickRow(page, label) {
  await dismissHovers(page);
  await scrollToRow(page, label);
  await treeRow(page, label).click();
}

/**
 * Folds (`expanded` false) or unfolds the row `label` of the Servers tree, and waits until it is so. A click that
 * reaches the row as VS Code draws it again (a status changing under it) can select it and leave it as it was (seen
 * beside a CPU hog: the row selected, still open, ten seconds on): the click is made again until the row is as wanted.
 */
export async function setRowExpanded(page, label, expanded, { timeout = 60_000 } = {}) {
  const want = String(expanded);
  const deadline = Date.now() + timeout;
  const isSo = async () =>
    (await treeRow(page, label)
      .getAttribute('aria-expanded')
      .catch(() => null)) === want;
  for (let tries = 1; !(await isSo()); tries++) {
    if (Date.now() > deadline) throw new Error(`the row "${label}" never became ${expanded ? 'unfolded' : 'folded'}`);
    if (tries > 1) {
      console.error(`# a click on "${label}" left it ${expanded ? 'folded' : 'unfolded'}: clicking it again`);
    }
    await clickRow(page, label);
    await poll(isSo, Boolean, { timeout: 10_000, interval: 100 }).catch(() => undefined);
  }
}

/**
 * Brings the Servers tree's row labelled `label` into its DOM when it is configured but scrolled out of view: the
 * tree draws only the rows in view (rows that unfolded above can push it below the view's bottom edge), and a row
 * that is not drawn cannot be hovered or clicked. Wheels the tree from its top down, a few rows at a time, until the
 * row is drawn or the tree's end is reached; a row drawn already is left where it is.
 */
export async function scrollToRow(page, label) {
  const row = treeRow(page, label);
  if (await row.count()) return;
  const list = page
    .locator('.pane', { has: page.locator('.pane-header', { hasText: 'Servers' }) })
    .locator('.pane-body .monaco-list')
    .first();
  const box = await list.boundingBox().catch(() => null);
  if (!box) return;
  await page.mouse.move(box.x + box.width / 2, box.y + Math.min(box.height / 2, 40));
  await page.mouse.wheel(0, -100_000);
  for (let i = 0; i < 60 && !(await row.count()); i++) {
    const before = await list
      .locator('.monaco-list-row')
      .first()
      .getAttribute('data-index')
      .catch(() => null);
    await page.mouse.wheel(0, Math.max(44, box.height / 2));
    // the wheel redraws on the next frame: wait for the first drawn row to change, or stop at the end
    const moved = await poll(
      () =>
        list
          .locator('.monaco-list-row')
          .first()
          .getAttribute('data-index')
          .catch(() => null),
      (now) => now !== before,
      { timeout: 1_000, interval: 50 },
    ).then(
      () => true,
      () => false,
    );
    if (!moved && !(await row.count())) break;
  }
  await dismissHovers(page, { escape: false });
}

/**
 * Closes a hover left open by an earlier pointer position. A row's tooltip opens below the row the pointer rests on,
 * covers the rows beneath it and stays while the pointer is over it, so the pointer first leaves for a corner of the
 * window that shows no hover; Escape then closes what is still open (not while a quick pick is, which it would close).
 */
export async function dismissHovers(page, { escape = true } = {}) {
  const open = page.locator('.monaco-hover:visible, .context-view:visible, .workbench-hover-container:visible').first();
  if (!(await open.isVisible().catch(() => false))) return;
  await page.mouse.move(0, 0);
  if (
    await open.waitFor({ state: 'hidden', timeout: 1_500 }).then(
      () => true,
      () => false,
    )
  ) {
    return;
  }
  if (!escape) return;
  await page.keyboard.press('Escape');
  await open.waitFor({ state: 'hidden', timeout: 2_000 }).catch(() => {});
}

/**
 * Rests the pointer on a tree row until a tooltip holding `text` shows, and resolves with it. VS Code opens a row's
 * tooltip when the pointer comes onto the row; a row drawn again under a resting pointer (its server's state or
 * findings changed) gets none, so each attempt takes the pointer off and brings it back.
 */
export async function hoverForTooltip(page, label, text, { timeout = 60_000 } = {}) {
  const deadline = Date.now() + timeout;
  const tooltip = page.locator('.monaco-hover', { hasText: text }).first();
  for (;;) {
    try {
      await dismissHovers(page);
      await page.mouse.move(0, 0);
      await treeRow(page, label).hover({ timeout: 5_000 });
      await tooltip.waitFor({ state: 'visible', timeout: Math.max(1_000, Math.min(10_000, deadline - Date.now())) });
      return tooltip;
    } catch (e) {
      if (Date.now() > deadline) throw e;
    }
  }
}

/**
 * Clicks a row's inline action (shown while the pointer is over the row). A row that is drawn again meanwhile (its
 * server changed state) loses the hover, so each attempt hovers afresh.
 */
export async function clickInline(page, label, action, { timeout = 60_000 } = {}) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const row = treeRow(page, label);
    try {
      await dismissHovers(page);
      await scrollToRow(page, label);
      await row.hover({ timeout: 5_000 });
      await row.locator(`.action-label[aria-label="${action}"]`).click({ timeout: 5_000 });
      return;
    } catch (e) {
      if (Date.now() > deadline) throw e;
    }
  }
}
