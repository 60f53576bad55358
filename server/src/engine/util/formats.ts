/** Checks of the string formats MCP fields use: URIs, MIME types, base64. Spans are offsets into the value. */

export interface FormatProblem {
  readonly message: string;
  readonly severity: 'error' | 'warning';
  readonly start: number;
  readonly end: number;
  readonly replacement?: { readonly title: string; readonly value: string };
}

const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/;
/** RFC 3986 characters (unreserved, reserved, and "%" for pct-encoding). */
const URI_CHAR = /[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]/;

/** The first problem that keeps `value` from being an absolute URI (RFC 3986), or undefined. Braces are the caller's business. */
export function uriProblem(value: string): FormatProblem | undefined {
  if (value.trim() === '') return { message: 'The URI is empty.', severity: 'error', start: 0, end: value.length };
  if (value !== value.trim()) {
    const start = value.length - value.trimStart().length;
    return { message: 'The URI has leading or trailing whitespace, which is not part of any URI.', severity: 'error', start: start > 0 ? 0 : value.trimEnd().length, end: start > 0 ? start : value.length, replacement: { title: 'Trim the whitespace', value: value.trim() } };
  }
  if (!SCHEME.test(value)) {
    const asFile = value.startsWith('/') ? `file://${encodeURI(value)}` : undefined;
    return {
      message: `"${value.length > 60 ? `${value.slice(0, 57)}…` : value}" is not an absolute URI: it needs a scheme such as "file:///", "https://" or a custom "myapp://".`,
      severity: 'error',
      start: 0,
      end: Math.min(value.length, Math.max(1, value.search(/[/?#]/) > 0 ? value.search(/[/?#]/) : value.length)),
      replacement: asFile ? { title: `Change to "${asFile}"`, value: asFile } : undefined,
    };
  }
  for (let i = 0; i < value.length; i++) {
    const c = value[i]!;
    const code = c.charCodeAt(0);
    if (c === '%') {
      if (!/^%[0-9A-Fa-f]{2}/.test(value.slice(i, i + 3))) {
        return { message: '"%" must start a percent-encoding such as %20 (write a literal percent sign as %25).', severity: 'error', start: i, end: i + 1, replacement: { title: 'Encode as %25', value: `${value.slice(0, i)}%25${value.slice(i + 1)}` } };
      }
      i += 2;
    } else if (code > 0x7f) {
      const encoded = encodeFrom(value, i);
      return { message: 'Non-ASCII characters are not allowed in a URI; percent-encode them (UTF-8).', severity: 'warning', start: i, end: i + (code >= 0xd800 && code <= 0xdbff ? 2 : 1), replacement: { title: 'Percent-encode non-ASCII characters', value: encoded } };
    } else if (!URI_CHAR.test(c) && c !== '{' && c !== '}') {
      const shown = c === ' ' ? 'A space' : code < 0x20 || code === 0x7f ? 'A control character' : `"${c}"`;
      const enc = `%${code.toString(16).toUpperCase().padStart(2, '0')}`;
      return { message: `${shown} is not allowed in a URI; percent-encode it as ${enc}.`, severity: 'error', start: i, end: i + 1, replacement: { title: `Encode as ${enc}`, value: `${value.slice(0, i)}${enc}${value.slice(i + 1)}` } };
    }
  }
  return undefined;
}

function encodeFrom(value: string, from: number): string {
  let out = value.slice(0, from);
  for (const ch of value.slice(from)) out += ch.charCodeAt(0) > 0x7f ? encodeURIComponent(ch) : ch;
  return out;
}

const RESTRICTED_NAME = "[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]{0,126}";
const MIME = new RegExp(`^${RESTRICTED_NAME}/${RESTRICTED_NAME}(\\s*;\\s*[A-Za-z0-9!#$&^_.+-]+=("[^"]*"|[^;\\s]+))*$`);
const SHORTHANDS: Record<string, string> = {
  json: 'application/json',
  text: 'text/plain',
  txt: 'text/plain',
  plain: 'text/plain',
  markdown: 'text/markdown',
  md: 'text/markdown',
  html: 'text/html',
  csv: 'text/csv',
  xml: 'application/xml',
  yaml: 'application/yaml',
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  webp: 'image/webp',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
};

/** The problem of a MIME type ("type/subtype", optional parameters), or undefined when it is well formed. */
export function mimeTypeProblem(value: string): FormatProblem | undefined {
  if (MIME.test(value)) return undefined;
  const trimmed = value.trim().toLowerCase();
  if (MIME.test(trimmed)) return { message: `"${value}" has surrounding whitespace.`, severity: 'error', start: 0, end: value.length, replacement: { title: `Change to "${trimmed}"`, value: trimmed } };
  const guess = SHORTHANDS[trimmed.replace(/^\./, '')];
  return {
    message: `"${value}" is not a MIME type: write "type/subtype", e.g. ${guess ? `"${guess}"` : '"text/plain" or "application/json"'}.`,
    severity: 'error',
    start: 0,
    end: value.length,
    replacement: guess ? { title: `Change to "${guess}"`, value: guess } : undefined,
  };
}

/** The problem of a base64 payload (standard alphabet, padded), or undefined. */
export function base64Problem(value: string): FormatProblem | undefined {
  const bad = /[^A-Za-z0-9+/=\s]/.exec(value);
  if (bad) {
    const urlSafe = bad[0] === '-' || bad[0] === '_';
    return {
      message: urlSafe ? `"${bad[0]}" belongs to the URL-safe base64 alphabet; MCP data is standard base64 ("+" and "/").` : `"${bad[0]}" is not a base64 character: the data must be base64-encoded.`,
      severity: 'error',
      start: bad.index,
      end: bad.index + 1,
    };
  }
  const compact = value.replace(/\s+/g, '');
  const pad = compact.indexOf('=');
  if ((pad >= 0 && !/^=={0,1}$/.test(compact.slice(pad))) || compact.length % 4 !== 0) {
    return { message: 'The base64 data has the wrong length or padding (it must be a multiple of 4 characters, with at most two "=" at the end): it is probably cut off.', severity: 'error', start: 0, end: value.length };
  }
  return undefined;
}

/** Whether a URI-ish string holds RFC 6570 braces. */
export function hasTemplateBraces(value: string): boolean {
  return /\{[^{}]*\}/.test(value); // [^{}]: linear on a run of unclosed braces
}
