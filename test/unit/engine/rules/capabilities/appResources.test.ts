import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { codes, lintText } from '../../../../helpers/engine';
import { runCases } from '../../ruleCases';
import { transcript } from '../../../../helpers/transcript';

const P = 'catalog.json';

const VIEW = 'ui://charts/view.html';

const MIME = 'text/html;profile=mcp-app';

const tool = (meta: object, name = 'show_chart') => ({
  name,
  description: 'Shows the sales figures as a chart.',
  inputSchema: { type: 'object' },
  annotations: { readOnlyHint: true },
  _meta: meta,
});

/** A UI resource listing (its URI made unique by `n`), with fields replaced or added. */
const view = (extra: object = {}, n = 0) => ({
  uri: n ? `ui://charts/view${n}.html` : VIEW,
  name: 'Chart view',
  mimeType: MIME,
  ...extra,
});

const withUi = (ui: unknown, n = 0) => view({ _meta: { ui } }, n);

const listing = (...resources: unknown[]) => JSON.stringify({ resources }, null, 2);

const contents = (...list: unknown[]) => JSON.stringify({ contents: list }, null, 2);

const csp = (c: unknown) => listing(withUi({ csp: c }));

const perms = (p: unknown) => listing(withUi({ permissions: p }));

/** A document written by hand (for escapes and half-typed values), one resource whose `_meta.ui` is `ui`. */
const raw = (ui: string) =>
  `{ "resources": [{ "uri": "${VIEW}", "name": "v", "mimeType": "${MIME}", "_meta": { "ui": ${ui} } }] }`;

const ONLY = ['MCP414', 'MCP415', 'MCP416'];

const check = (cases: [string, string, string[]][]) => {
  for (const [title, doc, expected] of cases) {
    it(title, () => assert.deepEqual(transcript('catalog.json', doc, { only: ONLY }), expected));
  }
};

