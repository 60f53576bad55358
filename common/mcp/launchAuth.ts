import { ServerAuth, type AuthEnvironment } from './auth/serverAuth';
import type { ServerLaunch } from './types';

/** The OAuth of a connection's launch: one `ServerAuth` per server URL and configured client, kept over restarts. */
export class LaunchAuth {
  private serverAuth: ServerAuth | undefined;

  constructor(
    private readonly server: { readonly id: string; readonly name: string },
    private readonly env: AuthEnvironment | undefined,
    /** Another `ServerAuth` (or none) now stands for the launch, or the one there changed. */
    private readonly changed: (auth: ServerAuth | undefined) => void,
  ) {}

  get current(): ServerAuth | undefined {
    return this.serverAuth;
  }

  /**
   * The OAuth of an HTTP launch: the same object while the URL and the configured client stay the same. None for
   * stdio, without an auth environment, or when the config gives an Authorization header of its own.
   */
  forLaunch(launch: ServerLaunch): ServerAuth | undefined {
    const env = this.env;
    if (
      !env ||
      launch.transport === 'stdio' ||
      Object.keys(launch.headers).some((h) => h.toLowerCase() === 'authorization')
    ) {
      this.set(undefined);
      return undefined;
    }
    const current = this.serverAuth;
    if (
      current &&
      current.serverUrl === launch.url &&
      JSON.stringify(current.clientConfig) === JSON.stringify(launch.oauth ?? {})
    ) {
      return current;
    }
    const auth = new ServerAuth(this.server.id, this.server.name, launch.url, env, launch.oauth ?? {});
    auth.onDidChange(() => this.changed(auth));
    this.set(auth);
    return auth;
  }

  /** The OAuth to sign in with for the launch; throws why there is none (stdio, or an Authorization header given). */
  toSignIn(launch: ServerLaunch): ServerAuth {
    const auth = this.forLaunch(launch);
    if (auth) return auth;
    throw new Error(
      launch.transport === 'stdio'
        ? `${this.server.name} runs over stdio: there is nothing to sign in to`
        : `${this.server.name} has an Authorization header in its config, which is used instead of OAuth`,
    );
  }

  dispose(): void {
    this.serverAuth?.dispose();
  }

  private set(auth: ServerAuth | undefined): void {
    if (this.serverAuth === auth) return;
    this.serverAuth?.dispose();
    this.serverAuth = auth;
    this.changed(auth);
  }
}
