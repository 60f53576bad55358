// What each bundle is made of, from esbuild's metafile: the activation bundle stays light because everything heavy
// loads on first use, and the lazy bundles do not drag in each other's heavy parts.
import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import * as esbuild from 'esbuild';
import { REPO_ROOT } from '../helpers/paths';

interface ClientBundle {
  name: string;
  entry: string;
  outfile: string;
  role: 'activation' | 'lazy';
  plugins(): esbuild.Plugin[];
}

interface WorkerBundle {
  name: string;
  entry: string;
  outfile: string;
}

async function bundleLists(): Promise<{ CLIENT_BUNDLES: ClientBundle[]; WORKER_BUNDLES: WorkerBundle[] }> {
  return (await import(join(REPO_ROOT, 'scripts/lib/clientBundles.mjs'))) as {
    CLIENT_BUNDLES: ClientBundle[];
    WORKER_BUNDLES: WorkerBundle[];
  };
}

async function clientBundles(): Promise<ClientBundle[]> {
  return (await bundleLists()).CLIENT_BUNDLES;
}

/** The source files and packages that end up in a bundle (inputs that contribute bytes to the output). */
async function contents(
  bundle: Pick<ClientBundle, 'name' | 'entry'> & Partial<Pick<ClientBundle, 'plugins'>>,
): Promise<string[]> {
  const result = await esbuild.build({
    entryPoints: [bundle.entry],
    absWorkingDir: REPO_ROOT,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    external: ['vscode'],
    mainFields: ['module', 'main'],
    plugins: bundle.plugins?.() ?? [],
    write: false,
    metafile: true,
    outfile: join('out', 'bundle-check', `${bundle.name}.js`),
    logLevel: 'silent',
  });
  const output = Object.values(result.metafile.outputs).find((o) => o.entryPoint === bundle.entry);
  assert.ok(output, `no output for ${bundle.entry}`);
  return Object.entries(output.inputs)
    .filter(([, i]) => i.bytesInOutput > 0)
    .map(([path]) => path);
}

const matching = (files: string[], patterns: RegExp[]) => files.filter((f) => patterns.some((p) => p.test(f)));

