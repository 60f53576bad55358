import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import {
  base64Problem,
  cut,
  mimeTypeProblem,
  timestampMillis,
  timestampProblem,
  uriProblem,
  isCalendarDate,
} from '../../../../server/src/engine/util/formats';

const NOT_ABSOLUTE = (shown: string) =>
  `"${shown}" is not an absolute URI: it needs a scheme such as "file:///", "https://" or a custom "myapp://".`;

const WHITESPACE = 'The URI has leading or trailing whitespace, which is not part of any URI.';

const PERCENT = '"%" must start a percent-encoding such as %20 (write a literal percent sign as %25).';

const NON_ASCII = 'Non-ASCII characters are not allowed in a URI; percent-encode them (UTF-8).';

const LONE = (hex: string) =>
  `A lone UTF-16 surrogate (\\u${hex}) is not a character and has no UTF-8 encoding; the fix writes U+FFFD (%EF%BF%BD) in its place.`;

const NO_HOST = (s: string) =>
  `This ${s} URI has no host: write the server's name after "${s}://", such as "${s}://example.com/".`;

const H = 'https://a.example/';

describe('formats: URIs at their edges', () => {
  it('an empty or blank URI, and whitespace around one (only the whitespace is marked)', () => {
    assert.deepEqual(uriProblem(''), { message: 'The URI is empty.', severity: 'error', start: 0, end: 0 });
    assert.deepEqual(uriProblem('   '), { message: 'The URI is empty.', severity: 'error', start: 0, end: 3 });
    assert.deepEqual(uriProblem(` ${H}`), {
      message: WHITESPACE,
      severity: 'error',
      start: 0,
      end: 1,
      replacement: { title: 'Trim the whitespace', value: H },
    });
    assert.deepEqual(uriProblem(`${H}  `), {
      message: WHITESPACE,
      severity: 'error',
      start: 18,
      end: 20,
      replacement: { title: 'Trim the whitespace', value: H },
    });
  });

  it('no scheme: marks up to the path, and offers file:// for an absolute path', () => {
    assert.deepEqual(uriProblem('example.com/path'), {
      message: NOT_ABSOLUTE('example.com/path'),
      severity: 'error',
      start: 0,
      end: 11,
      replacement: undefined,
    });
    assert.deepEqual(uriProblem('?q'), {
      message: NOT_ABSOLUTE('?q'),
      severity: 'error',
      start: 0,
      end: 2,
      replacement: undefined,
    });
    assert.deepEqual(uriProblem('/tmp/x y'), {
      message: NOT_ABSOLUTE('/tmp/x y'),
      severity: 'error',
      start: 0,
      end: 8,
      replacement: { title: 'Change to "file:///tmp/x%20y"', value: 'file:///tmp/x%20y' },
    });
    // a value is quoted whole up to 60 characters, cut with "…" beyond
    const x60 = 'x'.repeat(60);
    assert.deepEqual(uriProblem(x60), {
      message: NOT_ABSOLUTE(x60),
      severity: 'error',
      start: 0,
      end: 60,
      replacement: undefined,
    });
    assert.deepEqual(uriProblem(`${x60}y`), {
      message: NOT_ABSOLUTE(`${'x'.repeat(57)}…`),
      severity: 'error',
      start: 0,
      end: 61,
      replacement: undefined,
    });
    assert.equal(cut('abcdef', 5), 'ab…');
    assert.equal(cut('abcde', 5), 'abcde');
  });

  it('a "%" that starts no percent-encoding', () => {
    assert.deepEqual(uriProblem(`${H}a%zz%20`), {
      message: PERCENT,
      severity: 'error',
      start: 19,
      end: 20,
      replacement: { title: 'Encode as %25', value: `${H}a%25zz%20` },
    });
    assert.deepEqual(uriProblem(`${H}%2G`), {
      message: PERCENT,
      severity: 'error',
      start: 18,
      end: 19,
      replacement: { title: 'Encode as %25', value: `${H}%252G` },
    });
    assert.equal(uriProblem(`${H}%2f%C3%A9`), undefined);
  });

  it('non-ASCII characters: each encoded as UTF-8 (the ASCII left as it is), a lone surrogate as U+FFFD', () => {
    const fix = (value: string) => ({ title: 'Percent-encode non-ASCII characters', value });
    assert.deepEqual(uriProblem(`${H}é/x`), {
      message: NON_ASCII,
      severity: 'warning',
      start: 18,
      end: 19,
      replacement: fix(`${H}%C3%A9/x`),
    });
    // DEL is ASCII: the non-ASCII fix leaves it to its own
    assert.deepEqual(uriProblem(`${H}é\x7f`), {
      message: NON_ASCII,
      severity: 'warning',
      start: 18,
      end: 19,
      replacement: fix(`${H}%C3%A9\x7f`),
    });
    assert.deepEqual(uriProblem(`${H}\uffffx`), {
      message: NON_ASCII,
      severity: 'warning',
      start: 18,
      end: 19,
      replacement: fix(`${H}%EF%BF%BFx`),
    });
    assert.deepEqual(uriProblem(`${H}😀`), {
      message: NON_ASCII,
      severity: 'warning',
      start: 18,
      end: 20,
      replacement: fix(`${H}%F0%9F%98%80`),
    });
    assert.deepEqual(uriProblem(`${H}\ud800x`), {
      message: LONE('d800'),
      severity: 'warning',
      start: 18,
      end: 19,
      replacement: fix(`${H}%EF%BF%BDx`),
    });
    assert.deepEqual(uriProblem(`${H}\udfff`), {
      message: LONE('dfff'),
      severity: 'warning',
      start: 18,
      end: 19,
      replacement: fix(`${H}%EF%BF%BD`),
    });
  });

  it('ASCII a URI does not allow: spaces, control characters, quotes; braces are template expressions', () => {
    const one = (start: number, message: string, enc: string, value: string) => ({
      message,
      severity: 'error',
      start,
      end: start + 1,
      replacement: { title: `Encode as ${enc}`, value },
    });
    assert.deepEqual(
      uriProblem(`${H}a b`),
      one(19, 'A space is not allowed in a URI; percent-encode it as %20.', '%20', `${H}a%20b`),
    );
    assert.deepEqual(
      uriProblem(`${H}a\x7f`),
      one(19, 'A control character is not allowed in a URI; percent-encode it as %7F.', '%7F', `${H}a%7F`),
    );
    assert.deepEqual(
      uriProblem(`${H}a\x01`),
      one(19, 'A control character is not allowed in a URI; percent-encode it as %01.', '%01', `${H}a%01`),
    );
    assert.deepEqual(
      uriProblem(`${H}"x"`),
      one(18, '""" is not allowed in a URI; percent-encode it as %22.', '%22', `${H}%22x%22`),
    );
    // the non-ASCII after it is the next fix's business
    assert.deepEqual(
      uriProblem(`${H}a b/é`),
      one(19, 'A space is not allowed in a URI; percent-encode it as %20.', '%20', `${H}a%20b/é`),
    );
    assert.deepEqual(
      uriProblem(`${H}{id} x`),
      one(22, 'A space is not allowed in a URI; percent-encode it as %20.', '%20', `${H}{id}%20x`),
    );
    assert.deepEqual(uriProblem(`${H}<a b>`), {
      message: '"<" is not allowed in a URI; percent-encode it as %3C.',
      severity: 'error',
      start: 18,
      end: 19,
      replacement: { title: 'Percent-encode the characters a URI does not allow', value: `${H}%3Ca%20b%3E` },
    });
  });

  it('a host missing where the scheme needs one, or an IPv6 literal left open', () => {
    assert.deepEqual(uriProblem('ws:x'), {
      message: 'A "ws:" URI needs "//" and a host, such as "ws://example.com/".',
      severity: 'error',
      start: 0,
      end: 3,
    });
    assert.deepEqual(uriProblem('wss://'), { message: NO_HOST('wss'), severity: 'error', start: 0, end: 6 });
    assert.deepEqual(uriProblem('https:///path'), { message: NO_HOST('https'), severity: 'error', start: 0, end: 8 });
    assert.deepEqual(uriProblem('https://user@'), { message: NO_HOST('https'), severity: 'error', start: 0, end: 13 });
    assert.deepEqual(uriProblem('https://:8080/'), { message: NO_HOST('https'), severity: 'error', start: 0, end: 13 });
    assert.deepEqual(uriProblem('http://[::1'), {
      message: 'The IPv6 address of the host is not closed: write it in brackets, such as "[::1]".',
      severity: 'error',
      start: 7,
      end: 11,
    });
    for (const ok of ['mailto:a@b.example', 'file:///tmp/x', 'x-app://[::1]:80/a', 'urn:isbn:0451450523']) {
      assert.equal(uriProblem(ok), undefined, ok);
    }
  });
});

