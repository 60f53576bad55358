// Run by bench/extension.mjs in a fresh process as `node activation.cjs BUNDLE REPO [MODE]`: times loading and
// activating a bundle with a stub `vscode`, checking nothing. MODE: require-only, document:LANG, command:ID, view:ID.
'use strict';
const Module = require('node:module');
const path = require('node:path');
const childProcess = require('node:child_process');

const [clientJs, repoRoot, mode = ''] = process.argv.slice(2);
const requireOnly = mode === 'require-only';
const [modeKind, modeArg] = mode.includes(':') ? [mode.slice(0, mode.indexOf(':')), mode.slice(mode.indexOf(':') + 1)] : [mode, ''];

/** Any property, call or `new` gives another stub; it is never a promise and prints as its path. */
function stub(name) {
  const cache = new Map();
  const target = function () {};
  return new Proxy(target, {
    get(_t, prop) {
      if (prop === 'then') return undefined;
      if (prop === Symbol.toPrimitive) return () => name;
      if (prop === Symbol.iterator) return function* () {};
      if (prop === 'toString' || prop === 'toJSON') return () => name;
      if (!cache.has(prop)) cache.set(prop, stub(`${name}.${String(prop)}`));
      return cache.get(prop);
    },
    apply: () => stub(`${name}()`),
    construct: () => stub(`new ${name}`),
  });
}

class EventEmitter {
  constructor() {
    this.listeners = new Set();
    this.event = (listener) => {
      this.listeners.add(listener);
      return { dispose: () => this.listeners.delete(listener) };
    };
  }
  fire(e) {
    for (const l of this.listeners) l(e);
  }
  dispose() {
    this.listeners.clear();
  }
}
class Disposable {
  constructor(fn) {
    this.fn = fn;
  }
  static from(...items) {
    return new Disposable(() => items.forEach((i) => i?.dispose?.()));
  }
  dispose() {
    this.fn?.();
  }
}
const uri = (p) => ({ scheme: 'file', fsPath: p, path: p, toString: () => `file://${p}`, with: () => uri(p) });
const configuration = () => ({ get: (_key, fallback) => fallback, has: () => false, inspect: () => undefined, update: async () => undefined });
const memento = () => {
  const m = new Map();
  return { get: (k, d) => (m.has(k) ? m.get(k) : d), update: async (k, v) => void m.set(k, v), keys: () => [...m.keys()], setKeysForSync: () => undefined };
};

const base = stub('vscode');
/** What activation registered: command handlers and tree data providers, to run them as VS Code would. */
const registered = { commands: new Map(), trees: new Map(), webviewViews: [], serializers: [] };
const disposable = () => new Disposable();
const textDocuments =
  modeKind === 'document' ? [{ uri: uri(path.join(repoRoot, `bench-document.${modeArg}`)), languageId: modeArg, version: 1, getText: () => '{}', isClosed: false }] : [];
const overrides = {
  // the bundle reads `import * as vscode` through this object itself, not through a copy of its own keys
  __esModule: true,
  EventEmitter,
  Disposable,
  Uri: { file: uri, parse: (s) => uri(s), joinPath: (u, ...p) => uri(path.join(u.fsPath, ...p)), from: (c) => uri(c.path ?? '/') },
  workspace: new Proxy(
    { getConfiguration: configuration, workspaceFolders: undefined, isTrusted: true, textDocuments, fs: base.workspace.fs },
    { get: (t, p) => (p in t ? t[p] : base.workspace[p]) },
  ),
  commands: new Proxy(
    {
      registerCommand: (id, handler) => {
        registered.commands.set(id, handler);
        return disposable();
      },
    },
    { get: (t, p) => (p in t ? t[p] : base.commands[p]) },
  ),
  window: new Proxy(
    {
      createTreeView: (id, options) => {
        registered.trees.set(id, options.treeDataProvider);
        return Object.assign(stub(`treeView(${id})`), { dispose: () => undefined, visible: false });
      },
      registerTreeDataProvider: (id, provider) => {
        registered.trees.set(id, provider);
        return disposable();
      },
      registerWebviewViewProvider: (id) => {
        registered.webviewViews.push(id);
        return disposable();
      },
      registerWebviewPanelSerializer: (id) => {
        registered.serializers.push(id);
        return disposable();
      },
    },
    { get: (t, p) => (p in t ? t[p] : base.window[p]) },
  ),
};
// every name the API exports, as own properties: the bundle copies the module's keys into its namespace object
const vscode = { ...overrides };
const declarations = require('node:fs').readFileSync(require.resolve('@types/vscode/index.d.ts', { paths: [repoRoot] }), 'utf8');
for (const m of declarations.matchAll(/^\texport (?:namespace|class|enum|function|const|let) (\w+)/gm)) if (!(m[1] in vscode)) vscode[m[1]] = base[m[1]];

