import { strict as assert } from 'node:assert';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { RULE_METAS } from '../../server/src/engine/rules';
import { corpusFiles, REPO_ROOT } from '../helpers/paths';
import { fileFindingKey, lintCorpusFile, loadFileReview, type FileFinding } from './fileCorpus';

const corpus = corpusFiles();
const review = loadFileReview(join(REPO_ROOT, 'test', 'fixtures', 'real-corpus', 'reviewed-findings.json'));

/** A finding as an entry of reviewed-findings.json, for the failure message: review it, then add it. */
function stub(f: FileFinding): string {
  const { message, ...where } = f;
  return `${JSON.stringify({ ...where, verdict: 'true-positive | defect', reason: '…' })}\n      (${message})`;
}

describe(
  'the rules measured on the real-world corpus (test/fixtures/real-corpus/reviewed-findings.json)',
  { skip: corpus ? false : "no ../shared/corpus/real beside the clone (outside this project's CI)" },
  () => {
    const findings = () => corpus!.flatMap((f) => lintCorpusFile(f, review.rules));

    it('counts the files the corpus has, and names rules that exist', () => {
      assert.equal(corpus!.length, review.files, 'the corpus changed: run the rules over it again and review');
      const codes = new Set(RULE_METAS.map((m) => m.code));
      assert.deepEqual(
        review.rules.filter((c) => !codes.has(c)),
        [],
      );
    });

    it('raises no finding that was not reviewed, and every reviewed finding still', () => {
      const open = new Map<string, number>();
      for (const r of review.findings) open.set(fileFindingKey(r), (open.get(fileFindingKey(r)) ?? 0) + 1);
      const unreviewed: string[] = [];
      for (const f of findings()) {
        const n = open.get(fileFindingKey(f)) ?? 0;
        if (n) open.set(fileFindingKey(f), n - 1);
        else unreviewed.push(stub(f));
      }
      assert.deepEqual(unreviewed, [], 'findings not in reviewed-findings.json: review each and add it');
      assert.deepEqual(
        [...open].filter(([, n]) => n > 0).map(([k]) => k),
        [],
        'reviewed findings the rules no longer raise',
      );
    });

    it('gives each review a verdict and a reason, and no wrong warning or error', () => {
      for (const r of review.findings) {
        assert.ok(review.rules.includes(r.code), `${fileFindingKey(r)}: not a measured rule`);
        assert.ok(r.verdict === 'true-positive' || r.verdict === 'defect', `${fileFindingKey(r)}: "${r.verdict}"`);
        assert.ok(r.reason.trim().length >= 10, `${fileFindingKey(r)}: give a reason`);
        assert.ok(r.verdict !== 'defect' || r.severity === 'info' || r.severity === 'hint', fileFindingKey(r));
      }
    });
  },
);
