// The benchmark's results as a console table and as docs/performance.md, with the machine they were measured on.
import { execSync } from 'node:child_process';
import { cpus, freemem, loadavg, platform, release, totalmem } from 'node:os';
import { extensionCostLines, heavyAtActivation } from './extensionReport.mjs';
import { heavyLines, heavyTargets } from './heavyCatalogReport.mjs';
import { howLines, HOW_HEADING, SERVER_HEAD, serverLines, serverRows } from './languageServerReport.mjs';
import { markdownPreviewLines } from './markdownPreview.mjs';
import { reopenLines, reopenTable, reopenTargets } from './reopenReport.mjs';
import { markdownTable, ratio, table, yes } from './reportFormat.mjs';
import { kb, mb, ms } from './stats.mjs';
import { toolCallLines, toolCallTarget } from './toolCallReport.mjs';
import { webviewLines } from './webviewsReport.mjs';

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
  const largest = r.server[r.server.length - 1];
  const out = [];
  if (largest) {
    const per = r.server.map((s) => s.open.median / s.size);
    out.push(
      {
        target: `full diagnostics of ${largest.size} tools within 2× jsonc-parser's parse`,
        measured: `${ratio(largest.open.median, largest.parse.median)}× (all threads' CPU: ${ratio(largest.openCpu.median, largest.parseCpu.median)}×)`,
        met: largest.open.median <= 2 * largest.parse.median,
      },
      {
        target: 'every seeded defect reported',
        measured: r.server.map((s) => `${s.defects.reported}/${s.defects.expected}`).join(', '),
        met: r.server.every((s) => s.defects.reported === s.defects.expected),
      },
      {
        target: 're-diagnosis after an edit no slower than the first',
        measured: `${ms(largest.edit.median)} vs ${ms(largest.open.median)} ms`,
        met: largest.edit.median <= largest.open.median,
      },
      {
        target: 'completion p95 under 10 ms',
        measured: `${ms(largest.completion.p95)} ms`,
        met: largest.completion.p95 < 10,
      },
      { target: 'hover p95 under 10 ms', measured: `${ms(largest.hover.p95)} ms`, met: largest.hover.p95 < 10 },
      {
        target: 'server RSS under 150 MB',
        measured: `${largest.freshMemory ? `${mb(largest.freshMemory.rss)} in a fresh server with the ${largest.size}-tool catalog open, settled (${mb(largest.freshMemory.atDiagnostics.rss)} the moment its diagnostics arrived); ` : ''}${mb(largest.memory.rss)} in the server of the whole run, right after its last edits (peak ${mb(largest.memory.peak)})`,
        met: (largest.freshMemory ?? largest.memory).rss < 150 * 1024 * 1024,
      },
      {
        target: 'cost grows linearly with the catalog',
        measured: `diagnostics per tool: ${r.server.map((s, i) => `${(per[i] * 1000).toFixed(0)} µs`).join(' → ')} (parseTree per tool: ${r.server.map((s) => `${((s.parse.median / s.size) * 1000).toFixed(0)} µs`).join(' → ')})`,
        met: per.length < 2 || per[per.length - 1] <= 1.5 * Math.min(...(per.slice(1).length ? per.slice(1) : per)),
      },
    );
  }
  out.push(...heavyTargets(r.heavy));
  out.push(...reopenTargets(r.reopen));
  if (!r.extension) return out;
  const a = r.extension.activation;
  out.push({
    target: 'the client activates in well under 50 ms',
    measured: `${ms(a.total.median)} ms (require ${ms(a.require.median)} + activate ${ms(a.activate.median)})`,
    met: a.total.median < 50,
  });
  const heavy = heavyAtActivation(r.extension.composition);
  out.push({
    target: 'activation loads no MCP SDK, webviews or rule engine',
    measured: heavy.length ? heavy.map((h) => `${h.group} ${kb(h.bytes)}`).join(', ') : 'none in client.js',
    met: !heavy.length,
  });
  if (r.webviews?.approvalFromTab) {
    const w = r.webviews;
    out.push({
      target: 'an approval panel shows Approve and Deny within 2 s of opening (p95, real VS Code)',
      measured: `${ms(w.approvalFromTab.p95)} ms (median ${ms(w.approvalFromTab.median)}; load ${w.load.perCore.median.toFixed(1)} per core)`,
      met: w.approvalFromTab.p95 <= 2000,
    });
  }
  if (r.toolCalls) out.push(toolCallTarget(r.toolCalls));
  return out;
}

