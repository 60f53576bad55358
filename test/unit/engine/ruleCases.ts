import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import type { FileKindMap } from '../../../server/src/detect/detect';
import type { EngineOptions, Finding, Severity } from '../../../server/src/engine/types';
import { applyFix, codes, lintText, spanOf } from '../../helpers/engine';
import { findingLine, findingLines, fixedText, messageOf, messagesOf, type LintAs } from '../../helpers/findings';
import type { SnapshotFile } from '../../helpers/snapshot';

/** One rule on one failing and one passing fixture, optionally applying a quick fix and linting again. */
export interface RuleCase {
  readonly code: string;
  readonly title: string;
  readonly path: string;
  readonly bad: string | object;
  /** A near variant of `bad` that must not trigger the code. */
  readonly good: string | object;
  readonly files?: FileKindMap;
  readonly options?: EngineOptions;
  /** Expected severity of the finding (defaults are checked when given). */
  readonly severity?: Severity;
  /** Text the finding's range must cover. */
  readonly span?: string;
  /** Message must match. */
  readonly message?: RegExp;
  /** Apply this fix (title, or true for the first) and expect the code gone and the text still valid. */
  readonly fix?: string | RegExp | true;
  /** What the fix writes, as findingLine shows a fix (`"yes" ⇒ true` is `true`); null: the finding has no fix. */
  readonly fixedText?: string | null;
  /** Extra check of the fixed text. */
  readonly fixed?: (text: string) => void;
}

/** A rule case that pins its finding: the text it covers and what its quick fix writes (null when it has none). */
export interface PinnedRuleCase extends RuleCase {
  readonly span: string;
  readonly fixedText: string | null;
}

export function textOf(x: string | object): string {
  return typeof x === 'string' ? x : JSON.stringify(x, null, 2);
}

export function only(findings: readonly Finding[], code: string): Finding[] {
  return findings.filter((f) => f.code === code);
}

/** What the fix `applyFix` would apply writes (fixedText), on the finding it would take it from. */
function writtenBy(text: string, hits: readonly Finding[], title: string | RegExp | true): string {
  const f = hits.find((x) => x.fixes?.length);
  const fixes = f?.fixes ?? [];
  const matches = (t: string) => (typeof title === 'string' ? t === title : title === true || title.test(t));
  const fix = title === true ? fixes[0] : fixes.find((x) => matches(x.title));
  if (!f || !fix) throw new Error(`no fix ${String(title)} on ${hits[0]?.code}`);
  return fixedText(text, f, fix);
}

export function runCases(cases: readonly RuleCase[]): void {
  for (const c of cases) {
    it(`${c.code} ${c.title}`, () => {
      const bad = textOf(c.bad);
      const found = lintText(c.path, bad, c.options, c.files);
      const hits = only(found, c.code);
      assert.ok(hits.length > 0, `${c.code} not reported on the failing fixture; got [${codes(found).join(', ')}]`);
      const f = hits[0]!;
      if (c.severity) assert.equal(f.severity, c.severity);
      if (c.span !== undefined) assert.equal(spanOf(bad, f), c.span);
      if (c.message) assert.match(f.message, c.message);
      const good = lintText(c.path, textOf(c.good), c.options, c.files);
      assert.deepEqual(
        only(good, c.code).map((x) => x.message),
        [],
        `${c.code} reported on the passing fixture`,
      );
      if (c.fixedText === null) assert.deepEqual(f.fixes ?? [], [], `${c.code} has a quick fix: give its fixedText`);
      const fix = c.fix ?? (typeof c.fixedText === 'string' ? true : undefined);
      if (fix) {
        if (typeof c.fixedText === 'string') assert.equal(writtenBy(bad, hits, fix), c.fixedText);
        const fixed = applyFix(bad, hits, c.code, fix === true ? undefined : fix);
        const after = lintText(c.path, fixed, c.options, c.files);
        assert.deepEqual(only(after, 'MCP001'), [], `the fix broke the JSON:\n${fixed}`);
        assert.ok(only(after, c.code).length < hits.length, `${c.code} still reported after the fix:\n${fixed}`);
        c.fixed?.(fixed);
      }
    });
  }
}

