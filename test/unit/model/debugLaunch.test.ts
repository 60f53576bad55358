import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import type { PlainServerConfig } from '../../../common/config/clientConfig';
import type { StdioLaunch } from '../../../common/mcp/types';
import {
  debugPlan,
  DebugRefused,
  debugTypeOf,
  inspectorPort,
  isLauncherInspector,
} from '../../../client/src/model/debug/debugLaunch';

const config = (command: string | undefined, debugType?: string): PlainServerConfig => ({
  name: 's',
  transport: 'stdio',
  command,
  args: [],
  env: {},
  headers: {},
  ...(debugType !== undefined ? { dev: { watch: [], debugType } } : {}),
});
const launch = (command: string, args: string[] = [], env: Record<string, string | null> = {}): StdioLaunch => ({
  transport: 'stdio',
  command,
  args,
  env,
  cwd: '/ws',
});

describe('debugTypeOf', () => {
  it('takes dev.debug.type when it names a debugger VS Code knows', () => {
    assert.equal(debugTypeOf(config('uv', 'debugpy')), 'debugpy');
    assert.equal(debugTypeOf(config('python', 'node')), 'node');
  });

  it('otherwise reads the command: node and the Node launchers, python', () => {
    for (const c of [
      'node',
      '/usr/local/bin/node',
      'node20',
      'C:\\node\\node.exe',
      'npx',
      'tsx',
      'ts-node',
      'pnpm',
      'yarn',
    ]) {
      assert.equal(debugTypeOf(config(c)), 'node', c);
    }
    for (const c of ['python', 'python3', 'python3.12', '/venv/bin/python', 'py']) {
      assert.equal(debugTypeOf(config(c)), 'debugpy', c);
    }
  });

  it('says nothing for commands it cannot place, or an unknown dev.debug.type', () => {
    for (const c of ['uv', 'docker', 'deno', 'bun', './server', undefined]) {
      assert.equal(debugTypeOf(config(c)), undefined, String(c));
    }
    assert.equal(debugTypeOf(config('uvx', 'python')), undefined);
  });
});

describe('debugPlan', () => {
  it('node: --inspect on a port the system picks, before the script, replacing an --inspect of the config', () => {
    const plan = debugPlan('s', launch('node', ['--inspect-brk=9229', 'dist/index.js', '--inspect']), 'node', 0);
    assert.deepEqual(plan.launch.args, ['--inspect=127.0.0.1:0', 'dist/index.js', '--inspect']);
    assert.equal(plan.launch.cwd, '/ws');
    assert.deepEqual(plan.launch.env, {});
  });

  it('a Node launcher gets the inspector through NODE_OPTIONS, after the options the config sets', () => {
    assert.deepEqual(debugPlan('s', launch('npx', ['tsx', 'src/index.ts']), 'node', 0).launch, {
      ...launch('npx', ['tsx', 'src/index.ts']),
      env: { NODE_OPTIONS: '--inspect=127.0.0.1:0' },
    });
    const kept = debugPlan(
      's',
      launch('tsx', ['src/index.ts'], { NODE_OPTIONS: '--max-old-space-size=512', A: 'b' }),
      'node',
      0,
    );
    assert.deepEqual(kept.launch.env, { NODE_OPTIONS: '--max-old-space-size=512 --inspect=127.0.0.1:0', A: 'b' });
    assert.deepEqual(debugPlan('s', launch('tsx', [], { NODE_OPTIONS: null }), 'node', 0).launch.env, {
      NODE_OPTIONS: '--inspect=127.0.0.1:0',
    });
  });

  it('python: -m debugpy --listen on the port given, before the script or module', () => {
    const plan = debugPlan('s', launch('python3', ['-m', 'weather', '--verbose']), 'debugpy', 5679);
    assert.equal(plan.type, 'debugpy');
    assert.deepEqual(plan.launch.args, ['-m', 'debugpy', '--listen', '127.0.0.1:5679', '-m', 'weather', '--verbose']);
    assert.equal(plan.type === 'debugpy' && plan.python, 'python3');
  });

  it('refuses debugpy for a command that is not python, and a server that already runs debugpy', () => {
    assert.throws(
      () => debugPlan('weather', launch('uv', ['run', 'server.py']), 'debugpy', 1),
      (e: Error) =>
        e instanceof DebugRefused && /weather starts "uv"/.test(e.message) && /"command": "python"/.test(e.message),
    );
    assert.throws(
      () => debugPlan('weather', launch('python', ['-m', 'debugpy', '--listen', '5678', 's.py']), 'debugpy', 1),
      /already starts under debugpy/,
    );
  });
});

describe('inspectorPort', () => {
  it("reads the port of Node's announcement", () => {
    assert.equal(
      inspectorPort('Debugger listening on ws://127.0.0.1:33169/11fc0734-5a11-4abe-b3d4-93cd39fa22e1'),
      33169,
    );
    assert.equal(inspectorPort('  Debugger listening on ws://[::1]:9229/abc \r'), 9229);
  });

  it('ignores every other line, and ports out of range', () => {
    for (const line of [
      'For help, see: https://nodejs.org/en/docs/inspector',
      'Debugger attached.',
      'log: Debugger listening on ws://127.0.0.1:9229/x',
      'Debugger listening on ws://127.0.0.1:0/x',
      'Debugger listening on ws://127.0.0.1:70000/x',
      'Debugger listening on ws://127.0.0.1/x',
    ]) {
      assert.equal(inspectorPort(line), undefined, line);
    }
  });
});

describe('isLauncherInspector', () => {
  it("knows the launchers' own processes by the script their inspector debugs", () => {
    for (const url of [
      'file:///usr/lib/node_modules/npm/bin/npm-cli.js',
      'file:///usr/lib/node_modules/npm/bin/npx-cli.js',
      'file:///C:/Program%20Files/nodejs/node_modules/npm/bin/npx-cli.js',
      'file:///home/a/.local/share/pnpm/global/5/node_modules/pnpm/bin/pnpm.cjs',
      'file:///usr/lib/node_modules/corepack/dist/corepack.js',
      'file:///ws/node_modules/yarn/bin/yarn.js',
      'file:///ws/node_modules/nodemon/bin/nodemon.js',
      'file:///ws/node_modules/tsx/dist/cli.mjs',
      'file:///ws/node_modules/tsx/dist/cli.cjs',
    ]) {
      assert.equal(isLauncherInspector([url]), true, url);
    }
  });

  it("leaves the server's own process: its script, ts-node (which runs the server in its process), or an inspector that names nothing", () => {
    for (const scripts of [
      ['file:///ws/dist/index.js'],
      ['file:///ws/node_modules/ts-node/dist/bin.js'],
      ['file:///ws/node_modules/@acme/mcp-server/dist/index.js'],
      ['file:///ws/node_modules/tsx/dist/loader.mjs'],
      ['file:///ws/src/npm/bin/npx-cli.js'],
      ['file://'],
      [],
      ['file:///usr/lib/node_modules/npm/bin/npx-cli.js', 'file:///ws/dist/index.js'],
    ]) {
      assert.equal(isLauncherInspector(scripts), false, JSON.stringify(scripts));
    }
  });
});
