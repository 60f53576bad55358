import * as esbuild from 'esbuild';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../paths';

export interface MisbehavingBuild {
  /** The language server whose workers misbehave on marked documents. */
  readonly serverJs: string;
  /** The command line whose check worker hangs on marked files. */
  readonly cliJs: string;
}

let built: Promise<MisbehavingBuild> | undefined;

/** Builds the misbehaving test builds once per test process, into a folder of their own under out/. */
export function misbehavingBuild(): Promise<MisbehavingBuild> {
  built ??= (async () => {
    mkdirSync(join(REPO_ROOT, 'out'), { recursive: true });
    const outdir = mkdtempSync(join(REPO_ROOT, 'out', 'misbehaving-'));
    const dir = join(REPO_ROOT, 'test/helpers/misbehaving');
    await esbuild.build({
      entryPoints: ['server.ts', 'languageWorker.ts', 'cli.ts', 'checkWorker.ts'].map((f) => join(dir, f)),
      outdir,
      bundle: true,
      platform: 'node',
      target: 'node20',
      format: 'cjs',
      mainFields: ['module', 'main'],
      logLevel: 'warning',
      absWorkingDir: REPO_ROOT,
    });
    return { serverJs: join(outdir, 'server.js'), cliJs: join(outdir, 'cli.js') };
  })();
  return built;
}
