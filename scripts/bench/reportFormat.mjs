// How the benchmark report writes ratios and tables (for the console and in Markdown), and replaces one of its sections.

export const pct = (x) => `${x >= 0 ? '+' : ''}${(x * 100).toFixed(1)}%`;
export const ratio = (a, b) => (a / b).toFixed(2);
export const yes = (ok) => (ok ? 'yes' : '**no**');

/** A table for the console: columns padded to their widest cell. */
export function table(head, rows) {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join('  ');
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

export function markdownTable(head, rows) {
  return [
    `| ${head.join(' | ')} |`,
    `|${head.map(() => ' --- ').join('|')}|`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
}

/** The report with its section `heading` replaced by `lines` (or put before the targets when it has none). */
export function withSection(report, heading, lines) {
  const text = lines.join('\n');
  const start = report.indexOf(heading);
  if (start >= 0) {
    const next = report.indexOf('\n## ', start + heading.length);
    return `${report.slice(0, start)}${text}${next >= 0 ? report.slice(next) : '\n'}`;
  }
  const targets = report.indexOf('## Targets');
  return targets >= 0 ? `${report.slice(0, targets)}${text}\n${report.slice(targets)}` : `${report}\n${text}\n`;
}
