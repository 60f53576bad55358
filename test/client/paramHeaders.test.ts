// SEP-2243 on a 2026-07-28 session over Streamable HTTP, against an SDK 2.x server that checks the headers itself:
// the Mcp-Param-* headers of a tool's x-mcp-header arguments, and a tool with invalid declarations set aside.
import { strict as assert } from 'node:assert';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { ServersModel } from '../../client/src/model/serversModel';
import { toolView } from '../../client/src/runner/runnerViews';
import type { ApprovalGate, ServerLaunch } from '../../common/mcp/types';
import { fixtureServersModel, writeWorkspaceServers } from '../helpers/fixtureModel';
import { fileScope, recorded, startHttpServer } from './fixtures';
import { CATALOG_LINT_WORKER, lintedCatalog } from './liveLint';

const { pool, children, tmp } = fileScope();

async function paramHeaderServer(calls: string): Promise<string> {
  const { child, port } = await startHttpServer('paramHeaderServer.mjs', [], { MCP_LENS_FIXTURE_CALLS: calls });
  children.push(child);
  return `http://127.0.0.1:${port}/mcp`;
}

const base64 = (s: string) => `=?base64?${Buffer.from(s, 'utf8').toString('base64')}?=`;

/** The Mcp-Param-* headers of each call the server received, in order. */
function paramHeadersReceived(calls: string): { tool: unknown; params: Record<string, string> }[] {
  return recorded(calls).map((c) => ({
    tool: c.tool,
    params: Object.fromEntries(
      Object.entries(c.headers as Record<string, string>).filter(([name]) => name.startsWith('mcp-param-')),
    ),
  }));
}

