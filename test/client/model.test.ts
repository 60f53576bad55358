import { strict as assert } from 'node:assert';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { once } from '../../common/mcp/emitter';
import { processAlive } from '../../common/mcp/processTree';
import type { ApprovalGate, Logger, ToolCallRequest } from '../../common/mcp/types';
import { serverIdOfCatalogUri } from '../../common/catalog/catalogText';
import type { InputDefinition } from '../../common/config/configSource';
import { secretKey } from '../../common/config/inputValues';
import { MemorySecrets } from '../helpers/memorySecrets';
import {
  ServersModel,
  StartRefused,
  type ModelChange,
  type ServersModelDeps,
  type ServersSettings,
} from '../../client/src/model/serversModel';
import { assertNoLeaks, EVERYTHING, FIXTURES, recorded, RecordingLogger, scratch } from './fixtures';
import { CATALOG_LINT_WORKER, lintedCatalog } from './liveLint';

const tmp = scratch();
const models: ServersModel[] = [];
const pids = new Set<number>();
after(async () => {
  await Promise.all(models.map((m) => m.dispose()));
  assertNoLeaks(pids);
  tmp.cleanup();
});

const node = process.execPath;
const fixture = (name: string) => join(FIXTURES, name);
const ws = join(tmp.dir, 'ws');
const home = join(tmp.dir, 'home');
const calls = join(tmp.dir, 'calls.jsonl');

function write(path: string, value: unknown): void {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, typeof value === 'string' ? value : JSON.stringify(value, null, 2));
}

const vscodeMcp = {
  inputs: [
    { type: 'promptString', id: 'token', description: 'API token', password: true },
    { type: 'promptString', id: 'label', description: 'A label' },
  ],
  servers: {
    notes: {
      type: 'stdio',
      command: node,
      args: [fixture('wellBehaved.mjs')],
      env: {
        MCP_LENS_FIXTURE_INFO: '${workspaceFolder}/info.json',
        MCP_LENS_FIXTURE_CALLS: calls,
        TOKEN: '${input:token}',
        LABEL: '${input:label}',
        HOME_DIR: '${userHome}',
        FROM_ENV: '${env:MCP_LENS_TEST_VAR}',
        UNKNOWN: '${config:editor.fontSize}',
      },
    },
    paged: { command: node, args: [fixture('paged.mjs')] },
    broken: { type: 'stdio', args: ['x'] },
  },
};
write(
  join(ws, '.vscode', 'mcp.json'),
  `// comments and trailing commas are fine in JSONC\n${JSON.stringify(vscodeMcp, null, 2)}`,
);
write(join(ws, '.mcp.json'), {
  mcpServers: {
    cc: {
      command: node,
      args: [fixture('wellBehaved.mjs')],
      env: {
        MCP_LENS_FIXTURE_INFO: join(tmp.dir, 'cc-info.json'),
        A: '${MCP_LENS_TEST_VAR}',
        B: '${MCP_LENS_UNSET:-fallback}',
        C: '${MCP_LENS_UNSET}',
        D: '${env:MCP_LENS_TEST_VAR}',
      },
    },
  },
});
write(join(ws, 'mcp.json'), { servers: { plain: { command: node, args: [fixture('wellBehaved.mjs')] } } });
write(join(ws, '.cursor', 'mcp.json'), {
  mcpServers: {
    remote: { url: 'http://127.0.0.1:1/mcp', headers: { Authorization: 'Bearer ${env:MCP_LENS_TEST_VAR}' } },
  },
});
write(join(home, '.cursor', 'mcp.json'), {
  mcpServers: {
    userNotes: {
      command: node,
      args: [fixture('wellBehaved.mjs')],
      env: { MCP_LENS_FIXTURE_INFO: join(tmp.dir, 'user-info.json') },
    },
  },
});
write(join(home, '.codeium', 'windsurf', 'mcp_config.json'), {
  mcpServers: { everything: { command: node, args: [EVERYTHING, 'stdio'] } },
});

interface Harness {
  model: ServersModel;
  prompts: InputDefinition[];
  logs: Map<string, RecordingLogger>;
  settings: ServersSettings;
  trust: { workspace: boolean };
  gate: { answer: boolean; seen: ToolCallRequest[] };
}

