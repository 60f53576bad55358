// The appResources tests' documents and the findings each must give (code, span, fixed text); the message layer
// (test/unit/engine/messages/) pins what the same findings say.
import { strict as assert } from 'node:assert';
import type { PinnedRuleCase, FindingTable } from '../../ruleCases';
import { MIME } from './fixtures';

export const P = 'catalog.json';

export const VIEW = 'ui://charts/view.html';

export const tool = (meta: object, name = 'show_chart') => ({
  name,
  description: 'Shows the sales figures as a chart.',
  inputSchema: { type: 'object' },
  annotations: { readOnlyHint: true },
  _meta: meta,
});

/** A UI resource listing (its URI made unique by `n`), with fields replaced or added. */
export const view = (extra: object = {}, n = 0) => ({
  uri: n ? `ui://charts/view${n}.html` : VIEW,
  name: 'Chart view',
  mimeType: MIME,
  ...extra,
});

export const withUi = (ui: unknown, n = 0) => view({ _meta: { ui } }, n);

const listing = (...resources: unknown[]) => JSON.stringify({ resources }, null, 2);

export const contents = (...list: unknown[]) => JSON.stringify({ contents: list }, null, 2);

export const csp = (c: unknown) => listing(withUi({ csp: c }));

const perms = (p: unknown) => listing(withUi({ permissions: p }));

/** A document written by hand (for escapes and half-typed values), one resource whose `_meta.ui` is `ui`. */
export const raw = (ui: string) =>
  `{ "resources": [{ "uri": "${VIEW}", "name": "v", "mimeType": "${MIME}", "_meta": { "ui": ${ui} } }] }`;

export const ONLY = ['MCP414', 'MCP415', 'MCP416'];

