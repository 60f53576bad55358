import { strict as assert } from 'node:assert';
import { it } from 'node:test';
import type { FileKindMap } from '../../../server/src/detect/detect';
import type { EngineOptions, Finding, Severity } from '../../../server/src/engine/types';
import { applyFix, codes, lintText, spanOf } from '../../helpers/engine';

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
  /** Extra check of the fixed text. */
  readonly fixed?: (text: string) => void;
}

export function textOf(x: string | object): string {
  return typeof x === 'string' ? x : JSON.stringify(x, null, 2);
}

export function only(findings: readonly Finding[], code: string): Finding[] {
  return findings.filter((f) => f.code === code);
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
      if (c.fix) {
        const fixed = applyFix(bad, hits, c.code, c.fix === true ? undefined : c.fix);
        const after = lintText(c.path, fixed, c.options, c.files);
        assert.deepEqual(only(after, 'MCP001'), [], `the fix broke the JSON:\n${fixed}`);
        assert.ok(only(after, c.code).length < hits.length, `${c.code} still reported after the fix:\n${fixed}`);
        c.fixed?.(fixed);
      }
    });
  }
}
