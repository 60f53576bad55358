// MCP Apps on the resource side (MCP414–MCP416, rules/capabilities/appResources.ts) at its edges: each case was written
// for a mutant `npm run mutate` found alive (a condition, a message or a fix no test read), and pins every finding of
// these three codes in the document in full (see test/helpers/transcript.ts): code, severity, the text it covers, the
// message, its tags, and each fix with its title, preferred, safe and edits. The last block does the same for
// util/cspOrigin.ts, which reads each entry of a CSP domain list, on the value alone.
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { transcript } from '../../helpers/transcript';
import { cspOriginProblem, type CspOriginProblem } from '../../../server/src/engine/util/cspOrigin';

const VIEW = 'ui://charts/view.html';
const MIME = 'text/html;profile=mcp-app';
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

describe('cspOriginProblem (util/cspOrigin.ts): each entry of a CSP domain list, at its edges', () => {
  // the value, and its first problem: offsets into the value, severity, message, replacement (undefined: an origin)
  const cases: [string, CspOriginProblem | undefined][] = [
    ['', { start: 0, end: 0, severity: 'error', message: 'The origin is empty.' }],
    ['   ', { start: 0, end: 3, severity: 'error', message: 'The origin is empty.' }],
    [
      "'self'",
      {
        start: 0,
        end: 6,
        severity: 'warning',
        message:
          "'self' is a CSP keyword, not an origin: the host writes the policy's keywords itself. List origins such as \"https://api.example.com\".",
      },
    ],
    [
      "x'self'",
      {
        start: 0,
        end: 7,
        severity: 'warning',
        message:
          '"x\'self\'" has no scheme: MCP Apps lists origins ("https://api.example.com"), and a host without a scheme is read differently by each host (in a CSP it allows http too).',
        replacement: { title: 'Change to "https://x\'self\'"', value: "https://x'self'" },
      },
    ],
    [
      "'self'x",
      {
        start: 0,
        end: 7,
        severity: 'warning',
        message:
          '"\'self\'x" has no scheme: MCP Apps lists origins ("https://api.example.com"), and a host without a scheme is read differently by each host (in a CSP it allows http too).',
        replacement: { title: 'Change to "https://\'self\'x"', value: "https://'self'x" },
      },
    ],
    [
      "'",
      {
        start: 0,
        end: 1,
        severity: 'warning',
        message:
          '"\'" has no scheme: MCP Apps lists origins ("https://api.example.com"), and a host without a scheme is read differently by each host (in a CSP it allows http too).',
        replacement: { title: 'Change to "https://\'"', value: "https://'" },
      },
    ],
    [
      "''",
      {
        start: 0,
        end: 2,
        severity: 'warning',
        message:
          "'' is a CSP keyword, not an origin: the host writes the policy's keywords itself. List origins such as \"https://api.example.com\".",
      },
    ],
    ['ws://a.com', undefined],
    ['WS://a.com:8080', undefined],
    ['wss://a.com', undefined],
    ['http://a.com', undefined],
    ['HTTPS://A.COM', undefined],
    ['https://-a.com', { start: 8, end: 10, severity: 'error', message: '"-a" is not a host name label.' }],
    ['https://a-.com', { start: 8, end: 10, severity: 'error', message: '"a-" is not a host name label.' }],
    ['https://a-b.com', undefined],
    [
      '1https://a.com',
      {
        start: 0,
        end: 7,
        severity: 'warning',
        message:
          '"1https://a.com" has no scheme: MCP Apps lists origins ("https://api.example.com"), and a host without a scheme is read differently by each host (in a CSP it allows http too).',
        replacement: { title: 'Change to "https://1https://a.com"', value: 'https://1https://a.com' },
      },
    ],
    [
      '1https:a.com',
      {
        start: 0,
        end: 12,
        severity: 'warning',
        message:
          '"1https:a.com" has no scheme: MCP Apps lists origins ("https://api.example.com"), and a host without a scheme is read differently by each host (in a CSP it allows http too).',
        replacement: { title: 'Change to "https://1https:a.com"', value: 'https://1https:a.com' },
      },
    ],
    [
      'https:a.com',
      {
        start: 0,
        end: 6,
        severity: 'error',
        message: '"https:a.com" needs "://" after its scheme.',
        replacement: { title: 'Change to "https://a.com"', value: 'https://a.com' },
      },
    ],
    [
      'https:/a.com',
      {
        start: 0,
        end: 7,
        severity: 'error',
        message: '"https:/a.com" needs "://" after its scheme.',
        replacement: { title: 'Change to "https://a.com"', value: 'https://a.com' },
      },
    ],
    [
      'wss:a.com',
      {
        start: 0,
        end: 4,
        severity: 'error',
        message: '"wss:a.com" needs "://" after its scheme.',
        replacement: { title: 'Change to "wss://a.com"', value: 'wss://a.com' },
      },
    ],
    ['https://a.com\n/x', { start: 10, end: 14, severity: 'error', message: '"com\n" is not a host name label.' }],
    [
      'https:a.com\nx',
      {
        start: 0,
        end: 6,
        severity: 'error',
        message: '"https:a.com\nx" needs "://" after its scheme.',
        replacement: { title: 'Change to "https://a.com\nx"', value: 'https://a.com\nx' },
      },
    ],
    [
      'a.com\nx',
      {
        start: 0,
        end: 7,
        severity: 'warning',
        message:
          '"a.com\nx" has no scheme: MCP Apps lists origins ("https://api.example.com"), and a host without a scheme is read differently by each host (in a CSP it allows http too).',
        replacement: { title: 'Change to "https://a.com\nx"', value: 'https://a.com\nx' },
      },
    ],
    [
      '/api',
      {
        start: 0,
        end: 4,
        severity: 'warning',
        message:
          '"/api" has no scheme: MCP Apps lists origins ("https://api.example.com"), and a host without a scheme is read differently by each host (in a CSP it allows http too).',
      },
    ],
    [
      '?x',
      {
        start: 0,
        end: 2,
        severity: 'warning',
        message:
          '"?x" has no scheme: MCP Apps lists origins ("https://api.example.com"), and a host without a scheme is read differently by each host (in a CSP it allows http too).',
      },
    ],
    [
      '//cdn.example.com',
      {
        start: 0,
        end: 17,
        severity: 'warning',
        message:
          '"//cdn.example.com" has no scheme: MCP Apps lists origins ("https://api.example.com"), and a host without a scheme is read differently by each host (in a CSP it allows http too).',
        replacement: { title: 'Change to "https://cdn.example.com"', value: 'https://cdn.example.com' },
      },
    ],
    [
      '//cdn.example.com/x',
      {
        start: 0,
        end: 19,
        severity: 'warning',
        message:
          '"//cdn.example.com/x" has no scheme: MCP Apps lists origins ("https://api.example.com"), and a host without a scheme is read differently by each host (in a CSP it allows http too).',
        replacement: { title: 'Change to "https://cdn.example.com/x"', value: 'https://cdn.example.com/x' },
      },
    ],
    [
      'api.example.com?x=1',
      {
        start: 0,
        end: 15,
        severity: 'warning',
        message:
          '"api.example.com?x=1" has no scheme: MCP Apps lists origins ("https://api.example.com"), and a host without a scheme is read differently by each host (in a CSP it allows http too).',
        replacement: { title: 'Change to "https://api.example.com?x=1"', value: 'https://api.example.com?x=1' },
      },
    ],
    [
      'api.example.com#f',
      {
        start: 0,
        end: 15,
        severity: 'warning',
        message:
          '"api.example.com#f" has no scheme: MCP Apps lists origins ("https://api.example.com"), and a host without a scheme is read differently by each host (in a CSP it allows http too).',
        replacement: { title: 'Change to "https://api.example.com#f"', value: 'https://api.example.com#f' },
      },
    ],
    [
      'api.example.com',
      {
        start: 0,
        end: 15,
        severity: 'warning',
        message:
          '"api.example.com" has no scheme: MCP Apps lists origins ("https://api.example.com"), and a host without a scheme is read differently by each host (in a CSP it allows http too).',
        replacement: { title: 'Change to "https://api.example.com"', value: 'https://api.example.com' },
      },
    ],
    [
      'https://a.com?x',
      {
        start: 13,
        end: 15,
        severity: 'warning',
        message:
          '"https://a.com?x" has a path or query: MCP Apps lists origins, and a host that copies a path into the CSP allows only that path (which a redirect loses). Give the origin "https://a.com".',
        replacement: { title: 'Change to "https://a.com"', value: 'https://a.com' },
      },
    ],
    [
      'https://a.com#x',
      {
        start: 13,
        end: 15,
        severity: 'warning',
        message:
          '"https://a.com#x" has a path or query: MCP Apps lists origins, and a host that copies a path into the CSP allows only that path (which a redirect loses). Give the origin "https://a.com".',
        replacement: { title: 'Change to "https://a.com"', value: 'https://a.com' },
      },
    ],
    [
      'https://@a.com',
      {
        start: 8,
        end: 9,
        severity: 'warning',
        message: 'An origin has no user name or password.',
        replacement: { title: 'Remove the credentials', value: 'https://a.com' },
      },
    ],
    [
      'https://u:p@a.com/x',
      {
        start: 8,
        end: 12,
        severity: 'warning',
        message: 'An origin has no user name or password.',
        replacement: { title: 'Remove the credentials', value: 'https://a.com/x' },
      },
    ],
    ['https://a.com:80x', { start: 13, end: 17, severity: 'error', message: '":80x" is not a port.' }],
    ['https://a.com:123456', { start: 13, end: 20, severity: 'error', message: '":123456" is not a port.' }],
    ['https://a.com:65535', undefined],
    [
      'https://a.com:*',
      {
        start: 13,
        end: 15,
        severity: 'warning',
        message:
          '":*" lets the page reach every port of the host (on this computer, every local service, and a WebSocket is not held back by CORS); name the port.',
      },
    ],
    [
      'ws://localhost:*',
      {
        start: 14,
        end: 16,
        severity: 'warning',
        message:
          '":*" lets the page reach every port of the host (on this computer, every local service, and a WebSocket is not held back by CORS); name the port.',
      },
    ],
    [
      'http://localhost:3000',
      {
        start: 7,
        end: 21,
        severity: 'info',
        message:
          '"http://localhost:3000" names this computer: the page can reach what listens there, on each user\'s own machine or network (not your server). Fine while developing; name the origin your users reach when you publish.',
      },
    ],
    [
      'https://[::1]:8443/',
      {
        start: 18,
        end: 19,
        severity: 'info',
        message: 'The trailing "/" is not part of an origin.',
        replacement: { title: 'Change to "https://[::1]:8443"', value: 'https://[::1]:8443' },
      },
    ],
    [
      'http://localhost.:3000',
      {
        start: 7,
        end: 22,
        severity: 'info',
        message:
          '"http://localhost.:3000" names this computer: the page can reach what listens there, on each user\'s own machine or network (not your server). Fine while developing; name the origin your users reach when you publish.',
      },
    ],
    [
      'http://169.254.169.254',
      {
        start: 7,
        end: 22,
        severity: 'info',
        message:
          '"http://169.254.169.254" names a link-local address: the page can reach what listens there, on each user\'s own machine or network (not your server). Fine while developing; name the origin your users reach when you publish.',
      },
    ],
    [
      'http://10.0.0.7',
      {
        start: 7,
        end: 15,
        severity: 'info',
        message:
          '"http://10.0.0.7" names a private network: the page can reach what listens there, on each user\'s own machine or network (not your server). Fine while developing; name the origin your users reach when you publish.',
      },
    ],
    ['https://a.com:', { start: 13, end: 14, severity: 'error', message: '":" is not a port.' }],
    [
      'https://[::1]',
      {
        start: 8,
        end: 13,
        severity: 'info',
        message:
          '"https://[::1]" names this computer: the page can reach what listens there, on each user\'s own machine or network (not your server). Fine while developing; name the origin your users reach when you publish.',
      },
    ],
    ['https://[2001:db8::1]:8080', undefined],
    ['https://[::1]x', { start: 8, end: 14, severity: 'error', message: '"[::1]x" is not a host name label.' }],
    ['https://a[1]', { start: 8, end: 12, severity: 'error', message: '"a[1]" is not a host name label.' }],
    ['https://[zz]', { start: 8, end: 12, severity: 'error', message: '"[zz]" is not a host name label.' }],
    [
      'https://*',
      {
        start: 8,
        end: 9,
        severity: 'warning',
        message:
          'A wildcard host lets the page reach every host of the scheme; MCP Apps allows a wildcard subdomain only ("https://*.example.com").',
      },
    ],
    [
      'https://*:443',
      {
        start: 8,
        end: 9,
        severity: 'warning',
        message:
          'A wildcard host lets the page reach every host of the scheme; MCP Apps allows a wildcard subdomain only ("https://*.example.com").',
      },
    ],
    ['https://a.com.', undefined],
    ['https://.', { start: 8, end: 9, severity: 'error', message: 'The host has an empty label.' }],
    ['https://.a.com', { start: 8, end: 9, severity: 'error', message: 'The host has an empty label.' }],
    [
      'https://*.',
      {
        start: 8,
        end: 10,
        severity: 'warning',
        message: '"*." covers every site under a top-level domain; name the site ("https://*.example.com").',
      },
    ],
    [
      'https://*.a',
      {
        start: 8,
        end: 11,
        severity: 'warning',
        message: '"*.a" covers every site under a top-level domain; name the site ("https://*.example.com").',
      },
    ],
    ['https://*.co.uk', undefined],
    [
      'https://a.*.com',
      {
        start: 10,
        end: 11,
        severity: 'error',
        message: 'A wildcard may only be the first label ("https://*.example.com").',
      },
    ],
    ['https://a_b.com', { start: 8, end: 11, severity: 'error', message: '"a_b" is not a host name label.' }],
    [
      'https://*a.com',
      {
        start: 8,
        end: 10,
        severity: 'error',
        message: 'A wildcard may only be the first label ("https://*.example.com").',
      },
    ],
    [
      'ftp://a.com',
      {
        start: 0,
        end: 3,
        severity: 'warning',
        message: '"ftp:" is not a network scheme: these lists name https, http, wss or ws origins the page talks to.',
      },
    ],
    [
      'htps://a.com',
      {
        start: 0,
        end: 4,
        severity: 'error',
        message: '"htps" is not a scheme; did you mean "https"?',
        replacement: { title: 'Change to "https://a.com"', value: 'https://a.com' },
      },
    ],
    [
      'foo://a.com',
      {
        start: 0,
        end: 3,
        severity: 'warning',
        message: '"foo:" is not a network scheme: these lists name https, http, wss or ws origins the page talks to.',
      },
    ],
    [
      'mailto:a@b.com',
      {
        start: 0,
        end: 14,
        severity: 'warning',
        message:
          '"mailto:a@b.com" has no scheme: MCP Apps lists origins ("https://api.example.com"), and a host without a scheme is read differently by each host (in a CSP it allows http too).',
        replacement: { title: 'Change to "https://mailto:a@b.com"', value: 'https://mailto:a@b.com' },
      },
    ],
    ['https:', { start: 0, end: 6, severity: 'error', message: 'The origin has no host.' }],
    ['http:/', { start: 0, end: 6, severity: 'error', message: 'The origin has no host.' }],
  ];
  // a problem without a fix may carry `replacement: undefined`: compared as JSON, which has no such key
  const plain = (p: CspOriginProblem | undefined) => (p ? JSON.parse(JSON.stringify(p)) : p);
  for (const [value, expected] of cases) {
    it(JSON.stringify(value), () => assert.deepEqual(plain(cspOriginProblem(value)), expected));
  }
});
