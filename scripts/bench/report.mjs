// The benchmark's results as a console table and as docs/performance.md, with the machine they were measured on.
import { execSync } from 'node:child_process';
import { cpus, freemem, loadavg, platform, release, totalmem } from 'node:os';
import { extensionCostLines, extensionTargets, packageLines } from './extensionReport.mjs';
import { heavyLines, heavyTable, heavyTargets } from './heavyCatalogReport.mjs';
import {
  howLines,
  HOW_HEADING,
  languageServerTargets,
  SERVER_HEAD,
  serverLines,
  serverRows,
} from './languageServerReport.mjs';
import { markdownPreviewLines } from './markdownPreview.mjs';
import { reopenLines, reopenTable, reopenTargets } from './reopenReport.mjs';
import { markdownTable, table, targetRow, yes } from './reportFormat.mjs';
import { ms } from './stats.mjs';
import { toolCallLines, toolCallTarget } from './toolCallReport.mjs';
import { webviewLines, webviewTarget } from './webviewsReport.mjs';

/** The machine the benchmark runs on, the date, and its load average now. */
export function machine() {
  const cpu = cpus();
  let os = `${platform()} ${release()}`;
  try {
    os =
      execSync('. /etc/os-release && echo "$PRETTY_NAME"', { encoding: 'utf8', shell: '/bin/sh' }).trim() +
      ` (kernel ${release()})`;
  } catch {
    /* not Linux */
  }
  return {
    cpu: cpu[0]?.model ?? 'unknown',
    cores: cpu.length,
    memory: totalmem(),
    free: freemem(),
    node: process.version,
    os,
    date: new Date().toISOString(),
    load: loadavg()
      .map((l) => l.toFixed(2))
      .join(' '),
  };
}

/** The targets of the performance issue, each with what was measured and whether it is met. */
export function targets(r) {
  const out = [...languageServerTargets(r.server), ...heavyTargets(r.heavy), ...reopenTargets(r.reopen)];
  // A run of `--only server` measures nothing else, so its table holds only these rows.
  if (!r.extension) return out;
  out.push(...extensionTargets(r.extension));
  if (r.webviews?.approvalFromTab) out.push(webviewTarget(r.webviews));
  if (r.toolCalls) out.push(toolCallTarget(r.toolCalls));
  return out;
}

/** The targets table in Markdown. */
function targetsTable(r) {
  return markdownTable(
    ['target', 'measured', 'met'],
    targets(r).map((x) => [x.target, x.measured, yes(x.met)]),
  );
}

/** The results as console tables, the targets last. */
export function renderTable(r) {
  const parts = [
    '',
    'Language server (times in ms; diagnostics = didOpen → publishDiagnostics through LSP)',
    table(SERVER_HEAD, serverRows(r)),
  ];
  if (r.heavy) {
    const { size, defects } = r.heavy;
    parts.push(
      '',
      `Findings-heavy catalog (${size} tools, ${defects.expected} findings), interleaved with parseTree`,
      heavyTable(r.heavy),
    );
  }
  if (r.reopen) {
    parts.push(
      '',
      `A catalog opened again (findings-heavy, ${r.reopen.size} tools), interleaved with parseTree`,
      reopenTable(r.reopen),
    );
  }
  if (r.cli) {
    parts.push(
      '',
      'CLI (node dist/cli.js check FILE --format json, spawn → exit)',
      table(
        ['tools', 'median', 'p95', 'seeded defects'],
        r.cli.map((c) => [c.size, ms(c.time.median), ms(c.time.p95), `${c.defects.reported}/${c.defects.expected}`]),
      ),
    );
  } else if ('cli' in r) parts.push('', 'cli: not built');
  parts.push(
    '',
    'Targets',
    table(
      ['target', 'measured', 'met'],
      targets(r).map((t) => [t.target, t.measured, t.met ? 'yes' : 'NO']),
    ),
  );
  return parts.join('\n');
}

/** docs/performance.md: the machine, then every section, the targets, and how the server stays fast. */
export function renderMarkdown(r) {
  return [
    ...introLines(r),
    ...serverLines(r),
    ...heavyLines(r.heavy, r.serverAlone),
    ...reopenLines(r.reopen, r.serverAlone),
    ...cliLines(r.cli),
    ...extensionCostLines(r.extension),
    ...packageLines(r.extension.vsix),
    ...toolCallLines(r.toolCalls),
    ...(r.markdownPreview ? markdownPreviewLines(r.markdownPreview) : []),
    ...webviewLines(r.webviews),
    '## Targets',
    '',
    targetsTable(r),
    '',
    ...howLines(),
  ].join('\n');
}

