// What the extension costs before anyone uses it: bundle sizes and make-up, requiring and activating dist/client.js,
// what each lazily loaded bundle costs on first use, and the size of the .vsix.
import * as esbuild from 'esbuild';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CLIENT_BUNDLES } from '../lib/clientBundles.mjs';
import { summary } from './stats.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));

export function bundleSizes(root) {
  const out = [];
  const add = (dir) => {
    if (!existsSync(dir)) return;
    for (const f of readdirSync(dir).sort()) {
      if (f.endsWith('.js')) out.push({ file: relative(root, join(dir, f)), bytes: statSync(join(dir, f)).size });
    }
  };
  add(join(root, 'dist'));
  add(join(root, 'dist', 'webview'));
  return out;
}

/** Which parts of the sources end up in the activation bundle (minified, as shipped), grouped by package or folder. */
export async function clientComposition(root) {
  return composition(
    root,
    CLIENT_BUNDLES.find((b) => b.role === 'activation'),
  );
}

/** What one of the client's bundles is made of, built as scripts/build.mjs builds it (minified). */
async function composition(root, bundle) {
  const result = await esbuild.build({
    entryPoints: [bundle.entry],
    plugins: bundle.plugins(),
    absWorkingDir: root,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    minify: true,
    external: ['vscode'],
    mainFields: ['module', 'main'],
    write: false,
    metafile: true,
    outfile: `out/bench-${bundle.name}.js`,
    logLevel: 'silent',
  });
  const output = Object.values(result.metafile.outputs)[0];
  return { bytes: output.bytes, groups: groupsOf(output) };
}

/** Bytes of an esbuild output by package (node_modules) or by source folder (client/src/x, server/src/x). */
function groupsOf(output) {
  const groups = new Map();
  for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1];
    const group =
      pkg ??
      input
        .split('/')
        .slice(0, input.startsWith('client/src/') || input.startsWith('server/src/') ? 3 : 2)
        .join('/');
    groups.set(group, (groups.get(group) ?? 0) + bytesInOutput);
  }
  return [...groups].map(([group, bytes]) => ({ group, bytes })).sort((a, b) => b.bytes - a.bytes);
}

function node(args) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`node ${args.join(' ')} exited ${code}: ${err.slice(-2000)}`)),
    );
  });
}

/** `activation.cjs` on dist/client.js (or `bundle`) in a fresh process per run, `reps` times. */
async function activationRuns(root, reps, mode, bundle = join(root, 'dist', 'client.js')) {
  const runs = [];
  for (let i = 0; i < reps; i++) {
    runs.push(JSON.parse(await node([join(here, 'activation.cjs'), bundle, root, ...(mode ? [mode] : [])])));
  }
  return runs;
}

/** `require(dist/client.js)` and `activate()` in fresh processes, `reps` times, with no document open. */
export async function activation(root, reps) {
  const runs = await activationRuns(root, reps);
  const last = runs[runs.length - 1];
  return {
    require: summary(runs.map((r) => r.requireMs)),
    activate: summary(runs.map((r) => r.activateMs)),
    total: summary(runs.map((r) => r.requireMs + r.activateMs)),
    loaded: last.loaded,
    started: last.started,
    registered: last.registered,
    error: last.error,
  };
}

/** How each bundle is first needed: a command or a view for the features, a JSON document for the language client. */
const FIRST_USE = {
  features: [
    { mode: 'view:mcpLens.servers', what: 'the Servers view shown (its root items asked for)' },
    { mode: 'command:mcpLens.refresh', what: 'the first command (`mcpLens.refresh`), until it settles' },
  ],
  languageClient: [
    {
      mode: 'document:json',
      what: 'activation with a JSON document open (the language client is loaded, created and asked to start)',
    },
  ],
};

/**
 * Each lazily loaded bundle's size and make-up, what requiring it alone takes, and what its first use costs after
 * activation (for the language client, activating with an MCP document open), with the files that loads.
 */
