// A test build of the command line (dist/cli.js) whose check worker hangs on marked files (checkWorker.ts beside it).
import { join } from 'node:path';
import { runCommandLine } from '../../../cli/src/commandLine';

void runCommandLine(process.argv.slice(2), {
  cwd: process.cwd(),
  env: process.env,
  color: false,
  out: (text) => void process.stdout.write(text),
  err: (text) => void process.stderr.write(text),
  checkWorkerScript: join(__dirname, 'checkWorker.js'),
}).then((code) => (process.exitCode = code));
