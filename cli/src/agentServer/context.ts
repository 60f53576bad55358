/**
 * What the agent server's tools share for the whole connection: the folders they may use, the check worker (one,
 * started on first use, so that a file that makes the engine run away costs that file only), and the settings.
 */
import type { McpServer } from '@modelcontextprotocol/server';
import { resolve } from 'node:path';
import { CheckWorkerClient } from '../checkWorkerClient';
import { ConfigFileError, SettingsResolver } from '../configFile';
import type { CliIo } from '../io';
import { FolderBounds } from './pathContainment';
import { DEFAULT_SETTINGS } from '../../../common/protocol/settings';

/** How long the client gets to answer `roots/list` before the tools go on with the folders they already know. */
const ROOTS_TIMEOUT_MS = 5_000;

export class AgentContext {
  readonly bounds: FolderBounds;
  private worker: CheckWorkerClient | undefined;
  /** The client's roots are asked once per connection, and again after it says they changed. */
  private rootsAsked: Promise<void> | undefined;

  constructor(
    readonly io: CliIo,
    roots: readonly string[],
    /** Whether the tool that starts configured servers is offered (not in an untrusted workspace). */
    readonly live: boolean,
  ) {
    // the first --root is the working folder; without one, the folder the client started the server in
    const [working, ...others] = roots.map((r) => resolve(io.cwd, r));
    this.bounds = new FolderBounds(working ?? io.cwd, others);
  }

  /** The working folder, as a real path: reports name files relative to it. */
  get cwd(): string {
    return this.bounds.folders[0]!;
  }

  /** The settings files as they are now: each call reads them again, so an edit between calls counts. */
  settings(): SettingsResolver {
    return new SettingsResolver(this.cwd);
  }

  checks(): CheckWorkerClient {
    this.worker ??= new CheckWorkerClient(this.io.checkWorkerScript, timeLimitSeconds(this.cwd));
    return this.worker;
  }

  /** Follows the roots of the client of `server` (2025 sessions; the 2026-07-28 revision has no `roots/list`). */
  watchRoots(server: McpServer): void {
    server.server.setNotificationHandler('notifications/roots/list_changed', () => {
      this.rootsAsked = undefined;
    });
  }

  /** Asks the client for its roots when it has any and has not been asked since they last changed. */
  async refreshRoots(server: McpServer): Promise<void> {
    this.rootsAsked ??= this.askRoots(server);
    await this.rootsAsked;
  }

  async dispose(): Promise<void> {
    await this.worker?.dispose();
  }

  private async askRoots(server: McpServer): Promise<void> {
    // roots are deprecated in 2026-07-28 (SEP-2577) but are how a 2025 client names its folders
    if (!server.server.getClientCapabilities()?.roots) return;
    try {
      const { roots } = await server.server.listRoots(undefined, { timeout: ROOTS_TIMEOUT_MS });
      this.bounds.setClientRoots(roots.map((r) => r.uri));
    } catch {
      // a modern session, or a client that does not answer: the working folder and --root folders stay
    }
  }
}

/** The check worker's time limit per file, from the working folder's settings (a broken file: the default). */
function timeLimitSeconds(cwd: string): number {
  try {
    return new SettingsResolver(cwd).forWorkingFolder().settings.analysisTimeLimitSeconds;
  } catch (error) {
    if (error instanceof ConfigFileError) return DEFAULT_SETTINGS.analysisTimeLimitSeconds;
    throw error;
  }
}
