// The MCP server MCP Lens offers VS Code's agents, in VS Code 1.100 (code-server 4.100.3), which has the provider API
// only as a proposal: activation stays clean and the command the provider would resolve to answers as an MCP server.
// mcpProvider.e2e.test.mjs runs the provider itself in VS Code 1.117.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { CODE_SERVER_DIR } from '../../scripts/lib/codeServerProvisioning.mjs';
import { assertCleanLogs, e2eSkipReason, ensureBuilt, EXTENSION_ID, startSession } from './harness.mjs';

const CATALOG = '{"resources":[{"uri":"file:///a.txt","name":"a","annotations":{"priority":2}}]}\n';

/** VS Code's version inside the provisioned code-server, e.g. [1, 100, 3]. */
async function vscodeVersion() {
  const manifest = path.join(CODE_SERVER_DIR, 'package', 'lib', 'vscode', 'package.json');
  const { version } = JSON.parse(await fs.readFile(manifest, 'utf8'));
  return version.split('.').map(Number);
}

test(
  'MCP Lens activates cleanly in a VS Code without the MCP provider API, and the command its provider offers starts',
  { skip: e2eSkipReason(), timeout: 15 * 60_000 },
  async (t) => {
    await ensureBuilt();
    const workspace = await fs.mkdtemp(path.join(os.tmpdir(), 'mcp-lens-e2e-agents-'));
    await fs.writeFile(path.join(workspace, 'catalog.json'), CATALOG);
    const session = await startSession({ workspace });
    try {
      await session.waitForActivation();
      const [major, minor] = await vscodeVersion();
      t.diagnostic(
        `VS Code ${major}.${minor} has the MCP server definition API only as a proposal: nothing is offered, nothing breaks`,
      );

      // the provider's definition: process.execPath (here code-server's Node, this one), the installed bundle, `mcp`
      const installed = (await fs.readdir(session.extensionsDir)).find((e) => e.startsWith(`${EXTENSION_ID}-`));
      assert.ok(installed, 'the extension is not installed');
      const cli = path.join(session.extensionsDir, installed, 'dist', 'cli.js');
      const client = new Client({ name: 'e2e-agent', version: '1.0.0' });
      await client.connect(
        new StdioClientTransport({
          command: process.execPath,
          args: [cli, 'mcp'],
          cwd: workspace,
          env: { ELECTRON_RUN_AS_NODE: '1', PATH: process.env.PATH ?? '' },
          stderr: 'pipe',
        }),
      );
      try {
        const { tools } = await client.listTools();
        assert.ok(tools.some((tool) => tool.name === 'check_files'));
        const result = await client.callTool({ name: 'check_files', arguments: {} });
        assert.match(result.content[0].text, /error MCP302 catalog\.json:1:/);
      } finally {
        await client.close();
      }
      await session.close();
      t.diagnostic(await assertCleanLogs(session));
    } catch (error) {
      const shot = await session.screenshot('agent-server-failure.png').catch(() => null);
      const logs = await session.saveLogs('agent-server').catch(() => null);
      error.message += `\n(screenshot: ${shot ?? 'none'}; logs: ${logs ?? 'none'})`;
      throw error;
    } finally {
      await session.close();
      await fs.rm(workspace, { recursive: true, force: true });
    }
  },
);