describe('MCP Apps: the UI resource (MCP414–MCP416)', () => {
  const csp = (connectDomains: unknown) => ({ resources: [withUi({ csp: { connectDomains } })] });
  runCases([
    {
      code: 'MCP414',
      title: 'text/html without the profile, corrected',
      path: P,
      bad: { resources: [view({ mimeType: 'text/html' })] },
      good: { resources: [view()] },
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
      fix: true,
      fixed: (t) => assert.equal(JSON.parse(t).resources[0].mimeType, MIME),
    },
    {
      code: 'MCP414',
      title: 'a space before the profile',
      path: P,
      bad: { resources: [view({ mimeType: 'text/html; profile=mcp-app' })] },
      good: { resources: [view()] },
      message: /compare it exactly/,
      fix: true,
    },
    {
      code: 'MCP414',
      title: 'the contents resources/read returns',
      path: P,
      bad: { contents: [{ uri: VIEW, mimeType: 'text/html', text: '<p>hi</p>' }] },
      good: { contents: [{ uri: VIEW, mimeType: MIME, text: '<p>hi</p>' }] },
    },
    {
      code: 'MCP414',
      title: 'the app type on a resource that is not ui:// is a warning',
      path: P,
      bad: { resources: [view({ uri: 'https://example.com/view.html' })] },
      good: { resources: [view({ uri: 'https://example.com/view.html', mimeType: 'text/html' })] },
      severity: 'warning',
    },
    {
      code: 'MCP415',
      title: 'a host without a scheme, given https',
      path: P,
      bad: csp(['api.example.com']),
      good: csp(['https://api.example.com']),
      severity: 'warning',
      fix: true,
      fixed: (t) => assert.match(t, /"https:\/\/api.example.com"/),
    },
    {
      code: 'MCP415',
      title: 'a misspelt scheme is an error',
      path: P,
      bad: csp(['htps://api.example.com']),
      good: csp(['https://api.example.com']),
      severity: 'error',
      span: 'htps',
      fix: true,
    },
    {
      code: 'MCP415',
      title: 'a path, cut to the origin',
      path: P,
      bad: csp(['https://api.example.com/v1/data']),
      good: csp(['https://api.example.com']),
      span: '/v1/data',
      fix: true,
    },
    {
      code: 'MCP415',
      title: 'a trailing slash is information',
      path: P,
      bad: csp(['https://api.example.com/']),
      good: csp(['https://api.example.com:8443']),
      severity: 'info',
      fix: true,
    },
    {
      code: 'MCP415',
      title: '"*" alone',
      path: P,
      bad: csp(['*']),
      good: csp(['https://*.example.com']),
      severity: 'warning',
    },
    {
      code: 'MCP415',
      title: 'a wildcard in the middle of the host',
      path: P,
      bad: csp(['https://api.*.example.com']),
      good: csp(['wss://*.example.com']),
      severity: 'error',
    },
    {
      code: 'MCP415',
      title: 'a port that is not one',
      path: P,
      bad: csp(['https://api.example.com:https']),
      good: csp(['https://api.example.com:3000']),
      severity: 'error',
    },
    {
      code: 'MCP415',
      title: 'any port of this computer',
      path: P,
      bad: csp(['ws://localhost:*']),
      good: csp(['wss://live.example.com:8443']),
      severity: 'warning',
      span: ':*',
      message: /every port/,
    },
    {
      code: 'MCP415',
      title: 'any port of a named host',
      path: P,
      bad: csp(['https://*.example.com:*']),
      good: csp(['https://*.example.com']),
      severity: 'warning',
      span: ':*',
    },
    {
      code: 'MCP415',
      title: 'an origin on this computer is information',
      path: P,
      bad: csp(['http://127.0.0.1:3000']),
      good: csp(['https://api.example.com']),
      severity: 'info',
      span: '127.0.0.1:3000',
      message: /names this computer/,
    },
    {
      code: 'MCP415',
      title: 'an origin on a private network is information',
      path: P,
      bad: csp(['http://192.168.1.10']),
      good: csp(['http://192.169.1.10']),
      severity: 'info',
      message: /a private network/,
    },
    {
      code: 'MCP415',
      title: 'one slash after the scheme',
      path: P,
      bad: csp(['https:/api.example.com']),
      good: csp(['https://api.example.com']),
      fix: true,
    },
    {
      code: 'MCP415',
      title: 'a CSP keyword',
      path: P,
      bad: { resources: [withUi({ csp: { resourceDomains: ["'self'"] } })] },
      good: { resources: [withUi({ csp: { resourceDomains: ['https://cdn.example.com'] } })] },
    },
    {
      code: 'MCP415',
      title: 'an origin given twice is a hint, removed',
      path: P,
      bad: csp(['https://a.example.com', 'https://a.example.com']),
      good: csp(['https://a.example.com', 'https://b.example.com']),
      severity: 'hint',
      fix: true,
    },
    {
      code: 'MCP416',
      title: 'a permission written as true, made {}',
      path: P,
      bad: { resources: [withUi({ permissions: { camera: true } })] },
      good: { resources: [withUi({ permissions: { camera: {} } })] },
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
      message: /leave the key out/,
      fix: true,
    },
    {
      code: 'MCP416',
      title: 'a domain list that is a string, wrapped',
      path: P,
      bad: csp('https://api.example.com'),
      good: csp(['https://api.example.com']),
      fix: true,
    },
    {
      code: 'MCP416',
      title: 'prefersBorder as a string, made a boolean',
      path: P,
      bad: { resources: [withUi({ prefersBorder: 'true' })] },
      good: { resources: [withUi({ prefersBorder: true })] },
      fix: true,
    },
    {
      code: 'MCP416',
      title: 'domain that is not a string',
      path: P,
      bad: { resources: [withUi({ domain: 42 })] },
      good: { resources: [withUi({ domain: 'a904794854a047f6.claudemcpcontent.com' })] },
    },
    {
      code: 'MCP416',
      title: 'csp that is not an object',
      path: P,
      bad: { resources: [withUi({ csp: ['https://api.example.com'] })] },
      good: { resources: [withUi({ csp: {} })] },
    },
    {
      code: 'MCP416',
      title: 'a misspelt csp list, renamed (a warning)',
      path: P,
      bad: { resources: [withUi({ csp: { connectDomain: ['https://api.example.com'] } })] },
      good: csp(['https://api.example.com']),
      severity: 'warning',
      fix: true,
    },
    {
      code: 'MCP416',
      title: "a tool's visibility on the resource",
      path: P,
      bad: { resources: [withUi({ visibility: ['app'] })] },
      good: { resources: [withUi({ prefersBorder: false })] },
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
    },
  ]);

  it('accepts every field MCP Apps defines, written as it defines them', () => {
    const ui = {
      csp: {
        connectDomains: ['https://api.example.com', 'wss://live.example.com'],
        resourceDomains: ['https://cdn.jsdelivr.net', 'https://*.cloudflare.com'],
        frameDomains: ['https://www.youtube.com'],
        baseUriDomains: ['https://cdn.example.com'],
      },
      permissions: { camera: {}, microphone: {}, geolocation: {}, clipboardWrite: {} },
      domain: 'www-example-com.oaiusercontent.com',
      prefersBorder: true,
    };
    assert.deepEqual(
      codes(
        lintText(P, {
          tools: [tool({ ui: { resourceUri: VIEW, visibility: ['model', 'app'] } })],
          resources: [withUi(ui)],
        }),
      ),
      [],
    );
    assert.deepEqual(
      codes(lintText(P, { contents: [{ uri: VIEW, mimeType: MIME, text: '<!doctype html>', _meta: { ui } }] })),
      [],
    );
  });
});

