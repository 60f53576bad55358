// errorSummary over the messages the connection layer really produces, each fault injected into a real fixture server.
// Faults that cannot be caused on demand (a signal, a DNS failure) use the message as the layer words it.
import { strict as assert } from 'node:assert';
import { after, describe, it } from 'node:test';
import { once } from '../../common/mcp/emitter';
import type { ApprovalGate } from '../../common/mcp/types';
import { errorSummary, type ErrorSummary } from '../../client/src/servers/errorSummary';
import { assertNoLeaks, ConnectionPool, fixtureLaunch, scratch, startHttpServer, stopChild } from './fixtures';

const pool = new ConnectionPool();
const tmp = scratch();
const approve: ApprovalGate = async () => true;

after(async () => {
  await pool.disposeAll();
  assertNoLeaks(pool.pids);
  tmp.cleanup();
});

/** The state's message once `start` has settled in error. */
async function failedStart(
  name: string,
  start: (c: ReturnType<typeof pool.make>['connection']) => Promise<void>,
  options: { requestTimeoutMs?: number } = {},
): Promise<string> {
  const { connection } = pool.make(name, options);
  await start(connection);
  const s = connection.state;
  assert.equal(s.status, 'error', JSON.stringify(s));
  return s.status === 'error' ? s.message : '';
}

function summaryOf(message: string): ErrorSummary {
  const summary = errorSummary(message);
  assert.ok(summary.short.length <= 60, `short enough for a side bar: ${summary.short}`);
  assert.ok(!summary.detail.includes('\n'), 'one line');
  return summary;
}

