// Shared set-up of the code tests: the fixtures of test/fixtures/code, read, checked and fixed as the language server does.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { before } from 'node:test';
import { analyseCodeDocument, type CodeDocument } from '../../../server/src/code/codeDocument';
import { lintCodeDocument } from '../../../server/src/pipeline/code/lintCode';
import { loadParser } from '../../../server/src/code/parsers';
import type { Finding, Fix } from '../../../server/src/engine/types';
import { applyEdits } from '../../../server/src/engine/util/edits';
import { REPO_ROOT } from '../../helpers/paths';

export const FIXTURES = join(REPO_ROOT, 'test/fixtures/code');
export const read = (name: string): string => readFileSync(join(FIXTURES, name), 'utf8');
const NOW = () => new Date('2026-01-01T00:00:00Z');

/** Loads both grammars before the file's tests (the language server loads them in the background). */
export function loadGrammars(): void {
  before(async () => {
    await loadParser('typescript');
    await loadParser('python');
  });
}

export interface Checked {
  readonly text: string;
  readonly doc: CodeDocument;
  readonly findings: Finding[];
}

/** Analyses and lints a fixture (or `text` under the fixture's name), as the language server does. */
export function check(name: string, text = read(name)): Checked {
  const doc = analyseCodeDocument(`file:///work/${name}`, text);
  assert.ok(doc, `${name} is code`);
  assert.equal(
    doc.code.state,
    doc.code.state === 'not-mcp' ? 'not-mcp' : 'parsed',
    `${name}: ${doc.code.failure ?? ''}`,
  );
  const result = lintCodeDocument(doc, { now: NOW });
  assert.deepEqual(result.ruleErrors, []);
  return { text, doc, findings: result.findings };
}

/** The source text each finding of `code` underlines, in order. */
export const at = (r: Checked, code: string): string[] =>
  r.findings.filter((f) => f.code === code).map((f) => r.text.slice(f.offset, f.offset + f.length));

/** The finding of `code` that underlines `spot`. */
export function findingAt(r: Checked, code: string, spot: string): Finding {
  const f = r.findings.find((x) => x.code === code && r.text.slice(x.offset, x.offset + x.length) === spot);
  assert.ok(
    f,
    `${code} at ${spot} in ${r.findings.map((x) => `${x.code}:${r.text.slice(x.offset, x.offset + x.length)}`).join(', ')}`,
  );
  return f;
}

/** Applies the fix (the first, or the one whose title matches) of the finding of `code` at `spot`, and checks the result again. */
export function fixAndRecheck(
  name: string,
  code: string,
  spot: string,
  title?: RegExp,
): { before: string; after: string; fix: Fix; findings: Finding[] } {
  const r = check(name);
  const f = findingAt(r, code, spot);
  const fix = title ? f.fixes?.find((x) => title.test(x.title)) : f.fixes?.[0];
  assert.ok(fix, `a fix for ${code} among ${f.fixes?.map((x) => x.title).join(', ')}`);
  const after = applyEdits(r.text, fix.edits);
  const again = check(name, after);
  return { before: r.text, after, fix, findings: again.findings };
}

/** `form name` of every declaration read from the fixture, in order, and whether it was read as complete. */
export function declarations(r: Checked): string[] {
  return r.doc.code.extraction!.declarations.map((d) => {
    const name = d.object.entries.find((e) => e.key === 'name')?.value;
    return `${d.form} ${d.kind} ${name?.kind === 'string' ? name.value : '?'}${d.object.complete ? '' : ' (incomplete)'}`;
  });
}
