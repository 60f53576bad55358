// examples/server/index.mjs starts with `node` from the repository and answers a real MCP client over stdio.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { REPO_ROOT } from '../helpers/paths';

const SERVER = join(REPO_ROOT, 'examples', 'server', 'index.mjs');

describe('the example server', () => {
  const client = new Client({ name: 'mcp-lens-example-test', version: '0.0.0' });
  const stderr: string[] = [];

  before(async () => {
    const transport = new StdioClientTransport({ command: process.execPath, args: [SERVER], cwd: REPO_ROOT, stderr: 'pipe' });
    transport.stderr?.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
    await client.connect(transport);
  });

  after(async () => {
    await client.close();
  });

  test('introduces itself', () => {
    assert.equal(client.getServerVersion()?.name, 'mcp-lens-example-notes');
    assert.ok(client.getServerCapabilities()?.tools);
    assert.ok(client.getServerCapabilities()?.resources);
    assert.ok(client.getServerCapabilities()?.prompts);
  });

  test('lists read-only, additive, idempotent and destructive tools, every one annotated', async () => {
    const { tools } = await client.listTools();
    const byName = new Map(tools.map((t) => [t.name, t]));
    assert.deepEqual([...byName.keys()].sort(), ['add_note', 'delete_note', 'get_note', 'search_notes', 'tag_note']);
    for (const tool of tools) {
      assert.ok(tool.annotations, `${tool.name} has annotations`);
      assert.equal(typeof tool.annotations.readOnlyHint, 'boolean', `${tool.name} says whether it only reads`);
      assert.equal(tool.annotations.openWorldHint, false, `${tool.name} stays inside the process`);
      assert.ok(tool.description && tool.title, `${tool.name} has a title and a description`);
      assert.equal(tool.inputSchema.type, 'object');
    }
    assert.equal(byName.get('search_notes')!.annotations!.readOnlyHint, true);
    assert.equal(byName.get('get_note')!.annotations!.readOnlyHint, true);
    assert.deepEqual(byName.get('add_note')!.annotations, { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false });
    assert.equal(byName.get('tag_note')!.annotations!.idempotentHint, true);
    assert.equal(byName.get('delete_note')!.annotations!.destructiveHint, true);
    assert.deepEqual(byName.get('search_notes')!.inputSchema.required, ['query']);
    assert.ok(byName.get('search_notes')!.outputSchema, 'search_notes declares its structured output');
  });

  test('lists annotated resources and a resource template', async () => {
    const { resources } = await client.listResources();
    const index = resources.find((r) => r.uri === 'notes://index');
    const guide = resources.find((r) => r.uri === 'notes://guide');
    assert.deepEqual(index?.annotations?.audience, ['user', 'assistant']);
    assert.equal(index?.annotations?.priority, 0.8);
    assert.ok(!Number.isNaN(Date.parse(index?.annotations?.lastModified ?? '')), 'lastModified is a timestamp');
    assert.deepEqual(guide?.annotations?.audience, ['user']);
    assert.ok(resources.some((r) => r.uri === 'notes://notes/1'), 'the template lists the notes');

    const { resourceTemplates } = await client.listResourceTemplates();
    assert.deepEqual(
      resourceTemplates.map((t) => [t.name, t.uriTemplate]),
      [['note', 'notes://notes/{id}']],
    );
    const read = await client.readResource({ uri: 'notes://notes/1' });
    const first = read.contents[0]!;
    assert.equal(first.mimeType, 'application/json');
    assert.equal(JSON.parse('text' in first ? String(first.text) : '').title, 'Welcome');
  });

  test('lists a prompt with a required and an optional argument, and fills it in', async () => {
    const { prompts } = await client.listPrompts();
    assert.deepEqual(
      prompts.map((p) => [p.name, p.arguments?.map((a) => [a.name, a.required])]),
      [['summarise_notes', [['topic', true], ['style', false]]]],
    );
    const got = await client.getPrompt({ name: 'summarise_notes', arguments: { topic: 'annotations', style: 'bullet points' } });
    const content = got.messages[0]!.content;
    assert.equal(got.messages[0]!.role, 'user');
    assert.match(content.type === 'text' ? content.text : '', /"annotations".*as bullet points/);
  });

  test('answers a call of its read-only tool', async () => {
    const result = await client.callTool({ name: 'search_notes', arguments: { query: 'HINT' } });
    assert.notEqual(result.isError, true);
    assert.deepEqual(result.structuredContent, { matches: [{ id: '2', title: 'Tool annotations', tags: ['mcp'] }] });
    const [block] = result.content as { type: string; text: string }[];
    assert.deepEqual(block, { type: 'text', text: '#2 Tool annotations' });
  });

  test('says so, as a tool error, when a note does not exist', async () => {
    const result = await client.callTool({ name: 'get_note', arguments: { id: '404' } });
    assert.equal(result.isError, true);
    assert.deepEqual(stderr, [], 'the server wrote nothing to stderr');
  });
});
