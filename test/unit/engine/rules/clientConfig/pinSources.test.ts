// Where MCP723 finds the version it offers as the pin (pinSources.ts): its case tables (pinSources.cases.ts), the files
// the pipeline reads for a config before a check.
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { parseDocument } from '../../../../../common/json/parsedDocument';
import { pinSourcesWanted } from '../../../../../server/src/engine/rules/clientConfig/pinSources';
import { ms } from '../../../../helpers/configPaths';
import { describeFindings } from '../../ruleCases';
import { projectFolders, uvLockTables, versionSources } from './pinSources.cases';

describeFindings(projectFolders);
describeFindings(versionSources);
describeFindings(uvLockTables);

const wanted = (uri: string, servers: object) =>
  pinSourcesWanted(parseDocument(uri, JSON.stringify(ms(servers))).root, uri, 'claude-code');

describe('the files read before a check, for the pin of MCP723', () => {
  it("an unpinned npm package: its installed package.json, then the project's package-lock.json, once each", () => {
    const servers = {
      a: { command: 'npx', args: ['-y', '@playwright/mcp@latest'] },
      b: { command: 'npx', args: ['-y', 'exa-mcp-server'] },
      c: { command: 'npx', args: ['-y', 'exa-mcp-server', '--tools=web_search'] },
    };
    assert.deepEqual(wanted('file:///p/.mcp.json', servers), [
      '/p/node_modules/@playwright/mcp/package.json',
      '/p/package-lock.json',
      '/p/node_modules/exa-mcp-server/package.json',
    ]);
  });

  it('an unpinned PyPI package: uv.lock; a pinned package, an image, local code and a remote server: nothing', () => {
    assert.deepEqual(wanted('file:///p/.mcp.json', { a: { command: 'uvx', args: ['mcp-server-fetch'] } }), [
      '/p/uv.lock',
    ]);
    const none = {
      a: { command: 'npx', args: ['-y', '@playwright/mcp@0.0.83'] },
      b: { command: 'uvx', args: ['mcp-server-fetch@2025.4.7'] },
      c: { command: 'docker', args: ['run', '-i', '--rm', 'mcp/fetch'] },
      d: { command: 'node', args: ['dist/index.js'] },
      e: { type: 'http', url: 'https://mcp.example.com/mcp' },
    };
    assert.deepEqual(wanted('file:///p/.mcp.json', none), []);
  });

  it('a document with no folder on disk (untitled): nothing', () => {
    assert.deepEqual(wanted('untitled:Untitled-1', { a: { command: 'uvx', args: ['mcp-server-fetch'] } }), []);
  });
});
