import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { before, describe, it } from 'node:test';
import type { FileKindMap } from '../../server/src/detect/detect';
import { lint } from '../../server/src/engine/lint';
import type { Finding } from '../../server/src/engine/types';
import { applyEdits } from '../../server/src/engine/util/edits';
import { parseDocument } from '../../common/json/parsedDocument';
import { corpusFiles, type CorpusFile } from '../helpers/paths';

const FOLDERS = ['vscode-mcp', 'mcpServers', 'server-json', 'mcpb-manifest'];
const corpus = corpusFiles()?.filter((f) => FOLDERS.includes(f.folder));

/** The code each intentionally invalid file must get, from what its note says is wrong with it. */
const EXPECTED: Record<string, string> = {
  'bad-name-pattern.json': 'MCP804',
  'description-too-long.json': 'MCP806',
  'missing-name.json': 'MCP805',
  'package-version-latest.json': 'MCP807',
  'positional-argument-missing-value.json': 'MCP812',
  'test/invalid-manifest.json': 'MCP907',
};

function lintCorpusFile(f: CorpusFile): { kind: string; findings: Finding[]; ruleErrors: unknown[] } {
  const text = readFileSync(f.file, 'utf8');
  // the registry's example files are not named server.json; the folder says what they are
  const files: FileKindMap = f.folder === 'server-json' ? { '**': 'server-json' } : {};
  const result = lint(parseDocument(`file:///repo/${f.originalPath}`, text), {}, undefined, files);
  return { kind: result.detection.kind, findings: result.findings, ruleErrors: result.ruleErrors };
}

describe(
  'client configs, server.json and bundle manifests of the real-world corpus',
  { skip: corpus ? false : 'no ../shared/corpus/real beside the clone' },
  () => {
    // linted in a hook, not while the suite is declared: a rule that throws fails the tests instead of the file
    let results: (ReturnType<typeof lintCorpusFile> & { f: CorpusFile })[] = [];
    before(() => {
      results = (corpus ?? []).map((f) => ({ f, ...lintCorpusFile(f) }));
    });

    it('detects every file as the kind of its folder, from its original path', () => {
      const expected: Record<string, string> = {
        'vscode-mcp': 'vscode-mcp',
        mcpServers: 'mcp-servers',
        'server-json': 'server-json',
        'mcpb-manifest': 'mcpb-manifest',
      };
      const wrong = results
        .filter((r) => r.kind !== expected[r.f.folder])
        .map((r) => `${r.f.originalPath} (${r.f.folder}) → ${r.kind}`);
      assert.deepEqual(wrong, []);
    });

    it('never throws', () => {
      for (const r of results) assert.deepEqual(r.ruleErrors, [], `a rule threw on ${r.f.file}`);
    });

    it('gives no errors on the files the corpus does not flag', () => {
      const problems = results
        .filter((r) => !r.f.flagged || r.f.flagged === 'odd' || r.f.flagged === 'negative')
        .flatMap((r) =>
          r.findings.filter((x) => x.severity === 'error').map((x) => `${r.f.file}: ${x.code} ${x.message}`),
        );
      assert.deepEqual(problems, []);
    });

    it('gives only syntax problems on malformed files', () => {
      const malformed = results.filter((r) => r.f.flagged === 'malformed');
      assert.ok(malformed.length > 0, 'the corpus has malformed files');
      for (const r of malformed) {
        assert.ok(
          r.findings.some((x) => x.code === 'MCP001' && x.severity === 'error'),
          `${r.f.file} is malformed but got no syntax error`,
        );
        assert.deepEqual(
          r.findings.filter((x) => x.code !== 'MCP001').map((x) => x.code),
          [],
          `${r.f.file} got more than syntax problems`,
        );
      }
    });

    it('gives each intentionally invalid file its error, and the right one', () => {
      const invalid = results.filter((r) => r.f.flagged === 'invalid');
      assert.ok(invalid.length >= 6, 'the corpus has the registry and MCPB invalid examples');
      for (const r of invalid) {
        const codes = r.findings.filter((x) => x.severity === 'error').map((x) => x.code);
        assert.ok(codes.length > 0, `${r.f.originalPath} is intentionally invalid but got no error`);
        const key = Object.keys(EXPECTED).find((k) => r.f.originalPath.endsWith(k));
        if (key) {
          assert.ok(
            codes.includes(EXPECTED[key]!),
            `${r.f.originalPath} should get ${EXPECTED[key]}, got ${codes.join(', ')}`,
          );
        }
      }
    });

    it('applies every quick fix offered on a real file without breaking its JSON', () => {
      let applied = 0;
      for (const r of results.filter((x) => x.f.flagged !== 'malformed')) {
        const text = readFileSync(r.f.file, 'utf8');
        for (const finding of r.findings) {
          for (const fix of finding.fixes ?? []) {
            const after = parseDocument(`file:///repo/${r.f.originalPath}`, applyEdits(text, fix.edits));
            assert.deepEqual(after.syntaxErrors, [], `"${fix.title}" (${finding.code}) breaks ${r.f.file}`);
            applied++;
          }
        }
      }
      assert.ok(applied > 10, `only ${applied} fixes applied`);
    });

    it('summarises the warnings per code', () => {
      const byCode = new Map<string, number>();
      for (const r of results) {
        for (const x of r.findings) {
          if (x.severity !== 'error') {
            byCode.set(`${x.code} ${x.severity}`, (byCode.get(`${x.code} ${x.severity}`) ?? 0) + 1);
          }
        }
      }
      console.log(
        `# ${results.length} config/manifest files; non-error findings: ${
          [...byCode]
            .sort()
            .map(([k, n]) => `${k}×${n}`)
            .join(', ') || 'none'
        }`,
      );
      assert.ok(results.length > 100);
    });
  },
);
