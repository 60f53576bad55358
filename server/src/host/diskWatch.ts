import { fileURLToPath } from 'node:url';
import {
  FileChangeType,
  WatchKind,
  type DidChangeWatchedFilesParams,
  type FileSystemWatcher,
} from 'vscode-languageserver';
import type { DiskChange } from '../service/declarationIndex';
import { CODE_FILE_EXTENSIONS } from '../../../common/formats/codeLanguages';

/**
 * The code files the declaration index reads (`codeLanguageOf`'s extensions). A plain glob: the client matches it
 * against the events of the watcher it already runs on the workspace folders, so it adds no watcher of its own.
 */
export const CODE_FILES_WATCHER: FileSystemWatcher = { globPattern: `**/*.{${CODE_FILE_EXTENSIONS.join(',')}}` };

/**
 * Any file that appears or goes, for rule MCP719 (whether a file matches `dev.watch`): creations and deletions only,
 * so that saves and rebuilt files are not sent. A folder moved in or deleted comes as one event for the folder.
 */
export const WATCHED_FOLDERS_WATCHER: FileSystemWatcher = {
  globPattern: '**/*',
  kind: WatchKind.Create | WatchKind.Delete,
};

const KINDS: Readonly<Record<number, DiskChange['kind']>> = {
  [FileChangeType.Created]: 'created',
  [FileChangeType.Changed]: 'changed',
  [FileChangeType.Deleted]: 'deleted',
};

/** The `file:` changes of a `workspace/didChangeWatchedFiles` notification as paths, leaving out anything malformed. */
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

/**
 * The handler of `workspace/didChangeWatchedFiles` (one notification for every watcher registered, and for a client
 * that watches on its own): never throws.
 */
export async function followDiskChanges(
  params: DidChangeWatchedFilesParams,
  onChanges: (changes: DiskChange[]) => Promise<void> | void,
  log: (message: string) => void,
): Promise<void> {
  try {
    const changes = diskChangesOf(params);
    if (changes.length) await onChanges(changes);
  } catch (error) {
    log(
      `MCP Lens: could not follow the files changed on disk: ${error instanceof Error ? error.stack : String(error)}`,
    );
  }
}

export interface DiskWatchOptions {
  /** What is watched, for the log ("the code files"). */
  readonly what: string;
  /** Asks the client to watch (`client/registerCapability`); what it resolves with ends the watch. */
  readonly register: () => Promise<{ dispose(): void }>;
  readonly log: (message: string) => void;
}

/**
 * Changes on disk, heard of only while the check worker needs them: a watcher registered for good would send every save
 * and build output of the workspace to the server, and most sessions never need one.
 */
export class DiskWatch {
  /** Whether the client can register the watcher at run time (its `didChangeWatchedFiles.dynamicRegistration`). */
  supported = false;
  private wanted = false;
  private active: { dispose(): void } | undefined;
  /** Registrations and unregistrations, one after the other, so a quick close and reopen ends registered once. */
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly options: DiskWatchOptions) {}

  /** Resolves once the client has been asked (or told to stop); never rejects. */
  need(wanted: boolean): Promise<void> {
    if (!this.supported) return this.queue;
    this.wanted = wanted;
    return (this.queue = this.queue.then(() => this.settle()));
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
      this.options.log(
        `MCP Lens: could not ${this.wanted ? 'watch' : 'stop watching'} ${this.options.what}: ` +
          `${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
}
