import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { ApprovalGate } from '../../common/mcp/types';
import type { ServersModel } from '../../client/src/model/serversModel';
import { toolBadges } from '../../client/src/servers/catalogItemRows';
import { findingCounts, severityCounts } from '../../client/src/servers/serverRows';
import { COMMAND_NAMES, commandId } from '../../client/src/commandIds';
import { COMMAND_IDS, type Row } from '../../client/src/servers/row';
import { rowOf } from '../../client/src/servers/treeRows';
import { ServersTreeData, type TreeNode } from '../../client/src/servers/treeNodes';
import { fixtureServersModel, writeWorkspaceServers } from '../helpers/fixtureModel';
import { REPO_ROOT } from '../helpers/paths';
import { assertNoLeaks, FIXTURES, scratch } from './fixtures';
import { CATALOG_LINT_WORKER, lintedCatalog } from './liveLint';

const tmp = scratch();
const pids = new Set<number>();
const ws = join(tmp.dir, 'ws');
const fixture = (name: string) => ({ command: process.execPath, args: [join(FIXTURES, name)] });
writeWorkspaceServers(ws, {
  notes: fixture('wellBehaved.mjs'),
  crash: fixture('crashAtStart.mjs'),
  broken: { type: 'stdio' },
  paged: fixture('paged.mjs'),
  banner: fixture('bannerOnStdout.mjs'),
  web: { type: 'http', url: 'http://127.0.0.1:1/mcp?api_key=sk-live-0123456789abcdef' },
});

const deny: ApprovalGate = async () => false;
function makeModel(trusted: boolean): ServersModel {
  return fixtureServersModel({
    folder: ws,
    home: tmp.dir,
    pids,
    approve: deny,
    isWorkspaceTrusted: () => trusted,
    catalogLint: { workerPath: CATALOG_LINT_WORKER },
  });
}

const model = makeModel(true);
const data = new ServersTreeData(model);
const row = (n: TreeNode): Row => rowOf(n, model, data, 1);
const byLabel = (nodes: TreeNode[], label: string) => nodes.find((n) => row(n).label === label)!;
const id = (name: string) => model.servers().find((d) => d.name === name)!.id;

before(async () => {
  await model.reload();
});
after(async () => {
  await model.dispose();
  assertNoLeaks(pids);
  tmp.cleanup();
});

