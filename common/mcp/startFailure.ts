import { McpError } from '@modelcontextprotocol/sdk/types.js';
import { capitalize } from '../text/capitalize';
import { isTimeout } from './connect';
import { explainErrorCode } from './errorCodes';
import { formatSeconds, messageOf } from './errors';
import type { Session } from './session';

/** Why a start failed, for the connection's state: the stdio process's own failure, else the reason and the output. */
export function startFailure(session: Session, e: unknown, requestTimeoutMs: number): string {
  if (session.stdio?.failure) return capitalize(session.stdio.failure);
  return startFailureReason(session, e, requestTimeoutMs) + onlyNonProtocolOutput(session);
}

function startFailureReason(session: Session, e: unknown, requestTimeoutMs: number): string {
  if (isTimeout(e)) return `The server did not answer initialize within ${formatSeconds(requestTimeoutMs)}`;
  const reason = session.endReason();
  if (reason) {
    return session.peer?.getServerVersion()
      ? `${capitalize(reason)} right after initializing`
      : `${capitalize(reason)} before it finished initializing`;
  }
  const explanation = e instanceof McpError ? explainErrorCode('initialize', e.code, e.data) : undefined;
  return explanation ? `${messageOf(e)}. ${explanation}` : messageOf(e);
}

/**
 * For a stdio start that failed before the server wrote a JSON-RPC message, though it wrote other text to stdout: its
 * first lines, since they usually say why (the wrong program, a usage message, a prompt).
 */
function onlyNonProtocolOutput(session: Session): string {
  const stdio = session.stdio;
  if (!stdio || stdio.spokeJsonRpc || !stdio.nonProtocolOutput.lines) return '';
  return `; it wrote no JSON-RPC message to stdout, only: ${stdio.nonProtocolOutput.first.join(', ')}`;
}
