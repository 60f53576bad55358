// A request whose broken stream the server refuses to resume fails, however soon the refusal comes. Under load a
// refusal once arrived before the guard noted the request, which then waited for good.
import { strict as assert } from 'node:assert';
import { afterEach, describe, it } from 'node:test';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { STREAM_CLOSED, StreamGuardTransport } from '../../../common/mcp/streamGuardTransport';

type Fetch = (url: string | URL, init?: RequestInit) => Promise<Response>;
const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

/** A guard over an SDK transport that does nothing, and the fetch the guard gave it. */
async function guard(): Promise<{ transport: StreamGuardTransport; fetch: Fetch; received: JSONRPCMessage[] }> {
  let guarded: Fetch | undefined;
  const inner: Transport = { start: async () => undefined, send: async () => undefined, close: async () => undefined };
  const transport = new StreamGuardTransport((fetch) => {
    guarded = fetch;
    return inner;
  });
  const received: JSONRPCMessage[] = [];
  transport.onmessage = (m) => void received.push(m);
  await transport.start();
  return { transport, fetch: guarded!, received };
}

/** An SSE answer that carries an event id (a priming event) and then breaks off. */
function primedThenBroken(): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('id: primed-1\nretry: 1\ndata:\n\n'));
    },
    pull(controller) {
      controller.error(new TypeError('terminated'));
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

const POST = {
  method: 'POST',
  body: JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'tools/call', params: { name: 't' } }),
};
const RESUME = { method: 'GET', headers: { 'last-event-id': 'primed-1' } };

describe('the stream guard and a resumption the server refuses', () => {
  it('fails the request when the refusal comes at once after the break (no turn of the event loop between)', async () => {
    const { transport, fetch, received } = await guard();
    await transport.send({ jsonrpc: '2.0', id: 7, method: 'tools/call', params: { name: 't' } });
    globalThis.fetch = async () => primedThenBroken();
    const reader = (await fetch('http://127.0.0.1/mcp', POST)).body!.getReader();
    await reader.read();
    await assert.rejects(reader.read(), /terminated/);
    // the SDK's reconnection, refused, before any timer or I/O could run
    globalThis.fetch = async () => new Response(null, { status: 405 });
    await fetch('http://127.0.0.1/mcp', RESUME);
    await new Promise((resolve) => setImmediate(resolve));
    assert.deepEqual(received, [
      {
        jsonrpc: '2.0',
        id: 7,
        error: {
          code: -32000,
          message: 'The server closed the stream before answering',
          data: { [STREAM_CLOSED]: 'resuming it failed: the server answered HTTP 405' },
        },
      },
    ]);
  });

  it('an answer that comes on the resumed stream is the answer: nothing is made up', async () => {
    const { transport, fetch, received } = await guard();
    await transport.send({ jsonrpc: '2.0', id: 8, method: 'tools/call', params: { name: 't' } });
    globalThis.fetch = async () => primedThenBroken();
    const reader = (
      await fetch('http://127.0.0.1/mcp', { ...POST, body: POST.body.replace('"id":7', '"id":8') })
    ).body!.getReader();
    await reader.read();
    await assert.rejects(reader.read(), /terminated/);
    const answer = { jsonrpc: '2.0' as const, id: 8, result: { content: [] } };
    (transport.inner.onmessage as (m: JSONRPCMessage) => void)(answer);
    globalThis.fetch = async () => new Response(null, { status: 405 });
    await fetch('http://127.0.0.1/mcp', RESUME);
    await new Promise((resolve) => setImmediate(resolve));
    assert.deepEqual(received, [answer]);
  });
});
