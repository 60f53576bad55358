import type { Node } from 'jsonc-parser';

/**
 * Maps positions in a JSON string's decoded value to document offsets. jsonc-parser gives only the decoded value, and
 * an escape (`\n`, `\u200b`) is several source characters, so the raw string text is scanned again.
 */
export interface StringSource {
  /** The decoded value. */
  readonly value: string;
  /** Document span of the value's characters [start, end), i.e. `toDocument(start, end)`. */
  toDocument(start: number, end: number): { offset: number; length: number };
  /** Document offset where value index `i` starts (i may equal value.length: the closing quote). */
  offsetOf(i: number): number;
}

/** The source characters of the escape at `pos`: six for `\uXXXX`, two for the others (`\n`, `\"`, …). */
function escapeLength(text: string, pos: number): number {
  return text[pos + 1] === 'u' ? 6 : 2;
}

/** The source map of a string node, or undefined for any other node. */
export function stringSource(text: string, node: Node): StringSource | undefined {
  if (node.type !== 'string') return undefined;
  // a string node's value is its decoded text
  const value = node.value as string;
  let starts: Int32Array | undefined;
  const build = (): Int32Array => {
    // starts[i] = document offset of value index i; starts[value.length] = offset of the closing quote, or of the end
    // of the node's text when the string is not closed yet (`"ab` while typing: its `b` is part of the value)
    const out = new Int32Array(value.length + 1);
    const limit = node.offset + node.length;
    let pos = node.offset + 1;
    let i = 0;
    while (i < value.length && pos < limit) {
      const c = text.charCodeAt(pos);
      if (c === 34 /* " */) break; // only the closing quote is unescaped
      out[i] = pos;
      pos += c === 92 /* \ */ ? escapeLength(text, pos) : 1;
      i++;
    }
    for (; i <= value.length; i++) out[i] = Math.min(pos, limit);
    return out;
  };
  const offsetOf = (i: number): number => {
    starts ??= build();
    return starts[Math.max(0, Math.min(i, value.length))]!;
  };
  return {
    value,
    offsetOf,
    toDocument(start, end) {
      const offset = offsetOf(start);
      return { offset, length: Math.max(0, offsetOf(end) - offset) };
    },
  };
}