describe('MCP414: the MIME type of a UI resource, at its edges', () => {
  check([
    [
      'no mimeType on a listing: at its URI, the type added',
      JSON.stringify({ resources: [{ uri: VIEW, name: 'Chart view' }] }, null, 2),
      [
        'MCP414 error "\\"ui://charts/view.html\\"": This UI resource has no "mimeType": hosts render a ui:// resource only as "text/html;profile=mcp-app". ‖ Add "mimeType": "text/html;profile=mcp-app" (preferred) (safe): "      \\"name\\": \\"Chart view\\""→"      \\"name\\": \\"Chart view\\",\\n      \\"mimeType\\": \\"text/html;profile=mcp-app\\""',
      ],
    ],
    [
      'no mimeType on the contents resources/read returns: they are "contents"',
      contents({ uri: VIEW, text: '<p/>' }),
      [
        'MCP414 error "\\"ui://charts/view.html\\"": This UI contents has no "mimeType": hosts render a ui:// resource only as "text/html;profile=mcp-app". ‖ Add "mimeType": "text/html;profile=mcp-app" (preferred) (safe): "      \\"text\\": \\"<p/>\\""→"      \\"text\\": \\"<p/>\\",\\n      \\"mimeType\\": \\"text/html;profile=mcp-app\\""',
      ],
    ],
    [
      'a mimeType key still without its value is left to the syntax error',
      '{ "resources": [{ "uri": "ui://charts/view.html", "name": "v", "mimeType": }] }',
      [],
    ],
    [
      "where the resource's list key repeats (the first is no list), the fix edits the resource itself, in the list that counts",
      '{ "resources": "none",\n  "resources": [{ "uri": "ui://b/v.html", "name": "b" }] }',
      [
        'MCP414 error "\\"ui://b/v.html\\"": This UI resource has no "mimeType": hosts render a ui:// resource only as "text/html;profile=mcp-app". ‖ Add "mimeType": "text/html;profile=mcp-app" (preferred) (safe): "  \\"resources\\": [{ \\"uri\\": \\"ui://b/v.html\\", \\"name\\": \\"b\\" }] }"→"  \\"resources\\": [\\n    {\\n      \\"uri\\": \\"ui://b/v.html\\",\\n      \\"name\\": \\"b\\",\\n      \\"mimeType\\": \\"text/html;profile=mcp-app\\"\\n    }\\n  ]\\n}"',
      ],
    ],
    [
      'plain text/html: corrected, safely; another type: corrected, not safely',
      listing(view({ mimeType: 'text/html' }, 1), view({ mimeType: 'text/plain' }, 2)),
      [
        'MCP414 error "\\"text/html\\"": A UI resource must have the MIME type "text/html;profile=mcp-app", not "text/html": otherwise hosts do not render it as an app. ‖ Change to "text/html;profile=mcp-app" (preferred) (safe): "\\"text/html\\""→"\\"text/html;profile=mcp-app\\""',
        'MCP414 error "\\"text/plain\\"": A UI resource must have the MIME type "text/html;profile=mcp-app", not "text/plain": otherwise hosts do not render it as an app. ‖ Change to "text/html;profile=mcp-app" (preferred): "\\"text/plain\\""→"\\"text/html;profile=mcp-app\\""',
      ],
    ],
    [
      'the app type in another case or with blanks inside: hosts compare it exactly',
      listing(
        view({ mimeType: 'TEXT/HTML;Profile=MCP-App' }, 1),
        view({ mimeType: 'text/html ;\t profile=mcp-app' }, 2),
        view({ mimeType: 'text/html;profile=mcp-apps' }, 3),
      ),
      [
        'MCP414 error "\\"TEXT/HTML;Profile=MCP-App\\"": A UI resource must have the MIME type "text/html;profile=mcp-app", not "TEXT/HTML;Profile=MCP-App" (hosts compare it exactly): otherwise hosts do not render it as an app. ‖ Change to "text/html;profile=mcp-app" (preferred) (safe): "\\"TEXT/HTML;Profile=MCP-App\\""→"\\"text/html;profile=mcp-app\\""',
        'MCP414 error "\\"text/html ;\\\\t profile=mcp-app\\"": A UI resource must have the MIME type "text/html;profile=mcp-app", not "text/html ;\t profile=mcp-app" (hosts compare it exactly): otherwise hosts do not render it as an app. ‖ Change to "text/html;profile=mcp-app" (preferred) (safe): "\\"text/html ;\\\\t profile=mcp-app\\""→"\\"text/html;profile=mcp-app\\""',
        'MCP414 error "\\"text/html;profile=mcp-apps\\"": A UI resource must have the MIME type "text/html;profile=mcp-app", not "text/html;profile=mcp-apps": otherwise hosts do not render it as an app. ‖ Change to "text/html;profile=mcp-app" (preferred): "\\"text/html;profile=mcp-apps\\""→"\\"text/html;profile=mcp-app\\""',
      ],
    ],
    [
      'a mimeType that is not a string is named by its type',
      listing(view({ mimeType: 5 }, 1), view({ mimeType: null }, 2)),
      [
        'MCP414 error "5": A UI resource must have the MIME type "text/html;profile=mcp-app", not an integer: otherwise hosts do not render it as an app. ‖ Change to "text/html;profile=mcp-app" (preferred): "5"→"\\"text/html;profile=mcp-app\\""',
        'MCP414 error "null": A UI resource must have the MIME type "text/html;profile=mcp-app", not null: otherwise hosts do not render it as an app. ‖ Change to "text/html;profile=mcp-app" (preferred): "null"→"\\"text/html;profile=mcp-app\\""',
      ],
    ],
    [
      'the contents: the same words, of "contents"',
      contents(
        { uri: VIEW, mimeType: 'text/html', text: 'x' },
        { uri: VIEW, mimeType: 'text/html; profile=mcp-app', text: 'x' },
      ),
      [
        'MCP414 error "\\"text/html\\"": A UI contents must have the MIME type "text/html;profile=mcp-app", not "text/html": otherwise hosts do not render it as an app. ‖ Change to "text/html;profile=mcp-app" (preferred) (safe): "\\"text/html\\""→"\\"text/html;profile=mcp-app\\""',
        'MCP414 error "\\"text/html; profile=mcp-app\\"": A UI contents must have the MIME type "text/html;profile=mcp-app", not "text/html; profile=mcp-app" (hosts compare it exactly): otherwise hosts do not render it as an app. ‖ Change to "text/html;profile=mcp-app" (preferred) (safe): "\\"text/html; profile=mcp-app\\""→"\\"text/html;profile=mcp-app\\""',
      ],
    ],
    [
      'the app type off ui:// is a warning at the URI, on a listing and on contents',
      JSON.stringify(
        {
          resources: [view({ uri: 'https://e.com/v.html' })],
          contents: [{ uri: 'file:///v.html', mimeType: MIME, text: 'x' }],
        },
        null,
        2,
      ),
      [
        'MCP414 warning "\\"https://e.com/v.html\\"": This resource has the MCP Apps MIME type but is not at a "ui://" URI: hosts read a tool\'s UI from ui:// resources only.',
        'MCP414 warning "\\"file:///v.html\\"": This contents has the MCP Apps MIME type but is not at a "ui://" URI: hosts read a tool\'s UI from ui:// resources only.',
      ],
    ],
    [
      'the app type with no URI, or a URI that is not a string, is left to the resource rules',
      listing(
        { name: 'n', mimeType: MIME },
        { uri: 3, name: 'n', mimeType: MIME },
        { uri: 'https://e.com/v.html', name: 'n', mimeType: 'text/html' },
      ),
      [],
    ],
  ]);
});

