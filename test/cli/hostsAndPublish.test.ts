import { strict as assert } from 'node:assert';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { tempTree } from '../helpers/tempTree';
import { runCliJson } from './runCli';

const json = (x: unknown) => JSON.stringify(x, null, 2);
const tree = tempTree('mcp-lens-cli-hosts-');

const serverJson = json({
  $schema: 'https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json',
  name: 'io.github.user/weather',
  description: 'Weather data and forecasts',
  version: '1.0.0',
  packages: [{ registryType: 'npm', identifier: '@user/weather-mcp', version: '1.0.0', transport: { type: 'stdio' } }],
});

const catalog = json({
  tools: [
    {
      name: 'tag_page',
      description: 'Tags a page with labels.',
      inputSchema: { type: 'object', properties: { tags: { type: 'array' } } },
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    },
  ],
});

async function codesIn(cwd: string, file: string): Promise<string[]> {
  const { report } = await runCliJson(['check', file], { cwd });
  return report.documents.flatMap((d) => d.problems).map((p) => p.code);
}

describe('mcp-lens check: host profiles and the registry preflight', () => {
  it('reads the package.json beside server.json: no mcpName is reported (MCP825), the right one is not', async () => {
    tree.write('npm/server.json', serverJson);
    tree.write('npm/package.json', json({ name: '@user/weather-mcp', version: '1.0.0' }));
    assert.deepEqual(await codesIn(join(tree.dir, 'npm'), 'server.json'), ['MCP825']);
    tree.write('npm/package.json', json({ name: '@user/weather-mcp', mcpName: 'io.github.user/weather' }));
    assert.deepEqual(await codesIn(join(tree.dir, 'npm'), 'server.json'), []);
  });

  it('targetHosts in .mcplensrc.json: the hosts named there only', async () => {
    tree.write('hosts/tools.json', catalog);
    assert.deepEqual(await codesIn(join(tree.dir, 'hosts'), 'tools.json'), ['MCP122']);
    tree.write('hosts/.mcplensrc.json', json({ targetHosts: ['visual-studio'] }));
    assert.deepEqual(await codesIn(join(tree.dir, 'hosts'), 'tools.json'), []);
  });
});
