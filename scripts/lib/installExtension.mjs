// Installs the built extension into a code-server extensions folder, as the .vsix would hold it.
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT } from './repoRoot.mjs';

const EXTENSION_FILES = [
  'package.json',
  'dist',
  'syntaxes',
  'media',
  'README.md',
  'CHANGELOG.md',
  'LICENSE',
  'LICENSE.md',
  'LICENSE.txt',
];

/**
 * Copies the built extension (the repo root) into <extensionsDir>/<publisher>.<name>-<version>/,
 * replacing any other installed version of it. Returns the installed folder.
 */
export async function installExtension({ extensionsDir, sourceDir = REPO_ROOT } = {}) {
  if (!extensionsDir) throw new Error('installExtension: extensionsDir is required');
  const manifest = JSON.parse(await fs.readFile(path.join(sourceDir, 'package.json'), 'utf8'));
  const { publisher, name, version } = manifest;
  if (!publisher || !name || !version) throw new Error(`${sourceDir}/package.json lacks publisher, name or version`);
  if (manifest.main && !existsSync(path.resolve(sourceDir, manifest.main))) {
    throw new Error(`The extension is not built: ${manifest.main} is missing in ${sourceDir} (run \`npm run build\`).`);
  }
  const id = `${publisher}.${name}`.toLowerCase();
  await fs.mkdir(extensionsDir, { recursive: true });
  // Drop every installed version of this extension, and VS Code's record of installed
  // extensions (it is rebuilt by scanning the folder), so a new version is picked up.
  for (const entry of await fs.readdir(extensionsDir)) {
    if (entry.toLowerCase().startsWith(`${id}-`)) {
      await fs.rm(path.join(extensionsDir, entry), { recursive: true, force: true });
    }
  }
  await fs.rm(path.join(extensionsDir, 'extensions.json'), { force: true });
  await fs.rm(path.join(extensionsDir, '.obsolete'), { force: true });

  const target = path.join(extensionsDir, `${id}-${version}`);
  await fs.mkdir(target, { recursive: true });
  // Also what the package would hold: the "files" field, the icon, and the literal paths
  // that an allowlist-style .vscodeignore puts back ("!docs/rules.md", "!media/**").
  const vscodeignore = await fs.readFile(path.join(sourceDir, '.vscodeignore'), 'utf8').catch(() => '');
  const allowed = vscodeignore
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.startsWith('!'))
    .map((line) =>
      line
        .slice(1)
        .replace(/^\/+/, '')
        .replace(/\/\*\*$/, ''),
    );
  const extra = [manifest.icon, ...(Array.isArray(manifest.files) ? manifest.files : []), ...allowed].filter(
    (f) => typeof f === 'string' && f !== '' && !/[*?!{}[\]]/.test(f),
  );
  for (const file of new Set([...EXTENSION_FILES, ...extra])) {
    const from = path.resolve(sourceDir, file);
    if (!from.startsWith(sourceDir + path.sep) || !existsSync(from)) continue;
    const to = path.join(target, path.relative(sourceDir, from));
    await fs.mkdir(path.dirname(to), { recursive: true });
    await fs.cp(from, to, { recursive: true, dereference: true });
  }
  return target;
}
