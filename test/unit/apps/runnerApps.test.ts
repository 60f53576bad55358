// A real MCP App server through the real servers model and sandbox: the app's declared CSP reaches its page, and the
// panel's notes say which local origins were left out and which were kept.
import { strict as assert } from 'node:assert';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { Emitter, once } from '../../../common/mcp/emitter';
import { AppSandbox } from '../../../client/src/runner/apps/appSandbox';
import { RunnerApps } from '../../../client/src/runner/apps/runnerApps';
import type { RunnerToWebview } from '../../../client/src/protocol/runnerPage';
import { assertNoLeaks, FIXTURES, scratch } from '../../client/fixtures';
import { fixtureServersModel, writeWorkspaceServers } from '../../helpers/fixtureModel';

const tmp = scratch();
const pids = new Set<number>();
writeWorkspaceServers(tmp.dir, {
  hostile: { type: 'stdio', command: process.execPath, args: [join(FIXTURES, 'hostileApp.mjs')] },
});
const model = fixtureServersModel({ folder: tmp.dir, home: tmp.file('home'), pids, approve: async () => true });
const sandbox = new AppSandbox();
const posted = new Emitter<RunnerToWebview>();
const posts: RunnerToWebview[] = [];
const apps = new RunnerApps(model, {
  post: (m) => {
    posts.push(m);
    posted.fire(m);
  },
  sandbox,
  openLink: async () => false,
  locale: 'en',
});
let serverId = '';

before(async () => {
  await model.reload();
  serverId = model.servers()[0]!.id;
  await model.start(serverId);
});

after(async () => {
  apps.dispose();
  sandbox.dispose();
  await model.dispose();
  assertNoLeaks(pids);
  tmp.cleanup();
});

type AppOpen = Extract<RunnerToWebview, { type: 'appOpen' }>;

describe('an app whose CSP names this computer', () => {
  it('is served without the wildcard port, and its panel says what was left out and what is local', async () => {
    const tool = model.catalog(serverId)?.tools?.find((t) => t.name === 'probe');
    assert.ok(tool, 'the fixture lists its probe tool');
    const opened =
      posts.find((m): m is AppOpen => m.type === 'appOpen') ??
      (once(posted.event, (m) => m.type === 'appOpen') as Promise<AppOpen>);
    apps.approved('run-1', serverId, tool, { mode: 'probe' });
    const { app } = await opened;

    const left = app.notes.filter((n) => n.startsWith('Left out of its sandbox:'));
    assert.deepEqual(left, ['Left out of its sandbox: "http://127.0.0.1:*" in connectDomains allows every port.']);
    const local = app.notes.filter((n) => n.startsWith('Allowed in its sandbox:'));
    assert.equal(local.length, 1, app.notes.join('\n'));
    assert.match(
      local[0]!,
      /^Allowed in its sandbox: "http:\/\/127\.0\.0\.1:\d+" in connectDomains names this computer, so /,
    );

    const csp =
      (await fetch(app.url, { headers: { connection: 'close' } })).headers.get('content-security-policy') ?? '';
    const connect = csp.split('; ').find((d) => d.startsWith('connect-src '));
    assert.match(connect ?? '', /^connect-src http:\/\/127\.0\.0\.1:\d+$/);
  });
});
