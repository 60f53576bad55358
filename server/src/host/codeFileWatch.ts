import { fileURLToPath } from 'node:url';
import { FileChangeType, type DidChangeWatchedFilesParams } from 'vscode-languageserver';
import type { DiskChange } from '../service/declarationIndex';
import { CODE_FILE_EXTENSIONS } from '../../../common/formats/codeLanguages';

/**
 * The code files the declaration index reads (`codeLanguageOf`'s extensions). A plain glob: the client matches it
 * against the events of the watcher it already runs on the workspace folders, so it adds no watcher of its own.
 */
export const CODE_FILES_GLOB = `**/*.{${CODE_FILE_EXTENSIONS.join(',')}}`;

const KINDS: Readonly<Record<number, DiskChange['kind']>> = {
  [FileChangeType.Created]: 'created',
  [FileChangeType.Changed]: 'changed',
  [FileChangeType.Deleted]: 'deleted',
};

/** The `file:` changes of a `workspace/didChangeWatchedFiles` notification, as paths; anything malformed is left out. */
export function diskChangesOf(params: DidChangeWatchedFilesParams | undefined): DiskChange[] {
  const changes = Array.isArray(params?.changes) ? params.changes : [];
  return changes.flatMap((c) => {
    const kind = typeof c?.type === 'number' ? KINDS[c.type] : undefined;
    if (!kind || typeof c.uri !== 'string' || !c.uri.startsWith('file:')) return [];
    try {
      return [{ path: fileURLToPath(c.uri), kind }];
    } catch {
      return [];
    }
  });
}

export interface CodeFileWatchOptions {
  /** Asks the client to watch CODE_FILES_GLOB (`client/registerCapability`); what it resolves with ends the watch. */
  readonly register: () => Promise<{ dispose(): void }>;
  readonly onChanges: (changes: DiskChange[]) => Promise<void> | void;
  readonly log: (message: string) => void;
}

/**
 * Changes of code files on disk, heard of only while they matter: the watcher is registered with the client when the
 * first live catalog with source hints is linked, and unregistered when the last one closes — most sessions never
 * index code, and a static watcher would send every save and build output of the workspace to the server.
 */
export class CodeFileWatch {
  /** Whether the client can register the watcher at run time (its `didChangeWatchedFiles.dynamicRegistration`). */
  supported = false;
  private wanted = false;
  private active: { dispose(): void } | undefined;
  /** Registrations and unregistrations, one after the other, so a quick close and reopen ends registered once. */
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly options: CodeFileWatchOptions) {}

  /** Resolves once the client has been asked (or told to stop); never rejects. */
  need(wanted: boolean): Promise<void> {
    if (!this.supported) return this.queue;
    this.wanted = wanted;
    return (this.queue = this.queue.then(() => this.settle()));
  }

  /** The handler of `workspace/didChangeWatchedFiles` (also when a client watches on its own): never throws. */
  async didChange(params: DidChangeWatchedFilesParams): Promise<void> {
    try {
      const changes = diskChangesOf(params);
      if (changes.length) await this.options.onChanges(changes);
    } catch (error) {
      this.options.log(`MCP Lens: could not follow the code files changed on disk: ${error instanceof Error ? error.stack : String(error)}`);
    }
  }

  private async settle(): Promise<void> {
    try {
      if (this.wanted && !this.active) this.active = await this.options.register();
      else if (!this.wanted && this.active) {
        const active = this.active;
        this.active = undefined;
        active.dispose();
      }
    } catch (error) {
      this.options.log(`MCP Lens: could not ${this.wanted ? 'watch' : 'stop watching'} the code files: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