function harness(
  options: {
    answers?: Record<string, string | undefined>;
    secrets?: MemorySecrets;
    settings?: Partial<ServersSettings>;
    trusted?: boolean;
    serverTrusted?: (id: string) => boolean;
    folder?: string;
  } = {},
): Harness {
  const prompts: InputDefinition[] = [];
  const logs = new Map<string, RecordingLogger>();
  const settings: ServersSettings = {
    userConfigs: false,
    inheritEnvironment: false,
    requestTimeoutMs: 20_000,
    autoStartTrusted: false,
    ...options.settings,
  };
  const trust = { workspace: options.trusted ?? true };
  const gate = { answer: false, seen: [] as ToolCallRequest[] };
  const approve: ApprovalGate = async (r) => {
    gate.seen.push(r);
    return gate.answer;
  };
  const deps: ServersModelDeps = {
    folders: () => [{ name: 'ws', path: options.folder ?? ws }],
    userPlaces: { home, platform: 'linux' },
    settings: () => settings,
    isWorkspaceTrusted: () => trust.workspace,
    isServerTrusted: options.serverTrusted,
    loggerFor: (def): Logger => {
      const l = new RecordingLogger();
      l.onLine((line) => {
        const m = /Started process (\d+)/.exec(line);
        if (m) pids.add(Number(m[1]));
      });
      logs.set(def.name, l);
      return l;
    },
    promptInput: async (input) => {
      prompts.push(input);
      return options.answers ? options.answers[input.id] : `value of ${input.id}`;
    },
    secrets: options.secrets ?? new MemorySecrets(),
    approve,
    hostEnv: { ...process.env, MCP_LENS_TEST_VAR: 'from host' },
    stopGraceMs: 300,
    catalogLint: { workerPath: CATALOG_LINT_WORKER },
  };
  const model = new ServersModel(deps);
  models.push(model);
  return { model, prompts, logs, settings, trust, gate };
}

const idOf = (model: ServersModel, name: string) => model.servers().find((d) => d.name === name)!.id;

describe('config discovery', () => {
  it('finds every workspace dialect, in order, with each server and its place in the file', async () => {
    const { model } = harness();
    const changed = once(model.onDidChange, (c: ModelChange) => c.kind === 'sources');
    await model.reload();
    await changed;
    assert.deepEqual(
      model.sources.map((s) => [s.location.client, s.location.dialect, s.location.scope, s.servers.map((d) => d.name)]),
      [
        ['VS Code', 'vscode', 'workspace', ['notes', 'paged', 'broken']],
        ['Claude Code', 'claude-code', 'workspace', ['cc']],
        ['MCP', 'generic', 'workspace', ['plain']],
        ['Cursor', 'cursor', 'workspace', ['remote']],
      ],
    );
    const notes = model.definition(idOf(model, 'notes'))!;
    const text = readFileSync(notes.location.path, 'utf8');
    assert.equal(text.slice(notes.nameSpan.offset, notes.nameSpan.offset + notes.nameSpan.length), '"notes"');
    assert.match(text.slice(notes.span.offset, notes.span.offset + notes.span.length), /^"notes": \{[\s\S]*\}$/);
    assert.equal(model.definition(idOf(model, 'remote'))!.config.transport, 'http');
    assert.equal(model.startBlocker(idOf(model, 'broken')), 'broken cannot be started: it has no `command` to run');
    assert.deepEqual(
      model.sources[0]!.inputs.map((i) => [i.id, i.password]),
      [
        ['token', true],
        ['label', false],
      ],
    );
  });

  it("reads the user's own files only when the setting says so", async () => {
    const { model, settings } = harness();
    await model.reload();
    assert.ok(!model.sources.some((s) => s.location.scope === 'user'));
    (settings as { userConfigs: boolean }).userConfigs = true;
    await model.reload();
    assert.deepEqual(
      model.sources
        .filter((s) => s.location.scope === 'user')
        .map((s) => [s.location.client, s.servers.map((d) => d.name)]),
      [
        ['Cursor', ['userNotes']],
        ['Windsurf', ['everything']],
      ],
    );
  });

  it('reports a file that is not a JSON object, and keeps what it can read of one with syntax errors', async () => {
    const dir = join(tmp.dir, 'ws-bad');
    write(join(dir, '.mcp.json'), '[1, 2]');
    write(join(dir, '.vscode', 'mcp.json'), '{ "servers": { "a": { "command": "x" }, } ');
    const { model: m } = harness({ folder: dir });
    await m.reload();
    assert.deepEqual(
      m.sources.map((s) => [s.location.client, s.error, s.syntaxErrors, s.servers.map((d) => d.name)]),
      [
        ['VS Code', undefined, 1, ['a']],
        ['Claude Code', 'the file does not hold a JSON object', 0, []],
      ],
    );
  });
});

