import type { Severity } from '../../../server/src/engine/types';
import type { LineIndex } from '../../../server/src/pipeline';
import { totals, type CheckReport, type Problem } from '../report';

export interface TextStyle {
  /** ANSI colours (a terminal that is not told NO_COLOR). */
  readonly color: boolean;
}

const ANSI = { red: 31, yellow: 33, blue: 34, cyan: 36, gray: 90, bold: 1, green: 32 } as const;
type Colour = keyof typeof ANSI;

/** The longest stretch of a source line shown (minified JSON has lines of megabytes). */
const EXCERPT_WIDTH = 120;

/** Human-readable report: problems grouped by file, each with the source line and a caret under the range. */
export function formatText(report: CheckReport, style: TextStyle): string {
  const paint = (c: Colour, s: string) => (style.color ? `\x1b[${ANSI[c]}m${s}\x1b[0m` : s);
  const out: string[] = [];
  for (const doc of report.documents) {
    if (!doc.problems.length) continue;
    const about =
      doc.kind === 'unknown' ? 'not checked' : `${doc.kind}${doc.dialect ? `, ${doc.dialect}` : ''}, spec ${doc.spec}`;
    out.push(paint('bold', doc.displayPath) + paint('gray', `  (${about})`));
    for (const p of doc.problems) {
      out.push(
        `  ${paint('gray', `${p.start.line}:${p.start.column}`)}  ${paint(SEVERITY_COLOUR[p.severity], p.severity)}  ${paint('cyan', p.code)}  ${p.message}${p.fixable ? paint('gray', '  (fixable with --fix)') : ''}`,
      );
      out.push(...excerpt(doc.lines, p).map((l) => paint('gray', l)));
    }
    out.push('');
  }
  for (const s of report.skipped) out.push(`${paint('bold', s.displayPath)}: ${s.message}`);
  if (report.skipped.length) out.push('');
  out.push(summary(report, paint));
  return out.join('\n') + '\n';
}

const SEVERITY_COLOUR: Record<Severity, Colour> = { error: 'red', warning: 'yellow', info: 'blue', hint: 'gray' };

function excerpt(lines: LineIndex, p: Problem): string[] {
  const text = lines.lineText(p.start.line - 1);
  const col = p.start.column - 1;
  const endCol = p.end.line === p.start.line ? p.end.column - 1 : text.length;
  let from = 0;
  if (text.length > EXCERPT_WIDTH) from = Math.max(0, Math.min(col - 40, text.length - EXCERPT_WIDTH));
  const to = Math.min(text.length, from + EXCERPT_WIDTH);
  const lead = from > 0 ? '…' : '';
  const shown = lead + text.slice(from, to) + (to < text.length ? '…' : '');
  // the caret line repeats tabs so that it lines up under the same characters
  const pad = lead.replace(/./g, ' ') + text.slice(from, Math.max(from, col)).replace(/[^\t]/g, ' ');
  const width = Math.max(1, Math.min(endCol, to) - Math.max(col, from));
  const gutter = String(p.start.line);
  return [`    ${gutter} | ${shown}`, `    ${' '.repeat(gutter.length)} | ${pad}${'^'.repeat(width)}`];
}

function plural(n: number, word: string, many = `${word}s`): string {
  return `${n} ${n === 1 ? word : many}`;
}

function summary(report: CheckReport, paint: (c: Colour, s: string) => string): string {
  const t = totals(report);
  const checked = t.notChecked
    ? `${plural(report.documents.length - t.notChecked, 'MCP document')} checked, ${t.notChecked} not checked`
    : `${plural(report.documents.length, 'MCP document')} checked`;
  const lines: string[] = [];
  const count = t.errors + t.warnings + t.infos + t.hints;
  if (!count) {
    lines.push(paint('green', `No problems: ${checked}.`));
  } else {
    const parts = [plural(t.errors, 'error'), plural(t.warnings, 'warning')];
    if (t.infos) parts.push(`${t.infos} info`);
    if (t.hints) parts.push(plural(t.hints, 'hint'));
    const problems = `${plural(count, 'problem')} (${parts.join(', ')}) in ${plural(t.documentsWithProblems, 'file')}`;
    lines.push(paint(t.errors ? 'red' : 'yellow', problems) + `; ${checked}.`);
    const fixable = report.documents.reduce((n, d) => n + d.problems.filter((p) => p.fixable).length, 0);
    if (fixable) lines.push(`${plural(fixable, 'problem')} can be fixed with --fix.`);
  }
  if (t.fixesApplied) lines.push(`${plural(t.fixesApplied, 'fix', 'fixes')} applied.`);
  return lines.join('\n');
}