// `vscode` exists only inside the extension host: answer the bundle's require('vscode') with the stand-in
const FAKE = path.join(__dirname, '__vscode__.js');
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return request === 'vscode' ? FAKE : resolve.call(this, request, ...rest);
};
require.cache[FAKE] = Object.assign(new Module(FAKE), { filename: FAKE, loaded: true, exports: vscode });

// what activation loads from disk, and which processes it would start (none is started here)
const loaded = [];
const load = Module._load;
Module._load = function (request, parent, ...rest) {
  if (!Module.isBuiltin(request) && request !== 'vscode') loaded.push(path.relative(repoRoot, Module._resolveFilename(request, parent)));
  return load.call(this, request, parent, ...rest);
};
const started = [];
for (const fn of ['fork', 'spawn', 'execFile', 'exec']) {
  childProcess[fn] = (...args) => {
    started.push(`${fn} ${args.filter((a) => typeof a === 'string').map((a) => path.relative(repoRoot, a) || a).join(' ')}`);
    throw new Error('the benchmark starts no process');
  };
}

const context = {
  subscriptions: [],
  extensionPath: repoRoot,
  extensionUri: uri(repoRoot),
  asAbsolutePath: (p) => path.join(repoRoot, p),
  globalState: memento(),
  workspaceState: memento(),
  secrets: { get: async () => undefined, store: async () => undefined, delete: async () => undefined, onDidChange: new EventEmitter().event },
  storageUri: undefined,
  globalStorageUri: uri(path.join(repoRoot, 'out', 'bench-storage')),
  logUri: uri(path.join(repoRoot, 'out', 'bench-log')),
  extensionMode: 1,
  environmentVariableCollection: stub('environmentVariableCollection'),
  extension: { id: 'mcp-lens.mcp-lens', packageJSON: require(path.join(repoRoot, 'package.json')) },
};

/** Runs the first use the mode names, after activation; resolves when it has settled. */
async function firstUse() {
  if (modeKind === 'command') {
    const handler = registered.commands.get(modeArg);
    if (!handler) throw new Error(`activation registered no command ${modeArg}`);
    await handler();
  } else if (modeKind === 'view') {
    const provider = registered.trees.get(modeArg);
    if (!provider) throw new Error(`activation registered no tree view ${modeArg}`);
    await provider.getChildren(undefined);
  }
}

const errorOf = (e) => String(e?.stack ?? e);
let error;
const t0 = performance.now();
const extension = require(clientJs);
const t1 = performance.now();
try {
  if (!requireOnly) extension.activate(context);
} catch (e) {
  error = errorOf(e);
}
const t2 = performance.now();
const loadedAtActivation = loaded.splice(0);
const startedAtActivation = started.splice(0);
let firstUseMs;
(async () => {
  if (!requireOnly && (modeKind === 'command' || modeKind === 'view')) {
    const t3 = performance.now();
    await firstUse().catch((e) => (error ??= errorOf(e)));
    firstUseMs = performance.now() - t3;
  }
  // let what activation or the first use started asynchronously (the language client) get as far as starting its process
  setTimeout(() => {
    process.stdout.write(
      JSON.stringify({
        requireMs: t1 - t0,
        activateMs: t2 - t1,
        loaded: loadedAtActivation,
        started: startedAtActivation,
        firstUseMs,
        loadedOnFirstUse: loaded,
        startedOnFirstUse: started,
        registered: { commands: [...registered.commands.keys()], trees: [...registered.trees.keys()], webviewViews: registered.webviewViews, serializers: registered.serializers },
        error,
        heapMB: process.memoryUsage().heapUsed / 1048576,
      }),
    );
    process.exit(0);
  }, 200);
})();