export async function lazyBundleCosts(root, reps) {
  const out = [];
  for (const bundle of CLIENT_BUNDLES.filter((b) => b.role === 'lazy')) {
    const file = join(root, bundle.outfile);
    if (!existsSync(file)) continue;
    const alone = await activationRuns(root, reps, 'require-only', file);
    const firstUse = [];
    for (const { mode, what } of FIRST_USE[bundle.name] ?? []) {
      const runs = await activationRuns(root, reps, mode);
      const last = runs[runs.length - 1];
      const inActivation = mode.startsWith('document:');
      firstUse.push({
        what,
        // a document open at activation is handled within activate(); a command or view comes after it
        time: summary(runs.map((r) => (inActivation ? r.activateMs : r.firstUseMs))),
        loaded: inActivation
          ? last.loaded.filter((f) => f !== 'package.json' && f !== 'dist/client.js')
          : last.loadedOnFirstUse,
        started: inActivation ? last.started : last.startedOnFirstUse,
        error: last.error,
      });
    }
    out.push({
      name: bundle.name,
      file: bundle.outfile,
      bytes: statSync(file).size,
      composition: await composition(root, bundle),
      require: summary(alone.map((r) => r.requireMs)),
      firstUse,
    });
  }
  return out;
}

/**
 * What loading the MCP SDK costs on its own: the connection layer (common/mcp) bundled alone and minified, required
 * in fresh processes. Activation saves this much when the layer is loaded at first use instead.
 */
export async function sdkLoadCost(root, reps) {
  const entry = join(root, 'common/mcp/serverConnection.ts');
  if (!existsSync(entry)) return undefined;
  const dir = mkdtempSync(join(tmpdir(), 'mcp-lens-bench-sdk-'));
  try {
    const outfile = join(dir, 'mcp.js');
    await esbuild.build({
      entryPoints: [entry],
      absWorkingDir: root,
      bundle: true,
      platform: 'node',
      target: 'node20',
      format: 'cjs',
      minify: true,
      mainFields: ['module', 'main'],
      outfile,
      logLevel: 'silent',
    });
    const times = [];
    const script = `const t=performance.now();require(${JSON.stringify(outfile)});process.stdout.write(String(performance.now()-t))`;
    for (let i = 0; i < reps; i++) times.push(Number(await node(['-e', script])));
    return { bytes: statSync(outfile).size, require: summary(times) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * `vsce package --no-dependencies` into a temporary folder; the size of the .vsix. When vsce's secret scan refuses
 * the package, the refusal is reported and the size measured again with that kind of secret allowed.
 */
export function vsixSize(root) {
  const dir = mkdtempSync(join(tmpdir(), 'mcp-lens-bench-vsix-'));
  try {
    const file = join(dir, 'mcp-lens.vsix');
    const pack = (extra) =>
      spawnSync('npx', ['--no-install', 'vsce', 'package', '--no-dependencies', ...extra, '-o', file], {
        cwd: root,
        encoding: 'utf8',
      });
    let r = pack([]);
    let refused;
    const output = `${r.stdout ?? ''}${r.stderr ?? ''}`;
    if (r.status !== 0 && /--allow-package-secrets/.test(output)) {
      const kinds = [...new Set([...output.matchAll(/\[(\w+)\]\s*$/gm)].map((m) => m[1]))];
      const where = [...output.matchAll(/^\s*((?:dist|docs)\/[^#\s]+)#/gm)].map((m) => m[1]);
      refused = `vsce refuses to package: its secret scan flags ${kinds.join(', ') || 'a secret'} in ${[...new Set(where)].join(', ')}`;
      r = pack(kinds.flatMap((k) => ['--allow-package-secrets', k]));
    }
    if (r.status !== 0 || !existsSync(file)) {
      return { refused, error: `${r.stderr || r.stdout || ''}`.trim().split('\n').slice(-3).join(' ') };
    }
    const files = /\((\d+) files?/.exec(r.stdout)?.[1];
    return { bytes: statSync(file).size, files: files ? Number(files) : undefined, refused };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
