import type { CheckOptions } from './args';
import { checkFiles } from './checkFiles';
import { SettingsResolver } from './configFile';
import { formatJson } from './format/json';
import { formatSarif } from './format/sarif';
import { formatText } from './format/text';
import { checkLiveCatalog } from './live';
import { PathCommands } from './pathCommands';
import { exitCodeOf, onlyErrors, type CheckReport } from './report';
import { collectFiles } from './walk';

/** Where the command reads and writes; injected so that main.ts alone touches `process`. */
export interface CliIo {
  readonly cwd: string;
  readonly env: NodeJS.ProcessEnv;
  readonly color: boolean;
  out(text: string): void;
  err(text: string): void;
}

/** `mcp-lens check`: files and folders, or a live server's catalog. Returns the exit code. */
export async function runCheck(options: CheckOptions, io: CliIo): Promise<number> {
  const resolver = new SettingsResolver(io.cwd);
  const overrides = { spec: options.spec, rules: options.rules, fix: options.fix, commands: new PathCommands(io.env) };
  const report: CheckReport = options.live
    ? await checkLiveCatalog(options.live, io, resolver.forWorkingFolder(), overrides)
    : await checkFiles(collectFiles(options.paths, io.cwd), io.cwd, resolver, overrides);
  const shown = options.quiet ? onlyErrors(report) : report;
  io.out(options.format === 'json' ? formatJson(shown) : options.format === 'sarif' ? formatSarif(shown) : formatText(shown, { color: io.color }));
  for (const failure of report.internalErrors) io.err(`mcp-lens: ${failure}\n`);
  return exitCodeOf(report, options.maxWarnings);
}
