/** mulberry32: a tiny, fast, seedable PRNG, so that a seed names a campaign exactly. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class Random {
  private readonly next: () => number;

  constructor(readonly seed: number) {
    this.next = mulberry32(seed);
  }

  /** A float in [0, 1). */
  float(): number {
    return this.next();
  }

  /** An integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** An integer in [min, max]. */
  between(min: number, max: number): number {
    return min + this.int(max - min + 1);
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }

  /** Picks by weight: `[[weight, value], …]`. */
  weighted<T>(table: readonly (readonly [number, T])[]): T {
    const total = table.reduce((s, [w]) => s + w, 0);
    let r = this.next() * total;
    for (const [w, v] of table) {
      if ((r -= w) < 0) return v;
    }
    return table[table.length - 1]![1];
  }

  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  }
}

/** The seed from `FUZZ_SEED` (decimal or 0x hex), else the fallback. */
export function seedFromEnv(fallback: number): number {
  const raw = process.env.FUZZ_SEED?.trim();
  if (!raw) return fallback;
  const n = raw.startsWith('0x') ? parseInt(raw.slice(2), 16) : Number(raw);
  if (!Number.isFinite(n)) throw new Error(`FUZZ_SEED must be a number, got ${raw}`);
  return n >>> 0;
}

/** A positive integer from the environment variable `name`, else the fallback. */
export function countFromEnv(name: string, fallback: number): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got ${raw}`);
  return n;
}
