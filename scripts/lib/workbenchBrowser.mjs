// Debian's Chromium driven by playwright-core, opening the VS Code workbench that code-server serves.
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { workbenchUrl } from './codeServer.mjs';
import { pidIsAlive } from './processGroups.mjs';
import { REPO_ROOT } from './repoRoot.mjs';

export const CHROMIUM_PATH = '/usr/bin/chromium';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Where playwright writes what Chromium prints (its `pw:browser` log: each browser's stdout and stderr lines, and how
 * its process ended), one file per test process. Read when a browser goes away under a test.
 */
export const BROWSER_LOG = path.join(REPO_ROOT, 'test-results', 'logs', `chromium-${process.pid}.log`);

let playwright = null;

/** playwright-core, loaded once with its browser log on: its logger reads DEBUG and DEBUG_FILE when it starts. */
async function loadPlaywright() {
  if (playwright) return playwright;
  const saved = { DEBUG: process.env.DEBUG, DEBUG_FILE: process.env.DEBUG_FILE };
  await fs.mkdir(path.dirname(BROWSER_LOG), { recursive: true });
  await removeEndedBrowserLogs();
  process.env.DEBUG = [saved.DEBUG, 'pw:browser'].filter(Boolean).join(',');
  process.env.DEBUG_FILE = saved.DEBUG_FILE ?? BROWSER_LOG;
  try {
    playwright = await import('playwright-core');
  } finally {
    // the processes started later (code-server, the servers under test) must not inherit them
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
  return playwright;
}

/**
 * The browser logs of test processes that have ended: a run's logs are read as it fails, and one file per process
 * would otherwise pile up run after run. Those of processes still running (a parallel suite) stay.
 */
async function removeEndedBrowserLogs() {
  const dir = path.dirname(BROWSER_LOG);
  for (const name of await fs.readdir(dir).catch(() => [])) {
    const pid = Number(/^chromium-(\d+)\.log$/.exec(name)?.[1]);
    if (!pid || pid === process.pid || pidIsAlive(pid)) continue;
    await fs.rm(path.join(dir, name), { force: true });
  }
}

/** Launches Debian's Chromium, headless, through playwright-core. */
export async function launchBrowser({ headless = true } = {}) {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `${CHROMIUM_PATH} is missing: the real-VS-Code tests need Debian's Chromium ` +
        '(run `apt-get install chromium` as root).',
    );
  }
  const { chromium } = await loadPlaywright();
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless, args: CHROMIUM_ARGS });
}

/** The last lines playwright logged of Chromium in this process (see BROWSER_LOG), without its routine D-Bus lines. */
export async function browserLogTail(lines = 30) {
  const text = await fs.readFile(BROWSER_LOG, 'utf8').catch(() => '');
  // no D-Bus runs here: Chromium says so a dozen times at every start
  const telling = text.split('\n').filter((line) => line && !/ERROR:dbus\//.test(line));
  return telling.slice(-lines).join('\n');
}

/**
 * Opens the workbench for a folder in a new 1400x900 page (`context`: more browser-context options) and waits for it to
 * show. If the browser or the page goes away first, the error says so (`browserGone`) with Chromium's last output.
 */
export async function openWorkbench(browser, url, folder, { timeoutMs = 180_000, context: contextOptions = {} } = {}) {
  const gone = [];
  const started = Date.now();
  const note = (what) =>
    gone.push(`${what} ${((Date.now() - started) / 1000).toFixed(1)} s after the workbench was asked for`);
  const onDisconnected = () => note('the browser disconnected');
  browser.on('disconnected', onDisconnected);
  try {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, ...contextOptions });
    const page = await context.newPage();
    page.on('crash', () => note('the page crashed'));
    page.on('close', () => note('the page closed'));
    page.setDefaultTimeout(60_000);
    await page.goto(workbenchUrl(url, folder), { waitUntil: 'domcontentloaded', timeout: timeoutMs });
    await page.waitForSelector('.monaco-workbench', { state: 'visible', timeout: timeoutMs });
    return page;
  } catch (error) {
    if (!gone.length && !browser.isConnected()) note('the browser was no longer connected');
    if (gone.length) {
      error.browserGone = true;
      const output = await browserLogTail();
      error.message = `${error.message}\n(${gone.join('; ')}; Chromium's last output, from ${BROWSER_LOG}:\n${output})`;
    }
    throw error;
  } finally {
    browser.off('disconnected', onDisconnected);
  }
}