describe('starting servers from their config', () => {
  it('resolves every variable, asks for each input once per session, keeps passwords in the secret store', async () => {
    const secrets = new MemorySecrets();
    const { model, prompts } = harness({ secrets });
    await model.reload();
    const id = idOf(model, 'notes');
    await model.start(id);
    assert.equal(model.state(id).status, 'running', JSON.stringify(model.state(id)));
    assert.deepEqual(
      prompts.map((p) => [p.id, p.description, p.password]),
      [
        ['token', 'API token', true],
        ['label', 'A label', false],
      ],
    );
    const info = JSON.parse(readFileSync(join(ws, 'info.json'), 'utf8')) as {
      cwd: string;
      env: Record<string, string>;
    };
    assert.equal(info.env.TOKEN, 'value of token');
    assert.equal(info.env.LABEL, 'value of label');
    assert.equal(info.env.HOME_DIR, home);
    assert.equal(info.env.FROM_ENV, 'from host');
    assert.equal(info.env.UNKNOWN, '${config:editor.fontSize}');
    assert.equal(info.cwd, ws, 'the working directory defaults to the workspace folder');
    assert.equal(secrets.map.get(secretKey(join(ws, '.vscode', 'mcp.json'), 'token')), 'value of token');
    assert.equal(secrets.map.size, 1, 'only password inputs are stored');

    await model.restart(id);
    assert.equal(prompts.length, 2, 'not asked again in the same session');

    // a new session: the password comes from the secret store, the other input is asked again
    const next = harness({ secrets });
    await next.model.reload();
    await next.model.start(id);
    assert.deepEqual(
      next.prompts.map((p) => p.id),
      ['label'],
    );
    await Promise.all([model.stop(id), next.model.stop(id)]);
  });

  it("expands Claude Code's ${VAR} and ${VAR:-default}, leaving an unset ${VAR} as written", async () => {
    const { model } = harness();
    await model.reload();
    const id = idOf(model, 'cc');
    await model.start(id);
    const info = JSON.parse(readFileSync(join(tmp.dir, 'cc-info.json'), 'utf8')) as { env: Record<string, string> };
    assert.equal(info.env.A, 'from host');
    assert.equal(info.env.B, 'fallback');
    assert.equal(info.env.C, '${MCP_LENS_UNSET}');
    assert.equal(info.env.D, '${env:MCP_LENS_TEST_VAR}', 'Claude Code does not know ${env:…}');
    await model.stop(id);
  });

  it('abandons the start quietly when an input prompt is dismissed', async () => {
    const { model, logs } = harness({ answers: { token: undefined } });
    await model.reload();
    const id = idOf(model, 'notes');
    await model.start(id);
    assert.equal(model.state(id).status, 'stopped');
    assert.ok(
      logs.get('notes')!.lines.some((l) => l.includes('Start cancelled: no value was given for ${input:token}')),
    );
  });

  it('refuses entries that cannot start, saying why', async () => {
    const { model } = harness();
    await model.reload();
    await assert.rejects(
      model.start(idOf(model, 'broken')),
      (e: Error) => e instanceof StartRefused && /no `command`/.test(e.message),
    );
  });

  it('in Restricted Mode starts nothing from the workspace, but still the user’s own servers', async () => {
    const { model, trust } = harness({ trusted: false, settings: { userConfigs: true } });
    await model.reload();
    const id = idOf(model, 'plain');
    assert.match(model.startBlocker(id)!, /^Restricted Mode: this workspace is not trusted/);
    await assert.rejects(model.start(id), StartRefused);
    assert.equal(model.state(id).status, 'stopped');
    const user = idOf(model, 'userNotes');
    assert.equal(model.startBlocker(user), undefined);
    await model.start(user);
    assert.equal(model.state(user).status, 'running');
    await model.stop(user);
    trust.workspace = true;
    const changed = once(model.onDidChange, (c) => c.kind === 'sources');
    model.trustChanged();
    await changed;
    assert.equal(model.startBlocker(id), undefined);
  });

  it('auto-starts only servers the user trusts, and only when the setting is on', async () => {
    const trusted = (id: string) => id.endsWith('#plain');
    const off = harness({ serverTrusted: trusted });
    await off.model.reload();
    assert.ok(off.model.servers().every((d) => off.model.state(d.id).status === 'stopped'));
    const on = harness({ serverTrusted: trusted, settings: { autoStartTrusted: true } });
    const running = once(on.model.onDidChange, (c) => c.kind === 'state' && c.state.status === 'running');
    await on.model.reload();
    const c = await running;
    assert.equal(c.kind === 'state' && on.model.definition(c.serverId)!.name, 'plain');
    assert.deepEqual(
      on.model
        .servers()
        .filter((d) => on.model.state(d.id).status !== 'stopped')
        .map((d) => d.name),
      ['plain'],
    );
    await on.model.stop(idOf(on.model, 'plain'));
  });
});

