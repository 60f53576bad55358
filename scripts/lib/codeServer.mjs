// code-server started on a free local port for `npm start` and the end-to-end tests, with its own settings and logs,
// and ended with its whole process group. docs/testing.md describes the suites that use it.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync } from 'node:fs';
import fs from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { codeServerInstall, isProvisioned } from './codeServerProvisioning.mjs';
import { delay, groupIsAlive, trackGroup, untrackGroup } from './processGroups.mjs';

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

async function tail(file, lines = 40) {
  const text = await fs.readFile(file, 'utf8').catch(() => '');
  return text.split('\n').slice(-lines).join('\n');
}

/**
 * Starts code-server on 127.0.0.1 with the given folder and waits until it answers HTTP; `codeServer` picks another
 * provisioned version and its Node ({ version, node }, as codeServerInstall takes).
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
  codeServer = {},
} = {}) {
  if (!workspace || !userDataDir || !extensionsDir) {
    throw new Error('startCodeServer: workspace, userDataDir and extensionsDir are required');
  }
  const install = codeServerInstall(codeServer);
  if (!existsSync(install.entry) || !isProvisioned(install)) {
    throw new Error(`code-server is not provisioned in ${install.dir}: call provisionCodeServer() first`);
  }
  workspace = path.resolve(workspace);
  userDataDir = path.resolve(userDataDir);
  extensionsDir = path.resolve(extensionsDir);
  await writeUserSettings(userDataDir, trustWorkspace, settings);
  await fs.mkdir(extensionsDir, { recursive: true });
  // Its own config file, so nothing is read from or written to ~/.config/code-server.
  const configFile = path.join(userDataDir, 'code-server-config.yaml');
  await fs.writeFile(configFile, 'auth: none\ncert: false\n');
  const logFile = path.join(userDataDir, 'code-server.log');
  const childEnv = codeServerEnv(env);

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
        install,
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

/** VS Code's user settings for a quiet window (no start page, tips, telemetry or updates), `settings` over them. */
async function writeUserSettings(userDataDir, trustWorkspace, settings) {
  await fs.mkdir(path.join(userDataDir, 'User'), { recursive: true });
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
}

/** This process's environment with `env` over it, less an enclosing VS Code's or npm run's variables. */
function codeServerEnv(env) {
  const childEnv = { ...process.env, ...env };
  for (const key of Object.keys(childEnv)) {
    // They would leak into the extension host.
    if (/^(VSCODE_|ELECTRON_RUN_AS_NODE$|npm_)/.test(key)) delete childEnv[key];
  }
  return childEnv;
}

/** Spawns code-server on port `chosen` in a process group of its own and waits until it answers. */
async function launch({
  install,
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
    install.entry,
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
  await fs.appendFile(logFile, `\n=== ${new Date().toISOString()} ${install.node} ${args.join(' ')}\n`);
  const fd = openSync(logFile, 'a');
  let child;
  try {
    // detached: its own process group, so stop() can end code-server with all its helpers.
    child = spawn(install.node, args, { cwd: workspace, env: childEnv, stdio: ['ignore', fd, fd], detached: true });
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
  trackGroup(pgid);

  const stop = groupStopper(pgid);
  const url = `http://127.0.0.1:${chosen}`;
  await waitUntilAnswering({ url, stop, logFile, startTimeoutMs, exited: () => exited });
  return { url, port: chosen, process: child, logFile, stop };
}

/** A stop() for a process group: SIGTERM, SIGKILL after 15 s; every call gets the one promise of its end. */
function groupStopper(pgid) {
  let stopped = null;
  return () => {
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
      untrackGroup(pgid);
    })();
    return stopped;
  };
}

/** Polls code-server's health URL until it answers; if it exits or takes too long, stops it and throws with its log. */
async function waitUntilAnswering({ url, stop, logFile, startTimeoutMs, exited }) {
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    const exit = exited();
    if (exit) {
      await stop(); // whatever it started goes too
      throw new Error(
        `code-server exited before it was ready (code ${exit.code}, signal ${exit.signal}). ` +
          `Log ${logFile}:\n${await tail(logFile)}`,
      );
    }
    const status = await httpStatus(`${url}/healthz`, 2000);
    if (status === 200) return;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(
        `code-server did not answer on ${url} within ${startTimeoutMs / 1000}s. ` +
          `Log ${logFile}:\n${await tail(logFile)}`,
      );
    }
    await delay(250);
  }
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
