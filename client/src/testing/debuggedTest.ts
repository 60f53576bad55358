// The Debug profile's part of a saved test's run: the debugger follows the run's server, and the steps wait until VS
// Code's debugger has attached to it (or ATTACH_WAIT_MS after the server runs). The attach is looked for from when the
// connection is watched, before the server starts: Node announces its inspector as its process starts, so VS Code can
// attach while `start` still waits for initialize and the catalog, and a later look would miss it. No `vscode` import.
import type { ServerDefinition } from '../../../common/config/configSource';
import type { ServerConnection } from '../../../common/mcp/serverConnection';
import type { ServerDebugging } from '../model/debug/serverDebugging';

/** How long a debug run waits, once its server runs, for the debugger to attach before it runs the steps anyway. */
export const ATTACH_WAIT_MS = 20_000;

interface Subscription {
  dispose(): unknown;
}

export interface DebuggedTestDeps {
  readonly debugging: Pick<ServerDebugging, 'stderrLine' | 'stateChanged'>;
  /** Calls back with the server id (`mcpLensServerId`) of each debug session VS Code starts. */
  readonly onDidStartSession: (listener: (serverId: unknown) => void) => Subscription;
  readonly attachWaitMs?: number;
}

export interface DebuggedTest {
  /** Follows the connection for the debugger, and looks for its attach from now on; disposing ends both. */
  readonly watch: (connection: ServerConnection) => Subscription;
  /** Resolves once the debugger has attached to the watched server (perhaps as it started), or after the wait. */
  readonly started: () => Promise<void>;
}

/** The watch and the wait of one run of `def` (the definition debugged, whose id the debug sessions carry). */
export function debuggedTest(def: ServerDefinition, deps: DebuggedTestDeps): DebuggedTest {
  let waiter: AttachWaiter | undefined;
  return {
    watch: (connection) => {
      waiter = attachWaiter(def.id, deps.onDidStartSession);
      const subscriptions: Subscription[] = [
        waiter,
        connection.onStderrLine((line) => deps.debugging.stderrLine(def, line)),
        connection.onDidChangeState((state) => deps.debugging.stateChanged(def, state)),
      ];
      return { dispose: () => subscriptions.forEach((s) => s.dispose()) };
    },
    started: () => waiter?.attached(deps.attachWaitMs ?? ATTACH_WAIT_MS) ?? Promise.resolve(),
  };
}

interface AttachWaiter {
  /** Resolves once the debugger attached (perhaps already), or `waitMs` from now without it. */
  attached(waitMs: number): Promise<void>;
  dispose(): void;
}

/** Listens for a debug session of `serverId` from now on; disposing ends the wait. */
function attachWaiter(serverId: string, onDidStartSession: DebuggedTestDeps['onDidStartSession']): AttachWaiter {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let finish: () => void = () => undefined;
  const done = new Promise<void>((resolve) => {
    const listener = onDidStartSession((id) => {
      if (id === serverId) finish();
    });
    finish = () => {
      clearTimeout(timer);
      listener.dispose();
      resolve();
    };
  });
  return {
    attached: (waitMs) => {
      timer ??= setTimeout(() => finish(), waitMs);
      timer.unref?.(); // a wait for a debugger keeps no process alive
      return done;
    },
    dispose: () => finish(),
  };
}
