// Credentials in a server's URL never come out of the connection layer or the servers model, in a state, an error or
// a log line, checked on real failures such as an HTTP 401 that repeats the URL.
import { strict as assert } from 'node:assert';
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { MASK, maskSecrets, maskUrl, secretsInHeaders, secretsInUrl } from '../../common/mcp/redact';
import type { ApprovalGate, Logger } from '../../common/mcp/types';
import { MemorySecrets } from '../helpers/memorySecrets';
import { ServersModel, type ModelChange } from '../../client/src/model/serversModel';
import { assertNoLeaks, ConnectionPool, RecordingLogger, scratch, startHttpServer, stopChild } from './fixtures';

const tmp = scratch();
const pool = new ConnectionPool();
const models: ServersModel[] = [];
const children: ChildProcess[] = [];
after(async () => {
  await Promise.all(models.map((m) => m.dispose()));
  await pool.disposeAll();
  await Promise.all(children.map(stopChild));
  assertNoLeaks(children.map((c) => c.pid!));
  tmp.cleanup();
});

const approve: ApprovalGate = async () => true;

/** A port nothing listens on any more (a fixture that was started and stopped). */
async function closedPort(): Promise<number> {
  const { child, port } = await startHttpServer('cutStreamHttp.mjs');
  await stopChild(child);
  return port;
}

/** Every text the model or a connection shows or writes, for one server. */
function everythingShown(
  model: ServersModel,
  id: string,
  logs: RecordingLogger[],
  changes: ModelChange[],
  errors: unknown[],
): string {
  const shown = [
    JSON.stringify(model.state(id)),
    ...logs.flatMap((l) => l.lines),
    ...changes.map((c) => JSON.stringify(c)),
  ];
  for (const e of errors) if (e instanceof Error) shown.push(e.message, e.stack ?? '');
  return shown.join('\n');
}

function assertAbsent(text: string, secret: string, what: string): void {
  const at = text.indexOf(secret);
  assert.equal(at, -1, `${what} appears: …${text.slice(Math.max(0, at - 100), at + 40)}…`);
}

describe('finding credentials in URLs and headers', () => {
  it('takes the userinfo password, token-long user names, and values of secret-looking query keys, as written and decoded', () => {
    assert.deepEqual(secretsInUrl('https://me:p%40ss-word@host/mcp'), ['p%40ss-word', 'p@ss-word']);
    assert.deepEqual(secretsInUrl('https://ghp_0123456789abcdef@host/mcp'), ['ghp_0123456789abcdef']);
    assert.deepEqual(secretsInUrl('https://alice@host/mcp'), [], 'a user name alone is not a secret');
    assert.deepEqual(
      secretsInUrl(
        'https://host/mcp?key=k-123456&page=2&api_key=a%2Fb-c-d&x-access-token=tok-9999&sig=s1g-value&mode=full',
      ),
      ['k-123456', 'a%2Fb-c-d', 'a/b-c-d', 'tok-9999', 's1g-value'],
    );
    assert.deepEqual(
      secretsInUrl('https://host/mcp?monkey=banana-split&keyboard=qwerty-123'),
      [],
      'keys that only contain "key" are not credentials',
    );
    assert.deepEqual(
      secretsInUrl('https://u:pw-in-bad-url@host:99999/mcp?token=t-in-bad-url'),
      ['pw-in-bad-url', 't-in-bad-url'],
      'even when the URL does not parse',
    );
    assert.deepEqual(
      secretsInUrl('https://u:a b-c-d@host/mcp'),
      ['a b-c-d', 'a%20b-c-d'],
      'and as the URL parser encodes it',
    );
    assert.deepEqual(
      secretsInUrl('me:pw-no-scheme@host/mcp?token=t-no-scheme'),
      ['pw-no-scheme', 't-no-scheme'],
      'and without a scheme (a mistyped --url)',
    );
    assert.deepEqual(
      secretsInHeaders({ Authorization: 'Bearer tok-abc-123', 'X-Api-Key': 'key-456-789', Accept: 'text/plain' }),
      ['Bearer tok-abc-123', 'tok-abc-123', 'key-456-789'],
    );
  });

  it('shows a URL as written with its credentials masked and its input references kept', () => {
    assert.equal(
      maskUrl('https://host/mcp?api_key=sk-live-123456&key=${input:token}&page=2'),
      `https://host/mcp?api_key=${MASK}&key=\${input:token}&page=2`,
    );
    assert.equal(maskUrl('https://me:hunter2-pw@host/mcp'), `https://me:${MASK}@host/mcp`);
  });

  it('masks the longest secret first, everywhere it occurs', () => {
    assert.equal(
      maskSecrets('a secret-long and secret, again secret-long', ['secret', 'secret-long']),
      `a ${MASK} and ${MASK}, again ${MASK}`,
    );
    assert.equal(maskSecrets('nothing here', ['secret']), 'nothing here');
  });
});