/** The title, what writes the file, and the machine and settings of the run. */
function introLines(r) {
  const m = r.machine;
  const s = r.settings;
  const gb = (bytes) => (bytes / 1024 ** 3).toFixed(1);
  const run =
    `- Run: ${s.quick ? '`--quick`, ' : ''}${s.reps} opens per catalog size ` +
    `(each of a new variant: other schemas, nothing cached), ${s.edits} edits after each, ` +
    `${s.featureReps} completions and hovers after each; ` +
    (r.built ? 'production build' : 'the existing dist/ (not rebuilt)') +
    (s.nodeArgs?.length ? `; server run with \`node ${s.nodeArgs.join(' ')}\`` : '');
  return [
    '# Performance',
    '',
    'Measured by `npm run bench` (`scripts/bench.mjs`); this file is written by it. Re-run it after changing the engine, the',
    'server or the client, on a quiet machine if you can: every figure below comes from one run, and the comparisons',
    '(diagnostics against parse time, the connection layer against the bare SDK) are made side by side in that run.',
    '',
    '## Machine',
    '',
    `- CPU: ${m.cpu}, ${m.cores} cores`,
    `- Memory: ${gb(m.memory)} GB (${gb(m.free)} GB free at the start)`,
    `- Node.js ${m.node}; ${m.os}`,
    `- Date: ${m.date}`,
    `- Load average (1, 5, 15 min): ${m.load} at the start, ${m.loadAfter} at the end`,
    run,
    '',
  ];
}

/** The CLI's times on the catalogs of the language server section. */
function cliLines(cli) {
  const lines = ['## CLI on the same files', ''];
  if (!cli) return [...lines, 'cli: not built (dist/cli.js is missing).', ''];
  const defects = (d) => `${d.reported}/${d.expected}${d.unexpected ? ` (+${d.unexpected} other)` : ''}`;
  return [
    ...lines,
    "`node dist/cli.js check FILE --format json`, from spawn to exit (so including Node's start and loading the bundle).",
    '',
    markdownTable(
      ['tools', 'median (ms)', 'p95 (ms)', 'seeded defects'],
      cli.map((c) => [c.size, ms(c.time.median), ms(c.time.p95), defects(c.defects)]),
    ),
    '',
  ];
}

/** Targets rows the language server part of the benchmark measures (recognised by how their text begins). */
const SERVER_TARGETS =
  /^\| (full diagnostics of|every seeded defect|re-diagnosis after an edit|completion|hover|server RSS|cost grows linearly|a catalog opened again)/;

/**
 * The report with its language server sections (the catalogs table and the findings-heavy catalog) and their rows of
 * the targets table replaced by those of `r` (from `node scripts/bench.mjs --only server`); the other sections stay.
 */
export function withServerSections(report, r) {
  const text = [...serverLines(r), ...heavyLines(r.heavy, r.serverAlone), ...reopenLines(r.reopen, r.serverAlone)].join(
    '\n',
  );
  const start = report.indexOf('## Language server on large catalogs');
  const next = report.indexOf('## CLI on the same files');
  let out =
    start >= 0 && next > start ? `${report.slice(0, start)}${text}${report.slice(next)}` : `${report}\n${text}\n`;
  const rows = targets(r).map(targetRow);
  const lines = out.split('\n');
  const heading = lines.indexOf('## Targets');
  if (heading < 0) return `${out}\n## Targets\n\n${targetsTable(r)}\n`;
  // the table starts two lines below the heading: header, separator, rows
  const first = heading + 4;
  let end = first;
  while (lines[end]?.startsWith('|')) end++;
  const kept = lines.slice(first, end).filter((l) => !SERVER_TARGETS.test(l));
  lines.splice(first, end - first, ...rows, ...kept);
  out = lines.join('\n');
  const how = out.indexOf(HOW_HEADING);
  if (how >= 0) {
    const after = out.indexOf('\n## ', how + HOW_HEADING.length);
    out = `${out.slice(0, how)}${howLines().join('\n')}${after >= 0 ? out.slice(after) : '\n'}`;
  }
  return out;
}
