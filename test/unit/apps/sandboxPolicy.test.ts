// What an app's frame may do: which declared origins a CSP can name, and the Content-Security-Policy,
// Permissions-Policy and `allow` attribute built from a UI resource's declaration and nothing beyond it.
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { APP_FRAME_SANDBOX, appPolicy, originProblem } from '../../../common/mcp/apps/sandboxPolicy';

const DEFAULT_CSP = [
  "default-src 'none'",
  "script-src 'unsafe-inline'",
  "style-src 'unsafe-inline'",
  'img-src data: blob:',
  'font-src data:',
  'media-src data: blob:',
  "connect-src 'none'",
  "frame-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "object-src 'none'",
  'sandbox allow-scripts allow-forms',
].join('; ');

const NEVER = [
  'payment',
  'usb',
  'serial',
  'hid',
  'bluetooth',
  'display-capture',
  'fullscreen',
  'publickey-credentials-get',
  'screen-wake-lock',
  'midi',
];
const DEFAULT_PERMISSIONS = [...['camera', 'microphone', 'geolocation', 'clipboard-write'], ...NEVER]
  .map((f) => `${f}=()`)
  .join(', ');

/** The CSP as a map of directive to its sources. */
function directives(csp: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const part of csp.split('; ')) {
    const [name, ...sources] = part.split(' ');
    assert.equal(out.has(name!), false, `directive ${name} twice`);
    out.set(name!, sources);
  }
  return out;
}

describe('originProblem: origins a CSP can name', () => {
  for (const origin of [
    'https://api.example.com',
    'https://*.example.com',
    'http://localhost:3000',
    'wss://x.y',
    'ws://127.0.0.1:8080',
    'https://[::1]:8443',
    'https://[::1]',
    'https://api.example.com/',
    'http://localhost:3000/',
    'HTTPS://API.EXAMPLE.COM',
    'https://x.com:65535',
    'https://my-host.example-domain.co.uk',
  ]) {
    it(`accepts ${origin}`, () => assert.equal(originProblem(origin), undefined));
  }
});

describe('originProblem: what is not an origin, and why', () => {
  const cases: [string, string][] = [
    ['', 'is empty'],
    ['   ', 'is empty'],
    ['*', 'allows every origin'],
    ['https://*', 'allows every origin'],
    ['https://*/', 'allows every origin'],
    ['wss://*', 'allows every origin'],
    ['https://*.com', 'allows every host of a top-level domain'],
    ['https://*.com:443', 'allows every host of a top-level domain'],
    ['api.example.com', 'has no scheme (write https://…)'],
    ['//api.example.com', 'has no scheme (write https://…)'],
    ['*.example.com', 'has no scheme (write https://…)'],
    ['ftp://x', 'is not an http(s) or ws(s) origin'],
    ['file:///etc/passwd', 'is not an http(s) or ws(s) origin'],
    ['javascript://x', 'is not an http(s) or ws(s) origin'],
    ['https://x.com/path', 'has a path, query or fragment (an origin ends after the host and port)'],
    ['https://x.com/path/', 'has a path, query or fragment (an origin ends after the host and port)'],
    ['https://x.com?q', 'has a path, query or fragment (an origin ends after the host and port)'],
    ['https://x.com/?q=1', 'has a path, query or fragment (an origin ends after the host and port)'],
    ['https://x.com#frag', 'has a path, query or fragment (an origin ends after the host and port)'],
    ['https://x.com?', 'has a path, query or fragment (an origin ends after the host and port)'],
    ["https://x.com'", 'holds a space, quote, comma or semicolon'],
    ["'self'", 'holds a space, quote, comma or semicolon'],
    ['https://x.com"', 'holds a space, quote, comma or semicolon'],
    ['https://a.com; script-src *', 'holds a space, quote, comma or semicolon'],
    ['https://a.com;', 'holds a space, quote, comma or semicolon'],
    ['https://a.com https://b.com', 'holds a space, quote, comma or semicolon'],
    ['https://a.com,https://b.com', 'holds a space, quote, comma or semicolon'],
    ['https://a.com\n', 'holds a space, quote, comma or semicolon'],
    ['https://a.com\t', 'holds a space, quote, comma or semicolon'],
    ['https://x.com:*', 'allows every port'],
    ['http://127.0.0.1:*', 'allows every port'],
    ['ws://localhost:*', 'allows every port'],
    ['https://*.example.com:*', 'allows every port'],
    ['wss://[::1]:*/', 'allows every port'],
    ['https://x.com:70000', 'has a port above 65535'],
    ['https://x.com:65536', 'has a port above 65535'],
    ['https://x.com:70000/', 'has a port above 65535'],
    ['https://[::1]:70000', 'has a port above 65535'],
    ['https://x.com:123456', 'is not a valid origin'],
    ['https://', 'is not a valid origin'],
    ['https://user@x.com', 'is not a valid origin'],
    ['https://x_y.com', 'is not a valid origin'],
    ['https://*.*.example.com', 'is not a valid origin'],
    ['https://a.*.example.com', 'is not a valid origin'],
    ['https://x.com:', 'is not a valid origin'],
    ['https://x..com', 'is not a valid origin'],
  ];
  for (const [value, reason] of cases) {
    it(`${JSON.stringify(value)} ${reason}`, () => assert.equal(originProblem(value), reason));
  }
});

