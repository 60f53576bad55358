/** A listener registration that can be undone (shape-compatible with `vscode.Disposable`). */
export interface Disposable {
  dispose(): void;
}

export type Event<T> = (listener: (value: T) => void) => Disposable;

/** A minimal typed event emitter for the parts of the client that must not import `vscode`. */
export class Emitter<T> {
  private listeners = new Set<(value: T) => void>();

  readonly event: Event<T> = (listener) => {
    this.listeners.add(listener);
    return { dispose: () => this.listeners.delete(listener) };
  };

  fire(value: T): void {
    for (const l of [...this.listeners]) {
      try {
        l(value);
      } catch {
        // a failing listener must not stop the others, nor the state machine that fired
      }
    }
  }

  dispose(): void {
    this.listeners.clear();
  }
}

/** Resolves with the first value of `event` that satisfies `test` (for callers that wait on a state). */
export function once<T>(event: Event<T>, test: (value: T) => boolean = () => true): Promise<T> {
  return new Promise((resolve) => {
    const sub = event((v) => {
      if (!test(v)) return;
      sub.dispose();
      resolve(v);
    });
  });
}
