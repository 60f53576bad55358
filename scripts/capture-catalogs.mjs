// Captures public MCP servers' live catalogs into test/fixtures/live-catalogs, whose README says how, and why without
// a network. Usage: node scripts/capture-catalogs.mjs [--only id,id] [--scratch DIR] [--allow-network] [--list]
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CORPUS_SERVERS } from './lib/corpusServers.mjs';
import { loadTypeScript } from './lib/loadTypeScript.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'test', 'fixtures', 'live-catalogs');
const args = process.argv.slice(2);
const option = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const scratch = resolve(option('--scratch') ?? join(root, '..', 'mcp-lens-catalog-scratch'));
const only = option('--only')?.split(',');
const allowNetwork = args.includes('--allow-network');

if (args.includes('--list')) {
  for (const s of CORPUS_SERVERS) console.log(`${s.id}\t${s.package}@${s.version}`);
  process.exit(0);
}

/** How to cut a server off the network: a new network namespace (as root), or one in a new user namespace. */
function isolation() {
  for (const flags of [['--net'], ['--map-root-user', '--net']]) {
    if (spawnSync('unshare', [...flags, '--', 'true']).status === 0) return flags;
  }
  return undefined;
}

function loadConnectionLayer() {
  return loadTypeScript("export { ServerConnection } from './common/mcp/serverConnection';");
}

