import type { Node } from 'jsonc-parser';
import { PropertyNode } from './propertyNode';

/**
 * The tree of a well-formed JSONC document (most are) exactly as jsonc-parser's `parseTree` builds it, in one tight
 * pass, or `NOT_WELL_FORMED` at its first error, for the caller to parse with jsonc-parser's recovery.
 */
export function parseWellFormed(text: string, maxDepth: number): Node | undefined | typeof NOT_WELL_FORMED {
  const parsed = parseWellFormedLines(text, maxDepth);
  return parsed === NOT_WELL_FORMED ? parsed : parsed.root;
}

/**
 * The same parse, with the line starts noted while skipping whitespace, for the line index to take instead of scanning
 * the text again. `lineStarts` is undefined when the text holds a \r.
 */
export function parseWellFormedLines(
  text: string,
  maxDepth: number,
): { root: Node | undefined; lineStarts: number[] | undefined } | typeof NOT_WELL_FORMED {
  try {
    const parser = new WellFormedParser(text, maxDepth);
    const root = parser.document();
    return { root, lineStarts: parser.lineStarts };
  } catch (e) {
    if (e === BAIL) return NOT_WELL_FORMED;
    throw e;
  }
}

export const NOT_WELL_FORMED: unique symbol = Symbol('not well-formed');

const BAIL = new Error('not well-formed');

type MutableNode = { -readonly [K in keyof Node]: Node[K] };

const QUOTE = 34;
const BACKSLASH = 92;
const SLASH = 47;
const STAR = 42;
const COMMA = 44;
const COLON = 58;
const OPEN_BRACE = 123;
const CLOSE_BRACE = 125;
const OPEN_BRACKET = 91;
const CLOSE_BRACKET = 93;
const MINUS = 45;
const DOT = 46;

