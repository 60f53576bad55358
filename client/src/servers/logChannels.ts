import * as vscode from 'vscode';
import type { Logger } from '../../../common/mcp/types';
import type { ServerDefinition } from '../../../common/config/configSource';

/** One log output channel per server ("MCP Lens: <name>"), created when the server first logs. */
export class LogChannels implements vscode.Disposable {
  private readonly channels = new Map<string, vscode.LogOutputChannel>();

  /** A Logger (for the connection layer) writing to this server's channel. */
  loggerFor(def: ServerDefinition): Logger {
    const channel = () => this.channel(def);
    return {
      trace: (m) => channel().trace(m),
      debug: (m) => channel().debug(m),
      info: (m) => channel().info(m),
      warn: (m) => channel().warn(m),
      error: (m) => channel().error(m),
      traceEnabled: () => channel().logLevel === vscode.LogLevel.Trace,
    };
  }

  channel(def: ServerDefinition): vscode.LogOutputChannel {
    let c = this.channels.get(def.id);
    if (!c) {
      const sameName = [...this.channels.values()].some((x) => x.name === `MCP Lens: ${def.name}`);
      c = vscode.window.createOutputChannel(
        sameName ? `MCP Lens: ${def.name} (${def.location.client})` : `MCP Lens: ${def.name}`,
        { log: true },
      );
      this.channels.set(def.id, c);
    }
    return c;
  }

  show(def: ServerDefinition): void {
    this.channel(def).show(true);
  }

  dispose(): void {
    for (const c of this.channels.values()) c.dispose();
    this.channels.clear();
  }
}
