import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import type { Log } from 'sarif';
import { CORPUS_DIR, corpusFiles } from '../helpers/paths';
import { runCli, runCliJson } from './runCli';
import { sarifValidator } from './sarifSchema';

const corpus = corpusFiles();

describe(
  'mcp-lens check on the real-world corpus',
  { skip: corpus ? false : "no ../shared/corpus/real beside the clone (outside this project's CI)" },
  () => {
    it('checks every MCP file of the corpus without a failure of its own', async () => {
      const { run, report } = await runCliJson(['check', CORPUS_DIR]);
      assert.deepEqual(report.failures, [], 'a rule threw or a file could not be read');
      assert.equal(run.code, report.summary.errors ? 1 : 0);
      // stored under flattened names, a few files lose what their original path told detection (server.json): most remain
      assert.ok(
        report.documents.length >= Math.floor(corpus!.length * 0.9),
        `only ${report.documents.length} of ${corpus!.length} files recognised`,
      );
      console.log(
        `# mcp-lens check on the corpus: ${report.documents.length} documents, ${report.summary.errors} errors, ${report.summary.warnings} warnings, ${report.summary.infos} info`,
      );
    });

    it('writes valid SARIF for the whole corpus', async () => {
      const r = await runCli(['check', '--format', 'sarif', CORPUS_DIR]);
      const validate = sarifValidator();
      const log = JSON.parse(r.stdout) as Log;
      assert.ok(validate(log), JSON.stringify(validate.errors?.slice(0, 5), null, 2));
      assert.ok(log.runs[0]!.results!.every((x) => x.locations![0]!.physicalLocation!.region!.startLine! >= 1));
    });
  },
);
