// Security properties that hold without VS Code: the webview shell and bundles, the environment stdio servers
// get, no secret in anything the connection layer and the model write, and Restricted Mode at the model level.
import { strict as assert } from 'node:assert';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { getDefaultEnvironment } from '@modelcontextprotocol/sdk/client/stdio.js';
import { createApprovalGate } from '../../client/src/approval/gate';
import { SessionGrantStore } from '../../client/src/approval/grants';
import { PinStore, type MementoLike } from '../../client/src/approval/pins';
import { DEFAULT_APPROVAL_SETTINGS } from '../../client/src/approval/policy';
import { TrustStore } from '../../client/src/approval/trust';
import type { ApprovalGate, Logger } from '../../common/mcp/types';
import { MemorySecrets } from '../helpers/memorySecrets';
import {
  ServersModel,
  StartRefused,
  type ServersModelDeps,
  type ServersSettings,
} from '../../client/src/model/serversModel';
import { createNonce, htmlShell } from '../../client/src/webviews/htmlShell';
import { inlineScriptText, readPageAsset } from '../../client/src/webviews/pageAssets';
import {
  assertNoLeaks,
  ConnectionPool,
  FIXTURES,
  fixtureLaunch,
  RecordingLogger,
  scratch,
  startHttpFixture,
  stopChild,
} from '../client/fixtures';
import { REPO_ROOT } from '../helpers/paths';

const tmp = scratch();
const pool = new ConnectionPool();
const models: ServersModel[] = [];
const pids = new Set<number>();
const children: ChildProcess[] = [];
after(async () => {
  await pool.disposeAll();
  await Promise.all(models.map((m) => m.dispose()));
  await Promise.all(children.map(stopChild));
  assertNoLeaks([...pool.pids, ...pids, ...children.map((c) => c.pid!)]);
  tmp.cleanup();
});

const approve: ApprovalGate = async () => true;

// ---- (a) webviews ----

/** The script sources a Content-Security-Policy allows (script-src, else default-src). */
function scriptSources(csp: string): string[] {
  const directives = new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map((d) => [d[0]!, d.slice(1)] as const),
  );
  return [...(directives.get('script-src') ?? directives.get('default-src') ?? [])];
}

function files(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) files(p, out);
    else out.push(p);
  }
  return out;
}

