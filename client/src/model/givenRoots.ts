// The roots each server's session was given: noted when the server asks, and compared when they may have changed.
import type { Root } from '@modelcontextprotocol/sdk/types.js';
import type { ServerDefinition } from '../../../common/config/configSource';
import type { ClientFeatures } from '../../../common/mcp/clientFeatures';
import type { Runtime } from './serverRuntime';

/** The host's roots for a server: the workspace folders, or the server's own list in the settings. */
export type RootsOf = (def: ServerDefinition) => readonly Root[];

/** The client's features for a server, with its roots when the host gives them; each answer is noted as given. */
export function featuresWithRoots(
  features: ClientFeatures | undefined,
  roots: RootsOf | undefined,
  definition: () => ServerDefinition | undefined,
  session: () => Runtime | undefined,
): ClientFeatures {
  if (!roots) return { ...features };
  return {
    ...features,
    roots: () => {
      // the definition as it is now, since the file may have changed since the server started
      const def = definition();
      const given = def ? roots(def) : [];
      const current = session();
      if (current) current.rootsGiven = JSON.stringify(given);
      return given;
    },
  };
}

/**
 * Sends `notifications/roots/list_changed` to each running server whose roots are not the ones it was last given
 * (it asks again); resolves with the ids of the servers told, once they were.
 */
export async function tellRootsChanged(
  sessions: Iterable<[string, Runtime]>,
  definition: (serverId: string) => ServerDefinition | undefined,
  roots: RootsOf | undefined,
): Promise<string[]> {
  if (!roots) return [];
  const told: string[] = [];
  await Promise.all(
    [...sessions].map(async ([id, r]) => {
      const def = definition(id);
      if (!def || r.rootsGiven === undefined || r.connection.state.status !== 'running') return;
      if (JSON.stringify(roots(def)) === r.rootsGiven) return;
      told.push(id);
      await r.connection.rootsChanged();
    }),
  );
  return told;
}
