import { CommandLookup } from '../env/commandLookup';

/**
 * The language server's PATH lookup, used the way a one-shot run needs it: the engine asks (and gets "unknown" while a
 * lookup runs), the CLI awaits every lookup started, then lints those documents again with the answers known.
 */
export class PathCommands {
  private readonly started = new Set<Promise<boolean>>();
  private readonly lookup: CommandLookup;
  private unknown = 0;

  constructor(env: NodeJS.ProcessEnv) {
    this.lookup = new CommandLookup({ env });
  }

  commandExists(command: string): boolean | undefined {
    const known = this.lookup.commandExists(command);
    if (known === undefined) {
      this.unknown++;
      // for a command it can judge, commandExists has just started a lookup (or one runs) and lookup() hands back
      // that promise; for one it cannot (variables, relative paths) the answer stays unknown: a wasted lookup only
      this.started.add(this.lookup.lookup(command));
    }
    return known;
  }

  /** How many times the answer was "unknown" so far: a lint during which it grew should run again after settle(). */
  unknownAnswers(): number {
    return this.unknown;
  }

  /** Waits for every lookup started so far. */
  async settle(): Promise<void> {
    const all = [...this.started];
    this.started.clear();
    await Promise.all(all);
  }
}
