/**
 * The one table of characters that show as nothing or change the text around them, for MCP601, the approval panel and
 * the runner: Unicode's Default_Ignorable_Code_Point and Bidi_Control, with the controls and separators they leave out.
 */

export type InvisibleKind = 'tag' | 'variation' | 'bidi' | 'control' | 'filler' | 'invisible';

/** Everything in the table, for a quick test of a whole string. */
export const INVISIBLE =
  /[\p{Default_Ignorable_Code_Point}\p{Bidi_Control}\u2028\u2029\uFFF9-\uFFFB]|(?![\t\n\r])\p{Cc}/u;
const INVISIBLE_CHAR = new RegExp(`^(?:${INVISIBLE.source})$`, 'u');
const BIDI_CONTROL = /^\p{Bidi_Control}$/u;
const CONTROL = /^[\p{Cc}\u2028\u2029]$/u;

/** The kind of one code point, or undefined when it is an ordinary, visible character (tab and line breaks are). */
export function invisibleKind(cp: number): InvisibleKind | undefined {
  const c = String.fromCodePoint(cp);
  if (!INVISIBLE_CHAR.test(c)) return undefined;
  if (cp >= 0xe0000 && cp <= 0xe007f) return 'tag';
  if (isVariationSelector(cp)) return 'variation';
  if (BIDI_CONTROL.test(c)) return 'bidi';
  if (CONTROL.test(c)) return 'control';
  if (cp === 0x115f || cp === 0x1160 || cp === 0x3164 || cp === 0xffa0) return 'filler';
  return 'invisible';
}

export function isVariationSelector(cp: number): boolean {
  return (
    (cp >= 0xfe00 && cp <= 0xfe0f) ||
    (cp >= 0xe0100 && cp <= 0xe01ef) ||
    (cp >= 0x180b && cp <= 0x180d) ||
    cp === 0x180f
  );
}

const NAMES: Record<number, string> = {
  0x0000: 'NULL',
  0x0007: 'BELL',
  0x0008: 'BACKSPACE',
  0x001b: 'ESCAPE',
  0x007f: 'DELETE',
  0x00ad: 'SOFT HYPHEN',
  0x034f: 'COMBINING GRAPHEME JOINER',
  0x061c: 'ARABIC LETTER MARK',
  0x115f: 'HANGUL CHOSEONG FILLER',
  0x1160: 'HANGUL JUNGSEONG FILLER',
  0x17b4: 'KHMER VOWEL INHERENT AQ',
  0x17b5: 'KHMER VOWEL INHERENT AA',
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
  0x2061: 'FUNCTION APPLICATION',
  0x2062: 'INVISIBLE TIMES',
  0x2063: 'INVISIBLE SEPARATOR',
  0x2064: 'INVISIBLE PLUS',
  0x2066: 'LEFT-TO-RIGHT ISOLATE',
  0x2067: 'RIGHT-TO-LEFT ISOLATE',
  0x2068: 'FIRST STRONG ISOLATE',
  0x2069: 'POP DIRECTIONAL ISOLATE',
  0x206a: 'INHIBIT SYMMETRIC SWAPPING',
  0x206b: 'ACTIVATE SYMMETRIC SWAPPING',
  0x206c: 'INHIBIT ARABIC FORM SHAPING',
  0x206d: 'ACTIVATE ARABIC FORM SHAPING',
  0x206e: 'NATIONAL DIGIT SHAPES',
  0x206f: 'NOMINAL DIGIT SHAPES',
  0x3164: 'HANGUL FILLER',
  0xfeff: 'ZERO WIDTH NO-BREAK SPACE',
  0xffa0: 'HALFWIDTH HANGUL FILLER',
  0xfff9: 'INTERLINEAR ANNOTATION ANCHOR',
  0xfffa: 'INTERLINEAR ANNOTATION SEPARATOR',
  0xfffb: 'INTERLINEAR ANNOTATION TERMINATOR',
  0xe0001: 'LANGUAGE TAG',
  0xe007f: 'CANCEL TAG',
};

/** "U+200B". */
export function codePointLabel(cp: number): string {
  return `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** The character's Unicode name where the table knows it, else what kind of character it is. */
export function invisibleName(cp: number): string {
  const named = NAMES[cp];
  if (named) return named;
  if (cp >= 0xfe00 && cp <= 0xfe0f) return `VARIATION SELECTOR-${cp - 0xfe00 + 1}`;
  if (cp >= 0xe0100 && cp <= 0xe01ef) return `VARIATION SELECTOR-${cp - 0xe0100 + 17}`;
  if (cp >= 0x180b && cp <= 0x180d) return `MONGOLIAN FREE VARIATION SELECTOR ${['ONE', 'TWO', 'THREE'][cp - 0x180b]}`;
  if (cp === 0x180f) return 'MONGOLIAN FREE VARIATION SELECTOR FOUR';
  const kind = invisibleKind(cp);
  if (kind === 'control') return 'control character';
  if (kind === 'tag') return 'TAG CHARACTER';
  return 'invisible (default-ignorable) character';
}
