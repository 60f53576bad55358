/** A line diff (Myers' O(ND) algorithm), with unchanged runs folded to a few lines of context. */

export type DiffLine =
  | { readonly kind: 'same' | 'added' | 'removed'; readonly text: string }
  | { readonly kind: 'skipped'; readonly count: number };

type Op = { kind: 'same' | 'added' | 'removed'; text: string };

/** Beyond this many edits the middle is shown as all removed, then all added (memory grows with its square). */
const MAX_EDITS = 2000;

function myers(a: readonly string[], b: readonly string[]): Op[] | undefined {
  const n = a.length;
  const m = b.length;
  const max = Math.min(n + m, MAX_EDITS);
  // v[k] is the furthest x reached on diagonal k; frontiers[d] keeps v for k in [-d-1, d+1] as it was before step d
  let v = new Map<number, number>([[1, 0]]);
  const frontiers: Int32Array[] = [];
  let found = -1;
  for (let d = 0; d <= max && found < 0; d++) {
    const saved = new Int32Array(2 * d + 3);
    for (let k = -d - 1; k <= d + 1; k++) saved[k + d + 1] = v.get(k) ?? -1;
    frontiers.push(saved);
    const next = new Map(v);
    for (let k = -d; k <= d; k += 2) {
      const down = k === -d || (k !== d && (v.get(k - 1) ?? -1) < (v.get(k + 1) ?? -1));
      let x = down ? v.get(k + 1)! : v.get(k - 1)! + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x++;
        y++;
      }
      next.set(k, x);
      if (x >= n && y >= m) {
        found = d;
        break;
      }
    }
    v = next;
  }
  if (found < 0) return undefined;

  const ops: Op[] = [];
  let x = n;
  let y = m;
  for (let d = found; d >= 0; d--) {
    const f = frontiers[d]!;
    const at = (k: number) => f[k + d + 1]!;
    const k = x - y;
    const down = k === -d || (k !== d && at(k - 1) < at(k + 1));
    const prevK = down ? k + 1 : k - 1;
    const prevX = d === 0 ? 0 : at(prevK);
    const prevY = d === 0 ? 0 : prevX - prevK;
    while (x > prevX && y > prevY) {
      ops.push({ kind: 'same', text: a[--x]! });
      y--;
    }
    if (d === 0) break;
    if (down) ops.push({ kind: 'added', text: b[--y]! });
    else ops.push({ kind: 'removed', text: a[--x]! });
  }
  return ops.reverse();
}

function editScript(a: readonly string[], b: readonly string[]): Op[] {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  const middle = myers(midA, midB) ?? [
    ...midA.map((text): Op => ({ kind: 'removed', text })),
    ...midB.map((text): Op => ({ kind: 'added', text })),
  ];
  return [
    ...a.slice(0, start).map((text): Op => ({ kind: 'same', text })),
    ...middle,
    ...a.slice(endA).map((text): Op => ({ kind: 'same', text })),
  ];
}

/** The lines of `before` and `after` as a diff; unchanged runs longer than 2×`context` are folded. */
export function lineDiff(before: string, after: string, context = 3): DiffLine[] {
  const ops = editScript(before.split('\n'), after.split('\n'));
  const out: DiffLine[] = [];
  let i = 0;
  while (i < ops.length) {
    if (ops[i]!.kind !== 'same') {
      out.push(ops[i++]!);
      continue;
    }
    let j = i;
    while (j < ops.length && ops[j]!.kind === 'same') j++;
    const keepBefore = i === 0 ? 0 : context;
    const keepAfter = j === ops.length ? 0 : context;
    if (j - i > keepBefore + keepAfter) {
      out.push(...ops.slice(i, i + keepBefore));
      out.push({ kind: 'skipped', count: j - i - keepBefore - keepAfter });
      out.push(...ops.slice(j - keepAfter, j));
    } else {
      out.push(...ops.slice(i, j));
    }
    i = j;
  }
  return out;
}
