/**
 * Invisible and direction-changing characters in text a model reads (tool poisoning, "ASCII smuggling",
 * Trojan Source). Legitimate uses are left alone: ZWJ/ZWNJ inside emoji sequences and non-Latin scripts,
 * LRM/RLM in text that has right-to-left letters.
 */

export type HiddenKind = 'tag' | 'zero-width' | 'bidi' | 'variation';

export interface HiddenRun {
  readonly start: number;
  readonly end: number;
  readonly kinds: ReadonlySet<HiddenKind>;
  /** ASCII text smuggled in Unicode tag characters, if any. */
  readonly smuggled: string;
}

const ZERO_WIDTH = new Set([0x200b, 0x200c, 0x200d, 0x2060, 0x2061, 0x2062, 0x2063, 0x2064, 0xfeff, 0x180e, 0x00ad]);
const BIDI_ALWAYS = new Set([0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069]);
const BIDI_MARKS = new Set([0x200e, 0x200f, 0x061c]);
const RTL_LETTER = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;
const JOINING_NEIGHBOUR = /[\p{Extended_Pictographic}\uFE0F\u{1F3FB}-\u{1F3FF}]|(?![\p{ASCII}])\p{L}|\p{M}/u;

/** Quick test so that clean strings (nearly all) cost one regex. */
const CANDIDATE = /[\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]|\uDB40[\uDC00-\uDDEF]/;

export function hiddenRuns(text: string): HiddenRun[] {
  if (!CANDIDATE.test(text)) return [];
  const rtl = RTL_LETTER.test(text);
  const runs: HiddenRun[] = [];
  let current: { start: number; end: number; kinds: Set<HiddenKind>; smuggled: string } | undefined;
  const flush = () => {
    if (current) runs.push(current);
    current = undefined;
  };
  for (let i = 0; i < text.length; ) {
    const cp = text.codePointAt(i)!;
    const width = cp > 0xffff ? 2 : 1;
    const kind = classify(cp, text, i, width, rtl);
    if (kind) {
      if (!current || current.end !== i) {
        flush();
        current = { start: i, end: i, kinds: new Set(), smuggled: '' };
      }
      current.end = i + width;
      current.kinds.add(kind);
      if (kind === 'tag' && cp >= 0xe0020 && cp <= 0xe007e) current.smuggled += String.fromCharCode(cp - 0xe0000);
    } else if (current) {
      flush();
    }
    i += width;
  }
  flush();
  return runs;
}

function classify(cp: number, text: string, i: number, width: number, rtl: boolean): HiddenKind | undefined {
  if (cp >= 0xe0000 && cp <= 0xe007f) return 'tag';
  if (cp >= 0xe0100 && cp <= 0xe01ef) return 'variation';
  if (BIDI_ALWAYS.has(cp)) return 'bidi';
  if (BIDI_MARKS.has(cp)) return rtl ? undefined : 'bidi';
  if (!ZERO_WIDTH.has(cp)) return undefined;
  if (cp === 0x200c || cp === 0x200d) {
    const before = text.slice(Math.max(0, i - 2), i);
    const after = text.slice(i + width, i + width + 2);
    if (JOINING_NEIGHBOUR.test(lastChar(before)) || JOINING_NEIGHBOUR.test(firstChar(after))) return undefined;
  }
  return 'zero-width';
}

function lastChar(s: string): string {
  const chars = [...s];
  return chars[chars.length - 1] ?? '';
}

function firstChar(s: string): string {
  return [...s][0] ?? '';
}

/** "U+200B ZERO WIDTH SPACE"-style names for messages. */
export function describeRun(run: HiddenRun, text: string): string {
  const cps = [...text.slice(run.start, run.end)].map((c) => c.codePointAt(0)!);
  const names = [...new Set(cps.map(nameOf))];
  const count = cps.length === 1 ? 'an invisible character' : `${cps.length} invisible characters`;
  return `${count} (${names.slice(0, 3).join(', ')}${names.length > 3 ? ', …' : ''})`;
}

function nameOf(cp: number): string {
  const hex = `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
  if (cp >= 0xe0000 && cp <= 0xe007f) return 'Unicode tag characters';
  if (cp >= 0xe0100 && cp <= 0xe01ef) return 'variation selectors';
  const names: Record<number, string> = {
    0x200b: 'zero width space',
    0x200c: 'zero width non-joiner',
    0x200d: 'zero width joiner',
    0x2060: 'word joiner',
    0xfeff: 'zero width no-break space',
    0x00ad: 'soft hyphen',
    0x180e: 'Mongolian vowel separator',
    0x200e: 'left-to-right mark',
    0x200f: 'right-to-left mark',
    0x061c: 'Arabic letter mark',
    0x202a: 'left-to-right embedding',
    0x202b: 'right-to-left embedding',
    0x202c: 'pop directional formatting',
    0x202d: 'left-to-right override',
    0x202e: 'right-to-left override',
    0x2066: 'left-to-right isolate',
    0x2067: 'right-to-left isolate',
    0x2068: 'first strong isolate',
    0x2069: 'pop directional isolate',
  };
  return `${hex}${names[cp] ? ` ${names[cp]}` : ''}`;
}