describe('operations go through the model', () => {
  it('calls tools only through the injected approval gate', async () => {
    const { model, gate } = harness();
    await model.reload();
    const id = idOf(model, 'notes');
    await model.start(id);
    gate.answer = false;
    assert.deepEqual(await model.callTool(id, 'delete_note', { id: 'todo' }), { outcome: 'denied' });
    assert.equal(gate.seen[0]!.serverId, id);
    assert.equal(gate.seen[0]!.serverName, 'notes');
    const before = recorded(calls).length;
    gate.answer = true;
    const r = await model.callTool(id, 'read_note', { id: 'todo' });
    assert.equal(r.outcome, 'completed');
    assert.deepEqual(
      recorded(calls)
        .slice(before)
        .map((c) => c.tool),
      ['read_note'],
    );
    const readme = await model.readResource(id, 'notes://readme');
    assert.equal((readme.contents as { text: string }[])[0]!.text, '# Notes\n\nA fixture.');
    const prompt = await model.getPrompt(id, 'summarize', { topic: 'x' });
    assert.equal((prompt.messages as unknown[]).length, 1);
    await model.stop(id);
  });

  it('lints the live catalog with the rule engine, against a document of it', async () => {
    const { model } = harness();
    await model.reload();
    const id = idOf(model, 'paged');
    await model.start(id);
    const doc = await lintedCatalog(model, id);
    assert.deepEqual(doc.lint, { status: 'checked' });
    assert.equal(serverIdOfCatalogUri(doc.uri), id);
    assert.match(doc.uri, /^mcp-lens-catalog:\/paged\.catalog\.json\?/);
    const parsed = JSON.parse(doc.text) as { protocolVersion: string; tools: unknown[]; resources: unknown[] };
    assert.equal(parsed.protocolVersion, '2025-11-25');
    assert.equal(parsed.tools.length, 25);
    const annotationFindings = doc.findings.filter((f) => f.code === 'MCP301' || f.code === 'MCP302');
    assert.deepEqual(
      annotationFindings.map((f) => [f.code, doc.text.slice(f.offset, f.offset + f.length)]),
      [
        ['MCP301', '"robot"'],
        ['MCP302', '2'],
      ],
    );
    await model.stop(id);
    assert.equal(model.catalogDocument(id), undefined);
  });

  it('stops a running server whose entry left its file, and notices a changed definition', async () => {
    const dir = join(tmp.dir, 'ws-edit');
    const file = join(dir, '.mcp.json');
    const entry = { command: node, args: [fixture('wellBehaved.mjs')] };
    write(file, { mcpServers: { a: entry, b: entry } });
    const { model: m } = harness({ folder: dir });
    await m.reload();
    const a = idOf(m, 'a');
    const b = idOf(m, 'b');
    await m.start(a);
    await m.start(b);
    write(file, { mcpServers: { a: { ...entry, env: { X: '1' } } } });
    await m.reload();
    assert.equal(m.definitionChanged(a), true);
    assert.equal(m.state(a).status, 'running');
    assert.equal(m.definition(b), undefined);
    await m.stop(a);
    assert.ok(existsSync(file));
  });
});

describe('the live lint of a server nobody here wrote', () => {
  it('finds no errors in the catalog of server-everything', async () => {
    const { model, logs } = harness({ settings: { userConfigs: true } });
    await model.reload();
    const id = idOf(model, 'everything');
    await model.start(id);
    const doc = await lintedCatalog(model, id);
    assert.deepEqual(doc.lint, { status: 'checked' });
    const errors = doc.findings.filter((f) => f.severity === 'error');
    assert.deepEqual(
      errors.map((f) => `${f.code} ${f.message} at ${doc.text.slice(f.offset, f.offset + 60)}`),
      [],
    );
    const pid = Number(/Started process (\d+)/.exec(await logs.get('everything')!.waitFor(/Started process/))![1]);
    await model.dispose();
    assert.equal(processAlive(pid), false, 'dispose stops every server');
  });
});
