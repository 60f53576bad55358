import { strict as assert } from 'node:assert';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { catalogDocumentOf, loadFixtures, type LiveCatalogFixture } from '../../../../corpus/liveCatalogCorpus';
import { codes, lintText } from '../../../../helpers/engine';
import { REPO_ROOT } from '../../../../helpers/paths';
import { runCases } from '../../ruleCases';
import { parseDocument } from '../../../../../common/json/parsedDocument';
import type { CodeDocument } from '../../../../../server/src/code/codeDocument';
import { lint } from '../../../../../server/src/engine/lint';
import { lineOf, transcript } from '../../../../helpers/transcript';

const P = 'catalog.json';

const VIEW = 'ui://charts/view.html';

const MIME = 'text/html;profile=mcp-app';

const tool = (meta: unknown, name = 'show_chart') => ({
  name,
  description: 'Shows the sales figures as a chart.',
  inputSchema: { type: 'object' },
  annotations: { readOnlyHint: true },
  _meta: meta,
});

const view = (extra: object = {}) => ({ uri: VIEW, name: 'Chart view', mimeType: MIME, ...extra });

const server = (meta: object, resources: object[] = [view()]) => ({ tools: [tool(meta)], resources });

const catalog = (meta: object, extra: object = {}) => ({
  _meta: { 'mcp-lens/server': { name: 'charts', ...extra } },
  tools: [tool(meta)],
});

const APPS = ['MCP117', 'MCP118', 'MCP119', 'MCP120', 'MCP121'];

const DATA = { uri: 'file:///data.csv', name: 'data', mimeType: 'text/csv' };

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

