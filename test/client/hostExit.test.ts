// Each server leads its own process group, so it outlives an extension host that exits mid-stop; the servers still
// running get SIGTERM as the host exits. The host here is this file again, run as a child in driver mode.
import { strict as assert } from 'node:assert';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { processAlive, runningGroupPids } from '../../common/mcp/processTree';
import { StdioTransport } from '../../common/mcp/stdioTransport';
import { SILENT_LOGGER } from '../../common/mcp/types';
import { FIXTURES } from './fixtures';

const DRIVER = 'MCP_LENS_HOST_EXIT_DRIVER';
type Mode = 'running' | 'mid-stop';

const staysAfterStdin = (stopGraceMs: number) =>
  new StdioTransport(
    {
      command: process.execPath,
      args: [join(FIXTURES, 'staysAfterStdin.mjs')],
      env: { ...process.env } as Record<string, string>,
      stopGraceMs,
    },
    SILENT_LOGGER,
  );

/** The host: starts the server, prints its pid, then exits with it running or with its stop begun (stdin closed). */
async function drive(mode: Mode): Promise<void> {
  const server = staysAfterStdin(60_000);
  await server.start();
  process.stdout.write(`${server.pid}\n`);
  if (mode === 'mid-stop') void server.close();
  // the stop has begun (stdin closed, the grace running) when the host goes
  setTimeout(() => process.exit(0), 300);
}

async function hostExits(mode: Mode): Promise<number[]> {
  const host = spawn(process.execPath, [__filename], {
    env: { ...process.env, [DRIVER]: mode },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  host.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  const [code] = (await once(host, 'exit')) as [number | null];
  assert.equal(code, 0, 'the host exited normally');
  return out.split('\n').filter(Boolean).map(Number);
}

/** Until the process is gone (it is no child of ours: nothing to wait on but its entry in /proc). */
async function gone(pid: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (processAlive(pid)) {
    assert.ok(Date.now() < deadline, `server ${pid} outlived its host`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A server this test failed to see go is not left behind. */
function killLeft(pid: number): void {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // gone, as it should be
  }
}

if (process.env[DRIVER]) {
  void drive(process.env[DRIVER] as Mode);
} else {
  describe('servers whose host exits', { timeout: 60_000 }, () => {
    it('a server that stays up when its stdin closes ends with its host, running or mid-stop', async () => {
      for (const mode of ['running', 'mid-stop'] as const) {
        const pids = await hostExits(mode);
        assert.equal(pids.length, 1, `${mode}: one server started`);
        try {
          await gone(pids[0]!);
        } finally {
          killLeft(pids[0]!);
        }
      }
    });

    it('a server is signalled on exit only while it runs: once stopped it is forgotten (its pid may be another process’s by then)', async () => {
      const server = staysAfterStdin(100);
      await server.start();
      const pid = server.pid!;
      try {
        assert.ok(runningGroupPids().includes(pid));
      } finally {
        await server.close();
      }
      assert.equal(processAlive(pid), false);
      assert.ok(!runningGroupPids().includes(pid));
    });
  });
}
