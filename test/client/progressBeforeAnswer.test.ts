// Progress sent just before the answer, in the same read, reaches the caller. The SDK handles notifications a
// microtask late, so without TracingTransport's ordering the request was gone and the progress lost.
import { strict as assert } from 'node:assert';
import { it } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { ResultSchema, type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { TracingTransport } from '../../common/mcp/tracingTransport';
import { SILENT_LOGGER } from '../../common/mcp/types';

/** A server that answers every request with two progress notifications and the result, all in one synchronous burst. */
function burstServer(server: InMemoryTransport): void {
  server.onmessage = (message: JSONRPCMessage) => {
    if (!('method' in message) || !('id' in message)) return;
    const send = (m: JSONRPCMessage) => void server.send(m);
    if (message.method === 'initialize') {
      send({
        jsonrpc: '2.0',
        id: message.id,
        result: {
          protocolVersion: '2025-06-18',
          capabilities: { tools: {} },
          serverInfo: { name: 'burst', version: '1' },
        },
      });
      return;
    }
    const token = (message.params as { _meta?: { progressToken?: number } } | undefined)?._meta?.progressToken;
    if (token !== undefined) {
      send({
        jsonrpc: '2.0',
        method: 'notifications/progress',
        params: { progressToken: token, progress: 1, total: 2 },
      });
      send({
        jsonrpc: '2.0',
        method: 'notifications/progress',
        params: { progressToken: token, progress: 2, total: 2 },
      });
    }
    send({ jsonrpc: '2.0', id: message.id, result: { content: [] } });
  };
}

it('progress sent in the same burst as the answer reaches the caller, in order, and the answer after it', async () => {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  burstServer(serverSide);
  await serverSide.start();
  const errors: string[] = [];
  const client = new Client({ name: 'test', version: '1' });
  client.onerror = (e) => errors.push(e.message);
  await client.connect(new TracingTransport(clientSide, SILENT_LOGGER));
  const progress: number[] = [];
  const result = await client.request({ method: 'tools/call', params: { name: 'x', arguments: {} } }, ResultSchema, {
    onprogress: (p) => progress.push(p.progress),
  });
  assert.deepEqual(result, { content: [] });
  assert.deepEqual(progress, [1, 2]);
  assert.deepEqual(errors, []);
  await client.close();
});