describe("MCP416: the types of a UI resource's _meta.ui fields, at their edges", () => {
  check([
    [
      '_meta.ui that is not an object, also on a resource that is not ui://',
      listing(
        withUi('x', 1),
        withUi([{ csp: 1 }], 2),
        view({ uri: 'https://e.com/v', mimeType: 'text/html', _meta: { ui: 3 } }),
      ),
      [
        'MCP416 error "\\"x\\"": "_meta.ui" must be an object, not a string.',
        'MCP416 error "[\\n          {\\n            \\"csp\\": 1\\n          }\\n        ]": "_meta.ui" must be an object, not an array.',
        'MCP416 error "3": "_meta.ui" must be an object, not an integer.',
      ],
    ],
    [
      'fields of the wrong type, each named by its type',
      listing(
        withUi({ csp: ['https://a.com'], permissions: 'camera', domain: 42, prefersBorder: 'false' }, 1),
        withUi({ csp: 'x', permissions: [], domain: null, prefersBorder: 'yes' }, 2),
      ),
      [
        'MCP416 error "[\\n            \\"https://a.com\\"\\n          ]": "csp" must be an object of domain lists such as { "connectDomains": ["https://api.example.com"] }, not an array.',
        'MCP416 error "\\"camera\\"": "permissions" must be an object such as { "camera": {} }, not a string.',
        'MCP416 error "42": "domain" must be a string (the sandbox origin, in the host\'s own format), not an integer.',
        'MCP416 error "\\"false\\"": "prefersBorder" must be true or false, not a string. ‖ Change to false (preferred) (safe): "\\"false\\""→"false"',
        'MCP416 error "\\"x\\"": "csp" must be an object of domain lists such as { "connectDomains": ["https://api.example.com"] }, not a string.',
        'MCP416 error "[]": "permissions" must be an object such as { "camera": {} }, not an array.',
        'MCP416 error "null": "domain" must be a string (the sandbox origin, in the host\'s own format), not null.',
        'MCP416 error "\\"yes\\"": "prefersBorder" must be true or false, not a string.',
      ],
    ],
    [
      'prefersBorder: the string "true" is made true; a number is said, with no fix',
      listing(
        withUi({ prefersBorder: 'true' }, 1),
        withUi({ prefersBorder: 1, domain: 'd.example.com' }, 2),
        withUi({ prefersBorder: false, csp: {}, permissions: {} }, 3),
      ),
      [
        'MCP416 error "\\"true\\"": "prefersBorder" must be true or false, not a string. ‖ Change to true (preferred) (safe): "\\"true\\""→"true"',
        'MCP416 error "1": "prefersBorder" must be true or false, not an integer.',
      ],
    ],
    [
      "a tool's keys, a misspelt key and an unknown one; x- keys are free",
      listing(
        withUi({ resourceUri: VIEW, visibility: ['app'], foo: 1, prefersborder: true, 'x-mine': 1 }, 1),
        withUi({ prefersBorder: true, prefersborder: false }, 2),
      ),
      [
        'MCP416 warning "\\"resourceUri\\"": "resourceUri" belongs on the tool\'s "_meta.ui", not the resource\'s: hosts ignore it here. [unnecessary]',
        'MCP416 warning "\\"visibility\\"": "visibility" belongs on the tool\'s "_meta.ui", not the resource\'s: hosts ignore it here. [unnecessary]',
        'MCP416 warning "\\"foo\\"": "foo" is not a UI resource "_meta.ui" field; clients ignore it. Put custom data under "_meta" instead.',
        'MCP416 warning "\\"prefersborder\\"": Unknown UI resource "_meta.ui" key "prefersborder": did you mean "prefersBorder"? Clients ignore keys they do not know. ‖ Rename to "prefersBorder" (preferred) (safe): "\\"prefersborder\\""→"\\"prefersBorder\\""',
        'MCP416 warning "\\"prefersborder\\"": Unknown UI resource "_meta.ui" key "prefersborder": did you mean "prefersBorder" (there is a "prefersBorder" too; this one is ignored)? Clients ignore keys they do not know.',
      ],
    ],
    [
      'a field written without its value is left to the syntax error',
      raw('{ "prefersBorder": , "domain": , "csp": , "permissions": }'),
      [],
    ],
  ]);
});