describe('the Servers tree', () => {
  it('groups servers by config file and shows each with transport and status', () => {
    const [source, ...others] = data.children();
    assert.equal(others.length, 0);
    assert.deepEqual(row(source!), {
      ...row(source!),
      label: '.vscode/mcp.json',
      description: 'VS Code',
      contextValue: 'source',
      collapsible: 'expanded',
    });
    const servers = data.children(source);
    assert.deepEqual(
      servers.map((n) => [row(n).label, row(n).description, row(n).contextValue, row(n).icon?.id]),
      [
        ['notes', 'stdio · stopped', 'server.stopped', 'circle-large-outline'],
        ['crash', 'stdio · stopped', 'server.stopped', 'circle-large-outline'],
        ['broken', 'stdio · cannot start: it has no `command` to run', 'server.invalid', 'warning'],
        ['paged', 'stdio · stopped', 'server.stopped', 'circle-large-outline'],
        ['banner', 'stdio · stopped', 'server.stopped', 'circle-large-outline'],
        ['web', 'http · stopped', 'server.stopped', 'circle-large-outline'],
      ],
    );
    assert.deepEqual(data.children(servers[0]), [], 'a stopped server has no children: nothing connects until asked');
  });

  it('shows a running server with counts, its lists, tools with badges and resources with annotations', async () => {
    await model.start(id('notes'));
    await lintedCatalog(model, id('notes'));
    const server = data.serverNode(id('notes'));
    assert.equal(row(server).description, 'stdio · 4 tools, 3 resources, 1 template, 1 prompt');
    assert.equal(row(server).contextValue, 'server.running');
    assert.equal(row(server).collapsible, 'expanded');
    assert.match(
      row(server).tooltip!.paragraphs.join('\n'),
      /Running Notes Fixture 1\.2\.3 over stdio, protocol 2025-11-25/,
    );
    const lists = data.children(server);
    assert.deepEqual(
      lists.map((n) => [row(n).label, row(n).description]),
      [
        ['Tools', '4'],
        ['Resources', '3'],
        ['Resource Templates', '1'],
        ['Prompts', '1'],
        ['Live catalog', 'no problems'],
      ],
    );
    const tools = data.children(byLabel(lists, 'Tools'));
    assert.deepEqual(
      tools.map((n) => [row(n).label, row(n).description, row(n).icon?.id]),
      [
        ['Delete Note', 'destructive · idempotent · closed-world', 'warning'],
        ['Read Note', 'read-only · closed-world', 'eye'],
        ['tidy_notes', 'read-only · open-world (default)', 'eye'],
        ['echo', 'destructive (default) · open-world (default)', 'warning'],
      ],
    );
    const echo = row(byLabel(tools, 'echo'));
    assert.deepEqual(echo.command, { id: COMMAND_IDS.runTool, title: 'Run Tool' });
    const tip = echo.tooltip!.paragraphs.join('\n');
    assert.match(
      tip,
      /Behaviour: may modify \(default\), may destroy \(default\), not idempotent \(default\), reaches the outside world \(default\)\./,
    );
    assert.match(
      tip,
      /Destructive: destructiveHint is not set and the tool is not read-only, so the MCP default \(destructive\) applies\./,
    );
    assert.match(tip, /Arguments: message \(string, required\), times \(integer\)/);
    assert.match(tip, /Echoes its input\./);
    assert.match(
      row(byLabel(tools, 'Read Note')).tooltip!.paragraphs[0]!,
      /Tool name: read_note \(shown by its annotations\.title\)/,
    );

    const resources = data.children(byLabel(lists, 'Resources'));
    assert.deepEqual(
      resources.map((n) => [row(n).label, row(n).description, row(n).icon?.id]),
      [
        ['Read Me', 'notes://readme · for user · priority 0.9', 'file-text'],
        ['index', 'notes://index.json · for assistant · priority 0.2', 'json'],
        ['logo', 'notes://logo.png', 'file-media'],
      ],
    );
    assert.match(
      row(resources[0]!).tooltip!.paragraphs.join('\n'),
      /Priority: 0\.9 \(0 = entirely optional, 1 = effectively required\)\./,
    );
    const templates = data.children(byLabel(lists, 'Resource Templates'));
    assert.deepEqual(
      templates.map((n) => [row(n).label, row(n).description, row(n).command?.id]),
      [['note', 'notes://notes/{id}', COMMAND_IDS.readResource]],
    );
    const prompts = data.children(byLabel(lists, 'Prompts'));
    assert.deepEqual(
      prompts.map((n) => [row(n).label, row(n).description, row(n).command?.id]),
      [['Summarize Notes', '(topic, style?)', COMMAND_IDS.getPrompt]],
    );
  });

  it('knows every node’s parent, even one never shown (so reveal works)', () => {
    const fresh = new ServersTreeData(model);
    const item = fresh.itemNode(id('notes'), 'tools', 'delete_note');
    const list = fresh.parent(item)!;
    const server = fresh.parent(list)!;
    const source = fresh.parent(server)!;
    assert.deepEqual(
      [list.kind, server.kind, source.kind, fresh.parent(source)],
      ['list', 'server', 'source', undefined],
    );
    // and the same node objects as the tree's own children (reveal matches them)
    assert.equal(
      fresh.children(source).find((n) => n.id === server.id),
      server,
    );
    assert.equal(
      fresh.children(list).find((n) => n.id === item.id),
      item,
    );
    assert.equal(fresh.item(item)!.name, 'delete_note');
  });

  it('leads a failed server’s row with its reason; short children say what happened and what it said, and open its log', async () => {
    await model.start(id('crash'));
    const server = data.serverNode(id('crash'));
    const whole =
      'The server exited with code 1 (stderr: Error: NOTES_API_KEY is not set) before it finished initializing';
    assert.equal(row(server).contextValue, 'server.error');
    assert.equal(row(server).description, 'error · NOTES_API_KEY is not set');
    const tip = row(server).tooltip!.paragraphs;
    assert.ok(
      tip.some((p) => p.startsWith('Command (stdio): ')),
      'the transport is in the tooltip',
    );
    assert.ok(tip.includes(`Error: ${whole}`), 'and the whole message');
    const children = data.children(server);
    assert.deepEqual(
      children.map((n) => [row(n).label, row(n).icon?.id, row(n).command?.id]),
      [
        ['Exited with code 1 while starting.', 'error', COMMAND_IDS.showLog],
        ['stderr: Error: NOTES_API_KEY is not set', 'quote', COMMAND_IDS.showLog],
        ['Show Server Log', 'output', COMMAND_IDS.showLog],
      ],
    );
    assert.deepEqual(row(children[0]!).tooltip, { heading: 'Error', paragraphs: [whole] });
    assert.equal(new Set(children.map((n) => n.id)).size, 3, 'each child has its own id');
    assert.deepEqual(
      children.map((n) => data.parent(n)),
      [server, server, server],
    );
    assert.equal(data.children(server)[0], children[0], 'the same node objects while the message is the same');
  });

  it('leads an HTTP failure with the connection’s reason', async () => {
    await model.start(id('web'));
    const server = data.serverNode(id('web'));
    // port 1 is on fetch's list of ports it refuses to use
    assert.equal(
      row(server).description,
      'error · could not connect: bad port',
      JSON.stringify(model.state(id('web'))),
    );
    const tip = row(server).tooltip!.paragraphs;
    assert.ok(
      tip.some((p) => p.startsWith('URL (http): http://127.0.0.1:1/mcp?api_key=')),
      tip.join('\n'),
    );
    // a key written into the config's URL is masked wherever the tree shows the URL or an error that quotes it
    assert.ok(
      ![row(server).description ?? '', ...tip].some((p) => p.includes('sk-live-0123456789abcdef')),
      tip.join('\n'),
    );
  });

  it('counts the live lint’s problems on the catalog row', async () => {
    await model.start(id('paged'));
    await lintedCatalog(model, id('paged'));
    const server = data.serverNode(id('paged'));
    const catalog = data.children(server).find((n) => n.kind === 'catalog')!;
    assert.match(row(catalog).description!, /^\d+ errors?/);
    assert.equal(row(catalog).icon?.id, 'error');
    assert.deepEqual(row(catalog).command, { id: COMMAND_IDS.openCatalog, title: 'Open Live Catalog' });
    await model.stop(id('paged'));
    assert.equal(row(server).description, 'stdio · stopped');
  });

  it('shows a running server that writes non-protocol text to stdout with a warning: its row, a child row, the live catalog', async () => {
    await model.start(id('banner'));
    const server = data.serverNode(id('banner'));
    const r = row(server);
    assert.equal(r.contextValue, 'server.running');
    assert.equal(r.description, 'stdio · 5 tools, 3 resources, 1 template, 1 prompt · non-protocol output on stdout');
    assert.deepEqual(r.icon, { id: 'warning', color: 'problemsWarningIcon.foreground' });
    assert.ok(
      r.tooltip!.paragraphs.some((p) =>
        p.startsWith(
          'Warning: The server wrote non-protocol output to stdout: `Notes server v1.2.3 starting...`. A stdio server must write only JSON-RPC',
        ),
      ),
      r.tooltip!.paragraphs.join('\n'),
    );
    const [first, ...rest] = data.children(server);
    assert.deepEqual(
      [row(first!).label, row(first!).icon?.id, row(first!).command?.id],
      ['Wrote non-protocol output to stdout: `Notes server v1.2.3 starting...`', 'warning', COMMAND_IDS.showLog],
    );
    assert.match(row(first!).tooltip!.paragraphs[0]!, /some clients stop a server that writes anything else there/);
    assert.deepEqual(
      rest.map((n) => n.kind),
      ['list', 'list', 'list', 'list', 'catalog'],
      'its lists and catalog follow as for any running server',
    );

    const doc = await lintedCatalog(model, id('banner'));
    const meta = (JSON.parse(doc.text) as { _meta: Record<string, { warnings?: string[] }> })._meta['mcp-lens/server']!;
    assert.deepEqual(meta.warnings, ['wrote non-protocol output to stdout: `Notes server v1.2.3 starting...`']);
    const notice = doc.findings.find((f) => f.code === 'server-warning')!;
    assert.equal(notice.severity, 'warning');
    assert.equal(
      doc.text.slice(notice.offset, notice.offset + notice.length),
      '"wrote non-protocol output to stdout: `Notes server v1.2.3 starting...`"',
    );
    assert.deepEqual(doc.notices, [notice], 'shown even while the document is open');
    const catalog = rest.find((n) => n.kind === 'catalog')!;
    assert.match(row(catalog).description!, /warning/);
    await model.stop(id('banner'));
  });

  it('in Restricted Mode says why a workspace server cannot start', async () => {
    const restricted = makeModel(false);
    await restricted.reload();
    const rdata = new ServersTreeData(restricted);
    const [source] = rdata.children();
    const rows = rdata.children(source).map((n) => rowOf(n, restricted, rdata, 1));
    assert.deepEqual(rows.map((r) => [r.label, r.description, r.contextValue, r.icon?.id]).slice(0, 2), [
      ['notes', 'stdio · Restricted Mode', 'server.blocked', 'lock'],
      ['crash', 'stdio · Restricted Mode', 'server.blocked', 'lock'],
    ]);
    assert.match(
      rows[0]!.tooltip!.paragraphs.join('\n'),
      /Restricted Mode: this workspace is not trusted, so servers from its config files cannot be started\. Trust the workspace to start them\./,
    );
    await restricted.dispose();
  });
});