describe('appPolicy with nothing declared', () => {
  const policy = appPolicy({});

  it('is the exact default CSP: no network, no frames, no base, inline scripts only', () => {
    assert.equal(policy.contentSecurityPolicy, DEFAULT_CSP);
  });

  it("names no 'self' anywhere, and no wildcard", () => {
    assert.equal(policy.contentSecurityPolicy.includes('self'), false);
    assert.equal(policy.contentSecurityPolicy.includes('*'), false);
    assert.equal(policy.permissionsPolicy.includes('self'), false);
  });

  it("gives script-src only 'unsafe-inline' (no 'unsafe-eval', no sources)", () => {
    assert.deepEqual(directives(policy.contentSecurityPolicy).get('script-src'), ["'unsafe-inline'"]);
  });

  it('carries the sandbox directive the frame gets', () => {
    assert.equal(APP_FRAME_SANDBOX, 'allow-scripts allow-forms');
    assert.deepEqual(directives(policy.contentSecurityPolicy).get('sandbox'), ['allow-scripts', 'allow-forms']);
  });

  it('refuses every feature in the Permissions-Policy and delegates none', () => {
    assert.equal(policy.permissionsPolicy, DEFAULT_PERMISSIONS);
    assert.equal(policy.allow, '');
    assert.deepEqual(policy.dropped, []);
  });

  it('is the same for empty lists and empty permissions', () => {
    const empty = appPolicy({
      csp: { connectDomains: [], resourceDomains: [], frameDomains: [], baseUriDomains: [] },
      permissions: {},
    });
    assert.deepEqual(empty, {
      contentSecurityPolicy: DEFAULT_CSP,
      permissionsPolicy: DEFAULT_PERMISSIONS,
      allow: '',
      dropped: [],
      local: [],
    });
  });

  it('ignores prefersBorder and domain', () => {
    assert.deepEqual(appPolicy({ prefersBorder: true, domain: 'https://evil.example' }), policy);
  });
});