describe('stdio servers that fail', () => {
  it('crash at start: the last meaningful stderr line leads, the exit code is the detail', async () => {
    const message = await failedStart('crash', (c) => c.start(fixtureLaunch('crashAtStart.mjs')));
    assert.deepEqual(summaryOf(message), {
      short: 'NOTES_API_KEY is not set',
      detail: 'Exited with code 1 while starting.',
      said: { where: 'stderr', text: 'Error: NOTES_API_KEY is not set' },
    });
  });

  it('dies while writing its answer to initialize', async () => {
    const message = await failedStart('half', (c) => c.start(fixtureLaunch('halfWrittenAnswer.mjs')));
    assert.deepEqual(summaryOf(message), {
      short: 'crashed while writing the initialize answer',
      detail: 'Exited with code 2 while starting.',
      said: { where: 'stderr', text: 'Fatal error: crashed while writing the initialize answer' },
    });
  });

  it('dies during a call: it ended while running', async () => {
    const { connection } = pool.make('dies');
    await connection.start(fixtureLaunch('dieMidCall.mjs'));
    const errored = once(connection.onDidChangeState, (s) => s.status === 'error');
    await assert.rejects(connection.callTool({ name: 'explode' }, approve));
    const s = await errored;
    assert.deepEqual(summaryOf(s.status === 'error' ? s.message : ''), {
      short: 'exploding on purpose',
      detail: 'Exited with code 3 while running.',
      said: { where: 'stderr', text: 'Fatal error: exploding on purpose' },
    });
  });

  it('a banner on stdout is no failure: the server runs', async () => {
    const { connection } = pool.make('banner');
    await connection.start(fixtureLaunch('bannerOnStdout.mjs'));
    assert.equal(connection.state.status, 'running');
    await connection.stop();
  });

  it('never JSON-RPC on stdout, a flood of text: says so, and quotes the first line', async () => {
    const message = await failedStart('flood', (c) =>
      c.start(fixtureLaunch('notJsonRpc.mjs', { env: { LINES: '150', THEN: 'wait' } })),
    );
    assert.deepEqual(summaryOf(message), {
      short: 'no JSON-RPC on stdout',
      detail: 'It wrote 100 lines to stdout and none was a JSON-RPC message, so it was stopped.',
      said: { where: 'stdout', text: 'Usage: notes-cli [--port N] <command>' },
    });
  });

  it('never JSON-RPC on stdout, then exits: the exit, and what it wrote instead', async () => {
    const message = await failedStart('usage', (c) =>
      c.start(fixtureLaunch('notJsonRpc.mjs', { env: { LINES: '2', THEN: 'exit' } })),
    );
    assert.deepEqual(summaryOf(message), {
      short: 'no JSON-RPC on stdout',
      detail: 'Exited with code 2 while starting, without a JSON-RPC message on stdout.',
      said: { where: 'stdout', text: 'Usage: notes-cli [--port N] <command>' },
    });
  });

  it('never JSON-RPC on stdout, and no answer to initialize: the timeout, and what it wrote instead', () => {
    // the message as nonProtocolStdout.test.ts sees a real connection word it (a short timeout there would race the program's start)
    const message =
      'The server did not answer initialize within 0.4 s; it wrote no JSON-RPC message to stdout, only: "Usage: notes-cli [--port N] <command>", "Unknown command: {\\"method\\":\\"initialize\\""';
    assert.deepEqual(summaryOf(message), {
      short: 'no JSON-RPC on stdout',
      detail: 'It did not answer initialize within 0.4 s, and wrote no JSON-RPC message to stdout, so it was stopped.',
      said: { where: 'stdout', text: 'Usage: notes-cli [--port N] <command>' },
    });
  });

  it('no answer to initialize: names the timeout', async () => {
    const message = await failedStart('hang', (c) => c.start(fixtureLaunch('hangOnInitialize.mjs')), {
      requestTimeoutMs: 400,
    });
    assert.deepEqual(summaryOf(message), {
      short: 'no answer to initialize in 0.4 s',
      detail: 'It did not answer initialize within 0.4 s, so it was stopped.',
    });
  });

  it('a command that does not exist, and a working directory that does not', async () => {
    const missing = await failedStart('missing', (c) =>
      c.start({ transport: 'stdio', command: '/opt/nowhere/mcp-lens-no-such-command', args: [], env: {} }),
    );
    assert.deepEqual(summaryOf(missing), {
      short: 'command not found: mcp-lens-no-such-command',
      detail: 'The command /opt/nowhere/mcp-lens-no-such-command was not found; check `command` and PATH.',
    });
    const noCwd = await failedStart('no-cwd', (c) =>
      c.start(fixtureLaunch('wellBehaved.mjs', { cwd: tmp.file('nowhere') })),
    );
    assert.deepEqual(summaryOf(noCwd), {
      short: 'working directory does not exist',
      detail: `The working directory ${tmp.file('nowhere')} does not exist; check \`cwd\`.`,
    });
  });
});