export const uiResourceMimeTypes: FindingTable = {
  title: 'MCP414: the MIME type of a UI resource, at its edges',
  path: 'catalog.json',
  only: ONLY,
  cases: [
    {
      title: 'no mimeType on a listing: at its URI, the type added',
      doc: JSON.stringify({ resources: [{ uri: VIEW, name: 'Chart view' }] }, null, 2),
      findings: [
        'MCP414 "ui://charts/view.html" ⇒       "name": "Chart view" →       "name": "Chart view",\n' +
          '      "mimeType": "text/html;profile=mcp-app"',
      ],
    },
    {
      title: 'no mimeType on the contents resources/read returns: they are "contents"',
      doc: contents({ uri: VIEW, text: '<p/>' }),
      findings: [
        'MCP414 "ui://charts/view.html" ⇒       "text": "<p/>" →       "text": "<p/>",\n' +
          '      "mimeType": "text/html;profile=mcp-app"',
      ],
    },
    {
      title: 'a mimeType key still without its value is left to the syntax error',
      doc: '{ "resources": [{ "uri": "ui://charts/view.html", "name": "v", "mimeType": }] }',
      findings: [],
    },
    {
      title:
        "where the resource's list key repeats (the first is no list), the fix edits the resource itself, in the list that counts",
      doc: '{ "resources": "none",\n  "resources": [{ "uri": "ui://b/v.html", "name": "b" }] }',
      findings: [
        'MCP414 "ui://b/v.html" ⇒   "resources": [{ "uri": "ui://b/v.html", "name": "b" }] } →   "resources": [\n' +
          '    {\n' +
          '      "uri": "ui://b/v.html",\n' +
          '      "name": "b",\n' +
          '      "mimeType": "text/html;profile=mcp-app"\n' +
          '    }\n' +
          '  ]\n' +
          '}',
      ],
    },
    {
      title: 'plain text/html: corrected, safely; another type: corrected, not safely',
      doc: listing(view({ mimeType: 'text/html' }, 1), view({ mimeType: 'text/plain' }, 2)),
      findings: [
        'MCP414 "text/html" ⇒ "text/html;profile=mcp-app"',
        'MCP414 "text/plain" ⇒ "text/html;profile=mcp-app"',
      ],
    },
    {
      title: 'the app type in another case or with blanks inside: hosts compare it exactly',
      doc: listing(
        view({ mimeType: 'TEXT/HTML;Profile=MCP-App' }, 1),
        view({ mimeType: 'text/html ;\t profile=mcp-app' }, 2),
        view({ mimeType: 'text/html;profile=mcp-apps' }, 3),
      ),
      findings: [
        'MCP414 "TEXT/HTML;Profile=MCP-App" ⇒ "text/html;profile=mcp-app"',
        'MCP414 "text/html ;\\t profile=mcp-app" ⇒ "text/html;profile=mcp-app"',
        'MCP414 "text/html;profile=mcp-apps" ⇒ "text/html;profile=mcp-app"',
      ],
    },
    {
      title: 'a mimeType that is not a string is named by its type',
      doc: listing(view({ mimeType: 5 }, 1), view({ mimeType: null }, 2)),
      findings: ['MCP414 5 ⇒ "text/html;profile=mcp-app"', 'MCP414 null ⇒ "text/html;profile=mcp-app"'],
    },
    {
      title: 'the contents: the same words, of "contents"',
      doc: contents(
        { uri: VIEW, mimeType: 'text/html', text: 'x' },
        { uri: VIEW, mimeType: 'text/html; profile=mcp-app', text: 'x' },
      ),
      findings: [
        'MCP414 "text/html" ⇒ "text/html;profile=mcp-app"',
        'MCP414 "text/html; profile=mcp-app" ⇒ "text/html;profile=mcp-app"',
      ],
    },
    {
      title: 'the app type off ui:// is a warning at the URI, on a listing and on contents',
      doc: JSON.stringify(
        {
          resources: [view({ uri: 'https://e.com/v.html' })],
          contents: [{ uri: 'file:///v.html', mimeType: MIME, text: 'x' }],
        },
        null,
        2,
      ),
      findings: ['MCP414 "https://e.com/v.html"', 'MCP414 "file:///v.html"'],
    },
    {
      title: 'the app type with no URI, or a URI that is not a string, is left to the resource rules',
      doc: listing(
        { name: 'n', mimeType: MIME },
        { uri: 3, name: 'n', mimeType: MIME },
        { uri: 'https://e.com/v.html', name: 'n', mimeType: 'text/html' },
      ),
      findings: [],
    },
  ],
};

export const uiMetaFieldTypes: FindingTable = {
  title: "MCP416: the types of a UI resource's _meta.ui fields, at their edges",
  path: 'catalog.json',
  only: ONLY,
  cases: [
    {
      title: '_meta.ui that is not an object, also on a resource that is not ui://',
      doc: listing(
        withUi('x', 1),
        withUi([{ csp: 1 }], 2),
        view({ uri: 'https://e.com/v', mimeType: 'text/html', _meta: { ui: 3 } }),
      ),
      findings: ['MCP416 "x"', 'MCP416 [\n          {\n            "csp": 1\n          }\n        ]', 'MCP416 3'],
    },
    {
      title: 'fields of the wrong type, each named by its type',
      doc: listing(
        withUi({ csp: ['https://a.com'], permissions: 'camera', domain: 42, prefersBorder: 'false' }, 1),
        withUi({ csp: 'x', permissions: [], domain: null, prefersBorder: 'yes' }, 2),
      ),
      findings: [
        'MCP416 [\n            "https://a.com"\n          ]',
        'MCP416 "camera"',
        'MCP416 42',
        'MCP416 "false" ⇒ false',
        'MCP416 "x"',
        'MCP416 []',
        'MCP416 null',
        'MCP416 "yes"',
      ],
    },
    {
      title: 'prefersBorder: the string "true" is made true; a number is said, with no fix',
      doc: listing(
        withUi({ prefersBorder: 'true' }, 1),
        withUi({ prefersBorder: 1, domain: 'd.example.com' }, 2),
        withUi({ prefersBorder: false, csp: {}, permissions: {} }, 3),
      ),
      findings: ['MCP416 "true" ⇒ true', 'MCP416 1'],
    },
    {
      title: "a tool's keys, a misspelt key and an unknown one; x- keys are free",
      doc: listing(
        withUi({ resourceUri: VIEW, visibility: ['app'], foo: 1, prefersborder: true, 'x-mine': 1 }, 1),
        withUi({ prefersBorder: true, prefersborder: false }, 2),
      ),
      findings: [
        'MCP416 "resourceUri"',
        'MCP416 "visibility"',
        'MCP416 "foo"',
        'MCP416 "prefersborder" ⇒ "prefersBorder"',
        'MCP416 "prefersborder"',
      ],
    },
    {
      title: 'a field written without its value is left to the syntax error',
      doc: raw('{ "prefersBorder": , "domain": , "csp": , "permissions": }'),
      findings: [],
    },
  ],
};

