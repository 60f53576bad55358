import * as vscode from 'vscode';
import type { DebugTarget } from '../model/debug/serverDebugging';
import type { ServersModel } from '../model/serversModel';

/** The key of our debug configurations that names the server, so its sessions can be found again. */
const SERVER_KEY = 'mcpLensServerId';

/** What VS Code needs to attach its debugger to a target. */
export function attachConfiguration(target: DebugTarget): vscode.DebugConfiguration {
  const name = `${target.serverName} (MCP server)`;
  const base = { name, request: 'attach', [SERVER_KEY]: target.serverId };
  if (target.type === 'node') {
    return {
      ...base,
      type: 'node',
      address: '127.0.0.1',
      port: target.port,
      skipFiles: ['<node_internals>/**'],
      ...(target.cwd ? { cwd: target.cwd } : {}),
    };
  }
  return {
    ...base,
    type: 'debugpy',
    connect: { host: '127.0.0.1', port: target.port },
    ...(target.cwd ? { cwd: target.cwd } : {}),
  };
}

const DEBUGGER_NAMES = {
  node: 'JavaScript debugger',
  debugpy: 'Python debugger (the Python Debugger extension, ms-python.debugpy)',
};

/**
 * Attaches VS Code's debugger to each target a server under Debug Server announces, and ends those sessions when
 * the server's process is gone (a restart attaches anew). Ending a debug session leaves the server running.
 */
export class DebugAttach implements vscode.Disposable {
  private readonly sessions = new Map<string, Set<vscode.DebugSession>>();
  private readonly subscriptions: { dispose(): unknown }[] = [];

  constructor(private readonly model: ServersModel) {
    this.subscriptions.push(
      model.debugging.onDidAnnounce((t) => void this.attach(t)),
      model.debugging.onDidEnd((id) => this.end(id)),
      vscode.debug.onDidStartDebugSession((s) => {
        const id = s.configuration[SERVER_KEY];
        if (typeof id !== 'string') return;
        const set = this.sessions.get(id) ?? new Set();
        set.add(s);
        this.sessions.set(id, set);
      }),
      vscode.debug.onDidTerminateDebugSession((s) => {
        for (const set of this.sessions.values()) set.delete(s);
      }),
    );
  }

  dispose(): void {
    for (const s of this.subscriptions.splice(0)) s.dispose();
  }

  private async attach(target: DebugTarget): Promise<void> {
    const folder = target.cwd ? vscode.workspace.getWorkspaceFolder(vscode.Uri.file(target.cwd)) : undefined;
    const log = this.model.loggerFor(target.serverId);
    log?.info(`Attaching the ${target.type === 'node' ? 'JavaScript' : 'Python'} debugger on port ${target.port}`);
    let started = false;
    try {
      started = await vscode.debug.startDebugging(folder, attachConfiguration(target), {
        suppressSaveBeforeStart: true,
      });
    } catch (e) {
      log?.error(`The debugger did not attach: ${e instanceof Error ? e.message : String(e)}`);
    }
    if (!started) {
      void vscode.window.showWarningMessage(
        `MCP Lens: VS Code could not attach the ${DEBUGGER_NAMES[target.type]} to ${target.serverName} on port ${target.port}; the server runs without it.`,
      );
    }
  }

  private end(serverId: string): void {
    const set = this.sessions.get(serverId);
    if (!set) return;
    this.sessions.delete(serverId);
    for (const s of set) void vscode.debug.stopDebugging(s).then(undefined, () => undefined);
  }
}
