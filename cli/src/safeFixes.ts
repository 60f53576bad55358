import type { Finding, Fix, OffsetEdit } from '../../server/src/engine/types';
import { applyEdits } from '../../server/src/engine/util/edits';

/** Passes of fix-then-lint before giving up on reaching a stable text (fixes that keep re-triggering each other). */
export const MAX_FIX_PASSES = 10;

/** The fix `--fix` may apply for a finding: one marked safe, the preferred one first. */
export function safeFixOf(finding: Finding): Fix | undefined {
  const safe = finding.fixes?.filter((f) => f.safe && f.edits.length) ?? [];
  return safe.find((f) => f.preferred) ?? safe[0];
}

/**
 * Applies safe fixes until the text stops changing (or MAX_FIX_PASSES). Each pass applies every safe fix whose edits
 * do not touch another chosen fix's edits; the rest wait for the next pass, linted afresh on the new text.
 */
export function applySafeFixes(
  text: string,
  lintText: (text: string) => readonly Finding[],
): { text: string; applied: number } {
  let current = text;
  let applied = 0;
  const seen = new Set([current]);
  for (let pass = 0; pass < MAX_FIX_PASSES; pass++) {
    const chosen: OffsetEdit[] = [];
    let count = 0;
    for (const finding of lintText(current)) {
      const fix = safeFixOf(finding);
      if (!fix || fix.edits.some((e) => chosen.some((c) => touches(c, e)))) continue;
      chosen.push(...fix.edits);
      count++;
    }
    if (!count) break;
    const next = applyEdits(current, chosen);
    if (seen.has(next)) break; // a cycle: fixes undoing each other
    seen.add(next);
    current = next;
    applied += count;
  }
  return { text: current, applied };
}

/** Overlapping or adjacent edits cannot safely go into one pass (an insertion at another edit's edge included). */
function touches(a: OffsetEdit, b: OffsetEdit): boolean {
  return a.offset <= b.offset + b.length && b.offset <= a.offset + a.length;
}
