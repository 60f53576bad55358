// MCPB manifests as a whole: the documented example gets nothing, and detection tells a manifest from another
// manifest.json.
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { codes, lintText } from '../../../../helpers/engine';
import { only } from '../../ruleCases';
import { option, M, server, P } from './fixtures';

describe('MCP Bundle manifest overall', () => {
  it('the MANIFEST.md example gets nothing', () => {
    const doc = M({
      display_name: 'Weather',
      long_description: 'Long',
      repository: { type: 'git', url: 'https://github.com/acme/weather' },
      homepage: 'https://example.com',
      icon: 'icon.png',
      server: server(
        {},
        {
          env: { API_KEY: '${user_config.api_key}', DIRS: '${user_config.dirs}' },
          platform_overrides: { win32: { command: 'node.exe' } },
        },
      ),
      tools: [{ name: 'get_weather', description: 'Weather' }],
      prompts: [{ name: 'poem', arguments: ['topic'], text: 'Write about ${arguments.topic}' }],
      keywords: ['weather'],
      license: 'MIT',
      privacy_policies: ['https://example.com/privacy'],
      compatibility: { claude_desktop: '>=0.10.0', platforms: ['darwin', 'win32'], runtimes: { node: '>=16.0.0' } },
      user_config: {
        api_key: option({ sensitive: true, required: true }),
        dirs: option({ type: 'directory', multiple: true, default: ['${HOME}/Desktop'] }),
      },
      _meta: { 'com.microsoft.windows': { package_family_name: 'x' } },
    });
    assert.deepEqual(codes(lintText(P, doc)), []);
  });

  it('never claims a Chrome or web app manifest.json', () => {
    assert.deepEqual(
      codes(lintText(P, { manifest_version: 3, name: 'Ext', version: '1.0', background: { service_worker: 'sw.js' } })),
      [],
    );
    assert.deepEqual(
      codes(lintText(P, { name: 'App', short_name: 'A', start_url: '/', icons: [{ src: 'i.png', sizes: '192x192' }] })),
      [],
    );
  });

  it('recognises a manifest still being written (no server yet) and asks for it', () => {
    assert.ok(
      only(
        lintText(P, { manifest_version: '0.3', name: 'x', version: '1.0.0', description: 'X', author: { name: 'A' } }),
        'MCP903',
      ).some((f) => /"server"/.test(f.message)),
    );
  });
});
