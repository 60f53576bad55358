import { canonicalJson, sha256 } from './canonicalJson';
import { revealHiddenAsText } from './hiddenChars';
import type { CallOrigin } from '../../../common/mcp/types';
import type { AskLevel } from './policy';

export type AuditOutcome = 'auto-run' | 'approved' | 'denied';

/**
 * How the user's answer came: the words the log uses. "(dialog)": VS Code's own modal dialog, asked instead of a panel
 * that did not show its buttons in time.
 */
export type AnswerSource =
  | 'Approve'
  | 'Deny'
  | 'Escape'
  | 'panel closed'
  | 'panel error'
  | 'timed out'
  | 'cancelled'
  | 'Approve (dialog)'
  | 'Deny (dialog)'
  | 'dialog dismissed';

export interface AuditEntry {
  readonly outcome: AuditOutcome;
  readonly serverName: string;
  readonly toolName: string;
  /** The arguments of the call: only their hash is written, never a value. */
  readonly arguments: unknown;
  /** The policy's reason for running at once or for asking. */
  readonly reason: string;
  readonly level?: AskLevel;
  readonly answer?: AnswerSource;
  readonly allowedForSession?: boolean;
  readonly trustedServer?: boolean;
  /** Who asked for the call, when not the user from the form ("the app of …"). */
  readonly from?: string;
}

/** Who asks for a call that is not the user's from the runner's form. */
export function callOriginText(origin: CallOrigin): string {
  return `the app of ${origin.tool} (${origin.uri})`;
}

/** The SHA-256 of the arguments' canonical JSON: lets two log lines be compared without revealing a value. */
export function argumentsHash(args: unknown): string {
  return sha256(canonicalJson(args ?? {}));
}

/**
 * A name from the server, quoted as a JSON string with hidden characters labelled: a new line,
 * line separator or bidi control in it cannot forge or disguise another log line.
 */
function quoted(name: string): string {
  return revealHiddenAsText(JSON.stringify(name));
}

/** One line for the server's log. */
export function auditLine(e: AuditEntry): string {
  const parts = [
    `approval: ${e.outcome} tool ${quoted(e.toolName)} of server ${quoted(e.serverName)}${e.from ? `, asked for by ${revealHiddenAsText(e.from)}` : ''}`,
  ];
  if (e.outcome === 'auto-run') parts.push(`without asking: ${e.reason}`);
  else {
    parts.push(`asked (${e.level ?? 'unknown'}): ${e.reason}`);
    const grants = [
      e.allowedForSession ? 'allowed for this session' : '',
      e.trustedServer ? 'server now trusted' : '',
    ].filter(Boolean);
    parts.push(`answer: ${e.answer ?? 'unknown'}${grants.length ? ` (${grants.join(', ')})` : ''}`);
  }
  parts.push(`arguments sha256 ${argumentsHash(e.arguments)}`);
  return parts.join('; ');
}
