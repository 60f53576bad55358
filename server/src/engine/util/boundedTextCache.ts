/**
 * A map whose keys are whole texts (schemas), bounded by entry count and by the total length of its keys, so a few
 * huge keys cannot hold on to memory. The oldest entry goes first; a key longer than the whole budget is not kept,
 * and does not evict anything either.
 */
export class BoundedTextCache<V> {
  private readonly entries = new Map<string, V>();
  private chars = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxChars: number,
  ) {}

  get(key: string): V | undefined {
    return this.entries.get(key);
  }

  set(key: string, value: V): void {
    if (key.length > this.maxChars) return;
    if (this.entries.has(key)) {
      this.entries.delete(key);
      this.chars -= key.length;
    }
    while (this.entries.size && (this.entries.size >= this.maxEntries || this.chars + key.length > this.maxChars)) {
      const oldest = this.entries.keys().next().value!;
      this.entries.delete(oldest);
      this.chars -= oldest.length;
    }
    this.entries.set(key, value);
    this.chars += key.length;
  }
}
