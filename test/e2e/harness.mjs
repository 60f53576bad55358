// Helpers for end-to-end tests in a real VS Code (code-server and Debian Chromium); docs/testing.md explains them.
// Every wait is on something the UI or a log file shows; the only timers are poll intervals and upper bounds.

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
 * For node:test's `skip` option: locally, the reason to skip when the tools are missing, or false.
 * In CI it never skips, so a missing tool fails the run there.
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
 * Settings every session starts with (a suite's own win). The helpers wait up to 60 s for an approval panel, so the
 * panel gets as long before VS Code's dialog replaces it; the webviews suite restores the default to test the dialog.
 */
export const E2E_SETTINGS = { 'mcpLens.approval.dialogAfterSeconds': 60 };

const provisioned = new Map();
/**
 * Provisions code-server once per process (and, through a lock and a marker, once per machine); `codeServer` as
 * startSession takes it.
 */
export function provisionOnce(codeServer = {}) {
  const key = `${codeServer.version ?? ''}@${codeServer.node ?? ''}`;
  if (!provisioned.has(key)) {
    const provisioning = provisionCodeServer({ ...codeServer, log: (line) => console.error(line) });
    provisioned.set(key, provisioning);
    provisioning.catch(() => provisioned.delete(key));
  }
  return provisioned.get(key);
}

function safeName(name) {
  return String(name).replace(/[^A-Za-z0-9._-]+/g, '-');
}

/**
 * Starts a real VS Code on `workspace` with the built extension in fresh folders and opens it in headless Chromium.
 * The session's logs stay readable after close().
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
  /** Another provisioned code-server and the Node that runs it, { version, node }; by default 4.100.3 on this Node. */
  codeServer = {},
} = {}) {
  const availability = e2eAvailability();
  if (!availability.ok) throw new Error(availability.reason);
  if (!workspace) throw new Error('startSession: workspace is required');
  workspace = path.resolve(workspace);

  await provisionOnce(codeServer);
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
      codeServer,
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

// Log checks: no unhandled rejection and no uncaught error of MCP Lens in anything the session logged.

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
 * Whose a log entry is ('mcp-lens', 'other' or 'no one'), from the extension ids it names and the bundles its stack
 * runs through; docs/testing.md ("The log scan") gives the rules.
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
 * Where an entry of a VS Code or code-server log starts. An unhandled rejection's report has no time in front,
 * but it still starts an entry of its own.
 */
const ENTRY_START =
  /^(\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d|\[\d{4}-\d\d-\d\dT|\[\d\d:\d\d:\d\d\]|rejected promise not handled\b)/;
/** A stack frame in Node itself or in VS Code's own extension-host process (its RPC to the window writes there). */
const VSCODE_OR_NODE_FRAME = String.raw`\n\s*at [^\n]*(\(node:[^\n]*\)|[\\/]vs[\\/]workbench[\\/]api[\\/]node[\\/]extensionHostProcess\.js:\d+:\d+\)?)`;
/**
 * The extension host's error when the browser drops the window's socket while the host still uses it.
 * Once the window is closing, that is VS Code's own connection going away.
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
 * VS Code reading its own `vscode.lock` half-written as the extension host terminates, which it logs as a JSON error
 * followed at once by "The lock was lost unexpectedly."
 */
const LOCK_READ =
  /^\S+ \S+ \[error\] SyntaxError: Unexpected end of JSON input\s*\n\s*at JSON\.parse \(<anonymous>\)((\n\s*at [^\n]*[\\/]vs[\\/]workbench[\\/]api[\\/]node[\\/]extensionHostProcess\.js:[^\n]*)+)\s*$/;
const LOCK_LOST = /^\S+ \S+ \[info\] Lock '[^']*vscode\.lock': The lock was lost unexpectedly\./;

function isLockReadRace(log, entry, next) {
  return log.kind === 'extension-host' && LOCK_READ.test(entry) && LOCK_LOST.test(next ?? '');
}

/**
 * VS Code's pty host, which runs no extension code, refusing a request about a terminal whose process has ended.
 * code-server logs it as an unhandled rejection.
 */
const PTY_GONE =
  /^rejected promise not handled within 1 second: CodeExpectedError: Could not find pty \d+ on pty host\s*\nstack trace: CodeExpectedError: Could not find pty \d+ on pty host((\n\s*at [^\n]*([\\/]vs[\\/]platform[\\/]terminal[\\/]node[\\/]ptyHostMain\.js:\d+:\d+|\(node:[^\n]*)\)?)+)\s*$/;

/**
 * VS Code answering a request for a row's children with none, because the extension redrew the row's parent and
 * dropped the old handles just before; the tree suites unfold the row again (see `unfold`).
 */
const STALE_TREE_HANDLE = /^\S+ \S+ \[error\] No tree item with id '1\/[^'\n]+' found\.\s*$/;

