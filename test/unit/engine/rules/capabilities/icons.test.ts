import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { applyFix, codes, lintText, spanOf } from '../../../../helpers/engine';
import { toolWith, tools } from './fixtures';
import { transcript } from '../../../../helpers/transcript';

const lint = (text: string) => lintText('tools.json', text);

const withIcons = (...icons: unknown[]) => tools(toolWith({ icons }));

const icon = (...icons: unknown[]) => tools(toolWith({ icons }));

const src = 'https://e.com/i.png';

describe('icons (MCP020)', () => {
  it('accepts https and base64 data: icons with sizes and themes', () => {
    assert.deepEqual(
      codes(
        lint(
          withIcons(
            { src: 'https://example.com/i.png', mimeType: 'image/png', sizes: ['48x48', 'any'], theme: 'dark' },
            { src: 'data:image/png;base64,iVBORw0KGgo=' },
          ),
        ),
      ),
      [],
    );
  });
  it('reports a missing src, a relative src and broken base64 in a data: URI', () => {
    assert.deepEqual(codes(lint(withIcons({ mimeType: 'image/png' }))), ['MCP020']);
    const f = lint(withIcons({ src: 'icons/i.png' }));
    assert.deepEqual(codes(f), ['MCP020']);
    assert.match(f[0]!.message, /relative path/);
    assert.deepEqual(codes(lint(withIcons({ src: 'data:image/png;base64,abc' }))), ['MCP020']);
  });
  it('fixes a bare size to WxH and a mistyped theme', () => {
    const text = withIcons({ src: 'https://example.com/i.png', sizes: ['48'] });
    const f = lint(text);
    assert.deepEqual(codes(f), ['MCP020']);
    assert.equal(spanOf(text, f[0]!), '"48"');
    assert.deepEqual(codes(lint(applyFix(text, f, 'MCP020'))), []);
    const themed = withIcons({ src: 'https://example.com/i.png', theme: 'Dark' });
    assert.deepEqual(codes(lint(applyFix(themed, lint(themed), 'MCP020'))), []);
  });
  it('wraps a bare string icon into { src }', () => {
    const text = withIcons('https://example.com/i.png');
    const f = lint(text);
    assert.deepEqual(codes(f), ['MCP020']);
    assert.deepEqual(codes(lint(applyFix(text, f, 'MCP020'))), []);
  });
});