describe("a tool's _meta.ui (MCP117–MCP121) at its edges", () => {
  const cases: [string, object, string[]][] = [
    [
      'a resourceUri that is not a string is no URI to look up, with the resources listed',
      { tools: [tool({ ui: { resourceUri: 42 } }), tool({ ui: { resourceUri: null } }, 'b')], resources: [view()] },
      [
        'MCP118 error "42": "resourceUri" must be a "ui://" URI string, not an integer.',
        'MCP118 error "null": "resourceUri" must be a "ui://" URI string, not null.',
      ],
    ],
    [
      'a ui:// URI with a problem is not looked up either; a problem without a repair has no fix',
      {
        tools: [
          tool({ ui: { resourceUri: 'ui://charts/my view.html' } }),
          tool({ ui: { resourceUri: 'ui://[charts/view.html' } }, 'b'),
        ],
        resources: [view()],
      },
      [
        'MCP118 error "\\"ui://charts/my view.html\\"": "resourceUri": A space is not allowed in a URI; percent-encode it as %20. ‖ Encode as %20 (preferred): "\\"ui://charts/my view.html\\""→"\\"ui://charts/my%20view.html\\""',
        'MCP118 error "\\"ui://[charts/view.html\\"": "resourceUri": The IPv6 address of the host is not closed: write it in brackets, such as "[::1]".',
      ],
    ],
    [
      'a URI that is not ui:// is not looked up: said once, with the repair of a bent scheme only',
      {
        tools: [
          tool({ ui: { resourceUri: 'ui:charts/view.html' } }),
          tool({ ui: { resourceUri: 'https://example.com/chart.html' } }, 'b'),
          tool({ ui: { resourceUri: 'UI://charts/view.html' } }, 'c'),
        ],
        resources: [view()],
      },
      [
        'MCP118 error "\\"ui:charts/view.html\\"": "resourceUri" is "ui:charts/view.html", not a "ui://" URI: hosts render only ui:// resources (an HTML page served by this server as a resource), so the tool shows no UI. ‖ Change to "ui://charts/view.html" (preferred) (safe): "\\"ui:charts/view.html\\""→"\\"ui://charts/view.html\\""',
        'MCP118 error "\\"https://example.com/chart.html\\"": "resourceUri" is "https://example.com/chart.html", not a "ui://" URI: hosts render only ui:// resources (an HTML page served by this server as a resource), so the tool shows no UI.',
        'MCP118 error "\\"UI://charts/view.html\\"": "resourceUri" is "UI://charts/view.html", not a "ui://" URI: hosts render only ui:// resources (an HTML page served by this server as a resource), so the tool shows no UI. ‖ Change to "ui://charts/view.html" (preferred) (safe): "\\"UI://charts/view.html\\""→"\\"ui://charts/view.html\\""',
      ],
    ],
    [
      'a bent scheme only at the start: ui: inside a word or after text is no scheme to repair',
      {
        tools: [
          tool({ ui: { resourceUri: 'x-ui://charts/view.html' } }),
          tool({ ui: { resourceUri: 'see ui:charts/view.html' } }, 'b'),
          tool({ ui: { resourceUri: 'Ui:///charts/view.html' } }, 'c'),
        ],
      },
      [
        'MCP118 error "\\"x-ui://charts/view.html\\"": "resourceUri" is "x-ui://charts/view.html", not a "ui://" URI: hosts render only ui:// resources (an HTML page served by this server as a resource), so the tool shows no UI.',
        'MCP118 error "\\"see ui:charts/view.html\\"": "resourceUri" is "see ui:charts/view.html", not a "ui://" URI: hosts render only ui:// resources (an HTML page served by this server as a resource), so the tool shows no UI.',
        'MCP118 error "\\"Ui:///charts/view.html\\"": "resourceUri" is "Ui:///charts/view.html", not a "ui://" URI: hosts render only ui:// resources (an HTML page served by this server as a resource), so the tool shows no UI. ‖ Change to "ui:///charts/view.html" (preferred) (safe): "\\"Ui:///charts/view.html\\""→"\\"ui:///charts/view.html\\""',
      ],
    ],
    [
      'blanks before the URI: not ui:// to a host, repaired trimmed',
      {
        tools: [
          tool({ ui: { resourceUri: ' ui://charts/view.html' } }),
          tool({ ui: { resourceUri: '  UI:charts/view.html ' } }, 'b'),
        ],
      },
      [
        'MCP118 error "\\" ui://charts/view.html\\"": "resourceUri" is " ui://charts/view.html", not a "ui://" URI: hosts render only ui:// resources (an HTML page served by this server as a resource), so the tool shows no UI. ‖ Change to "ui://charts/view.html" (preferred) (safe): "\\" ui://charts/view.html\\""→"\\"ui://charts/view.html\\""',
        'MCP118 error "\\"  UI:charts/view.html \\"": "resourceUri" is "  UI:charts/view.html ", not a "ui://" URI: hosts render only ui:// resources (an HTML page served by this server as a resource), so the tool shows no UI. ‖ Change to "ui://charts/view.html" (preferred) (safe): "\\"  UI:charts/view.html \\""→"\\"ui://charts/view.html\\""',
      ],
    ],
    [
      'the UI resources listed: only ui:// ones are named, the near one offered',
      {
        tools: [tool({ ui: { resourceUri: 'ui://charts/veiw.html' } })],
        resources: [DATA, view(), view({ uri: 'ui://charts/table.html', name: 'Table view' })],
      },
      [
        'MCP117 error "\\"ui://charts/veiw.html\\"": No resource is listed at "ui://charts/veiw.html": the host cannot read this tool\'s UI. The UI resources listed are "ui://charts/view.html", "ui://charts/table.html". ‖ Change to "ui://charts/view.html" (preferred): "\\"ui://charts/veiw.html\\""→"\\"ui://charts/view.html\\""',
      ],
    ],
    [
      'no near one: no fix',
      { tools: [tool({ ui: { resourceUri: 'ui://weather/forecast.html' } })], resources: [view(), DATA] },
      [
        'MCP117 error "\\"ui://weather/forecast.html\\"": No resource is listed at "ui://weather/forecast.html": the host cannot read this tool\'s UI. The UI resources listed are "ui://charts/view.html".',
      ],
    ],
    [
      'no UI resource among those listed',
      { tools: [tool({ ui: { resourceUri: VIEW } })], resources: [DATA] },
      [
        'MCP117 error "\\"ui://charts/view.html\\"": No resource is listed at "ui://charts/view.html": the host cannot read this tool\'s UI. No UI resource is listed.',
      ],
    ],
    [
      'five UI resources are named all',
      {
        tools: [tool({ ui: { resourceUri: 'ui://views/six.html' } })],
        resources: [1, 2, 3, 4, 5].map((i) => view({ uri: `ui://views/${i}.html`, name: `View ${i}` })),
      },
      [
        'MCP117 error "\\"ui://views/six.html\\"": No resource is listed at "ui://views/six.html": the host cannot read this tool\'s UI. The UI resources listed are "ui://views/1.html", "ui://views/2.html", "ui://views/3.html", "ui://views/4.html", "ui://views/5.html". ‖ Change to "ui://views/1.html" (preferred): "\\"ui://views/six.html\\""→"\\"ui://views/1.html\\""',
      ],
    ],
    [
      'six are named five, and an ellipsis',
      {
        tools: [tool({ ui: { resourceUri: 'ui://views/seven.html' } })],
        resources: [1, 2, 3, 4, 5, 6].map((i) => view({ uri: `ui://views/${i}.html`, name: `View ${i}` })),
      },
      [
        'MCP117 error "\\"ui://views/seven.html\\"": No resource is listed at "ui://views/seven.html": the host cannot read this tool\'s UI. The UI resources listed are "ui://views/1.html", "ui://views/2.html", "ui://views/3.html", "ui://views/4.html", "ui://views/5.html", …. ‖ Change to "ui://views/1.html" (preferred): "\\"ui://views/seven.html\\""→"\\"ui://views/1.html\\""',
      ],
    ],
    [
      'a template that is not ui:// answers for no UI: the list still tells',
      {
        tools: [tool({ ui: { resourceUri: 'ui://charts/table.html' } })],
        resources: [view()],
        resourceTemplates: [{ name: 'files', uriTemplate: 'file:///{path}' }],
      },
      [
        'MCP117 error "\\"ui://charts/table.html\\"": No resource is listed at "ui://charts/table.html": the host cannot read this tool\'s UI. The UI resources listed are "ui://charts/view.html". ‖ Change to "ui://charts/view.html" (preferred): "\\"ui://charts/table.html\\""→"\\"ui://charts/view.html\\""',
      ],
    ],
    [
      'a template without uriTemplate could answer for anything: silent',
      {
        tools: [tool({ ui: { resourceUri: 'ui://charts/table.html' } })],
        resources: [view()],
        resourceTemplates: [{ name: 'views' }],
      },
      [],
    ],
    [
      '_meta that is not an object holds no UI for these rules',
      { tools: [tool('ui://charts/view.html'), tool(['ui://charts/view.html'], 'b')], resources: [] },
      [],
    ],
    [
      'a nested key that is wrong and a flat one that is right: the flat one is not looked up, and the move replaces the wrong one',
      {
        tools: [
          tool({ ui: { resourceUri: 'https://example.com/chart.html' }, 'ui/resourceUri': 'ui://charts/old.html' }),
        ],
        resources: [view()],
      },
      [
        'MCP118 error "\\"https://example.com/chart.html\\"": "resourceUri" is "https://example.com/chart.html", not a "ui://" URI: hosts render only ui:// resources (an HTML page served by this server as a resource), so the tool shows no UI.',
        'MCP120 hint "\\"ui/resourceUri\\"": "ui/resourceUri" is deprecated: name the UI resource with "_meta.ui.resourceUri". [deprecated] ‖ Move to "_meta.ui.resourceUri" (preferred) (safe): "{\\n        \\"ui\\": {\\n          \\"resourceUri\\": \\"https://example.com/chart.html\\"\\n        },\\n        \\"ui/resourceUri\\": \\"ui://charts/old.html\\"\\n      }"→"{\\n        \\"ui\\": {\\n          \\"resourceUri\\": \\"ui://charts/old.html\\"\\n        }\\n      }"',
      ],
    ],
    [
      'a flat key alone that is wrong: said, neither looked up nor called deprecated',
      {
        tools: [
          tool({ 'ui/resourceUri': 'ui://charts/my view.html' }),
          tool({ 'ui/resourceUri': 7 }, 'b'),
          tool({ 'ui/resourceUri': 'https://example.com/chart.html' }, 'c'),
        ],
        resources: [view()],
      },
      [
        'MCP118 error "\\"ui://charts/my view.html\\"": "ui/resourceUri": A space is not allowed in a URI; percent-encode it as %20. ‖ Encode as %20 (preferred): "\\"ui://charts/my view.html\\""→"\\"ui://charts/my%20view.html\\""',
        'MCP118 error "7": "ui/resourceUri" must be a "ui://" URI string, not an integer.',
        'MCP118 error "\\"https://example.com/chart.html\\"": "ui/resourceUri" is "https://example.com/chart.html", not a "ui://" URI: hosts render only ui:// resources (an HTML page served by this server as a resource), so the tool shows no UI.',
      ],
    ],
    [
      'a flat key that is wrong beside a nested one that is right',
      {
        tools: [tool({ ui: { resourceUri: VIEW }, 'ui/resourceUri': 'https://example.com/chart.html' })],
        resources: [view()],
      },
      [
        'MCP118 error "\\"https://example.com/chart.html\\"": "ui/resourceUri" is "https://example.com/chart.html", not a "ui://" URI: hosts render only ui:// resources (an HTML page served by this server as a resource), so the tool shows no UI.',
      ],
    ],
    [
      'a flat key alone, listed: deprecated, moved; unlisted: also not found',
      {
        tools: [tool({ 'ui/resourceUri': VIEW }), tool({ 'ui/resourceUri': 'ui://charts/veiw.html' }, 'b')],
        resources: [view()],
      },
      [
        'MCP120 hint "\\"ui/resourceUri\\"": "ui/resourceUri" is deprecated: name the UI resource with "_meta.ui.resourceUri" ("ui": { "resourceUri": … }). [deprecated] ‖ Move to "_meta.ui.resourceUri" (preferred) (safe): "{\\n        \\"ui/resourceUri\\": \\"ui://charts/view.html\\"\\n      }"→"{\\n        \\"ui\\": {\\n          \\"resourceUri\\": \\"ui://charts/view.html\\"\\n        }\\n      }"',
        'MCP120 hint "\\"ui/resourceUri\\"": "ui/resourceUri" is deprecated: name the UI resource with "_meta.ui.resourceUri" ("ui": { "resourceUri": … }). [deprecated] ‖ Move to "_meta.ui.resourceUri" (preferred) (safe): "{\\n        \\"ui/resourceUri\\": \\"ui://charts/veiw.html\\"\\n      }"→"{\\n        \\"ui\\": {\\n          \\"resourceUri\\": \\"ui://charts/veiw.html\\"\\n        }\\n      }"',
        'MCP117 error "\\"ui://charts/veiw.html\\"": No resource is listed at "ui://charts/veiw.html": the host cannot read this tool\'s UI. The UI resources listed are "ui://charts/view.html". ‖ Change to "ui://charts/view.html" (preferred): "\\"ui://charts/veiw.html\\""→"\\"ui://charts/view.html\\""',
      ],
    ],
    [
      'a flat key beside a ui that is not an object: said how to write it, no move',
      { tools: [tool({ ui: 'ui://charts/view.html', 'ui/resourceUri': VIEW })] },
      [
        'MCP118 error "\\"ui://charts/view.html\\"": "_meta.ui" must be an object such as { "resourceUri": "ui://…" }, not a string.',
        'MCP120 hint "\\"ui/resourceUri\\"": "ui/resourceUri" is deprecated: name the UI resource with "_meta.ui.resourceUri" ("ui": { "resourceUri": … }). [deprecated]',
      ],
    ],
    [
      'a flat key that names another resource than the nested one',
      { tools: [tool({ ui: { resourceUri: VIEW }, 'ui/resourceUri': 'ui://charts/old.html' })] },
      [
        'MCP120 warning "\\"ui/resourceUri\\"": "ui/resourceUri" names "ui://charts/old.html" but "_meta.ui.resourceUri" names "ui://charts/view.html": hosts use the nested key, older ones the flat one. Make them agree, or remove the flat key.',
      ],
    ],
    [
      "a resource's keys, an unknown key, a misspelt one, an x- one",
      {
        tools: [
          tool({
            ui: {
              resourceUri: VIEW,
              csp: {},
              permissions: {},
              domain: 'charts.example.com',
              prefersBorder: true,
              colour: 'blue',
              visiblity: ['app'],
              'x-owner': 'charts',
            },
          }),
        ],
      },
      [
        'MCP121 warning "\\"csp\\"": "csp" belongs on the UI resource\'s "_meta.ui", not the tool\'s: hosts read it from the resource and ignore it here. [unnecessary]',
        'MCP121 warning "\\"permissions\\"": "permissions" belongs on the UI resource\'s "_meta.ui", not the tool\'s: hosts read it from the resource and ignore it here. [unnecessary]',
        'MCP121 warning "\\"domain\\"": "domain" belongs on the UI resource\'s "_meta.ui", not the tool\'s: hosts read it from the resource and ignore it here. [unnecessary]',
        'MCP121 warning "\\"prefersBorder\\"": "prefersBorder" belongs on the UI resource\'s "_meta.ui", not the tool\'s: hosts read it from the resource and ignore it here. [unnecessary]',
        'MCP121 info "\\"colour\\"": "colour" is not a tool "_meta.ui" field; clients ignore it. Put custom data under "_meta" instead.',
        'MCP121 warning "\\"visiblity\\"": Unknown tool "_meta.ui" key "visiblity": did you mean "visibility"? Clients ignore keys they do not know. ‖ Rename to "visibility" (preferred) (safe): "\\"visiblity\\""→"\\"visibility\\""',
      ],
    ],
    [
      'visibility not an array: wrapped only when it is one of the two',
      {
        tools: [
          tool({ ui: { visibility: 'app' } }),
          tool({ ui: { visibility: 'model' } }, 'b'),
          tool({ ui: { visibility: 'user' } }, 'c'),
          tool({ ui: { visibility: 3 } }, 'd'),
          tool({ ui: { visibility: {} } }, 'e'),
        ],
      },
      [
        'MCP119 error "\\"app\\"": "visibility" must be an array of "model" and/or "app", not a string. ‖ Change to ["app"] (preferred) (safe): "\\"app\\""→"[\\"app\\"]"',
        'MCP119 error "\\"model\\"": "visibility" must be an array of "model" and/or "app", not a string. ‖ Change to ["model"] (preferred) (safe): "\\"model\\""→"[\\"model\\"]"',
        'MCP119 error "\\"user\\"": "visibility" must be an array of "model" and/or "app", not a string.',
        'MCP119 error "3": "visibility" must be an array of "model" and/or "app", not an integer.',
        'MCP119 error "{}": "visibility" must be an array of "model" and/or "app", not an object.',
      ],
    ],
    [
      'visibility entries that are not strings, not known, without a guess',
      { tools: [tool({ ui: { visibility: [1, null, 'user', 'model'] } })] },
      [
        'MCP119 error "1": A visibility is "model" or "app", not an integer.',
        'MCP119 error "null": A visibility is "model" or "app", not null.',
        'MCP119 error "\\"user\\"": "user" is not a visibility: it is "model" (the agent may call the tool) or "app" (the server\'s UI may call it).',
      ],
    ],
    [
      "the words of content annotations' audience, each mapped",
      { tools: ['assistant', 'Agent', 'llm', 'UI', 'view'].map((v, i) => tool({ ui: { visibility: [v] } }, `t${i}`)) },
      [
        'MCP119 error "\\"assistant\\"": "assistant" is not a visibility: it is "model" (the agent may call the tool) or "app" (the server\'s UI may call it). Did you mean "model"? ‖ Change to "model" (preferred): "\\"assistant\\""→"\\"model\\""',
        'MCP119 error "\\"Agent\\"": "Agent" is not a visibility: it is "model" (the agent may call the tool) or "app" (the server\'s UI may call it). Did you mean "model"? ‖ Change to "model" (preferred): "\\"Agent\\""→"\\"model\\""',
        'MCP119 error "\\"llm\\"": "llm" is not a visibility: it is "model" (the agent may call the tool) or "app" (the server\'s UI may call it). Did you mean "model"? ‖ Change to "model" (preferred): "\\"llm\\""→"\\"model\\""',
        'MCP119 error "\\"UI\\"": "UI" is not a visibility: it is "model" (the agent may call the tool) or "app" (the server\'s UI may call it). Did you mean "app"? ‖ Change to "app" (preferred): "\\"UI\\""→"\\"app\\""',
        'MCP119 error "\\"view\\"": "view" is not a visibility: it is "model" (the agent may call the tool) or "app" (the server\'s UI may call it). Did you mean "app"? ‖ Change to "app" (preferred): "\\"view\\""→"\\"app\\""',
      ],
    ],
    [
      'a guess already listed: said, but not offered (it would list it twice)',
      {
        tools: [
          tool({ ui: { visibility: ['app', 'ui', 'apps'] } }),
          tool({ ui: { visibility: ['modle', 'model'] } }, 'b'),
        ],
      },
      [
        'MCP119 error "\\"ui\\"": "ui" is not a visibility: it is "model" (the agent may call the tool) or "app" (the server\'s UI may call it). Did you mean "app"?',
        'MCP119 error "\\"apps\\"": "apps" is not a visibility: it is "model" (the agent may call the tool) or "app" (the server\'s UI may call it). Did you mean "app"?',
        'MCP119 error "\\"modle\\"": "modle" is not a visibility: it is "model" (the agent may call the tool) or "app" (the server\'s UI may call it). Did you mean "model"?',
      ],
    ],
    [
      'each value given twice is a warning of its own, removed',
      { tools: [tool({ ui: { visibility: ['model', 'app', 'model', 'app'] } })] },
      [
        'MCP119 warning "\\"model\\"": "model" is listed twice in "visibility". [unnecessary] ‖ Remove the second "model" (preferred) (safe): ",\\n            \\"model\\""→""',
        'MCP119 warning "\\"app\\"": "app" is listed twice in "visibility". [unnecessary] ‖ Remove the second "app" (preferred) (safe): ",\\n            \\"app\\""→""',
      ],
    ],
  ];
  for (const [title, doc, expected] of cases) {
    it(title, () => assert.deepEqual(transcript(P, doc, { only: APPS }), expected));
  }
});