export const cspDomainLists: FindingTable = {
  title: 'MCP415/MCP416: the csp domain lists of a UI resource, at their edges',
  path: 'catalog.json',
  only: ONLY,
  cases: [
    {
      title: 'a domain list that is not an array: a string is wrapped, anything else said',
      doc: csp({
        connectDomains: 'https://a.com',
        resourceDomains: 3,
        frameDomains: { a: 1 },
        baseUriDomains: 'https://b.com',
      }),
      findings: [
        'MCP416 "https://a.com" ⇒ ["https://a.com"]',
        'MCP416 3',
        'MCP416 {\n              "a": 1\n            }',
        'MCP416 "https://b.com" ⇒ ["https://b.com"]',
      ],
    },
    {
      title: 'entries that are not strings, and entries given twice (a hint, also when the entry is wrong)',
      doc: csp({ connectDomains: [1, null, 'https://a.com', 'https://a.com', 'a.com', 'a.com'] }),
      findings: [
        'MCP416 1',
        'MCP416 null',
        'MCP415 "https://a.com" ⇒ ,\n              "https://a.com" → ∅',
        'MCP415 "a.com" ⇒ "https://a.com"',
        'MCP415 "a.com" ⇒ ,\n              "a.com" → ∅',
        'MCP415 "a.com" ⇒ "https://a.com"',
      ],
    },
    {
      title: 'a problem over the whole entry is said at the entry; one over part of it, at that part',
      doc: csp({
        connectDomains: ['*', ' https://a.com'],
        resourceDomains: ['ftp://a.com', 'api.example.com/v1', 'htp://a.com'],
        frameDomains: ['https://a.com/x', 'https://a.com/', 'https://user@a.com'],
        baseUriDomains: ['https://a.com:x', 'https://*.com', 'https://a..com'],
      }),
      findings: [
        'MCP415 "*"',
        'MCP415 " https://a.com" ⇒ "https://a.com"',
        'MCP415 ftp',
        'MCP415 api.example.com ⇒ "api.example.com/v1" → "https://api.example.com/v1"',
        'MCP415 htp ⇒ "htp://a.com" → "http://a.com"',
        'MCP415 /x ⇒ "https://a.com/x" → "https://a.com"',
        'MCP415 / ⇒ "https://a.com/" → "https://a.com"',
        'MCP415 user@ ⇒ "https://user@a.com" → "https://a.com"',
        'MCP415 :x',
        'MCP415 *.com',
        'MCP415 .',
      ],
    },
    {
      title: 'an origin with no host at all is said at the whole entry',
      doc: csp({ connectDomains: ['https://', 'wss://', 'https:///x'] }),
      findings: ['MCP415 "https://"', 'MCP415 "wss://"', 'MCP415 /'],
    },
    {
      title: 'the parts of an entry written with escapes are found in the text',
      doc: raw(
        '{ "csp": { "connectDomains": ["https://a\\u002ecom/x", "h\\u0074tps:/a.com", "https://a.com:\\u0078"] } }',
      ),
      findings: [
        'MCP415 /x ⇒ "https://a\\u002ecom/x" → "https://a.com"',
        'MCP415 h\\u0074tps:/ ⇒ "h\\u0074tps:/a.com" → "https://a.com"',
        'MCP415 :\\u0078',
      ],
    },
    {
      title: 'an unknown and a misspelt list in csp (warnings)',
      doc: csp({ connectDomains: [], foo: [], frameDomain: [], resourcedomains: ['https://a.com'] }),
      findings: [
        'MCP416 "foo"',
        'MCP416 "frameDomain" ⇒ "frameDomains"',
        'MCP416 "resourcedomains" ⇒ "resourceDomains"',
      ],
    },
  ],
};

