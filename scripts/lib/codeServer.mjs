// Real VS Code for development and end-to-end tests: code-server (a full VS Code
// workbench with a Node extension host, from the npm registry) driven by
// playwright-core against Debian's Chromium. See shared notes "real-vscode-e2e".
//
// Nothing here downloads anything except npm packages from the npm registry.

import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import { openSync, closeSync, readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const CODE_SERVER_VERSION = '4.100.3';
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const CACHE_DIR = path.join(REPO_ROOT, '.cache');
export const CODE_SERVER_DIR = path.join(CACHE_DIR, `code-server-${CODE_SERVER_VERSION}`);
export const CODE_SERVER_ENTRY = path.join(CODE_SERVER_DIR, 'package', 'out', 'node', 'entry.js');
export const CHROMIUM_PATH = '/usr/bin/chromium';
export const RIPGREP_PATH = '/usr/bin/rg';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const MARKER = path.join(CODE_SERVER_DIR, '.provisioned.json');
const LOCK_DIR = `${CODE_SERVER_DIR}.lock`;
const PROVISION_LOG = `${CODE_SERVER_DIR}.provision.log`;
const NATIVE_VSCODE_MODULES = ['@vscode/spdlog', 'node-pty', 'native-watchdog', '@parcel/watcher', '@vscode/deviceid'];

const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// Process groups of running code-servers and provisioning commands, killed if this process
// exits (or dies of a signal it does not handle) without ending them.
const liveGroups = new Set();
let exitHooksInstalled = false;
function installExitHooks() {
  if (exitHooksInstalled) return;
  exitHooksInstalled = true;
  const signalAll = (signal) => {
    for (const pgid of liveGroups) {
      try {
        process.kill(-pgid, signal);
      } catch {
        // already gone
      }
    }
  };
  process.on('exit', () => signalAll('SIGKILL'));
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    const handler = () => {
      if (process.listenerCount(signal) === 1) {
        // Nobody else handles it: die of the signal as usual, the groups first.
        signalAll('SIGKILL');
        process.removeListener(signal, handler);
        process.kill(process.pid, signal);
      } else if (signal !== 'SIGINT') {
        // The host (or a library such as playwright) handles it and may not exit at once;
        // this process is being ended, so ask the groups to end too. A SIGINT is left to
        // the host (npm start stops code-server itself); the exit hook still runs.
        signalAll('SIGTERM');
      }
    };
    process.on(signal, handler);
  }
}

// ---------------------------------------------------------------------------
// Provisioning
// ---------------------------------------------------------------------------

function markerIsValid() {
  try {
    const marker = JSON.parse(readFileSync(MARKER, 'utf8'));
    return (
      marker.version === CODE_SERVER_VERSION &&
      // Native modules were rebuilt for one Node ABI; another Node needs a rebuild.
      marker.nodeAbi === process.versions.modules &&
      marker.platform === `${process.platform}-${process.arch}` &&
      existsSync(CODE_SERVER_ENTRY)
    );
  } catch {
    return false;
  }
}

function pidIsAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** Takes an exclusive, cross-process lock (a directory holding the owner's pid). */
async function acquireLock({ log, timeoutMs }) {
  const deadline = Date.now() + timeoutMs;
  let told = false;
  for (;;) {
    try {
      await fs.mkdir(LOCK_DIR);
      await fs.writeFile(path.join(LOCK_DIR, 'pid'), String(process.pid));
      return;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    let owner = NaN;
    try {
      owner = Number(await fs.readFile(path.join(LOCK_DIR, 'pid'), 'utf8'));
    } catch {
      // The owner is between mkdir and writeFile, or has just released the lock.
    }
    if (Number.isInteger(owner) && owner > 0 && !pidIsAlive(owner)) {
      log(`[code-server] removing a stale provisioning lock left by process ${owner}`);
      await fs.rm(LOCK_DIR, { recursive: true, force: true });
      continue;
    }
    if (!told) {
      log(
        `[code-server] another process${Number.isInteger(owner) ? ` (${owner})` : ''} is provisioning; waiting for it`,
      );
      told = true;
    }
    if (Date.now() > deadline) {
      throw new Error(
        `Timed out waiting for the code-server provisioning lock ${LOCK_DIR} (remove it if no other process is provisioning)`,
      );
    }
    await delay(1000);
  }
}

async function releaseLock() {
  await fs.rm(LOCK_DIR, { recursive: true, force: true });
}

/** An environment for child npm processes, without the parent npm's per-project variables. */
function childNpmEnv(extra = {}) {
  const env = { ...process.env };
  for (const key of Object.keys(env)) {
    if (
      /^npm_(package_|lifecycle_|config_local_prefix$|config_prefix$|config_global$|config_omit$|config_include$|config_production$|config_workspaces?$)/i.test(
        key,
      )
    ) {
      delete env[key];
    }
  }
  // node-gyp must find Node's headers on this machine: it cannot download them.
  const nodeDir = path.dirname(path.dirname(process.execPath));
  if (!env.npm_config_nodedir && existsSync(path.join(nodeDir, 'include', 'node', 'node_api.h'))) {
    env.npm_config_nodedir = nodeDir;
  }
  return { ...env, ...extra };
}

/** Runs a command, appending its output to the provisioning log; throws with the output's tail on failure. */
async function run(command, args, { cwd, env, logFile }) {
  await fs.appendFile(logFile, `\n$ (cd ${cwd} && ${command} ${args.join(' ')})\n`);
  const fd = openSync(logFile, 'a');
  try {
    const code = await new Promise((resolve, reject) => {
      // Its own process group, ended with this process (see installExitHooks), so an
      // interrupted provisioning leaves no npm or compiler behind writing into the cache.
      const child = spawn(command, args, { cwd, env, stdio: ['ignore', fd, fd], detached: true });
      if (child.pid) {
        liveGroups.add(child.pid);
        installExitHooks();
      }
      child.on('error', reject);
      child.on('exit', (exitCode, signal) => {
        liveGroups.delete(child.pid);
        resolve(signal ? `signal ${signal}` : exitCode);
      });
    });
    if (code !== 0) {
      const text = await fs.readFile(logFile, 'utf8').catch(() => '');
      const tail = text.split('\n').slice(-40).join('\n');
      throw new Error(
        `Provisioning code-server failed: \`${command} ${args.join(' ')}\` in ${cwd} exited with ${code}.\n` +
          `Full log: ${logFile}\n--- last lines ---\n${tail}`,
      );
    }
  } finally {
    closeSync(fd);
  }
}

async function symlinkForce(target, linkPath) {
  await fs.rm(linkPath, { recursive: true, force: true });
  await fs.mkdir(path.dirname(linkPath), { recursive: true });
  await fs.symlink(target, linkPath);
}

/**
 * Provisions code-server into <repo>/.cache/code-server-<version>/ (once; later calls
 * return at once). A half-done folder, one without the success marker, is wiped and redone.
 * Returns the folder.
 */
export async function provisionCodeServer({ log = console.log } = {}) {
  if (markerIsValid()) return CODE_SERVER_DIR;
  if (!existsSync(RIPGREP_PATH)) {
    throw new Error(
      `${RIPGREP_PATH} is missing: code-server's file search needs Debian's ripgrep (run \`apt-get install ripgrep\` as root).`,
    );
  }
  await fs.mkdir(CACHE_DIR, { recursive: true });
  await acquireLock({ log, timeoutMs: 30 * 60_000 });
  try {
    // Another process may have finished while this one waited for the lock.
    if (markerIsValid()) return CODE_SERVER_DIR;
    await provisionLocked(log);
    return CODE_SERVER_DIR;
  } finally {
    await releaseLock();
  }
}

async function provisionLocked(log) {
  const started = Date.now();
  const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)}s`;
  const logFile = PROVISION_LOG;
  if (existsSync(CODE_SERVER_DIR)) {
    log(`[code-server] removing an incomplete or outdated ${path.relative(REPO_ROOT, CODE_SERVER_DIR)}`);
    await fs.rm(CODE_SERVER_DIR, { recursive: true, force: true, maxRetries: 5 });
  }
  await fs.mkdir(CODE_SERVER_DIR, { recursive: true });
  await fs.writeFile(logFile, `Provisioning code-server ${CODE_SERVER_VERSION} with Node ${process.version}\n`);
  log(
    `[code-server] provisioning code-server ${CODE_SERVER_VERSION} into ${path.relative(REPO_ROOT, CODE_SERVER_DIR)} (takes a few minutes once; log: ${path.relative(REPO_ROOT, logFile)})`,
  );

  const pkg = path.join(CODE_SERVER_DIR, 'package');
  const vscodeDir = path.join(pkg, 'lib', 'vscode');
  const env = childNpmEnv();
  const steps = [
    [
      'npm pack',
      async () => {
        await run('npm', ['pack', `code-server@${CODE_SERVER_VERSION}`, '--pack-destination', CODE_SERVER_DIR], {
          cwd: CODE_SERVER_DIR,
          env,
          logFile,
        });
        const tarball = path.join(CODE_SERVER_DIR, `code-server-${CODE_SERVER_VERSION}.tgz`);
        await run('tar', ['-xzf', tarball, '-C', CODE_SERVER_DIR], { cwd: CODE_SERVER_DIR, env, logFile });
        await fs.rm(tarball, { force: true });
      },
    ],
    [
      'npm install (code-server)',
      () =>
        run('npm', ['install', '--omit=dev', '--ignore-scripts', '--no-audit', '--no-fund'], {
          cwd: pkg,
          env,
          logFile,
        }),
    ],
    ['npm rebuild argon2', () => run('npm', ['rebuild', 'argon2'], { cwd: pkg, env, logFile })],
    [
      'npm install (lib/vscode)',
      () =>
        run('npm', ['install', '--omit=dev', '--ignore-scripts', '--no-audit', '--no-fund'], {
          cwd: vscodeDir,
          env,
          logFile,
        }),
    ],
    [
      `npm rebuild ${NATIVE_VSCODE_MODULES.join(' ')}`,
      () =>
        // Without npm_config_yes=true node-pty's build script stops at an npx prompt.
        run('npm', ['rebuild', ...NATIVE_VSCODE_MODULES], {
          cwd: vscodeDir,
          env: { ...env, npm_config_yes: 'true' },
          logFile,
        }),
    ],
    [
      'link ripgrep, node_modules.asar and CLI helpers',
      async () => {
        await symlinkForce(RIPGREP_PATH, path.join(vscodeDir, 'node_modules', '@vscode', 'ripgrep', 'bin', 'rg'));
        await symlinkForce('node_modules', path.join(vscodeDir, 'node_modules.asar'));
        await symlinkForce('code-linux.sh', path.join(vscodeDir, 'bin', 'remote-cli', 'code-server'));
        await symlinkForce('browser-linux.sh', path.join(vscodeDir, 'bin', 'helpers', 'browser.sh'));
      },
    ],
    [
      'npm install (built-in extensions)',
      () =>
        run('npm', ['install', '--omit=dev', '--ignore-scripts', '--no-audit', '--no-fund'], {
          cwd: path.join(vscodeDir, 'extensions'),
          env,
          logFile,
        }),
    ],
    [
      'check native modules load',
      () => {
        const script = NATIVE_VSCODE_MODULES.map((m) => `require(${JSON.stringify(m)});`).join('');
        return Promise.all([
          run(process.execPath, ['-e', script], { cwd: vscodeDir, env, logFile }),
          run(process.execPath, ['-e', 'require("argon2")'], { cwd: pkg, env, logFile }),
        ]);
      },
    ],
  ];
  for (const [index, [name, step]] of steps.entries()) {
    log(`[code-server] ${index + 1}/${steps.length} ${name} … (${elapsed()})`);
    await step();
  }
  if (!existsSync(CODE_SERVER_ENTRY)) {
    throw new Error(`Provisioning code-server finished but ${CODE_SERVER_ENTRY} is missing`);
  }
  await fs.writeFile(
    MARKER,
    JSON.stringify(
      {
        version: CODE_SERVER_VERSION,
        nodeAbi: process.versions.modules,
        node: process.version,
        platform: `${process.platform}-${process.arch}`,
        provisionedAt: new Date().toISOString(),
        seconds: Math.round((Date.now() - started) / 1000),
      },
      null,
      2,
    ),
  );
  log(`[code-server] ready in ${elapsed()}`);
}

// ---------------------------------------------------------------------------
// Installing the extension
// ---------------------------------------------------------------------------

const EXTENSION_FILES = [
  'package.json',
  'dist',
  'syntaxes',
  'media',
  'README.md',
  'CHANGELOG.md',
  'LICENSE',
  'LICENSE.md',
  'LICENSE.txt',
];

/**
 * Copies the built extension (the repo root) into <extensionsDir>/<publisher>.<name>-<version>/,
 * replacing any other installed version of it. Returns the installed folder.
 */
export async function installExtension({ extensionsDir, sourceDir = REPO_ROOT } = {}) {
  if (!extensionsDir) throw new Error('installExtension: extensionsDir is required');
  const manifest = JSON.parse(await fs.readFile(path.join(sourceDir, 'package.json'), 'utf8'));
  const { publisher, name, version } = manifest;
  if (!publisher || !name || !version) throw new Error(`${sourceDir}/package.json lacks publisher, name or version`);
  if (manifest.main && !existsSync(path.resolve(sourceDir, manifest.main))) {
    throw new Error(`The extension is not built: ${manifest.main} is missing in ${sourceDir} (run \`npm run build\`).`);
  }
  const id = `${publisher}.${name}`.toLowerCase();
  await fs.mkdir(extensionsDir, { recursive: true });
  // Drop every installed version of this extension, and VS Code's record of installed
  // extensions (it is rebuilt by scanning the folder), so a new version is picked up.
  for (const entry of await fs.readdir(extensionsDir)) {
    if (entry.toLowerCase().startsWith(`${id}-`)) {
      await fs.rm(path.join(extensionsDir, entry), { recursive: true, force: true });
    }
  }
  await fs.rm(path.join(extensionsDir, 'extensions.json'), { force: true });
  await fs.rm(path.join(extensionsDir, '.obsolete'), { force: true });

  const target = path.join(extensionsDir, `${id}-${version}`);
  await fs.mkdir(target, { recursive: true });
  // Also what the package would hold: the "files" field, the icon, and the literal paths
  // that an allowlist-style .vscodeignore puts back ("!docs/rules.md", "!media/**").
  const vscodeignore = await fs.readFile(path.join(sourceDir, '.vscodeignore'), 'utf8').catch(() => '');
  const allowed = vscodeignore
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.startsWith('!'))
    .map((line) =>
      line
        .slice(1)
        .replace(/^\/+/, '')
        .replace(/\/\*\*$/, ''),
    );
  const extra = [manifest.icon, ...(Array.isArray(manifest.files) ? manifest.files : []), ...allowed].filter(
    (f) => typeof f === 'string' && f !== '' && !/[*?!{}[\]]/.test(f),
  );
  for (const file of new Set([...EXTENSION_FILES, ...extra])) {
    const from = path.resolve(sourceDir, file);
    if (!from.startsWith(sourceDir + path.sep) || !existsSync(from)) continue;
    const to = path.join(target, path.relative(sourceDir, from));
    await fs.mkdir(path.dirname(to), { recursive: true });
    await fs.cp(from, to, { recursive: true, dereference: true });
  }
  return target;
}

