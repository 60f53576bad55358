// server.json as a whole: a complete, current file gets nothing, and detection finds one whatever its name.
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { codes, lintText } from '../../../../helpers/engine';
import { P, S, npm } from './fixtures';

describe('server.json overall', () => {
  it('a complete, current file gets nothing', () => {
    const doc = S({
      title: 'Weather',
      websiteUrl: 'https://example.com/weather',
      repository: { url: 'https://github.com/user/weather', source: 'github', id: '1234' },
      icons: [{ src: 'https://example.com/icon.png', mimeType: 'image/png', sizes: ['48x48'] }],
      packages: [
        npm({
          runtimeHint: 'npx',
          packageArguments: [
            { type: 'positional', valueHint: 'config_path' },
            { type: 'named', name: '--port', value: '8080', format: 'number' },
          ],
          environmentVariables: [{ name: 'API_KEY', isSecret: true, isRequired: true }],
        }),
        {
          registryType: 'oci',
          identifier: 'ghcr.io/user/weather:1.0.0',
          transport: { type: 'stdio' },
          runtimeHint: 'docker',
          runtimeArguments: [
            { type: 'named', name: '-e', value: 'TOKEN={token}', variables: { token: { isSecret: true } } },
          ],
        },
      ],
      remotes: [
        {
          type: 'streamable-http',
          url: 'https://{host}/mcp',
          headers: [{ name: 'Authorization', isSecret: true }],
          variables: { host: { default: 'api.example.com' } },
        },
      ],
      _meta: { 'io.modelcontextprotocol.registry/publisher-provided': { build: 'abc' } },
    });
    assert.deepEqual(codes(lintText(P, doc)), []);
  });

  it('is recognised by $schema whatever the file is called, and by name + packages as server.json', () => {
    assert.ok(codes(lintText('examples/weather.json', S({ version: 'latest' }))).includes('MCP807'));
    assert.ok(
      codes(
        lintText('server.json', { name: 'io.github.user/w', description: 'd', version: '1.0.0', packages: [] }),
      ).includes('MCP801'),
    );
    assert.deepEqual(
      codes(lintText('other.json', { name: 'io.github.user/w', description: 'd', version: 'latest' })),
      [],
    );
  });
});
