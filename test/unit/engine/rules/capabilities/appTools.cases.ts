// The appTools tests' documents and the findings each must give (code, span, fixed text); the message layer
// (test/unit/engine/messages/) pins what the same findings say.
import { strict as assert } from 'node:assert';
import type { PinnedRuleCase, FindingTable } from '../../ruleCases';
import { parseDocument } from '../../../../../common/json/parsedDocument';
import type { CodeDocument } from '../../../../../server/src/code/codeDocument';
import { lint } from '../../../../../server/src/engine/lint';
import { MIME } from './fixtures';

export const P = 'catalog.json';

export const VIEW = 'ui://charts/view.html';

export const tool = (meta: unknown, name = 'show_chart') => ({
  name,
  description: 'Shows the sales figures as a chart.',
  inputSchema: { type: 'object' },
  annotations: { readOnlyHint: true },
  _meta: meta,
});

export const view = (extra: object = {}) => ({ uri: VIEW, name: 'Chart view', mimeType: MIME, ...extra });

export const server = (meta: object, resources: object[] = [view()]) => ({ tools: [tool(meta)], resources });

export const catalog = (meta: object, extra: object = {}) => ({
  _meta: { 'mcp-lens/server': { name: 'charts', ...extra } },
  tools: [tool(meta)],
});

const APPS = ['MCP117', 'MCP118', 'MCP119', 'MCP120', 'MCP121'];

export const DATA = { uri: 'file:///data.csv', name: 'data', mimeType: 'text/csv' };

