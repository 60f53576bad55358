/** The closest candidate to `word` by edit distance (case-insensitive), if it is close enough to be a typo. */
export function didYouMean(word: string, candidates: readonly string[]): string | undefined {
  return closest(
    word,
    candidates,
    candidates.map((c) => c.toLowerCase()),
  );
}

/** How many words of one list get a guess from a `suggester`. */
export const MAX_GUESSES = 20;

/**
 * "Did you mean" for many words against one list of candidates, prepared once. Only the first `max` words get a guess,
 * since thousands of unknown names against thousands of candidates took minutes.
 */
export function suggester(candidates: readonly string[], max = MAX_GUESSES): (word: string) => string | undefined {
  const lowered = candidates.map((c) => c.toLowerCase());
  let asked = 0;
  return (word) => (asked++ < max ? closest(word, candidates, lowered) : undefined);
}

function closest(word: string, candidates: readonly string[], lowered: readonly string[]): string | undefined {
  const w = word.toLowerCase();
  const limit = Math.max(1, Math.floor(Math.max(word.length, 4) / 3));
  let best: string | undefined;
  let bestDistance = Infinity;
  for (let i = 0; i < candidates.length; i++) {
    const c = candidates[i]!;
    const lower = lowered[i]!;
    // lengths further apart than the limit are further apart than a typo (and a long key costs no comparison)
    if (Math.abs(lower.length - w.length) > limit) continue;
    // only a candidate closer than the best so far matters: past that the count stops early
    const d = distance(w, lower, Math.min(limit, bestDistance - 1));
    if (d < bestDistance) {
      best = c;
      bestDistance = d;
    }
  }
  return bestDistance <= limit && best !== word ? best : undefined;
}

/**
 * Damerau–Levenshtein (optimal string alignment) distance. A distance past `bound` may come back as any number past it,
 * since the count stops once a whole row is past the bound.
 */
export function distance(a: string, b: string, bound = Infinity): number {
  const n = b.length;
  // rows i - 2, i - 1 and i of the matrix: d[i][j] is the distance between a's first i characters and b's first j
  let before = new Array<number>(n + 1).fill(0);
  let previous = new Array<number>(n + 1);
  let row = new Array<number>(n + 1);
  for (let j = 0; j <= n; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let least = i;
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      // a transposition (before the first character, a[-1] and b[-1] are undefined and match nothing)
      if (a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, before[j - 2]! + 1);
      row[j] = v;
      if (v < least) least = v;
    }
    // every later row is at least the least of this one
    if (least > bound) return least;
    const reused = before;
    before = previous;
    previous = row;
    row = reused;
  }
  return previous[n]!;
}
