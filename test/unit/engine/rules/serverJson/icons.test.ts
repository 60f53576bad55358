import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { applyFix, codes, lintText } from '../../../../helpers/engine';
import { only, runCases, textOf } from '../../ruleCases';

const P = 'server.json';

const CURRENT = 'https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json';

const base = {
  $schema: CURRENT,
  name: 'io.github.user/weather',
  description: 'Weather data and forecasts',
  version: '1.0.0',
};

const S = (extra: object = {}) => ({ ...base, ...extra });

/** Each finding of `code` in `doc`, as its fixes: [title, preferred, safe] each. */
const fixesOf = (doc: object, code: string) =>
  only(lintText(P, doc), code).map((f) => (f.fixes ?? []).map((x) => [x.title, x.preferred ?? false, x.safe ?? false]));

const icon = (i: unknown) => S({ icons: [i] });

const png = (extra: object = {}) => icon({ src: 'https://example.com/icon.png', ...extra });

describe('server.json: icons and legacy keys', () => {
  runCases([
    {
      code: 'MCP817',
      title: 'http icon, fixed',
      path: P,
      bad: S({ icons: [{ src: 'http://example.com/icon.png' }] }),
      good: S({
        icons: [{ src: 'https://example.com/icon.png', mimeType: 'image/png', sizes: ['48x48', 'any'], theme: 'dark' }],
      }),
      fix: true,
      severity: 'error',
    },
    {
      code: 'MCP817',
      title: 'a data: icon',
      path: P,
      bad: S({ icons: [{ src: 'data:image/png;base64,AAAA' }] }),
      good: S({ icons: [{ src: 'https://example.com/i.svg', mimeType: 'image/svg+xml' }] }),
    },
    {
      code: 'MCP817',
      title: 'image/svg, fixed',
      path: P,
      bad: S({ icons: [{ src: 'https://example.com/i.svg', mimeType: 'image/svg' }] }),
      good: S({ icons: [{ src: 'https://example.com/i.svg', mimeType: 'image/svg+xml' }] }),
      fix: true,
    },
    {
      code: 'MCP817',
      title: 'a size without height',
      path: P,
      bad: S({ icons: [{ src: 'https://example.com/i.png', sizes: ['48'] }] }),
      good: S({ icons: [{ src: 'https://example.com/i.png', sizes: ['48x48'] }] }),
    },
    {
      code: 'MCP817',
      title: 'src over 255 characters',
      path: P,
      bad: S({ icons: [{ src: `https://example.com/${'a'.repeat(240)}.png` }] }),
      good: S({ icons: [{ src: `https://example.com/${'a'.repeat(200)}.png` }] }),
    },
  ]);
});

