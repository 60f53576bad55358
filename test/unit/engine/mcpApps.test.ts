// MCP Apps (io.modelcontextprotocol/ui): a tool's _meta.ui (MCP117–MCP121) and its UI resource (MCP414–MCP416),
// each rule on a failing fixture beside a passing one, the quick fixes applied.
import { strict as assert } from 'node:assert';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { catalogDocumentOf, loadFixtures, type LiveCatalogFixture } from '../../corpus/liveCatalogCorpus';
import { codes, lintText } from '../../helpers/engine';
import { REPO_ROOT } from '../../helpers/paths';
import { runCases } from './ruleCases';

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
const view = (extra: object = {}) => ({ uri: VIEW, name: 'Chart view', mimeType: MIME, ...extra });
const withUi = (ui: object) => view({ _meta: { ui } });
const server = (meta: object, resources: object[] = [view()]) => ({ tools: [tool(meta)], resources });
const catalog = (meta: object, extra: object = {}) => ({
  _meta: { 'mcp-lens/server': { name: 'charts', ...extra } },
  tools: [tool(meta)],
});

describe('MCP Apps: the tool side (MCP117–MCP121)', () => {
  runCases([
    {
      code: 'MCP117',
      title: 'a UI resource the list does not have, corrected to the near one',
      path: P,
      bad: server({ ui: { resourceUri: 'ui://charts/veiw.html' } }),
      good: server({ ui: { resourceUri: VIEW } }),
      severity: 'error',
      span: '"ui://charts/veiw.html"',
      message: /listed are "ui:\/\/charts\/view.html"/,
      fix: true,
    },
    {
      code: 'MCP117',
      title: 'an empty resources list',
      path: P,
      bad: server({ ui: { resourceUri: VIEW } }, []),
      good: server({ ui: { resourceUri: VIEW } }),
      message: /No UI resource is listed/,
    },
    {
      code: 'MCP117',
      title: 'the flat key alone is checked too',
      path: P,
      bad: server({ 'ui/resourceUri': 'ui://other/view.html' }),
      good: server({ 'ui/resourceUri': VIEW }),
    },
    {
      code: 'MCP117',
      title: "a running server's catalog that lists no resources at all",
      path: P,
      bad: catalog({ ui: { resourceUri: VIEW } }),
      good: catalog({ ui: { resourceUri: VIEW } }, { listErrors: { resources: 'timed out' } }),
    },
    {
      code: 'MCP118',
      title: 'an https page instead of a ui:// resource',
      path: P,
      bad: tool({ ui: { resourceUri: 'https://example.com/chart.html' } }),
      good: tool({ ui: { resourceUri: VIEW } }),
      severity: 'error',
      message: /not a "ui:\/\/" URI/,
    },
    {
      code: 'MCP118',
      title: 'a scheme in capitals, corrected',
      path: P,
      bad: tool({ ui: { resourceUri: 'UI://charts/view.html' } }),
      good: tool({ ui: { resourceUri: VIEW } }),
      fix: true,
      fixed: (t) => assert.match(t, /"ui:\/\/charts\/view.html"/),
    },
    {
      code: 'MCP118',
      title: 'ui: with one slash, corrected',
      path: P,
      bad: tool({ ui: { resourceUri: 'ui:/charts/view.html' } }),
      good: tool({ ui: { resourceUri: VIEW } }),
      fix: true,
    },
    {
      code: 'MCP118',
      title: 'a resourceUri that is not a string',
      path: P,
      bad: tool({ ui: { resourceUri: 42 } }),
      good: tool({ ui: { resourceUri: VIEW } }),
      span: '42',
    },
    {
      code: 'MCP118',
      title: '_meta.ui that is not an object',
      path: P,
      bad: tool({ ui: VIEW }),
      good: tool({ ui: { resourceUri: VIEW } }),
      message: /must be an object/,
    },
    {
      code: 'MCP118',
      title: 'a space in the URI, encoded',
      path: P,
      bad: tool({ ui: { resourceUri: 'ui://charts/my view.html' } }),
      good: tool({ ui: { resourceUri: 'ui://charts/my%20view.html' } }),
      fix: true,
    },
    {
      code: 'MCP119',
      title: 'a value that is not a visibility, with the word of audience mapped',
      path: P,
      bad: tool({ ui: { visibility: ['assistant'] } }),
      good: tool({ ui: { visibility: ['model'] } }),
      severity: 'error',
      message: /Did you mean "model"/,
      fix: true,
    },
    {
      code: 'MCP119',
      title: 'a misspelt value, corrected',
      path: P,
      bad: tool({ ui: { visibility: ['modle', 'app'] } }),
      good: tool({ ui: { visibility: ['model', 'app'] } }),
      fix: true,
    },
    {
      code: 'MCP119',
      title: 'an empty array hides the tool from everyone',
      path: P,
      bad: tool({ ui: { visibility: [] } }),
      good: tool({ ui: { resourceUri: VIEW } }),
      span: '[]',
      message: /nothing can call it/,
    },
    {
      code: 'MCP119',
      title: 'a string instead of an array, wrapped',
      path: P,
      bad: tool({ ui: { visibility: 'app' } }),
      good: tool({ ui: { visibility: ['app'] } }),
      fix: true,
      fixed: (t) => assert.deepEqual(JSON.parse(t)._meta.ui.visibility, ['app']),
    },
    {
      code: 'MCP119',
      title: 'a value given twice is a warning, removed',
      path: P,
      bad: tool({ ui: { visibility: ['app', 'app'] } }),
      good: tool({ ui: { visibility: ['app'] } }),
      severity: 'warning',
      fix: true,
      fixed: (t) => assert.deepEqual(JSON.parse(t)._meta.ui.visibility, ['app']),
    },
    {
      code: 'MCP120',
      title: 'the flat key alone, moved under ui',
      path: P,
      bad: tool({ 'ui/resourceUri': VIEW }),
      good: tool({ ui: { resourceUri: VIEW }, 'ui/resourceUri': VIEW }),
      severity: 'hint',
      span: '"ui/resourceUri"',
      fix: true,
      fixed: (t) => assert.deepEqual(JSON.parse(t)._meta, { ui: { resourceUri: VIEW } }),
    },
    {
      code: 'MCP120',
      title: 'the flat key alone beside a visibility, moved into the ui object',
      path: P,
      bad: tool({ ui: { visibility: ['model'] }, 'ui/resourceUri': VIEW }),
      good: tool({ ui: { visibility: ['model'], resourceUri: VIEW } }),
      fix: true,
      fixed: (t) => assert.deepEqual(JSON.parse(t)._meta, { ui: { visibility: ['model'], resourceUri: VIEW } }),
    },
    {
      code: 'MCP120',
      title: 'a flat key that names another resource is a warning',
      path: P,
      bad: tool({ ui: { resourceUri: VIEW }, 'ui/resourceUri': 'ui://charts/old.html' }),
      good: tool({ ui: { resourceUri: VIEW }, 'ui/resourceUri': VIEW }),
      severity: 'warning',
      message: /Make them agree/,
    },
    {
      code: 'MCP121',
      title: "a resource's csp on the tool",
      path: P,
      bad: tool({ ui: { resourceUri: VIEW, csp: { connectDomains: ['https://api.example.com'] } } }),
      good: tool({ ui: { resourceUri: VIEW } }),
      severity: 'warning',
      span: '"csp"',
      message: /belongs on the UI resource/,
    },
    {
      code: 'MCP121',
      title: 'a misspelt key, renamed',
      path: P,
      bad: tool({ ui: { resourceURI: VIEW } }),
      good: tool({ ui: { resourceUri: VIEW } }),
      fix: true,
    },
  ]);

  it('is silent where the document cannot tell what the server lists', () => {
    const meta = { ui: { resourceUri: VIEW } };
    // a lone tool, a tools list without resources, a resource whose URI is not written, a ui:// template
    assert.deepEqual(codes(lintText(P, tool(meta))), []);
    assert.deepEqual(codes(lintText(P, { tools: [tool(meta)] })), []);
    assert.deepEqual(
      codes(lintText(P, { tools: [tool(meta)], resources: [{ name: 'x', uri: 3 }] })).filter((c) => c === 'MCP117'),
      [],
    );
    assert.deepEqual(
      codes(
        lintText(P, {
          tools: [tool(meta)],
          resources: [],
          resourceTemplates: [{ name: 'views', uriTemplate: 'ui://charts/{name}' }],
        }),
      ),
      [],
    );
  });

  it('accepts what registerAppTool sends: both keys agreeing, and app-only tools without a UI of their own', () => {
    const both = tool({ ui: { resourceUri: VIEW }, 'ui/resourceUri': VIEW });
    const appOnly = tool({ ui: { visibility: ['app'] } }, 'refresh_chart');
    assert.deepEqual(codes(lintText(P, { tools: [both, appOnly], resources: [view()] })), []);
  });
});

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