describe('a connection whose URL carries credentials', () => {
  it('userinfo credentials travel as HTTP Basic (fetch refuses them in a URL), and connection refused names the URL without them', async () => {
    const SECRET = 'pw-userinfo-5e1f9a';
    const server = await startHttpServer('cutStreamHttp.mjs', [`--basic=me:${SECRET}`]);
    children.push(server.child);
    const { connection: good } = pool.make('userinfo-ok');
    await good.start({ transport: 'http', url: `http://me:${SECRET}@127.0.0.1:${server.port}/mcp`, headers: {} });
    assert.equal(good.state.status, 'running', JSON.stringify(good.state));
    await good.stop();

    const port = await closedPort();
    const { connection, logger } = pool.make('userinfo-refused');
    await connection.start({ transport: 'http', url: `http://me:${SECRET}@127.0.0.1:${port}/mcp`, headers: {} });
    const s = connection.state;
    assert.equal(s.status, 'error');
    const message = s.status === 'error' ? s.message : '';
    assert.match(message, new RegExp(`^Could not connect to http://127\\.0\\.0\\.1:${port}/mcp: .*ECONNREFUSED`));
    let thrown: unknown;
    await connection.callTool({ name: 'x' }, approve).catch((e: unknown) => (thrown = e));
    assert.ok(thrown instanceof Error && thrown.name === 'NotRunningError', String(thrown));
    const all = [message, thrown.message, thrown.stack ?? '', ...logger.lines].join('\n');
    assert.ok(
      logger.lines.some((l) => l.includes('ECONNREFUSED')),
      'the failure was logged',
    );
    assertAbsent(all, SECRET, 'the userinfo password');
    assertAbsent(all, Buffer.from(`me:${SECRET}`).toString('base64'), 'the Basic credentials');
  });

  it('a password given by the caller is masked in an error that repeats the URL (HTTP 401)', async () => {
    const SECRET = 'tok-given-3b7e0c55';
    const server = await startHttpServer('cutStreamHttp.mjs', ['--key=the-right-key']);
    children.push(server.child);
    // a query key that does not look secret: only the caller's knowledge masks it
    const { connection, logger } = pool.make('given-secret', { secrets: () => [SECRET] });
    await connection.start({
      transport: 'http',
      url: `http://127.0.0.1:${server.port}/mcp?key=x&q=${SECRET}`,
      headers: {},
    });
    const s = connection.state;
    assert.match(
      s.status === 'error' ? s.message : '',
      new RegExp(`unauthorized request to /mcp\\?key=x&q=${MASK} \\(HTTP 401\\)`),
    );
    assertAbsent([JSON.stringify(s), ...logger.lines].join('\n'), SECRET, 'the given secret');
  });
});