export const uiPermissions: FindingTable = {
  title: 'MCP416: the permissions of a UI resource, at their edges',
  path: 'catalog.json',
  only: ONLY,
  cases: [
    {
      title: 'a permission written as true, false or anything else',
      doc: perms({ camera: true, microphone: false, geolocation: 1, clipboardWrite: 'yes' }),
      findings: [
        'MCP416 true ⇒ {}',
        'MCP416 false ⇒             "camera": true,\n' +
          '            "microphone": false, →             "camera": true,',
        'MCP416 1',
        'MCP416 "yes"',
      ],
    },
    {
      title: 'null, a list, false last; a misspelt and an unknown permission',
      doc: perms({ camera: null, microphone: [], geolocation: {}, clipboardWrite: false, cameras: {}, usb: {} }),
      findings: [
        'MCP416 null',
        'MCP416 []',
        'MCP416 false ⇒             "geolocation": {},\n' +
          '            "clipboardWrite": false, →             "geolocation": {},',
        'MCP416 "cameras"',
        'MCP416 "usb"',
      ],
    },
    {
      title: 'the string "true" or "{}" is not a permission either',
      doc: perms({ camera: 'true', microphone: '{}' }),
      findings: ['MCP416 "true"', 'MCP416 "{}"'],
    },
  ],
};

/** A listing of one UI resource whose csp.connectDomains is `origins`. */
const connectDomains = (origins: unknown) => ({ resources: [withUi({ csp: { connectDomains: origins } })] });

