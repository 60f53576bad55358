/**
 * Warnings about a server that works but does something an author should hear about (ConnectionState's `warnings`):
 * worded once here, for the connection that raises them and for the tree, the catalog and the log that show them.
 */

const NON_PROTOCOL_OUTPUT = 'wrote non-protocol output to stdout';

/** The code of a finding of the server's own warnings, in the live catalog and the command line's reports. */
export const SERVER_WARNING = 'server-warning';

/** The server's warnings as a code of the reports (SARIF's rule list): not a rule of the catalog, not configurable. */
export const SERVER_WARNING_DOC = {
  code: SERVER_WARNING,
  name: 'server-warning',
  summary: 'The server works, but did something a client warns about (such as non-protocol output on stdout).',
  why: 'A stdio server must write only JSON-RPC messages to stdout; some clients stop one that writes anything else.',
  fix: 'Write logs and banners to stderr; the message quotes the first line the server wrote.',
} as const;

/** "wrote non-protocol output to stdout: `Server v1.2 starting…`" (the line already masked, cut and escaped). */
export function nonProtocolOutputWarning(line: string): string {
  return `${NON_PROTOCOL_OUTPUT}: \`${line}\``;
}

export interface WarningText {
  /** A few words for a tree row's description. */
  readonly short: string;
  /** The warning as a sentence, with what it means and what to do. */
  readonly explained: string;
}

export function describeWarning(warning: string): WarningText {
  if (warning.startsWith(`${NON_PROTOCOL_OUTPUT}:`)) {
    return {
      short: 'non-protocol output on stdout',
      explained: `The server ${warning}. A stdio server must write only JSON-RPC messages to stdout (logs belong on stderr), and some clients stop a server that writes anything else there. MCP Lens skips such lines, as VS Code does, and writes each one to the server log.`,
    };
  }
  return { short: warning.length > 40 ? `${warning.slice(0, 39)}…` : warning, explained: `The server ${warning}.` };
}
