import type { PlainServerConfig } from '../../../../common/config/clientConfig';
import type { StdioLaunch } from '../../../../common/mcp/types';

/** The debuggers a server can be started under: VS Code's JavaScript debugger and Python's debugpy. */
export type DebugType = 'node' | 'debugpy';

/** How a server is started for debugging, and how the debugger finds it. */
export type DebugPlan =
  | { readonly type: 'node'; readonly launch: StdioLaunch }
  | { readonly type: 'debugpy'; readonly launch: StdioLaunch; readonly port: number; readonly python: string };

/** Launchers that run Node.js programs: their Node processes take the inspector from NODE_OPTIONS. */
const NODE_LAUNCHERS = /^(npx|npm|pnpm|pnpx|yarn|tsx|ts-node|ts-node-esm|nodemon)(\.cmd|\.exe)?$/i;
const NODE = /^node[0-9]*(\.exe)?$/i;
const PYTHON = /^(python|python[0-9]+(\.[0-9]+)?|py)(\.exe)?$/i;

/** The file name of a command, whichever separator its path uses (a config may come from Windows). */
function commandName(command: string): string {
  return command.split(/[\\/]/).pop() ?? command;
}

/** Node's own options before the script, without the inspector options the config may already give. */
function withoutInspectOptions(args: readonly string[]): string[] {
  const script = args.findIndex((a) => !a.startsWith('-'));
  const options = script === -1 ? args : args.slice(0, script);
  return [
    ...options.filter((a) => !/^--inspect(-brk|-wait)?(=|$)/.test(a)),
    ...(script === -1 ? [] : args.slice(script)),
  ];
}

/** Node's own inspector on a port the system picks; each process announces it on stderr. */
const INSPECT = '--inspect=127.0.0.1:0';

export class DebugRefused extends Error {
  override readonly name = 'DebugRefused';
}

/**
 * The debugger for a server: `dev.debug.type` when the file names one VS Code knows, else what its command runs
 * (node and the Node launchers, python); undefined when neither tells.
 */
export function debugTypeOf(config: PlainServerConfig): DebugType | undefined {
  const named = config.dev?.debugType;
  if (named === 'node' || named === 'debugpy') return named;
  const command = commandName(config.command ?? '');
  if (NODE.test(command) || NODE_LAUNCHERS.test(command)) return 'node';
  if (PYTHON.test(command)) return 'debugpy';
  return undefined;
}

/**
 * The launch that runs the server under the debugger, or DebugRefused saying why not. Node gets `--inspect`, through
 * NODE_OPTIONS for a launcher such as npx; Python runs `python -m debugpy --listen` on the port the caller picked.
 */
export function debugPlan(name: string, launch: StdioLaunch, type: DebugType, port: number): DebugPlan {
  const command = commandName(launch.command);
  if (type === 'node') {
    if (NODE.test(command)) {
      return { type, launch: { ...launch, args: [INSPECT, ...withoutInspectOptions(launch.args)] } };
    }
    const existing = launch.env.NODE_OPTIONS ?? undefined;
    return {
      type,
      launch: { ...launch, env: { ...launch.env, NODE_OPTIONS: [existing, INSPECT].filter(Boolean).join(' ') } },
    };
  }
  if (!PYTHON.test(command)) {
    throw new DebugRefused(
      `${name} starts "${launch.command}": MCP Lens starts a server under debugpy when its command is python ` +
        '(e.g. "command": "python", "args": ["server.py"]), so that it can run "python -m debugpy --listen …" instead.',
    );
  }
  if (launch.args[0] === '-m' && launch.args[1] === 'debugpy') {
    throw new DebugRefused(
      `${name} already starts under debugpy ("-m debugpy" in its args): ` +
        'attach to it with a launch configuration of your own.',
    );
  }
  return {
    type,
    python: launch.command,
    port,
    launch: { ...launch, args: ['-m', 'debugpy', '--listen', `127.0.0.1:${port}`, ...launch.args] },
  };
}

/** The port of Node's "Debugger listening on ws://127.0.0.1:9229/…" line, or undefined for any other line. */
export function inspectorPort(line: string): number | undefined {
  const m = /^Debugger listening on ws:\/\/[^/\s]*:(\d{1,5})\//.exec(line.trim());
  const port = m ? Number(m[1]) : NaN;
  return port > 0 && port < 65536 ? port : undefined;
}

/**
 * The main scripts of the Node launchers (npm, npx, pnpm, yarn, corepack, nodemon, tsx) as the inspector names them:
 * NODE_OPTIONS makes them open inspectors too, though the server runs in a child. ts-node runs it in its own process.
 */
const LAUNCHER_SCRIPT =
  /\/node_modules\/(npm\/bin\/np[mx]-cli\.js|pnpm\/|yarn\/|corepack\/|nodemon\/|tsx\/dist\/cli\.[mc]?js)/i;

/** Whether an inspector that debugs these scripts (its `/json/list` URLs) belongs to a launcher, not to the server. */
export function isLauncherInspector(scripts: readonly string[]): boolean {
  return scripts.length > 0 && scripts.every((url) => LAUNCHER_SCRIPT.test(url.replace(/\\/g, '/')));
}