describe('server.json: icons at their edges', () => {
  runCases([
    {
      code: 'MCP817',
      title: 'icons not an array, said',
      path: P,
      bad: S({ icons: { src: 'https://example.com/i.png' } }),
      good: png(),
      message: /^"icons" must be an array of icon objects, not an object\.$/,
    },
    {
      code: 'MCP817',
      title: 'an icon not an object, said',
      path: P,
      bad: icon('https://example.com/i.png'),
      good: png(),
      message: /^An icon must be an object with "src", not a string\.$/,
    },
    {
      code: 'MCP817',
      title: 'no src, said, at the icon',
      path: P,
      bad: icon({ mimeType: 'image/png' }),
      good: png({ mimeType: 'image/png' }),
      message: /^An icon needs "src", the https URL of the image\.$/,
    },
    { code: 'MCP817', title: 'a src not a string, at the src', path: P, bad: icon({ src: 1 }), good: png(), span: '1' },
    {
      code: 'MCP817',
      title: 'an http src, said and fixed',
      path: P,
      bad: icon({ src: 'http://example.com/i.png' }),
      good: png(),
      fix: 'Change to https://example.com/i.png',
      message:
        /^Icon "src" must be an absolute https URL \(not http\); the registry rejects http, data: and relative icons\.$/,
      fixed: (t) => assert.equal(JSON.parse(t).icons[0].src, 'https://example.com/i.png'),
    },
    {
      code: 'MCP817',
      title: 'a relative src, said, no scheme',
      path: P,
      bad: icon({ src: 'icon.png' }),
      good: png(),
      message: /^Icon "src" must be an absolute https URL; the registry rejects/,
    },
    {
      code: 'MCP817',
      title: 'a data: src, its scheme said',
      path: P,
      bad: icon({ src: 'data:image/png;base64,AA' }),
      good: png(),
      message: /\(not data\)/,
    },
    {
      code: 'MCP817',
      title: 'a src of 256 characters (255 pass)',
      path: P,
      bad: icon({ src: `https://example.com/${'a'.repeat(232)}.png` }),
      good: icon({ src: `https://example.com/${'a'.repeat(231)}.png` }),
      message: /^Icon "src" is 256 characters long; the registry allows at most 255\.$/,
    },
    {
      code: 'MCP817',
      title: 'a mimeType not a string, said',
      path: P,
      bad: png({ mimeType: 1 }),
      good: png({ mimeType: 'image/jpg' }),
      message: /^Icon "mimeType" must be one of image\/png, image\/jpeg, image\/jpg, image\/svg\+xml, image\/webp\.$/,
    },
    {
      code: 'MCP817',
      title: 'a misspelt mimeType, said and fixed',
      path: P,
      bad: png({ mimeType: 'image/pgn' }),
      good: png({ mimeType: 'image/png' }),
      fix: 'Change to "image/png"',
      message: /, not "image\/pgn"\.$/,
    },
    {
      code: 'MCP817',
      title: 'a mimeType far off, fixed from the extension',
      path: P,
      bad: icon({ src: 'https://example.com/logo.WEBP?v=2', mimeType: 'application/octet-stream' }),
      good: icon({ src: 'https://example.com/logo.webp', mimeType: 'image/webp' }),
      fix: 'Change to "image/webp"',
    },
    {
      code: 'MCP817',
      title: 'a mimeType far off, fixed from a .jpeg extension',
      path: P,
      bad: icon({ src: 'https://example.com/logo.jpeg#x', mimeType: 'text/html' }),
      good: icon({ src: 'https://example.com/logo.jpeg', mimeType: 'image/jpeg' }),
      fix: 'Change to "image/jpeg"',
    },
    {
      code: 'MCP817',
      title: 'sizes a string, said and wrapped',
      path: P,
      bad: png({ sizes: '48x48' }),
      good: png({ sizes: ['48x48', 'any'] }),
      fix: 'Wrap in an array',
      message: /^Icon "sizes" must be an array such as \["48x48"\], not a string\.$/,
      fixed: (t) => assert.deepEqual(JSON.parse(t).icons[0].sizes, ['48x48']),
    },
    { code: 'MCP817', title: 'sizes an object, no fix', path: P, bad: png({ sizes: {} }), good: png({ sizes: [] }) },
    {
      code: 'MCP817',
      title: 'a size with words around it, said',
      path: P,
      bad: png({ sizes: ['size 48x48'] }),
      good: png({ sizes: ['480x48'] }),
      message: /^Icon size "size 48x48" must be WIDTHxHEIGHT \(e\.g\. "48x48"\) or "any"\.$/,
    },
    {
      code: 'MCP817',
      title: 'a size followed by more',
      path: P,
      bad: png({ sizes: ['48x48px'] }),
      good: png({ sizes: ['48x48'] }),
    },
    {
      code: 'MCP817',
      title: 'a size not a string, said',
      path: P,
      bad: png({ sizes: [48] }),
      good: png({ sizes: ['any'] }),
      message: /^An icon size is a string, not an integer: it must be WIDTHxHEIGHT \(e\.g\. "48x48"\) or "any"\.$/,
    },
    {
      code: 'MCP817',
      title: 'anything but any',
      path: P,
      bad: png({ sizes: ['anyx'] }),
      good: png({ sizes: ['any'] }),
    },
    {
      code: 'MCP817',
      title: 'a theme neither light nor dark, said',
      path: P,
      bad: png({ theme: 'blue' }),
      good: png({ theme: 'dark' }),
      message: /^Icon "theme" must be "light" or "dark", not "blue"\.$/,
    },
    {
      code: 'MCP817',
      title: 'a theme not a string, said',
      path: P,
      bad: png({ theme: true }),
      good: png({ theme: 'light' }),
      message: /^Icon "theme" must be "light" or "dark"\.$/,
    },
  ]);

  it('offers a mimeType fix only when one can be guessed, and an https one only for http', () => {
    assert.deepEqual(fixesOf(icon({ src: 'https://example.com/logo', mimeType: 'text/html' }), 'MCP817'), [[]]);
    assert.deepEqual(fixesOf(icon({ src: 'https://example.com/logo.gif', mimeType: 'text/html' }), 'MCP817'), [[]]);
    assert.deepEqual(fixesOf(png({ mimeType: 'image/svg' }), 'MCP817'), [[['Change to "image/svg+xml"', true, false]]]);
    assert.deepEqual(fixesOf(icon({ src: 'ftp://example.com/i.png' }), 'MCP817'), [[]]);
    assert.deepEqual(fixesOf(icon({ src: 'http://example.com/i.png' }), 'MCP817'), [
      [['Change to https://example.com/i.png', true, false]],
    ]);
    assert.deepEqual(fixesOf(png({ sizes: '48x48' }), 'MCP817'), [[['Wrap in an array', true, false]]]);
  });
});

describe('server.json: what the second mutation run asked for', () => {
  it('an icon over http in capitals or with blanks around it: the fix changes the scheme (it changed nothing)', () => {
    assert.deepEqual(fixesOf(icon({ src: 'HTTP://Example.com:8443/i.png' }), 'MCP817'), [
      [['Change to https://Example.com:8443/i.png', true, false]],
    ]);
    assert.deepEqual(fixesOf(icon({ src: ' http://example.com/i.png ' }), 'MCP817'), [
      [['Change to https://example.com/i.png', true, false]],
    ]);
    const bad = textOf(icon({ src: ' HTTP://example.com/i.png' }));
    const fixed = applyFix(bad, lintText(P, bad), 'MCP817');
    assert.equal(JSON.parse(fixed).icons[0].src, 'https://example.com/i.png');
    assert.deepEqual(codes(lintText(P, fixed)), []);
  });

  it("an icon's mimeType guessed from the extension at the end of the URL, for each extension", () => {
    for (const [ext, mime] of [
      ['png', 'image/png'],
      ['jpg', 'image/jpeg'],
      ['JPEG', 'image/jpeg'],
      ['svg', 'image/svg+xml'],
      ['webp', 'image/webp'],
    ]) {
      assert.deepEqual(
        fixesOf(icon({ src: `https://example.com/logo.${ext}`, mimeType: 'text/html' }), 'MCP817'),
        [[[`Change to "${mime}"`, true, false]]],
        ext,
      );
    }
    assert.deepEqual(fixesOf(png({ sizes: {} }), 'MCP817'), [[]]);
  });
});
