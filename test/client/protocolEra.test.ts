import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import type { EraPlan } from '../../common/mcp/protocolEra';
import type { ServerLaunch } from '../../common/mcp/types';
import { fileScope, fixtureLaunch, startHttpServer, type RecordingLogger } from './fixtures';

// The era a start is told to connect in, against fixtures of one revision each (test/fixtures/servers/revisionServer.mjs).
const { pool, children } = fileScope();

const MODERN_ONLY = fixtureLaunch('revisionServer.mjs');
const LEGACY_ONLY = fixtureLaunch('revisionServer.mjs', { args: ['--revision', '2025-11-25'] });

/** The methods of the requests the client sent, in order. */
function methodsSent(logger: RecordingLogger): string[] {
  return logger.lines
    .filter((l) => l.startsWith('trace → '))
    .map((l) => (JSON.parse(l.slice('trace → '.length)) as { method?: string }).method)
    .filter((m): m is string => typeof m === 'string' && !m.startsWith('notifications/'));
}

async function started(name: string, launch: ServerLaunch, era: EraPlan) {
  const made = pool.make(name, { era: () => era });
  await made.connection.start(launch);
  return made;
}

describe('protocol era: the era chosen for a server', () => {
  it('legacy, against a server that speaks only 2026-07-28: an error that says to choose modern or auto', async () => {
    const { connection, logger } = await started('legacy-vs-modern', MODERN_ONLY, { era: 'legacy' });
    const s = connection.state;
    assert.equal(s.status, 'error', JSON.stringify(s));
    assert.match(
      s.status === 'error' ? s.message : '',
      /^The server refused initialize: it speaks only 2026-07-28, the modern era\. Its protocol era is set to legacy, which asks initialize only; choose modern or auto for it \("Choose Protocol Era…" on its row in the Servers view, or the setting mcpLens\.servers\.protocolEra\)$/,
    );
    assert.deepEqual(methodsSent(logger), ['initialize'], 'no second attempt on the 2.x client');
  });

  it('modern, against a 2025-11-25 server: an error that says to choose legacy or auto', async () => {
    const { connection, logger } = await started('modern-vs-legacy', LEGACY_ONLY, { era: 'modern' });
    const s = connection.state;
    assert.equal(s.status, 'error', JSON.stringify(s));
    assert.match(
      s.status === 'error' ? s.message : '',
      /^The server does not speak the modern era \(2026-07-28\): the server did not offer pinned protocol version 2026-07-28 via server\/discover \(no fallback in pin mode\)\. Its protocol era is set to modern, which sends server\/discover and never initialize; choose legacy or auto for it/,
    );
    assert.deepEqual(methodsSent(logger), ['server/discover'], 'initialize is never asked');
  });

  for (const transport of ['stdio', 'http'] as const) {
    it(`modern, against a 2026-07-28 server over ${transport}: server/discover first, no initialize`, async () => {
      let launch: ServerLaunch = MODERN_ONLY;
      if (transport === 'http') {
        const { child, port } = await startHttpServer('revisionServer.mjs', ['--http']);
        children.push(child);
        launch = { transport: 'http', url: `http://127.0.0.1:${port}/mcp`, headers: {} };
      }
      const { connection, logger } = await started(`modern-${transport}`, launch, { era: 'modern' });
      const s = connection.state;
      assert.equal(s.status, 'running', JSON.stringify(s));
      assert.equal(s.protocolVersion, '2026-07-28');
      const methods = methodsSent(logger);
      assert.equal(methods[0], 'server/discover');
      assert.ok(!methods.includes('initialize'), methods.join(', '));
      assert.ok(!logger.lines.some((l) => /refused initialize/.test(l)));
      await connection.stop();
    });
  }

  it('auto, against a 2026-07-28 server: initialize refused, then the modern path (as before)', async () => {
    const { connection, logger } = await started('auto-modern', MODERN_ONLY, { era: 'auto' });
    assert.equal(connection.state.status, 'running', JSON.stringify(connection.state));
    assert.deepEqual(methodsSent(logger).slice(0, 2), ['initialize', 'server/discover']);
    await connection.stop();
  });
});