export const uiResourceRules: readonly PinnedRuleCase[] = [
  {
    code: 'MCP414',
    title: 'text/html without the profile, corrected',
    path: P,
    bad: { resources: [view({ mimeType: 'text/html' })] },
    good: { resources: [view()] },
    fixedText: '"text/html;profile=mcp-app"',
    severity: 'error',
    span: '"text/html"',
    fix: true,
  },
  {
    code: 'MCP414',
    title: 'no mimeType, added',
    path: P,
    bad: { resources: [{ uri: VIEW, name: 'Chart view' }] },
    good: { resources: [view()] },
    span: '"ui://charts/view.html"',
    fixedText:
      '      "name": "Chart view" →       "name": "Chart view",\n      "mimeType": "text/html;profile=mcp-app"',
    fix: true,
    fixed: (t) => assert.equal(JSON.parse(t).resources[0].mimeType, MIME),
  },
  {
    code: 'MCP414',
    title: 'a space before the profile',
    path: P,
    bad: { resources: [view({ mimeType: 'text/html; profile=mcp-app' })] },
    good: { resources: [view()] },
    span: '"text/html; profile=mcp-app"',
    fixedText: '"text/html;profile=mcp-app"',
    message: /compare it exactly/,
    fix: true,
  },
  {
    code: 'MCP414',
    title: 'the contents resources/read returns',
    path: P,
    bad: { contents: [{ uri: VIEW, mimeType: 'text/html', text: '<p>hi</p>' }] },
    good: { contents: [{ uri: VIEW, mimeType: MIME, text: '<p>hi</p>' }] },
    span: '"text/html"',
    fixedText: '"text/html;profile=mcp-app"',
  },
  {
    code: 'MCP414',
    title: 'the app type on a resource that is not ui:// is a warning',
    path: P,
    bad: { resources: [view({ uri: 'https://example.com/view.html' })] },
    good: { resources: [view({ uri: 'https://example.com/view.html', mimeType: 'text/html' })] },
    span: '"https://example.com/view.html"',
    fixedText: null,
    severity: 'warning',
  },
  {
    code: 'MCP415',
    title: 'a host without a scheme, given https',
    path: P,
    bad: connectDomains(['api.example.com']),
    good: connectDomains(['https://api.example.com']),
    span: '"api.example.com"',
    fixedText: '"https://api.example.com"',
    severity: 'warning',
    fix: true,
    fixed: (t) => assert.match(t, /"https:\/\/api.example.com"/),
  },
  {
    code: 'MCP415',
    title: 'a misspelt scheme is an error',
    path: P,
    bad: connectDomains(['htps://api.example.com']),
    good: connectDomains(['https://api.example.com']),
    fixedText: '"htps://api.example.com" → "https://api.example.com"',
    severity: 'error',
    span: 'htps',
    fix: true,
  },
  {
    code: 'MCP415',
    title: 'a path, cut to the origin',
    path: P,
    bad: connectDomains(['https://api.example.com/v1/data']),
    good: connectDomains(['https://api.example.com']),
    fixedText: '"https://api.example.com/v1/data" → "https://api.example.com"',
    span: '/v1/data',
    fix: true,
  },
  {
    code: 'MCP415',
    title: 'a trailing slash is information',
    path: P,
    bad: connectDomains(['https://api.example.com/']),
    good: connectDomains(['https://api.example.com:8443']),
    span: '/',
    fixedText: '"https://api.example.com/" → "https://api.example.com"',
    severity: 'info',
    fix: true,
  },
  {
    code: 'MCP415',
    title: '"*" alone',
    path: P,
    bad: connectDomains(['*']),
    good: connectDomains(['https://*.example.com']),
    span: '"*"',
    fixedText: null,
    severity: 'warning',
  },
  {
    code: 'MCP415',
    title: 'a wildcard in the middle of the host',
    path: P,
    bad: connectDomains(['https://api.*.example.com']),
    good: connectDomains(['wss://*.example.com']),
    span: '*',
    fixedText: null,
    severity: 'error',
  },
  {
    code: 'MCP415',
    title: 'a port that is not one',
    path: P,
    bad: connectDomains(['https://api.example.com:https']),
    good: connectDomains(['https://api.example.com:3000']),
    span: ':https',
    fixedText: null,
    severity: 'error',
  },
  {
    code: 'MCP415',
    title: 'any port of this computer',
    path: P,
    bad: connectDomains(['ws://localhost:*']),
    good: connectDomains(['wss://live.example.com:8443']),
    fixedText: null,
    severity: 'warning',
    span: ':*',
    message: /every port/,
  },
  {
    code: 'MCP415',
    title: 'any port of a named host',
    path: P,
    bad: connectDomains(['https://*.example.com:*']),
    good: connectDomains(['https://*.example.com']),
    fixedText: null,
    severity: 'warning',
    span: ':*',
  },
  {
    code: 'MCP415',
    title: 'an origin on this computer is information',
    path: P,
    bad: connectDomains(['http://127.0.0.1:3000']),
    good: connectDomains(['https://api.example.com']),
    fixedText: null,
    severity: 'info',
    span: '127.0.0.1:3000',
    message: /names this computer/,
  },
  {
    code: 'MCP415',
    title: 'an origin on a private network is information',
    path: P,
    bad: connectDomains(['http://192.168.1.10']),
    good: connectDomains(['http://192.169.1.10']),
    span: '192.168.1.10',
    fixedText: null,
    severity: 'info',
    message: /a private network/,
  },
  {
    code: 'MCP415',
    title: 'one slash after the scheme',
    path: P,
    bad: connectDomains(['https:/api.example.com']),
    good: connectDomains(['https://api.example.com']),
    span: 'https:/',
    fixedText: '"https:/api.example.com" → "https://api.example.com"',
    fix: true,
  },
  {
    code: 'MCP415',
    title: 'a CSP keyword',
    path: P,
    bad: { resources: [withUi({ csp: { resourceDomains: ["'self'"] } })] },
    good: { resources: [withUi({ csp: { resourceDomains: ['https://cdn.example.com'] } })] },
    span: '"\'self\'"',
    fixedText: null,
  },
  {
    code: 'MCP415',
    title: 'an origin given twice is a hint, removed',
    path: P,
    bad: connectDomains(['https://a.example.com', 'https://a.example.com']),
    good: connectDomains(['https://a.example.com', 'https://b.example.com']),
    span: '"https://a.example.com"',
    fixedText: ',\n              "https://a.example.com" → ∅',
    severity: 'hint',
    fix: true,
  },
  {
    code: 'MCP416',
    title: 'a permission written as true, made {}',
    path: P,
    bad: { resources: [withUi({ permissions: { camera: true } })] },
    good: { resources: [withUi({ permissions: { camera: {} } })] },
    fixedText: '{}',
    severity: 'error',
    span: 'true',
    fix: true,
  },
  {
    code: 'MCP416',
    title: 'a permission written as false, removed',
    path: P,
    bad: { resources: [withUi({ permissions: { camera: {}, microphone: false } })] },
    good: { resources: [withUi({ permissions: { camera: {} } })] },
    span: 'false',
    fixedText: '            "camera": {},\n            "microphone": false →             "camera": {}',
    message: /leave the key out/,
    fix: true,
  },
  {
    code: 'MCP416',
    title: 'a domain list that is a string, wrapped',
    path: P,
    bad: connectDomains('https://api.example.com'),
    good: connectDomains(['https://api.example.com']),
    span: '"https://api.example.com"',
    fixedText: '["https://api.example.com"]',
    fix: true,
  },
  {
    code: 'MCP416',
    title: 'prefersBorder as a string, made a boolean',
    path: P,
    bad: { resources: [withUi({ prefersBorder: 'true' })] },
    good: { resources: [withUi({ prefersBorder: true })] },
    span: '"true"',
    fixedText: 'true',
    fix: true,
  },
  {
    code: 'MCP416',
    title: 'domain that is not a string',
    path: P,
    bad: { resources: [withUi({ domain: 42 })] },
    good: { resources: [withUi({ domain: 'a904794854a047f6.claudemcpcontent.com' })] },
    span: '42',
    fixedText: null,
  },
  {
    code: 'MCP416',
    title: 'csp that is not an object',
    path: P,
    bad: { resources: [withUi({ csp: ['https://api.example.com'] })] },
    good: { resources: [withUi({ csp: {} })] },
    span: '[\n            "https://api.example.com"\n          ]',
    fixedText: null,
  },
  {
    code: 'MCP416',
    title: 'a misspelt csp list, renamed (a warning)',
    path: P,
    bad: { resources: [withUi({ csp: { connectDomain: ['https://api.example.com'] } })] },
    good: connectDomains(['https://api.example.com']),
    span: '"connectDomain"',
    fixedText: '"connectDomains"',
    severity: 'warning',
    fix: true,
  },
  {
    code: 'MCP416',
    title: "a tool's visibility on the resource",
    path: P,
    bad: { resources: [withUi({ visibility: ['app'] })] },
    good: { resources: [withUi({ prefersBorder: false })] },
    span: '"visibility"',
    fixedText: null,
    severity: 'warning',
    message: /belongs on the tool/,
  },
  {
    code: 'MCP416',
    title: 'the same on the contents resources/read returns',
    path: P,
    bad: {
      contents: [{ uri: VIEW, mimeType: MIME, text: '<p/>', _meta: { ui: { permissions: { geolocation: 1 } } } }],
    },
    good: {
      contents: [{ uri: VIEW, mimeType: MIME, text: '<p/>', _meta: { ui: { permissions: { geolocation: {} } } } }],
    },
    span: '1',
    fixedText: null,
  },
];