describe('the servers model with a password input in a server URL', () => {
  it('connection refused, HTTP 401 that repeats the URL, and a literal api_key: no secret in any state, message or log line', async () => {
    const TOKEN = 'tok-query-8c2d41b7';
    const PASSWORD = 'pw-userinfo-0a93f2';
    const LITERAL = 'sk-literal-77e0c9d1';
    const refused = await closedPort();
    const server = await startHttpServer('cutStreamHttp.mjs', ['--key=the-right-key']);
    children.push(server.child);
    const ws = join(tmp.dir, 'ws');
    mkdirSync(join(ws, '.vscode'), { recursive: true });
    writeFileSync(
      join(ws, '.vscode', 'mcp.json'),
      JSON.stringify({
        inputs: [
          { type: 'promptString', id: 'token', description: 'Token', password: true },
          { type: 'promptString', id: 'pw', description: 'Password', password: true },
        ],
        servers: {
          refusedQuery: { type: 'http', url: `http://127.0.0.1:${refused}/mcp?key=\${input:token}` },
          refusedUserinfo: { type: 'http', url: `http://user:\${input:pw}@127.0.0.1:${refused}/mcp` },
          unauthorized: { type: 'http', url: `http://127.0.0.1:${server.port}/mcp?key=\${input:token}` },
          literal: { type: 'http', url: `http://127.0.0.1:${server.port}/mcp?api_key=${LITERAL}` },
        },
      }),
    );
    const logs: RecordingLogger[] = [];
    const model = new ServersModel({
      folders: () => [{ name: 'ws', path: ws }],
      userPlaces: { home: join(tmp.dir, 'home'), platform: 'linux' },
      settings: () => ({
        userConfigs: false,
        inheritEnvironment: false,
        requestTimeoutMs: 20_000,
        autoStartTrusted: false,
      }),
      isWorkspaceTrusted: () => true,
      loggerFor: (): Logger => {
        const l = new RecordingLogger();
        logs.push(l);
        return l;
      },
      promptInput: async (input) => ({ token: TOKEN, pw: PASSWORD })[input.id] ?? 'unused',
      secrets: new MemorySecrets(),
      approve,
      stopGraceMs: 300,
    });
    models.push(model);
    const changes: ModelChange[] = [];
    model.onDidChange((c) => changes.push(c));
    await model.reload();
    const idOf = (name: string) => model.servers().find((d) => d.name === name)!.id;
    const expected: Record<string, RegExp> = {
      refusedQuery: new RegExp(
        `^Could not connect to http://127\\.0\\.0\\.1:${refused}/mcp\\?key=${MASK}: .*ECONNREFUSED`,
      ),
      refusedUserinfo: new RegExp(`^Could not connect to http://127\\.0\\.0\\.1:${refused}/mcp: .*ECONNREFUSED`),
      unauthorized: new RegExp(`unauthorized request to /mcp\\?key=${MASK} \\(HTTP 401\\)`),
      literal: new RegExp(`unauthorized request to /mcp\\?api_key=${MASK} \\(HTTP 401\\)`),
    };
    for (const [name, shape] of Object.entries(expected)) {
      const id = idOf(name);
      await model.start(id);
      const s = model.state(id);
      assert.equal(s.status, 'error', `${name}: ${JSON.stringify(s)}`);
      assert.match(s.status === 'error' ? s.message : '', shape, name);
      const errors: unknown[] = [];
      await model.callTool(id, 'cut_sse', {}).catch((e: unknown) => errors.push(e));
      assert.equal(errors.length, 1, `${name}: a call to a failed server fails`);
      const shown = everythingShown(model, id, logs, changes, errors);
      for (const [what, secret] of [
        ['token input', TOKEN],
        ['password input', PASSWORD],
        ['literal api_key', LITERAL],
      ] as const) {
        assertAbsent(shown, secret, `${name}: the ${what}`);
      }
    }
    assert.ok(
      logs.some((l) => l.lines.some((x) => x.includes('HTTP 401'))),
      'the 401 was logged',
    );
  });
});