describe('appPolicy with declared origins', () => {
  it('puts connectDomains in connect-src only', () => {
    const d = directives(
      appPolicy({ csp: { connectDomains: ['https://api.example.com', 'wss://live.example.com'] } })
        .contentSecurityPolicy,
    );
    assert.deepEqual(d.get('connect-src'), ['https://api.example.com', 'wss://live.example.com']);
    for (const [name, sources] of d) {
      if (name !== 'connect-src') assert.equal(sources.includes('https://api.example.com'), false, name);
    }
  });

  it('puts resourceDomains in script, style, img, font and media sources after the built-in ones, and nowhere else', () => {
    const policy = appPolicy({ csp: { resourceDomains: ['https://cdn.example.com'] } });
    assert.equal(
      policy.contentSecurityPolicy,
      [
        "default-src 'none'",
        "script-src 'unsafe-inline' https://cdn.example.com",
        "style-src 'unsafe-inline' https://cdn.example.com",
        'img-src data: blob: https://cdn.example.com',
        'font-src data: https://cdn.example.com',
        'media-src data: blob: https://cdn.example.com',
        "connect-src 'none'",
        "frame-src 'none'",
        "base-uri 'none'",
        "form-action 'none'",
        "object-src 'none'",
        'sandbox allow-scripts allow-forms',
      ].join('; '),
    );
  });

  it('puts frameDomains in frame-src only and baseUriDomains in base-uri only', () => {
    const d = directives(
      appPolicy({ csp: { frameDomains: ['https://www.youtube.com'], baseUriDomains: ['https://base.example.com'] } })
        .contentSecurityPolicy,
    );
    assert.deepEqual(d.get('frame-src'), ['https://www.youtube.com']);
    assert.deepEqual(d.get('base-uri'), ['https://base.example.com']);
    assert.deepEqual(d.get('connect-src'), ["'none'"]);
    assert.deepEqual(d.get('script-src'), ["'unsafe-inline'"]);
    assert.deepEqual(d.get('default-src'), ["'none'"]);
  });

  it('keeps each list in its own directive when all four are declared', () => {
    const d = directives(
      appPolicy({
        csp: {
          connectDomains: ['https://c.example'],
          resourceDomains: ['https://r.example'],
          frameDomains: ['https://f.example'],
          baseUriDomains: ['https://b.example'],
        },
      }).contentSecurityPolicy,
    );
    assert.deepEqual(d.get('connect-src'), ['https://c.example']);
    assert.deepEqual(d.get('frame-src'), ['https://f.example']);
    assert.deepEqual(d.get('base-uri'), ['https://b.example']);
    assert.deepEqual(d.get('img-src'), ['data:', 'blob:', 'https://r.example']);
    assert.deepEqual(d.get('form-action'), ["'none'"]);
    assert.deepEqual(d.get('object-src'), ["'none'"]);
    assert.equal(d.size, 12);
  });

  it('strips a trailing slash from a declared origin', () => {
    const d = directives(
      appPolicy({ csp: { connectDomains: ['https://api.example.com/'], resourceDomains: ['https://[::1]:8443/'] } })
        .contentSecurityPolicy,
    );
    assert.deepEqual(d.get('connect-src'), ['https://api.example.com']);
    assert.deepEqual(d.get('script-src'), ["'unsafe-inline'", 'https://[::1]:8443']);
  });

  it('keeps a subdomain wildcard as declared', () => {
    const d = directives(appPolicy({ csp: { connectDomains: ['https://*.example.com'] } }).contentSecurityPolicy);
    assert.deepEqual(d.get('connect-src'), ['https://*.example.com']);
  });

  it('drops invalid origins, lists each in `dropped` with its field and reason, and keeps the valid ones', () => {
    const policy = appPolicy({
      csp: {
        connectDomains: ['*', 'https://ok.example.com', 'api.example.com'],
        resourceDomains: ["https://cdn.example.com; script-src 'unsafe-eval'"],
        frameDomains: ['ftp://x'],
        baseUriDomains: ['https://x.com/path'],
      },
    });
    assert.deepEqual(policy.dropped, [
      '"*" in connectDomains allows every origin',
      '"api.example.com" in connectDomains has no scheme (write https://…)',
      `"https://cdn.example.com; script-src 'unsafe-eval'" in resourceDomains holds a space, quote, comma or semicolon`,
      '"ftp://x" in frameDomains is not an http(s) or ws(s) origin',
      '"https://x.com/path" in baseUriDomains has a path, query or fragment (an origin ends after the host and port)',
    ]);
    const d = directives(policy.contentSecurityPolicy);
    assert.deepEqual(d.get('connect-src'), ['https://ok.example.com']);
    assert.deepEqual(d.get('script-src'), ["'unsafe-inline'"]);
    assert.deepEqual(d.get('frame-src'), ["'none'"]);
    assert.deepEqual(d.get('base-uri'), ["'none'"]);
    assert.equal(policy.contentSecurityPolicy.includes('unsafe-eval'), false);
  });

  it("cannot be made to name 'self' or a keyword through a declared origin", () => {
    const policy = appPolicy({ csp: { connectDomains: ["'self'", 'self', "'unsafe-eval'", 'data:', 'blob:'] } });
    assert.deepEqual(directives(policy.contentSecurityPolicy).get('connect-src'), ["'none'"]);
    assert.equal(policy.dropped.length, 5);
    assert.equal(policy.contentSecurityPolicy.includes('self'), false);
  });
});

