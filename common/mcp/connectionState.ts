import { countsOf } from './catalog';
import type { Session } from './session';
import type { Catalog, ConnectionState } from './types';

/** The state of a connection whose session runs: its transport, the catalog's counts, what the server said it is. */
export function runningState(session: Session, catalog: Catalog | undefined): ConnectionState {
  const peer = session.peer;
  const v = peer?.getServerVersion();
  return {
    status: 'running',
    transport: session.transport,
    counts: countsOf(catalog ?? {}),
    server: { name: v?.name, title: (v as { title?: string } | undefined)?.title, version: v?.version },
    protocolVersion: session.protocolVersion,
    instructions: peer?.getInstructions(),
    ...(session.warnings.length ? { warnings: [...session.warnings] } : {}),
  };
}

/** The end of "… is not running" for a server in this state. */
export function whyNotRunning(state: ConnectionState): string {
  if (state.status === 'error') return `: ${state.message}`;
  return state.status === 'starting' ? ' yet (it is starting)' : '';
}
