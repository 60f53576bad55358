// The MCP Apps fields of a tool and of a UI resource, and that our constants and URI reading agree with the official
// @modelcontextprotocol/ext-apps, on which the extension's host side is built.
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import {
  getToolUiResourceUri,
  RESOURCE_MIME_TYPE,
  RESOURCE_URI_META_KEY,
} from '@modelcontextprotocol/ext-apps/app-bridge';
import { EXTENSION_ID } from '@modelcontextprotocol/ext-apps/server';
import {
  APP_MIME_TYPE,
  APPS_EXTENSION_ID,
  appSandboxDeclaration,
  isAppOnlyTool,
  LEGACY_RESOURCE_URI_KEY,
  toolUiResourceUri,
  toolVisibility,
} from '../../../common/mcp/apps/uiMeta';

type PackageTool = Parameters<typeof getToolUiResourceUri>[0];

describe('the constants agree with the official package', () => {
  it('APP_MIME_TYPE is RESOURCE_MIME_TYPE', () => {
    assert.equal(APP_MIME_TYPE, RESOURCE_MIME_TYPE);
    assert.equal(APP_MIME_TYPE, 'text/html;profile=mcp-app');
  });

  it('APPS_EXTENSION_ID is EXTENSION_ID', () => {
    assert.equal(APPS_EXTENSION_ID, EXTENSION_ID);
    assert.equal(APPS_EXTENSION_ID, 'io.modelcontextprotocol/ui');
  });

  it('LEGACY_RESOURCE_URI_KEY is RESOURCE_URI_META_KEY', () => {
    assert.equal(LEGACY_RESOURCE_URI_KEY, RESOURCE_URI_META_KEY);
    assert.equal(LEGACY_RESOURCE_URI_KEY, 'ui/resourceUri');
  });
});