describe('appPolicy with origins on this computer or a private network', () => {
  const kinds: [string, string][] = [
    ['http://127.0.0.1:3000', 'this computer'],
    ['http://127.255.0.9', 'this computer'],
    ['ws://localhost:8080', 'this computer'],
    ['http://LOCALHOST', 'this computer'],
    ['https://app.localhost', 'this computer'],
    ['https://*.app.localhost:8443', 'this computer'],
    ['https://[::1]:8443', 'this computer'],
    ['http://[0:0:0:0:0:0:0:1]', 'this computer'],
    ['http://[::ffff:127.0.0.1]:80', 'this computer'],
    ['http://0.0.0.0:9000', 'this computer'],
    ['http://[::]:9000', 'this computer'],
    ['http://2130706433', 'this computer'],
    ['http://0x7f.1', 'this computer'],
    ['http://10.1.2.3', 'a private network'],
    ['http://172.16.0.1', 'a private network'],
    ['http://172.31.255.255', 'a private network'],
    ['http://192.168.1.1:8080', 'a private network'],
    ['https://[fc00::1]', 'a private network'],
    ['https://[fd12:3456::1]', 'a private network'],
    ['http://[::ffff:192.168.0.1]', 'a private network'],
    ['http://169.254.169.254', 'a link-local address'],
    ['https://[fe80::1]', 'a link-local address'],
    ['https://[febf::1]', 'a link-local address'],
  ];
  for (const [origin, kind] of kinds) {
    it(`keeps ${origin} and says it names ${kind}`, () => {
      const policy = appPolicy({ csp: { connectDomains: [origin] } });
      assert.deepEqual(directives(policy.contentSecurityPolicy).get('connect-src'), [origin]);
      assert.deepEqual(policy.dropped, []);
      assert.deepEqual(policy.local, [`${JSON.stringify(origin)} in connectDomains names ${kind}`]);
    });
  }

  for (const origin of [
    'https://api.example.com',
    'http://172.32.0.1',
    'http://172.15.255.255',
    'http://11.0.0.1',
    'http://192.169.0.1',
    'https://[2001:db8::1]',
    'https://[fec0::1]',
    'https://localhost.example.com',
    'https://*.example.com',
    'http://128.0.0.1',
  ]) {
    it(`says nothing of ${origin}`, () => assert.deepEqual(appPolicy({ csp: { connectDomains: [origin] } }).local, []));
  }

  it('says it of each list, in the order declared, and not of what it left out', () => {
    const policy = appPolicy({
      csp: {
        connectDomains: ['ws://localhost:*', 'https://api.example.com', 'ws://localhost:5173'],
        resourceDomains: ['http://192.168.0.2'],
        frameDomains: ['http://[::1]:3000'],
        baseUriDomains: ['http://10.0.0.1'],
      },
    });
    assert.deepEqual(policy.dropped, ['"ws://localhost:*" in connectDomains allows every port']);
    assert.deepEqual(policy.local, [
      '"ws://localhost:5173" in connectDomains names this computer',
      '"http://192.168.0.2" in resourceDomains names a private network',
      '"http://[::1]:3000" in frameDomains names this computer',
      '"http://10.0.0.1" in baseUriDomains names a private network',
    ]);
    assert.equal(policy.contentSecurityPolicy.includes(':*'), false);
  });
});

describe('appPolicy with declared permissions', () => {
  it('grants a declared permission in allow and as =(self), and refuses the rest', () => {
    const policy = appPolicy({ permissions: { camera: {} } });
    assert.equal(policy.allow, 'camera');
    assert.equal(
      policy.permissionsPolicy,
      ['camera=(self)', ...['microphone', 'geolocation', 'clipboard-write', ...NEVER].map((f) => `${f}=()`)].join(', '),
    );
  });

  it('grants all four in their fixed order, whatever the order declared, with clipboardWrite as clipboard-write', () => {
    const policy = appPolicy({ permissions: { clipboardWrite: {}, geolocation: {}, microphone: {}, camera: {} } });
    assert.equal(policy.allow, 'camera; microphone; geolocation; clipboard-write');
    assert.equal(
      policy.permissionsPolicy,
      [
        'camera=(self)',
        'microphone=(self)',
        'geolocation=(self)',
        'clipboard-write=(self)',
        ...NEVER.map((f) => `${f}=()`),
      ].join(', '),
    );
  });

  it('grants two and refuses the other two', () => {
    const policy = appPolicy({ permissions: { microphone: {}, clipboardWrite: {} } });
    assert.equal(policy.allow, 'microphone; clipboard-write');
    assert.equal(
      policy.permissionsPolicy,
      [
        'microphone=(self)',
        'clipboard-write=(self)',
        'camera=()',
        'geolocation=()',
        ...NEVER.map((f) => `${f}=()`),
      ].join(', '),
    );
  });

  it('never grants a feature outside the four, even when declared', () => {
    const permissions = { camera: {}, payment: {}, usb: {}, fullscreen: {} } as unknown as { camera: object };
    const policy = appPolicy({ permissions });
    assert.equal(policy.allow, 'camera');
    for (const f of NEVER) assert.ok(policy.permissionsPolicy.split(', ').includes(`${f}=()`), f);
    assert.equal(policy.permissionsPolicy.includes('payment=(self)'), false);
  });

  it('does not change the CSP', () => {
    assert.equal(appPolicy({ permissions: { camera: {}, geolocation: {} } }).contentSecurityPolicy, DEFAULT_CSP);
  });
});