describe('MCP Apps on the catalog of a running server (the official example, server-basic-vanillajs)', () => {
  const fixtures = loadFixtures(join(REPO_ROOT, 'test', 'fixtures', 'live-catalogs'));
  const example = fixtures.find((f) => f.id === 'server-basic-vanillajs')!;
  const lintCatalog = (catalog: LiveCatalogFixture['catalog']) =>
    codes(lintText('file:///w/basic.catalog.json', catalogDocumentOf({ ...example, catalog })));

  it('finds nothing in the catalog as the server sent it', () => {
    assert.deepEqual(
      lintCatalog(example.catalog).filter((c) => /^MCP(11[7-9]|12\d|41[4-6])$/.test(c)),
      [],
    );
  });

  it('reports the UI resource missing from a catalog without resources, but not when the list failed', () => {
    const tools = example.catalog.tools;
    assert.ok(lintCatalog({ tools, errors: {} }).includes('MCP117'), 'no resources list at all: the server lists none');
    assert.ok(lintCatalog({ tools, resources: [], errors: {} }).includes('MCP117'));
    assert.ok(
      !lintCatalog({ tools, resources: [], errors: { resources: 'MCP error -32603: internal error' } }).includes(
        'MCP117',
      ),
      'a failed list is written empty, and says so in _meta',
    );
  });
});