describe('toolUiResourceUri', () => {
  it('reads the nested _meta.ui.resourceUri', () => {
    assert.equal(
      toolUiResourceUri({ name: 't', _meta: { ui: { resourceUri: 'ui://weather/forecast' } } }),
      'ui://weather/forecast',
    );
  });

  it("reads the legacy flat _meta['ui/resourceUri']", () => {
    assert.equal(toolUiResourceUri({ name: 't', _meta: { 'ui/resourceUri': 'ui://legacy/app' } }), 'ui://legacy/app');
  });

  it('prefers the nested key when both are there', () => {
    assert.equal(
      toolUiResourceUri({ _meta: { ui: { resourceUri: 'ui://nested' }, 'ui/resourceUri': 'ui://legacy' } }),
      'ui://nested',
    );
  });

  it('lets a nested string that is not ui:// win, and so gives nothing (no fallback to the legacy key)', () => {
    assert.equal(
      toolUiResourceUri({
        _meta: { ui: { resourceUri: 'https://x.example/app.html' }, 'ui/resourceUri': 'ui://legacy' },
      }),
      undefined,
    );
  });

  it('ignores a URI that is not ui://, in either key', () => {
    assert.equal(toolUiResourceUri({ _meta: { ui: { resourceUri: 'https://x.example/app.html' } } }), undefined);
    assert.equal(toolUiResourceUri({ _meta: { 'ui/resourceUri': 'file:///app.html' } }), undefined);
    assert.equal(toolUiResourceUri({ _meta: { ui: { resourceUri: 'UI://upper' } } }), undefined);
    assert.equal(toolUiResourceUri({ _meta: { ui: { resourceUri: ' ui://space' } } }), undefined);
    assert.equal(toolUiResourceUri({ _meta: { ui: { resourceUri: '' } } }), undefined);
  });

  it('ignores a nested value that is not a string, falling back to the legacy key', () => {
    assert.equal(toolUiResourceUri({ _meta: { ui: { resourceUri: 42 } } }), undefined);
    assert.equal(toolUiResourceUri({ _meta: { ui: { resourceUri: ['ui://a'] } } }), undefined);
    assert.equal(toolUiResourceUri({ _meta: { ui: { resourceUri: { uri: 'ui://a' } } } }), undefined);
    assert.equal(
      toolUiResourceUri({ _meta: { ui: { resourceUri: 42 }, 'ui/resourceUri': 'ui://legacy' } }),
      'ui://legacy',
    );
    assert.equal(toolUiResourceUri({ _meta: { 'ui/resourceUri': 7 } }), undefined);
  });

  it('reads the legacy key when _meta.ui is not an object', () => {
    assert.equal(toolUiResourceUri({ _meta: { ui: 'ui://a', 'ui/resourceUri': 'ui://legacy' } }), 'ui://legacy');
    assert.equal(toolUiResourceUri({ _meta: { ui: ['x'], 'ui/resourceUri': 'ui://legacy' } }), 'ui://legacy');
    assert.equal(toolUiResourceUri({ _meta: { ui: null, 'ui/resourceUri': 'ui://legacy' } }), 'ui://legacy');
  });

  it('gives nothing for a tool without _meta, with a _meta that is not an object, or no tool at all', () => {
    assert.equal(toolUiResourceUri({ name: 't' }), undefined);
    assert.equal(toolUiResourceUri({ name: 't', _meta: null }), undefined);
    assert.equal(toolUiResourceUri({ name: 't', _meta: 'ui://x' }), undefined);
    assert.equal(toolUiResourceUri({ name: 't', _meta: ['ui://x'] }), undefined);
    assert.equal(toolUiResourceUri({ name: 't', _meta: {} }), undefined);
    assert.equal(toolUiResourceUri(undefined), undefined);
    assert.equal(toolUiResourceUri(null), undefined);
    assert.equal(toolUiResourceUri('ui://x'), undefined);
    assert.equal(toolUiResourceUri([{ _meta: { ui: { resourceUri: 'ui://x' } } }]), undefined);
  });

  it('reads neither a top-level resourceUri nor a ui field outside _meta', () => {
    assert.equal(
      toolUiResourceUri({ resourceUri: 'ui://a', ui: { resourceUri: 'ui://b' }, 'ui/resourceUri': 'ui://c' }),
      undefined,
    );
  });

  it("agrees with the package's getToolUiResourceUri wherever the package gives an answer", () => {
    const samples: unknown[] = [
      { name: 'a' },
      { name: 'a', _meta: {} },
      { name: 'a', _meta: { ui: {} } },
      { name: 'a', _meta: { ui: { resourceUri: 'ui://weather/forecast' } } },
      { name: 'a', _meta: { 'ui/resourceUri': 'ui://legacy/x' } },
      { name: 'a', _meta: { ui: { resourceUri: 'ui://nested' }, 'ui/resourceUri': 'ui://legacy' } },
      { name: 'a', _meta: { ui: { visibility: ['app'] }, 'ui/resourceUri': 'ui://legacy-only' } },
      { name: 'a', _meta: { ui: { resourceUri: 'ui://' } } },
      { name: 'a', _meta: { other: 1 } },
    ];
    for (const tool of samples) {
      assert.equal(toolUiResourceUri(tool), getToolUiResourceUri(tool as PackageTool), JSON.stringify(tool));
    }
  });

  it('gives nothing where the package throws for an invalid URI', () => {
    const invalid: unknown[] = [
      { name: 'a', _meta: { ui: { resourceUri: 'https://x.example' } } },
      { name: 'a', _meta: { 'ui/resourceUri': 'file:///x.html' } },
      { name: 'a', _meta: { ui: { resourceUri: 'https://x.example' }, 'ui/resourceUri': 'ui://legacy' } },
      { name: 'a', _meta: { 'ui/resourceUri': 3 } },
    ];
    for (const tool of invalid) {
      assert.throws(() => getToolUiResourceUri(tool as PackageTool), /Invalid UI resource URI/, JSON.stringify(tool));
      assert.equal(toolUiResourceUri(tool), undefined, JSON.stringify(tool));
    }
  });
});

