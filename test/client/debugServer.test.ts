// Debug Server at the model level: a real fixture server runs under Node's inspector, which is asked over HTTP what
// it debugs while the MCP session is used; the Python side runs with the debugpy check given.
import { strict as assert } from 'node:assert';
import { spawn, spawnSync } from 'node:child_process';
import { connect } from 'node:net';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { Event } from '../../common/mcp/emitter';
import { StartRefused, type ServersModel } from '../../client/src/model/serversModel';
import { inspectedScripts, ServerDebugging } from '../../client/src/model/debug/serverDebugging';
import { DebugRefused } from '../../client/src/model/debug/debugLaunch';
import type { ServerDefinition } from '../../common/config/configSource';
import { workspaceModels } from '../helpers/fixtureModel';
import { FIXTURES } from './fixtures';

const workspaces = workspaceModels();
const pids = workspaces.pids;

async function modelWith(
  servers: Record<string, unknown>,
): Promise<{ model: ServersModel; folder: string; id: (name: string) => string }> {
  const { model, folder } = await workspaces.open(servers);
  return { model, folder, id: (name) => model.servers().find((d) => d.name === name)!.id };
}

/** Every event fired from now on, and a wait for the next one. */
function recorder<T>(event: Event<T>): { seen: T[]; next(): Promise<T> } {
  const seen: T[] = [];
  let waiters: ((v: T) => void)[] = [];
  event((v) => {
    seen.push(v);
    const w = waiters;
    waiters = [];
    for (const f of w) f(v);
  });
  return { seen, next: () => new Promise<T>((resolve) => waiters.push(resolve)) };
}

const WELL_BEHAVED = join(FIXTURES, 'wellBehaved.mjs');
const NODE_SERVER = { command: process.execPath, args: [WELL_BEHAVED] };

