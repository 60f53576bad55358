import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { CodeAction, Diagnostic, Hover, Position, TextEdit } from 'vscode-languageserver-protocol';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { LspTestClient, REPO_ROOT } from '../helpers/lspClient';

const FIXTURES = join(REPO_ROOT, 'test/fixtures/code/migration');
const read = (name: string) => readFileSync(join(FIXTURES, name), 'utf8');
const migrationCodes = (ds: readonly Diagnostic[] | undefined) =>
  (ds ?? []).map((d) => String(d.code)).filter((c) => /^MCP03\d$/.test(c));

function positionOf(text: string, needle: string, delta = 0): Position {
  const offset = text.indexOf(needle);
  assert.ok(offset >= 0, `${needle} in the text`);
  return TextDocument.create('x', 'x', 0, text).positionAt(offset + delta);
}

describe('language server over a real LSP connection: migrating server code to MCP 2026-07-28 and the SDK 2.x', () => {
  let client: LspTestClient;
  const push = read('v2-push.ts');
  const overloads = read('v2-overloads.ts');
  const pushUri = 'file:///w/migration/v2-push.ts';
  const overloadsUri = 'file:///w/migration/v2-overloads.ts';
  let pushDiagnostics: Diagnostic[];
  let overloadDiagnostics: Diagnostic[];

  before(async () => {
    client = await LspTestClient.start();
    // the grammar loads in the background on first use; the server publishes again once it is ready
    const has = (code: string) => (p: { diagnostics: Diagnostic[] }) => p.diagnostics.some((d) => d.code === code);
    const pushReady = client.waitForWithin(pushUri, has('MCP030'), 30000, 'MCP030 on v2-push.ts');
    const overloadsReady = client.waitForWithin(overloadsUri, has('MCP033'), 30000, 'MCP033 on v2-overloads.ts');
    await client.open(pushUri, push, 'typescript');
    await client.open(overloadsUri, overloads, 'typescript');
    [pushDiagnostics, overloadDiagnostics] = await Promise.all([pushReady, overloadsReady]);
  });
  after(async () => {
    await client.stop();
  });

  it('publishes the findings of a 2.x handler with their severities, deprecation tags and links to the docs', () => {
    const doc = TextDocument.create('x', 'x', 0, push);
    const shown = pushDiagnostics
      .filter((d) => /^MCP03\d$/.test(String(d.code)))
      .map((d) => `${d.code} ${d.severity} ${doc.getText(d.range)}`);
    assert.deepEqual(shown, [
      'MCP031 4 logging',
      'MCP030 2 elicitInput',
      'MCP031 4 log',
      'MCP030 2 requestSampling',
      'MCP030 2 listRoots',
      'MCP032 3 -32002',
      'MCP032 3 ResourceNotFound',
    ]);
    const log = pushDiagnostics.find((d) => d.code === 'MCP031')!;
    assert.deepEqual(log.tags, [2]);
    assert.match(String(log.codeDescription?.href), /docs\/rules\.md#mcp031$/);
  });

  it('rewrites a 1.x overload with its quick fix', async () => {
    const d = overloadDiagnostics.find((x) => x.code === 'MCP033')!;
    const actions =
      (await client.request<CodeAction[]>('textDocument/codeAction', {
        textDocument: { uri: overloadsUri },
        range: d.range,
        context: { diagnostics: [d] },
      })) ?? [];
    const fix = actions.find((a) => a.title === 'Rewrite as registerTool(…)');
    assert.ok(fix, actions.map((a) => a.title).join(', '));
    const edits = fix.edit!.changes![overloadsUri] as TextEdit[];
    const after = TextDocument.applyEdits(TextDocument.create(overloadsUri, 'typescript', 1, overloads), edits);
    assert.match(
      after,
      /server\.registerTool\('greet', \{ description: 'Greets a user', inputSchema: z\.object\(\{ name: z\.string\(\) \}\) \}, async/,
    );
  });

  it('hovers on a server-to-client request with the inputRequired form', async () => {
    const hover = await client.request<Hover | null>('textDocument/hover', {
      textDocument: { uri: pushUri },
      position: positionOf(push, 'elicitInput', 3),
    });
    const value = (hover?.contents as { value: string } | undefined)?.value ?? '';
    assert.match(value, /removed in MCP 2026-07-28/);
    assert.match(value, /return inputRequired\(\{ inputRequests: \{ answer: inputRequired\.elicit\(/);
  });

  it('mcpLens.specVersion reaches the rules: an explicit 2025 revision silences the 2026 findings, not the removed overloads', async () => {
    const pushAfter = client.waitForWithin(pushUri, (p) => !migrationCodes(p.diagnostics).length, 30000, 'no MCP03x');
    await client.updateSettings({ specVersion: '2025-11-25' });
    assert.deepEqual(migrationCodes(await pushAfter), []);
    const overloadsNow = await client.change(overloadsUri, `${overloads}\n`);
    assert.equal(migrationCodes(overloadsNow).filter((c) => c === 'MCP033').length, 5);
    await client.updateSettings({});
  });

  it('a 1.x server is read as 2025 until the setting says 2026-07-28', async () => {
    const uri = 'file:///w/migration/v1-server.ts';
    const text = read('v1-server.ts');
    assert.deepEqual(migrationCodes(await client.open(uri, text, 'typescript')), []);
    const modern = client.waitForWithin(uri, (p) => migrationCodes(p.diagnostics).length > 0, 30000, 'MCP030');
    await client.updateSettings({ specVersion: '2026-07-28' });
    assert.deepEqual(migrationCodes((await modern) ?? []), ['MCP030', 'MCP030', 'MCP030', 'MCP032']);
    await client.updateSettings({});
    await client.close(uri);
  });
});