describe('x-mcp-header on a 2026-07-28 session over Streamable HTTP', () => {
  it('mirrors the declared arguments, encoded, and the server takes them; nulls are left out', async () => {
    const calls = tmp.file('mirrored.jsonl');
    const launch: ServerLaunch = { transport: 'http', url: await paramHeaderServer(calls), headers: {} };
    const { connection } = pool.make('param-headers');
    await connection.start(launch);
    const s = connection.state;
    assert.equal(s.status === 'running' && s.protocolVersion, '2026-07-28', JSON.stringify(s));
    const approve: ApprovalGate = async () => true;

    const args = { region: 'us-west1', priority: 42, verbose: false, note: ' Hello, 世界 ', query: 'SELECT 1' };
    const r = await connection.callTool({ name: 'locate', arguments: args }, approve);
    assert.equal(r.outcome, 'completed');
    // the server's SDK answers HTTP 400 with -32020 when a header disagrees with its argument
    assert.equal(r.outcome === 'completed' && r.result.isError, undefined, JSON.stringify(r));
    const expected = {
      'mcp-param-region': 'us-west1',
      'mcp-param-priority': '42',
      'mcp-param-verbose': 'false',
      'mcp-param-note': base64(' Hello, 世界 '),
    };
    assert.deepEqual(paramHeadersReceived(calls), [{ tool: 'locate', params: expected }]);
    const echoed = JSON.parse(r.outcome === 'completed' ? (r.result.content as { text: string }[])[0]!.text : '');
    assert.deepEqual(echoed, { ...echoed, ...expected, 'mcp-method': 'tools/call', 'mcp-name': 'locate' });

    const withNull = { name: 'locate', arguments: { region: 'eu', verbose: null } };
    assert.equal((await connection.callTool(withNull, approve)).outcome, 'completed');
    assert.deepEqual(paramHeadersReceived(calls)[1], { tool: 'locate', params: { 'mcp-param-region': 'eu' } });
  });

  it('sets aside a tool whose declarations are invalid, before the approval gate, and calls the others', async () => {
    const calls = tmp.file('set-aside.jsonl');
    const { connection } = pool.make('param-headers-set-aside');
    await connection.start({ transport: 'http', url: await paramHeaderServer(calls), headers: {} });
    const asked: string[] = [];
    const approve: ApprovalGate = async (call) => {
      asked.push(String(call.tool.name));
      return true;
    };
    assert.ok(
      connection.catalog?.tools?.some((t) => t.name === 'scored'),
      'the catalog still lists it',
    );
    await assert.rejects(
      connection.callTool({ name: 'scored', arguments: { score: 1.5 } }, approve),
      /^Error: scored is set aside, so it was not called: "x-mcp-header" of score is on a parameter of type "number"; only string, integer and boolean parameters can be mirrored\. .*MCP111/,
    );
    const plain = await connection.callTool({ name: 'plain', arguments: { text: 'hi' } }, approve);
    assert.deepEqual(plain.outcome === 'completed' && plain.result.content, [{ type: 'text', text: 'hi' }]);
    const locate = await connection.callTool({ name: 'locate', arguments: { region: 'r' } }, approve);
    assert.equal(locate.outcome, 'completed');
    assert.deepEqual(asked, ['plain', 'locate'], 'the gate was never asked about the tool set aside');
    assert.deepEqual(
      paramHeadersReceived(calls).map((c) => c.tool),
      ['plain', 'locate'],
    );
  });

  it("marks the set-aside tool in the runner's tool view ahead of time, and only that tool", async () => {
    const folder = join(tmp.dir, 'ws-runner');
    writeWorkspaceServers(folder, {
      headers: { type: 'http', url: await paramHeaderServer(tmp.file('runner.jsonl')) },
    });
    const model = fixtureServersModel({ folder, home: tmp.dir, pids: pool.pids, approve: async () => false });
    try {
      await model.reload();
      const id = model.servers().find((d) => d.name === 'headers')!.id;
      await model.start(id);
      const declares = model.declares(id);
      assert.equal(declares.paramHeaders, true);
      const view = (name: string) =>
        toolView(
          id,
          model.catalog(id)!.tools!.find((t) => t.name === name)!,
          declares.toolTasks,
          true,
        );
      assert.match(
        view('scored').setAside ?? '',
        /^Set aside: its x-mcp-header declarations are invalid \(MCP111\): "x-mcp-header" of score is on a parameter of type "number"/,
      );
      assert.equal(view('locate').setAside, undefined);
      assert.equal(view('plain').setAside, undefined);
      const scored = model.catalog(id)!.tools!.find((t) => t.name === 'scored')!;
      assert.equal(toolView(id, scored, false, false).setAside, undefined, 'not on stdio or 2025 sessions');
    } finally {
      await model.dispose();
    }
  });

  it('shows the invalid declaration on the Live catalog (MCP111), and nothing for the valid ones', async () => {
    const calls = tmp.file('live.jsonl');
    const folder = join(tmp.dir, 'ws');
    writeWorkspaceServers(folder, { headers: { type: 'http', url: await paramHeaderServer(calls) } });
    const model: ServersModel = fixtureServersModel({
      folder,
      home: tmp.dir,
      pids: pool.pids,
      approve: async () => false,
      catalogLint: { workerPath: CATALOG_LINT_WORKER },
    });
    try {
      await model.reload();
      const id = model.servers().find((d) => d.name === 'headers')!.id;
      await model.start(id);
      assert.equal(model.state(id).status, 'running', JSON.stringify(model.state(id)));
      const doc = await lintedCatalog(model, id);
      const headerFindings = doc.findings.filter((f) => f.code === 'MCP111' || f.code === 'MCP112');
      assert.deepEqual(
        headerFindings.map((f) => [f.code, f.severity, doc.text.slice(f.offset, f.offset + f.length)]),
        [['MCP111', 'error', '"number"']],
        JSON.stringify(doc.findings),
      );
      assert.match(headerFindings[0]!.message, /only allowed on string, integer or boolean parameters, not number/);
    } finally {
      await model.dispose();
    }
  });
});
