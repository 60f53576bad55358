// SEP-1034: a connection declares elicitation form mode with applyDefaults, so a form the host accepts reaches the
// server with every omitted field at its schema's default, also when the host answered accept with no content at all.
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import type { ElicitResult } from '@modelcontextprotocol/sdk/types.js';
import type { ClientFeatures } from '../../common/mcp/clientFeatures';
import type { ApprovalGate } from '../../common/mcp/types';
import { EVERYTHING_STDIO, filePool } from './fixtures';

const pool = filePool();

const approve: ApprovalGate = async () => true;

/** What server-everything's trigger-elicitation-request says it received, for the host's answer. */
async function receivedFor(name: string, answer: ElicitResult): Promise<Record<string, unknown>> {
  const features: ClientFeatures = { elicitation: { modes: ['form'], elicit: async () => answer } };
  const { connection } = pool.make(name, { features });
  await connection.start(EVERYTHING_STDIO);
  assert.equal(connection.state.status, 'running');
  const outcome = await connection.callTool({ name: 'trigger-elicitation-request', arguments: {} }, approve);
  assert.equal(outcome.outcome, 'completed');
  const texts = ((outcome.outcome === 'completed' ? outcome.result.content : []) as { text?: string }[]).map(
    (c) => c.text ?? '',
  );
  const raw = texts.find((t) => t.includes('Raw result:'));
  assert.ok(raw, `the tool reports the raw result: ${texts.join(' | ')}`);
  await connection.stop();
  return JSON.parse(raw.slice(raw.indexOf('{'))) as Record<string, unknown>;
}

describe('elicitation defaults (SEP-1034)', () => {
  it('fills omitted fields with their defaults, keeping what the user entered', async () => {
    const received = await receivedFor('defaults-partial', { action: 'accept', content: { integer: 7 } });
    assert.equal(received.action, 'accept');
    const content = received.content as Record<string, unknown>;
    assert.equal(content.integer, 7);
    assert.equal(content.number, 3.14);
    assert.equal(content.firstLine, 'It was a dark and stormy night.');
    assert.equal(content.untitledSingleSelectEnum, 'Monica');
    assert.deepEqual(content.untitledMultipleSelectEnum, ['Guitar']);
    assert.equal(content.titledSingleSelectEnum, 'hero-1');
    assert.equal('email' in content, false, 'a field with no default stays omitted');
  });

  it('fills every default when the host accepted without content', async () => {
    const received = await receivedFor('defaults-none', { action: 'accept' });
    assert.equal(received.action, 'accept');
    const content = received.content as Record<string, unknown>;
    assert.equal(content.integer, 42);
    assert.equal(content.number, 3.14);
    assert.equal(content.legacyTitledEnum, 'pet-1');
  });

  it('adds nothing to a decline', async () => {
    const received = await receivedFor('defaults-decline', { action: 'decline' });
    assert.deepEqual(received, { action: 'decline' });
  });
});