const SDK_AND_SCHEMAS = [
  /node_modules\/@modelcontextprotocol\/sdk\//,
  /node_modules\/zod\//,
  /node_modules\/ajv\//,
  /node_modules\/ajv-formats\//,
];
const LANGUAGE_CLIENT = [
  /node_modules\/vscode-languageclient\//,
  /node_modules\/vscode-jsonrpc\//,
  /node_modules\/vscode-languageserver-protocol\//,
];
const ENGINE = [/^server\/src\/engine\//, /^server\/src\/parse\//];
// catalogScheme.ts is the one module of the model the language client takes (for its document selector)
const FEATURES = [
  /^client\/src\/(mcp|servers|runner|approval|webviews|workers)\//,
  /^client\/src\/model\/(?!catalogScheme\.ts$)/,
];

describe('the extension bundles', () => {
  it('package.json starts the activation bundle, and the lazy bundles are dist/features.js and dist/languageClient.js', async () => {
    const bundles = await clientBundles();
    const main = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')).main as string;
    assert.deepEqual(
      bundles.filter((b) => b.role === 'activation').map((b) => b.outfile),
      [main.replace(/^\.\//, '')],
    );
    // client/src/lazyBundle.ts requires dist/NAME.js for these names
    assert.deepEqual(
      bundles.filter((b) => b.role === 'lazy').map((b) => [b.name, b.outfile]),
      [
        ['features', 'dist/features.js'],
        ['languageClient', 'dist/languageClient.js'],
      ],
    );
  });

  it('the activation bundle holds no MCP SDK, zod, ajv, rule engine, language client, connection, runner or approval code', async () => {
    const activation = (await clientBundles()).find((b) => b.role === 'activation')!;
    const files = await contents(activation);
    assert.ok(
      files.includes('client/src/extension.ts') && files.includes('client/src/commands.ts'),
      `unexpected contents: ${files.join(', ')}`,
    );
    assert.deepEqual(
      matching(files, [...SDK_AND_SCHEMAS, ...LANGUAGE_CLIENT, ...ENGINE, ...FEATURES]),
      [],
      'heavy modules in the activation bundle: load them from a lazy bundle',
    );
    assert.deepEqual(matching(files, [/node_modules\//]), [], 'packages in the activation bundle');
  });

  it('the language client bundle holds no rule engine, MCP SDK, schemas or features', async () => {
    const languageClient = (await clientBundles()).find((b) => b.name === 'languageClient')!;
    const files = await contents(languageClient);
    assert.ok(files.some((f) => /node_modules\/vscode-languageclient\//.test(f)));
    assert.deepEqual(matching(files, [...SDK_AND_SCHEMAS, ...ENGINE, ...FEATURES]), []);
  });

  it('the features bundle does not take the language client', async () => {
    const features = (await clientBundles()).find((b) => b.name === 'features')!;
    const files = await contents(features);
    assert.ok(files.some((f) => /node_modules\/@modelcontextprotocol\/sdk\//.test(f)));
    assert.deepEqual(matching(files, LANGUAGE_CLIENT), []);
  });

  it('the runner page’s script holds no Markdown parser: markdown-it is in its own bundle, loaded on the first preview', async () => {
    const runner = await contents({ name: 'runner-page', entry: 'client/webview/runner.ts' });
    assert.ok(runner.includes('client/webview/shared/markdown.ts'), 'the loader is in the page');
    assert.deepEqual(
      matching(runner, [
        /node_modules\/markdown-it\//,
        /node_modules\/(entities|linkify-it|mdurl|uc\.micro|punycode\.js)\//,
        /client\/webview\/shared\/markdownDom\.ts$/,
      ]),
      [],
    );
    const preview = await contents({ name: 'markdown-preview', entry: 'client/webview/markdownPreview.ts' });
    assert.ok(
      preview.some((f) => f.startsWith('node_modules/markdown-it/')) &&
        preview.includes('client/webview/shared/markdownDom.ts'),
    );
    assert.deepEqual(
      matching(preview, [/^client\/src\//]),
      [],
      'the preview bundle is the parser and its DOM builder only',
    );
  });

  it('the language server’s main thread parses and lints nothing: the parser, the rules and code extraction are in its workers', async () => {
    const main = await contents({ name: 'server-main', entry: 'server/src/server.ts' });
    assert.ok(
      main.includes('server/src/host/languageServer.ts') && main.includes('server/src/host/supervisedWorker.ts'),
      main.join(', '),
    );
    const analysing = [
      /^common\/json\//,
      /^server\/src\/engine\/(rules\/|lint\.ts$)/,
      /^server\/src\/code\/(?!parserExit\.ts$)/,
      /^server\/src\/pipeline\/(analyse|check)\.ts$/,
      /^server\/src\/detect\//,
    ];
    const packages = [/node_modules\/(jsonc-parser|ajv|ajv-formats|@vscode\/tree-sitter-wasm|minimatch)\//];
    assert.deepEqual(matching(main, [...analysing, ...packages]), [], 'analysis code on the main thread');
    const worker = await contents({ name: 'language-worker', entry: 'server/src/worker/entry.ts' });
    for (const part of analysing) {
      assert.ok(
        worker.some((f) => part.test(f)),
        `the worker holds ${part}`,
      );
    }
  });

  it('the worker bundles hold only their own work: no MCP SDK, language client, servers feature, runner or approval code', async () => {
    const workers = (await bundleLists()).WORKER_BUNDLES;
    // client/src/runner/schemaChecker.ts and client/src/model/catalogLinter.ts start dist/NAME.js beside their bundle
    assert.deepEqual(
      workers.map((b) => [b.name, b.outfile]),
      [
        ['schemaWorker', 'dist/schemaWorker.js'],
        ['catalogLintWorker', 'dist/catalogLintWorker.js'],
      ],
    );
    const HOST_SIDE = [
      /^client\/src\/(mcp|servers|approval|webviews)\//,
      /^client\/src\/runner\/(?!schemaCheck\.ts$|schemaWorker\.ts$|coerce\.ts$)/,
      /^client\/src\/model\/(?!catalogLint\.ts$|catalogLintWorker\.ts$)/,
      /^client\/src\/workers\/boundedWorker\.ts$/,
    ];
    for (const worker of workers) {
      const files = await contents(worker);
      assert.ok(
        files.includes(worker.entry) && files.includes('common/workers/serveCalls.ts'),
        `${worker.name}: ${files.join(', ')}`,
      );
      assert.deepEqual(
        matching(files, [
          /node_modules\/@modelcontextprotocol\/sdk\//,
          /node_modules\/zod\//,
          ...LANGUAGE_CLIENT,
          ...HOST_SIDE,
        ]),
        [],
        `${worker.name} takes host-side code`,
      );
    }
    // the live lint is the whole rule engine; the schema checks take only its schema helpers
    const [schemaWorker, catalogLintWorker] = await Promise.all(workers.map((w) => contents(w)));
    assert.ok(catalogLintWorker!.includes('server/src/engine/lint.ts'));
    assert.ok(!schemaWorker!.includes('server/src/engine/lint.ts'));
  });
});
