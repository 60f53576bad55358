import { strict as assert } from 'node:assert';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe, it } from 'node:test';
import type { CodeAction, Diagnostic, Location, Position, ShowDocumentParams } from 'vscode-languageserver-protocol';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { LspTestClient, REPO_ROOT } from '../helpers/lspClient';

const FIXTURES = join(REPO_ROOT, 'test/fixtures/code');
const tsFixture = readFileSync(join(FIXTURES, 'server.ts'), 'utf8');
const pyFixture = readFileSync(join(FIXTURES, 'server.py'), 'utf8');

function positionOf(text: string, needle: string, delta = 0): Position {
  const offset = text.indexOf(needle);
  assert.ok(offset >= 0, `${needle} in the text`);
  return TextDocument.create('x', 'x', 0, text).positionAt(offset + delta);
}

const schema = { type: 'object', properties: { path: { type: 'string' } } };

/** A live catalog as the client writes it, with source hints (or none) in `_meta`. */
function catalog(source: unknown, tools: unknown[], more: Record<string, unknown> = {}): string {
  const meta = {
    name: 'fixture',
    file: '/w/.vscode/mcp.json',
    serverInfo: { name: 'fixture' },
    transport: 'stdio',
    source,
  };
  return (
    JSON.stringify({ protocolVersion: '2025-06-18', _meta: { 'mcp-lens/server': meta }, tools, ...more }, null, 2) +
    '\n'
  );
}

const flawedTools = [
  // read-only by its name, readOnlyHint omitted (MCP206)
  { name: 'get_weather', description: 'Returns the weather for a city.', inputSchema: schema },
  // a string where a boolean belongs (MCP201), and mislabeled as read-only while it deletes
  {
    name: 'delete_file',
    description: 'Deletes a file.',
    inputSchema: schema,
    annotations: { readOnlyHint: 'true', destructiveHint: false },
  },
  // the running server has it, the code in the workspace does not
  { name: 'get_secret', description: 'Returns a secret value.', inputSchema: schema },
];

const hasLinks = (p: { diagnostics: Diagnostic[] }) => p.diagnostics.some((d) => d.relatedInformation?.length);

