// The icons tests' documents and the findings each must give (code, span, fixed text); the message layer
// (test/unit/engine/messages/) pins what the same findings say.
import { toolWith, tools } from './fixtures';
import type { FindingTable } from '../../ruleCases';

export const withIcons = (...icons: unknown[]) => tools(toolWith({ icons }));

export const src = 'https://e.com/i.png';

export const iconEdges: FindingTable = {
  title: 'icons (MCP020) at their edges',
  path: 'tools.json',
  cases: [
    {
      title: 'a bare string icon is wrapped into { src }; a number is not',
      doc: withIcons('https://e.com/i.png', 3),
      findings: ['MCP020 "https://e.com/i.png" ⇒ { "src": "https://e.com/i.png" }', 'MCP020 3'],
    },
    {
      title: 'src: missing, not a string',
      doc: withIcons({ mimeType: 'image/png' }, { src: 7 }),
      findings: ['MCP020 {', 'MCP020 7'],
    },
    {
      title: 'a data: URI without its comma is malformed; its parameters and its case are free',
      doc: withIcons(
        { src: 'data:image/png;base64' },
        { src: 'DATA:image/png;BASE64,iVBORw0KGgo=' },
        { src: 'data:image/svg+xml,<svg/>' },
        { src: 'data:image/png;charset=x;base64,abc' },
      ),
      findings: ['MCP020 "data:image/png;base64"', 'MCP020 "data:image/png;charset=x;base64,abc"'],
    },
    {
      title: 'a data: scheme inside another one is that other scheme',
      doc: withIcons({ src: 'x-data:image/png;base64,abc' }),
      findings: ['MCP020 "x-data:image/png;base64,abc"'],
    },
    {
      title: 'a relative path, a scheme that starts with a digit, text before https',
      doc: withIcons({ src: 'icons/i.png' }, { src: '1ab:foo' }, { src: 'see https://e.com/i.png' }),
      findings: ['MCP020 "icons/i.png"', 'MCP020 "1ab:foo"', 'MCP020 "see https://e.com/i.png"'],
    },
    {
      title: 'other schemes, with + in them; http and HTTPS are fine',
      doc: withIcons(
        { src: 'ftp://e.com/i.png' },
        { src: 'a+b:foo' },
        { src: 'http://e.com/i.png' },
        { src: 'HTTPS://e.com/i.png' },
      ),
      findings: ['MCP020 "ftp://e.com/i.png"', 'MCP020 "a+b:foo"'],
    },
    {
      title: 'an https URL with a space: at the space, with the encoded fix',
      doc: withIcons({ src: 'https://exa mple.com/i.png' }),
      findings: ['MCP020   ⇒ "https://exa mple.com/i.png" → "https://exa%20mple.com/i.png"'],
    },
    {
      title: 'mimeType: malformed, not a string',
      doc: withIcons({ src, mimeType: 'png' }, { src, mimeType: 5 }),
      findings: ['MCP408 "png" ⇒ "image/png"', 'MCP020 5'],
    },
    {
      title: 'sizes as one string: wrapped when it is a size, said otherwise',
      doc: withIcons(
        { src, sizes: '48x48' },
        { src, sizes: 'any' },
        { src, sizes: 'big' },
        { src, sizes: '48x48px' },
        { src, sizes: 48 },
      ),
      findings: [
        'MCP020 "48x48" ⇒ ["48x48"]',
        'MCP020 "any" ⇒ ["any"]',
        'MCP020 "big"',
        'MCP020 "48x48px"',
        'MCP020 48',
      ],
    },
    {
      title: 'sizes entries at their edges',
      doc: withIcons({
        src,
        sizes: ['48', 'x48x48', '48x48 ', 'anyx', 'a48', '48a', '4x', 'x4', 3, null, '10x10', 'any'],
      }),
      findings: [
        'MCP020 "48" ⇒ "48x48"',
        'MCP020 "x48x48"',
        'MCP020 "48x48 "',
        'MCP020 "anyx"',
        'MCP020 "a48"',
        'MCP020 "48a"',
        'MCP020 "4x"',
        'MCP020 "x4"',
        'MCP020 3',
        'MCP020 null',
      ],
    },
    {
      title: 'theme: a near miss is fixed, a far one and a number are said',
      doc: withIcons({ src, theme: 'drak' }, { src, theme: 'blue' }, { src, theme: 1 }, { src, theme: 'light' }),
      findings: ['MCP020 "drak" ⇒ "dark"', 'MCP020 "blue"', 'MCP020 1'],
    },
    {
      title: 'a misspelt key is renamed; other keys are left to clients',
      doc: withIcons({ src, size: ['48x48'], extra: 1 }),
      findings: ['MCP020 "size" ⇒ "sizes"'],
    },
    {
      title: 'icons of resources, templates and prompts are checked too',
      doc: JSON.stringify(
        {
          resources: [{ uri: 'file:///a', name: 'a', icons: [{}] }],
          resourceTemplates: [{ uriTemplate: 'file:///{a}', name: 'b', icons: [{}] }],
          prompts: [{ name: 'p', icons: [{}] }],
        },
        null,
        2,
      ),
      findings: ['MCP020 {', 'MCP020 {', 'MCP020 {'],
    },
    {
      title: 'near misses of every icon key are renamed',
      doc: withIcons({ scr: 'https://e.com/i.png' }, { src, mimetype: 'image/png', them: 'dark' }),
      findings: ['MCP020 {', 'MCP020 "scr" ⇒ "src"', 'MCP020 "mimetype" ⇒ "mimeType"', 'MCP020 "them" ⇒ "theme"'],
    },
    {
      title: 'a URI with a problem and a scheme is told by its scheme',
      doc: withIcons({ src: 'ftp://e.com/a b' }),
      findings: ['MCP020 "ftp://e.com/a b"'],
    },
    {
      title: 'a sizes string with text before the size gets no fix',
      doc: withIcons({ src, sizes: 'x48x48' }),
      findings: ['MCP020 "x48x48"'],
    },
  ],
};
