import { spawn } from 'node:child_process';
import { signalGroup } from '../../../../common/mcp/processTree';

export interface BuildResult {
  readonly ok: boolean;
  /** What the build printed (stdout and stderr interleaved), its tail when it printed a lot. */
  readonly output: string;
  readonly exitCode: number | null;
  /** Why it did not succeed, for people: "exited with code 2", "was cancelled". */
  readonly reason?: string;
}

const OUTPUT_LIMIT = 64 * 1024;

/**
 * Runs `dev.build` (a command line, through the shell, as npm scripts are) in the server's folder. Its process
 * group is ended when the signal aborts (a newer save) or the build outlasts `timeoutMs`.
 */
export function runBuild(
  command: string,
  cwd: string,
  env: NodeJS.ProcessEnv,
  options: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<BuildResult> {
  return new Promise((resolve) => {
    let output = '';
    const add = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.length > OUTPUT_LIMIT) output = output.slice(-OUTPUT_LIMIT);
    };
    let reason: string | undefined;
    const child = spawn(command, {
      cwd,
      env,
      shell: true,
      detached: process.platform !== 'win32',
      stdio: ['ignore', 'pipe', 'pipe'],
      windowsHide: true,
    });
    const end = (why: string) => {
      reason ??= why;
      if (child.pid) signalGroup(child.pid, 'SIGKILL');
    };
    const onAbort = () => end('was cancelled by a newer save');
    options.signal?.addEventListener('abort', onAbort, { once: true });
    const timer = options.timeoutMs
      ? setTimeout(
          () => end(`took longer than ${Math.round(options.timeoutMs! / 1000)} s and was stopped`),
          options.timeoutMs,
        )
      : undefined;
    child.stdout.on('data', add);
    child.stderr.on('data', add);
    child.once('error', (e) => {
      reason ??= `could not start: ${e.message}`;
    });
    child.once('close', (code, signal) => {
      if (timer) clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      // whatever the build left running in its group goes with it
      if (child.pid && process.platform !== 'win32') signalGroup(child.pid, 'SIGKILL');
      const ok = !reason && code === 0;
      resolve({
        ok,
        output: output.trimEnd(),
        exitCode: code,
        reason: ok ? undefined : (reason ?? (signal ? `was ended by ${signal}` : `exited with code ${code}`)),
      });
    });
  });
}
