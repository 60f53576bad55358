import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { lint } from '../../server/src/engine/lint';
import { parseDocument } from '../../common/json/parsedDocument';
import { corpusFiles } from '../helpers/paths';

const corpus = corpusFiles();

describe(
  'the real-world corpus, as the editor would see each file',
  { skip: corpus ? false : "no ../shared/corpus/real beside the clone (outside this project's CI)" },
  () => {
    it('never throws, and gives no errors on files the corpus does not flag', () => {
      const byCode = new Map<string, number>();
      const problems: string[] = [];
      const kinds = new Map<string, number>();
      for (const f of corpus!) {
        const text = readFileSync(f.file, 'utf8');
        const result = lint(parseDocument(`file:///repo/${f.originalPath}`, text));
        kinds.set(result.detection.kind, (kinds.get(result.detection.kind) ?? 0) + 1);
        assert.deepEqual(result.ruleErrors, [], `a rule threw on ${f.file}`);
        for (const x of result.findings) {
          byCode.set(`${x.code} ${x.severity}`, (byCode.get(`${x.code} ${x.severity}`) ?? 0) + 1);
        }
        const errors = result.findings.filter((x) => x.severity === 'error');
        if (!f.flagged && errors.length) {
          problems.push(`${f.file}: ${errors.map((e) => `${e.code} ${e.message}`).join('; ')}`);
        }
      }
      console.log(`# corpus: ${corpus!.length} files; kinds ${[...kinds].map(([k, n]) => `${k}=${n}`).join(', ')}`);
      console.log(
        `# corpus findings: ${
          [...byCode]
            .sort()
            .map(([k, n]) => `${k}×${n}`)
            .join(', ') || 'none'
        }`,
      );
      assert.deepEqual(problems, [], 'false errors on valid corpus files');
    });
  },
);
