import { hiddenRuns } from '../../../common/text/hiddenText';
import { codePointLabel, invisibleName } from '../../../common/text/invisibleChars';
import type { TextSegment } from '../protocol/pages';

/**
 * Reveals the characters that render as nothing or reorder what follows, which can hide instructions in a tool's text.
 * They come from the engine's table (`hiddenRuns`), so the panel and the runner show exactly what MCP601 reports.
 */

/**
 * Splits text into visible runs and hidden characters, each hidden one labelled (e.g. ⟨U+200B⟩).
 * A run of tag characters becomes one segment that spells out the ASCII it hides.
 */
export function revealHidden(text: string): TextSegment[] {
  const out: TextSegment[] = [];
  let last = 0;
  for (const run of hiddenRuns(text)) {
    if (run.start > last) out.push({ text: text.slice(last, run.start) });
    const chars = [...text.slice(run.start, run.end)].map((c) => c.codePointAt(0)!);
    for (let i = 0; i < chars.length;) {
      const first = chars[i]!;
      if (isTag(first)) {
        let end = i;
        while (end < chars.length && isTag(chars[end]!)) end++;
        out.push(tagSegment(chars.slice(i, end)));
        i = end;
      } else {
        out.push({ hidden: `⟨${codePointLabel(first)}⟩`, title: invisibleName(first) });
        i++;
      }
    }
    last = run.end;
  }
  if (last < text.length) out.push({ text: text.slice(last) });
  return out;
}

function isTag(cp: number): boolean {
  return cp >= 0xe0000 && cp <= 0xe007f;
}

function tagSegment(tags: readonly number[]): TextSegment {
  const spelled = tags.map((cp) => (cp >= 0xe0020 && cp <= 0xe007e ? String.fromCharCode(cp - 0xe0000) : '')).join('');
  return {
    hidden: `⟨${tags.length} tag character${tags.length === 1 ? '' : 's'}${spelled ? `: "${spelled}"` : ''}⟩`,
    title:
      `Unicode tag characters (${codePointLabel(tags[0]!)}…) are invisible and can smuggle text` +
      `${spelled ? `; they spell "${spelled}"` : ''}.`,
  };
}

/** The text with every hidden character replaced by its label (for plain-text places such as a panel title). */
export function revealHiddenAsText(text: string): string {
  return revealHidden(text)
    .map((s) => ('text' in s ? s.text : s.hidden))
    .join('');
}
