// Loads the repository's TypeScript modules into a script without a build, bundled in memory as CommonJS, for scripts
// that need a piece of the product (the rule table, the connection layer) rather than its dist/.
import * as esbuild from 'esbuild';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export async function loadTypeScript(source) {
  const result = await esbuild.build({
    stdin: { contents: source, resolveDir: root, loader: 'ts' },
    bundle: true,
    platform: 'node',
    format: 'cjs',
    write: false,
    mainFields: ['module', 'main'],
    logLevel: 'warning',
  });
  const mod = { exports: {} };
  new Function('module', 'exports', 'require', result.outputFiles[0].text)(
    mod,
    mod.exports,
    createRequire(join(root, 'package.json')),
  );
  return mod.exports;
}
