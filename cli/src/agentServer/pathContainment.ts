/**
 * The folders the agent server's tools may use: its working folder, those given with `--root`, and the client's roots.
 * Paths are compared by their real paths, so that `..` and symbolic links leading outside are refused too.
 */
import { existsSync, realpathSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { relativeInside } from '../relativePath';

/** A path the tools may not touch, or one that does not exist: the tool answers with this message as its error. */
export class PathRefusedError extends Error {}

export class FolderBounds {
  private readonly fixed: readonly string[];
  /** The same folders as given, before links are resolved: a path lexically inside them is not "outside" as named. */
  private readonly given: readonly string[];
  private fromClient: readonly string[] = [];

  /** `cwd` and `roots` must exist: they are what the user started the server with. */
  constructor(
    readonly cwd: string,
    roots: readonly string[],
  ) {
    this.given = unique([cwd, ...roots].map((r) => resolve(cwd, r)));
    this.fixed = unique(this.given.map((r) => realpathSync(r)));
  }

  /** Every folder a path may be in, real paths, the working folder first. */
  get folders(): readonly string[] {
    return unique([...this.fixed, ...this.fromClient]);
  }

  /** The client's roots, leaving out those that are not `file:` URIs (folders of this machine) or do not exist. */
  setClientRoots(uris: readonly string[]): void {
    this.fromClient = uris.flatMap((uri) => {
      if (!uri.startsWith('file:')) return [];
      try {
        return [realpathSync(fileURLToPath(uri))];
      } catch {
        return [];
      }
    });
  }

  /**
   * The real path of a file or folder the agent named (relative to the working folder, or absolute), when it lies
   * inside one of the folders; otherwise PathRefusedError, saying why.
   */
  resolve(given: string): string {
    const absolute = resolve(this.cwd, given);
    let real: string;
    try {
      real = realpathSync(absolute);
    } catch {
      const outside = !this.isInside(absolute) && !within(this.given, absolute);
      if (outside) throw new PathRefusedError(this.outsideMessage(given));
      throw new PathRefusedError(`"${given}": no such file or folder (relative paths start at ${this.cwd}).`);
    }
    if (!this.isInside(real)) throw new PathRefusedError(this.outsideMessage(given, within(this.given, absolute)));
    return real;
  }

  /**
   * Where a file the agent names may be, whether or not it exists yet (a document it is drafting): the path with
   * its existing part resolved to a real path, when that lies inside the folders; otherwise PathRefusedError.
   */
  place(given: string): string {
    const absolute = resolve(this.cwd, given);
    let existing = absolute;
    while (!existsSync(existing) && dirname(existing) !== existing) existing = dirname(existing);
    const real = join(realpathSync(existing), relative(existing, absolute));
    if (!this.isInside(real)) throw new PathRefusedError(this.outsideMessage(given, within(this.given, absolute)));
    return real;
  }

  /** Whether a real path is one of the folders or inside one. */
  isInside(real: string): boolean {
    return within(this.folders, real);
  }

  private outsideMessage(given: string, throughLink = false): string {
    const how = throughLink ? ' (through a symbolic link)' : '';
    return (
      `"${given}" is outside the folders this server may use${how}: ${this.folders.join(', ')}. ` +
      `Name a file or folder inside them; relative paths start at ${this.cwd}.`
    );
  }
}

function within(folders: readonly string[], path: string): boolean {
  return folders.some((folder) => folder === path || relativeInside(folder, path) !== undefined);
}

function unique(paths: readonly string[]): string[] {
  return [...new Set(paths)];
}
