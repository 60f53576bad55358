import { spawn } from 'node:child_process';
import { get } from 'node:http';
import { createServer } from 'node:net';
import type { ServerDefinition } from '../../../../common/config/configSource';
import { Emitter } from '../../../../common/mcp/emitter';
import { serverEnvironment } from '../../../../common/mcp/environment';
import type { ConnectionState, StdioLaunch } from '../../../../common/mcp/types';
import {
  debugPlan,
  DebugRefused,
  debugTypeOf,
  inspectorPort,
  isLauncherInspector,
  type DebugPlan,
  type DebugType,
} from './debugLaunch';

/** A debugger to attach: the server's Node inspector (one per Node process it runs) or its debugpy listener. */
export interface DebugTarget {
  readonly serverId: string;
  readonly serverName: string;
  readonly type: DebugType;
  readonly port: number;
  /** The server's working directory (where the debugger resolves relative source paths). */
  readonly cwd?: string;
}

export interface ServerDebuggingDeps {
  /** The host's environment (what a server that inherits it starts with). */
  readonly env: NodeJS.ProcessEnv;
  /** Whether `python` can import debugpy (default: runs `python -c "import debugpy"`). */
  readonly hasDebugpy?: (python: string, cwd: string | undefined, env: NodeJS.ProcessEnv) => Promise<boolean>;
  readonly freePort?: () => Promise<number>;
  /** The scripts the Node inspector on `port` debugs (default: its `/json/list`); undefined when it does not say. */
  readonly inspectedScripts?: (port: number) => Promise<string[] | undefined>;
}

interface Running {
  readonly plan: DebugPlan;
  /** debugpy's target, announced once the server runs (it listens before the server's code starts). */
  announced: boolean;
}

/**
 * Which servers run under a debugger (asked by Debug Server or `dev.debug`, kept over restarts until a plain start),
 * and the debuggers to attach to them. Those sessions end when the server stops; the MCP session is left alone.
 */
export class ServerDebugging {
  private readonly targetEmitter = new Emitter<DebugTarget>();
  private readonly endedEmitter = new Emitter<string>();
  readonly onDidAnnounce = this.targetEmitter.event;
  /** The server's process is gone: its debug sessions have nothing left to debug. */
  readonly onDidEnd = this.endedEmitter.event;
  /** Servers the user started with Debug Server (true) or with a plain start (false) this session. */
  private readonly asked = new Map<string, boolean>();
  private readonly running = new Map<string, Running>();

  constructor(private readonly deps: ServerDebuggingDeps) {}

  /** Whether the next start of this server is under the debugger; `debug` is what this start asks, if anything. */
  wanted(def: ServerDefinition, debug: boolean | undefined): boolean {
    if (debug !== undefined) this.asked.set(def.id, debug);
    return this.asked.get(def.id) ?? def.config.dev?.debugType !== undefined;
  }

  /** Whether the server runs under the debugger now. */
  isDebugging(serverId: string): boolean {
    return this.running.has(serverId);
  }

  /** The launch that starts the server under its debugger; DebugRefused when it cannot be. */
  async prepare(def: ServerDefinition, launch: StdioLaunch): Promise<StdioLaunch> {
    const type = debugTypeOf(def.config);
    if (!type) {
      throw new DebugRefused(
        `MCP Lens cannot tell which debugger runs ${def.name} ("${launch.command}"): ` +
          'add "dev": { "debug": { "type": "node" } } (or "debugpy") to its entry, or start it with node or python.',
      );
    }
    const port = type === 'debugpy' ? await (this.deps.freePort ?? freePort)() : 0;
    const plan = debugPlan(def.name, launch, type, port);
    if (plan.type === 'debugpy') {
      // the environment the server itself gets (safe default set or the host's, envFile, env): a virtualenv counts
      const env = await serverEnvironment({
        env: launch.env,
        envFile: launch.envFile,
        inheritEnvironment: launch.inheritEnvironment,
        hostEnv: this.deps.env,
      });
      if (!(await (this.deps.hasDebugpy ?? hasDebugpy)(plan.python, launch.cwd, env))) {
        throw new DebugRefused(
          `debugpy is not installed for ${plan.python}, so ${def.name} cannot be started under the Python debugger. ` +
            `Install it with "${plan.python} -m pip install debugpy" (in the server's environment), then try again.`,
        );
      }
    }
    this.running.set(def.id, { plan, announced: false });
    return plan.launch;
  }

  /** A start that runs without the debugger: forget the last plan. */
  notDebugging(serverId: string): void {
    if (this.running.delete(serverId)) this.endedEmitter.fire(serverId);
  }

  stderrLine(def: ServerDefinition, line: string): void {
    const r = this.running.get(def.id);
    const port = r?.plan.type === 'node' ? inspectorPort(line) : undefined;
    if (r && port) void this.announceNode(def, r, port);
  }

  stateChanged(def: ServerDefinition, state: ConnectionState): void {
    const r = this.running.get(def.id);
    if (!r) return;
    if (state.status === 'running' && r.plan.type === 'debugpy' && !r.announced) {
      r.announced = true;
      this.targetEmitter.fire({
        serverId: def.id,
        serverName: def.name,
        type: 'debugpy',
        port: r.plan.port,
        cwd: r.plan.launch.cwd,
      });
    }
    if (state.status === 'stopped' || state.status === 'error') {
      r.announced = false;
      this.endedEmitter.fire(def.id);
    }
  }

  dispose(): void {
    this.targetEmitter.dispose();
    this.endedEmitter.dispose();
  }

  /**
   * Announces a Node inspector of the server unless it is a launcher's own (npx, tsx…), which would only debug the
   * launcher. An inspector that does not say what it debugs is announced.
   */
  private async announceNode(def: ServerDefinition, r: Running, port: number): Promise<void> {
    const scripts = await (this.deps.inspectedScripts ?? inspectedScripts)(port).catch(() => undefined);
    // the server stopped or started again meanwhile: this inspector is gone
    if (this.running.get(def.id) !== r) return;
    if (scripts && isLauncherInspector(scripts)) return;
    this.targetEmitter.fire({ serverId: def.id, serverName: def.name, type: 'node', port, cwd: r.plan.launch.cwd });
  }
}

/**
 * A port nothing listens on now, since debugpy must be given one. Another process may take it before debugpy does,
 * and then the start fails visibly.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

const INSPECTOR_TIMEOUT_MS = 2_000;

/** The `url` of each target Node's inspector on 127.0.0.1:`port` lists; undefined when it does not answer in time. */
export function inspectedScripts(port: number): Promise<string[] | undefined> {
  return new Promise((resolve) => {
    const request = get(
      { host: '127.0.0.1', port, path: '/json/list', timeout: INSPECTOR_TIMEOUT_MS, agent: false },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => {
          try {
            const targets: unknown = JSON.parse(body);
            resolve(
              Array.isArray(targets) ? targets.map((t) => String((t as { url?: unknown })?.url ?? '')) : undefined,
            );
          } catch {
            resolve(undefined);
          }
        });
        response.on('error', () => resolve(undefined));
      },
    );
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(undefined));
  });
}

const CHECK_TIMEOUT_MS = 15_000;

/** Whether this python imports debugpy (in the server's working directory and environment: a virtualenv counts). */
export function hasDebugpy(python: string, cwd: string | undefined, env: NodeJS.ProcessEnv): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(python, ['-c', 'import debugpy'], {
      cwd,
      env,
      stdio: 'ignore',
      windowsHide: true,
      timeout: CHECK_TIMEOUT_MS,
    });
    child.once('error', () => resolve(false));
    child.once('exit', (code) => resolve(code === 0));
  });
}
