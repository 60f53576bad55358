import type { ApprovalView } from '../protocol/approvalPage';
import type { TextSegment } from '../protocol/pages';

/** The dialog's limits: it is a summary in a modal box, the panel is where the whole call is shown. */
const ARGUMENT_LINES = 14;
const ARGUMENT_CHARS = 700;
const DESCRIPTION_CHARS = 240;
const FINDINGS = 3;

const LEVEL_WORDS: Record<ApprovalView['level'], string> = {
  destructive: 'DESTRUCTIVE: it may delete or overwrite things in ways that cannot be undone',
  untrusted: 'untrusted server: what it says about this tool is its own, unverified claim',
  write: 'may change things (the server says: additively, nothing destroyed)',
  readOnly: 'read-only, as the server says',
};

/** Hidden characters stay visible as their labels (⟨U+200B⟩), as in the panel. */
function plain(segments: readonly TextSegment[]): string {
  return segments.map((s) => ('text' in s ? s.text : s.hidden)).join('');
}

function cut(text: string, chars: number): string {
  return text.length <= chars ? text : `${text.slice(0, chars).trimEnd()}… (${text.length - chars} more characters)`;
}

/** The JSON cut short; its indentation in no-break spaces, which the dialog does not collapse. */
function argumentsText(json: string): string {
  const lines = json.split('\n').map((line) => line.replace(/^ +/, (indent) => '\u00A0'.repeat(indent.length)));
  const shown =
    lines.length <= ARGUMENT_LINES
      ? lines.join('\n')
      : `${lines.slice(0, ARGUMENT_LINES).join('\n')}\n… (${lines.length - ARGUMENT_LINES} more lines)`;
  return cut(shown, ARGUMENT_CHARS);
}

/**
 * What VS Code's modal dialog says when it asks in the approval panel's place, in plain text since a dialog renders no
 * markup. Hidden characters in the server's text are shown as labels, as in the panel.
 */
export function approvalDialogText(view: ApprovalView): { message: string; detail: string } {
  const tool =
    view.tool.displayName === view.tool.name ? view.tool.displayName : `${view.tool.displayName} (${view.tool.name})`;
  const description = plain(view.tool.description).replace(/\s+/g, ' ').trim();
  const detail = [
    `Server: ${view.server.name} · ${view.server.transport} · ${view.server.trusted ? 'trusted' : 'not trusted'}`,
    `Tool: ${tool} — ${LEVEL_WORDS[view.level]}`,
    ...(view.origin ? [`Asked for by ${view.origin}, not by you from the runner's form.`] : []),
    `Why this asks: ${view.reason}.`,
    ...(view.changed?.length
      ? ['Its definition changed since you approved it; the approval panel shows the difference.']
      : []),
    '',
    'Arguments that will be sent:',
    argumentsText(plain(view.argumentsJson)),
    '',
    `Description: ${description ? cut(description, DESCRIPTION_CHARS) : '(none given)'}`,
    ...(view.findings.length
      ? [
          `Problems in the description: ${view.findings
            .slice(0, FINDINGS)
            .map((f) => `${f.code} ${cut(f.message, 120)}`)
            .join('; ')}${view.findings.length > FINDINGS ? `; and ${view.findings.length - FINDINGS} more` : ''}`,
        ]
      : []),
    '',
    'The approval panel did not open in time, so MCP Lens asks here. Nothing is sent unless you choose Approve.',
  ];
  return { message: `Run ${tool} of server ${view.server.name}?`, detail: detail.join('\n') };
}
