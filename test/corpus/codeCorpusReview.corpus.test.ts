// The reviewed findings of the migration rules on real server code (test/fixtures/code-corpus), which docs/rules.md
// publishes: every finding reviewed, of a measured rule, and none wrong at warning or error severity. Where the code is
// on this machine (MCP_LENS_CODE_CORPUS names a folder holding typescript-sdk/ and servers/ at the reviewed commits),
// the rules are run again and must give exactly the reviewed findings.
import { strict as assert } from 'node:assert';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { analyseCodeDocument } from '../../server/src/code/codeDocument';
import { loadParser } from '../../server/src/code/parsers';
import { lintCodeDocument } from '../../server/src/pipeline/code/lintCode';
import { REPO_ROOT } from '../helpers/paths';

interface Reviewed {
  readonly repo: string;
  readonly file: string;
  readonly line: number;
  readonly code: string;
  readonly severity: string;
  readonly specVersion: 'auto' | '2026-07-28';
  readonly verdict: string;
  readonly reason: string;
}

const review = JSON.parse(
  readFileSync(join(REPO_ROOT, 'test/fixtures/code-corpus/reviewed-findings.json'), 'utf8'),
) as { files: number; rules: string[]; sources: { repo: string; folder: string }[]; findings: Reviewed[] };

const key = (x: Pick<Reviewed, 'repo' | 'file' | 'line' | 'code' | 'severity' | 'specVersion'>) =>
  [x.repo, x.file, x.line, x.code, x.severity, x.specVersion].join(' | ');

function codeFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const abs = join(dir, name);
    if (name === 'node_modules' || name.startsWith('.')) continue;
    if (statSync(abs).isDirectory()) out.push(...codeFiles(abs));
    else if (/\.(ts|py)$/.test(name) && !name.endsWith('.d.ts')) out.push(abs);
  }
  return out;
}

describe('migration rules on real server code: the reviewed findings', () => {
  it('are each reviewed, of a measured rule, and none wrong at warning or error severity', () => {
    for (const f of review.findings) {
      assert.ok(review.rules.includes(f.code), key(f));
      assert.ok(['true-positive', 'false-positive'].includes(f.verdict), key(f));
      assert.ok(f.reason.length > 20, key(f));
      if (f.severity === 'warning' || f.severity === 'error') assert.equal(f.verdict, 'true-positive', key(f));
    }
    assert.equal(new Set(review.findings.map(key)).size, review.findings.length);
  });

  const root = process.env.MCP_LENS_CODE_CORPUS;
  it(
    'are what the rules find on the code, where it is on this machine',
    { skip: !root || !existsSync(root) },
    async () => {
      await loadParser('typescript');
      await loadParser('python');
      const found: string[] = [];
      for (const source of review.sources) {
        const base = join(root!, source.repo.split('/')[1]!);
        for (const abs of codeFiles(join(base, source.folder))) {
          const file = abs.slice(base.length + 1).replace(/\\/g, '/');
          const text = readFileSync(abs, 'utf8');
          for (const specVersion of ['auto', '2026-07-28'] as const) {
            if (specVersion !== 'auto' && source.repo.endsWith('typescript-sdk')) continue;
            const doc = analyseCodeDocument(`file:///${file}`, text);
            if (!doc || doc.code.state !== 'parsed') continue;
            for (const x of lintCodeDocument(doc, { specVersion }).findings) {
              if (!review.rules.includes(x.code)) continue;
              const line = text.slice(0, x.offset).split('\n').length;
              found.push(key({ repo: source.repo, file, line, code: x.code, severity: x.severity, specVersion }));
            }
          }
        }
      }
      assert.deepEqual(found.sort(), review.findings.map(key).sort());
    },
  );
});
