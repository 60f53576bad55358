/** Checks of the string formats MCP fields use (URIs, MIME types, base64, timestamps); spans are value offsets. */
import { fullFormats } from 'ajv-formats/dist/formats';
import { lookupTable } from '../../../../common/util/lookupTable';

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

/** The first problem keeping `value` from being an absolute URI (RFC 3986), or undefined; braces are the caller's. */
export function uriProblem(value: string): FormatProblem | undefined {
  if (value.trim() === '') return { message: 'The URI is empty.', severity: 'error', start: 0, end: value.length };
  if (value !== value.trim()) {
    const start = value.length - value.trimStart().length;
    return {
      message: 'The URI has leading or trailing whitespace, which is not part of any URI.',
      severity: 'error',
      start: start > 0 ? 0 : value.trimEnd().length,
      end: start > 0 ? start : value.length,
      replacement: { title: 'Trim the whitespace', value: value.trim() },
    };
  }
  if (!SCHEME.test(value)) {
    const asFile = value.startsWith('/') ? `file://${encodeURI(value)}` : undefined;
    return {
      message:
        `"${cut(value)}" is not an absolute URI: ` +
        'it needs a scheme such as "file:///", "https://" or a custom "myapp://".',
      severity: 'error',
      start: 0,
      end: Math.min(value.length, Math.max(1, value.search(/[/?#]/) > 0 ? value.search(/[/?#]/) : value.length)),
      replacement: asFile ? { title: `Change to "${asFile}"`, value: asFile } : undefined,
    };
  }
  const authority = authorityProblem(value);
  if (authority) return authority;
  for (let i = 0; i < value.length; i++) {
    const c = value[i]!;
    const code = c.charCodeAt(0);
    if (c === '%') {
      if (!/^%[0-9A-Fa-f]{2}/.test(value.slice(i, i + 3))) {
        return {
          message: '"%" must start a percent-encoding such as %20 (write a literal percent sign as %25).',
          severity: 'error',
          start: i,
          end: i + 1,
          replacement: { title: 'Encode as %25', value: `${value.slice(0, i)}%25${value.slice(i + 1)}` },
        };
      }
      i += 2;
    } else if (code > 0x7f) {
      const encoded = encodeFrom(value, i, (ch) => (ch.charCodeAt(0) > 0x7f ? utf8Encoded(ch) : undefined));
      const width = value.codePointAt(i)! > 0xffff ? 2 : 1;
      const message = isLoneSurrogate(value.slice(i, i + width))
        ? `A lone UTF-16 surrogate (\\u${code.toString(16)}) is not a character and has no UTF-8 encoding; ` +
          'the fix writes U+FFFD (%EF%BF%BD) in its place.'
        : 'Non-ASCII characters are not allowed in a URI; percent-encode them (UTF-8).';
      return {
        message,
        severity: 'warning',
        start: i,
        end: i + width,
        replacement: { title: 'Percent-encode non-ASCII characters', value: encoded },
      };
    } else if (disallowedInUri(c)) {
      const shown = shownCharacter(c);
      const enc = percentEncoded(c);
      // every such character at once: a fix that encodes one of three spaces leaves the next check the second
      const encoded = encodeFrom(value, i, (ch) => (disallowedInUri(ch) ? percentEncoded(ch) : undefined));
      const kinds = new Set([...value].filter(disallowedInUri)).size;
      const title = kinds > 1 ? 'Percent-encode the characters a URI does not allow' : `Encode as ${enc}`;
      return {
        message: `${shown} is not allowed in a URI; percent-encode it as ${enc}.`,
        severity: 'error',
        start: i,
        end: i + 1,
        replacement: { title, value: encoded },
      };
    }
  }
  return undefined;
}

/** Schemes whose URIs name a host: `https://` alone, or `https:x`, reaches nothing. */
const HOST_SCHEMES = new Set(['http', 'https', 'ws', 'wss']);

/** A host that is missing where the scheme needs one, or an IPv6 literal left open (`http://[::1`). */
function authorityProblem(value: string): FormatProblem | undefined {
  const scheme = value.slice(0, value.indexOf(':')).toLowerCase();
  const rest = value.slice(scheme.length + 1);
  if (!rest.startsWith('//')) {
    if (!HOST_SCHEMES.has(scheme)) return undefined;
    return {
      message: `A "${scheme}:" URI needs "//" and a host, such as "${scheme}://example.com/".`,
      severity: 'error',
      start: 0,
      end: scheme.length + 1,
    };
  }
  const start = scheme.length + 3;
  const end = value.slice(start).search(/[/?#]/);
  const authority = value.slice(start, end < 0 ? value.length : start + end);
  const host = authority.slice(authority.lastIndexOf('@') + 1);
  const hostStart = start + authority.length - host.length;
  if (host.startsWith('[') && !host.includes(']')) {
    return {
      message: 'The IPv6 address of the host is not closed: write it in brackets, such as "[::1]".',
      severity: 'error',
      start: hostStart,
      end: hostStart + host.length,
    };
  }
  if (HOST_SCHEMES.has(scheme) && (host === '' || host.startsWith(':'))) {
    return {
      message:
        `This ${scheme} URI has no host: write the server's name after "${scheme}://", ` +
        `such as "${scheme}://example.com/".`,
      severity: 'error',
      start: 0,
      end: hostStart + host.length,
    };
  }
  return undefined;
}

/** A character's UTF-8 bytes, percent-encoded; a lone surrogate as U+FFFD, where encodeURIComponent would throw. */
function utf8Encoded(ch: string): string {
  return isLoneSurrogate(ch) ? '%EF%BF%BD' : encodeURIComponent(ch);
}

function isLoneSurrogate(ch: string): boolean {
  const code = ch.charCodeAt(0);
  return ch.length === 1 && code >= 0xd800 && code <= 0xdfff;
}

function percentEncoded(c: string): string {
  return `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;
}

/** An ASCII character a URI does not allow (braces are the caller's business: template expressions). */
/** How a message names a character a URI does not allow: a space, a control character, or itself in quotes. */
function shownCharacter(c: string): string {
  const code = c.charCodeAt(0);
  if (c === ' ') return 'A space';
  if (code < 0x20 || code === 0x7f) return 'A control character';
  return `"${c}"`;
}

function disallowedInUri(ch: string): boolean {
  return ch.charCodeAt(0) <= 0x7f && !URI_CHAR.test(ch) && ch !== '{' && ch !== '}';
}

/** `value` with each character from `from` on that `encode` has an encoding for replaced by it. */
function encodeFrom(value: string, from: number, encode: (ch: string) => string | undefined): string {
  let out = value.slice(0, from);
  for (const ch of value.slice(from)) out += encode(ch) ?? ch;
  return out;
}

const RESTRICTED_NAME = '[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]{0,126}';
const MIME = new RegExp(`^${RESTRICTED_NAME}/${RESTRICTED_NAME}(\\s*;\\s*[A-Za-z0-9!#$&^_.+-]+=("[^"]*"|[^;\\s]+))*$`);
const SHORTHANDS = lookupTable<string>({
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
});

/** The problem of a MIME type ("type/subtype", optional parameters), or undefined when it is well formed. */
export function mimeTypeProblem(value: string): FormatProblem | undefined {
  if (MIME.test(value)) return undefined;
  const trimmed = value.trim().toLowerCase();
  if (MIME.test(trimmed)) {
    return {
      message: `"${cut(value)}" has surrounding whitespace.`,
      severity: 'error',
      start: 0,
      end: value.length,
      replacement: { title: `Change to "${trimmed}"`, value: trimmed },
    };
  }
  const guess = SHORTHANDS[trimmed.replace(/^\./, '')];
  return {
    message:
      `"${cut(value)}" is not a MIME type: write "type/subtype", ` +
      `e.g. ${guess ? `"${guess}"` : '"text/plain" or "application/json"'}.`,
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
      message: urlSafe
        ? `"${bad[0]}" belongs to the URL-safe base64 alphabet; MCP data is standard base64 ("+" and "/").`
        : `"${bad[0]}" is not a base64 character: the data must be base64-encoded.`,
      severity: 'error',
      start: bad.index,
      end: bad.index + 1,
    };
  }
  const compact = value.replace(/\s/g, '');
  const pad = compact.indexOf('=');
  if ((pad >= 0 && !/^=={0,1}$/.test(compact.slice(pad))) || compact.length % 4 !== 0) {
    return {
      message:
        'The base64 data has the wrong length or padding (it must be a multiple of 4 characters, ' +
        'with at most two "=" at the end): it is probably cut off.',
      severity: 'error',
      start: 0,
      end: value.length,
    };
  }
  return undefined;
}

/** Whether a URI-ish string holds RFC 6570 braces. */
export function hasTemplateBraces(value: string): boolean {
  return /\{[^{}]*\}/.test(value); // [^{}]: linear on a run of unclosed braces
}

/** ISO 8601 date-time as MCP uses it (RFC 3339), also with a bare date, a space, no seconds or no offset. */
const ISO_8601 = /^(\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?([Zz]|[+-]\d{2}:?\d{2})?)?$/;
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** ajv-formats' own check of a format (the one JSON Schema `format` uses), so the engine and schema checks agree. */
function formatCheck(name: 'date' | 'iso-date-time'): (value: string) => boolean {
  const format = fullFormats[name] as { validate: (value: string) => boolean };
  return (value) => format.validate(value);
}
const isFullDate = formatCheck('date');
const isIsoDateTime = formatCheck('iso-date-time');

/** Whether `value` is a full date (YYYY-MM-DD) of a day that exists. */
export function isCalendarDate(value: string): boolean {
  return isFullDate(value);
}

function daysIn(year: number, month: number): number {
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  if (month === 2) return leap ? 29 : 28;
  return [31, 0, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
}

/**
 * The problem of a timestamp, or undefined when it is ISO 8601 and its day exists (`Date.parse` would roll 2025-02-30
 * over to March 2). The message is a predicate, to follow the field's name.
 */
export function timestampProblem(value: string): FormatProblem | undefined {
  const m = ISO_8601.exec(value);
  if (!m) {
    return {
      message: 'is not an ISO 8601 timestamp: write it like "2025-01-12T15:00:58Z".',
      severity: 'error',
      start: 0,
      end: value.length,
    };
  }
  const [, year, month, day, hour, , second] = m;
  if (!isFullDate(`${year}-${month}-${day}`)) {
    const mo = Number(month);
    if (mo < 1 || mo > 12) {
      return {
        message: `names month ${month}, which does not exist: months run from 01 to 12.`,
        severity: 'error',
        start: 5,
        end: 7,
      };
    }
    return {
      message:
        `names ${value.slice(0, 10)}, a day that does not exist: ` +
        `${MONTHS[mo - 1]} ${year} has ${daysIn(Number(year), mo)} days.`,
      severity: 'error',
      start: 0,
      end: 10,
    };
  }
  if (hour === undefined) return undefined;
  // ajv-formats checks the time too (a leap second only at 23:59 UTC); it wants seconds, which ISO 8601 may leave out
  const time = value.slice(11);
  if (
    isIsoDateTime(`${year}-${month}-${day}T${second === undefined ? `${time.slice(0, 5)}:00${time.slice(5)}` : time}`)
  ) {
    return undefined;
  }
  return {
    message:
      `names the time ${time}, which does not exist: ` +
      'hours run from 00 to 23, minutes and seconds from 00 to 59 (a leap second, :60, comes only at 23:59 UTC), ' +
      'and an offset is at most ±23:59.',
    severity: 'error',
    start: 11,
    end: value.length,
  };
}

/** The instant of a timestamp `timestampProblem` accepts, in epoch milliseconds (a leap second as the one before). */
export function timestampMillis(value: string): number {
  return Date.parse(value.replace(/^(.{16}):60/, '$1:59'));
}

/** A value as a message quotes it: at most 60 characters, cut with "…". */
export function cut(value: string, max = 60): string {
  return value.length > max ? `${value.slice(0, max - 3)}…` : value;
}
