import { constants } from 'node:fs';
import { access, stat } from 'node:fs/promises';
import { join, posix, resolve, win32 } from 'node:path';

export interface CommandLookupOptions {
  /** Environment holding PATH (and PATHEXT on Windows); defaults to this process's. */
  readonly env?: NodeJS.ProcessEnv;
  /** Platform whose rules apply; defaults to this process's. */
  readonly platform?: NodeJS.Platform;
  /** Directory that relative command paths (`./bin/server`) resolve against; without it they stay unknown. */
  readonly cwd?: string;
  /** Called once for each command whose lookup finished, so callers can re-check what depended on it. */
  readonly onDidResolve?: (command: string, found: boolean) => void;
  /** Answers kept (least recently used dropped first); default 300. */
  readonly maxEntries?: number;
  /** How long a "not found" stays believed (a command installed later is then found); default 30 s. */
  readonly notFoundTtlMs?: number;
  readonly now?: () => number;
}

interface Answer {
  readonly found: boolean;
  readonly at: number;
}

/**
 * Finds commands on PATH without blocking: `commandExists` answers from a cache (undefined while unknown) and starts a
 * lookup for a new command, reported by `onDidResolve`. Commands holding variables or a leading `~` are not looked up.
 */
export class CommandLookup {
  /** In order of last use: the first key is the least recently used. */
  private readonly known = new Map<string, Answer>();
  private readonly pending = new Map<string, Promise<boolean>>();
  private readonly platform: NodeJS.Platform;
  private readonly env: NodeJS.ProcessEnv;

  constructor(private readonly options: CommandLookupOptions = {}) {
    this.platform = options.platform ?? process.platform;
    this.env = options.env ?? process.env;
  }

  /** true / false when known; undefined when the command cannot be judged or its lookup is still running. */
  commandExists(command: string): boolean | undefined {
    if (!isLookupable(command) || (isRelativePath(command, this.platform) && !this.options.cwd)) return undefined;
    const hit = this.answer(command);
    if (hit !== undefined) return hit;
    void this.lookup(command);
    return undefined;
  }

  /** Looks the command up (once; later calls share the answer). Never rejects. */
  lookup(command: string): Promise<boolean> {
    const hit = this.answer(command);
    if (hit !== undefined) return Promise.resolve(hit);
    const running = this.pending.get(command);
    if (running) return running;
    const p = this.find(command)
      .catch(() => false)
      .then((found) => {
        this.pending.delete(command);
        this.remember(command, found);
        this.options.onDidResolve?.(command, found);
        return found;
      });
    this.pending.set(command, p);
    return p;
  }

  /** Forgets every answer (e.g. after PATH changed). */
  clear(): void {
    this.known.clear();
  }

  /** How many answers are kept. */
  get size(): number {
    return this.known.size;
  }

  /** A kept answer that still holds (a "not found" expires), marked as just used. */
  private answer(command: string): boolean | undefined {
    const hit = this.known.get(command);
    if (!hit) return undefined;
    this.known.delete(command);
    if (!hit.found && this.now() - hit.at >= (this.options.notFoundTtlMs ?? 30_000)) return undefined;
    this.known.set(command, hit);
    return hit.found;
  }

  private remember(command: string, found: boolean): void {
    this.known.delete(command);
    this.known.set(command, { found, at: this.now() });
    const max = Math.max(1, this.options.maxEntries ?? 300);
    while (this.known.size > max) this.known.delete(this.known.keys().next().value!);
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  private async find(command: string): Promise<boolean> {
    const win = this.platform === 'win32';
    // the platform's rules decide what a command means; the host's path functions reach the file system
    if ((win ? win32 : posix).isAbsolute(command)) return this.isExecutable(command);
    if (isRelativePath(command, this.platform)) {
      return this.options.cwd ? this.isExecutable(resolve(this.options.cwd, command)) : false;
    }
    const dirs = (pathVariable(this.env, win) ?? '').split(win ? ';' : ':').filter(Boolean);
    for (const dir of dirs) {
      if (await this.isExecutable(join(stripQuotes(dir), command))) return true;
    }
    return false;
  }

  private async isExecutable(file: string): Promise<boolean> {
    if (this.platform !== 'win32') return isExecutableFile(file);
    // Windows runs `node` as node.exe/.cmd/…: try the name as given when it has an extension, then each PATHEXT
    const exts = (pathExtVariable(this.env) ?? '.COM;.EXE;.BAT;.CMD').split(';').filter(Boolean);
    const hasExt = /\.[^\\/.]+$/.test(file);
    const candidates = hasExt ? [file, ...exts.map((e) => file + e)] : exts.map((e) => file + e);
    for (const c of candidates) if (await isFile(c)) return true;
    return false;
  }
}

/** Whether a command can be judged at all: not empty, no `${…}` variables, no `~` (no client expands it). */
function isLookupable(command: string): boolean {
  const c = command.trim();
  return c.length > 0 && !c.includes('${') && !c.startsWith('~') && !c.startsWith('$') && c === command;
}

function isRelativePath(command: string, platform: NodeJS.Platform): boolean {
  const win = platform === 'win32';
  const absolute = win ? win32.isAbsolute(command) : posix.isAbsolute(command);
  return !absolute && (command.includes('/') || (win && command.includes('\\')));
}

function pathVariable(env: NodeJS.ProcessEnv, win: boolean): string | undefined {
  if (!win) return env.PATH;
  const key = Object.keys(env).find((k) => k.toUpperCase() === 'PATH');
  return key ? env[key] : undefined;
}

function pathExtVariable(env: NodeJS.ProcessEnv): string | undefined {
  const key = Object.keys(env).find((k) => k.toUpperCase() === 'PATHEXT');
  return key ? env[key] : undefined;
}

function stripQuotes(dir: string): string {
  return dir.length > 1 && dir.startsWith('"') && dir.endsWith('"') ? dir.slice(1, -1) : dir;
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

async function isExecutableFile(file: string): Promise<boolean> {
  if (!(await isFile(file))) return false;
  try {
    await access(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
