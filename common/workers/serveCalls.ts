/**
 * The worker's side of BoundedWorker: answers one call at a time with `handle`, which calls `started()` when the work
 * begins (the host's time limit runs from there). `warmUp` runs first, so a fresh worker is as quick as a warm one.
 */
import { parentPort } from 'node:worker_threads';
import type { WorkerCall, WorkerReply } from './boundedWorker';

export function serveCalls<Req, Res>(
  bundle: string,
  handle: (payload: Req, started: () => void) => Res | Promise<Res>,
  warmUp?: () => void,
): void {
  const port = parentPort;
  if (!port) throw new Error(`${bundle} runs as a worker thread of MCP Lens`);
  const reply = (message: WorkerReply<Res>): void => port.postMessage(message);
  port.on('message', async (call: WorkerCall<Req>) => {
    let answer: WorkerReply<Res>;
    try {
      answer = { id: call.id, result: await handle(call.payload, () => reply({ id: call.id, started: true })) };
    } catch (e) {
      answer = { id: call.id, error: e instanceof Error ? e.message : String(e) };
    }
    reply(answer);
  });
  warmUp?.();
  reply({ ready: true });
}
