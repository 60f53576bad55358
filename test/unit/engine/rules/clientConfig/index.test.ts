// Client configs as a whole: a valid file of every dialect gets no finding of any rule.
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { codes, lintText } from '../../../../helpers/engine';
import { CC, CD, CU, ms } from '../../../../helpers/configPaths';
import { vsWith, WS_HOME, V } from './fixtures';

describe('client configs overall', () => {
  it('a valid file of every dialect gets nothing', () => {
    const valid: [string, object][] = [
      [
        V,
        vsWith(
          {
            fs: {
              type: 'stdio',
              command: 'npx',
              args: ['-y', '@modelcontextprotocol/server-filesystem@2025.8.21', '${workspaceFolder}'],
              env: { LOG: 'debug' },
              envFile: '${workspaceFolder}/.env',
              cwd: '${workspaceFolder}',
              dev: { watch: 'src/**/*.ts' },
            },
            gh: {
              type: 'http',
              url: 'https://api.githubcopilot.com/mcp/',
              headers: { Authorization: 'Bearer ${input:gh}' },
            },
          },
          [{ type: 'promptString', id: 'gh', description: 'GitHub token', password: true }],
        ),
      ],
      [
        CC,
        ms({
          fs: { command: 'npx', args: ['-y', 'server@1.0.0'], env: { KEY: '${API_KEY:-none}' } },
          remote: { type: 'http', url: 'https://e.com/mcp', headers: { Authorization: 'Bearer ${TOKEN}' } },
        }),
      ],
      [CD, ms({ fs: { command: 'npx', args: ['-y', 'server@1.0.0'], env: { KEY: 'YOUR_KEY' } } })],
      [
        CU,
        ms({
          fs: { command: 'npx', args: ['-y', 'server@1.0.0'], env: { KEY: '${env:KEY}' }, envFile: '.env' },
          remote: { url: 'https://e.com/mcp', headers: { 'X-Key': '${env:KEY}' } },
        }),
      ],
      [
        WS_HOME,
        ms({ fs: { command: 'npx', args: ['-y', 'server@1.0.0'] }, remote: { serverUrl: 'https://e.com/mcp' } }),
      ],
    ];
    // GitHub beside a filesystem server is the toxic flow MCP725 names: information about the whole, not a fault
    for (const [path, doc] of valid) assert.deepEqual(codes(lintText(path, doc)), path === V ? ['MCP725'] : [], path);
  });
});
