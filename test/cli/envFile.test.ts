import { strict as assert } from 'node:assert';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { tempTree } from '../helpers/tempTree';
import { runCliJson } from './runCli';

const CONFIG = JSON.stringify({ servers: { db: { command: 'node', envFile: '${workspaceFolder}/.env' } } }, null, 2);
const tree = tempTree('mcp-lens-cli-env-');

/** The MCP727 findings of `mcp-lens check` in `cwd`, as `severity message`. */
async function envFileFindings(cwd: string, args: readonly string[] = []): Promise<string[]> {
  const { report } = await runCliJson(['check', ...args], { cwd });
  return report.documents
    .flatMap((d) => d.problems)
    .filter((p) => p.code === 'MCP727')
    .map((p) => `${p.severity} ${p.message}`);
}

describe('mcp-lens check: an envFile that does not exist (MCP727)', () => {
  it('is not looked up unless the rule is turned on: a clean checkout lacks a gitignored .env by design', async () => {
    tree.write('checkout/.vscode/mcp.json', CONFIG);
    const cwd = join(tree.dir, 'checkout');
    assert.deepEqual(await envFileFindings(cwd), []);
    assert.deepEqual(await envFileFindings(cwd, ['--rule', 'MCP727=warning']), [
      `warning "envFile" of server "db" names ${join(cwd, '.env')}, which does not exist: VS Code starts the server without the variables it should hold.`,
    ]);
    tree.write('checkout/.mcplensrc.json', JSON.stringify({ rules: { MCP727: 'info' } }));
    assert.equal((await envFileFindings(cwd)).length, 1, 'turned on by a settings file');
    tree.write('checkout/.env', 'API_KEY=x\n');
    assert.deepEqual(await envFileFindings(cwd, ['--rule', 'MCP727=warning']), []);
  });
});
