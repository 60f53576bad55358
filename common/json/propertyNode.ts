import type { Node } from 'jsonc-parser';

/**
 * A property node holding its key and value as fields, with `children` ([key, value]) made only when read: as plain
 * nodes, properties took a third of a catalog tree's memory. Other walkers than `keyOf`/`valueOf` see `parseTree`'s.
 */
export class PropertyNode implements Node {
  readonly type = 'property' as const;
  length = -1;
  colonOffset: number | undefined = undefined;
  /**
   * The value, set by the parser before anything reads the node; a property of a half-written document may have none.
   * jsonc-parser's visitor ends a property after its value, so there is never a second one.
   */
  valueNode: Node | undefined = undefined;
  private made: Node[] | undefined = undefined;

  constructor(
    public offset: number,
    public parent: Node | undefined,
    /** The key, escapes decoded (the key node's `value`). */
    readonly key: string,
    /** The length of the key's token, quotes included. */
    readonly keyLength: number,
  ) {}

  get children(): Node[] {
    if (this.made) return this.made;
    const keyNode = {
      type: 'string',
      value: this.key,
      offset: this.offset,
      length: this.keyLength,
      parent: this,
    } as Node;
    return (this.made = this.valueNode ? [keyNode, this.valueNode] : [keyNode]);
  }
}
