// Log levels against server-everything: messages keep their level and logger, setLevel filters at the server and is
// sent again first on restart. A roots list of a new length makes it log at info, which shows the filter at work.
import { strict as assert } from 'node:assert';
import { before, describe, it } from 'node:test';
import { rootsOf } from '../../client/src/model/roots';
import { serverRow } from '../../client/src/servers/serverRows';
import type { RunnerToWebview } from '../../client/src/protocol/runnerPage';
import type { ServersModel } from '../../client/src/model/serversModel';
import { channelLevel, LOG_LEVELS } from '../../common/mcp/logLevels';
import { Emitter, once } from '../../common/mcp/emitter';
import type { ApprovalGate } from '../../common/mcp/types';
import { fixtureServersModel, pidRecordingLogger, writeWorkspaceServers } from '../helpers/fixtureModel';
import { runnerSessionOf } from '../helpers/recordingRunnerHost';
import { EVERYTHING, FIXTURES, type RecordingLogger, scratch } from './fixtures';

const tmp = scratch();
const pids = new Set<number>();
writeWorkspaceServers(tmp.dir, {
  everything: { type: 'stdio', command: process.execPath, args: [EVERYTHING, 'stdio'] },
  plain: { type: 'stdio', command: process.execPath, args: [`${FIXTURES}/wellBehaved.mjs`] },
});

const approve: ApprovalGate = async () => true;
/** How many roots the server is given now: each round of the test gives it a list of a new length. */
let count = 1;
const logs = new Map<string, RecordingLogger>();
/** Fires each time a server asks for its roots. */
const asked = new Emitter<string>();
const model: ServersModel = fixtureServersModel({
  folder: tmp.dir,
  home: tmp.file('home'),
  pids,
  approve,
  loggerFor: (def) => {
    if (!logs.has(def.name)) logs.set(def.name, pidRecordingLogger(pids));
    return logs.get(def.name)!;
  },
  roots: (def) => {
    queueMicrotask(() => asked.fire(def.name));
    return rootsOf(
      def.name,
      [],
      { [def.name]: Array.from({ length: count }, (_, i) => `/root${i}`) },
      { home: tmp.file('home') },
    ).roots;
  },
});

const { session, recording } = runnerSessionOf(model, { pids, cleanup: () => tmp.cleanup() });

const id = (name: string) => model.servers().find((d) => d.name === name)!.id;
const log = () => logs.get('everything')!;
const rootsMessage = (n: number) =>
  new RegExp(`^info \\[server log info everything-server\\] Roots updated: ${n} root\\(s\\) received from client$`);

/** Gives the server `n` roots and waits until it has them (its tool lists them), whatever it logged about it. */
async function giveRoots(n: number): Promise<void> {
  count = n;
  assert.deepEqual(await model.rootsChanged(), [id('everything')]);
  // the server stores the list and then logs it, in one go: once the tool lists them, the message was sent or filtered
  for (;;) {
    const outcome = await model.callTool(id('everything'), 'get-roots-list', {});
    if (outcome.outcome === 'completed' && JSON.stringify(outcome.result.content).includes(`(${n} total)`)) return;
  }
}

/** A round filtered at `level`: the message of `n` roots never arrives; one at debug (`n + 1`) does, after it. */
async function filteredRound(n: number, from: number): Promise<void> {
  await giveRoots(n);
  await model.setLogLevel(id('everything'), 'debug');
  count = n + 1;
  assert.deepEqual(await model.rootsChanged(), [id('everything')]);
  await log().waitFor(rootsMessage(n + 1), from);
  assert.ok(
    !log()
      .lines.slice(from)
      .some((l) => rootsMessage(n).test(l)),
    `the info message about ${n} roots was filtered:\n${log().lines.slice(from).join('\n')}`,
  );
}

