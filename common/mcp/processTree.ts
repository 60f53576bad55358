import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const isWindows = process.platform === 'win32';

/**
 * Servers are started as leaders of their own process group (POSIX), so that whatever they spawn
 * (`npx` → node, `uvx` → python, shells) is stopped with them. These helpers signal and inspect that group.
 */
export function signalGroup(pid: number, signal: NodeJS.Signals): void {
  if (isWindows) {
    if (signal === 'SIGKILL' || signal === 'SIGTERM') killTreeWindows(pid);
    return;
  }
  try {
    process.kill(-pid, signal);
  } catch {
    try {
      process.kill(pid, signal); // not a group leader (e.g. detached was refused): at least the process itself
    } catch {
      // already gone
    }
  }
}

/**
 * The process groups of the servers this process started and has not stopped. A server in its own group outlives us,
 * so if we exit before stopping them (a host shut down early), the exit handler sends each group SIGTERM.
 */
const runningGroups = new Set<number>();
let exitHandlerInstalled = false;

export function groupStarted(pid: number): void {
  runningGroups.add(pid);
  if (exitHandlerInstalled) return;
  exitHandlerInstalled = true;
  process.once('exit', signalRunningGroups);
}

export function groupStopped(pid: number): void {
  runningGroups.delete(pid);
}

/** The groups that would be signalled if this process exited now. */
export function runningGroupPids(): readonly number[] {
  return [...runningGroups];
}

/** The exit handler: SIGTERM to every group still running. */
function signalRunningGroups(): void {
  for (const pid of runningGroups) signalGroup(pid, 'SIGTERM');
  runningGroups.clear();
}

/** Whether any process of the group is still alive (zombies waiting to be reaped do not count). */
export function groupAlive(pid: number): boolean {
  if (isWindows) return processAlive(pid);
  if (process.platform === 'linux') return livingGroupMembers(pid).length > 0;
  try {
    process.kill(-pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether a process exists and is not a zombie. */
export function processAlive(pid: number): boolean {
  if (process.platform === 'linux') {
    const stat = procStat(pid);
    return !!stat && stat.state !== 'Z' && stat.state !== 'X';
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Living processes whose parent is `pid` (Linux only; empty elsewhere). */
export function childProcesses(pid: number): number[] {
  return scanProc()
    .filter((s) => s.ppid === pid && s.state !== 'Z' && s.state !== 'X')
    .map((s) => s.pid);
}

function livingGroupMembers(pgid: number): number[] {
  return scanProc()
    .filter((s) => s.pgrp === pgid && s.state !== 'Z' && s.state !== 'X')
    .map((s) => s.pid);
}

interface ProcStat {
  pid: number;
  state: string;
  ppid: number;
  pgrp: number;
}

function scanProc(): ProcStat[] {
  if (process.platform !== 'linux') return [];
  const out: ProcStat[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const s = procStat(Number(name));
    if (s) out.push(s);
  }
  return out;
}

function procStat(pid: number): ProcStat | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // the command name is in parentheses and may itself contain spaces or parentheses
    const rest = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { pid, state: rest[0] ?? '', ppid: Number(rest[1]), pgrp: Number(rest[2]) };
  } catch {
    return undefined;
  }
}

function killTreeWindows(pid: number): void {
  try {
    spawn('taskkill', ['/pid', String(pid), '/T', '/F'], { stdio: 'ignore', windowsHide: true }).on(
      'error',
      () => undefined,
    );
  } catch {
    // taskkill missing: nothing more we can do from here
  }
}
