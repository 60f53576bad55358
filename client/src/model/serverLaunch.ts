// The launch a start runs: the entry's references resolved, its `${input:…}` values asked for, and the secrets among
// them noted, so that every log line masks them.
import { secretsInHeaders, secretsInUrl } from '../../../common/mcp/redact';
import type { Logger, ServerLaunch } from '../../../common/mcp/types';
import type { ConfigSource, ServerDefinition } from '../../../common/config/configSource';
import { StartCancelled, type InputValues } from '../../../common/config/inputValues';
import { resolveLaunch } from '../../../common/config/launch';
import { DebugRefused } from './debug/debugLaunch';
import type { ServerDebugging } from './debug/serverDebugging';
import type { ServersModelDeps } from './serversModelDeps';

/** A start was refused before anything ran (Restricted Mode, an entry that cannot start); the message says why. */
export class StartRefused extends Error {
  override readonly name = 'StartRefused';
}

/** What resolving a launch takes besides the entry: the model's host, its inputs, its secrets and the server's log. */
export interface LaunchInputs {
  readonly deps: ServersModelDeps;
  readonly inputValues: InputValues;
  /** Where the secrets found are added: password inputs, and credentials in a URL or headers. */
  readonly secretValues: Set<string>;
  readonly logger: () => Logger;
}

/** The launch of a start, or undefined when the user dismissed an input's prompt (the start is abandoned quietly). */
export async function resolveServerLaunch(
  def: ServerDefinition,
  source: ConfigSource,
  inheritEnvironment: boolean,
  inputs: LaunchInputs,
): Promise<ServerLaunch | undefined> {
  const { deps, inputValues, secretValues } = inputs;
  try {
    const resolved = await resolveLaunch(
      def,
      {
        dialect: def.location.dialect,
        folder: def.location.folder,
        folders: deps.folders(),
        home: deps.userPlaces.home,
        env: deps.hostEnv ?? process.env,
        input: async (id) => {
          const value = await inputValues.value(source, id, def.name);
          if (source.inputs.some((i) => i.id === id && i.password)) secretValues.add(value);
          return value;
        },
      },
      { inheritEnvironment },
    );
    const launch = resolved.launch;
    // credentials in a URL or header are secrets too, input or not: the model's own lines mask them as well
    if (launch.transport !== 'stdio') {
      for (const secret of [...secretsInUrl(launch.url), ...secretsInHeaders(launch.headers)]) {
        secretValues.add(secret);
      }
    }
    if (resolved.unresolved.length) {
      inputs
        .logger()
        .warn(`Left as written (${def.location.client} does not expand them): ${resolved.unresolved.join(', ')}`);
    }
    return launch;
  } catch (e) {
    if (e instanceof StartCancelled) {
      inputs.logger().info(`Start cancelled: ${e.message}`);
      return undefined;
    }
    throw e;
  }
}

/** The launch under a debugger when the start wants one (Debug Server, or `dev.debug` in the config), else as it is. */
export async function debuggedLaunch(
  def: ServerDefinition,
  launch: ServerLaunch,
  debug: boolean | undefined,
  debugging: ServerDebugging,
): Promise<ServerLaunch> {
  if (launch.transport === 'stdio' && debugging.wanted(def, debug)) {
    try {
      return await debugging.prepare(def, launch);
    } catch (e) {
      throw e instanceof DebugRefused ? new StartRefused(e.message) : e;
    }
  }
  if (launch.transport !== 'stdio' && debug) {
    throw new StartRefused(
      `${def.name} is a remote server (${launch.transport}): Debug Server starts stdio servers under a debugger; debug a remote server where it runs.`,
    );
  }
  debugging.notDebugging(def.id);
  return launch;
}