describe('Debug Server (model)', () => {
  it('starts a Node server under the inspector it announces, and the MCP session works as before', async () => {
    const { model, folder, id } = await modelWith({ notes: NODE_SERVER });
    const targets = recorder(model.debugging.onDidAnnounce);
    const announced = targets.next();
    await model.start(id('notes'), { debug: true });
    const target = await announced;
    assert.deepEqual(
      { ...target, port: 0 },
      { serverId: id('notes'), serverName: 'notes', type: 'node', port: 0, cwd: folder },
    );
    assert.deepEqual(await inspectedScripts(target.port), [`file://${WELL_BEHAVED}`]);
    const state = model.state(id('notes'));
    assert.equal(state.status, 'running');
    assert.ok(model.catalog(id('notes'))?.tools?.some((t) => t.name === 'delete_note'));
    assert.equal(model.debugging.isDebugging(id('notes')), true);
  });

  it('keeps the mode over restarts, ends the debugging when the server stops, and a plain start runs without it', async () => {
    const { model, id } = await modelWith({ notes: NODE_SERVER });
    const targets = recorder(model.debugging.onDidAnnounce);
    const ended = recorder(model.debugging.onDidEnd);
    let next = targets.next();
    await model.start(id('notes'), { debug: true });
    const first = await next;
    next = targets.next();
    const endOfFirst = ended.next();
    await model.restart(id('notes'));
    assert.equal(await endOfFirst, id('notes'));
    const second = await next;
    assert.notEqual(second.port, first.port);
    assert.deepEqual(await inspectedScripts(second.port), [`file://${WELL_BEHAVED}`]);

    const endOfSecond = ended.next();
    await model.stop(id('notes'));
    assert.equal(await endOfSecond, id('notes'));
    await model.start(id('notes'), { debug: false });
    assert.equal(model.state(id('notes')).status, 'running');
    assert.equal(model.debugging.isDebugging(id('notes')), false);
    assert.equal(targets.seen.length, 2, 'no inspector after a plain start');
  });

  it('honours dev.debug: a start that asks nothing runs under the debugger', async () => {
    const { model, id } = await modelWith({
      notes: { ...NODE_SERVER, dev: { debug: { type: 'node' } } },
      plain: NODE_SERVER,
    });
    const targets = recorder(model.debugging.onDidAnnounce);
    const next = targets.next();
    await model.start(id('notes'));
    assert.equal((await next).serverName, 'notes');
    await model.start(id('plain'));
    assert.equal(model.state(id('plain')).status, 'running');
    assert.deepEqual(
      targets.seen.map((t) => t.serverName),
      ['notes'],
    );
  });

  it("through a launcher (npm exec): attaches to the server's inspector, not to npm's own", async () => {
    const asked: { port: number; scripts: string[] | undefined }[] = [];
    let bothAsked: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (bothAsked = resolve));
    const debugging = new ServerDebugging({
      env: process.env,
      inspectedScripts: async (port) => {
        const scripts = await inspectedScripts(port);
        asked.push({ port, scripts });
        if (asked.length === 2) bothAsked();
        return scripts;
      },
    });
    const targets = recorder(debugging.onDidAnnounce);
    const def = {
      id: 'npm-notes',
      name: 'notes',
      config: { name: 'notes', transport: 'stdio', command: 'npm', args: [], env: {}, headers: {} },
    } as unknown as ServerDefinition;
    const launch = await debugging.prepare(def, {
      transport: 'stdio',
      command: 'npm',
      args: ['exec', '--offline', '--', 'node', WELL_BEHAVED],
      env: {},
      cwd: workspaces.dir,
    });
    const child = spawn(launch.command, launch.args, {
      cwd: launch.cwd,
      env: { ...process.env, NODE_OPTIONS: String(launch.env.NODE_OPTIONS) },
      stdio: ['pipe', 'ignore', 'pipe'],
    });
    pids.add(child.pid!);
    try {
      let pending = '';
      child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
        const lines = (pending + chunk).split('\n');
        pending = lines.pop()!;
        for (const line of lines) debugging.stderrLine(def, line);
      });
      await answered;
      // what each answer leads to runs in the microtasks after it
      await new Promise(setImmediate);
      const npm = asked.find((a) => a.scripts?.some((u) => u.endsWith('/npm/bin/npm-cli.js')));
      const server = asked.find((a) => a.scripts?.includes(`file://${WELL_BEHAVED}`));
      assert.ok(npm && server, JSON.stringify(asked));
      assert.deepEqual(
        targets.seen.map((t) => t.port),
        [server.port],
        "only the server's inspector is announced",
      );
    } finally {
      child.kill('SIGKILL');
      pids.delete(child.pid!);
    }
  });

  it('refuses what it cannot debug with a message that says what to do, and starts nothing', async () => {
    const { model, id } = await modelWith({
      remote: { type: 'http', url: 'http://127.0.0.1:9/mcp' },
      docker: { command: 'docker', args: ['run', 'x'] },
    });
    await assert.rejects(
      model.start(id('remote'), { debug: true }),
      (e: Error) => e instanceof StartRefused && /remote server \(http\)/.test(e.message),
    );
    await assert.rejects(
      model.start(id('docker'), { debug: true }),
      (e: Error) =>
        e instanceof StartRefused &&
        /cannot tell which debugger runs docker/.test(e.message) &&
        /"dev": \{ "debug"/.test(e.message),
    );
    assert.equal(model.state(id('remote')).status, 'stopped');
    assert.equal(model.state(id('docker')).status, 'stopped');
  });
});

/** A python that imports debugpy (Debian's python3-debugpy, which .ci/run installs), or undefined. */
const PYTHON_WITH_DEBUGPY = ['python3', '/usr/bin/python3', 'python'].find(
  (p) => spawnSync(p, ['-c', 'import debugpy'], { stdio: 'ignore' }).status === 0,
);
const PYTHON_WITHOUT_DEBUGPY = ['python3', '/usr/bin/python3', 'python'].find(
  (p) =>
    spawnSync(
      p,
      ['-c', 'import sys, importlib.util; sys.exit(0 if importlib.util.find_spec("debugpy") is None else 1)'],
      { stdio: 'ignore' },
    ).status === 0,
);

/** Sends a Debug Adapter Protocol `initialize` to the port and resolves with its response (events before it are skipped). */
function dapInitialize(port: number): Promise<{ type?: string; command?: string; success?: boolean }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const body = JSON.stringify({
      seq: 1,
      type: 'request',
      command: 'initialize',
      arguments: { adapterID: 'debugpy', clientID: 'mcp-lens-test' },
    });
    let received = Buffer.alloc(0);
    socket.once('connect', () => socket.write(`Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`));
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      for (;;) {
        const header = received.indexOf('\r\n\r\n');
        const length =
          header < 0 ? NaN : Number(/Content-Length: (\d+)/.exec(received.subarray(0, header).toString('latin1'))?.[1]);
        if (!(length >= 0) || received.length < header + 4 + length) return;
        const message = JSON.parse(received.subarray(header + 4, header + 4 + length).toString('utf8')) as {
          type?: string;
          command?: string;
          success?: boolean;
        };
        received = received.subarray(header + 4 + length);
        if (message.type === 'response') {
          socket.destroy();
          resolve(message);
          return;
        }
      }
    });
    socket.once('error', reject);
  });
}