/**
 * The same redraw seen from a click: VS Code drops a row's command when it redraws the row, so a click on the old row
 * reaches nothing and the suite clicks again (test/e2e/devLoop.mjs).
 */
const DROPPED_ROW_COMMAND =
  /^\S+ \S+ \[error\] Actual command not found, wanted to execute mcpLens\.[A-Za-z]+ \/\d+ __vsc[0-9a-f-]+ undefined\s*$/;

/**
 * VS Code's webview host page finding the content frame it was about to hook up already gone. Every frame is in
 * that page, which names MCP Lens only in its URL; MCP Lens's own content never runs there.
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
 * Reads every log a session wrote and returns the entries that must never be there, setting VS Code's own known
 * errors aside; docs/testing.md ("The log scan") says which entries count and why.
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
 * Asserts that the session's logs hold no unhandled rejection and no uncaught error of MCP Lens. Call it after
 * session.close(), so that deactivation is checked too.
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

// Workbench helpers

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
 * Opens the quick input with `key` and types `text`, retrying both until `deadline`, because a webview or notification
 * taking focus can close the widget in between and leave the typing waiting on a hidden box.
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
 * Clicks a quick-input row and waits for the quick input to close. Resolves false when the row is not on screen within
 * 10 s, because focus moved and closed the quick input (seen in CI under load); the caller then opens it again.
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
 * Reloads as "Developer: Reload Window" does, so VS Code saves its state before the page goes. A browser reload
 * leaves that save to the page's unload, where a loaded machine once lost the runner's editor panel.
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
 * Opens the Problems panel and waits for rows accepted by `predicate`: a function of (text, { text, ariaLabel }),
 * a RegExp or a substring. Resolves with the matching rows' texts.
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

// The Servers tree

/** The row of the Servers tree labelled exactly `label`. */
export function treeRow(page, label) {
  const exact = new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  return page.locator('.pane-body .monaco-list-row', { has: page.locator('.label-name', { hasText: exact }) }).first();
}

/**
 * Unfolds or folds a side-bar view by its title, clicking only when it is not already as wanted, since a click toggles.
 * It clicks again when a reveal undoes the fold, as when a server that has just started unfolds its row.
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
 * Folds or unfolds the Servers tree's row `label`. A click that lands while VS Code redraws the row can merely select
 * it (seen under load), so it clicks again until the row is as wanted.
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
 * Scrolls the Servers tree down from its top until the row `label` is drawn, because the tree draws only the rows
 * in view and a row that is not drawn cannot be hovered or clicked.
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
 * Closes a hover left open, which would cover the rows beneath it: the pointer moves to a corner that shows none,
 * then Escape closes what is still open (unless `escape` is false, so that an open quick pick stays open).
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
 * Rests the pointer on a tree row until a tooltip holding `text` shows. A row redrawn under a resting pointer gets
 * no tooltip, so each attempt takes the pointer off the row and brings it back.
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
