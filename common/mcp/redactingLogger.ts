/**
 * The servers model's loggers mask the session's known secrets (`password` inputs, credentials found in server URLs
 * and headers) wherever they appear: a password may reach a command line (`args`), a server's stderr or an error
 * that quotes a URL, and none of them may carry it into the log. The connection layer masks with the same function.
 */
export { redactingLogger } from './redact';
