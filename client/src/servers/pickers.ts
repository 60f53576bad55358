import * as vscode from 'vscode';
import { toolDisplayName } from '../../../common/formats/toolBehaviour';
import type { CatalogList, JsonObject } from '../../../common/mcp/types';
import type { ServerDefinition } from '../../../common/config/configSource';
import type { ServersModel } from '../model/serversModel';
import { toolBadges } from './catalogItemRows';
import { firstLine } from './row';
import { countsText, serverStatus } from './serverStatus';

export type ServerFilter = 'startable' | 'running' | 'active' | 'any';

const STATUS_TEXT: Record<string, string> = {
  stopped: 'stopped',
  starting: 'starting…',
  running: 'running',
  error: 'error',
  blocked: 'Restricted Mode',
  invalid: 'cannot start',
};

function matches(filter: ServerFilter, status: string): boolean {
  switch (filter) {
    case 'startable':
      return status === 'stopped' || status === 'error' || status === 'blocked' || status === 'invalid';
    case 'running':
      return status === 'running';
    case 'active':
      return status === 'running' || status === 'starting';
    case 'any':
      return true;
  }
}

/** Asks which server, among those the filter admits; undefined when there is none or the user dismisses. */
export async function pickServer(
  model: ServersModel,
  filter: ServerFilter,
  placeHolder: string,
  none: string,
  accept: (def: ServerDefinition) => boolean = () => true,
): Promise<ServerDefinition | undefined> {
  const defs = model.servers().filter((d) => matches(filter, serverStatus(d, model)) && accept(d));
  if (!defs.length) {
    void vscode.window.showInformationMessage(`MCP Lens: ${none}`);
    return undefined;
  }
  if (defs.length === 1 && filter !== 'startable') return defs[0];
  const picked = await vscode.window.showQuickPick(
    defs.map((def) => {
      const state = model.state(def.id);
      const status = serverStatus(def, model);
      return {
        label: def.name,
        description: `${def.config.transport ?? '?'} · ${STATUS_TEXT[status] ?? status}${state.status === 'running' ? ` · ${countsText(state.counts)}` : ''}`,
        detail: `${def.location.client}: ${def.location.path}`,
        def,
      };
    }),
    { placeHolder, matchOnDescription: true, matchOnDetail: true },
  );
  return picked?.def;
}

export interface PickedItem {
  readonly serverId: string;
  readonly list: CatalogList;
  readonly item: JsonObject;
}

/** Asks which tool/resource/template/prompt among every running server's lists. */
export async function pickItem(
  model: ServersModel,
  lists: readonly CatalogList[],
  placeHolder: string,
  none: string,
): Promise<PickedItem | undefined> {
  const entries: (vscode.QuickPickItem & { target?: PickedItem })[] = [];
  for (const def of model.servers()) {
    const catalog = model.catalog(def.id);
    if (model.state(def.id).status !== 'running' || !catalog) continue;
    const rows: (vscode.QuickPickItem & { target?: PickedItem })[] = [];
    for (const list of lists) {
      for (const item of catalog[list] ?? []) {
        rows.push({ ...describe(list, item), target: { serverId: def.id, list, item } });
      }
    }
    if (rows.length) entries.push({ label: def.name, kind: vscode.QuickPickItemKind.Separator }, ...rows);
  }
  if (!entries.length) {
    void vscode.window.showInformationMessage(`MCP Lens: ${none}`);
    return undefined;
  }
  const choice = await vscode.window.showQuickPick(entries, {
    placeHolder,
    matchOnDescription: true,
    matchOnDetail: true,
  });
  return choice?.target;
}

function describe(list: CatalogList, item: JsonObject): vscode.QuickPickItem {
  const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
  const detail = text(item.description) ? firstLine(text(item.description)!) : undefined;
  switch (list) {
    case 'tools':
      return {
        label: toolDisplayName(item).name || String(item.name),
        description: `${String(item.name)} · ${toolBadges(item)}`,
        detail,
      };
    case 'resources':
      return { label: text(item.title) ?? text(item.name) ?? String(item.uri), description: String(item.uri), detail };
    case 'resourceTemplates':
      return {
        label: text(item.title) ?? text(item.name) ?? String(item.uriTemplate),
        description: `template · ${String(item.uriTemplate)}`,
        detail,
      };
    case 'prompts':
      return { label: text(item.title) ?? String(item.name), description: String(item.name), detail };
  }
}
