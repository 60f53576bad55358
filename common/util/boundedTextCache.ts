/**
 * A map whose keys are whole texts (schemas), bounded by entry count and by the total length of its keys, so a few
 * huge keys cannot hold on to memory. The oldest entry goes first; a key longer than the whole budget is not kept,
 * and does not evict anything either.
 *
 * The order of insertion is kept in a queue of its own: a full cache evicts on every insertion, and taking the oldest
 * key from the Map itself (`keys().next()`) walks past every entry deleted since the Map last rehashed — thousands
 * per insertion once a second large catalog replaces the schemas of the first.
 */
export class BoundedTextCache<V> {
  private readonly entries = new Map<string, { value: V; stamp: number }>();
  /** Keys in insertion order with the stamp they were inserted with; a key set again leaves a stale entry behind. */
  private queue: { key: string; stamp: number }[] = [];
  private head = 0;
  private nextStamp = 0;
  private chars = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxChars: number,
  ) {}

  get(key: string): V | undefined {
    return this.entries.get(key)?.value;
  }

  set(key: string, value: V): void {
    if (key.length > this.maxChars) return;
    if (this.entries.delete(key)) this.chars -= key.length;
    while (this.entries.size && (this.entries.size >= this.maxEntries || this.chars + key.length > this.maxChars)) {
      this.evictOldest();
    }
    const stamp = this.nextStamp++;
    this.entries.set(key, { value, stamp });
    this.queue.push({ key, stamp });
    this.chars += key.length;
  }

  private evictOldest(): void {
    for (;;) {
      const oldest = this.queue[this.head++]!;
      // the queue is compacted once its consumed half is as long as what remains
      if (this.head * 2 >= this.queue.length) {
        this.queue = this.queue.slice(this.head);
        this.head = 0;
      }
      const entry = this.entries.get(oldest.key);
      if (entry?.stamp !== oldest.stamp) continue; // set again later, or already gone: a stale place in the queue
      this.entries.delete(oldest.key);
      this.chars -= oldest.key.length;
      return;
    }
  }
}
