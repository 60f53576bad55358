import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { LATEST_PROTOCOL_VERSION } from '@modelcontextprotocol/sdk/types.js';
import { MASK } from '../../common/mcp/redact';
import { unfinishedMessageNote } from '../../common/mcp/stdioTransport';
import { filePool, fixtureLaunch } from './fixtures';

const pool = filePool();

/** What halfWrittenAnswer.mjs writes before it dies: the first half of its initialize answer, with no line break. */
function halfAnswer(): string {
  const answer = JSON.stringify({
    jsonrpc: '2.0',
    id: 0,
    result: {
      protocolVersion: LATEST_PROTOCOL_VERSION,
      capabilities: { tools: {} },
      serverInfo: { name: 'half-written', version: '0.0.1' },
    },
  });
  return answer.slice(0, Math.floor(answer.length / 2));
}

describe('a server that dies halfway through writing a message on stdout', () => {
  it('says so in the server log: the start of the message and its length', async () => {
    const { connection, logger } = pool.make('half-written');
    await connection.start(fixtureLaunch('halfWrittenAnswer.mjs'));
    assert.equal(connection.state.status, 'error');
    const half = halfAnswer();
    const unfinished = logger.lines.filter((l) => l.includes('unfinished message'));
    assert.deepEqual(unfinished, [
      `warn The server exited with an unfinished message on stdout: ${half.slice(0, 60)}… (${half.length} bytes)`,
    ]);
  });

  it('masks a secret in it, also one the cut falls inside', async () => {
    const secret = LATEST_PROTOCOL_VERSION; // characters 53–63 of the half answer: the 60-character cut splits it
    assert.ok(halfAnswer().indexOf(secret) < 60 && halfAnswer().indexOf(secret) + secret.length > 60);
    const { connection, logger } = pool.make('half-written-secret', { secrets: () => [secret] });
    await connection.start(fixtureLaunch('halfWrittenAnswer.mjs'));
    const line = logger.lines.find((l) => l.includes('unfinished message')) ?? '';
    assert.ok(line.includes(`"protocolVersion":"${MASK}"`), line);
    assert.ok(!line.includes(secret.slice(0, 4)), line);
  });
});

describe('unfinishedMessageNote', () => {
  it('shows a short message whole, and escapes control characters', () => {
    assert.equal(unfinishedMessageNote('{"a":"\u001b[31m', 12), '{"a":"\\u001b[31m (12 bytes)');
  });
});
