/**
 * Invisible and direction-changing characters in text a model reads (tool poisoning, ASCII smuggling, Trojan Source).
 * Legitimate uses (a joiner in an emoji, LRM in right-to-left text, one variation selector) are left alone, runs not.
 */
import {
  codePointLabel,
  INVISIBLE,
  invisibleKind,
  invisibleName,
  isVariationSelector,
  type InvisibleKind,
} from './invisibleChars';

export type HiddenKind = InvisibleKind;

export interface HiddenRun {
  readonly start: number;
  readonly end: number;
  readonly kinds: ReadonlySet<HiddenKind>;
  /** ASCII text smuggled in Unicode tag characters, if any. */
  readonly smuggled: string;
}

const BIDI_MARKS = new Set([0x200e, 0x200f, 0x061c]);
/** A letter of a right-to-left script (not the marks themselves: U+061C lies in the Arabic block). */
const RTL_LETTER = /(?=\p{L})[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF\u{10800}-\u{10FFF}\u{1E800}-\u{1EFFF}]/u;
const JOINING_NEIGHBOUR = /^(?:[\p{Extended_Pictographic}\u{1F3FB}-\u{1F3FF}]|(?![\p{ASCII}])\p{L}|\p{M})$/u;
/** What a variation selector may follow: a visible non-ASCII character (an emoji, a CJK ideograph, a symbol). */
const SELECTABLE_BASE = /^(?![\p{ASCII}\p{White_Space}])[\p{L}\p{N}\p{S}\p{P}\p{M}]$/u;

const INVISIBLE_ALL = new RegExp(INVISIBLE.source, 'gu');
/**
 * Anything but printable ASCII, tab and line breaks: no invisible character is printable ASCII, so text without one
 * has none, and this simple class is scanned several times faster than INVISIBLE's Unicode properties.
 */
export const BEYOND_PLAIN_ASCII = /[^\x20-\x7e\t\n\r]/;

/** The hidden runs of `text`, each with the kinds of character in it. Only the invisible characters are visited. */
export function hiddenRuns(text: string): HiddenRun[] {
  if (!BEYOND_PLAIN_ASCII.test(text) || !INVISIBLE.test(text)) return [];
  const rtl = RTL_LETTER.test(text);
  const runs: HiddenRun[] = [];
  let current: { start: number; end: number; kinds: Set<HiddenKind>; smuggled: string } | undefined;
  for (const m of text.matchAll(INVISIBLE_ALL)) {
    const at = m.index;
    const cp = m[0].codePointAt(0)!;
    const kind = invisibleKind(cp)!;
    if (legitimate(cp, charBefore(text, at), charAt(text, at + m[0].length), rtl)) continue;
    if (!current || current.end !== at) {
      if (current) runs.push(current);
      current = { start: at, end: at, kinds: new Set(), smuggled: '' };
    }
    current.end = at + m[0].length;
    current.kinds.add(kind);
    if (kind === 'tag' && cp >= 0xe0020 && cp <= 0xe007e) current.smuggled += String.fromCharCode(cp - 0xe0000);
  }
  if (current) runs.push(current);
  return runs;
}

function charAt(text: string, i: number): string {
  const cp = text.codePointAt(i);
  return cp === undefined ? '' : String.fromCodePoint(cp);
}

function charBefore(text: string, i: number): string {
  if (i <= 0) return '';
  const low = text.charCodeAt(i - 1);
  return low >= 0xdc00 && low <= 0xdfff && i >= 2 ? charAt(text, i - 2) : text[i - 1]!;
}

function legitimate(cp: number, before: string, after: string, rtl: boolean): boolean {
  if (BIDI_MARKS.has(cp)) return rtl;
  if (cp === 0x200c || cp === 0x200d) {
    // only an emoji's presentation selector may stand beside a joiner (🏳️‍🌈 is 🏳, U+FE0F, ZWJ, 🌈)
    const fits = (c: string) => c === '' || c === '\uFE0F' || visible(c);
    return fits(before) && fits(after) && (joins(before) || joins(after));
  }
  if (isVariationSelector(cp)) {
    if (after !== '' && isVariationSelector(after.codePointAt(0)!)) return false;
    // a keycap: 1️⃣ is "1", U+FE0F, U+20E3
    if (cp === 0xfe0f && /^[0-9#*]$/.test(before) && after === '\u20E3') return true;
    return visible(before) && SELECTABLE_BASE.test(before);
  }
  return false;
}

function visible(c: string): boolean {
  return c !== '' && invisibleKind(c.codePointAt(0)!) === undefined;
}

function joins(c: string): boolean {
  return c === '\uFE0F' || (visible(c) && JOINING_NEIGHBOUR.test(c));
}

/** "an invisible character (U+200B ZERO WIDTH SPACE)"-style descriptions for messages. */
export function describeRun(run: HiddenRun, text: string): string {
  const cps = [...text.slice(run.start, run.end)].map((c) => c.codePointAt(0)!);
  const names = [...new Set(cps.map(nameOf))];
  const count = cps.length === 1 ? 'an invisible character' : `${cps.length} invisible characters`;
  return `${count} (${names.slice(0, 3).join(', ')}${names.length > 3 ? ', …' : ''})`;
}

function nameOf(cp: number): string {
  if (cp >= 0xe0000 && cp <= 0xe007f) return 'Unicode tag characters';
  if (isVariationSelector(cp)) return 'variation selectors';
  return `${codePointLabel(cp)} ${invisibleName(cp)}`;
}