describe('HTTP servers that fail', () => {
  for (const [status, reason] of [
    [401, 'Unauthorized'],
    [500, 'Internal Server Error'],
  ] as const) {
    it(`HTTP ${status}: the status and its reason lead; the body is what the server said`, async () => {
      const { child, port } = await startHttpServer('faultyHttp.mjs', [`--status=${status}`]);
      try {
        const message = await failedStart(`http-${status}`, (c) =>
          c.start({ transport: 'http', url: `http://127.0.0.1:${port}/mcp`, headers: {} }),
        );
        assert.deepEqual(summaryOf(message), {
          short: `HTTP ${status} ${reason}`,
          // refused credentials are not tried over the older transport: the detail says what to do instead
          detail:
            status === 401
              ? `Could not connect to http://127.0.0.1:${port}/mcp: the server wants credentials: give them in its "headers" (e.g. "Authorization": "Bearer \${input:token}").`
              : `Could not connect to http://127.0.0.1:${port}/mcp over Streamable HTTP, nor over SSE.`,
          said: { where: 'HTTP body', text: `fault fixture: HTTP ${status}` },
        });
      } finally {
        await stopChild(child);
      }
    });
  }

  it('an HTTP+SSE stream that never names its endpoint ends the start within the request timeout', async () => {
    const { child, port } = await startHttpServer('faultyHttp.mjs', ['--silent-sse']);
    try {
      const message = await failedStart(
        'silent-sse',
        (c) => c.start({ transport: 'http', url: `http://127.0.0.1:${port}/mcp`, headers: {} }),
        { requestTimeoutMs: 1_000 },
      );
      assert.match(message, /the SSE fallback failed too: the HTTP\+SSE stream sent no endpoint within 1 s/);
    } finally {
      await stopChild(child);
    }
  });

  it('connection refused, and credentials in the URL never show', async () => {
    const { child, port } = await startHttpServer('faultyHttp.mjs', ['--status=500']);
    await stopChild(child);
    const message = await failedStart('refused', (c) =>
      c.start({ transport: 'http', url: `http://someone:hunter2secret@127.0.0.1:${port}/mcp`, headers: {} }),
    );
    const summary = summaryOf(message);
    assert.equal(summary.short, 'connection refused');
    assert.match(
      summary.detail,
      /^Could not connect to http:\/\/127\.0\.0\.1:\d+\/mcp over Streamable HTTP, nor over SSE\.$/,
    );
    assert.ok(!JSON.stringify(summary).includes('hunter2secret'));
  });

  it('a URL that is not one', async () => {
    const message = await failedStart('bad-url', (c) => c.start({ transport: 'http', url: 'not a url', headers: {} }));
    assert.deepEqual(summaryOf(message), {
      short: 'not a valid URL',
      detail: '"not a url" is not a valid URL; check `url`.',
    });
  });
});