describe('toolVisibility and isAppOnlyTool', () => {
  const withVisibility = (visibility: unknown) => ({ name: 't', _meta: { ui: { resourceUri: 'ui://t', visibility } } });

  it('defaults to both model and app without _meta.ui.visibility', () => {
    assert.deepEqual(toolVisibility({ name: 't' }), ['model', 'app']);
    assert.deepEqual(toolVisibility({ name: 't', _meta: { ui: { resourceUri: 'ui://t' } } }), ['model', 'app']);
    assert.deepEqual(toolVisibility(undefined), ['model', 'app']);
    assert.equal(isAppOnlyTool({ name: 't' }), false);
    assert.equal(isAppOnlyTool(null), false);
  });

  it("reads ['app'] as app-only", () => {
    assert.deepEqual(toolVisibility(withVisibility(['app'])), ['app']);
    assert.equal(isAppOnlyTool(withVisibility(['app'])), true);
  });

  it("reads ['model'] as model-only, which is not app-only", () => {
    assert.deepEqual(toolVisibility(withVisibility(['model'])), ['model']);
    assert.equal(isAppOnlyTool(withVisibility(['model'])), false);
  });

  it('keeps both, in the order declared', () => {
    assert.deepEqual(toolVisibility(withVisibility(['app', 'model'])), ['app', 'model']);
    assert.equal(isAppOnlyTool(withVisibility(['app', 'model'])), false);
  });

  it('leaves out unknown values, and defaults when none is known', () => {
    assert.deepEqual(toolVisibility(withVisibility(['app', 'user', 3, null])), ['app']);
    assert.equal(isAppOnlyTool(withVisibility(['app', 'user'])), true);
    assert.deepEqual(toolVisibility(withVisibility(['user', 'App', 'MODEL'])), ['model', 'app']);
    assert.equal(isAppOnlyTool(withVisibility(['App'])), false);
    assert.deepEqual(toolVisibility(withVisibility([])), ['model', 'app']);
  });

  it('defaults for a value that is not an array', () => {
    for (const v of ['app', { 0: 'app', length: 1 }, 1, null, true]) {
      assert.deepEqual(toolVisibility(withVisibility(v)), ['model', 'app'], JSON.stringify(v));
      assert.equal(isAppOnlyTool(withVisibility(v)), false, JSON.stringify(v));
    }
  });

  it('does not read a visibility outside _meta.ui', () => {
    assert.equal(isAppOnlyTool({ name: 't', visibility: ['app'], _meta: { visibility: ['app'] } }), false);
  });

  it("reads ['app', 'app'] (a duplicate) as app-only", () => {
    assert.equal(isAppOnlyTool(withVisibility(['app', 'app'])), true);
  });
});