describe('formats: MIME types, base64 and timestamps at their edges', () => {
  const notMime = (v: string, guess?: string) => ({
    message: `"${v}" is not a MIME type: write "type/subtype", e.g. ${guess ? `"${guess}"` : '"text/plain" or "application/json"'}.`,
    severity: 'error',
    start: 0,
    end: v.length,
    replacement: guess ? { title: `Change to "${guess}"`, value: guess } : undefined,
  });

  it('MIME types: whitespace around one, and the shorthands people write for one', () => {
    assert.deepEqual(mimeTypeProblem(' text/plain '), {
      message: '" text/plain " has surrounding whitespace.',
      severity: 'error',
      start: 0,
      end: 12,
      replacement: { title: 'Change to "text/plain"', value: 'text/plain' },
    });
    assert.deepEqual(mimeTypeProblem(' Text/Plain'), {
      message: '" Text/Plain" has surrounding whitespace.',
      severity: 'error',
      start: 0,
      end: 11,
      replacement: { title: 'Change to "text/plain"', value: 'text/plain' },
    });
    const shorthands: [string, string][] = [
      ['json', 'application/json'],
      ['.json', 'application/json'],
      ['text', 'text/plain'],
      ['txt', 'text/plain'],
      ['plain', 'text/plain'],
      ['markdown', 'text/markdown'],
      ['MD', 'text/markdown'],
      ['html', 'text/html'],
      ['csv', 'text/csv'],
      ['xml', 'application/xml'],
      ['yaml', 'application/yaml'],
      ['pdf', 'application/pdf'],
      ['png', 'image/png'],
      ['.jpg', 'image/jpeg'],
      ['JPEG', 'image/jpeg'],
      ['gif', 'image/gif'],
      ['svg', 'image/svg+xml'],
      ['webp', 'image/webp'],
      ['mp3', 'audio/mpeg'],
      ['wav', 'audio/wav'],
    ];
    for (const [v, guess] of shorthands) {
      assert.deepEqual(mimeTypeProblem(v), notMime(v, guess), v);
      assert.equal(mimeTypeProblem(guess), undefined, guess);
    }
    // only a leading dot is an extension's
    assert.deepEqual(mimeTypeProblem('p.df'), notMime('p.df'));
    assert.deepEqual(mimeTypeProblem('foo'), notMime('foo'));
    assert.equal(mimeTypeProblem('text/plain; charset=utf-8'), undefined);
  });

  it('base64: the URL-safe alphabet, other characters, and length and padding', () => {
    const urlSafe = (c: string) =>
      `"${c}" belongs to the URL-safe base64 alphabet; MCP data is standard base64 ("+" and "/").`;
    assert.deepEqual(base64Problem('ab-c'), { message: urlSafe('-'), severity: 'error', start: 2, end: 3 });
    assert.deepEqual(base64Problem('ab_c'), { message: urlSafe('_'), severity: 'error', start: 2, end: 3 });
    assert.deepEqual(base64Problem('ab*c'), {
      message: '"*" is not a base64 character: the data must be base64-encoded.',
      severity: 'error',
      start: 2,
      end: 3,
    });
    const cutOff = (end: number) => ({
      message:
        'The base64 data has the wrong length or padding (it must be a multiple of 4 characters, with at most two "=" at the end): it is probably cut off.',
      severity: 'error',
      start: 0,
      end,
    });
    for (const v of ['Q=Q=', '=AAA', 'QQ=A', 'Q===']) assert.deepEqual(base64Problem(v), cutOff(4), v);
    assert.deepEqual(base64Problem('QUJ'), cutOff(3));
    for (const v of ['QQ==', 'QUI=', 'QUJD\nRA==', 'QU JD\r\n\tRA==', '']) {
      assert.equal(base64Problem(v), undefined, JSON.stringify(v));
    }
  });

  it("timestamps: the shape whole, each month's days, leap years, times without seconds", () => {
    const shape = (v: string) => ({
      message: 'is not an ISO 8601 timestamp: write it like "2025-01-12T15:00:58Z".',
      severity: 'error',
      start: 0,
      end: v.length,
    });
    for (const v of ['x2025-01-12T00:00:00Z', '2025-01-12T00:00:00Zx', '2025-01-12T00:00:00.Z']) {
      assert.deepEqual(timestampProblem(v), shape(v), v);
    }
    const month = (m: string) => ({
      message: `names month ${m}, which does not exist: months run from 01 to 12.`,
      severity: 'error',
      start: 5,
      end: 7,
    });
    assert.deepEqual(timestampProblem('2025-13-01'), month('13'));
    assert.deepEqual(timestampProblem('2025-00-10'), month('00'));
    const names = [
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
    const days = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
    const noDay = (v: string, name: string, year: string, n: number) => ({
      message: `names ${v}, a day that does not exist: ${name} ${year} has ${n} days.`,
      severity: 'error',
      start: 0,
      end: 10,
    });
    names.forEach((name, i) => {
      const v = `2025-${String(i + 1).padStart(2, '0')}-32`;
      assert.deepEqual(timestampProblem(v), noDay(v, name, '2025', days[i]!), v);
    });
    assert.deepEqual(timestampProblem('1900-02-29'), noDay('1900-02-29', 'February', '1900', 28));
    assert.deepEqual(timestampProblem('2000-02-30'), noDay('2000-02-30', 'February', '2000', 29));
    assert.deepEqual(timestampProblem('2024-02-30'), noDay('2024-02-30', 'February', '2024', 29));
    for (const v of [
      '2024-02-29',
      '2000-02-29',
      '2025-01-12T10:30+01:00',
      '2025-01-12T10:30',
      '2025-01-12 10:30Z',
      '2025-01-12T10:30:15.5-0800',
    ]) {
      assert.equal(timestampProblem(v), undefined, v);
    }
    const time = (v: string) => ({
      message: `names the time ${v.slice(11)}, which does not exist: hours run from 00 to 23, minutes and seconds from 00 to 59 (a leap second, :60, comes only at 23:59 UTC), and an offset is at most ±23:59.`,
      severity: 'error',
      start: 11,
      end: v.length,
    });
    for (const v of ['2025-01-12T10:61+01:00', '2025-01-12T24:00:00Z', '2025-01-12T10:60']) {
      assert.deepEqual(timestampProblem(v), time(v), v);
    }
    assert.equal(timestampMillis('2016-12-31T23:59:60Z'), Date.parse('2016-12-31T23:59:59Z'));
  });
});

describe('timestampProblem', () => {
  it('names the part that does not exist', () => {
    assert.match(timestampProblem('2025-00-10')!.message, /month 00/);
    assert.match(timestampProblem('2024-02-30T00:00:00Z')!.message, /February 2024 has 29 days/);
    assert.match(timestampProblem('0000-02-30')!.message, /February 0000 has 29 days/);
    assert.match(timestampProblem('2025-01-01T24:00:00Z')!.message, /time 24:00:00Z/);
    assert.match(timestampProblem('2025-01-01T10:00:00+24:00')!.message, /offset is at most/);
    assert.match(timestampProblem('yesterday')!.message, /not an ISO 8601 timestamp/);
  });
  it('counts a leap second as the second before it', () => {
    assert.equal(timestampProblem('2016-12-31T18:59:60-05:00'), undefined);
    assert.equal(timestampMillis('2016-12-31T23:59:60Z'), Date.parse('2016-12-31T23:59:59Z'));
  });
  it('isCalendarDate refuses days Date.parse rolls over', () => {
    assert.equal(isCalendarDate('2025-02-28'), true);
    assert.equal(isCalendarDate('2025-02-29'), false);
    assert.equal(isCalendarDate('2025-02-28T00:00:00Z'), false);
  });
});
