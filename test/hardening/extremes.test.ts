import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { DiagnosticSeverity, type Diagnostic } from 'vscode-languageserver-types';
import { applyMutation, mutate } from '../fuzz/mutations';
import { Random } from '../fuzz/random';
import { seedDocuments } from '../fuzz/seeds';
import { LspTestClient } from '../helpers/lspClient';
import { REPO_ROOT } from '../helpers/paths';
import { askEveryFeature, HANG_MS, loggedErrors, offsetPastDepth, residentBytes } from './features';

// Extreme inputs through the real LSP connection: each must be answered (no error, no hang, no stack overflow),
// with a clear message where the server declines to check, and memory must stay flat over many documents.

const MB = 1024 * 1024;
const LIMIT = 256; // MAX_NESTING_DEPTH of common/json/parsedDocument.ts

function within<T>(promise: Promise<T>, what: string, ms = HANG_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<never>(
    (_, reject) => (timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms)),
  );
  return Promise.race([promise, bound]).finally(() => clearTimeout(timer));
}

const message = (d: Diagnostic) => (typeof d.message === 'string' ? d.message : d.message.value);

const TOOL = (i: number) =>
  `{ "name": "tool_${i}", "description": "Reads item ${i}", "inputSchema": { "type": "object", "properties": { "id": { "type": "string" } } }, "annotations": { "readOnlyHint": true } }`;

/** A capability catalog of about `size` characters. */
function catalogOf(size: number, extra = ''): string {
  const parts: string[] = [];
  let length = 0;
  for (let i = 0; length < size; i++) {
    const t = TOOL(i);
    parts.push(t);
    length += t.length + 4;
  }
  return `{\n  ${extra}"tools": [\n    ${parts.join(',\n    ')}\n  ]\n}\n`;
}