export function renderTable(r) {
  const parts = [
    '',
    'Language server (times in ms; diagnostics = didOpen → publishDiagnostics through LSP)',
    table(SERVER_HEAD, serverRows(r)),
  ];
  if (r.heavy) {
    parts.push(
      '',
      `Findings-heavy catalog (${r.heavy.size} tools, ${r.heavy.defects.expected} findings), interleaved with parseTree`,
      table(
        ['round', 'parseTree', 'diagnostics', '× parse', '× parse (CPU)', 'load'],
        r.heavy.rounds.map((x, i) => [
          i + 1,
          ms(x.parse),
          ms(x.open),
          x.ratio.toFixed(2),
          x.cpuRatio.toFixed(2),
          x.load.toFixed(1),
        ]),
      ),
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

export function renderMarkdown(r) {
  const m = r.machine;
  const s = r.settings;
  const e = r.extension;
  const lines = [];
  lines.push(
    '# Performance',
    '',
    'Measured by `npm run bench` (`scripts/bench.mjs`); this file is written by it. Re-run it after changing the engine, the',
    'server or the client, on a quiet machine if you can: every figure below comes from one run, and the comparisons',
    '(diagnostics against parse time, the connection layer against the bare SDK) are made side by side in that run.',
    '',
    '## Machine',
    '',
    `- CPU: ${m.cpu}, ${m.cores} cores`,
    `- Memory: ${(m.memory / 1024 ** 3).toFixed(1)} GB (${(m.free / 1024 ** 3).toFixed(1)} GB free at the start)`,
    `- Node.js ${m.node}; ${m.os}`,
    `- Date: ${m.date}`,
    `- Load average (1, 5, 15 min): ${m.load} at the start, ${m.loadAfter} at the end`,
    `- Run: ${s.quick ? '`--quick`, ' : ''}${s.reps} opens per catalog size (each of a new variant: other schemas, nothing cached), ${s.edits} edits after each, ${s.featureReps} completions and hovers after each; ${r.built ? 'production build' : 'the existing dist/ (not rebuilt)'}${s.nodeArgs?.length ? `; server run with \`node ${s.nodeArgs.join(' ')}\`` : ''}`,
    '',
  );
  lines.push(...serverLines(r));
  lines.push(...heavyLines(r.heavy, r.serverAlone));
  lines.push(...reopenLines(r.reopen, r.serverAlone));
  lines.push('## CLI on the same files', '');
  if (r.cli) {
    lines.push(
      "`node dist/cli.js check FILE --format json`, from spawn to exit (so including Node's start and loading the bundle).",
      '',
      markdownTable(
        ['tools', 'median (ms)', 'p95 (ms)', 'seeded defects'],
        r.cli.map((c) => [
          c.size,
          ms(c.time.median),
          ms(c.time.p95),
          `${c.defects.reported}/${c.defects.expected}${c.defects.unexpected ? ` (+${c.defects.unexpected} other)` : ''}`,
        ]),
      ),
      '',
    );
  } else lines.push('cli: not built (dist/cli.js is missing).', '');

  lines.push(...extensionCostLines(e));
  lines.push('### Package', '');
  if (!e.vsix) lines.push('Not measured (`--no-vsix`).', '');
  else if (e.vsix.bytes) {
    lines.push(
      `\`vsce package --no-dependencies\`: ${kb(e.vsix.bytes)}${e.vsix.files ? `, ${e.vsix.files} files` : ''}.${e.vsix.refused ? ` Note: ${e.vsix.refused}; measured with \`--allow-package-secrets\` for that kind (the flagged text is a rule's example, not a secret, but \`npm run package\` fails until it is changed).` : ''}`,
      '',
    );
  } else lines.push(`\`vsce package\` failed: ${e.vsix.refused ?? ''} ${e.vsix.error ?? ''}`.trim(), '');

  lines.push(...toolCallLines(r.toolCalls));

  if (r.markdownPreview) lines.push(...markdownPreviewLines(r.markdownPreview));
  lines.push(...webviewLines(r.webviews));

  lines.push(
    '## Targets',
    '',
    markdownTable(
      ['target', 'measured', 'met'],
      targets(r).map((x) => [x.target, x.measured, yes(x.met)]),
    ),
    '',
  );
  lines.push(...howLines());
  return lines.join('\n');
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
  const rows = targets(r).map((x) => `| ${x.target} | ${x.measured} | ${yes(x.met)} |`);
  const lines = out.split('\n');
  const heading = lines.indexOf('## Targets');
  if (heading < 0) {
    return `${out}\n## Targets\n\n${markdownTable(
      ['target', 'measured', 'met'],
      targets(r).map((x) => [x.target, x.measured, yes(x.met)]),
    )}\n`;
  }
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
