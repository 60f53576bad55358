import type { ConfigSource, InputDefinition } from './configSource';

/** Asks the user for one `${input:id}` value; undefined when they dismiss the prompt. */
export type InputPrompter = (
  input: InputDefinition,
  context: { readonly serverName: string; readonly file: string },
) => Promise<string | undefined>;

/** Where password inputs are kept between sessions (VS Code's SecretStorage in the extension). */
export interface SecretStore {
  get(key: string): PromiseLike<string | undefined>;
  store(key: string, value: string): PromiseLike<void>;
  delete(key: string): PromiseLike<void>;
}

/** The user dismissed an input prompt: the start is abandoned, which is not a failure of the server. */
export class StartCancelled extends Error {
  override readonly name = 'StartCancelled';
}

/**
 * The values of `${input:id}`: asked once per session and per config file (as VS Code does), shared by every
 * server of that file; password inputs are kept in the secret store and not asked again.
 */
export class InputValues {
  private readonly session = new Map<string, string>();
  private readonly asking = new Map<string, Promise<string>>();

  constructor(
    private readonly prompt: InputPrompter,
    private readonly secrets: SecretStore,
  ) {}

  value(source: ConfigSource, id: string, serverName: string): Promise<string> {
    const key = secretKey(source.location.path, id);
    const known = this.session.get(key);
    if (known !== undefined) return Promise.resolve(known);
    let pending = this.asking.get(key);
    if (!pending) {
      pending = this.ask(source, id, key, serverName).finally(() => this.asking.delete(key));
      this.asking.set(key, pending);
    }
    return pending;
  }

  /** Forgets the session's values and the stored passwords of these files. */
  async forget(files: readonly ConfigSource[]): Promise<void> {
    this.session.clear();
    for (const s of files) {
      for (const i of s.inputs) if (i.password) await this.secrets.delete(secretKey(s.location.path, i.id));
    }
  }

  private async ask(source: ConfigSource, id: string, key: string, serverName: string): Promise<string> {
    const input: InputDefinition = source.inputs.find((i) => i.id === id) ?? {
      id,
      type: 'promptString',
      password: false,
    };
    if (input.password) {
      const stored = await this.secrets.get(key);
      if (stored !== undefined) {
        this.session.set(key, stored);
        return stored;
      }
    }
    const value = await this.prompt(input, { serverName, file: source.location.path });
    if (value === undefined) throw new StartCancelled(`no value was given for \${input:${id}}`);
    this.session.set(key, value);
    if (input.password) await this.secrets.store(key, value);
    return value;
  }
}

export function secretKey(file: string, id: string): string {
  return `mcpLens.input:${file}#${id}`;
}
