import type { CheckOptions, OutputFormat } from './args';
import { checkFiles } from './checkFiles';
import { SettingsResolver } from './configFile';
import { formatJson } from './format/json';
import { formatSarif } from './format/sarif';
import { formatText } from './format/text';
import { checkLiveCatalog } from './live';
import { CheckWorkerClient } from './checkWorkerClient';
import { exitCodeOf, onlyErrors, type CheckReport } from './report';
import { collectFiles } from './walk';
import type { CliIo } from './io';

/** `mcp-lens check`: files and folders, or a live server's catalog. Returns the exit code. */
export async function runCheck(options: CheckOptions, io: CliIo): Promise<number> {
  const resolver = new SettingsResolver(io.cwd);
  const overrides = { spec: options.spec, rules: options.rules, fix: options.fix };
  const checks = new CheckWorkerClient(
    io.checkWorkerScript,
    resolver.forWorkingFolder().settings.analysisTimeLimitSeconds,
  );
  let report: CheckReport;
  try {
    report = options.live
      ? await checkLiveCatalog(options.live, io, resolver.forWorkingFolder(), overrides, checks)
      : await checkFiles(collectFiles(options.paths, io.cwd), io.cwd, resolver, overrides, checks);
  } finally {
    await checks.dispose();
  }
  const shown = options.quiet ? onlyErrors(report) : report;
  io.out(formatReport(shown, options.format, io.color));
  for (const failure of report.internalErrors) io.err(`mcp-lens: ${failure}\n`);
  return exitCodeOf(report, options.maxWarnings);
}

function formatReport(report: CheckReport, format: OutputFormat, color: boolean): string {
  if (format === 'json') return formatJson(report);
  if (format === 'sarif') return formatSarif(report);
  return formatText(report, { color });
}