describe('language server extremes over a real LSP connection', () => {
  let client: LspTestClient;
  before(async () => {
    client = await LspTestClient.start();
  });
  after(async () => {
    await client.stop();
  });

  it('answers a 50 MB document at once with the "too large" information MCP002, and every feature', async (t) => {
    const text = catalogOf(50 * MB);
    const uri = 'file:///extremes/huge/tools.json';
    const logs = client.logs.length;
    const started = Date.now();
    // 50 MB crosses the LSP pipe and reaches the workers before the size is looked at: on a starved 2-core machine
    // that alone has taken 20 s, so only a hang reaches this bound
    const diags = await within(client.open(uri, text), 'diagnostics of a 50 MB document', HANG_MS * 3);
    const elapsed = Date.now() - started;
    assert.deepEqual(
      diags.map((d) => [d.code, d.severity]),
      [['MCP002', DiagnosticSeverity.Information]],
    );
    assert.match(message(diags[0]!), /it is 50\.\d MB, over the 16\.0 MB limit/);
    assert.match(message(diags[0]!), /mcpLens\.maxDocumentSize/);
    const { requests } = await askEveryFeature(client, uri, text, [0, text.length >> 1, text.length], diags);
    await client.close(uri);
    assert.deepEqual(loggedErrors(client, logs), []);
    t.diagnostic(
      `50 MB (${text.length} chars): MCP002 after ${elapsed} ms, ${requests} feature requests answered in ${Date.now() - started - elapsed} ms`,
    );
  });

  it('checks a document over the size limit once "mcpLens.maxDocumentSize" is raised above it', async () => {
    // 2 MB with a bad priority at its start; checked with the default limit (16 MB), not with 1 MB, again with 4 MB
    const text = catalogOf(
      2 * MB,
      '"resources": [{ "uri": "file:///a.txt", "name": "a", "annotations": { "priority": 2 } }],\n  ',
    );
    const uri = 'file:///extremes/limit/catalog.json';
    const codes = (ds: { code?: unknown }[] | undefined) => [...new Set((ds ?? []).map((d) => d.code))];
    assert.ok(codes(await client.open(uri, text)).includes('MCP302'));
    const over = await client.updateSettings({ maxDocumentSize: 1 * MB }, uri);
    assert.deepEqual(codes(over), ['MCP002']);
    assert.match(message(over![0]!), /over the 1\.0 MB limit/);
    const raised = await client.updateSettings({ maxDocumentSize: 4 * MB }, uri);
    assert.ok(
      codes(raised).includes('MCP302'),
      `expected MCP302 once the limit is raised, got ${codes(raised).join(', ')}`,
    );
    assert.ok(!codes(raised).includes('MCP002'));
    await client.updateSettings({}, uri);
    await client.close(uri);
  });

  describe('10,000 levels of nesting: answered in every feature, no stack overflow, MCP003 where it matters', () => {
    const N = 10000;
    const cases: { name: string; uri: string; text: string; expect: 'MCP003' | 'nothing' }[] = [
      {
        name: 'nested arrays in a tools list',
        uri: 'file:///extremes/deep/arrays/tools.json',
        text: `{ "tools": [${'['.repeat(N)}${']'.repeat(N)}] }`,
        expect: 'MCP003',
      },
      {
        name: 'nested objects in a tools list',
        uri: 'file:///extremes/deep/objects/tools.json',
        text: `{ "tools": [${'{"a":'.repeat(N)}1${'}'.repeat(N)}] }`,
        expect: 'MCP003',
      },
      {
        name: 'unclosed arrays in a VS Code mcp.json',
        uri: 'file:///extremes/deep/open/.vscode/mcp.json',
        text: `{ "servers": { "a": { "args": ${'['.repeat(N)}`,
        expect: 'MCP003',
      },
      {
        name: 'unclosed objects in a server.json',
        uri: 'file:///extremes/deep/open/server.json',
        text: `{ "packages": [${'{"a":'.repeat(N)}`,
        expect: 'MCP003',
      },
      {
        name: 'bare nested arrays in an unrelated file',
        uri: 'file:///extremes/deep/bare/data.json',
        text: `${'['.repeat(N)}${']'.repeat(N)}`,
        expect: 'nothing',
      },
      {
        name: 'bare nested objects in an unrelated file',
        uri: 'file:///extremes/deep/bare/other.json',
        text: `${'{"a":'.repeat(N)}1${'}'.repeat(N)}`,
        expect: 'nothing',
      },
    ];
    for (const c of cases) {
      it(c.name, async () => {
        const logs = client.logs.length;
        const diags = await within(client.open(c.uri, c.text), `diagnostics of ${c.name}`);
        if (c.expect === 'nothing') assert.deepEqual(diags, []);
        else {
          assert.deepEqual(
            diags.map((d) => [d.code, d.severity]),
            [['MCP003', DiagnosticSeverity.Information]],
          );
          const doc = TextDocument.create(c.uri, 'json', 1, c.text);
          assert.deepEqual(diags[0]!.range.start, doc.positionAt(offsetPastDepth(c.text, LIMIT)));
          assert.match(message(diags[0]!), /nest more than 256 levels deep/);
        }
        const { answers } = await askEveryFeature(
          client,
          c.uri,
          c.text,
          [0, 12, c.text.length >> 1, c.text.length],
          diags,
        );
        assert.deepEqual(answers['textDocument/documentSymbol'], [[]]);
        await client.close(c.uri);
        assert.deepEqual(loggedErrors(client, logs), []);
      });
    }

    it('a text whose error recovery nests deeper than its brackets', async () => {
      // `{"a" ]` leaves the object open (the `]` is skipped), so each repetition nests one level deeper
      const text = `{ "tools": [${'{"a" ] , "b": '.repeat(N)}1 ] }`;
      const uri = 'file:///extremes/deep/recovery/tools.json';
      const logs = client.logs.length;
      const diags = await within(client.open(uri, text), 'diagnostics of a recovery-nested text');
      assert.deepEqual(
        diags.map((d) => d.code),
        ['MCP003'],
      );
      await askEveryFeature(client, uri, text, [0, text.length >> 1, text.length], diags);
      await client.close(uri);
      assert.deepEqual(loggedErrors(client, logs), []);
    });
  });

  describe("10,000 levels of nesting in an MCP server's source code: answered in every feature", () => {
    const N = 10000;
    const TS =
      "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';\nimport { z } from 'zod';\nconst server = new McpServer({ name: 'x', version: '1.0.0' });\n";
    const PY = 'from mcp.server.fastmcp import FastMCP\nfrom mcp.types import ToolAnnotations\nmcp = FastMCP("x")\n';
    const cases: { name: string; uri: string; languageId: string; text: string }[] = [
      {
        name: 'arrays in a tool config',
        uri: 'file:///extremes/code/arrays.ts',
        languageId: 'typescript',
        text: `${TS}server.registerTool('get_a', { description: 'Reads', inputSchema: { a: ${'['.repeat(N)}${']'.repeat(N)} } }, async () => ({ content: [] }));\n`,
      },
      {
        name: 'objects in tool annotations',
        uri: 'file:///extremes/code/objects.ts',
        languageId: 'typescript',
        text: `${TS}server.registerTool('get_a', { annotations: ${'{ a: '.repeat(N)}1${' }'.repeat(N)} }, async () => ({ content: [] }));\n`,
      },
      {
        name: 'a zod chain',
        uri: 'file:///extremes/code/zod.ts',
        languageId: 'typescript',
        text: `${TS}server.registerTool('get_a', { inputSchema: { a: ${'z.object({ a: '.repeat(N)}z.string()${' })'.repeat(N)} } }, async () => ({ content: [] }));\n`,
      },
      {
        name: 'unclosed objects in JavaScript',
        uri: 'file:///extremes/code/open.mjs',
        languageId: 'javascript',
        text: `${TS}server.registerTool('get_a', { annotations: ${'{ a: '.repeat(N)}`,
      },
      {
        name: 'dicts in a FastMCP decorator',
        uri: 'file:///extremes/code/dicts.py',
        languageId: 'python',
        text: `${PY}@mcp.tool(annotations=${'{"a": '.repeat(N)}1${'}'.repeat(N)})\ndef get_a() -> str:\n    return "a"\n`,
      },
      {
        name: 'lists in a FastMCP decorator',
        uri: 'file:///extremes/code/lists.py',
        languageId: 'python',
        text: `${PY}@mcp.tool(annotations=ToolAnnotations(title=${'['.repeat(N)}${']'.repeat(N)}))\ndef get_a() -> str:\n    return "a"\n`,
      },
    ];

    before(async () => {
      // the grammars load in the background on first use: wait until a server file is really read (MCP206 in the fixture)
      for (const [file, languageId] of [
        ['server.ts', 'typescript'],
        ['server.py', 'python'],
      ] as const) {
        const uri = `file:///extremes/code/warm-up/${file}`;
        const seen = client.waitForWithin(
          uri,
          (p) => p.diagnostics.some((d) => d.code === 'MCP206'),
          HANG_MS * 3,
          `the ${languageId} grammar`,
        );
        await client.open(uri, readFileSync(join(REPO_ROOT, 'test', 'fixtures', 'code', file), 'utf8'), languageId);
        await seen;
        await client.close(uri);
      }
    });

    for (const c of cases) {
      it(c.name, async () => {
        const logs = client.logs.length;
        const diags = await within(client.open(c.uri, c.text, c.languageId), `diagnostics of ${c.name}`);
        await askEveryFeature(client, c.uri, c.text, [0, c.text.length >> 1, c.text.length], diags);
        await client.close(c.uri);
        assert.deepEqual(loggedErrors(client, logs), []);
      });
    }
  });

  describe('nesting just inside the limit is checked, with every feature, in every kind', () => {
    // 256 levels counted from the root: the deepest tree the rules and features walk
    const schema = (levels: number) =>
      `${'{"type":"object","properties":{"p":'.repeat(levels)}{"type":"string"}${'}}'.repeat(levels)}`;
    const arrays = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
    const objects = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
    const cases = [
      {
        name: 'a tool schema 126 properties deep',
        uri: 'file:///extremes/limit/deep-schema/tools.json',
        text: `{"tools":[{"name":"get_x","description":"Reads","inputSchema":${schema(126)},"annotations":{"readOnlyHint":true}}]}`,
      },
      {
        name: 'a schema default of nested arrays',
        uri: 'file:///extremes/limit/deep-default/tools.json',
        text: `{"tools":[{"name":"get_x","inputSchema":{"type":"object","properties":{"a":{"default":${arrays(LIMIT - 6)}}}}}]}`,
      },
      {
        name: 'a VS Code server env of nested objects',
        uri: 'file:///extremes/limit/deep-env/.vscode/mcp.json',
        text: `{"servers":{"a":{"command":"node","env":${objects(LIMIT - 3)}}}}`,
      },
      {
        name: 'a Claude Desktop server args of nested arrays',
        uri: 'file:///extremes/limit/deep-args/claude_desktop_config.json',
        text: `{"mcpServers":{"a":{"command":"node","args":${arrays(LIMIT - 3)}}}}`,
      },
      {
        name: 'a registry package transport of nested objects',
        uri: 'file:///extremes/limit/deep-pkg/server.json',
        text: `{"$schema":"https://static.modelcontextprotocol.io/schemas/2025-10-17/server.schema.json","name":"io.github.a/b","version":"1.0.0","packages":[{"registryType":"npm","identifier":"x","version":"1.0.0","transport":${objects(LIMIT - 3)}}]}`,
      },
      {
        name: 'a bundle user_config of nested objects',
        uri: 'file:///extremes/limit/deep-mcpb/manifest.json',
        text: `{"manifest_version":"0.3","name":"b","version":"1.0.0","server":{"type":"node","entry_point":"x.js","mcp_config":{"command":"node"}},"user_config":${objects(LIMIT - 1)}}`,
      },
      {
        name: 'prompt messages of nested content',
        uri: 'file:///extremes/limit/deep-prompt/prompt.json',
        text: `{"messages":[{"role":"user","content":${objects(LIMIT - 3)}}]}`,
      },
    ];
    for (const c of cases) {
      it(c.name, async () => {
        assert.equal(offsetPastDepth(c.text, LIMIT), -1, 'the case must stay within the limit');
        assert.notEqual(offsetPastDepth(c.text, LIMIT - 1), -1, 'the case must reach the limit');
        const logs = client.logs.length;
        const diags = await within(client.open(c.uri, c.text), `diagnostics of ${c.name}`);
        assert.ok(
          !diags.some((d) => d.code === 'MCP003' || d.code === 'MCP002'),
          `checked, not declined: ${diags.map((d) => d.code).join(', ')}`,
        );
        const deepest =
          c.text.lastIndexOf('[') > c.text.lastIndexOf('{') ? c.text.lastIndexOf('[') + 1 : c.text.lastIndexOf('{') + 1;
        await askEveryFeature(client, c.uri, c.text, [0, deepest, c.text.length >> 1, c.text.length - 1], diags);
        await client.close(c.uri);
        assert.deepEqual(loggedErrors(client, logs), []);
      });
    }
  });

  describe('a long single-line string in every field of every kind is answered (no regular expression goes quadratic)', () => {
    // 100,000 characters of one unit: the units that made a pattern like /\{[^}]*\}/ or /[?&]([^=&#]+)=/ scan to the end from each start
    const LENGTH = 100_000;
    const units = ['${', '{', '?', '\\', 'a', '%'];
    const documents: [string, (s: string) => string][] = [
      [
        'tools.json',
        (s) =>
          `{"tools":[{"name":${s},"title":${s},"description":${s},"inputSchema":{"type":"object","description":${s},"properties":{"a":{"type":"string","pattern":${s},"format":${s},"default":${s}}}},"annotations":{"title":${s}}}]}`,
      ],
      [
        'catalog.json',
        (s) =>
          `{"resources":[{"name":${s},"uri":${s},"mimeType":${s},"annotations":{"lastModified":${s},"audience":[${s}]}}],"resourceTemplates":[{"name":"t","uriTemplate":${s}}],"prompts":[{"name":${s},"description":${s},"arguments":[{"name":${s}}]}]}`,
      ],
      [
        '.vscode/mcp.json',
        (s) =>
          `{"inputs":[{"id":${s},"type":"promptString","description":${s}}],"servers":{"a":{"command":${s},"args":[${s}],"env":{"K":${s},"API_KEY":${s}}},"b":{"type":"http","url":${s},"headers":{"Authorization":${s}}}}}`,
      ],
      [
        '.cursor/mcp.json',
        (s) =>
          `{"mcpServers":{"a":{"command":${s},"args":[${s}],"env":{"K":${s}}},"b":{"url":${s},"headers":{"X":${s}}}}}`,
      ],
      [
        'server.json',
        (s) =>
          `{"$schema":${s},"name":${s},"description":${s},"version":${s},"websiteUrl":${s},"repository":{"url":${s},"source":${s}},"packages":[{"registryType":"npm","identifier":${s},"version":${s},"transport":{"type":"streamable-http","url":${s}},"environmentVariables":[{"name":${s},"value":${s}}]}],"remotes":[{"type":"sse","url":${s},"headers":[{"name":${s},"value":${s}}]}]}`,
      ],
      [
        'manifest.json',
        (s) =>
          `{"manifest_version":"0.3","name":${s},"version":${s},"description":${s},"author":{"name":${s},"url":${s}},"server":{"type":"node","entry_point":${s},"mcp_config":{"command":${s},"args":[${s}],"env":{"K":${s}}}},"user_config":{"k":{"type":"string","title":${s},"description":${s},"default":${s}}}}`,
      ],
      [
        'prompt.json',
        (s) =>
          `{"description":${s},"messages":[{"role":${s},"content":{"type":"text","text":${s}}},{"role":"user","content":{"type":"resource","resource":{"uri":${s},"text":${s}}}}]}`,
      ],
    ];
    for (const unit of units) {
      it(`made of ${JSON.stringify(unit)}`, async () => {
        const s = JSON.stringify(unit.repeat(LENGTH / unit.length));
        const logs = client.logs.length;
        await Promise.all(
          documents.map(async ([path, make], i) => {
            const uri = `file:///extremes/long/${i}/${path}`;
            const text = make(s);
            const diags = await within(client.open(uri, text), `diagnostics of ${path} with ${JSON.stringify(unit)}`);
            const perCode = new Map<unknown, number>();
            for (const d of diags) perCode.set(d.code, (perCode.get(d.code) ?? 0) + 1);
            for (const [code, n] of perCode) {
              assert.ok(n <= 1000, `${n} ${String(code)} diagnostics in ${path}: a flood is capped at 1000 per code`);
            }
            await askEveryFeature(client, uri, text, [0, text.length >> 1, text.length], diags);
            await client.close(uri);
          }),
        );
        assert.deepEqual(loggedErrors(client, logs), []);
      });
    }
  });

  it('caps a flood of diagnostics from a pasted blob, saying how many more there are', async () => {
    const uri = 'file:///extremes/flood/catalog.json';
    // 3,000 resources with a bad priority each and a line of 50,000 stray commas
    const resource = '{"uri":"file:///a.txt","name":"a","annotations":{"priority":2}}';
    const text = `{"resources":[${Array(3000).fill(resource).join(',')}],\n${','.repeat(50000)}\n"prompts":[]}`;
    const diags = await within(client.open(uri, text), 'diagnostics of a flood');
    const perCode = new Map<unknown, Diagnostic[]>();
    for (const d of diags) perCode.set(d.code, [...(perCode.get(d.code) ?? []), d]);
    assert.equal(perCode.get('MCP001')?.length, 200, 'syntax errors past the first 200 are echoes, left out');
    const capped = [...perCode.entries()].filter(([, ds]) => ds.length === 1000);
    assert.ok(
      capped.length >= 1,
      `one finding each: capped at 1000 (${[...perCode].map(([c, ds]) => `${String(c)} ${ds.length}`).join(', ')})`,
    );
    for (const [code, ds] of capped) {
      assert.match(
        message(ds[999]!),
        new RegExp(`\\(\\d+ more ${String(code)} problems in this document are not shown\\.\\)$`),
      );
    }
    assert.ok([...perCode.values()].every((ds) => ds.length <= 1000));
    await client.close(uri);
  });

  describe('keys and variables named like Object.prototype members are plain names (no prototype lookup leaks out)', () => {
    const LEAK = /native code|\[object |function \w*\(|\bundefined\b|\bNaN\b/;
    const put = (k: string) => `"${k}": "${k}", "${k}x": 1`;
    const documents = (k: string): [string, string][] => [
      [
        'tools.json',
        `{"tools":[{"name":"get_a","description":"d",${put(k)},"inputSchema":{"type":"object",${put(k)},"properties":{"${k}":{"type":"string",${put(k)}}},"required":["${k}"]},"annotations":{${put(k)}}}],${put(k)}}`,
      ],
      [
        'catalog.json',
        `{"resources":[{"uri":"file:///a","name":"a",${put(k)},"annotations":{${put(k)}}}],"resourceTemplates":[{"uriTemplate":"file:///{${k}}","name":"t",${put(k)}}],"prompts":[{"name":"p",${put(k)},"arguments":[{"name":"${k}",${put(k)}}]}]}`,
      ],
      ['prompt.json', `{"messages":[{"role":"${k}","content":{"type":"${k}","text":"x",${put(k)}}}],${put(k)}}`],
      [
        '.vscode/mcp.json',
        `{"inputs":[{"id":"${k}","type":"${k}",${put(k)}}],"servers":{"${k}":{"type":"${k}","command":"node","args":["\${input:${k}}","\${${k}}","\${env:${k}}"],"env":{${put(k)}},${put(k)}}},${put(k)}}`,
      ],
      [
        '.cursor/mcp.json',
        `{"mcpServers":{"${k}":{"command":"\${${k}}","env":{${put(k)}},"headers":{${put(k)}},${put(k)}}},${put(k)}}`,
      ],
      [
        'server.json',
        `{"$schema":"https://static.modelcontextprotocol.io/schemas/2025-10-17/server.schema.json","name":"io.github.a/b","version":"1.0.0",${put(k)},"packages":[{"registryType":"${k}","identifier":"x","version":"1.0.0","transport":{"type":"${k}",${put(k)}},"environmentVariables":[{"name":"${k}",${put(k)}}],${put(k)}}],"remotes":[{"type":"${k}","url":"https://x/{${k}}",${put(k)}}]}`,
      ],
      [
        'manifest.json',
        `{"manifest_version":"0.3","name":"b","version":"1.0.0",${put(k)},"server":{"type":"${k}","entry_point":"x","mcp_config":{"command":"node","args":["\${user_config.${k}}","\${${k}}"],${put(k)}},${put(k)}},"user_config":{"${k}":{"type":"${k}",${put(k)}}},"prompts":[{"name":"p","text":"\${arguments.${k}}","arguments":["${k}"]}]}`,
      ],
    ];
    for (const k of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      it(k, async () => {
        const logs = client.logs.length;
        for (const [path, text] of documents(k)) {
          const uri = `file:///extremes/proto/${k}/${path}`;
          const diags = await within(client.open(uri, text), `diagnostics of ${path}`);
          // every place the name occurs: on it, and just inside its quotes and braces
          const offsets: number[] = [];
          for (let at = text.indexOf(k); at >= 0; at = text.indexOf(k, at + 1)) offsets.push(at, at + 1);
          const { answers } = await askEveryFeature(client, uri, text, offsets, diags);
          for (const [what, value] of [['diagnostics', diags], ...Object.entries(answers)] as [string, unknown][]) {
            const json = JSON.stringify(value);
            assert.ok(
              !LEAK.test(json),
              `${path}: ${what} shows a prototype member: …${LEAK.exec(json) && json.slice(Math.max(0, LEAK.exec(json)!.index - 120), LEAK.exec(json)!.index + 60)}…`,
            );
          }
          await client.close(uri);
        }
        assert.deepEqual(loggedErrors(client, logs), []);
      });
    }
  });

  it('keeps memory flat while every corpus file is opened, edited and closed, round after round', async (t) => {
    // a server of its own, so that the other cases' garbage (50 MB of it) does not blur the numbers
    const client = await LspTestClient.start();
    t.after(() => client.stop());
    const seeds = seedDocuments();
    const ROUNDS = Number(process.env.MEMORY_ROUNDS) || 5;
    const rss: number[] = [];
    const logs = client.logs.length;
    let edits = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const queue = seeds.map((s, i) => ({ s, i }));
      // the same edits every round: what a round leaves behind is what it leaks
      const lane = async () => {
        for (let job = queue.shift(); job; job = queue.shift()) {
          const { s, i } = job;
          const uri = s.uri.replace('file:///fuzz/', 'file:///memory/');
          const rng = new Random(1000 + i);
          let text = s.text;
          await within(client.open(uri, text, s.languageId), `open ${s.name}`);
          for (let e = 0; e < 3; e++) {
            const m = mutate(text, rng, { longLine: 20000, nesting: 400, maxLength: 500_000 });
            const doc = TextDocument.create(uri, 'json', 1, text);
            text = applyMutation(text, m);
            const change = {
              range: { start: doc.positionAt(m.offset), end: doc.positionAt(m.offset + m.length) },
              text: m.newText,
            };
            edits++;
            const published = client.changeRanges(uri, [change], e === 2);
            await within(
              published.then(() => undefined),
              `edit ${e} of ${s.name}`,
            );
          }
          await askEveryFeature(client, uri, text, [rng.int(text.length + 1)]);
          await client.close(uri);
        }
      };
      await Promise.all(Array.from({ length: 8 }, lane));
      const bytes = residentBytes(client.pid);
      if (bytes === undefined) {
        t.skip('no /proc on this platform: memory not measured');
        return;
      }
      rss.push(bytes);
    }
    const mb = (n: number) => `${(n / MB).toFixed(1)} MB`;
    t.diagnostic(
      `${seeds.length} documents × ${ROUNDS} rounds, ${edits} edits; server RSS after each round: ${rss.map(mb).join(', ')}`,
    );
    assert.deepEqual(loggedErrors(client, logs), []);
    // V8 sizes its heap for the work over the first two rounds (one CI run: 170 → 222 MB, then +6, +5, +3): a leak is
    // what every round after that still adds
    const growth = rss[rss.length - 1]! - rss[Math.min(1, rss.length - 1)]!;
    assert.ok(
      growth < 50 * MB,
      `server memory grew by ${mb(growth)} after the second round (${rss.map(mb).join(' → ')})`,
    );
  });
});
