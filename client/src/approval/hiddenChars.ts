import type { TextSegment } from '../webviewProtocol';

/**
 * Characters that render as nothing (or reorder what follows) and can hide instructions in a
 * tool description: zero-width and joiner characters, bidirectional controls, Unicode tag
 * characters (which spell invisible ASCII), variation selectors, fillers, and control characters.
 * U+FE0E/U+FE0F right after a visible non-ASCII character (an emoji's presentation selector) are left alone.
 */
const HIDDEN =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2028\u2029\u2060-\u206F\u3164\uFE00-\uFE0D\uFEFF\uFFA0\uFFF0-\uFFFB]|(?<![^\u0000-\u007F\uFE00-\uFE0F\u{E0100}-\u{E01EF}])[\uFE0E\uFE0F]|[\u{E0000}-\u{E007F}]+|[\u{E0100}-\u{E01EF}]|[\u{1D173}-\u{1D17A}]/gu;

const NAMES: Record<number, string> = {
  0x00ad: 'SOFT HYPHEN',
  0x034f: 'COMBINING GRAPHEME JOINER',
  0x061c: 'ARABIC LETTER MARK',
  0x180e: 'MONGOLIAN VOWEL SEPARATOR',
  0x200b: 'ZERO WIDTH SPACE',
  0x200c: 'ZERO WIDTH NON-JOINER',
  0x200d: 'ZERO WIDTH JOINER',
  0x200e: 'LEFT-TO-RIGHT MARK',
  0x200f: 'RIGHT-TO-LEFT MARK',
  0x2028: 'LINE SEPARATOR',
  0x2029: 'PARAGRAPH SEPARATOR',
  0x202a: 'LEFT-TO-RIGHT EMBEDDING',
  0x202b: 'RIGHT-TO-LEFT EMBEDDING',
  0x202c: 'POP DIRECTIONAL FORMATTING',
  0x202d: 'LEFT-TO-RIGHT OVERRIDE',
  0x202e: 'RIGHT-TO-LEFT OVERRIDE',
  0x2060: 'WORD JOINER',
  0x2066: 'LEFT-TO-RIGHT ISOLATE',
  0x2067: 'RIGHT-TO-LEFT ISOLATE',
  0x2068: 'FIRST STRONG ISOLATE',
  0x2069: 'POP DIRECTIONAL ISOLATE',
  0x3164: 'HANGUL FILLER',
  0xfeff: 'ZERO WIDTH NO-BREAK SPACE',
};

function codePointLabel(cp: number): string {
  return `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
}

/**
 * Splits text into visible runs and hidden characters, each hidden one labelled (e.g. ⟨U+200B⟩).
 * A run of tag characters becomes one segment that spells out the ASCII it hides.
 */
export function revealHidden(text: string): TextSegment[] {
  const out: TextSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(HIDDEN)) {
    const at = match.index!;
    if (at > last) out.push({ text: text.slice(last, at) });
    const chars = [...match[0]].map((c) => c.codePointAt(0)!);
    const first = chars[0]!;
    if (first >= 0xe0000 && first <= 0xe007f) {
      const spelled = chars.map((cp) => (cp >= 0xe0020 && cp <= 0xe007e ? String.fromCharCode(cp - 0xe0000) : '')).join('');
      out.push({
        hidden: `⟨${chars.length} tag character${chars.length === 1 ? '' : 's'}${spelled ? `: "${spelled}"` : ''}⟩`,
        title: `Unicode tag characters (${codePointLabel(first)}…) are invisible and can smuggle text${spelled ? `; they spell "${spelled}"` : ''}.`,
      });
    } else {
      out.push({ hidden: `⟨${codePointLabel(first)}⟩`, title: NAMES[first] ?? 'invisible or control character' });
    }
    last = at + match[0].length;
  }
  if (last < text.length) out.push({ text: text.slice(last) });
  return out;
}

/** The text with every hidden character replaced by its label (for plain-text places such as a panel title). */
export function revealHiddenAsText(text: string): string {
  return revealHidden(text)
    .map((s) => ('text' in s ? s.text : s.hidden))
    .join('');
}