describe('Debug Server (a real Python server)', () => {
  const PY_SERVER = join(FIXTURES, 'pythonServer.py');

  it(
    'runs it under debugpy, whose debug adapter answers on the announced port, and the MCP session works',
    { skip: PYTHON_WITH_DEBUGPY ? false : 'no python here imports debugpy (.ci/run installs python3-debugpy)' },
    async () => {
      const { model, id } = await modelWith({ weather: { command: PYTHON_WITH_DEBUGPY, args: [PY_SERVER] } });
      const targets = recorder(model.debugging.onDidAnnounce);
      const announced = targets.next();
      await model.start(id('weather'), { debug: true });
      assert.equal(model.state(id('weather')).status, 'running', JSON.stringify(model.state(id('weather'))));
      const target = await announced;
      assert.equal(target.type, 'debugpy');
      const reply = await dapInitialize(target.port);
      assert.deepEqual([reply.type, reply.command, reply.success], ['response', 'initialize', true]);
      assert.deepEqual(
        model.catalog(id('weather'))?.tools?.map((t) => t.name),
        ['echo'],
      );
      await model.stop(id('weather'));
    },
  );

  it(
    'says how to install debugpy when the python has none, and starts nothing',
    { skip: PYTHON_WITHOUT_DEBUGPY ? false : 'every python here has debugpy' },
    async () => {
      const { model, id } = await modelWith({ weather: { command: PYTHON_WITHOUT_DEBUGPY, args: [PY_SERVER] } });
      await assert.rejects(
        model.start(id('weather'), { debug: true }),
        (e: Error) =>
          e instanceof StartRefused &&
          e.message.includes(`debugpy is not installed for ${PYTHON_WITHOUT_DEBUGPY}`) &&
          e.message.includes('-m pip install debugpy'),
      );
      assert.equal(model.state(id('weather')).status, 'stopped');
      // without the debugger it starts
      await model.start(id('weather'), { debug: false });
      assert.equal(model.state(id('weather')).status, 'running');
      await model.stop(id('weather'));
    },
  );
});

describe('Debug Server (Python)', () => {
  const def = (command: string, args: string[] = ['server.py']): ServerDefinition =>
    ({
      id: 'py',
      name: 'weather',
      config: { name: 'weather', transport: 'stdio', command, args, env: {}, headers: {} },
    }) as unknown as ServerDefinition;
  const launch = (command: string) => ({
    transport: 'stdio' as const,
    command,
    args: ['server.py'],
    env: { VIRTUAL_ENV: '/ws/.venv' },
    cwd: '/ws',
  });

  it('checks that the python imports debugpy, in the server environment, and says how to install it when not', async () => {
    const asked: { python: string; cwd?: string; venv?: string }[] = [];
    const debugging = new ServerDebugging({
      env: { PATH: '/usr/bin' },
      freePort: async () => 5679,
      hasDebugpy: async (python, cwd, env) => (asked.push({ python, cwd, venv: env.VIRTUAL_ENV }), false),
    });
    await assert.rejects(
      debugging.prepare(def('python3'), launch('python3')),
      (e: Error) =>
        e instanceof DebugRefused &&
        /debugpy is not installed for python3/.test(e.message) &&
        /python3 -m pip install debugpy/.test(e.message),
    );
    assert.deepEqual(asked, [{ python: 'python3', cwd: '/ws', venv: '/ws/.venv' }]);
    assert.equal(debugging.isDebugging('py'), false);
  });

  it('with debugpy: listens on a free port and announces it once the server runs', async () => {
    const debugging = new ServerDebugging({ env: {}, freePort: async () => 5679, hasDebugpy: async () => true });
    const targets = recorder(debugging.onDidAnnounce);
    const planned = await debugging.prepare(def('python3'), launch('python3'));
    assert.deepEqual(planned.args, ['-m', 'debugpy', '--listen', '127.0.0.1:5679', 'server.py']);
    debugging.stateChanged(def('python3'), { status: 'starting' });
    assert.equal(targets.seen.length, 0, 'not before the server runs');
    debugging.stateChanged(def('python3'), { status: 'running', transport: 'stdio', counts: {} } as never);
    debugging.stateChanged(def('python3'), { status: 'running', transport: 'stdio', counts: {} } as never);
    assert.deepEqual(targets.seen, [
      { serverId: 'py', serverName: 'weather', type: 'debugpy', port: 5679, cwd: '/ws' },
    ]);
  });
});
