import type { MementoLike } from '../../../client/src/approval/pins';

/** An in-memory store with the shape of `vscode.Memento`; values go through JSON, as VS Code's storage does. */
export class MemoryMemento implements MementoLike {
  readonly data = new Map<string, string>();
  get<T>(key: string): T | undefined {
    const text = this.data.get(key);
    return text === undefined ? undefined : (JSON.parse(text) as T);
  }
  async update(key: string, value: unknown): Promise<void> {
    if (value === undefined) this.data.delete(key);
    else this.data.set(key, JSON.stringify(value));
  }
}
