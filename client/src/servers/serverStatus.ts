import type { ServerDefinition } from '../../../common/config/configSource';
import type { CatalogCounts, ConnectionState } from '../../../common/mcp/types';
import type { ServersModel } from '../model/serversModel';

/** The server's status as the tree shows it, including the cases where it cannot start. */
export function serverStatus(
  def: ServerDefinition,
  model: ServersModel,
): 'blocked' | 'invalid' | ConnectionState['status'] {
  const state = model.state(def.id);
  if (state.status !== 'stopped' && state.status !== 'error') return state.status;
  if (def.problem) return 'invalid';
  if (model.startBlocker(def.id)) return 'blocked';
  return state.status;
}

export function countsText(counts: CatalogCounts): string {
  const part = (n: number | undefined, one: string, many: string) =>
    n === undefined ? undefined : `${n} ${n === 1 ? one : many}`;
  const parts = [
    part(counts.tools, 'tool', 'tools'),
    part(counts.resources, 'resource', 'resources'),
    part(counts.resourceTemplates, 'template', 'templates'),
    part(counts.prompts, 'prompt', 'prompts'),
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : 'offers nothing';
}
