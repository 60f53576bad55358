// `npm run bench`: the language server on large catalogs against jsonc-parser's parseTree, the CLI on the same files,
// the extension's cost and the connection layer's per tool call; writes docs/performance.md with the machine's facts.
//
//   node scripts/bench.mjs [--quick] [--sizes 100,1000,5000] [--no-build] [--no-vsix] [--no-webviews]
//                          [--node-args "--optimize-for-size"] [--out FILE]
//   node scripts/bench.mjs --only server [--heavy-reps 7] [--reopen-reps 5]   (writes its sections into the report)
//   node scripts/bench.mjs --only reopen | --only webviews [--windows 4]        (writes its section into the report)
//   node scripts/bench.mjs --only toolcall [--calls 20000] [--batch 1000]      (from the sources, writes its section)
//   node scripts/bench.mjs --only extension | --only markdown [--before REV]  (prints only)
//
// --quick takes fewer rounds; --no-build measures the existing dist/ instead of a production build.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchCli } from './bench/cli.mjs';
import {
  activation,
  bundleSizes,
  clientComposition,
  lazyBundleCosts,
  sdkLoadCost,
  vsixSize,
} from './bench/extension.mjs';
import { extensionCostLines } from './bench/extensionReport.mjs';
import { benchHeavyCatalog, benchLanguageServer, serverNodeArgs } from './bench/languageServer.mjs';
import { benchMarkdownPreview, markdownPreviewLines } from './bench/markdownPreview.mjs';
import { benchReopenedCatalog } from './bench/reopen.mjs';
import { reopenTable, withReopenSection } from './bench/reopenReport.mjs';
import { machine, renderMarkdown, renderTable, withServerSections } from './bench/report.mjs';
import { withSection } from './bench/reportFormat.mjs';
import { benchToolCalls, describeToolCalls } from './bench/toolCall.mjs';
import { withToolCallSection } from './bench/toolCallReport.mjs';
import { benchWebviews } from './bench/webviews.mjs';
import { webviewLines, WEBVIEWS_HEADING } from './bench/webviewsReport.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const quick = flag('--quick');
function buildProduction() {
  const r = spawnSync(process.execPath, ['scripts/build.mjs', '--production'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

/** Bundle sizes, what the activation bundle is made of, and what activation and each lazy bundle cost. */
async function extensionCost() {
  return {
    bundles: bundleSizes(root),
    composition: await clientComposition(root),
    activation: await activation(root, settings.activationReps),
    sdk: await sdkLoadCost(root, settings.activationReps),
    lazy: await lazyBundleCosts(root, settings.activationReps),
  };
}

const sizes = (option('--sizes') ?? '100,1000,5000').split(',').map((s) => Number(s.trim()));
if (sizes.some((n) => !Number.isInteger(n) || n < 10)) {
  console.error('--sizes takes tool counts of at least 10, e.g. --sizes 100,1000');
  process.exit(2);
}
const settings = {
  quick,
  sizes,
  reps: quick ? 2 : 7,
  edits: quick ? 2 : 4,
  featureReps: quick ? 10 : 40,
  cliReps: quick ? 1 : 3,
  activationReps: quick ? 2 : 7,
  heavyReps: Number(option('--heavy-reps') ?? (quick ? 2 : 7)),
  reopenReps: Number(option('--reopen-reps') ?? (quick ? 2 : 5)),
  toolCalls: 20_000,
};
const only = option('--only');
if (only !== undefined && !['toolcall', 'extension', 'markdown', 'webviews', 'server', 'reopen'].includes(only)) {
  console.error('--only takes: toolcall, extension, markdown, webviews, server, reopen');
  process.exit(2);
}
if (only === 'markdown') {
  console.log(markdownPreviewLines(await benchMarkdownPreview({ root, before: option('--before') })).join('\n'));
  process.exit(0);
}
if (only === 'toolcall') {
  const calls = Number(option('--calls') ?? settings.toolCalls);
  const batch = Number(option('--batch') ?? 1000);
  if (!Number.isInteger(calls) || !Number.isInteger(batch) || batch < 1 || calls < 2 * batch) {
    console.error('--calls and --batch take whole numbers, with at least two batches of calls');
    process.exit(2);
  }
  const toolCalls = await benchToolCalls({ root, calls, batch });
  console.log(toolCalls ? describeToolCalls(toolCalls) : 'common/mcp/serverConnection.ts does not exist');
  const out = option('--out') ?? join(root, 'docs', 'performance.md');
  if (toolCalls && existsSync(out)) {
    writeFileSync(
      out,
      withToolCallSection(readFileSync(out, 'utf8'), toolCalls, {
        date: new Date().toISOString(),
        load: loadavg()
          .map((x) => x.toFixed(2))
          .join(' '),
      }),
    );
    process.stderr.write(`wrote the tool-call section of ${out}\n`);
  }
  process.exit(0);
}
if (only === 'extension') {
  if (!flag('--no-build')) buildProduction();
  console.log(extensionCostLines(await extensionCost()).join('\n'));
  process.exit(0);
}
const out = option('--out') ?? join(root, 'docs', 'performance.md');
const log = (s) => process.stderr.write(`${s}\n`);
const webviewWindows = Number(option('--windows') ?? (quick ? 1 : 4));

if (only === 'webviews') {
  if (!flag('--no-build')) buildProduction();
  log(`webviews: ${webviewWindows} fresh windows of a real VS Code…`);
  const webviews = await benchWebviews({ windows: webviewWindows, log });
  const lines = webviewLines(webviews);
  console.log(lines.join('\n'));
  if (existsSync(out)) {
    writeFileSync(out, withSection(readFileSync(out, 'utf8'), WEBVIEWS_HEADING, lines));
    log(`wrote the webviews section of ${out}`);
  }
  process.exit(0);
}

const before = machine();
if (!flag('--no-build')) {
  log('building (production)…');
  buildProduction();
}
const serverJs = join(root, 'dist', 'server.js');
if (!existsSync(serverJs)) {
  console.error('dist/server.js is missing: run `node scripts/build.mjs` (or drop --no-build)');
  process.exit(1);
}

// The server runs with the Node options the extension gives it (common/protocol/serverProcess.ts), unless --node-args
// says otherwise.
const nodeArgs =
  option('--node-args') !== undefined ? option('--node-args').split(/\s+/).filter(Boolean) : await serverNodeArgs();
const reopenRounds = () => {
  log(`a catalog opened again: ${settings.reopenReps} rounds, each open interleaved with parseTree…`);
  return benchReopenedCatalog({ serverJs, nodeArgs, reps: settings.reopenReps, log });
};
if (only === 'reopen') {
  const reopen = await reopenRounds();
  console.log(reopenTable(reopen));
  if (existsSync(out)) {
    writeFileSync(
      out,
      withReopenSection(readFileSync(out, 'utf8'), reopen, { only: 'reopen', date: before.date, load: before.load }),
    );
    log(`wrote the reopened catalog section of ${out}`);
  } else log(`${out} does not exist: run the whole benchmark once to write it`);
  process.exit(0);
}
log(`language server: catalogs of ${sizes.join(', ')} tools, ${settings.reps} opens each…`);
const server = await benchLanguageServer({
  serverJs,
  nodeArgs,
  sizes,
  reps: settings.reps,
  edits: settings.edits,
  featureReps: settings.featureReps,
  log: (r) =>
    log(
      `  ${r.size} tools: parse ${r.parse.median.toFixed(0)} ms, diagnostics ${r.open.median.toFixed(0)} ms, edit ${r.edit.median.toFixed(0)} ms`,
    ),
});
log(`findings-heavy catalog: ${settings.heavyReps} rounds, each interleaved with parseTree…`);
const heavy = await benchHeavyCatalog({
  serverJs,
  nodeArgs,
  reps: settings.heavyReps,
  featureReps: settings.featureReps,
  log,
});
const reopen = await reopenRounds();

if (only === 'server') {
  const results = {
    settings: { ...settings, nodeArgs },
    machine: { ...before, loadAfter: machine().load },
    server,
    heavy,
    reopen,
    serverAlone: { date: before.date, load: before.load },
  };
  console.log(renderTable(results));
  if (existsSync(out)) {
    writeFileSync(out, withServerSections(readFileSync(out, 'utf8'), results));
    log(`wrote the language server sections of ${out}`);
  } else log(`${out} does not exist: run the whole benchmark once to write it`);
  process.exit(0);
}

log('cli…');
const cli = await benchCli({
  cliJs: join(root, 'dist', 'cli.js'),
  sizes,
  reps: settings.cliReps,
  log: (r) => log(`  ${r.size} tools: ${r.time.median.toFixed(0)} ms`),
});

log('extension: bundles, activation…');
const extension = {
  ...(await extensionCost()),
  vsix: flag('--no-vsix') ? undefined : (log('  vsce package…'), vsixSize(root)),
};

log(`tool calls: ${settings.toolCalls} through the connection layer and the bare SDK client…`);
const toolCalls = await benchToolCalls({ root, calls: settings.toolCalls });

log('runner: Markdown preview on hostile text…');
const markdownPreview = await benchMarkdownPreview({ root });

let webviews;
if (flag('--no-webviews')) webviews = undefined;
else {
  log(`webviews: ${webviewWindows} fresh windows of a real VS Code…`);
  webviews = await benchWebviews({ windows: webviewWindows, log });
}

const results = {
  settings: { ...settings, nodeArgs },
  machine: { ...before, loadAfter: machine().load },
  server,
  heavy,
  reopen,
  cli,
  extension,
  toolCalls,
  markdownPreview,
  webviews,
  built: !flag('--no-build'),
};
console.log(renderTable(results));
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, renderMarkdown(results));
log(`wrote ${out}`);
