// `npm start`: builds the extension and runs it in a real VS Code (code-server) on
// http://127.0.0.1:3333 (or $PORT), with the examples/ folder open. Ctrl-C stops it.

import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { startCodeServer, workbenchUrl } from './lib/codeServer.mjs';
import { provisionCodeServer } from './lib/codeServerProvisioning.mjs';
import { installExtension } from './lib/installExtension.mjs';
import { REPO_ROOT } from './lib/repoRoot.mjs';

const log = (line) => console.log(line);

function fail(message) {
  console.error(`\nnpm start: ${message}`);
  process.exit(1);
}

/** How a child process ended badly, in words; null when it succeeded. */
function exitProblem(code, signal) {
  if (signal) return `was killed by ${signal}`;
  return code === 0 ? null : `exited with code ${code}`;
}

async function build() {
  const script = path.join(REPO_ROOT, 'scripts', 'build.mjs');
  if (!existsSync(script)) fail(`${path.relative(REPO_ROOT, script)} is missing; cannot build the extension.`);
  log('Building the extension (node scripts/build.mjs) …');
  const result = await new Promise((resolve) => {
    const child = spawn(process.execPath, [script], { cwd: REPO_ROOT, stdio: 'inherit' });
    child.on('error', (error) => resolve(error.message));
    child.on('exit', (code, signal) => resolve(exitProblem(code, signal)));
  });
  if (result) fail(`the build failed: node scripts/build.mjs ${result}. Fix the errors above and run npm start again.`);
}

async function main() {
  const port = process.env.PORT ? Number(process.env.PORT) : 3333;
  if (!Number.isInteger(port) || port <= 0 || port > 65535) {
    fail(`PORT must be a TCP port number, not "${process.env.PORT}".`);
  }

  await build();
  await provisionCodeServer({ log });

  const startDir = path.join(REPO_ROOT, '.cache', 'start');
  const extensionsDir = path.join(startDir, 'extensions');
  const userDataDir = path.join(startDir, 'user-data');
  const installed = await installExtension({ extensionsDir });
  log(`Installed the extension into ${path.relative(REPO_ROOT, installed)}`);

  let workspace = path.join(REPO_ROOT, 'examples');
  if (!existsSync(workspace)) {
    console.warn(`warning: ${workspace} does not exist; opening the repository folder instead.`);
    workspace = REPO_ROOT;
  }

  log(`Starting VS Code (code-server) on port ${port} …`);
  const server = await startCodeServer({ workspace, port, userDataDir, extensionsDir, trustWorkspace: true });
  // Keep this process alive for as long as code-server runs.
  server.process.ref();

  let stopping = false;
  const shutdown = async (signal) => {
    if (stopping) return;
    stopping = true;
    log(`\n${signal}: stopping VS Code …`);
    try {
      await server.stop();
      log('Stopped.');
      process.exit(0);
    } catch (error) {
      console.error(error.message);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGHUP', () => shutdown('SIGHUP'));
  server.process.on('exit', (code, signal) => {
    if (stopping) return;
    fail(`code-server stopped unexpectedly (code ${code}, signal ${signal}); see ${server.logFile}`);
  });

  log('');
  log(`MCP Lens is running in VS Code at ${workbenchUrl(server.url, workspace)}`);
  log(`(code-server log: ${path.relative(REPO_ROOT, server.logFile)}; press Ctrl-C to stop)`);
}

main().catch((error) => {
  let message = error?.message ?? String(error);
  if (/already in use/.test(message)) message += '\nRun it on another port, e.g. `PORT=3334 npm start`.';
  fail(process.env.DEBUG ? (error?.stack ?? message) : message);
});
