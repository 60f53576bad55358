// Writes docs/rules.md from the rule table and the precision measured on the corpus of real live catalogs
// (test/fixtures/live-catalogs and its reviewed findings) and on the real files (test/fixtures/real-corpus's reviewed
// findings) and on real server code (test/fixtures/code-corpus's reviewed findings) (`npm run docs`); `--check` fails
// when the file is out of date.
import { readFileSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadTypeScript } from './lib/loadTypeScript.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const {
  RULE_METAS,
  renderRulesMarkdown,
  corpusPrecision,
  loadFixtures,
  loadReviewed,
  fileCorpusPrecision,
  loadFileReview,
} = await loadTypeScript(
  [
    "export { RULE_METAS } from './server/src/engine/rules';",
    "export { renderRulesMarkdown } from './server/src/engine/rulesDoc';",
    "export { corpusPrecision, loadFixtures, loadReviewed } from './test/corpus/liveCatalogCorpus';",
    "export { fileCorpusPrecision, loadFileReview } from './test/corpus/fileCorpus';",
  ].join('\n'),
);
const corpus = join(root, 'test', 'fixtures', 'live-catalogs');
const markdown = renderRulesMarkdown(
  RULE_METAS,
  corpusPrecision(loadFixtures(corpus), loadReviewed(corpus), RULE_METAS),
  fileCorpusPrecision(loadFileReview(join(root, 'test', 'fixtures', 'real-corpus', 'reviewed-findings.json'))),
  fileCorpusPrecision(loadFileReview(join(root, 'test', 'fixtures', 'code-corpus', 'reviewed-findings.json'))),
);
const target = join(root, 'docs', 'rules.md');
if (process.argv.includes('--check')) {
  const current = existsSync(target) ? readFileSync(target, 'utf8') : '';
  if (current !== markdown) {
    console.error('docs/rules.md is out of date: run `npm run docs`');
    process.exit(1);
  }
} else {
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, markdown);
  console.log(`docs/rules.md: ${RULE_METAS.length} rules`);
}
