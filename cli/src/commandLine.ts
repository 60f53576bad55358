// The `mcp-lens` command line: parses the arguments and hands over to the command modules, nothing more.
import { parseCommandLine, UsageError } from './args';
import { ConfigFileError } from './configFile';
import { explainRule, listRules, UnknownRuleError } from './explain';
import { LiveCheckError } from './liveTarget';
import { EXIT_CLEAN, EXIT_FAILURE } from './report';
import { runCheck } from './checkCommand';
import type { CliIo } from './io';
import { TOOL_VERSION } from './toolInfo';
import { USAGE } from './usage';
import { PathNotFoundError } from './walk';
import { parseTestCommand } from './savedTests/testArgs';

/** `mcp-lens test …`: loaded only here, as it needs the MCP SDK (docs/testing-servers.md). */
async function runTestCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const command = parseTestCommand(argv);
  if (command.command === 'help') {
    io.out(USAGE);
    return EXIT_CLEAN;
  }
  if (command.command === 'record') {
    const { recordTestFile } = await import('./savedTests/recordCommand');
    return recordTestFile(command, io);
  }
  const { runTests } = await import('./savedTests/testCommand');
  return runTests(command, io);
}

/** Runs one command line; resolves with the exit code. Never rejects: every failure is reported on `io.err`. */
export async function runCommandLine(argv: readonly string[], io: CliIo): Promise<number> {
  try {
    if (argv[0] === 'test') return await runTestCommand(argv.slice(1), io);
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
      case 'mcp': {
        // loaded only here: checking files never pays for the MCP server SDK
        const { runAgentServer } = await import('./agentServer/serve');
        return await runAgentServer(command, io);
      }
    }
  } catch (error) {
    if (error instanceof UsageError) io.err(`mcp-lens: ${error.message}\nRun \`mcp-lens --help\` for usage.\n`);
    else if (
      error instanceof PathNotFoundError ||
      error instanceof ConfigFileError ||
      error instanceof UnknownRuleError ||
      error instanceof LiveCheckError
    ) {
      io.err(`mcp-lens: ${error.message}\n`);
    } else {
      io.err(`mcp-lens: internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    }
    return EXIT_FAILURE;
  }
}
