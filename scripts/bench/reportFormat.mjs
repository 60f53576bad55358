// How the benchmark report writes ratios, tables (console and Markdown) and target rows, and replaces a section.

export const pct = (x) => `${x >= 0 ? '+' : ''}${(x * 100).toFixed(1)}%`;
export const ratio = (a, b) => (a / b).toFixed(2);
export const yes = (ok) => (ok ? 'yes' : '**no**');

/** A target's row of the Markdown targets table. */
export const targetRow = (x) => `| ${x.target} | ${x.measured} | ${yes(x.met)} |`;

/** Says that a section was measured alone (`--only <only>`), when, and under what load. */
export function measuredAloneLine(only, alone, when = 'start') {
  return (
    `This section was measured on its own (\`node scripts/bench.mjs --only ${only}\`) on ${alone.date}, ` +
    `load average ${alone.load} at the ${when}; the rest of the report may be of another run.`
  );
}

/** A table for the console: columns padded to their widest cell. */
export function table(head, rows) {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join('  ');
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/** A Markdown table: a header row, the separator, then the rows. */
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