describe('live catalog findings link back to the declarations in workspace code (real LSP connection)', () => {
  let client: LspTestClient;
  let dir: string;
  const shown: ShowDocumentParams[] = [];

  before(async () => {
    client = await LspTestClient.start({ capabilities: { window: { showDocument: { support: true } } } });
    client.connection.onRequest('window/showDocument', (p: ShowDocumentParams) => {
      shown.push(p);
      return { success: true };
    });
    dir = mkdtempSync(join(tmpdir(), 'mcp-lens-links-'));
    // a TypeScript server run from its build output: the links go to src/, not to dist/
    mkdirSync(join(dir, 'ts/src'), { recursive: true });
    mkdirSync(join(dir, 'ts/dist'), { recursive: true });
    writeFileSync(join(dir, 'ts/src/index.ts'), tsFixture);
    writeFileSync(join(dir, 'ts/dist/index.js'), `// compiled\n\n\n${tsFixture}`);
    // a Python server beside an ordinary module that is never parsed
    mkdirSync(join(dir, 'py'), { recursive: true });
    writeFileSync(join(dir, 'py/server.py'), pyFixture);
    writeFileSync(join(dir, 'py/helpers.py'), 'def get_weather():\n    return 1\n');
    mkdirSync(join(dir, 'empty'), { recursive: true });
    writeFileSync(join(dir, 'empty/main.py'), 'print("no MCP here")\n');
  });
  after(async () => {
    await client.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Opens a catalog and resolves with its diagnostics once they carry links. */
  async function openLinked(uri: string, text: string): Promise<Diagnostic[]> {
    const linked = client.waitForWithin(uri, hasLinks, 30000, `linked diagnostics of ${uri}`);
    await client.open(uri, text);
    return linked;
  }

  /** The diagnostic with `code` inside the catalog entry named `name`. */
  const related = (ds: Diagnostic[], code: string, name: string, text: string) => {
    const doc = TextDocument.create('x', 'json', 0, text);
    const at = text.indexOf(`"name": "${name}"`);
    const [start, end] = [text.lastIndexOf('{', at), text.indexOf('"name":', at + 1) >>> 0];
    const d = ds.find(
      (x) => x.code === code && doc.offsetAt(x.range.start) >= start && doc.offsetAt(x.range.start) < end,
    );
    assert.ok(d, `${code} on ${name}: ${ds.map((x) => `${String(x.code)}@${x.range.start.line}`).join(', ')}`);
    return d;
  };

  it('points each TypeScript finding at the declaration in src/ (the name, or the field the code writes)', async () => {
    const uri = 'mcp-lens-catalog:/fixture.catalog.json?ts';
    const text = catalog({ cwd: join(dir, 'ts'), entryFiles: [join(dir, 'ts/dist/index.js')] }, flawedTools, {
      resourceTemplates: [{ name: 'user', uriTemplate: 'users://{id', description: 'A user' }],
    });
    const ds = await openLinked(uri, text);
    const src = pathToFileURL(join(dir, 'ts/src/index.ts')).href;

    const weather = related(ds, 'MCP206', 'get_weather', text);
    assert.deepEqual(weather.relatedInformation, [
      {
        location: {
          uri: src,
          range: {
            start: positionOf(tsFixture, "'get_weather'"),
            end: positionOf(tsFixture, "'get_weather'", "'get_weather'".length),
          },
        },
        message: '`get_weather` is declared here',
      },
    ]);

    const hint = ds.find((d) => d.code === 'MCP201')!;
    assert.equal(hint.relatedInformation?.length, 1);
    assert.equal(hint.relatedInformation![0]!.location.uri, src);
    assert.deepEqual(hint.relatedInformation![0]!.location.range.start, positionOf(tsFixture, 'readOnlyHint: "true"'));
    assert.deepEqual(
      hint.relatedInformation![0]!.location.range.end,
      positionOf(tsFixture, 'readOnlyHint: "true"', 'readOnlyHint: "true"'.length),
    );
    assert.equal(hint.relatedInformation![0]!.message, '`delete_file` declares `annotations.readOnlyHint` here');

    const template = ds.find((d) => d.code === 'MCP405')!;
    assert.deepEqual(template.relatedInformation?.[0]?.location.range.start, positionOf(tsFixture, "'users://{id'"));

    const secret = related(ds, 'MCP206', 'get_secret', text);
    assert.equal(secret.relatedInformation, undefined, 'a tool the code does not declare gets no link');
  });

  it('points Python findings at the decorated function and at the dict entry', async () => {
    const uri = 'mcp-lens-catalog:/fixture.catalog.json?py';
    const text = catalog({ cwd: join(dir, 'py'), entryFiles: [join(dir, 'py/server.py')] }, flawedTools);
    const ds = await openLinked(uri, text);
    const py = pathToFileURL(join(dir, 'py/server.py')).href;
    const weather = related(ds, 'MCP206', 'get_weather', text);
    assert.deepEqual(weather.relatedInformation?.[0]?.location, {
      uri: py,
      range: {
        start: positionOf(pyFixture, 'def get_weather', 4),
        end: positionOf(pyFixture, 'def get_weather', 4 + 'get_weather'.length),
      },
    });
    const hint = ds.find((d) => d.code === 'MCP201')!;
    assert.deepEqual(
      hint.relatedInformation?.[0]?.location.range.start,
      positionOf(pyFixture, '"readOnlyHint": "true"'),
    );
  });

  it('goes to the definition from an entry of the catalog, and opens it from a code action', async () => {
    const uri = 'mcp-lens-catalog:/fixture.catalog.json?ts';
    const text = catalog({ cwd: join(dir, 'ts'), entryFiles: [join(dir, 'ts/dist/index.js')] }, flawedTools, {
      resourceTemplates: [{ name: 'user', uriTemplate: 'users://{id', description: 'A user' }],
    });
    const src = pathToFileURL(join(dir, 'ts/src/index.ts')).href;
    const onName = positionOf(text, '"get_weather"', 3);
    const definition = await client.request<Location | null>('textDocument/definition', {
      textDocument: { uri },
      position: onName,
    });
    assert.equal(definition?.uri, src);
    assert.deepEqual(definition?.range.start, positionOf(tsFixture, "'get_weather'"));
    const onHint = positionOf(text, '"destructiveHint"', 2);
    const field = await client.request<Location | null>('textDocument/definition', {
      textDocument: { uri },
      position: onHint,
    });
    assert.deepEqual(field?.range.start, positionOf(tsFixture, 'destructiveHint: false'));
    const outside = await client.request<Location | null>('textDocument/definition', {
      textDocument: { uri },
      position: positionOf(text, '"protocolVersion"', 2),
    });
    assert.equal(outside, null);

    const diagnostic = client.lastDiagnostics(uri)!.find((d) => d.code === 'MCP201')!;
    const actions = await client.request<CodeAction[]>('textDocument/codeAction', {
      textDocument: { uri },
      range: diagnostic.range,
      context: { diagnostics: [diagnostic] },
    });
    const open = actions.find((a) => a.title === 'Open the declaration of `delete_file` in index.ts');
    assert.ok(open?.command, `actions: ${actions.map((a) => a.title).join(', ')}`);
    await client.request('workspace/executeCommand', {
      command: open.command.command,
      arguments: open.command.arguments,
    });
    assert.equal(shown.length, 1);
    assert.equal(shown[0]!.uri, src);
    assert.deepEqual(shown[0]!.selection?.start, positionOf(tsFixture, 'readOnlyHint: "true"'));
  });

  it('follows the source file as it is edited in the editor, before it is saved', async () => {
    const uri = 'mcp-lens-catalog:/fixture.catalog.json?ts';
    const src = pathToFileURL(join(dir, 'ts/src/index.ts')).href;
    const line = (ds: Diagnostic[]) =>
      ds.find((d) => d.code === 'MCP201')?.relatedInformation?.[0]?.location.range.start.line;
    const before = line(client.lastDiagnostics(uri)!);
    assert.equal(before, positionOf(tsFixture, 'readOnlyHint: "true"').line);
    const moved = client.waitForWithin(
      uri,
      (p) => line(p.diagnostics) === before! + 2,
      30000,
      'links that follow the edit',
    );
    await client.open(src, tsFixture, 'typescript');
    await client.change(src, `// two lines\n// above\n${tsFixture}`);
    await moved;
  });

  it('adds nothing to a catalog without hints, with hints to code that declares nothing, or outside a live catalog', async () => {
    const bare = 'mcp-lens-catalog:/bare.catalog.json?none';
    const plain = await client.open(bare, catalog(undefined, flawedTools));
    assert.ok(plain.length > 0);
    assert.ok(!plain.some((d) => d.relatedInformation), 'no hints, no links');
    assert.equal(
      await client.request('textDocument/definition', {
        textDocument: { uri: bare },
        position: positionOf(catalog(undefined, flawedTools), '"get_weather"', 3),
      }),
      null,
    );
    const actions = await client.request<CodeAction[]>('textDocument/codeAction', {
      textDocument: { uri: bare },
      range: plain[0]!.range,
      context: { diagnostics: plain },
    });
    assert.ok(!actions.some((a) => a.title.startsWith('Open the declaration')));

    // hints that lead to no MCP code: the diagnostics are published again once the index is built, still without links
    const empty = 'mcp-lens-catalog:/empty.catalog.json?empty';
    let publishes = 0;
    const indexed = client.waitForWithin(empty, () => ++publishes === 2, 30000, 'the publish after indexing');
    await client.open(
      empty,
      catalog({ cwd: join(dir, 'empty'), entryFiles: [join(dir, 'empty/main.py')] }, flawedTools),
    );
    const after = await indexed;
    assert.ok(after.length > 0 && !after.some((d) => d.relatedInformation));

    // a file on disk is not a live catalog: its _meta does not make the server read other files
    const onDisk = await client.open(
      pathToFileURL(join(dir, 'saved.catalog.json')).href,
      catalog({ cwd: join(dir, 'ts'), entryFiles: [join(dir, 'ts/src/index.ts')] }, flawedTools),
    );
    assert.ok(onDisk.length > 0 && !onDisk.some((d) => d.relatedInformation));
  });
});