export const toolMetaUiEdges: FindingTable = {
  title: "a tool's _meta.ui (MCP117–MCP121) at its edges",
  path: P,
  only: APPS,
  cases: [
    {
      title: 'a resourceUri that is not a string is no URI to look up, with the resources listed',
      doc: {
        tools: [tool({ ui: { resourceUri: 42 } }), tool({ ui: { resourceUri: null } }, 'b')],
        resources: [view()],
      },
      findings: ['MCP118 42', 'MCP118 null'],
    },
    {
      title: 'a ui:// URI with a problem is not looked up either; a problem without a repair has no fix',
      doc: {
        tools: [
          tool({ ui: { resourceUri: 'ui://charts/my view.html' } }),
          tool({ ui: { resourceUri: 'ui://[charts/view.html' } }, 'b'),
        ],
        resources: [view()],
      },
      findings: ['MCP118 "ui://charts/my view.html" ⇒ "ui://charts/my%20view.html"', 'MCP118 "ui://[charts/view.html"'],
    },
    {
      title: 'a URI that is not ui:// is not looked up: said once, with the repair of a bent scheme only',
      doc: {
        tools: [
          tool({ ui: { resourceUri: 'ui:charts/view.html' } }),
          tool({ ui: { resourceUri: 'https://example.com/chart.html' } }, 'b'),
          tool({ ui: { resourceUri: 'UI://charts/view.html' } }, 'c'),
        ],
        resources: [view()],
      },
      findings: [
        'MCP118 "ui:charts/view.html" ⇒ "ui://charts/view.html"',
        'MCP118 "https://example.com/chart.html"',
        'MCP118 "UI://charts/view.html" ⇒ "ui://charts/view.html"',
      ],
    },
    {
      title: 'a bent scheme only at the start: ui: inside a word or after text is no scheme to repair',
      doc: {
        tools: [
          tool({ ui: { resourceUri: 'x-ui://charts/view.html' } }),
          tool({ ui: { resourceUri: 'see ui:charts/view.html' } }, 'b'),
          tool({ ui: { resourceUri: 'Ui:///charts/view.html' } }, 'c'),
        ],
      },
      findings: [
        'MCP118 "x-ui://charts/view.html"',
        'MCP118 "see ui:charts/view.html"',
        'MCP118 "Ui:///charts/view.html" ⇒ "ui:///charts/view.html"',
      ],
    },
    {
      title: 'blanks before the URI: not ui:// to a host, repaired trimmed',
      doc: {
        tools: [
          tool({ ui: { resourceUri: ' ui://charts/view.html' } }),
          tool({ ui: { resourceUri: '  UI:charts/view.html ' } }, 'b'),
        ],
      },
      findings: [
        'MCP118 " ui://charts/view.html" ⇒ "ui://charts/view.html"',
        'MCP118 "  UI:charts/view.html " ⇒ "ui://charts/view.html"',
      ],
    },
    {
      title: 'the UI resources listed: only ui:// ones are named, the near one offered',
      doc: {
        tools: [tool({ ui: { resourceUri: 'ui://charts/veiw.html' } })],
        resources: [DATA, view(), view({ uri: 'ui://charts/table.html', name: 'Table view' })],
      },
      findings: ['MCP117 "ui://charts/veiw.html" ⇒ "ui://charts/view.html"'],
    },
    {
      title: 'no near one: no fix',
      doc: { tools: [tool({ ui: { resourceUri: 'ui://weather/forecast.html' } })], resources: [view(), DATA] },
      findings: ['MCP117 "ui://weather/forecast.html"'],
    },
    {
      title: 'no UI resource among those listed',
      doc: { tools: [tool({ ui: { resourceUri: VIEW } })], resources: [DATA] },
      findings: ['MCP117 "ui://charts/view.html"'],
    },
    {
      title: 'five UI resources are named all',
      doc: {
        tools: [tool({ ui: { resourceUri: 'ui://views/six.html' } })],
        resources: [1, 2, 3, 4, 5].map((i) => view({ uri: `ui://views/${i}.html`, name: `View ${i}` })),
      },
      findings: ['MCP117 "ui://views/six.html" ⇒ "ui://views/1.html"'],
    },
    {
      title: 'six are named five, and an ellipsis',
      doc: {
        tools: [tool({ ui: { resourceUri: 'ui://views/seven.html' } })],
        resources: [1, 2, 3, 4, 5, 6].map((i) => view({ uri: `ui://views/${i}.html`, name: `View ${i}` })),
      },
      findings: ['MCP117 "ui://views/seven.html" ⇒ "ui://views/1.html"'],
    },
    {
      title: 'a template that is not ui:// answers for no UI: the list still tells',
      doc: {
        tools: [tool({ ui: { resourceUri: 'ui://charts/table.html' } })],
        resources: [view()],
        resourceTemplates: [{ name: 'files', uriTemplate: 'file:///{path}' }],
      },
      findings: ['MCP117 "ui://charts/table.html" ⇒ "ui://charts/view.html"'],
    },
    {
      title: 'a template without uriTemplate could answer for anything: silent',
      doc: {
        tools: [tool({ ui: { resourceUri: 'ui://charts/table.html' } })],
        resources: [view()],
        resourceTemplates: [{ name: 'views' }],
      },
      findings: [],
    },
    {
      title: '_meta that is not an object holds no UI for these rules',
      doc: { tools: [tool('ui://charts/view.html'), tool(['ui://charts/view.html'], 'b')], resources: [] },
      findings: [],
    },
    {
      title:
        'a nested key that is wrong and a flat one that is right: the flat one is not looked up, and the move replaces the wrong one',
      doc: {
        tools: [
          tool({ ui: { resourceUri: 'https://example.com/chart.html' }, 'ui/resourceUri': 'ui://charts/old.html' }),
        ],
        resources: [view()],
      },
      findings: [
        'MCP118 "https://example.com/chart.html"',
        'MCP120 "ui/resourceUri" ⇒ {\n' +
          '        "ui": {\n' +
          '          "resourceUri": "https://example.com/chart.html"\n' +
          '        },\n' +
          '        "ui/resourceUri": "ui://charts/old.html"\n' +
          '      } → {\n' +
          '        "ui": {\n' +
          '          "resourceUri": "ui://charts/old.html"\n' +
          '        }\n' +
          '      }',
      ],
    },
    {
      title: 'a flat key alone that is wrong: said, neither looked up nor called deprecated',
      doc: {
        tools: [
          tool({ 'ui/resourceUri': 'ui://charts/my view.html' }),
          tool({ 'ui/resourceUri': 7 }, 'b'),
          tool({ 'ui/resourceUri': 'https://example.com/chart.html' }, 'c'),
        ],
        resources: [view()],
      },
      findings: [
        'MCP118 "ui://charts/my view.html" ⇒ "ui://charts/my%20view.html"',
        'MCP118 7',
        'MCP118 "https://example.com/chart.html"',
      ],
    },
    {
      title: 'a flat key that is wrong beside a nested one that is right',
      doc: {
        tools: [tool({ ui: { resourceUri: VIEW }, 'ui/resourceUri': 'https://example.com/chart.html' })],
        resources: [view()],
      },
      findings: ['MCP118 "https://example.com/chart.html"'],
    },
    {
      title: 'a flat key alone, listed: deprecated, moved; unlisted: also not found',
      doc: {
        tools: [tool({ 'ui/resourceUri': VIEW }), tool({ 'ui/resourceUri': 'ui://charts/veiw.html' }, 'b')],
        resources: [view()],
      },
      findings: [
        'MCP120 "ui/resourceUri" ⇒ {\n' +
          '        "ui/resourceUri": "ui://charts/view.html"\n' +
          '      } → {\n' +
          '        "ui": {\n' +
          '          "resourceUri": "ui://charts/view.html"\n' +
          '        }\n' +
          '      }',
        'MCP120 "ui/resourceUri" ⇒ {\n' +
          '        "ui/resourceUri": "ui://charts/veiw.html"\n' +
          '      } → {\n' +
          '        "ui": {\n' +
          '          "resourceUri": "ui://charts/veiw.html"\n' +
          '        }\n' +
          '      }',
        'MCP117 "ui://charts/veiw.html" ⇒ "ui://charts/view.html"',
      ],
    },
    {
      title: 'a flat key beside a ui that is not an object: said how to write it, no move',
      doc: { tools: [tool({ ui: 'ui://charts/view.html', 'ui/resourceUri': VIEW })] },
      findings: ['MCP118 "ui://charts/view.html"', 'MCP120 "ui/resourceUri"'],
    },
    {
      title: 'a flat key that names another resource than the nested one',
      doc: { tools: [tool({ ui: { resourceUri: VIEW }, 'ui/resourceUri': 'ui://charts/old.html' })] },
      findings: ['MCP120 "ui/resourceUri"'],
    },
    {
      title: "a resource's keys, an unknown key, a misspelt one, an x- one",
      doc: {
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
      findings: [
        'MCP121 "csp"',
        'MCP121 "permissions"',
        'MCP121 "domain"',
        'MCP121 "prefersBorder"',
        'MCP121 "colour"',
        'MCP121 "visiblity" ⇒ "visibility"',
      ],
    },
    {
      title: 'visibility not an array: wrapped only when it is one of the two',
      doc: {
        tools: [
          tool({ ui: { visibility: 'app' } }),
          tool({ ui: { visibility: 'model' } }, 'b'),
          tool({ ui: { visibility: 'user' } }, 'c'),
          tool({ ui: { visibility: 3 } }, 'd'),
          tool({ ui: { visibility: {} } }, 'e'),
        ],
      },
      findings: ['MCP119 "app" ⇒ ["app"]', 'MCP119 "model" ⇒ ["model"]', 'MCP119 "user"', 'MCP119 3', 'MCP119 {}'],
    },
    {
      title: 'visibility entries that are not strings, not known, without a guess',
      doc: { tools: [tool({ ui: { visibility: [1, null, 'user', 'model'] } })] },
      findings: ['MCP119 1', 'MCP119 null', 'MCP119 "user"'],
    },
    {
      title: "the words of content annotations' audience, each mapped",
      doc: {
        tools: ['assistant', 'Agent', 'llm', 'UI', 'view'].map((v, i) => tool({ ui: { visibility: [v] } }, `t${i}`)),
      },
      findings: [
        'MCP119 "assistant" ⇒ "model"',
        'MCP119 "Agent" ⇒ "model"',
        'MCP119 "llm" ⇒ "model"',
        'MCP119 "UI" ⇒ "app"',
        'MCP119 "view" ⇒ "app"',
      ],
    },
    {
      title: 'a guess already listed: said, but not offered (it would list it twice)',
      doc: {
        tools: [
          tool({ ui: { visibility: ['app', 'ui', 'apps'] } }),
          tool({ ui: { visibility: ['modle', 'model'] } }, 'b'),
        ],
      },
      findings: ['MCP119 "ui"', 'MCP119 "apps"', 'MCP119 "modle"'],
    },
    {
      title: 'each value given twice is a warning of its own, removed',
      doc: { tools: [tool({ ui: { visibility: ['model', 'app', 'model', 'app'] } })] },
      findings: ['MCP119 "model" ⇒ ,\n            "model" → ∅', 'MCP119 "app" ⇒ ,\n            "app" → ∅'],
    },
  ],
};

export const inServerCode: FindingTable = {
  title: "a tool's _meta.ui in server code (MCP117)",
  only: APPS,
  // A code document's tree (code/mapper.ts) always has the four lists, empty where the file declares nothing: the
  // tree stands in here as JSON, so that only the rule's own reading of a code document is under test.
  lint: (lists) => {
    const text = JSON.stringify({ ...(lists as object), resourceTemplates: [], prompts: [] }, null, 2);
    const doc: CodeDocument = {
      ...parseDocument('file:///work/server.ts', text),
      code: { language: 'typescript', state: 'parsed' },
    };
    const result = lint(doc, {}, { kind: 'capabilities', reason: 'TypeScript MCP server code' });
    if (result.ruleErrors.length) throw new Error(`rule crashed: ${result.ruleErrors.map((e) => e.rule).join(', ')}`);
    return { text, findings: result.findings };
  },
  cases: [
    {
      title: 'a file that declares no resources leaves them to another file: silent',
      doc: { tools: [tool({ ui: { resourceUri: VIEW } })], resources: [] },
      findings: [],
    },
    {
      title: 'a file that declares resources is checked against them',
      doc: {
        tools: [tool({ ui: { resourceUri: VIEW } }), tool({ ui: { resourceUri: 'ui://charts/table.html' } }, 'b')],
        resources: [view({ uri: 'ui://charts/table.html', name: 'Table view' })],
      },
      findings: ['MCP117 "ui://charts/view.html" ⇒ "ui://charts/table.html"'],
    },
  ],
};

export const appToolRules: readonly PinnedRuleCase[] = [
  {
    code: 'MCP117',
    title: 'a UI resource the list does not have, corrected to the near one',
    path: P,
    bad: server({ ui: { resourceUri: 'ui://charts/veiw.html' } }),
    good: server({ ui: { resourceUri: VIEW } }),
    fixedText: '"ui://charts/view.html"',
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
    span: '"ui://charts/view.html"',
    fixedText: null,
    message: /No UI resource is listed/,
  },
  {
    code: 'MCP117',
    title: 'the flat key alone is checked too',
    path: P,
    bad: server({ 'ui/resourceUri': 'ui://other/view.html' }),
    good: server({ 'ui/resourceUri': VIEW }),
    span: '"ui://other/view.html"',
    fixedText: '"ui://charts/view.html"',
  },
  {
    code: 'MCP117',
    title: "a running server's catalog that lists no resources at all",
    path: P,
    bad: catalog({ ui: { resourceUri: VIEW } }),
    good: catalog({ ui: { resourceUri: VIEW } }, { listErrors: { resources: 'timed out' } }),
    span: '"ui://charts/view.html"',
    fixedText: null,
  },
  {
    code: 'MCP118',
    title: 'an https page instead of a ui:// resource',
    path: P,
    bad: tool({ ui: { resourceUri: 'https://example.com/chart.html' } }),
    good: tool({ ui: { resourceUri: VIEW } }),
    span: '"https://example.com/chart.html"',
    fixedText: null,
    severity: 'error',
    message: /not a "ui:\/\/" URI/,
  },
  {
    code: 'MCP118',
    title: 'a scheme in capitals, corrected',
    path: P,
    bad: tool({ ui: { resourceUri: 'UI://charts/view.html' } }),
    good: tool({ ui: { resourceUri: VIEW } }),
    span: '"UI://charts/view.html"',
    fixedText: '"ui://charts/view.html"',
    fix: true,
    fixed: (t) => assert.match(t, /"ui:\/\/charts\/view.html"/),
  },
  {
    code: 'MCP118',
    title: 'ui: with one slash, corrected',
    path: P,
    bad: tool({ ui: { resourceUri: 'ui:/charts/view.html' } }),
    good: tool({ ui: { resourceUri: VIEW } }),
    span: '"ui:/charts/view.html"',
    fixedText: '"ui://charts/view.html"',
    fix: true,
  },
  {
    code: 'MCP118',
    title: 'a resourceUri that is not a string',
    path: P,
    bad: tool({ ui: { resourceUri: 42 } }),
    good: tool({ ui: { resourceUri: VIEW } }),
    fixedText: null,
    span: '42',
  },
  {
    code: 'MCP118',
    title: '_meta.ui that is not an object',
    path: P,
    bad: tool({ ui: VIEW }),
    good: tool({ ui: { resourceUri: VIEW } }),
    span: '"ui://charts/view.html"',
    fixedText: null,
    message: /must be an object/,
  },
  {
    code: 'MCP118',
    title: 'a space in the URI, encoded',
    path: P,
    bad: tool({ ui: { resourceUri: 'ui://charts/my view.html' } }),
    good: tool({ ui: { resourceUri: 'ui://charts/my%20view.html' } }),
    span: '"ui://charts/my view.html"',
    fixedText: '"ui://charts/my%20view.html"',
    fix: true,
  },
  {
    code: 'MCP119',
    title: 'a value that is not a visibility, with the word of audience mapped',
    path: P,
    bad: tool({ ui: { visibility: ['assistant'] } }),
    good: tool({ ui: { visibility: ['model'] } }),
    span: '"assistant"',
    fixedText: '"model"',
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
    span: '"modle"',
    fixedText: '"model"',
    fix: true,
  },
  {
    code: 'MCP119',
    title: 'an empty array hides the tool from everyone',
    path: P,
    bad: tool({ ui: { visibility: [] } }),
    good: tool({ ui: { resourceUri: VIEW } }),
    fixedText: null,
    span: '[]',
    message: /nothing can call it/,
  },
  {
    code: 'MCP119',
    title: 'a string instead of an array, wrapped',
    path: P,
    bad: tool({ ui: { visibility: 'app' } }),
    good: tool({ ui: { visibility: ['app'] } }),
    span: '"app"',
    fixedText: '["app"]',
    fix: true,
    fixed: (t) => assert.deepEqual(JSON.parse(t)._meta.ui.visibility, ['app']),
  },
  {
    code: 'MCP119',
    title: 'a value given twice is a warning, removed',
    path: P,
    bad: tool({ ui: { visibility: ['app', 'app'] } }),
    good: tool({ ui: { visibility: ['app'] } }),
    span: '"app"',
    fixedText: ',\n        "app" → ∅',
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
    fixedText:
      '{\n' +
      '    "ui/resourceUri": "ui://charts/view.html"\n' +
      '  } → {\n' +
      '    "ui": {\n' +
      '      "resourceUri": "ui://charts/view.html"\n' +
      '    }\n' +
      '  }',
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
    span: '"ui/resourceUri"',
    fixedText:
      '{\n' +
      '    "ui": {\n' +
      '      "visibility": [\n' +
      '        "model"\n' +
      '      ]\n' +
      '    },\n' +
      '    "ui/resourceUri": "ui://charts/view.html"\n' +
      '  } → {\n' +
      '    "ui": {\n' +
      '      "visibility": [\n' +
      '        "model"\n' +
      '      ],\n' +
      '      "resourceUri": "ui://charts/view.html"\n' +
      '    }\n' +
      '  }',
    fix: true,
    fixed: (t) => assert.deepEqual(JSON.parse(t)._meta, { ui: { visibility: ['model'], resourceUri: VIEW } }),
  },
  {
    code: 'MCP120',
    title: 'a flat key that names another resource is a warning',
    path: P,
    bad: tool({ ui: { resourceUri: VIEW }, 'ui/resourceUri': 'ui://charts/old.html' }),
    good: tool({ ui: { resourceUri: VIEW }, 'ui/resourceUri': VIEW }),
    span: '"ui/resourceUri"',
    fixedText: null,
    severity: 'warning',
    message: /Make them agree/,
  },
  {
    code: 'MCP121',
    title: "a resource's csp on the tool",
    path: P,
    bad: tool({ ui: { resourceUri: VIEW, csp: { connectDomains: ['https://api.example.com'] } } }),
    good: tool({ ui: { resourceUri: VIEW } }),
    fixedText: null,
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
    span: '"resourceURI"',
    fixedText: '"resourceUri"',
    fix: true,
  },
];