describe("a tool's _meta.ui in server code (MCP117)", () => {
  // A code document's tree (code/mapper.ts) always has the four lists, empty where the file declares nothing: the
  // tree stands in here as JSON, so that only the rule's own reading of a code document is under test.
  function codeFindings(lists: { tools: object[]; resources: object[] }): string[] {
    const text = JSON.stringify({ ...lists, resourceTemplates: [], prompts: [] }, null, 2);
    const doc: CodeDocument = {
      ...parseDocument('file:///work/server.ts', text),
      code: { language: 'typescript', state: 'parsed' },
    };
    const result = lint(doc, {}, { kind: 'capabilities', reason: 'TypeScript MCP server code' });
    assert.deepEqual(result.ruleErrors, []);
    return result.findings.filter((f) => APPS.includes(f.code)).map((f) => lineOf(text, f));
  }

  it('a file that declares no resources leaves them to another file: silent', () => {
    assert.deepEqual(codeFindings({ tools: [tool({ ui: { resourceUri: VIEW } })], resources: [] }), []);
  });

  it('a file that declares resources is checked against them', () => {
    assert.deepEqual(
      codeFindings({
        tools: [tool({ ui: { resourceUri: VIEW } }), tool({ ui: { resourceUri: 'ui://charts/table.html' } }, 'b')],
        resources: [view({ uri: 'ui://charts/table.html', name: 'Table view' })],
      }),
      [
        'MCP117 error "\\"ui://charts/view.html\\"": No resource is listed at "ui://charts/view.html": the host cannot read this tool\'s UI. The UI resources listed are "ui://charts/table.html". ‖ Change to "ui://charts/table.html" (preferred): "\\"ui://charts/view.html\\""→"\\"ui://charts/table.html\\""',
      ],
    );
  });
});
