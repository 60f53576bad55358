// code-server (a full VS Code workbench with a Node extension host) installed from the npm registry into .cache/, once
// per version and Node ABI, under a lock that other processes wait on. Nothing else is downloaded.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { delay, pidIsAlive, trackGroup, untrackGroup } from './processGroups.mjs';
import { REPO_ROOT } from './repoRoot.mjs';

export const CODE_SERVER_VERSION = '4.100.3';
export const CACHE_DIR = path.join(REPO_ROOT, '.cache');
export const CODE_SERVER_DIR = path.join(CACHE_DIR, `code-server-${CODE_SERVER_VERSION}`);
export const CODE_SERVER_ENTRY = path.join(CODE_SERVER_DIR, 'package', 'out', 'node', 'entry.js');
export const RIPGREP_PATH = '/usr/bin/rg';

const MARKER = path.join(CODE_SERVER_DIR, '.provisioned.json');
const LOCK_DIR = `${CODE_SERVER_DIR}.lock`;
const PROVISION_LOG = `${CODE_SERVER_DIR}.provision.log`;
const NATIVE_VSCODE_MODULES = ['@vscode/spdlog', 'node-pty', 'native-watchdog', '@parcel/watcher', '@vscode/deviceid'];

/** Whether code-server is installed in full for this version, Node ABI and platform. */
export function isProvisioned() {
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

/**
 * Provisions code-server into <repo>/.cache/code-server-<version>/ once and returns the folder; later calls return at
 * once. A half-done folder, one without the success marker, is wiped and redone.
 */
export async function provisionCodeServer({ log = console.log } = {}) {
  if (isProvisioned()) return CODE_SERVER_DIR;
  if (!existsSync(RIPGREP_PATH)) {
    throw new Error(
      `${RIPGREP_PATH} is missing: code-server's file search needs Debian's ripgrep ` +
        '(run `apt-get install ripgrep` as root).',
    );
  }
  await fs.mkdir(CACHE_DIR, { recursive: true });
  await acquireLock({ log, timeoutMs: 30 * 60_000 });
  try {
    // Another process may have finished while this one waited for the lock.
    if (isProvisioned()) return CODE_SERVER_DIR;
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
    `[code-server] provisioning code-server ${CODE_SERVER_VERSION} into ${path.relative(REPO_ROOT, CODE_SERVER_DIR)} ` +
      `(takes a few minutes once; log: ${path.relative(REPO_ROOT, logFile)})`,
  );
  const steps = provisioningSteps(logFile);
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

/** The steps of an install, each a name for the log and what it does, in order. */
function provisioningSteps(logFile) {
  const pkg = path.join(CODE_SERVER_DIR, 'package');
  const vscodeDir = path.join(pkg, 'lib', 'vscode');
  const env = childNpmEnv();
  return [
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
        `Timed out waiting for the code-server provisioning lock ${LOCK_DIR} ` +
          '(remove it if no other process is provisioning)',
      );
    }
    await delay(1000);
  }
}

async function releaseLock() {
  await fs.rm(LOCK_DIR, { recursive: true, force: true });
}

/** What an enclosing `npm run` sets for this project (its package, prefix, workspaces, omit…), not for a child npm. */
const PARENT_NPM_VARIABLE =
  /^npm_(package_|lifecycle_|config_(local_prefix|prefix|global|omit|include|production|workspaces?)$)/i;

/** An environment for child npm processes, without the parent npm's per-project variables. */
function childNpmEnv(extra = {}) {
  const env = { ...process.env };
  for (const key of Object.keys(env)) {
    if (PARENT_NPM_VARIABLE.test(key)) delete env[key];
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
      // Its own process group, ended with this process, so that an interrupted provisioning leaves no npm or
      // compiler behind writing into the cache.
      const child = spawn(command, args, { cwd, env, stdio: ['ignore', fd, fd], detached: true });
      if (child.pid) trackGroup(child.pid);
      child.on('error', reject);
      child.on('exit', (exitCode, signal) => {
        untrackGroup(child.pid);
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
