import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type {
  CodeAction,
  CompletionItem,
  CompletionList,
  Diagnostic,
  Hover,
  Position,
  TextEdit,
} from 'vscode-languageserver-protocol';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { LspTestClient, REPO_ROOT } from '../helpers/lspClient';

const FIXTURES = join(REPO_ROOT, 'test/fixtures/code');

/** The position of the first occurrence of `needle` (plus `delta` characters) in `text`. */
function positionOf(text: string, needle: string, delta = 0): Position {
  const offset = text.indexOf(needle);
  assert.ok(offset >= 0, `${needle} in the text`);
  return TextDocument.create('x', 'x', 0, text).positionAt(offset + delta);
}

describe('language server over a real LSP connection: MCP declarations in TypeScript and Python code', () => {
  let client: LspTestClient;
  const ts = readFileSync(join(FIXTURES, 'server.ts'), 'utf8');
  const py = readFileSync(join(FIXTURES, 'server.py'), 'utf8');
  const tsUri = 'file:///w/code/server.ts';
  const pyUri = 'file:///w/code/server.py';
  let tsDiagnostics: Diagnostic[];
  let pyDiagnostics: Diagnostic[];

  before(async () => {
    client = await LspTestClient.start();
    // the grammar loads in the background on first use; the server publishes again once it is ready
    const hasFindings = (p: { diagnostics: Diagnostic[] }) => p.diagnostics.length > 0;
    const tsReady = client.waitForWithin(tsUri, hasFindings, 30000, 'TypeScript diagnostics');
    const pyReady = client.waitForWithin(pyUri, hasFindings, 30000, 'Python diagnostics');
    await client.open(tsUri, ts, 'typescript');
    await client.open(pyUri, py, 'python');
    [tsDiagnostics, pyDiagnostics] = await Promise.all([tsReady, pyReady]);
  });
  after(async () => {
    await client.stop();
  });

  it('publishes diagnostics on the exact spans of a .ts and a .py document', () => {
    const at = (text: string, ds: Diagnostic[], code: string) => {
      const doc = TextDocument.create('x', 'x', 0, text);
      return ds.filter((d) => d.code === code).map((d) => doc.getText(d.range));
    };
    assert.deepEqual(at(ts, tsDiagnostics, 'MCP206'), ["'get_weather'", "'get_time'"]);
    assert.deepEqual(at(ts, tsDiagnostics, 'MCP202'), ['openWorldhint']);
    assert.deepEqual(at(py, pyDiagnostics, 'MCP206'), ['get_weather', 'get_time']);
    assert.deepEqual(at(py, pyDiagnostics, 'MCP201'), ['"true"']);
  });

  it('says the messages in the language of the file: readOnlyHint=True in Python, readOnlyHint: true in TypeScript', () => {
    const message = (ds: Diagnostic[]) => {
      const m = ds.find((d) => d.code === 'MCP206')!.message;
      return typeof m === 'string' ? m : m.value;
    };
    const pyMessage = message(pyDiagnostics);
    assert.match(pyMessage, /does not say readOnlyHint=True:/);
    assert.ok(!pyMessage.includes('"readOnlyHint": true'), pyMessage);
    const tsMessage = message(tsDiagnostics);
    assert.match(tsMessage, /does not say readOnlyHint: true:/);
    assert.ok(!tsMessage.includes('"readOnlyHint"'), tsMessage);
  });

  const actionsFor = async (uri: string, diagnostic: Diagnostic) =>
    (await client.request<CodeAction[]>('textDocument/codeAction', {
      textDocument: { uri },
      range: diagnostic.range,
      context: { diagnostics: [diagnostic] },
    })) ?? [];
  const diagnosticAt = (text: string, ds: Diagnostic[], code: string, spot: string) => {
    const doc = TextDocument.create('x', 'x', 0, text);
    const d = ds.find((x) => x.code === code && doc.getText(x.range) === spot);
    assert.ok(d, `${code} at ${spot}`);
    return d;
  };

  it('titles each quick fix with the edit it makes, in the language of the file', async () => {
    const titles = async (uri: string, text: string, ds: Diagnostic[], code: string, spot: string) =>
      (await actionsFor(uri, diagnosticAt(text, ds, code, spot))).map((a) => a.title);
    assert.deepEqual(await titles(tsUri, ts, tsDiagnostics, 'MCP206', "'get_weather'"), [
      'Add annotations: { readOnlyHint: true }',
    ]);
    assert.deepEqual(await titles(tsUri, ts, tsDiagnostics, 'MCP201', '"true"'), ['Set readOnlyHint: true']);
    assert.deepEqual(await titles(tsUri, ts, tsDiagnostics, 'MCP204', 'idempotentHint'), [
      'Remove idempotentHint: true',
    ]);
    assert.deepEqual(await titles(tsUri, ts, tsDiagnostics, 'MCP202', 'openWorldhint'), ['Rename to openWorldHint']);
    assert.deepEqual(await titles(pyUri, py, pyDiagnostics, 'MCP201', '"true"'), ['Set "readOnlyHint": True']);
    assert.deepEqual(await titles(pyUri, py, pyDiagnostics, 'MCP204', 'idempotentHint'), [
      'Remove idempotentHint=True',
    ]);
    assert.deepEqual(await titles(pyUri, py, pyDiagnostics, 'MCP202', 'openWorldhint'), ['Rename to openWorldHint']);
    assert.deepEqual(await titles(pyUri, py, pyDiagnostics, 'MCP206', 'get_time'), [
      'Add annotations=ToolAnnotations(readOnlyHint=True)',
    ]);
  });

  it('offers a quick fix that edits the code: readOnlyHint=True added to the decorator', async () => {
    const diagnostic = pyDiagnostics.find((d) => d.code === 'MCP206')!;
    const actions = await actionsFor(pyUri, diagnostic);
    const action = actions.find((a) => a.title === 'Add annotations=ToolAnnotations(readOnlyHint=True)');
    assert.ok(action?.edit?.changes?.[pyUri], `actions: ${actions.map((a) => a.title).join(', ')}`);
    const fixed = TextDocument.applyEdits(
      TextDocument.create(pyUri, 'python', 1, py),
      action.edit.changes[pyUri] as TextEdit[],
    );
    assert.match(fixed, /@mcp\.tool\(annotations=ToolAnnotations\(readOnlyHint=True\)\)\ndef get_weather/);
    const after = await client.change(pyUri, fixed);
    assert.ok(!after.some((d) => d.code === 'MCP206' && d.range.start.line === diagnostic.range.start.line));
  });

  it('completes keys inside annotations with their documentation, in both languages', async () => {
    const complete = async (uri: string, position: Position) => {
      const r = await client.request<CompletionList | CompletionItem[] | null>('textDocument/completion', {
        textDocument: { uri },
        position,
      });
      return Array.isArray(r) ? r : (r?.items ?? []);
    };
    const tsItems = await complete(tsUri, positionOf(ts, '{ readOnlyHint: true, openWorldHint: false }, async', 2));
    const labels = tsItems.map((i) => i.label);
    assert.ok(
      labels.includes('destructiveHint') && labels.includes('idempotentHint') && labels.includes('title'),
      labels.join(', '),
    );
    assert.ok(!labels.includes('readOnlyHint'), 'present keys are not offered again');
    const destructive = tsItems.find((i) => i.label === 'destructiveHint')!;
    assert.match(JSON.stringify(destructive.documentation), /destructive/i);
    assert.match(
      destructive.textEdit && 'newText' in destructive.textEdit ? destructive.textEdit.newText : '',
      /^destructiveHint: \$\{1\|/,
    );

    const now = readFileSync(join(FIXTURES, 'server.py'), 'utf8');
    await client.change(pyUri, now);
    const pyItems = await complete(
      pyUri,
      positionOf(now, 'ToolAnnotations(readOnlyHint=True, idem', 'ToolAnnotations('.length),
    );
    const destructivePy = pyItems.find((i) => i.label === 'destructiveHint');
    assert.ok(destructivePy, pyItems.map((i) => i.label).join(', '));
    assert.match(
      destructivePy.textEdit && 'newText' in destructivePy.textEdit ? destructivePy.textEdit.newText : '',
      /^destructiveHint=\$\{1\|False,True\|\}/,
    );
  });

  it('hovers on a tool name with its effective behaviour, and on an annotation key with its documentation', async () => {
    const hover = async (uri: string, position: Position) => {
      const r = await client.request<Hover | null>('textDocument/hover', { textDocument: { uri }, position });
      return r && typeof r.contents === 'object' && 'value' in r.contents ? r.contents.value : '';
    };
    const onName = await hover(tsUri, positionOf(ts, "'search_docs'", 3));
    assert.match(onName, /Effective behaviour/);
    assert.match(onName, /read-only: yes/);
    const onKey = await hover(tsUri, positionOf(ts, 'idempotentHint: true', 2));
    assert.match(onKey, /idempotentHint/);
    assert.equal(
      await hover(tsUri, positionOf(ts, "description: 'Returns the weather", 2)),
      '',
      'other keys are left to the language',
    );
  });
});