describe('MCP415/MCP416: the csp domain lists of a UI resource, at their edges', () => {
  check([
    [
      'a domain list that is not an array: a string is wrapped, anything else said',
      csp({
        connectDomains: 'https://a.com',
        resourceDomains: 3,
        frameDomains: { a: 1 },
        baseUriDomains: 'https://b.com',
      }),
      [
        'MCP416 error "\\"https://a.com\\"": "connectDomains" must be an array of origins, not a string. ‖ Change to ["https://a.com"] (preferred) (safe): "\\"https://a.com\\""→"[\\"https://a.com\\"]"',
        'MCP416 error "3": "resourceDomains" must be an array of origins, not an integer.',
        'MCP416 error "{\\n              \\"a\\": 1\\n            }": "frameDomains" must be an array of origins, not an object.',
        'MCP416 error "\\"https://b.com\\"": "baseUriDomains" must be an array of origins, not a string. ‖ Change to ["https://b.com"] (preferred) (safe): "\\"https://b.com\\""→"[\\"https://b.com\\"]"',
      ],
    ],
    [
      'entries that are not strings, and entries given twice (a hint, also when the entry is wrong)',
      csp({ connectDomains: [1, null, 'https://a.com', 'https://a.com', 'a.com', 'a.com'] }),
      [
        'MCP416 error "1": An entry of "connectDomains" must be an origin string, not an integer.',
        'MCP416 error "null": An entry of "connectDomains" must be an origin string, not null.',
        'MCP415 hint "\\"https://a.com\\"": "https://a.com" is listed twice in "connectDomains". [unnecessary] ‖ Remove the duplicate (preferred) (safe): ",\\n              \\"https://a.com\\""→""',
        'MCP415 warning "\\"a.com\\"": connectDomains: "a.com" has no scheme: MCP Apps lists origins ("https://api.example.com"), and a host without a scheme is read differently by each host (in a CSP it allows http too). ‖ Change to "https://a.com" (preferred): "\\"a.com\\""→"\\"https://a.com\\""',
        'MCP415 hint "\\"a.com\\"": "a.com" is listed twice in "connectDomains". [unnecessary] ‖ Remove the duplicate (preferred) (safe): ",\\n              \\"a.com\\""→""',
        'MCP415 warning "\\"a.com\\"": connectDomains: "a.com" has no scheme: MCP Apps lists origins ("https://api.example.com"), and a host without a scheme is read differently by each host (in a CSP it allows http too). ‖ Change to "https://a.com" (preferred): "\\"a.com\\""→"\\"https://a.com\\""',
      ],
    ],
    [
      'a problem over the whole entry is said at the entry; one over part of it, at that part',
      csp({
        connectDomains: ['*', ' https://a.com'],
        resourceDomains: ['ftp://a.com', 'api.example.com/v1', 'htp://a.com'],
        frameDomains: ['https://a.com/x', 'https://a.com/', 'https://user@a.com'],
        baseUriDomains: ['https://a.com:x', 'https://*.com', 'https://a..com'],
      }),
      [
        'MCP415 warning "\\"*\\"": connectDomains: "*" alone lets the page reach every origin; MCP Apps lists origins, with at most a wildcard subdomain ("https://*.example.com"). Name the origins the page needs.',
        'MCP415 error "\\" https://a.com\\"": connectDomains: The origin has leading or trailing whitespace. ‖ Trim the whitespace (preferred): "\\" https://a.com\\""→"\\"https://a.com\\""',
        'MCP415 warning "ftp": resourceDomains: "ftp:" is not a network scheme: these lists name https, http, wss or ws origins the page talks to.',
        'MCP415 warning "api.example.com": resourceDomains: "api.example.com/v1" has no scheme: MCP Apps lists origins ("https://api.example.com"), and a host without a scheme is read differently by each host (in a CSP it allows http too). ‖ Change to "https://api.example.com/v1" (preferred): "\\"api.example.com/v1\\""→"\\"https://api.example.com/v1\\""',
        'MCP415 error "htp": resourceDomains: "htp" is not a scheme; did you mean "http"? ‖ Change to "http://a.com" (preferred): "\\"htp://a.com\\""→"\\"http://a.com\\""',
        'MCP415 warning "/x": frameDomains: "https://a.com/x" has a path or query: MCP Apps lists origins, and a host that copies a path into the CSP allows only that path (which a redirect loses). Give the origin "https://a.com". ‖ Change to "https://a.com" (preferred): "\\"https://a.com/x\\""→"\\"https://a.com\\""',
        'MCP415 info "/": frameDomains: The trailing "/" is not part of an origin. ‖ Change to "https://a.com" (preferred): "\\"https://a.com/\\""→"\\"https://a.com\\""',
        'MCP415 warning "user@": frameDomains: An origin has no user name or password. ‖ Remove the credentials (preferred): "\\"https://user@a.com\\""→"\\"https://a.com\\""',
        'MCP415 error ":x": baseUriDomains: ":x" is not a port.',
        'MCP415 warning "*.com": baseUriDomains: "*.com" covers every site under a top-level domain; name the site ("https://*.example.com").',
        'MCP415 error ".": baseUriDomains: The host has an empty label.',
      ],
    ],
    [
      'an origin with no host at all is said at the whole entry',
      csp({ connectDomains: ['https://', 'wss://', 'https:///x'] }),
      [
        'MCP415 error "\\"https://\\"": connectDomains: The origin has no host.',
        'MCP415 error "\\"wss://\\"": connectDomains: The origin has no host.',
        'MCP415 error "/": connectDomains: The origin has no host.',
      ],
    ],
    [
      'the parts of an entry written with escapes are found in the text',
      raw('{ "csp": { "connectDomains": ["https://a\\u002ecom/x", "h\\u0074tps:/a.com", "https://a.com:\\u0078"] } }'),
      [
        'MCP415 warning "/x": connectDomains: "https://a.com/x" has a path or query: MCP Apps lists origins, and a host that copies a path into the CSP allows only that path (which a redirect loses). Give the origin "https://a.com". ‖ Change to "https://a.com" (preferred): "\\"https://a\\\\u002ecom/x\\""→"\\"https://a.com\\""',
        'MCP415 error "h\\\\u0074tps:/": connectDomains: "https:/a.com" needs "://" after its scheme. ‖ Change to "https://a.com" (preferred): "\\"h\\\\u0074tps:/a.com\\""→"\\"https://a.com\\""',
        'MCP415 error ":\\\\u0078": connectDomains: ":x" is not a port.',
      ],
    ],
    [
      'an unknown and a misspelt list in csp (warnings)',
      csp({ connectDomains: [], foo: [], frameDomain: [], resourcedomains: ['https://a.com'] }),
      [
        'MCP416 warning "\\"foo\\"": "foo" is not a "csp" field; clients ignore it. Put custom data under "_meta" instead.',
        'MCP416 warning "\\"frameDomain\\"": Unknown "csp" key "frameDomain": did you mean "frameDomains"? Clients ignore keys they do not know. ‖ Rename to "frameDomains" (preferred) (safe): "\\"frameDomain\\""→"\\"frameDomains\\""',
        'MCP416 warning "\\"resourcedomains\\"": Unknown "csp" key "resourcedomains": did you mean "resourceDomains"? Clients ignore keys they do not know. ‖ Rename to "resourceDomains" (preferred) (safe): "\\"resourcedomains\\""→"\\"resourceDomains\\""',
      ],
    ],
  ]);
});

