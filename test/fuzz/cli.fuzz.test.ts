import { strict as assert } from 'node:assert';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { runCliJson, tempFolder } from '../cli/runCli';
import { isCodeLanguage } from './codeMutations';
import { documentSeed } from './fuzzer';
import { applyMutation, mutate } from './mutations';
import { countFromEnv, Random, seedFromEnv } from './random';
import { seedDocuments } from './seeds';

const SEED = seedFromEnv(0x636c6920);
// bounded by a count of files, not by time: `npm run fuzz` checks many more (FUZZ_CLI_FILES)
const FILES = countFromEnv('FUZZ_CLI_FILES', 48);
const EXTENSION: Readonly<Record<string, string>> = { typescript: 'ts', javascript: 'mjs', python: 'py' };

describe('the command line on randomly edited server code', () => {
  it(`checks every file to the end: no file stopped, no rule failing, every problem inside its file (seed ${SEED}, ${FILES} files)`, async (t) => {
    const seeds = seedDocuments().filter((s) => isCodeLanguage(s.languageId));
    const rng = new Random(SEED);
    const temp = tempFolder();
    const texts = new Map<string, string>();
    try {
      for (let i = 0; i < FILES; i++) {
        const seed = rng.pick(seeds);
        const edits = new Random(documentSeed(SEED + i, seed.name));
        let text = seed.text;
        for (let e = edits.between(1, 6); e > 0; e--) {
          text = applyMutation(
            text,
            mutate(text, edits, { longLine: 20_000, nesting: 600, maxLength: 300_000 }, seed.languageId),
          );
        }
        const name = `f${String(i).padStart(3, '0')}.${EXTENSION[seed.languageId]}`;
        mkdirSync(join(temp.dir, 'src'), { recursive: true });
        writeFileSync(join(temp.dir, 'src', name), text);
        texts.set(`src/${name}`, text);
      }
      const { run, report } = await runCliJson(['check', 'src'], { cwd: temp.dir });
      t.diagnostic(
        `${report.summary.documents} of ${FILES} files were MCP server code; ${report.summary.errors + report.summary.warnings + report.summary.infos + report.summary.hints} problems`,
      );
      assert.deepEqual(report.failures, [], 'no file was stopped by the time limit and no rule failed');
      assert.ok(run.code === 0 || run.code === 1, `exit ${run.code}: ${run.stderr}`);
      for (const doc of report.documents) {
        const text = texts.get(doc.path)!;
        for (const p of doc.problems) {
          assert.notEqual(p.code, 'MCP006', `${doc.path}: ${p.message}`);
          assert.ok(
            p.range.start.offset >= 0 &&
              p.range.end.offset <= text.length &&
              p.range.start.offset <= p.range.end.offset,
            `${doc.path}: ${p.code} at ${JSON.stringify(p.range)}`,
          );
        }
      }
    } finally {
      temp.dispose();
    }
  });
});
