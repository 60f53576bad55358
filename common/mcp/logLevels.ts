// The eight log levels of MCP's `logging/setLevel` and `notifications/message` (RFC 5424 severities), least severe
// first. Imports nothing: the runner's page shares it with the extension.

export const LOG_LEVELS = ['debug', 'info', 'notice', 'warning', 'error', 'critical', 'alert', 'emergency'] as const;

/** The same union as the SDK's LoggingLevel. */
export type LogLevel = (typeof LOG_LEVELS)[number];

/** What each level is for (RFC 5424 §6.2.1, as the MCP specification quotes it). */
export const LOG_LEVEL_MEANINGS: Readonly<Record<LogLevel, string>> = {
  debug: 'Detailed debugging information',
  info: 'General informational messages',
  notice: 'Normal but significant events',
  warning: 'Warning conditions',
  error: 'Error conditions',
  critical: 'Critical conditions',
  alert: 'Action must be taken immediately',
  emergency: 'System is unusable',
};

export function isLogLevel(value: unknown): value is LogLevel {
  return typeof value === 'string' && (LOG_LEVELS as readonly string[]).includes(value);
}

/** The level of the output channel a server's message is written at (it has four; the message keeps its own word). */
export function channelLevel(level: string): 'debug' | 'info' | 'warn' | 'error' {
  if (level === 'debug') return 'debug';
  if (level === 'info' || level === 'notice') return 'info';
  if (level === 'warning') return 'warn';
  return 'error';
}