describe('icons (MCP020) at their edges', () => {
  const cases: [string, string, string[]][] = [
    [
      'a bare string icon is wrapped into { src }; a number is not',
      icon('https://e.com/i.png', 3),
      [
        'MCP020 error "\\"https://e.com/i.png\\"": An icon is an object { "src": … }, not a string. ‖ Wrap as { "src": … } (preferred) (safe): "\\"https://e.com/i.png\\""→"{ \\"src\\": \\"https://e.com/i.png\\" }"',
        'MCP020 error "3": An icon is an object { "src": … }, not an integer.',
      ],
    ],
    [
      'src: missing, not a string',
      icon({ mimeType: 'image/png' }, { src: 7 }),
      [
        'MCP020 error "{": This icon has no "src": give the URL (https://…) or a data: URI of the image.',
        'MCP020 error "7": "src" must be a string, not an integer.',
      ],
    ],
    [
      'a data: URI without its comma is malformed; its parameters and its case are free',
      icon(
        { src: 'data:image/png;base64' },
        { src: 'DATA:image/png;BASE64,iVBORw0KGgo=' },
        { src: 'data:image/svg+xml,<svg/>' },
        { src: 'data:image/png;charset=x;base64,abc' },
      ),
      [
        'MCP020 error "\\"data:image/png;base64\\"": This data: URI is malformed: write it as data:image/png;base64,<data>.',
        'MCP020 error "\\"data:image/png;charset=x;base64,abc\\"": The base64 part of this data: URI is broken: The base64 data has the wrong length or padding (it must be a multiple of 4 characters, with at most two "=" at the end): it is probably cut off.',
      ],
    ],
    [
      'a data: scheme inside another one is that other scheme',
      icon({ src: 'x-data:image/png;base64,abc' }),
      [
        'MCP020 error "\\"x-data:image/png;base64,abc\\"": Icon "src" uses the scheme "x-data": clients load icons from https (or http) URLs and data: URIs only.',
      ],
    ],
    [
      'a relative path, a scheme that starts with a digit, text before https',
      icon({ src: 'icons/i.png' }, { src: '1ab:foo' }, { src: 'see https://e.com/i.png' }),
      [
        'MCP020 error "\\"icons/i.png\\"": Icon "src" "icons/i.png" is not a URI: clients cannot resolve a relative path; use an https:// URL or a data: URI.',
        'MCP020 error "\\"1ab:foo\\"": Icon "src" "1ab:foo" is not a URI: clients cannot resolve a relative path; use an https:// URL or a data: URI.',
        'MCP020 error "\\"see https://e.com/i.png\\"": Icon "src" "see https://e.com/i.png" is not a URI: clients cannot resolve a relative path; use an https:// URL or a data: URI.',
      ],
    ],
    [
      'other schemes, with + in them; http and HTTPS are fine',
      icon(
        { src: 'ftp://e.com/i.png' },
        { src: 'a+b:foo' },
        { src: 'http://e.com/i.png' },
        { src: 'HTTPS://e.com/i.png' },
      ),
      [
        'MCP020 error "\\"ftp://e.com/i.png\\"": Icon "src" uses the scheme "ftp": clients load icons from https (or http) URLs and data: URIs only.',
        'MCP020 error "\\"a+b:foo\\"": Icon "src" uses the scheme "a+b": clients load icons from https (or http) URLs and data: URIs only.',
      ],
    ],
    [
      'an https URL with a space: at the space, with the encoded fix',
      icon({ src: 'https://exa mple.com/i.png' }),
      [
        'MCP020 error " ": Icon "src": A space is not allowed in a URI; percent-encode it as %20. ‖ Encode as %20 (preferred): "\\"https://exa mple.com/i.png\\""→"\\"https://exa%20mple.com/i.png\\""',
      ],
    ],
    [
      'mimeType: malformed, not a string',
      icon({ src, mimeType: 'png' }, { src, mimeType: 5 }),
      [
        'MCP408 error "\\"png\\"": "png" is not a MIME type: write "type/subtype", e.g. "image/png". ‖ Change to "image/png" (preferred): "\\"png\\""→"\\"image/png\\""',
        'MCP020 error "5": Icon "mimeType" must be a string such as "image/png", not an integer.',
      ],
    ],
    [
      'sizes as one string: wrapped when it is a size, said otherwise',
      icon(
        { src, sizes: '48x48' },
        { src, sizes: 'any' },
        { src, sizes: 'big' },
        { src, sizes: '48x48px' },
        { src, sizes: 48 },
      ),
      [
        'MCP020 error "\\"48x48\\"": "sizes" is an array of strings such as ["48x48"], not a string. ‖ Wrap in an array: ["48x48"] (preferred) (safe): "\\"48x48\\""→"[\\"48x48\\"]"',
        'MCP020 error "\\"any\\"": "sizes" is an array of strings such as ["48x48"], not a string. ‖ Wrap in an array: ["any"] (preferred) (safe): "\\"any\\""→"[\\"any\\"]"',
        'MCP020 error "\\"big\\"": "sizes" is an array of strings such as ["48x48"], not a string.',
        'MCP020 error "\\"48x48px\\"": "sizes" is an array of strings such as ["48x48"], not a string.',
        'MCP020 error "48": "sizes" is an array of strings such as ["48x48"], not an integer.',
      ],
    ],
    [
      'sizes entries at their edges',
      icon({ src, sizes: ['48', 'x48x48', '48x48 ', 'anyx', 'a48', '48a', '4x', 'x4', 3, null, '10x10', 'any'] }),
      [
        'MCP020 error "\\"48\\"": Icon size "48" must be "WIDTHxHEIGHT" (e.g. "48x48") or "any". ‖ Change to "48x48" (preferred): "\\"48\\""→"\\"48x48\\""',
        'MCP020 error "\\"x48x48\\"": Icon size "x48x48" must be "WIDTHxHEIGHT" (e.g. "48x48") or "any".',
        'MCP020 error "\\"48x48 \\"": Icon size "48x48 " must be "WIDTHxHEIGHT" (e.g. "48x48") or "any".',
        'MCP020 error "\\"anyx\\"": Icon size "anyx" must be "WIDTHxHEIGHT" (e.g. "48x48") or "any".',
        'MCP020 error "\\"a48\\"": Icon size "a48" must be "WIDTHxHEIGHT" (e.g. "48x48") or "any".',
        'MCP020 error "\\"48a\\"": Icon size "48a" must be "WIDTHxHEIGHT" (e.g. "48x48") or "any".',
        'MCP020 error "\\"4x\\"": Icon size "4x" must be "WIDTHxHEIGHT" (e.g. "48x48") or "any".',
        'MCP020 error "\\"x4\\"": Icon size "x4" must be "WIDTHxHEIGHT" (e.g. "48x48") or "any".',
        'MCP020 error "3": An icon size is a string, not an integer: it must be "WIDTHxHEIGHT" (e.g. "48x48") or "any".',
        'MCP020 error "null": An icon size is a string, not null: it must be "WIDTHxHEIGHT" (e.g. "48x48") or "any".',
      ],
    ],
    [
      'theme: a near miss is fixed, a far one and a number are said',
      icon({ src, theme: 'drak' }, { src, theme: 'blue' }, { src, theme: 1 }, { src, theme: 'light' }),
      [
        'MCP020 error "\\"drak\\"": Icon "theme" must be "light" or "dark" (did you mean "dark"?); leave it out for an icon that fits both. ‖ Change to "dark" (preferred) (safe): "\\"drak\\""→"\\"dark\\""',
        'MCP020 error "\\"blue\\"": Icon "theme" must be "light" or "dark"; leave it out for an icon that fits both.',
        'MCP020 error "1": Icon "theme" must be "light" or "dark"; leave it out for an icon that fits both.',
      ],
    ],
    [
      'a misspelt key is renamed; other keys are left to clients',
      icon({ src, size: ['48x48'], extra: 1 }),
      [
        'MCP020 warning "\\"size\\"": Unknown icon key "size": did you mean "sizes"? Clients ignore keys they do not know. ‖ Rename to "sizes" (preferred) (safe): "\\"size\\""→"\\"sizes\\""',
      ],
    ],
    [
      'icons of resources, templates and prompts are checked too',
      JSON.stringify(
        {
          resources: [{ uri: 'file:///a', name: 'a', icons: [{}] }],
          resourceTemplates: [{ uriTemplate: 'file:///{a}', name: 'b', icons: [{}] }],
          prompts: [{ name: 'p', icons: [{}] }],
        },
        null,
        2,
      ),
      [
        'MCP020 error "{": This icon has no "src": give the URL (https://…) or a data: URI of the image.',
        'MCP020 error "{": This icon has no "src": give the URL (https://…) or a data: URI of the image.',
        'MCP020 error "{": This icon has no "src": give the URL (https://…) or a data: URI of the image.',
      ],
    ],
    [
      'near misses of every icon key are renamed',
      icon({ scr: 'https://e.com/i.png' }, { src, mimetype: 'image/png', them: 'dark' }),
      [
        'MCP020 error "{": This icon has no "src": give the URL (https://…) or a data: URI of the image.',
        'MCP020 warning "\\"scr\\"": Unknown icon key "scr": did you mean "src"? Clients ignore keys they do not know. ‖ Rename to "src" (preferred) (safe): "\\"scr\\""→"\\"src\\""',
        'MCP020 warning "\\"mimetype\\"": Unknown icon key "mimetype": did you mean "mimeType"? Clients ignore keys they do not know. ‖ Rename to "mimeType" (preferred) (safe): "\\"mimetype\\""→"\\"mimeType\\""',
        'MCP020 warning "\\"them\\"": Unknown icon key "them": did you mean "theme"? Clients ignore keys they do not know. ‖ Rename to "theme" (preferred) (safe): "\\"them\\""→"\\"theme\\""',
      ],
    ],
    [
      'a URI with a problem and a scheme is told by its scheme',
      icon({ src: 'ftp://e.com/a b' }),
      [
        'MCP020 error "\\"ftp://e.com/a b\\"": Icon "src" uses the scheme "ftp": clients load icons from https (or http) URLs and data: URIs only.',
      ],
    ],
    [
      'a sizes string with text before the size gets no fix',
      icon({ src, sizes: 'x48x48' }),
      ['MCP020 error "\\"x48x48\\"": "sizes" is an array of strings such as ["48x48"], not a string.'],
    ],
  ];
  for (const [title, doc, expected] of cases) {
    it(title, () => assert.deepEqual(transcript('tools.json', doc), expected));
  }
});
