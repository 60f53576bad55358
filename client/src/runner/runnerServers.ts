// The servers as the runner's server bar lists them: each one's status, a line of detail, and what it declares.
import type { ServersModel } from '../model/serversModel';
import type { RunnerServer } from '../protocol/runnerViews';
import { countsText, serverStatus } from '../servers/serverStatus';

export function runnerServers(model: ServersModel, isTrusted: (serverId: string) => boolean): RunnerServer[] {
  return model.servers().map((def) => {
    const status = serverStatus(def, model);
    const state = model.state(def.id);
    let detail: string = status;
    if (state.status === 'running') {
      const era = state.protocolVersion ? ` · ${model.eras.label(def.id, state.protocolVersion)}` : '';
      detail = `running · ${countsText(state.counts)}${era}`;
    } else if (state.status === 'error') detail = state.needsSignIn ? state.message : `error: ${state.message}`;
    else if (status === 'blocked') detail = model.startBlocker(def.id) ?? 'cannot start';
    else if (status === 'invalid') detail = `cannot start: ${def.problem}`;
    const declares = state.status === 'running' ? model.declares(def.id) : undefined;
    const level = model.logLevel(def.id);
    return {
      id: def.id,
      name: def.name,
      status,
      detail,
      trusted: isTrusted(def.id),
      ...(declares?.completions ? { completions: true } : {}),
      ...(declares?.logging ? { logging: level ? { level } : {} } : {}),
      ...(state.status === 'error' && state.needsSignIn ? { signIn: true } : {}),
    };
  });
}