describe('messages the connection layer words, for faults not caused here', () => {
  const cases: [string, string, ErrorSummary][] = [
    [
      'killed by a signal, nothing on stderr',
      'The server was killed by SIGKILL before it finished initializing',
      { short: 'killed by SIGKILL', detail: 'Killed by SIGKILL while starting.' },
    ],
    [
      'exit without stderr, right after initializing',
      'The server exited with code 0 right after initializing',
      { short: 'exited with code 0', detail: 'Exited with code 0 right after initializing.' },
    ],
    [
      'stderr with parentheses, a named error kept',
      "The server exited with code 1 (stderr: ModuleNotFoundError: No module named 'mcp' (see docs)) before it finished initializing",
      {
        short: "ModuleNotFoundError: No module named 'mcp' (see docs)",
        detail: 'Exited with code 1 while starting.',
        said: { where: 'stderr', text: "ModuleNotFoundError: No module named 'mcp' (see docs)" },
      },
    ],
    [
      'a 64 MB line on stdout',
      'The server wrote more than 64 MB to stdout without a line break',
      {
        short: 'over 64 MB on stdout without a line break',
        detail: 'It wrote more than 64 MB to stdout without a line break, so it was stopped.',
      },
    ],
    [
      'a command that is not executable',
      'The command "./server.sh" is not executable',
      { short: 'command not executable: server.sh', detail: 'The command ./server.sh is not executable.' },
    ],
    [
      'a command that could not start',
      'The command "srv" could not be started: spawn E2BIG',
      { short: 'srv could not be started', detail: 'The command srv could not be started: spawn E2BIG' },
    ],
    [
      'a status only the SDK knew (empty body)',
      'Could not connect to https://api.example.com/mcp: Streamable HTTP error: Error POSTing to endpoint (HTTP 403); the server wants credentials: give them in its "headers" (e.g. "Authorization": "Bearer ${input:token}")',
      {
        short: 'HTTP 403 Forbidden',
        detail:
          'Could not connect to https://api.example.com/mcp: the server wants credentials: give them in its "headers" (e.g. "Authorization": "Bearer ${input:token}").',
      },
    ],
    [
      'a status both transports met',
      'Could not connect to https://api.example.com/mcp: Streamable HTTP error: Error POSTing to endpoint (HTTP 404); the SSE fallback failed too: SSE error: Non-200 status code (404)',
      {
        short: 'HTTP 404 Not Found',
        detail: 'Could not connect to https://api.example.com/mcp over Streamable HTTP, nor over SSE.',
      },
    ],
    [
      'a host that does not resolve',
      'Could not connect to https://nowhere.invalid/mcp: fetch failed (ENOTFOUND); the SSE fallback failed too: SSE error: TypeError: fetch failed: getaddrinfo ENOTFOUND nowhere.invalid',
      {
        short: 'host not found',
        detail: 'Could not connect to https://nowhere.invalid/mcp over Streamable HTTP, nor over SSE.',
      },
    ],
    [
      'an untrusted certificate',
      'Could not connect to https://self.signed/mcp: fetch failed (DEPTH_ZERO_SELF_SIGNED_CERT); the SSE fallback failed too: SSE error: TypeError: fetch failed: self-signed certificate',
      {
        short: 'self-signed TLS certificate',
        detail: 'Could not connect to https://self.signed/mcp over Streamable HTTP, nor over SSE.',
      },
    ],
    [
      'a reason fetch gives without a code',
      'Could not connect to http://127.0.0.1:1/mcp: fetch failed (bad port); the SSE fallback failed too: SSE error: TypeError: fetch failed: bad port',
      {
        short: 'could not connect: bad port',
        detail: 'Could not connect to http://127.0.0.1:1/mcp over Streamable HTTP, nor over SSE.',
      },
    ],
    [
      'an HTTP server that closed the connection',
      'The server closed the connection',
      { short: 'connection closed', detail: 'It closed the connection.' },
    ],
    [
      'closed right after initializing',
      'The server closed the connection right after initializing',
      { short: 'closed right after initializing', detail: 'It closed the connection right after initializing.' },
    ],
    [
      'a stream closed, then no answer to a ping',
      'The server closed the stream of a request before answering it (the response ended without an answer), and then did not answer a ping: ping timed out: the server did not answer within 5 s',
      {
        short: 'stream closed, then no answer to a ping',
        detail:
          'It closed the stream of a request (the response ended without an answer) and then did not answer a ping.',
      },
    ],
    [
      'an initialize the server refused',
      'MCP error -32602: Unsupported protocol version (got 1999-01-01)',
      {
        short: 'Unsupported protocol version',
        detail: 'MCP error -32602: Unsupported protocol version (got 1999-01-01)',
      },
    ],
    [
      'the era chosen is legacy, the server modern only',
      'The server refused initialize: it speaks only 2026-07-28, the modern era. Its protocol era is set to legacy, which asks initialize only; choose modern or auto for it ("Choose Protocol Era…" on its row in the Servers view, or the setting mcpLens.servers.protocolEra)',
      {
        short: 'modern-only server, era set to legacy',
        detail: 'It speaks only the modern era, and its era is set to legacy: choose modern or auto.',
      },
    ],
    [
      'the era chosen is modern, the server legacy',
      'The server does not speak the modern era (2026-07-28): the server did not offer pinned protocol version 2026-07-28 via server/discover (no fallback in pin mode). Its protocol era is set to modern, which sends server/discover and never initialize; choose legacy or auto for it (…)',
      {
        short: 'not a modern server, era set to modern',
        detail:
          'It does not answer server/discover as a modern server, and its era is set to modern: choose legacy or auto.',
      },
    ],
    [
      'a masked secret stays masked',
      'Could not connect to https://h/mcp?key=***: fetch failed (ECONNRESET)',
      { short: 'connection reset', detail: 'Could not connect to https://h/mcp?key=***.' },
    ],
  ];
  for (const [what, message, expected] of cases) {
    it(what, () => assert.deepEqual(summaryOf(message), expected));
  }

  it('anything else: its first line, clipped', () => {
    const long = `Something nobody foresaw ${'x'.repeat(300)}\nsecond line`;
    const s = summaryOf(long);
    assert.equal(s.short.length, 60);
    assert.ok(s.short.endsWith('…'));
    assert.ok(!s.detail.includes('second line'));
  });
});