function install(spec) {
  const dir = join(scratch, spec.id);
  const pkgDir = join(dir, 'node_modules', ...spec.package.split('/'));
  const wanted = `${spec.package}@${spec.version}`;
  if (
    existsSync(join(pkgDir, 'package.json')) &&
    JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8')).version === spec.version
  ) {
    return { dir, pkgDir };
  }
  mkdirSync(dir, { recursive: true });
  if (!existsSync(join(dir, 'package.json'))) {
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: `capture-${spec.id}`, private: true }) + '\n');
  }
  console.log(`  installing ${wanted}`);
  const r = spawnSync(
    'npm',
    ['install', '--ignore-scripts', '--no-audit', '--no-fund', '--legacy-peer-deps', '--save-exact', wanted],
    { cwd: dir, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  if (r.status !== 0) throw new Error(`npm install ${wanted} failed`);
  return { dir, pkgDir };
}

function binOf(pkgDir, pkg, spec) {
  if (typeof pkg.bin === 'string') return join(pkgDir, pkg.bin);
  const bins = Object.entries(pkg.bin ?? {});
  const chosen = spec.bin ? bins.find(([name]) => name === spec.bin) : bins[0];
  if (!chosen) throw new Error(`${spec.package} has no bin${spec.bin ? ` named ${spec.bin}` : ''}`);
  return join(pkgDir, chosen[1]);
}

function licenceFile(pkgDir) {
  return readdirSync(pkgDir).find((f) => /^(licen[cs]e|copying)(\.(md|txt))?$/i.test(f));
}

async function capture(spec, { ServerConnection }, netFlags) {
  const { dir, pkgDir } = install(spec);
  const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
  const work = join(dir, 'work');
  const home = join(dir, 'home');
  mkdirSync(work, { recursive: true });
  mkdirSync(home, { recursive: true });
  const fill = (s) => s.replaceAll('{work}', work).replaceAll('{home}', home);
  for (const [name, content] of Object.entries(spec.files ?? {})) writeFileSync(join(work, name), content);
  const serverArgs = (spec.args ?? []).map(fill);
  const env = {
    HOME: home,
    XDG_CONFIG_HOME: join(home, '.config'),
    XDG_CACHE_HOME: join(home, '.cache'),
    DO_NOT_TRACK: '1',
    ...Object.fromEntries(Object.entries(spec.env ?? {}).map(([k, v]) => [k, fill(v)])),
  };
  const node = process.execPath;
  const bin = binOf(pkgDir, pkg, spec);
  const launch = netFlags
    ? { transport: 'stdio', command: 'unshare', args: [...netFlags, '--', node, bin, ...serverArgs], env, cwd: work }
    : { transport: 'stdio', command: node, args: [bin, ...serverArgs], env, cwd: work };
  const stderr = [];
  const logger = {
    trace() {},
    debug() {},
    info: (m) => stderr.push(m),
    warn: (m) => stderr.push(m),
    error: (m) => stderr.push(m),
  };
  const connection = new ServerConnection({
    id: spec.id,
    name: spec.id,
    logger,
    requestTimeoutMs: 30_000,
    clientInfo: { name: 'mcp-lens-capture', version: '1' },
  });
  try {
    await connection.start(launch);
    const state = connection.state;
    if (state.status !== 'running') {
      throw new Error(`${state.status === 'error' ? state.message : state.status}\n${stderr.slice(-10).join('\n')}`);
    }
    const catalog = connection.catalog ?? { errors: {} };
    const licence = licenceFile(pkgDir);
    if (licence) {
      mkdirSync(join(outDir, 'licenses'), { recursive: true });
      copyFileSync(join(pkgDir, licence), join(outDir, 'licenses', `${spec.id}.txt`));
    } else if (!spec.licenseText || !existsSync(join(outDir, 'licenses', spec.licenseText))) {
      throw new Error(
        `${pkg.name} ships no licence file: ` +
          'name the licence text it is under (licenseText) in scripts/lib/corpusServers.mjs',
      );
    }
    const fixture = {
      id: spec.id,
      package: pkg.name,
      version: pkg.version,
      license: spec.license ?? pkg.license,
      licenseFile: `licenses/${licence ? `${spec.id}.txt` : spec.licenseText}`,
      repository: typeof pkg.repository === 'string' ? pkg.repository : pkg.repository?.url,
      launch: { args: spec.args ?? [], env: spec.env ?? {}, ...(spec.files ? { files: Object.keys(spec.files) } : {}) },
      ...(spec.note ? { note: spec.note } : {}),
      protocolVersion: state.protocolVersion,
      serverInfo: state.server,
      ...(state.instructions ? { instructions: state.instructions } : {}),
      catalog: {
        ...(catalog.tools ? { tools: catalog.tools } : {}),
        ...(catalog.resources ? { resources: catalog.resources } : {}),
        ...(catalog.resourceTemplates ? { resourceTemplates: catalog.resourceTemplates } : {}),
        ...(catalog.prompts ? { prompts: catalog.prompts } : {}),
        errors: catalog.errors,
      },
    };
    writeFileSync(join(outDir, `${spec.id}.json`), JSON.stringify(fixture, null, 2) + '\n');
    const counts = ['tools', 'resources', 'resourceTemplates', 'prompts']
      .map((k) => `${catalog[k]?.length ?? '-'} ${k}`)
      .join(', ');
    const errors = Object.keys(catalog.errors).length
      ? `; could not list: ${Object.entries(catalog.errors)
          .map(([k, v]) => `${k} (${v})`)
          .join(', ')}`
      : '';
    console.log(`  ${pkg.name}@${pkg.version} (${fixture.license}): ${counts}${errors}`);
  } finally {
    await connection.dispose();
  }
}

const netFlags = isolation();
if (!netFlags && !allowNetwork) {
  console.error(
    'capture-catalogs: `unshare --net` is not available here, so the servers could not be cut off the network. ' +
      'Run it where it is (Linux), or pass --allow-network to start them without that protection.',
  );
  process.exit(2);
}
if (!netFlags) console.warn('capture-catalogs: starting the servers WITHOUT network isolation (--allow-network)');
mkdirSync(outDir, { recursive: true });
const layer = await loadConnectionLayer();
const failed = [];
for (const spec of CORPUS_SERVERS.filter((s) => !only || only.includes(s.id))) {
  console.log(`${spec.id}:`);
  try {
    await capture(spec, layer, netFlags);
  } catch (error) {
    failed.push(spec.id);
    console.error(`  FAILED: ${error instanceof Error ? error.message : String(error)}`);
  }
}
if (failed.length) {
  console.error(`\nnot captured: ${failed.join(', ')}`);
  process.exit(1);
}
