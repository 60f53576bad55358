/**
 * Decodes TypeScript/JavaScript and Python string literals, and says whether the value maps onto the source as a JSON
 * string's does: only then are the positions the engine finds inside a value (a misspelt word) exact.
 */

export interface Decoded {
  readonly value: string;
  readonly exact: boolean;
}

const SIMPLE_ESCAPES: Readonly<Record<string, string>> = {
  n: '\n',
  t: '\t',
  r: '\r',
  b: '\b',
  f: '\f',
  v: '\v',
  '0': '\0',
};

/** The content of a TS/JS string or substitution-free template literal (between the quotes). */
export function decodeTs(raw: string): Decoded {
  let value = '';
  let exact = true;
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i]!;
    if (c !== '\\') {
      value += c;
      continue;
    }
    const next = raw[i + 1] ?? '';
    if (next === 'u' && raw[i + 2] === '{') {
      const close = raw.indexOf('}', i + 3);
      exact = false;
      if (close < 0) {
        // unterminated (a syntax error the user is still typing): the rest is kept as written, and decoding ends
        value += raw.slice(i);
        break;
      }
      value += safeCodePoint(parseInt(raw.slice(i + 3, close), 16));
      i = close;
    } else if (next === 'u') {
      value += String.fromCharCode(parseInt(raw.slice(i + 2, i + 6), 16) || 0);
      i += 5;
    } else if (next === 'x') {
      value += String.fromCharCode(parseInt(raw.slice(i + 2, i + 4), 16) || 0);
      exact = false;
      i += 3;
    } else if (next === '\r' || next === '\n' || next === '\u2028' || next === '\u2029') {
      // a line continuation adds nothing to the value
      exact = false;
      i += next === '\r' && raw[i + 2] === '\n' ? 2 : 1;
    } else {
      value += Object.hasOwn(SIMPLE_ESCAPES, next) ? SIMPLE_ESCAPES[next] : next;
      i += 1;
    }
  }
  return { value, exact };
}

/** The content of a Python string (between the quotes); `raw` for r-strings, where backslashes stay. */
export function decodePython(content: string, raw: boolean): Decoded {
  if (raw) return { value: content, exact: !content.includes('\\') };
  let value = '';
  let exact = true;
  for (let i = 0; i < content.length; i++) {
    const c = content[i]!;
    if (c !== '\\') {
      value += c;
      continue;
    }
    const next = content[i + 1] ?? '';
    if (next === 'u') {
      value += String.fromCharCode(parseInt(content.slice(i + 2, i + 6), 16) || 0);
      i += 5;
    } else if (next === 'U') {
      value += safeCodePoint(parseInt(content.slice(i + 2, i + 10), 16));
      exact = false;
      i += 9;
    } else if (next === 'x') {
      value += String.fromCharCode(parseInt(content.slice(i + 2, i + 4), 16) || 0);
      exact = false;
      i += 3;
    } else if (next === 'N' && content[i + 2] === '{') {
      // \N{NAME}: the name table is not worth shipping; the character is unknown, the length is not
      const close = content.indexOf('}', i + 3);
      value += '\uFFFD';
      exact = false;
      i = close < 0 ? content.length : close;
    } else if (/[0-7]/.test(next)) {
      const m = /^[0-7]{1,3}/.exec(content.slice(i + 1))![0];
      value += String.fromCharCode(parseInt(m, 8));
      if (m.length > 1) exact = false;
      i += m.length;
    } else if (next === '\n' || next === '\r') {
      exact = false;
      i += next === '\r' && content[i + 2] === '\n' ? 2 : 1;
    } else if ('\\\'"abfnrtv'.includes(next) && next !== '') {
      value +=
        ({ a: '\x07', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' } as Record<string, string>)[next] ?? next;
      i += 1;
    } else {
      // an unknown escape keeps its backslash: two value characters from two source characters
      value += `\\${next}`;
      exact = false;
      i += 1;
    }
  }
  return { value, exact };
}

function safeCodePoint(n: number): string {
  return Number.isInteger(n) && n >= 0 && n <= 0x10ffff ? String.fromCodePoint(n) : '\uFFFD';
}
