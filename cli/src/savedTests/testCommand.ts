// `mcp-lens test [paths…]`: every `*.mcptest.json` under the paths, run against its server, one report.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { TEST_FILE_SUFFIX } from '../../../common/savedTests/fileName';
import type { CliIo } from '../io';
import { EXIT_FAILURE } from '../report';
import { collectFiles, type FileToCheck } from '../walk';
import { jsonReport } from './jsonReporter';
import { junitReport } from './junitReporter';
import { runFile } from './runFile';
import { tapReport } from './tapReporter';
import type { TestReporter, TestRunOptions } from './testArgs';
import { testExitCode, type FileOutcome, type TestRunReport } from './testReport';
import { textReport } from './textReporter';

export async function runTests(options: TestRunOptions, io: CliIo): Promise<number> {
  const started = Date.now();
  const found = findTestFiles(options.paths, io.cwd);
  const files: FileOutcome[] = [];
  for (const f of found) files.push(await runFile(f.path, io, options));
  const report: TestRunReport = {
    files,
    durationMs: Date.now() - started,
    ...(found.length ? {} : { error: noTestFiles(options.paths) }),
  };
  const rendered = render(report, options.reporter, io.color && options.output === undefined);
  if (options.output === undefined) {
    io.out(rendered);
    return testExitCode(report);
  }
  let writeError: string | undefined;
  const target = resolve(io.cwd, options.output);
  try {
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, rendered);
  } catch (error) {
    writeError = (error as Error).message;
  }
  // the log of a CI job still says what failed, even when the report file could not be written
  io.out(options.reporter === 'text' ? rendered : render(report, 'text', io.color));
  if (writeError === undefined) return testExitCode(report);
  io.err(`mcp-lens: --output ${options.output}: cannot be written (${writeError}).\n`);
  return EXIT_FAILURE;
}

/** The test files under `paths`: a file named is run whatever its name; folders give their *.mcptest.json files. */
function findTestFiles(paths: readonly string[], cwd: string): FileToCheck[] {
  return testFilesAmong(collectFiles(paths, cwd));
}

/** The files a run takes among those a walk found: the named ones, and the *.mcptest.json files of folders. */
export function testFilesAmong(files: readonly FileToCheck[]): FileToCheck[] {
  return files.filter((f) => f.explicit || f.path.endsWith(TEST_FILE_SUFFIX));
}

/** What a run says when `paths` hold no test file. */
export function noTestFiles(paths: readonly string[]): string {
  return `no ${TEST_FILE_SUFFIX} files in ${paths.length ? paths.join(', ') : 'the working folder'}.`;
}

function render(report: TestRunReport, reporter: TestReporter, color: boolean): string {
  switch (reporter) {
    case 'json':
      return jsonReport(report);
    case 'junit':
      return junitReport(report);
    case 'tap':
      return tapReport(report);
    default:
      return textReport(report, color);
  }
}
