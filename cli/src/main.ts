// Entry of the `mcp-lens` command line (dist/cli.js): the process's own input and output, then commandLine.ts.
import { join } from 'node:path';
import { runCommandLine } from './commandLine';
import { EXIT_CLEAN } from './report';
import type { CliIo } from './io';

const io: CliIo = {
  cwd: process.cwd(),
  env: process.env,
  color: !!process.stdout.isTTY && !('NO_COLOR' in process.env),
  out: (text) => void process.stdout.write(text),
  err: (text) => void process.stderr.write(text),
  checkWorkerScript: join(__dirname, 'checkWorker.js'),
};

// a reader that stops early (`mcp-lens check | head`) is not a failure of ours
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? EXIT_CLEAN);
  throw error;
});

// exitCode, not exit(): let stdout drain when it is a pipe
void runCommandLine(process.argv.slice(2), io).then((code) => (process.exitCode = code));
