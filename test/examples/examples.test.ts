// Each example file shows exactly the deliberate mistakes examples/README.md describes: the engine reports
// them where they are, and no other error or warning.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { lintText, spanOf } from '../helpers/engine';
import { REPO_ROOT } from '../helpers/paths';

const EXAMPLES = join(REPO_ROOT, 'examples');

/** [code, the text the finding underlines], errors and warnings only, in document order. */
const MISTAKES: Record<string, [code: string, span: string][]> = {
  '.vscode/mcp.json': [['MCP706', '${input:search-api-key}']],
  '.mcp.json': [['MCP702', '"http"']],
  'catalog/tools.json': [
    ['MCP206', '"get_note"'],
    ['MCP205', '"destructiveHint"'],
    ['MCP202', '"readonlyHint"'],
    ['MCP302', '5'],
    ['MCP405', '{+path'],
  ],
  'registry/server.json': [['MCP807', '"latest"']],
  'bundle/manifest.json': [['MCP908', '${user_config.owner_name}']],
};

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [relative(EXAMPLES, path)];
  });
}

for (const [file, expected] of Object.entries(MISTAKES)) {
  test(`examples/${file} shows its deliberate mistakes and nothing else`, () => {
    const text = readFileSync(join(EXAMPLES, file), 'utf8');
    const findings = lintText(`examples/${file}`, text, { commandExists: () => true, now: () => new Date('2026-01-01T00:00:00Z') });
    const reported = findings
      .filter((f) => f.severity === 'error' || f.severity === 'warning')
      .sort((a, b) => a.offset - b.offset)
      .map((f) => [f.code, spanOf(text, f)]);
    assert.deepEqual(reported, expected, findings.map((f) => `${f.code} ${f.severity}: ${f.message}`).join('\n'));
  });
}

test('examples/README.md names every example file and every deliberate mistake', () => {
  const readme = readFileSync(join(EXAMPLES, 'README.md'), 'utf8');
  for (const file of files(EXAMPLES).filter((f) => f !== 'README.md')) assert.ok(readme.includes(`(${file})`), `README.md links ${file}`);
  for (const [code] of Object.values(MISTAKES).flat()) assert.ok(readme.includes(code), `README.md explains ${code}`);
});
