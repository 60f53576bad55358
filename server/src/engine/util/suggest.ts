/** The closest candidate to `word` by edit distance (case-insensitive), if it is close enough to be a typo. */
export function didYouMean(word: string, candidates: readonly string[]): string | undefined {
  const w = word.toLowerCase();
  const limit = Math.max(1, Math.floor(Math.max(word.length, 4) / 3));
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const c of candidates) {
    const lower = c.toLowerCase();
    // lengths further apart than the limit are further apart than a typo (and a long key costs no comparison)
    if (Math.abs(lower.length - w.length) > limit) continue;
    const d = distance(w, lower);
    if (d < bestDistance) {
      best = c;
      bestDistance = d;
    }
  }
  return bestDistance <= limit && best !== word ? best : undefined;
}

/** Damerau–Levenshtein (optimal string alignment) distance. */
export function distance(a: string, b: string): number {
  // d[i][j]: the distance between a's first i characters and b's first j. Rows and columns are lists, not counting
  // loops, so that no change to a loop can make it endless (the mutation tests would wait for their time limit).
  const count = (n: number) => Array.from({ length: n }, (_, k) => k + 1);
  const columns = count(b.length);
  const d: number[][] = [[0, ...columns]];
  for (const i of count(a.length)) {
    const row = [i];
    for (const j of columns) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, row[j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      // a transposition (before the first character, a[-1] and b[-1] are undefined and match nothing)
      if (a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      row[j] = v;
    }
    d.push(row);
  }
  return d[a.length]![b.length]!;
}
