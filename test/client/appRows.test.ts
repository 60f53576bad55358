// The Servers tree marks MCP Apps: a tool with a UI ("app"), a tool only its UI calls ("app only"), a UI resource.
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { resourceRow, toolRow } from '../../client/src/servers/catalogItemRows';

const VIEW = 'ui://charts/view.html';
const tool = (meta?: object) => ({
  name: 'show_chart',
  inputSchema: { type: 'object' },
  annotations: { readOnlyHint: true },
  ...(meta ? { _meta: meta } : {}),
});
const tooltip = (row: ReturnType<typeof toolRow>) => row.tooltip!.paragraphs.join('\n');

describe('MCP Apps in the Servers tree', () => {
  it('marks a tool with a UI, and says which ui:// resource in the tooltip', () => {
    const row = toolRow(tool({ ui: { resourceUri: VIEW }, 'ui/resourceUri': VIEW }));
    assert.equal(row.description, 'read-only · open-world (default) · app');
    assert.match(
      tooltip(row),
      /MCP App: a host shows the UI resource ui:\/\/charts\/view.html when the tool is called\./,
    );
  });

  it('marks an app-only tool (visibility ["app"]) as hidden from the model', () => {
    const row = toolRow(tool({ ui: { visibility: ['app'] } }));
    assert.equal(row.description, 'read-only · open-world (default) · app only');
    assert.match(tooltip(row), /App only \(visibility \["app"\]\): hidden from the model/);
    assert.match(toolRow(tool({ ui: { resourceUri: VIEW, visibility: ['app'] } })).description!, /· app only$/);
  });

  it('reads the deprecated flat key, says so, and leaves tools without a UI unmarked', () => {
    const legacy = toolRow(tool({ 'ui/resourceUri': VIEW }));
    assert.match(legacy.description!, /· app$/);
    assert.match(tooltip(legacy), /deprecated "ui\/resourceUri"/);
    for (const meta of [undefined, {}, { ui: {} }, { ui: { visibility: ['model', 'app'] } }, { 'com.example/x': 1 }]) {
      assert.doesNotMatch(toolRow(tool(meta)).description!, /app/, JSON.stringify(meta));
    }
    assert.match(tooltip(toolRow(tool({ ui: { visibility: ['model'] } }))), /Visibility: model\./);
  });

  it('marks a UI resource', () => {
    const row = resourceRow({ uri: VIEW, name: 'Chart view', mimeType: 'text/html;profile=mcp-app' });
    assert.equal(row.description, `${VIEW} · app UI`);
    assert.equal(row.icon?.id, 'window');
    assert.notEqual(resourceRow({ uri: VIEW, name: 'Chart view', mimeType: 'text/html' }).icon?.id, 'window');
  });
});
