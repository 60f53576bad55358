let lastIndex: { text: string; breaks: Uint32Array } | undefined;

/** The 1-based line of an offset, for messages that point at another place ("already named … on line 4"). */
export function lineOf(text: string, offset: number): number {
  // a catalog with many duplicates asks once per duplicate: index the line breaks once per text, then search
  if (lastIndex?.text !== text) lastIndex = { text, breaks: lineBreaks(text) };
  const breaks = lastIndex.breaks;
  let lo = 0;
  let hi = breaks.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (breaks[mid]! < offset) lo = mid + 1;
    else hi = mid;
  }
  return lo + 1;
}

function lineBreaks(text: string): Uint32Array {
  const out: number[] = [];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) out.push(i);
  return Uint32Array.from(out);
}
