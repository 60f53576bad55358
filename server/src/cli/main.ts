// Entry of the `mcp-lens` command line: parses the arguments and hands over to the command modules, nothing more.
import { parseCommandLine, UsageError } from './args';
import { ConfigFileError } from './configFile';
import { explainRule, listRules, UnknownRuleError } from './explain';
import { LiveCheckError } from './liveTarget';
import { EXIT_CLEAN, EXIT_FAILURE } from './report';
import { runCheck, type CliIo } from './runCheck';
import { TOOL_VERSION } from './toolInfo';
import { USAGE } from './usage';
import { PathNotFoundError } from './walk';

const io: CliIo = {
  cwd: process.cwd(),
  env: process.env,
  color: !!process.stdout.isTTY && !('NO_COLOR' in process.env),
  out: (text) => void process.stdout.write(text),
  err: (text) => void process.stderr.write(text),
};

async function main(argv: readonly string[]): Promise<number> {
  try {
    const command = parseCommandLine(argv);
    switch (command.command) {
      case 'help':
        io.out(USAGE);
        return EXIT_CLEAN;
      case 'version':
        io.out(`${TOOL_VERSION}\n`);
        return EXIT_CLEAN;
      case 'explain':
        io.out(command.code === undefined ? listRules() : explainRule(command.code));
        return EXIT_CLEAN;
      case 'check':
        return await runCheck(command, io);
    }
  } catch (error) {
    if (error instanceof UsageError) io.err(`mcp-lens: ${error.message}\nRun \`mcp-lens --help\` for usage.\n`);
    else if (error instanceof PathNotFoundError || error instanceof ConfigFileError || error instanceof UnknownRuleError || error instanceof LiveCheckError) io.err(`mcp-lens: ${error.message}\n`);
    else io.err(`mcp-lens: internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    return EXIT_FAILURE;
  }
}

// a reader that stops early (`mcp-lens check | head`) is not a failure of ours
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? EXIT_CLEAN);
  throw error;
});

// exitCode, not exit(): let stdout drain when it is a pipe
void main(process.argv.slice(2)).then((code) => (process.exitCode = code));
