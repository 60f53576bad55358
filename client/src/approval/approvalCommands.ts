import * as vscode from 'vscode';
import type { ServersModel } from '../model/serversModel';
import type { Approvals, ServerRef } from './approvals';

/** Where the approval commands find servers: the ones configured now, and the server a tree item or argument names. */
export interface ServerSource {
  servers(): readonly ServerRef[];
  fromArgument(arg: unknown): ServerRef | undefined;
}

/** The model's servers; a tree node, `{ serverId }` or an id string names one. */
export function modelServers(model: ServersModel): ServerSource {
  const ref = (id: string): ServerRef | undefined => {
    const def = model.definition(id);
    return def && { id: def.id, name: def.name };
  };
  return {
    servers: () => model.servers().map((d) => ({ id: d.id, name: d.name })),
    fromArgument: (arg) => {
      if (typeof arg === 'string') return ref(arg);
      const id = arg !== null && typeof arg === 'object' ? (arg as { serverId?: unknown }).serverId : undefined;
      return typeof id === 'string' ? ref(id) : undefined;
    },
  };
}

async function pick(servers: readonly ServerRef[], placeHolder: string, empty: string): Promise<ServerRef | undefined> {
  if (!servers.length) {
    void vscode.window.showInformationMessage(empty);
    return undefined;
  }
  const items = servers.map((server) => ({ label: server.name, description: server.id, server }));
  return (await vscode.window.showQuickPick(items, { placeHolder, matchOnDescription: true }))?.server;
}

/** "MCP Lens: Trust Server": explicit, per server, remembered in this workspace. */
export async function trustServerCommand(approvals: Approvals, source: ServerSource, arg?: unknown): Promise<void> {
  const server =
    source.fromArgument(arg) ??
    (await pick(
      source.servers().filter((s) => !approvals.isTrusted(s.id)),
      'Trust which server? Its read-only tools may then run without asking; destructive tools still ask.',
      'MCP Lens: every configured server is already trusted.',
    ));
  if (!server) return;
  await approvals.setTrusted(server, true);
  void vscode.window.showInformationMessage(
    `MCP Lens: "${server.name}" is trusted in this workspace. "MCP Lens: Untrust Server" revokes it.`,
  );
}

export async function untrustServerCommand(approvals: Approvals, source: ServerSource, arg?: unknown): Promise<void> {
  const server =
    source.fromArgument(arg) ??
    (await pick(
      source.servers().filter((s) => approvals.isTrusted(s.id)),
      'Stop trusting which server? Every call of its tools will ask again.',
      'MCP Lens: no server is trusted in this workspace.',
    ));
  if (!server) return;
  await approvals.setTrusted(server, false);
  void vscode.window.showInformationMessage(
    `MCP Lens: "${server.name}" is no longer trusted; every call of its tools asks.`,
  );
}

/** "MCP Lens: Reset Approvals and Pins": forgets trust, pinned definitions and this session's allowances. */
export async function resetApprovalsCommand(approvals: Approvals): Promise<void> {
  const reset = 'Reset';
  const answer = await vscode.window.showWarningMessage(
    'Forget every trusted server, pinned tool definition and "allow for this session" of this workspace?',
    { modal: true, detail: 'Every tool call will ask again, as for servers never seen before.' },
    reset,
  );
  if (answer !== reset) return;
  await approvals.reset();
  void vscode.window.showInformationMessage('MCP Lens: approvals, trust and pins were reset.');
}
