import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../helpers/paths';

/** The built command line (`node scripts/build.mjs` makes it; `node scripts/test.mjs` builds first). */
export const CLI_JS = join(REPO_ROOT, 'dist', 'cli.js');
export const CLI_FIXTURES = join(REPO_ROOT, 'test', 'fixtures', 'cli');

export interface CliRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs `node dist/cli.js …` as a process and resolves when it exits. */
export function runCli(
  args: readonly string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const env = { ...process.env, NO_COLOR: '1', ...options.env };
    execFile(
      process.execPath,
      [CLI_JS, ...args],
      { cwd: options.cwd ?? REPO_ROOT, env, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        // a failed run has a numeric exit code; any other error means the process did not run
        if (!error) resolve({ code: 0, stdout, stderr });
        else if (typeof error.code === 'number') resolve({ code: error.code, stdout, stderr });
        else reject(new Error(`mcp-lens did not run: ${error.message}\n${stderr}`));
      },
    );
  });
}

/** Runs and parses `--format json` output. */
export async function runCliJson(
  args: readonly string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<{ run: CliRun; report: JsonReport }> {
  const run = await runCli([...args, '--format', 'json'], options);
  try {
    return { run, report: JSON.parse(run.stdout) as JsonReport };
  } catch {
    throw new Error(`not JSON (exit ${run.code}): ${run.stdout.slice(0, 500)}\n${run.stderr}`);
  }
}

/** A copy of a fixture folder in a fresh temporary folder (outside any repository); removed by `dispose`. */
export function tempCopy(fixture: string): { dir: string; dispose: () => void } {
  const root = mkdtempSync(join(tmpdir(), 'mcp-lens-cli-'));
  const dir = join(root, fixture);
  cpSync(join(CLI_FIXTURES, fixture), dir, { recursive: true });
  return { dir, dispose: () => rmSync(root, { recursive: true, force: true }) };
}

export function tempFolder(): { dir: string; dispose: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'mcp-lens-cli-'));
  return { dir, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The JSON report as docs/cli.md documents it. */
export interface JsonReport {
  formatVersion: number;
  tool: { name: string; version: string };
  documents: {
    path: string;
    kind: string;
    dialect: string | null;
    spec: string;
    settings: string | null;
    fixesApplied: number;
    problems: {
      code: string;
      rule: string | null;
      severity: 'error' | 'warning' | 'info' | 'hint';
      message: string;
      range: {
        start: { line: number; column: number; offset: number };
        end: { line: number; column: number; offset: number };
      };
      fixable: boolean;
      docs: string | null;
    }[];
  }[];
  skipped: { path: string; reason: string; message: string }[];
  failures: string[];
  summary: {
    documents: number;
    notChecked: number;
    errors: number;
    warnings: number;
    infos: number;
    hints: number;
    fixesApplied: number;
  };
}

export function codesIn(report: JsonReport, path?: string): string[] {
  return report.documents
    .filter((d) => path === undefined || d.path === path)
    .flatMap((d) => d.problems.map((p) => p.code));
}