describe('protocol era: what auto found at the last start', () => {
  it('a server found modern before starts on the modern path: no initialize, no first process thrown away', async () => {
    const { connection, logger } = await started('known-modern', MODERN_ONLY, { era: 'auto', knownModern: true });
    assert.equal(connection.state.status, 'running', JSON.stringify(connection.state));
    const methods = methodsSent(logger);
    assert.equal(methods[0], 'server/discover');
    assert.ok(!methods.includes('initialize'), methods.join(', '));
    assert.equal(logger.lines.filter((l) => /Started process \d+/.test(l)).length, 1, 'one process');
    await connection.stop();
  });

  it('a server found modern before that is legacy now: the modern path fails, and initialize is asked', async () => {
    const { connection, logger } = await started('was-modern', LEGACY_ONLY, { era: 'auto', knownModern: true });
    const s = connection.state;
    assert.equal(s.status, 'running', JSON.stringify(s));
    assert.equal(s.protocolVersion, '2025-11-25');
    assert.deepEqual(methodsSent(logger).slice(0, 2), ['server/discover', 'initialize']);
    assert.ok(
      logger.lines.some((l) => /was modern at its last start, but it did not answer server\/discover/.test(l)),
      logger.lines.join('\n'),
    );
    await connection.stop();
  });
});

describe('protocol era: initialize refused with a header mismatch (-32020), as the conformance suite mocks do', () => {
  const REFUSES_WITH_HEADER_MISMATCH = fixtureLaunch('revisionServer.mjs', { args: ['--initialize-header-mismatch'] });

  async function headerMismatchLaunch(transport: 'stdio' | 'http'): Promise<ServerLaunch> {
    if (transport === 'stdio') return REFUSES_WITH_HEADER_MISMATCH;
    const { child, port } = await startHttpServer('revisionServer.mjs', ['--http', '--initialize-header-mismatch']);
    children.push(child);
    return { transport: 'http', url: `http://127.0.0.1:${port}/mcp`, headers: {} };
  }

  for (const transport of ['stdio', 'http'] as const) {
    it(`auto over ${transport}: initialize refused, then server/discover, and the session is modern`, async () => {
      const launch = await headerMismatchLaunch(transport);
      const { connection, logger } = await started(`auto-32020-${transport}`, launch, { era: 'auto' });
      const s = connection.state;
      assert.equal(s.status, 'running', JSON.stringify(s));
      assert.equal(s.protocolVersion, '2026-07-28');
      assert.deepEqual(methodsSent(logger).slice(0, 2), ['initialize', 'server/discover']);
      assert.equal(methodsSent(logger).filter((m) => m === 'initialize').length, 1, 'initialize is asked once');
      assert.ok(logger.lines.some((l) => /refused initialize with a header mismatch \(-32020\)/.test(l)));
      await connection.stop();
    });
  }

  it('legacy: an error that says to choose modern or auto, and no second attempt', async () => {
    const { connection, logger } = await started('legacy-32020', REFUSES_WITH_HEADER_MISMATCH, { era: 'legacy' });
    const s = connection.state;
    assert.equal(s.status, 'error', JSON.stringify(s));
    assert.match(
      s.status === 'error' ? s.message : '',
      /^The server refused initialize with a header mismatch \(-32020\), which only a modern server sends\. Its protocol era is set to legacy, which asks initialize only; choose modern or auto for it/,
    );
    assert.deepEqual(methodsSent(logger), ['initialize']);
  });

  it('auto, against a 2025-11-25 server: initialize only, never server/discover', async () => {
    const { connection, logger } = await started('auto-legacy', LEGACY_ONLY, { era: 'auto' });
    assert.equal(connection.state.status, 'running', JSON.stringify(connection.state));
    assert.ok(!methodsSent(logger).includes('server/discover'), methodsSent(logger).join(', '));
    await connection.stop();
  });
});