describe('webviews', () => {
  it('every page has a CSP with a fresh nonce, no inline or eval allowance, and runs only its own bundle', () => {
    const pages = [
      {
        title: 'Approve a tool call',
        script: 'approval',
        styles: ['approval.css'],
        data: { text: '</script><script>alert(1)</script><!--' },
      },
      { title: 'MCP Lens Runner', script: 'runner', styles: ['runner.css'], media: true },
      // a title a server could influence must not break out of the element
      { title: '</title><script>alert(1)</script>', script: 'runner' },
    ];
    const nonces = new Set<string>();
    for (const page of pages) {
      const nonce = createNonce();
      nonces.add(nonce);
      assert.ok(nonce.length >= 16, 'a nonce with at least 128 bits');
      const bundleUri = `vscode-webview://x/dist/webview/${page.script}.js`;
      const bundle = readPageAsset(join(REPO_ROOT, 'dist', 'webview', `${page.script}.js`));
      assert.ok(bundle, `dist/webview/${page.script}.js is built`);
      const styles = ['webview.css', ...(page.styles ?? [])].map((s) => ({
        uri: `vscode-webview://x/media/${s}`,
        text: readPageAsset(join(REPO_ROOT, 'media', s))!,
      }));
      const html = htmlShell({
        title: page.title,
        cspSource: 'vscode-webview://x',
        nonce,
        script: { uri: bundleUri, text: inlineScriptText(bundle, bundleUri) },
        styles,
        media: page.media,
        data: page.data,
      });
      const metas = [...html.matchAll(/<meta http-equiv="Content-Security-Policy" content="([^"]*)">/g)];
      assert.equal(metas.length, 1, 'exactly one CSP');
      const csp = metas[0]![1]!.replace(/&#39;|&apos;/g, "'");
      assert.match(csp, /default-src 'none'/);
      const sources = scriptSources(csp);
      assert.deepEqual(sources, [`'nonce-${nonce}'`], `script-src is the nonce alone: ${csp}`);
      assert.ok(!/unsafe-inline|unsafe-eval|wasm-unsafe-eval|strict-dynamic/.test(sources.join(' ')));
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map((m) => ({
        attrs: m[1]!,
        body: m[2]!,
      }));
      for (const script of scripts) {
        assert.ok(script.attrs.includes(`nonce="${nonce}"`), `every script element carries the nonce: ${script.attrs}`);
      }
      const runnable = scripts.filter((script) => !script.attrs.includes('type="application/json"'));
      assert.equal(runnable.length, 1, 'one script runs');
      assert.equal(
        runnable[0]!.body,
        `\n${inlineScriptText(bundle, bundleUri)}\n`,
        'and it is the built bundle, byte for byte',
      );
      for (const data of scripts.filter((script) => script.attrs.includes('type="application/json"'))) {
        assert.ok(!/[<>&]/.test(data.body), 'a data block holds no markup character');
        assert.deepEqual(JSON.parse(data.body), page.data);
      }
      assert.equal(scripts.length, page.data ? 2 : 1);
      const markup = html.replace(/(<(script|style)\b[^>]*>)[\s\S]*?(<\/\2>)/g, '$1$3');
      assert.ok(!/\son[a-z]+=/i.test(markup), 'no inline event handler');
      assert.ok(!html.includes('<script>alert(1)'), 'no text a server could influence becomes markup');
    }
    assert.equal(nonces.size, pages.length, 'a new nonce per render');
  });

  it('the extension sets webview HTML only through the shared shell', () => {
    const sources = files(join(REPO_ROOT, 'client', 'src')).filter((f) => f.endsWith('.ts'));
    const assignments = sources.flatMap((f) =>
      readFileSync(f, 'utf8')
        .split('\n')
        .filter((l) => /\.html\s*=[^=]/.test(l))
        .map((l) => ({ f, l })),
    );
    assert.ok(assignments.length >= 2, 'the approval panel and the runner set their HTML');
    for (const { f, l } of assignments) assert.match(l, /=\s*renderWebviewHtml\(/, `${f}: ${l.trim()}`);
    const html = readFileSync(join(REPO_ROOT, 'client', 'src', 'webviews', 'html.ts'), 'utf8');
    assert.match(html, /enableCommandUris: false/);
    assert.match(html, /nonce: createNonce\(\)/, 'a nonce per render');
  });

  it('the built webview bundles never parse HTML from strings (innerHTML, outerHTML, insertAdjacentHTML, document.write)', () => {
    const dir = join(REPO_ROOT, 'dist', 'webview');
    const bundles = readdirSync(dir).filter((f) => f.endsWith('.js'));
    assert.ok(bundles.includes('approval.js') && bundles.includes('runner.js'), `bundles built: ${bundles.join(', ')}`);
    const sinks =
      /\.(innerHTML|outerHTML)\s*(=|\+=)(?!=)|\binsertAdjacentHTML\b|\bdocument\.(write|writeln)\b|\bcreateContextualFragment\b|\bsrcdoc\b|\bnew Function\b|\beval\(/g;
    for (const b of bundles) {
      const code = readFileSync(join(dir, b), 'utf8');
      const found = [...code.matchAll(sinks)].map((m) => `${m[0]} at ${m.index}`);
      assert.deepEqual(found, [], `${b} uses an HTML or script sink`);
    }
    console.log(`webviews: ${bundles.length} bundles scanned for HTML/script sinks`);
  });
});

// ---- (b) the environment of stdio servers ----

const HOST_SECRET = 'host-secret-3f9a1c7e';
process.env.MCP_LENS_HOST_SECRET = HOST_SECRET;
process.env.AWS_SECRET_ACCESS_KEY ??= 'aws-host-secret-0d1e';

async function environmentOf(options: {
  env?: Record<string, string | null>;
  inheritEnvironment?: boolean;
}): Promise<Record<string, string>> {
  const { connection } = pool.make(`env-${pool.pids.size}`);
  await connection.start(fixtureLaunch('reportsEnvironment.mjs', options));
  assert.equal(connection.state.status, 'running', JSON.stringify(connection.state));
  const r = await connection.callTool({ name: 'environment' }, approve);
  await connection.stop();
  assert.equal(r.outcome, 'completed');
  return ((r.outcome === 'completed' && r.result.structuredContent) as { env: Record<string, string> }).env;
}

describe('the environment given to stdio servers', () => {
  it('is the config env plus the minimal safe base — not the host environment', async () => {
    const env = await environmentOf({ env: { API_TOKEN: 'from-config', PATH: '/config/bin', HOME: null } });
    const base = getDefaultEnvironment();
    const allowed = new Set([...Object.keys(base), 'API_TOKEN']);
    const extra = Object.keys(env).filter((k) => !allowed.has(k));
    assert.deepEqual(extra, [], 'only safe base variables and what the config says');
    assert.equal(env.API_TOKEN, 'from-config');
    assert.equal(env.PATH, '/config/bin', 'the config wins over the base');
    assert.equal(env.HOME, undefined, 'null removes a base variable');
    assert.equal(env.MCP_LENS_HOST_SECRET, undefined);
    assert.equal(env.AWS_SECRET_ACCESS_KEY, undefined);
    assert.ok(!Object.values(env).includes(HOST_SECRET));
    console.log(
      `environment: ${Object.keys(env).length} variables given (${Object.keys(env).sort().join(', ')}); host has ${Object.keys(process.env).length}`,
    );
  });

  it('is the whole host environment only when inheritEnvironment is on', async () => {
    const env = await environmentOf({ env: { API_TOKEN: 'from-config' }, inheritEnvironment: true });
    assert.equal(env.MCP_LENS_HOST_SECRET, HOST_SECRET);
    assert.equal(env.API_TOKEN, 'from-config');
  });
});

// ---- (c) secrets never written ----

const SETTINGS: ServersSettings = {
  userConfigs: false,
  inheritEnvironment: false,
  requestTimeoutMs: 20_000,
  autoStartTrusted: false,
};

/** workspaceState as the extension has it, but written to a JSON file on every update (so a test can grep it). */
class FileMemento implements MementoLike {
  private readonly data: Record<string, unknown> = {};
  constructor(readonly file: string) {}
  get<T>(key: string): T | undefined {
    return this.data[key] as T | undefined;
  }
  async update(key: string, value: unknown): Promise<void> {
    this.data[key] = value;
    writeFileSync(this.file, JSON.stringify(this.data));
  }
}

function makeModel(
  folder: string,
  options: {
    trusted: boolean;
    answers?: Record<string, string>;
    settings?: Partial<ServersSettings>;
    serverTrusted?: (id: string) => boolean;
    approve?: ApprovalGate;
  },
) {
  const logs: RecordingLogger[] = [];
  const secrets = new MemorySecrets();
  const deps: ServersModelDeps = {
    folders: () => [{ name: 'ws', path: folder }],
    userPlaces: { home: join(tmp.dir, 'home'), platform: 'linux' },
    settings: () => ({ ...SETTINGS, ...options.settings }),
    isWorkspaceTrusted: () => options.trusted,
    isServerTrusted: options.serverTrusted,
    loggerFor: (): Logger => {
      const l = new RecordingLogger();
      l.onLine((line) => {
        const m = /Started process (\d+)/.exec(line);
        if (m) pids.add(Number(m[1]));
      });
      logs.push(l);
      return l;
    },
    promptInput: async (input) => options.answers?.[input.id] ?? `value of ${input.id}`,
    secrets,
    approve: options.approve ?? approve,
    hostEnv: { ...process.env },
    stopGraceMs: 300,
  };
  const model = new ServersModel(deps);
  models.push(model);
  return { model, logs, secrets };
}

function writeJson(path: string, value: unknown): void {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, JSON.stringify(value, null, 2));
}

describe('secrets never reach a log, the catalog document, an audit line or a file', () => {
  it('a password input, a secret-looking env value and a header value, through a whole session', async () => {
    const PASSWORD = 'pw-7b2e9d4f61';
    const ENV_SECRET = 'sk-live-51c0ffee9a8b7c6d';
    const TOKEN = 'tok-e4a1b2c3d4e5';
    const ws = join(tmp.dir, 'secret-ws');
    const storage = join(tmp.dir, 'secret-storage');
    mkdirSync(storage, { recursive: true });
    const http = await startHttpFixture([], { MCP_LENS_FIXTURE_TOKEN: TOKEN });
    children.push(http.child);
    writeJson(join(ws, '.vscode', 'mcp.json'), {
      inputs: [
        { type: 'promptString', id: 'password', description: 'Password', password: true },
        { type: 'promptString', id: 'token', description: 'Token', password: true },
      ],
      servers: {
        local: {
          type: 'stdio',
          command: process.execPath,
          args: [join(FIXTURES, 'wellBehaved.mjs')],
          env: {
            DB_PASSWORD: '${input:password}',
            OPENAI_API_KEY: ENV_SECRET,
            MCP_LENS_FIXTURE_INFO: join(storage, 'info.json'),
          },
        },
        remote: {
          type: 'http',
          url: `http://127.0.0.1:${http.port}/mcp`,
          headers: { Authorization: 'Bearer ${input:token}' },
        },
      },
    });
    // the real approval gate, its trust and pins in a workspaceState that is a file in the storage folder
    const memento = new FileMemento(join(storage, 'workspaceState.json'));
    const audit: string[] = [];
    let model: ReturnType<typeof makeModel>['model'] | undefined;
    const trust = new TrustStore(memento, {
      running: (id) => model?.sessionLaunch(id)?.config,
      configured: (id) => model?.definition(id)?.config,
    });
    const gate = createApprovalGate({
      settings: () => DEFAULT_APPROVAL_SETTINGS,
      timeoutSeconds: () => 0,
      trust,
      pins: new PinStore(memento),
      grants: new SessionGrantStore(),
      ask: async () => ({ approved: true, source: 'Approve', trustServer: true, allowForSession: true }),
      log: (_id, line) => audit.push(line),
    });
    const made = makeModel(ws, { trusted: true, answers: { password: PASSWORD, token: TOKEN }, approve: gate });
    const { logs, secrets } = made;
    model = made.model;
    await model.reload();
    const written: string[] = [];
    const ids = model.servers().map((d) => d.id);
    for (const id of ids) {
      await model.start(id);
      assert.equal(model.state(id).status, 'running', JSON.stringify(model.state(id)));
      const doc = model.catalogDocument(id);
      assert.ok(doc && doc.text.length > 100, 'the catalog document was made');
      written.push(doc.text, doc.uri, JSON.stringify(model.state(id)));
    }
    const local = model.servers().find((d) => d.name === 'local')!.id;
    for (const id of ids) {
      for (const tool of ['read_note', 'delete_note', 'read_note']) {
        const r = await model.callTool(id, tool, { id: 'todo' });
        assert.equal(r.outcome, 'completed');
      }
    }
    assert.ok(audit.length >= 6, `every call audited: ${audit.length}`);
    assert.ok(
      ids.every((id) => trust.isTrusted(id)),
      'trust was stored',
    );
    written.push(...audit);
    await model.restart(local);
    await Promise.all(ids.map((id) => model.stop(id)));
    // the server saw the values: they were really used
    const info = JSON.parse(readFileSync(join(storage, 'info.json'), 'utf8')) as { env: Record<string, string> };
    assert.equal(info.env.DB_PASSWORD, PASSWORD);
    assert.equal(info.env.OPENAI_API_KEY, ENV_SECRET);
    assert.equal(
      [...secrets.map.values()].sort().join(),
      [PASSWORD, TOKEN].sort().join(),
      'passwords go to the secret store',
    );

    for (const l of logs) written.push(...l.lines);
    const storageFiles = files(storage).filter((f) => !f.endsWith('info.json')); // info.json is the server's own report
    for (const f of storageFiles) written.push(readFileSync(f, 'utf8'));
    const everything = written.join('\n');
    assert.ok(
      logs.some((l) => l.lines.some((x) => x.startsWith('trace → ') && x.includes('tools/call'))),
      'the session was logged, traffic included',
    );
    assert.ok(
      storageFiles.some((f) => f.endsWith('workspaceState.json')),
      'trust and pins were written',
    );
    for (const [what, secret] of [
      ['password input', PASSWORD],
      ['env value', ENV_SECRET],
      ['header value', TOKEN],
    ] as const) {
      const at = everything.indexOf(secret);
      assert.equal(at, -1, `the ${what} was written: …${everything.slice(Math.max(0, at - 120), at + 40)}…`);
    }
    console.log(
      `secrets: ${written.length} written texts (log lines, catalog documents, states, ${audit.length} audit lines, ${storageFiles.length} storage files) grepped for 3 secrets`,
    );
  });

  it('a password input passed as an argument does not appear in the log either', async () => {
    const PASSWORD = 'pw-arg-0a9b8c7d6e';
    const ws = join(tmp.dir, 'arg-ws');
    writeJson(join(ws, '.vscode', 'mcp.json'), {
      inputs: [{ type: 'promptString', id: 'password', description: 'Password', password: true }],
      servers: {
        argy: {
          type: 'stdio',
          command: process.execPath,
          args: [join(FIXTURES, 'wellBehaved.mjs'), '--password', '${input:password}'],
        },
      },
    });
    const { model, logs } = makeModel(ws, { trusted: true, answers: { password: PASSWORD } });
    await model.reload();
    const id = model.servers()[0]!.id;
    await model.start(id);
    assert.equal(model.state(id).status, 'running');
    await model.stop(id);
    const lines = logs.flatMap((l) => l.lines).filter((l) => l.includes(PASSWORD));
    assert.deepEqual(lines, [], 'the resolved argument is logged with the password in it');
    assert.ok(
      logs.flatMap((l) => l.lines).some((l) => /Started process \d+: .* --password ••••••$/.test(l)),
      'the argument is masked, the rest of the line kept',
    );
  });
});

// ---- (d) Restricted Mode ----

describe('Restricted Mode at the model level', () => {
  it('no entry point starts a workspace-configured server: start, restart, auto-start, trust changes, operations', async () => {
    const ws = join(tmp.dir, 'restricted-ws');
    const home = join(tmp.dir, 'home');
    const info = join(tmp.dir, 'restricted-info.json');
    const server = {
      command: process.execPath,
      args: [join(FIXTURES, 'wellBehaved.mjs')],
      env: { MCP_LENS_FIXTURE_INFO: info },
    };
    writeJson(join(ws, '.vscode', 'mcp.json'), { servers: { vs: { type: 'stdio', ...server } } });
    writeJson(join(ws, '.mcp.json'), { mcpServers: { cc: server } });
    writeJson(join(ws, '.cursor', 'mcp.json'), { mcpServers: { cur: server, web: { url: 'http://127.0.0.1:9/mcp' } } });
    writeJson(join(ws, 'mcp.json'), { servers: { plain: server } });
    writeJson(join(home, '.cursor', 'mcp.json'), {
      mcpServers: { mine: { command: process.execPath, args: [join(FIXTURES, 'wellBehaved.mjs')] } },
    });
    const { model, logs } = makeModel(ws, {
      trusted: false,
      settings: { autoStartTrusted: true, userConfigs: true },
      serverTrusted: () => true,
    });
    await model.reload(); // auto-start runs here: every server is "trusted" by the user, the workspace is not
    const workspace = model.servers().filter((d) => d.location.scope === 'workspace');
    assert.equal(workspace.length, 5, workspace.map((d) => d.name).join());
    let refusals = 0;
    for (const d of workspace) {
      assert.match(model.startBlocker(d.id)!, /^Restricted Mode/);
      await assert.rejects(model.start(d.id), StartRefused);
      await assert.rejects(model.restart(d.id), StartRefused);
      // Debug Server runs the config's python to look for debugpy: refused before that, like any start
      await assert.rejects(
        model.start(d.id, { debug: true }),
        (e: Error) => e instanceof StartRefused && /^Restricted Mode/.test(e.message),
      );
      assert.equal(model.debugging.isDebugging(d.id), false);
      assert.throws(() => model.callTool(d.id, 'read_note', {}));
      assert.throws(() => model.readResource(d.id, 'notes://readme'));
      assert.throws(() => model.getPrompt(d.id, 'summarize', {}));
      assert.throws(() => model.subscribe(d.id, 'notes://readme', () => undefined));
      await model.refresh(d.id);
      refusals += 7;
    }
    model.trustChanged(); // still untrusted: the auto-start pass runs again
    await model.reload();
    await Promise.all(model.servers().map((d) => model.start(d.id).catch(() => undefined)));
    for (const d of workspace) assert.equal(model.state(d.id).status, 'stopped', d.name);
    const started = logs.flatMap((l) => l.lines).filter((l) => /Started process/.test(l));
    const mine = model.servers().find((d) => d.name === 'mine')!;
    assert.equal(model.state(mine.id).status, 'running', 'the user’s own server is not blocked');
    assert.equal(started.length, 1, `only the user's server started: ${started.join(' | ')}`);
    await model.stop(mine.id);
    console.log(
      `restricted mode: ${workspace.length} workspace servers over 4 dialects, ${refusals} refused operations, 0 started`,
    );
  });

  it('only the model makes connections, so every command and tree action passes its Restricted Mode check', () => {
    const sources = files(join(REPO_ROOT, 'client', 'src')).filter(
      (f) => f.endsWith('.ts') && !f.includes(join('client', 'src', 'mcp')),
    );
    const makers = sources.filter((f) =>
      /new ServerConnection\(|new StdioTransport\(|\bspawn\(/.test(readFileSync(f, 'utf8')),
    );
    const buildStep = join('client', 'src', 'model', 'watch', 'buildStep.ts');
    // Debug Server's check that the server's python has debugpy runs that python: only the model's start does it
    const debugging = join('client', 'src', 'model', 'debug', 'serverDebugging.ts');
    // a saved test's run connects to the server its file names: only the Test Explorer's runner calls it, and that
    // runner runs nothing, and says so, in Restricted Mode
    const savedTestRun = join('client', 'src', 'testing', 'savedTestRun.ts');
    assert.deepEqual(
      makers.map((f) => f.slice(REPO_ROOT.length + 1)),
      [debugging, join('client', 'src', 'model', 'serversModel.ts'), buildStep, savedTestRun],
    );
    const testRunners = sources.filter((f) => /\brunSavedTest\(/.test(readFileSync(f, 'utf8')));
    const testRun = join('client', 'src', 'testing', 'testRun.ts');
    assert.deepEqual(
      testRunners.map((f) => f.slice(REPO_ROOT.length + 1)),
      [savedTestRun, testRun],
    );
    const runText = readFileSync(join(REPO_ROOT, testRun), 'utf8');
    const trustCheck = runText.indexOf('if (!vscode.workspace.isTrusted) {');
    assert.ok(trustCheck > 0 && trustCheck < runText.indexOf('await this.runFile('), 'the trust check comes first');
    const debuggers = sources.filter((f) => /new ServerDebugging\(/.test(readFileSync(f, 'utf8')));
    assert.deepEqual(
      debuggers.map((f) => f.slice(REPO_ROOT.length + 1)),
      [join('client', 'src', 'model', 'serversModel.ts')],
    );
    // the build step of a watched server spawns a shell command from its config: only the model runs it (runBuild,
    // refused where the server could not start)
    const runners = sources.filter(
      (f) =>
        /from '\.{1,2}\/(watch\/)?buildStep'/.test(readFileSync(f, 'utf8')) &&
        !/import type/.test(readFileSync(f, 'utf8').match(/.*from '\.{1,2}\/(watch\/)?buildStep'.*/)![0]),
    );
    assert.deepEqual(
      runners.map((f) => f.slice(REPO_ROOT.length + 1)),
      [join('client', 'src', 'model', 'serversModel.ts')],
    );
  });

  it('a watched server’s build step does not run in Restricted Mode', async () => {
    const ws = join(tmp.dir, 'restricted-build-ws');
    const marker = join(tmp.dir, 'restricted-build-ran');
    writeJson(join(ws, '.vscode', 'mcp.json'), {
      servers: {
        built: {
          type: 'stdio',
          command: process.execPath,
          args: [join(FIXTURES, 'wellBehaved.mjs')],
          dev: { watch: 'src/**', build: `touch ${marker}` },
        },
      },
    });
    const { model } = makeModel(ws, { trusted: false });
    await model.reload();
    const id = model.servers()[0]!.id;
    await assert.rejects(
      model.runBuild(id, `touch ${marker}`, ws, process.env, {}),
      (e: unknown) => e instanceof StartRefused && /Restricted Mode/.test(e.message),
    );
    assert.equal(existsSync(marker), false, 'the build command ran');
  });
});