describe('MCP416: the permissions of a UI resource, at their edges', () => {
  check([
    [
      'a permission written as true, false or anything else',
      perms({ camera: true, microphone: false, geolocation: 1, clipboardWrite: 'yes' }),
      [
        'MCP416 error "true": "camera" must be an object ({} asks for the permission), not a boolean. Ask for it with {}. ‖ Change to {} (preferred) (safe): "true"→"{}"',
        'MCP416 error "false": "microphone" must be an object ({} asks for the permission), not a boolean. To not ask for it, leave the key out. ‖ Remove "microphone" (preferred) (safe): "            \\"camera\\": true,\\n            \\"microphone\\": false,"→"            \\"camera\\": true,"',
        'MCP416 error "1": "geolocation" must be an object ({} asks for the permission), not an integer. Ask for it with {}.',
        'MCP416 error "\\"yes\\"": "clipboardWrite" must be an object ({} asks for the permission), not a string. Ask for it with {}.',
      ],
    ],
    [
      'null, a list, false last; a misspelt and an unknown permission',
      perms({ camera: null, microphone: [], geolocation: {}, clipboardWrite: false, cameras: {}, usb: {} }),
      [
        'MCP416 error "null": "camera" must be an object ({} asks for the permission), not null. Ask for it with {}.',
        'MCP416 error "[]": "microphone" must be an object ({} asks for the permission), not an array. Ask for it with {}.',
        'MCP416 error "false": "clipboardWrite" must be an object ({} asks for the permission), not a boolean. To not ask for it, leave the key out. ‖ Remove "clipboardWrite" (preferred) (safe): "            \\"geolocation\\": {},\\n            \\"clipboardWrite\\": false,"→"            \\"geolocation\\": {},"',
        'MCP416 warning "\\"cameras\\"": Unknown "permissions" key "cameras": did you mean "camera" (there is a "camera" too; this one is ignored)? Clients ignore keys they do not know.',
        'MCP416 warning "\\"usb\\"": "usb" is not a "permissions" field; clients ignore it. Put custom data under "_meta" instead.',
      ],
    ],
    [
      'the string "true" or "{}" is not a permission either',
      perms({ camera: 'true', microphone: '{}' }),
      [
        'MCP416 error "\\"true\\"": "camera" must be an object ({} asks for the permission), not a string. Ask for it with {}.',
        'MCP416 error "\\"{}\\"": "microphone" must be an object ({} asks for the permission), not a string. Ask for it with {}.',
      ],
    ],
  ]);
});
