// The capability rules of appTools.ts (MCP117–MCP121), MCP Apps: a tool's _meta.ui: their case tables
// (appTools.cases.ts) and the tests that need code of their own.
import { strict as assert } from 'node:assert';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { catalogDocumentOf, loadFixtures, type LiveCatalogFixture } from '../../../../corpus/liveCatalogCorpus';
import { codes, lintText } from '../../../../helpers/engine';
import { REPO_ROOT } from '../../../../helpers/paths';
import { runCases, describeFindings } from '../../ruleCases';
import { P, VIEW, tool, view, toolMetaUiEdges, inServerCode, appToolRules } from './appTools.cases';

describe('MCP Apps: the tool side (MCP117–MCP121)', () => {
  runCases(appToolRules);

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

describeFindings(toolMetaUiEdges);

describeFindings(inServerCode);
