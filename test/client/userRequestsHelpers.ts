// What the tests of a server's requests to the user share: a gate that approves and remembers what it saw, and the
// wait for the next request a call makes of the queue.
import { once } from '../../common/mcp/emitter';
import type { ApprovalGate, ToolCallRequest } from '../../common/mcp/types';
import type { PendingRequest, ServerRequests } from '../../client/src/runner/serverRequests';

/** A gate that approves every call, keeping each request it was asked about in `seen`. */
export function approvingGate(): { readonly seen: ToolCallRequest[]; readonly approve: ApprovalGate } {
  const seen: ToolCallRequest[] = [];
  return {
    seen,
    approve: async (request) => {
      seen.push(request);
      return true;
    },
  };
}

/**
 * The next request to arrive in the queue (or the first one waiting), asked of the server by `call`. A call that
 * ends before it asks fails the test with what the call gave, rather than leave it waiting for the suite's timeout.
 */
export function nextRequest(queue: ServerRequests, call: Promise<unknown>): Promise<PendingRequest> {
  const waiting = queue.pending()[0];
  if (waiting) return Promise.resolve(waiting);
  const ended = call.then(
    (outcome) =>
      Promise.reject(new Error(`the call ended without a request to the client: ${JSON.stringify(outcome)}`)),
    (e: unknown) =>
      Promise.reject(
        new Error(`the call failed without a request to the client: ${e instanceof Error ? e.message : String(e)}`),
      ),
  );
  return Promise.race([once(queue.onDidAdd), ended]);
}