describe('appSandboxDeclaration', () => {
  const ui = (fields: Record<string, unknown>) => ({ uri: 'ui://app', _meta: { ui: fields } });

  it('is empty with nothing declared, or no sources', () => {
    assert.deepEqual(appSandboxDeclaration(), {});
    assert.deepEqual(appSandboxDeclaration(undefined, undefined), {});
    assert.deepEqual(appSandboxDeclaration({ uri: 'ui://app' }, { uri: 'ui://app', _meta: {} }), {});
    assert.deepEqual(appSandboxDeclaration(ui({})), {});
    assert.deepEqual(appSandboxDeclaration(ui({ csp: {}, permissions: {} })), {});
  });

  it('reads every field from one source', () => {
    const declaration = appSandboxDeclaration(
      ui({
        csp: {
          connectDomains: ['https://api.example.com'],
          resourceDomains: ['https://cdn.example.com'],
          frameDomains: ['https://f.example'],
          baseUriDomains: ['https://b.example'],
        },
        permissions: { camera: {}, microphone: {}, geolocation: {}, clipboardWrite: {} },
        prefersBorder: false,
        domain: 'a.example',
      }),
    );
    assert.deepEqual(declaration, {
      csp: {
        connectDomains: ['https://api.example.com'],
        resourceDomains: ['https://cdn.example.com'],
        frameDomains: ['https://f.example'],
        baseUriDomains: ['https://b.example'],
      },
      permissions: { camera: {}, microphone: {}, geolocation: {}, clipboardWrite: {} },
      prefersBorder: false,
      domain: 'a.example',
    });
  });

  it('merges the listing and the content, the content winning per key', () => {
    const listing = ui({
      csp: { connectDomains: ['https://listed.example'], resourceDomains: ['https://cdn.listed.example'] },
      permissions: { camera: {} },
      prefersBorder: true,
      domain: 'listed.example',
    });
    const content = ui({
      csp: { connectDomains: ['https://content.example'] },
      permissions: { microphone: {} },
      domain: 'content.example',
    });
    assert.deepEqual(appSandboxDeclaration(listing, content), {
      csp: { connectDomains: ['https://content.example'], resourceDomains: ['https://cdn.listed.example'] },
      permissions: { camera: {}, microphone: {} },
      prefersBorder: true,
      domain: 'content.example',
    });
  });

  it('lets the content narrow a list to nothing, and turn prefersBorder off', () => {
    const listing = ui({ csp: { connectDomains: ['https://listed.example'] }, prefersBorder: true });
    const content = ui({ csp: { connectDomains: [] }, prefersBorder: false });
    assert.deepEqual(appSandboxDeclaration(listing, content), { csp: { connectDomains: [] }, prefersBorder: false });
  });

  it('reads the content alone when there is no listing', () => {
    assert.deepEqual(appSandboxDeclaration(undefined, ui({ csp: { frameDomains: ['https://f.example'] } })), {
      csp: { frameDomains: ['https://f.example'] },
    });
  });

  it('leaves out what has the wrong type, as if not declared, and does not let it override the listing', () => {
    const listing = ui({
      csp: { connectDomains: ['https://listed.example'] },
      prefersBorder: true,
      domain: 'listed.example',
    });
    const content = ui({
      csp: { connectDomains: 'https://content.example', resourceDomains: { a: 1 }, frameDomains: null },
      permissions: { camera: true, microphone: 'yes', geolocation: [] },
      prefersBorder: 'no',
      domain: 5,
    });
    assert.deepEqual(appSandboxDeclaration(listing, content), {
      csp: { connectDomains: ['https://listed.example'] },
      prefersBorder: true,
      domain: 'listed.example',
    });
  });

  it('keeps only the strings of a list', () => {
    assert.deepEqual(
      appSandboxDeclaration(
        ui({ csp: { connectDomains: ['https://a.example', 3, null, { x: 1 }, 'https://b.example'] } }),
      ),
      {
        csp: { connectDomains: ['https://a.example', 'https://b.example'] },
      },
    );
  });

  it('ignores a csp or permissions that is an array, and unknown csp keys and permissions', () => {
    assert.deepEqual(appSandboxDeclaration(ui({ csp: [['https://a.example']], permissions: [{ camera: {} }] })), {});
    assert.deepEqual(
      appSandboxDeclaration(
        ui({ csp: { scriptDomains: ['https://a.example'] }, permissions: { payment: {}, usb: {} } }),
      ),
      {},
    );
  });

  it('reads a permission as an empty object, whatever the server put in it', () => {
    assert.deepEqual(appSandboxDeclaration(ui({ permissions: { camera: { deviceId: 'x' } } })), {
      permissions: { camera: {} },
    });
  });

  it('reads no fields outside _meta.ui', () => {
    assert.deepEqual(
      appSandboxDeclaration({
        csp: { connectDomains: ['https://a.example'] },
        _meta: { csp: { connectDomains: ['https://b.example'] }, prefersBorder: true },
      }),
      {},
    );
    assert.deepEqual(appSandboxDeclaration('x', 3, null, [ui({ prefersBorder: true })]), {});
  });

  it('returns new lists: changing the source after does not change the declaration', () => {
    const connectDomains = ['https://a.example'];
    const declaration = appSandboxDeclaration(ui({ csp: { connectDomains } }));
    connectDomains.push('https://evil.example');
    assert.deepEqual(declaration.csp?.connectDomains, ['https://a.example']);
  });
});
