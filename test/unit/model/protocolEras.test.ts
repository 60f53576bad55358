import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import type { ProtocolEra } from '../../../common/mcp/protocolEraNames';
import type { ConnectionState } from '../../../common/mcp/types';
import { ProtocolEras, type EraStore } from '../../../client/src/model/protocolEras';

/** The workspace state, in memory, as VS Code keeps it across restarts (values copied as JSON). */
class MemoryStore implements EraStore {
  readonly values = new Map<string, string>();
  get<T>(key: string): T | undefined {
    const v = this.values.get(key);
    return v === undefined ? undefined : (JSON.parse(v) as T);
  }
  async update(key: string, value: unknown): Promise<void> {
    this.values.set(key, JSON.stringify(value));
  }
}

function running(protocolVersion: string): ConnectionState {
  return { status: 'running', transport: 'stdio', counts: {}, server: {}, protocolVersion };
}

function eras(store: EraStore | undefined, setting: ProtocolEra = 'auto', changed: string[] = []) {
  return new ProtocolEras(
    store,
    () => setting,
    (id) => changed.push(id),
  );
}

describe('protocol eras of the servers model', () => {
  it('a server follows the setting until it has a choice of its own, and again once the choice is cleared', async () => {
    const changed: string[] = [];
    const e = eras(new MemoryStore(), 'legacy', changed);
    assert.deepEqual(e.choice('s1'), { era: 'legacy', source: 'setting' });
    await e.choose('s1', 'modern');
    assert.deepEqual(e.choice('s1'), { era: 'modern', source: 'server' });
    assert.deepEqual(e.plan('s1'), { era: 'modern' });
    assert.deepEqual(e.choice('s2'), { era: 'legacy', source: 'setting' }, 'other servers keep the setting');
    await e.choose('s1', undefined);
    assert.deepEqual(e.choice('s1'), { era: 'legacy', source: 'setting' });
    assert.deepEqual(changed, ['s1', 's1'], 'each choice redraws the server');
    assert.deepEqual(eras(undefined).choice('s1'), { era: 'auto', source: 'auto' });
  });

  it('remembers the choice and what auto found across a restart (a new model on the same workspace state)', async () => {
    const store = new MemoryStore();
    const before = eras(store);
    await before.choose('chosen', 'legacy');
    before.found('found', '2026-07-28');
    await Promise.resolve();
    const after = eras(store);
    assert.equal(after.chosen('chosen'), 'legacy');
    assert.equal(after.detected('found'), 'modern');
    assert.deepEqual(after.plan('found'), { era: 'auto', knownModern: true }, 'auto goes the modern way first');
    assert.deepEqual(after.plan('chosen'), { era: 'legacy' });
  });

  it('a server auto found legacy, or one with a choice, is not sent the modern way first', () => {
    const e = eras(new MemoryStore());
    e.found('s1', '2025-11-25');
    assert.deepEqual(e.plan('s1'), { era: 'auto' });
    e.found('s1', '2026-07-28');
    assert.deepEqual(e.plan('s1'), { era: 'auto', knownModern: true });
    e.found('s1', '2025-06-18');
    assert.deepEqual(e.plan('s1'), { era: 'auto' }, 'a server that went back to legacy is asked initialize first');
    e.found('s1', undefined);
    assert.equal(e.detected('s1'), 'legacy');
    assert.deepEqual(eras(new MemoryStore(), 'legacy').plan('s1'), { era: 'legacy' });
  });

  it('ignores what it cannot read in the workspace state', () => {
    const store = new MemoryStore();
    store.values.set('mcpLens.protocolEras', JSON.stringify('not a table'));
    assert.deepEqual(eras(store).choice('s1'), { era: 'auto', source: 'auto' });
  });

  it("says on the server's row how it runs: revision and era, chosen or detected; nothing for a 2025 server on auto", async () => {
    const e = eras(new MemoryStore());
    assert.deepEqual(e.describe('s1', running('2026-07-28')), {
      short: '2026-07-28 · modern',
      long: 'Protocol era: modern, detected (auto: initialize first, the modern era when the server refuses it).',
    });
    assert.deepEqual(e.describe('s1', running('2025-11-25')), {
      short: '',
      long: 'Protocol era: legacy, detected (auto: initialize first, the modern era when the server refuses it).',
    });
    assert.equal(e.label('s1', '2025-11-25'), '2025-11-25 · legacy', 'the runner says it always');
    await e.choose('s1', 'legacy');
    assert.deepEqual(e.describe('s1', running('2025-11-25')), {
      short: '2025-11-25 · legacy (chosen)',
      long: 'Protocol era: legacy, chosen (chosen for this server).',
    });
    assert.deepEqual(e.describe('s1', { status: 'stopped' }), {
      short: 'legacy era',
      long: 'Protocol era: legacy (chosen for this server).',
    });
    assert.deepEqual(eras(new MemoryStore(), 'modern').describe('s2', { status: 'stopped' }), {
      short: 'modern era',
      long: 'Protocol era: modern (the setting mcpLens.servers.protocolEra).',
    });
    const found = eras(new MemoryStore());
    found.found('s3', '2026-07-28');
    assert.deepEqual(found.describe('s3', { status: 'stopped' }), {
      short: '',
      long: 'Protocol era: auto (auto: initialize first, the modern era when the server refuses it). At its last start it was modern.',
    });
  });
});
