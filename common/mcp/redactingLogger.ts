/**
 * The servers model's loggers mask the session's known secrets wherever they appear, since a password can reach the log
 * through `args`, a server's stderr or an error quoting a URL. The connection layer masks with the same function.
 */
export { redactingLogger } from './redact';