/** A document and how to lint it: the message layer snapshots what its findings say (describeMessages). */
export interface LintCase {
  readonly title: string;
  readonly doc: string | object;
  /** The file the document is linted as (detection goes by the path); the table's when absent. */
  readonly path?: string;
  /** Only the findings of these codes; the table's when absent (every finding when neither says). */
  readonly only?: readonly string[];
  readonly options?: EngineOptions;
  readonly files?: FileKindMap;
}

/**
 * A document and every finding the rules report on it, each as findingLine writes it: its code, the text its range
 * covers and what each quick fix writes (`MCP904 "yes" ⇒ true`). The message layer reads the same documents.
 */
export interface FindingCase extends LintCase {
  readonly findings: readonly string[];
}

/** Cases with what they share; `title` names their suite and their entries in the message snapshots. */
export interface CaseTable<C extends LintCase> {
  readonly title: string;
  readonly path?: string;
  readonly only?: readonly string[];
  readonly options?: EngineOptions;
  readonly files?: FileKindMap;
  /** Lints a document otherwise than as a file at a path (a code document's tree, say). */
  readonly lint?: (doc: string | object) => { text: string; findings: readonly Finding[] };
  readonly cases: readonly C[];
}
export type FindingTable = CaseTable<FindingCase>;
/** Cases whose messages the message layer pins, beside the finding tables (a message the rule tests leave out). */
export type MessageTable = CaseTable<LintCase>;

function lintAs(table: CaseTable<LintCase>, c: LintCase): LintAs {
  const path = c.path ?? table.path;
  if (path === undefined) throw new Error(`"${c.title}" has no path to lint it as`);
  return { path, only: c.only ?? table.only, options: c.options ?? table.options, files: c.files ?? table.files };
}

/** The findings of a case as `line` writes each (a table's own `lint`, or lintText at the case's path). */
function linted<T>(table: CaseTable<LintCase>, c: LintCase, line: (text: string, f: Finding) => T): T[] {
  if (!table.lint) return [];
  const { text, findings } = table.lint(c.doc);
  const only = c.only ?? table.only;
  return findings.filter((f) => !only || only.includes(f.code)).map((f) => line(text, f));
}

/** One test per case: the findings of its document, code, span and fixes (findingLine). */
export function findingCases(table: FindingTable): void {
  for (const c of table.cases) {
    it(c.title, () => {
      if (table.lint) return assert.deepEqual(linted(table, c, findingLine), c.findings);
      const { path, ...as } = lintAs(table, c);
      assert.deepEqual(findingLines(path, c.doc, as), c.findings);
    });
  }
}

/** findingCases in a suite named after the table. */
export function describeFindings(table: FindingTable): void {
  describe(table.title, () => findingCases(table));
}

/**
 * The message layer of a rule family: one test per case of its tables, what the findings say against the snapshot
 * entry `<family> › <table> › <case>`.
 */
export function describeMessages(snapshot: SnapshotFile, family: string, tables: readonly CaseTable<LintCase>[]): void {
  describe(family, () => {
    for (const table of tables) {
      describe(table.title, () => {
        for (const c of table.cases) {
          const key = `${family} › ${table.title} › ${c.title}`;
          snapshot.it(c.title, key, () =>
            table.lint ? linted(table, c, messageOf) : messagesOf(c.doc, lintAs(table, c)),
          );
        }
      });
    }
  });
}

/** A table of rule cases as the message layer reads them: the messages of each failing fixture's code. */
export function ruleCaseTable(title: string, cases: readonly RuleCase[]): MessageTable {
  return {
    title,
    cases: cases.map((c) => ({
      title: `${c.code} ${c.title}`,
      path: c.path,
      doc: c.bad,
      only: [c.code],
      options: c.options,
      files: c.files,
    })),
  };
}
