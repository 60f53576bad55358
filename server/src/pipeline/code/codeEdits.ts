import type { OffsetEdit } from '../../engine/types';
import type { Container, KeyStyle, Span } from '../../code/ir';
import type { CodeLanguage } from '../../../../common/formats/codeLanguages';

/** Edits of TypeScript/JavaScript and Python source: values in the language, entries added and removed with commas. */

export function isPython(language: CodeLanguage): boolean {
  return language === 'python';
}

/** A plain value (what a JSON fix would write) as a literal of the language; strings keep the quote given. */
export function renderValue(value: unknown, language: CodeLanguage, quote = isPython(language) ? '"' : "'"): string {
  if (typeof value === 'string') return quoteString(value, quote);
  if (typeof value === 'boolean') {
    if (!isPython(language)) return String(value);
    return value ? 'True' : 'False';
  }
  if (value === null) return isPython(language) ? 'None' : 'null';
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return `[${value.map((v) => renderValue(v, language, quote)).join(', ')}]`;
  if (typeof value === 'object') {
    const parts = Object.entries(value as Record<string, unknown>).map(
      ([k, v]) =>
        `${isPython(language) ? quoteString(k, quote) : keyWord(k, quote)}: ${renderValue(v, language, quote)}`,
    );
    return parts.length ? `{ ${parts.join(', ')} }` : '{}';
  }
  return String(value);
}

/** A string literal with the given delimiter (`'`, `"`, `` ` ``, or a triple quote), escaped for it. */
export function quoteString(value: string, quote: string): string {
  const q = quote || '"';
  const single = q.length === 1 ? q : q[0]!;
  const escaped = value
    .replace(/\\/g, '\\\\')
    .replace(new RegExp(single === '`' ? '[`$]' : single, 'g'), (c) => `\\${c}`)
    .replace(/\n/g, '\\n')
    .replace(/\r/g, '\\r')
    .replace(/\t/g, '\\t');
  return `${q}${escaped}${q}`;
}

function keyWord(key: string, quote: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? key : quoteString(key, quote === '`' ? "'" : quote);
}

/** How a new key is written in a key style; undefined when it cannot be (a keyword argument must be an identifier). */
export function renderKey(key: string, style: KeyStyle, quote: string): string | undefined {
  switch (style) {
    case 'identifier':
      return keyWord(key, quote || "'");
    case 'quoted':
      return quoteString(key, quote || '"');
    case 'kwarg':
      return /^[A-Za-z_]\w*$/.test(key) ? key : undefined;
    default:
      return undefined;
  }
}

/** `key: value` in an object literal or dictionary, `key=value` in a call. */
export function entryText(container: Container, key: string, valueText: string): string {
  if (container.style === 'py-call') return `${key}=${valueText}`;
  if (container.style === 'py-dict') return `${quoteString(key, '"')}: ${valueText}`;
  return `${keyWord(key, "'")}: ${valueText}`;
}

/** Removes the item at `item` from the container with its comma, keeping the layout of the rest. */
export function removeItem(container: Container, item: Span): OffsetEdit[] {
  const items = container.items;
  const i = items.findIndex((s) => s.start === item.start);
  if (i < 0) return [];
  if (i < items.length - 1) {
    return [{ offset: items[i]!.start, length: items[i + 1]!.start - items[i]!.start, newText: '' }];
  }
  if (i > 0) return [{ offset: items[i - 1]!.end, length: items[i]!.end - items[i - 1]!.end, newText: '' }];
  // the only item: leave the brackets empty
  return [{ offset: container.innerStart, length: container.innerEnd - container.innerStart, newText: '' }];
}

/** Adds an entry after the last item, in the container's layout (one line, or one item per line). */
export function addItem(text: string, container: Container, entry: string): OffsetEdit[] {
  const items = container.items;
  if (!items.length) {
    const padded = container.style === 'py-call' ? entry : ` ${entry} `;
    return [{ offset: container.innerStart, length: container.innerEnd - container.innerStart, newText: padded }];
  }
  const last = items[items.length - 1]!;
  const comma = commaAfter(text, last.end, container.innerEnd);
  const multiline = /\n/.test(text.slice(container.innerStart, items[0]!.start));
  if (multiline) {
    const indent = indentBefore(text, last.start);
    return comma !== undefined
      ? [{ offset: comma + 1, length: 0, newText: `\n${indent}${entry},` }]
      : [{ offset: last.end, length: 0, newText: `,\n${indent}${entry}` }];
  }
  return comma !== undefined
    ? [{ offset: comma + 1, length: 0, newText: ` ${entry},` }]
    : [{ offset: last.end, length: 0, newText: `, ${entry}` }];
}

function commaAfter(text: string, from: number, limit: number): number | undefined {
  let i = from;
  while (i < limit && /\s/.test(text[i]!)) i++;
  return text[i] === ',' ? i : undefined;
}

function indentBefore(text: string, offset: number): string {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  return /^[ \t]*/.exec(text.slice(lineStart, offset))![0];
}
