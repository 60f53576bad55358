import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import type { FileKindMap } from '../../server/src/detect/detect';
import { lint, type LintResult } from '../../server/src/engine/lint';
import { applyEdits } from '../../server/src/engine/util/edits';
import { parseDocument } from '../../common/json/parsedDocument';
import { corpusFiles, type CorpusFile } from '../helpers/paths';

const corpus = corpusFiles();
/** The codes of the capability rules: spec revisions and icons (MCP010, MCP011, MCP020) and MCP1xx–MCP6xx. */
const CAPABILITY_CODE = /^MCP(010|011|020|[1-6]\d\d)$/;
/** Warnings that are true on the valid tool files (checked one by one when they were added). */
const EXPECTED_WARNINGS: Record<string, string[]> = {
  // a 3,718-character description: clients that cut at 1024 lose most of it
  'toolsets-code-tools.json': ['MCP110'],
  // enable_toolset changes which tools the server offers, yet claims readOnlyHint: true
  'enable_toolset.snap': ['MCP208'],
  // helm_install's "values" is a nested { "type": "object" } with nothing else: Visual Studio rejects it (MCP124)
  'toolsets-helm-tools.json': ['MCP124'],
  // the spec's own examples leave readOnlyHint out on get_weather / find_resource
  'ListToolsResult/tools-list-with-cursor.json': ['MCP206'],
  'Tool/tool-with-composition-input-schema.json': ['MCP206'],
};

function lintFile(f: CorpusFile, files: FileKindMap = {}): { text: string; result: LintResult } {
  const text = readFileSync(f.file, 'utf8');
  return { text, result: lint(parseDocument(`file:///repo/${f.originalPath}`, text), {}, undefined, files) };
}

describe(
  'capability rules on the real-world corpus',
  { skip: corpus ? false : 'no ../shared/corpus/real beside the clone' },
  () => {
    const toolFiles = (corpus ?? []).filter((f) => f.folder === 'tools');

    it('lints every file of the tools folder, detected from its original path, without errors on valid ones', () => {
      const problems: string[] = [];
      for (const f of toolFiles) {
        const { result } = lintFile(f);
        assert.deepEqual(result.ruleErrors, [], f.file);
        if (f.flagged) {
          // the non-standard catalog ("arguments" instead of inputSchema) is either not claimed or flagged
          assert.ok(result.detection.kind === 'unknown' || result.findings.some((x) => x.severity === 'error'), f.file);
          continue;
        }
        if (/prompts\.json$/.test(f.originalPath) && result.detection.kind === 'unknown') continue; // a bare array of prompts, kept for contrast
        assert.equal(result.detection.kind, 'capabilities', f.originalPath);
        const errors = result.findings.filter((x) => x.severity === 'error');
        if (errors.length) {
          problems.push(`${f.originalPath}: ${errors.map((e) => `${e.code} ${e.message}`).join('; ')}`);
        }
      }
      assert.deepEqual(problems, []);
    });

    it('gives the valid tool files only the warnings that are true of them', () => {
      for (const f of toolFiles.filter((x) => !x.flagged)) {
        const { result } = lintFile(f);
        const warnings = [...new Set(result.findings.filter((x) => x.severity === 'warning').map((x) => x.code))];
        const key = Object.keys(EXPECTED_WARNINGS).find((k) => f.originalPath.endsWith(k));
        assert.deepEqual(warnings, key ? EXPECTED_WARNINGS[key] : [], f.originalPath);
      }
    });

    it("reports the non-standard catalog's missing inputSchema when it is mapped to capabilities", () => {
      const f = toolFiles.find((x) => x.flagged)!;
      const { result } = lintFile(f, { '**/tools.json': 'capabilities' });
      assert.deepEqual(result.ruleErrors, []);
      const missing = result.findings.filter((x) => x.code === 'MCP104');
      assert.equal(missing.length, 4);
      assert.ok(missing.every((x) => /"arguments"/.test(x.message)));
    });

    it('never throws on any corpus file checked as capability definitions, and every fix applies cleanly', () => {
      for (const f of corpus!) {
        const { text, result } = lintFile(f, { '**': 'capabilities' });
        assert.deepEqual(result.ruleErrors, [], f.file);
        for (const finding of result.findings) {
          for (const fix of finding.fixes ?? []) {
            const fixed = applyEdits(text, fix.edits);
            const again = lint(
              parseDocument(`file:///repo/${f.originalPath}`, fixed),
              {},
              { kind: 'capabilities', reason: 'test' },
            );
            assert.deepEqual(again.ruleErrors, [], `${f.file}: after "${fix.title}"`);
          }
        }
      }
    });

    it('gives the files of other kinds no capability findings', () => {
      for (const f of (corpus ?? []).filter((x) => x.folder !== 'tools')) {
        const { result } = lintFile(f, f.folder === 'server-json' ? { '**': 'server-json' } : {});
        assert.deepEqual(result.ruleErrors, [], f.file);
        assert.deepEqual(
          result.findings.filter((x) => CAPABILITY_CODE.test(x.code)).map((x) => x.code),
          [],
          f.originalPath,
        );
      }
    });
  },
);
