/**
 * A map keyed by whole texts (schemas), bounded by entry count and its keys' total length; the oldest entry goes first.
 * Its order is kept in a queue of its own, since a Map's oldest key lies past every entry deleted since it rehashed.
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