// ---------------------------------------------------------------------------
// Running code-server
// ---------------------------------------------------------------------------

/** Asks the OS for a free TCP port on 127.0.0.1. */
export function findFreePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function portIsFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

function httpStatus(url, timeoutMs) {
  return new Promise((resolve) => {
    const request = http.get(url, { timeout: timeoutMs }, (response) => {
      response.resume();
      resolve(response.statusCode);
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(0));
  });
}

function groupIsAlive(pgid) {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

async function tail(file, lines = 40) {
  const text = await fs.readFile(file, 'utf8').catch(() => '');
  return text.split('\n').slice(-lines).join('\n');
}

/**
 * Starts code-server on 127.0.0.1 with the given folder and waits until it answers HTTP.
 * Returns { url, port, process, logFile, stop() }; stop() ends its whole process group.
 */
export async function startCodeServer({
  workspace,
  port = 0,
  userDataDir,
  extensionsDir,
  trustWorkspace = true,
  settings = {},
  startTimeoutMs = 180_000,
  env = {},
} = {}) {
  if (!workspace || !userDataDir || !extensionsDir) {
    throw new Error('startCodeServer: workspace, userDataDir and extensionsDir are required');
  }
  if (!existsSync(CODE_SERVER_ENTRY) || !markerIsValid()) {
    throw new Error(`code-server is not provisioned in ${CODE_SERVER_DIR}: call provisionCodeServer() first`);
  }
  workspace = path.resolve(workspace);
  userDataDir = path.resolve(userDataDir);
  extensionsDir = path.resolve(extensionsDir);
  await fs.mkdir(path.join(userDataDir, 'User'), { recursive: true });
  await fs.mkdir(extensionsDir, { recursive: true });
  await fs.writeFile(
    path.join(userDataDir, 'User', 'settings.json'),
    JSON.stringify(
      {
        'workbench.startupEditor': 'none',
        'security.workspace.trust.enabled': !trustWorkspace,
        'telemetry.telemetryLevel': 'off',
        'extensions.autoUpdate': false,
        'extensions.autoCheckUpdates': false,
        'workbench.tips.enabled': false,
        'update.mode': 'none',
        // examples/ sits inside this repository: no "open the parent git repository?" prompt over the UI
        'git.openRepositoryInParentFolders': 'never',
        ...settings,
      },
      null,
      2,
    ),
  );
  // Its own config file, so nothing is read from or written to ~/.config/code-server.
  const configFile = path.join(userDataDir, 'code-server-config.yaml');
  await fs.writeFile(configFile, 'auth: none\ncert: false\n');
  const logFile = path.join(userDataDir, 'code-server.log');

  const childEnv = { ...process.env, ...env };
  for (const key of Object.keys(childEnv)) {
    // Variables of an enclosing VS Code or npm run would leak into the extension host.
    if (/^(VSCODE_|ELECTRON_RUN_AS_NODE$|npm_)/.test(key)) delete childEnv[key];
  }

  const attempts = port === 0 ? 3 : 1;
  for (let attempt = 1; ; attempt++) {
    let chosen = port;
    if (port === 0) {
      chosen = await findFreePort();
    } else if (!(await portIsFree(port))) {
      throw new Error(
        `Port ${port} on 127.0.0.1 is already in use (is another code-server running? choose another port)`,
      );
    }
    try {
      return await launch({
        chosen,
        workspace,
        userDataDir,
        extensionsDir,
        trustWorkspace,
        configFile,
        logFile,
        childEnv,
        startTimeoutMs,
      });
    } catch (error) {
      if (attempt >= attempts || !/EADDRINUSE/.test(String(error.message))) throw error;
    }
  }
}

async function launch({
  chosen,
  workspace,
  userDataDir,
  extensionsDir,
  trustWorkspace,
  configFile,
  logFile,
  childEnv,
  startTimeoutMs,
}) {
  const args = [
    CODE_SERVER_ENTRY,
    '--config',
    configFile,
    '--auth',
    'none',
    '--bind-addr',
    `127.0.0.1:${chosen}`,
    '--disable-telemetry',
    '--disable-update-check',
    ...(trustWorkspace ? ['--disable-workspace-trust'] : []),
    '--user-data-dir',
    userDataDir,
    '--extensions-dir',
    extensionsDir,
    workspace,
  ];
  await fs.appendFile(logFile, `\n=== ${new Date().toISOString()} node ${args.join(' ')}\n`);
  const fd = openSync(logFile, 'a');
  let child;
  try {
    // detached: its own process group, so stop() can end code-server with all its helpers.
    child = spawn(process.execPath, args, { cwd: workspace, env: childEnv, stdio: ['ignore', fd, fd], detached: true });
  } finally {
    closeSync(fd);
  }
  const pgid = child.pid;
  let exited = null;
  child.on('exit', (code, signal) => {
    exited = { code, signal };
  });
  const spawnError = await new Promise((resolve) => {
    child.once('spawn', () => resolve(null));
    child.once('error', resolve);
  });
  if (spawnError) throw new Error(`Could not start code-server: ${spawnError.message}`);
  // Do not keep the host process alive just for code-server; an exit hook ends it.
  child.unref();
  liveGroups.add(pgid);
  installExitHooks();

  let stopped = null;
  const stop = () => {
    stopped ??= (async () => {
      const signalGroup = (signal) => {
        try {
          process.kill(-pgid, signal);
        } catch {
          // already gone
        }
      };
      signalGroup('SIGTERM');
      const deadline = Date.now() + 15_000;
      while (groupIsAlive(pgid)) {
        if (Date.now() > deadline) {
          signalGroup('SIGKILL');
          if (Date.now() > deadline + 15_000) throw new Error(`code-server process group ${pgid} did not exit`);
        }
        await delay(100);
      }
      liveGroups.delete(pgid);
    })();
    return stopped;
  };

  const url = `http://127.0.0.1:${chosen}`;
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (exited) {
      await stop(); // whatever it started goes too
      throw new Error(
        `code-server exited before it was ready (code ${exited.code}, signal ${exited.signal}). Log ${logFile}:\n${await tail(logFile)}`,
      );
    }
    const status = await httpStatus(`${url}/healthz`, 2000);
    if (status === 200) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(
        `code-server did not answer on ${url} within ${startTimeoutMs / 1000}s. Log ${logFile}:\n${await tail(logFile)}`,
      );
    }
    await delay(250);
  }
  return { url, port: chosen, process: child, logFile, stop };
}

// ---------------------------------------------------------------------------
// Browser
// ---------------------------------------------------------------------------

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
      `${CHROMIUM_PATH} is missing: the real-VS-Code tests need Debian's Chromium (run \`apt-get install chromium\` as root).`,
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

/** The workbench URL for a folder: keeps slashes readable, escapes everything else. */
export function workbenchUrl(url, folder) {
  const encoded = path
    .resolve(folder)
    .split('/')
    .map((part) => encodeURIComponent(part))
    .join('/');
  return `${url.replace(/\/$/, '')}/?folder=${encoded}`;
}

/**
 * Opens the workbench for a folder in a new 1400x900 page; resolves when `.monaco-workbench` is there. `context`: more
 * browser-context options (a 700x450 viewport at deviceScaleFactor 2 is a 1400x900 window zoomed to 200%).
 * When the browser or the page goes away before the workbench shows, the error says so (`browserGone` is true) and
 * carries the end of Chromium's own output.
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
      error.message = `${error.message}\n(${gone.join('; ')}; Chromium's last output, from ${BROWSER_LOG}:\n${await browserLogTail()})`;
    }
    throw error;
  } finally {
    browser.off('disconnected', onDisconnected);
  }
}