/** Characters that end a keyword (`true`, `false`, `null`) for jsonc-parser's scanner, which reads up to them. */
function endsWord(c: number): boolean {
  return (
    c !== c /* NaN: end of text */ ||
    c === 32 ||
    c === 9 ||
    c === 10 ||
    c === 13 ||
    c === CLOSE_BRACE ||
    c === CLOSE_BRACKET ||
    c === OPEN_BRACE ||
    c === OPEN_BRACKET ||
    c === QUOTE ||
    c === COLON ||
    c === COMMA ||
    c === SLASH
  );
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

class WellFormedParser {
  /**
   * A parser kept for the life of the process and never used, so that V8 keeps the optimised parsing code after a full
   * collection that finds no other parser alive (docs/performance.md).
   */
  static readonly kept = new WellFormedParser('', 0);

  private pos = 0;
  private depth = 0;
  private readonly keys = new Map<string, string>();
  /** Children of the open containers, innermost last: each takes an exact copy of its part when it closes. */
  private readonly stack: Node[] = [];
  /** Where each line starts (after each \n), until a \r is met. */
  lineStarts: number[] | undefined = [0];

  constructor(
    private readonly text: string,
    private readonly maxDepth: number,
  ) {}

  document(): Node | undefined {
    this.skipTrivia();
    if (this.pos >= this.text.length) return undefined;
    const root = this.value(undefined);
    this.skipTrivia();
    if (this.pos < this.text.length) throw BAIL;
    delete (root as MutableNode).parent;
    return root;
  }

  /** Whitespace, line breaks and comments; an unclosed block comment is an error. */
  private skipTrivia(): void {
    const text = this.text;
    for (;;) {
      const c = text.charCodeAt(this.pos);
      if (c === 32 || c === 9) this.pos++;
      else if (c === 10) {
        this.pos++;
        this.lineStarts?.push(this.pos);
      } else if (c === 13) {
        this.lineStarts = undefined;
        this.pos++;
      } else if (c === SLASH) {
        const next = text.charCodeAt(this.pos + 1);
        if (next === SLASH) {
          let i = this.pos + 2;
          while (i < text.length && text.charCodeAt(i) !== 10 && text.charCodeAt(i) !== 13) i++;
          this.pos = i;
        } else if (next === STAR) {
          const close = text.indexOf('*/', this.pos + 2);
          if (close < 0) throw BAIL;
          for (let i = this.pos + 2; i < close && this.lineStarts; i++) {
            const b = text.charCodeAt(i);
            if (b === 10) this.lineStarts.push(i + 1);
            else if (b === 13) this.lineStarts = undefined;
          }
          this.pos = close + 2;
        } else throw BAIL;
      } else return;
    }
  }

  private value(parent: Node | undefined): Node {
    const c = this.text.charCodeAt(this.pos);
    if (c === OPEN_BRACE) return this.object(parent);
    if (c === OPEN_BRACKET) return this.array(parent);
    const offset = this.pos;
    if (c === QUOTE) {
      const value = this.string();
      return { type: 'string', value, offset, length: this.pos - offset, parent } as Node;
    }
    if (c === MINUS || isDigit(c)) {
      const value = this.number();
      return { type: 'number', value, offset, length: this.pos - offset, parent } as Node;
    }
    if (c === 116 && this.text.startsWith('true', offset) && endsWord(this.text.charCodeAt(offset + 4))) {
      this.pos += 4;
      return { type: 'boolean', value: true, offset, length: 4, parent } as Node;
    }
    if (c === 102 && this.text.startsWith('false', offset) && endsWord(this.text.charCodeAt(offset + 5))) {
      this.pos += 5;
      return { type: 'boolean', value: false, offset, length: 5, parent } as Node;
    }
    if (c === 110 && this.text.startsWith('null', offset) && endsWord(this.text.charCodeAt(offset + 4))) {
      this.pos += 4;
      return { type: 'null', value: null, offset, length: 4, parent } as Node;
    }
    throw BAIL;
  }

  private object(parent: Node | undefined): Node {
    if (++this.depth > this.maxDepth) throw BAIL;
    const text = this.text;
    const node: MutableNode = { type: 'object', offset: this.pos, length: -1, parent, children: undefined };
    const stack = this.stack;
    const base = stack.length;
    this.pos++;
    this.skipTrivia();
    while (text.charCodeAt(this.pos) !== CLOSE_BRACE) {
      const keyOffset = this.pos;
      if (text.charCodeAt(keyOffset) !== QUOTE) throw BAIL;
      const name = this.string();
      let key = this.keys.get(name);
      if (key === undefined) this.keys.set(name, (key = name));
      const property = new PropertyNode(keyOffset, node, key, this.pos - keyOffset);
      this.skipTrivia();
      if (text.charCodeAt(this.pos) !== COLON) throw BAIL;
      property.colonOffset = this.pos++;
      this.skipTrivia();
      const value = this.value(property);
      property.valueNode = value;
      property.length = value.offset + value.length - keyOffset;
      stack.push(property);
      this.skipTrivia();
      const c = text.charCodeAt(this.pos);
      if (c === COMMA) {
        this.pos++;
        this.skipTrivia();
      } else if (c !== CLOSE_BRACE) throw BAIL;
    }
    this.pos++;
    node.length = this.pos - node.offset;
    node.children = stack.slice(base);
    stack.length = base;
    this.depth--;
    return node;
  }

  private array(parent: Node | undefined): Node {
    if (++this.depth > this.maxDepth) throw BAIL;
    const text = this.text;
    const node: MutableNode = { type: 'array', offset: this.pos, length: -1, parent, children: undefined };
    const stack = this.stack;
    const base = stack.length;
    this.pos++;
    this.skipTrivia();
    while (text.charCodeAt(this.pos) !== CLOSE_BRACKET) {
      const item = this.value(node);
      stack.push(item);
      this.skipTrivia();
      const c = text.charCodeAt(this.pos);
      if (c === COMMA) {
        this.pos++;
        this.skipTrivia();
      } else if (c !== CLOSE_BRACKET) throw BAIL;
    }
    this.pos++;
    node.length = this.pos - node.offset;
    node.children = stack.slice(base);
    stack.length = base;
    this.depth--;
    return node;
  }

  /** A string token from its opening quote; its value with escapes decoded. */
  private string(): string {
    const text = this.text;
    const open = this.pos;
    const start = ++this.pos;
    for (;;) {
      const c = text.charCodeAt(this.pos);
      if (c === QUOTE) return text.substring(start, this.pos++);
      if (c === BACKSLASH) return this.escapedString(open);
      // control characters (line breaks included) and the end of the text are errors inside a string
      if (c <= 0x1f || c !== c) throw BAIL;
      this.pos++;
    }
  }

  /**
   * The rest of a string that holds an escape: its end found first, then the token decoded by JSON.parse, whose escapes
   * are exactly JSON's (built up piece by piece, a string of 100,000 escapes cost seconds in collections).
   */
  private escapedString(open: number): string {
    const text = this.text;
    for (;;) {
      const c = text.charCodeAt(this.pos);
      if (c === BACKSLASH) this.pos += 2;
      else if (c === QUOTE) break;
      else if (c <= 0x1f || c !== c) throw BAIL;
      else this.pos++;
    }
    const token = text.substring(open, ++this.pos);
    try {
      return JSON.parse(token) as string;
    } catch {
      throw BAIL;
    }
  }

  /** A number token as jsonc-parser's scanner reads it: -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)? */
  private number(): number {
    const text = this.text;
    const start = this.pos;
    if (text.charCodeAt(this.pos) === MINUS) {
      this.pos++;
      if (!isDigit(text.charCodeAt(this.pos))) throw BAIL;
    }
    if (text.charCodeAt(this.pos) === 48) this.pos++;
    else while (isDigit(text.charCodeAt(this.pos))) this.pos++;
    if (text.charCodeAt(this.pos) === DOT) {
      this.pos++;
      if (!isDigit(text.charCodeAt(this.pos))) throw BAIL;
      while (isDigit(text.charCodeAt(this.pos))) this.pos++;
    }
    const e = text.charCodeAt(this.pos);
    if (e === 69 || e === 101) {
      this.pos++;
      const sign = text.charCodeAt(this.pos);
      if (sign === 43 || sign === MINUS) this.pos++;
      if (!isDigit(text.charCodeAt(this.pos))) throw BAIL;
      while (isDigit(text.charCodeAt(this.pos))) this.pos++;
    }
    const value = Number(text.substring(start, this.pos));
    if (Number.isNaN(value)) throw BAIL;
    return value;
  }
}
