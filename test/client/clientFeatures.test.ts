// The client capabilities a connection declares are exactly the features it was given, and a server's requests of
// the client (roots, elicitation, sampling) reach those features with the server's name and a live signal.
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import type { ClientFeatures, ServerRequestContext } from '../../common/mcp/clientFeatures';
import { clientCapabilities } from '../../common/mcp/clientFeatures';
import type { ApprovalGate } from '../../common/mcp/types';
import { EVERYTHING_STDIO, filePool } from './fixtures';

const pool = filePool();

const approve: ApprovalGate = async () => true;
const toolNames = (c: { catalog?: { tools?: readonly Record<string, unknown>[] } }) =>
  (c.catalog?.tools ?? []).map((t) => t.name as string).sort();

describe('client capabilities', () => {
  it('declares nothing without features, and exactly the features given', () => {
    assert.deepEqual(clientCapabilities(undefined), {});
    assert.deepEqual(clientCapabilities({}), {});
    const roots = () => [];
    assert.deepEqual(clientCapabilities({ roots }), { roots: { listChanged: true } });
    const elicit = async () => ({ action: 'cancel' as const });
    assert.deepEqual(clientCapabilities({ elicitation: { modes: ['form'], elicit } }), {
      elicitation: { form: { applyDefaults: true } },
    });
    assert.deepEqual(clientCapabilities({ elicitation: { modes: ['form', 'url'], elicit } }), {
      elicitation: { form: { applyDefaults: true }, url: {} },
    });
    assert.deepEqual(clientCapabilities({ elicitation: { modes: [], elicit } }), {});
    const sample = async () => ({
      role: 'assistant' as const,
      model: 'm',
      content: { type: 'text' as const, text: '' },
    });
    assert.deepEqual(clientCapabilities({ sampling: { sample } }), { sampling: {} });
    assert.deepEqual(clientCapabilities({ sampling: { sample, tools: true } }), { sampling: { tools: {} } });
  });

  it('server-everything lists the tools for roots only to a client that declares roots, and reads them from the feature', async () => {
    const bare = pool.make('everything-bare').connection;
    await bare.start(EVERYTHING_STDIO);
    assert.equal(bare.state.status, 'running');
    assert.ok(!toolNames(bare).includes('get-roots-list'));

    const asked: ServerRequestContext[] = [];
    const features: ClientFeatures = {
      roots: (context) => {
        asked.push(context);
        return [{ uri: 'file:///work/project', name: 'project' }];
      },
    };
    const { connection } = pool.make('everything-roots', { features });
    await connection.start(EVERYTHING_STDIO);
    assert.equal(connection.state.status, 'running');
    assert.ok(
      toolNames(connection).includes('get-roots-list'),
      `lists get-roots-list: ${toolNames(connection).join(', ')}`,
    );
    const outcome = await connection.callTool({ name: 'get-roots-list', arguments: {} }, approve);
    assert.equal(outcome.outcome, 'completed');
    const text = JSON.stringify(outcome.outcome === 'completed' && outcome.result.content);
    assert.match(text, /file:\/\/\/work\/project/);
    assert.ok(asked.length >= 1);
    assert.equal(asked[0]!.serverName, 'everything-roots');
    assert.equal(asked[0]!.serverId, 'test:everything-roots');
    assert.equal(asked[0]!.signal.aborted, false);
    // telling the server its roots changed is a notification it acts on (it asks again)
    const before = asked.length;
    await connection.rootsChanged();
    await connection.callTool({ name: 'get-roots-list', arguments: {} }, approve);
    assert.ok(asked.length > before);
  });
});