describe('the live catalog’s counts', () => {
  const of = (...severities: string[]) => findingCounts(severityCounts(severities.map((severity) => ({ severity }))));
  it('names each severity as the Problems panel does, the worst first, one or many', () => {
    assert.equal(of(), 'no problems');
    assert.equal(of('hint', 'info', 'warning', 'error'), '1 error, 1 warning, 1 info, 1 hint');
    assert.equal(of('info', 'info', 'hint', 'hint', 'hint', 'warning', 'warning'), '2 warnings, 2 info, 3 hints');
    assert.equal(of('error', 'error'), '2 errors');
  });
});

describe('tool badges', () => {
  it('distinguish explicit values from spec defaults', () => {
    assert.equal(toolBadges({ name: 't' }), 'destructive (default) · open-world (default)');
    assert.equal(
      toolBadges({ name: 't', annotations: { readOnlyHint: false, destructiveHint: false } }),
      'non-destructive · open-world (default)',
    );
    assert.equal(
      toolBadges({ name: 't', annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: false } }),
      'non-destructive · idempotent · closed-world',
    );
    assert.equal(
      toolBadges({ name: 't', annotations: { readOnlyHint: true, destructiveHint: true } }),
      'read-only · destructive · open-world (default)',
    );
    assert.equal(
      toolBadges({ name: 't', annotations: { readOnlyHint: 'yes' } }),
      'destructive (default) · open-world (default)',
    );
  });
});

describe('commands and contributions agree', () => {
  const pkg = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as {
    contributes: {
      commands: { command: string; title: string; category?: string }[];
      menus: Record<string, { command: string; when?: string }[]>;
      views: Record<string, { id: string }[]>;
    };
    capabilities: { untrustedWorkspaces: { supported: unknown } };
  };
  it('the command table and package.json list the same commands, each in the "MCP Lens" category', () => {
    assert.deepEqual(pkg.contributes.commands.map((c) => c.command).sort(), COMMAND_NAMES.map(commandId).sort());
    for (const c of pkg.contributes.commands) assert.equal(c.category, 'MCP Lens', c.command);
  });
  it('menus name only contributed commands, and the view lives in the MCP Lens container', () => {
    const ids = new Set(pkg.contributes.commands.map((c) => c.command));
    for (const entries of Object.values(pkg.contributes.menus)) {
      for (const m of entries) assert.ok(ids.has(m.command), `${m.command} is contributed`);
    }
    assert.ok(pkg.contributes.views.mcpLens!.some((v) => v.id === 'mcpLens.servers'));
    assert.equal(pkg.capabilities.untrustedWorkspaces.supported, 'limited');
  });
});
