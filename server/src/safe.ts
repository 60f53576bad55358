/** Wraps a request handler so nothing a document contains can throw out of it: errors are logged and a safe default returned. */
export function safeHandler<P extends unknown[], R>(
  name: string,
  log: (message: string) => void,
  fallback: R,
  fn: (...args: P) => R,
): (...args: P) => R {
  return (...args: P) => {
    try {
      return fn(...args);
    } catch (error) {
      log(`MCP Lens: ${name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      return fallback;
    }
  };
}