describe('log levels', { timeout: 60_000 }, () => {
  before(async () => {
    await model.reload();
    await model.start(id('everything'));
    assert.equal(model.state(id('everything')).status, 'running');
  });

  it('maps the eight levels to the channel’s four, and the message keeps its own level word and logger name', async () => {
    assert.deepEqual(LOG_LEVELS.map(channelLevel), [
      'debug',
      'info',
      'info',
      'warn',
      'error',
      'error',
      'error',
      'error',
    ]);
    await log().waitFor(rootsMessage(1), 0);
    assert.deepEqual(model.declares(id('everything')), {
      logging: true,
      completions: true,
      toolTasks: true,
      paramHeaders: false,
    });
    assert.equal(model.logLevel(id('everything')), undefined, 'no level set: the server’s default');
  });

  it('filters at the server: at warning an info message is not sent, at debug it is', async () => {
    const from = log().lines.length;
    await model.setLogLevel(id('everything'), 'warning');
    assert.equal(model.logLevel(id('everything')), 'warning');
    assert.ok(
      log()
        .lines.slice(from)
        .includes('info Log level set to warning: the server sends messages of this level and above'),
    );
    await filteredRound(2, from);
    assert.equal(model.logLevel(id('everything')), 'debug');
  });

  it('keeps the level over a restart and sends it again first, before the lists are asked for', async () => {
    await model.setLogLevel(id('everything'), 'error');
    const from = log().lines.length;
    const askedAgain = once(asked.event, (name) => name === 'everything');
    await model.restart(id('everything'));
    assert.equal(model.state(id('everything')).status, 'running');
    assert.equal(model.logLevel(id('everything')), 'error');
    const sent = log()
      .lines.slice(from)
      .filter((l) => l.startsWith('trace → '));
    const setLevel = sent.findIndex((l) => l.includes('"method":"logging/setLevel"'));
    assert.ok(
      setLevel >= 0 && sent[setLevel]!.includes('"level":"error"'),
      `logging/setLevel sent again:\n${sent.join('\n')}`,
    );
    assert.ok(setLevel < sent.findIndex((l) => l.includes('"method":"tools/list"')), 'before the lists');
    assert.equal(
      sent.findIndex((l) => l.includes('"method":"notifications/initialized"')),
      setLevel - 1,
      'right after initialized',
    );
    await askedAgain; // the restarted server asks for its roots of its own accord: only then can it be told they changed
    await filteredRound(4, from);
  });

  it('is shown on the server’s row (its menu entry, its tooltip) and set from the runner’s server bar', async () => {
    await model.start(id('plain'));
    assert.equal(model.state(id('plain')).status, 'running');
    const def = (name: string) => model.definition(id(name))!;
    assert.equal(
      serverRow(def('everything'), model).contextValue,
      'server.running.logging',
      'its row offers Set Log Level…',
    );
    assert.equal(
      serverRow(def('plain'), model).contextValue,
      'server.running',
      'a server without logging: no such entry',
    );
    assert.ok(
      serverRow(def('everything'), model).tooltip!.paragraphs.includes(
        'Log level: debug (set this session; sent again when it restarts).',
      ),
    );
    await session.handle({ type: 'ready' });
    const serversNow = (m: RunnerToWebview) =>
      m.type === 'servers' ? m.servers.map((s) => [s.name, s.logging]) : undefined;
    assert.deepEqual(serversNow(recording.posts.filter((m) => m.type === 'servers').at(-1)!), [
      ['everything', { level: 'debug' }],
      ['plain', undefined],
    ]);
    const from = recording.posts.length;
    const posted = once(
      recording.posted.event,
      (m) => m.type === 'servers' && m.servers[0]!.logging?.level === 'critical',
    );
    await session.handle({ type: 'setLogLevel', serverId: id('everything'), level: 'critical' });
    await posted;
    assert.equal(model.logLevel(id('everything')), 'critical');
    assert.ok(recording.posts.length > from);
  });

  it('a server that does not declare logging takes no level, and says so', async () => {
    assert.deepEqual(model.declares(id('plain')), {
      logging: false,
      completions: false,
      toolTasks: false,
      paramHeaders: false,
    });
    await assert.rejects(
      model.setLogLevel(id('plain'), 'debug'),
      /plain does not declare the logging capability, so it takes no log level/,
    );
    assert.equal(model.logLevel(id('plain')), undefined);
    await assert.rejects(model.setLogLevel(id('everything').replace(/.$/, '?'), 'debug'), /is not running/);
  });
});
