import type { Node } from 'jsonc-parser';

/**
 * A property of the trees this repository parses (`./wellFormed`, `./tree`): jsonc-parser's property node with its
 * key and value held as fields, and the `children` array ([key, value]) made on first read. In a catalog of thousands
 * of tools a third of the nodes are properties; as plain nodes each was four objects (the property, its children's
 * array and that array's store, the key's string node), a third of the tree's memory, and every lookup of a key read
 * three of them. The engine reads keys and values through `keyOf`, `valueOf` and `propertyNode` (`./jsonNodes`), which
 * leave `children` unmade; anything else that walks the tree (jsonc-parser's functions included) sees the same nodes
 * as `parseTree` gives.
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
