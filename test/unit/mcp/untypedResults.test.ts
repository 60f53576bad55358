import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { UntypedResultsAsComplete } from '../../../common/mcp/untypedResults';
import type { Logger } from '../../../common/mcp/types';

function warnings(): { lines: string[]; logger: Logger } {
  const lines: string[] = [];
  const skip = () => undefined;
  return { lines, logger: { trace: skip, debug: skip, info: skip, warn: (m) => lines.push(m), error: skip } };
}

/** What the client side receives of each message the server side sends. */
async function received(sent: JSONRPCMessage[]): Promise<{ got: JSONRPCMessage[]; warned: string[] }> {
  const [server, client] = InMemoryTransport.createLinkedPair();
  const { lines, logger } = warnings();
  const typed = new UntypedResultsAsComplete(client, logger);
  const got: JSONRPCMessage[] = [];
  typed.onmessage = (m) => void got.push(m);
  await typed.start();
  await server.start();
  for (const m of sent) await server.send(m);
  return { got, warned: lines };
}

describe('a 2026-07-28 result without resultType', () => {
  it('is read as complete, and the server log says so once', async () => {
    const { got, warned } = await received([
      { jsonrpc: '2.0', id: 1, result: { content: [] } },
      { jsonrpc: '2.0', id: 2, result: { content: [] } },
    ]);
    assert.deepEqual(got, [
      { jsonrpc: '2.0', id: 1, result: { content: [], resultType: 'complete' } },
      { jsonrpc: '2.0', id: 2, result: { content: [], resultType: 'complete' } },
    ]);
    assert.equal(warned.length, 1);
    assert.match(warned[0]!, /without resultType.*reads such a result as complete/);
  });

  it('leaves typed results, errors, requests and notifications as they are', async () => {
    const sent: JSONRPCMessage[] = [
      { jsonrpc: '2.0', id: 1, result: { resultType: 'input_required', inputRequests: {} } },
      { jsonrpc: '2.0', id: 2, error: { code: -32602, message: 'no' } },
      { jsonrpc: '2.0', method: 'notifications/message', params: { level: 'info', data: 'x' } },
    ];
    const { got, warned } = await received(sent);
    assert.deepEqual(got, sent);
    assert.deepEqual(warned, []);
  });
});
