import { strict as assert } from 'node:assert';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import type { ProtocolEra } from '../../common/mcp/protocolEraNames';
import type { Logger } from '../../common/mcp/types';
import type { EraStore } from '../../client/src/model/protocolEras';
import { ServersModel } from '../../client/src/model/serversModel';
import { runnerServers } from '../../client/src/runner/runnerServers';
import { serverRow } from '../../client/src/servers/serverRows';
import { MemorySecrets } from '../helpers/memorySecrets';
import { assertNoLeaks, FIXTURES, RecordingLogger, scratch } from './fixtures';

// The era through the servers model, against real fixture servers: the setting, a server's own choice, and what auto
// found, remembered in the workspace state across a restart of the extension (a new model on the same state).
const tmp = scratch();
const models: ServersModel[] = [];
const pids = new Set<number>();
after(async () => {
  await Promise.all(models.map((m) => m.dispose()));
  assertNoLeaks(pids);
  tmp.cleanup();
});

const revisionServer = join(FIXTURES, 'revisionServer.mjs');
mkdirSync(join(tmp.dir, 'ws', '.vscode'), { recursive: true });
writeFileSync(
  join(tmp.dir, 'ws', '.vscode', 'mcp.json'),
  JSON.stringify({
    servers: {
      modern: { command: process.execPath, args: [revisionServer] },
      legacy: { command: process.execPath, args: [revisionServer, '--revision', '2025-11-25'] },
    },
  }),
);

class MemoryStore implements EraStore {
  readonly values = new Map<string, unknown>();
  get<T>(key: string): T | undefined {
    return this.values.get(key) as T | undefined;
  }
  async update(key: string, value: unknown): Promise<void> {
    this.values.set(key, value);
  }
}

async function extension(store: EraStore, protocolEra: ProtocolEra = 'auto') {
  const logs = new Map<string, RecordingLogger>();
  const model = new ServersModel({
    folders: () => [{ name: 'ws', path: join(tmp.dir, 'ws') }],
    userPlaces: { home: join(tmp.dir, 'home'), platform: 'linux' },
    settings: () => ({
      userConfigs: false,
      inheritEnvironment: false,
      requestTimeoutMs: 20_000,
      autoStartTrusted: false,
      protocolEra,
    }),
    isWorkspaceTrusted: () => true,
    loggerFor: (def): Logger => {
      const l = new RecordingLogger();
      l.onLine((line) => {
        const m = /Started process (\d+)/.exec(line);
        if (m) pids.add(Number(m[1]));
      });
      logs.set(def.name, l);
      return l;
    },
    promptInput: async () => undefined,
    secrets: new MemorySecrets(),
    approve: async () => false,
    stopGraceMs: 300,
    eraStore: store,
  });
  models.push(model);
  await model.reload();
  const id = (name: string) => model.servers().find((d) => d.name === name)!.id;
  const sent = (name: string) =>
    logs
      .get(name)!
      .lines.filter((l) => l.startsWith('trace → '))
      .map((l) => (JSON.parse(l.slice('trace → '.length)) as { method?: string }).method)
      .filter((m) => m && !m.startsWith('notifications/'));
  return { model, id, sent };
}

describe('protocol era in the servers model', () => {
  it('remembers that auto found a server modern: after a restart it starts with server/discover, no initialize', async () => {
    const store = new MemoryStore();
    const first = await extension(store);
    await first.model.start(first.id('modern'));
    assert.equal(first.model.state(first.id('modern')).status, 'running');
    assert.deepEqual(first.sent('modern').slice(0, 2), ['initialize', 'server/discover']);
    const row = serverRow(first.model.definition(first.id('modern'))!, first.model);
    assert.match(row.description ?? '', /^stdio · 2026-07-28 · modern · 5 tools/);
    assert.ok(
      row.tooltip?.paragraphs.includes(
        'Protocol era: modern, detected (auto: initialize first, the modern era when the server refuses it).',
      ),
    );
    assert.match(
      runnerServers(first.model, () => false).find((s) => s.name === 'modern')!.detail,
      /^running · 5 tools, 1 resource, 0 templates, 1 prompt · 2026-07-28 · modern$/,
    );
    await first.model.dispose();

    const second = await extension(store);
    await second.model.start(second.id('modern'));
    assert.equal(second.model.state(second.id('modern')).status, 'running');
    const methods = second.sent('modern');
    assert.equal(methods[0], 'server/discover');
    assert.ok(!methods.includes('initialize'), methods.join(', '));
    await second.model.dispose();
  });

  it('the setting applies to every server without a choice of its own; a choice wins over it', async () => {
    const { model, id } = await extension(new MemoryStore(), 'legacy');
    await model.start(id('modern'));
    const s = model.state(id('modern'));
    assert.equal(s.status, 'error');
    assert.match(s.status === 'error' ? s.message : '', /Its protocol era is set to legacy.*choose modern or auto/);

    await model.eras.choose(id('legacy'), 'modern');
    assert.match(serverRow(model.definition(id('legacy'))!, model).description ?? '', /^stdio · stopped · modern era$/);
    await model.start(id('legacy'));
    const l = model.state(id('legacy'));
    assert.equal(l.status, 'error');
    assert.match(l.status === 'error' ? l.message : '', /^The server does not speak the modern era/);
    await model.dispose();
  });
});
