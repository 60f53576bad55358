import type { Logger } from '../mcp/types';

const MASK = '••••••';

/**
 * A logger that masks known secret values (the session's `password` inputs) wherever they appear: a password
 * may reach a command line (`args`) or a server's stderr, and neither may carry it into the log.
 */
export function redactingLogger(inner: Logger, secrets: () => ReadonlySet<string>): Logger {
  const mask = (message: string): string => {
    let out = message;
    for (const s of secrets()) if (s && out.includes(s)) out = out.split(s).join(MASK);
    return out;
  };
  return {
    trace: (m) => inner.trace(mask(m)),
    debug: (m) => inner.debug(mask(m)),
    info: (m) => inner.info(mask(m)),
    warn: (m) => inner.warn(mask(m)),
    error: (m) => inner.error(mask(m)),
    traceEnabled: () => inner.traceEnabled?.() ?? true,
  };
}
