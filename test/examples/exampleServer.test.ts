// examples/server/index.mjs starts with `node` from the repository and answers a real MCP client over stdio.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { REPO_ROOT } from '../helpers/paths';

const SERVER = join(REPO_ROOT, 'examples', 'server', 'index.mjs');

/** A tool's input schema without the `$schema` line the SDK adds (which names its draft, not the tool). */
function schemaOf(schema: Record<string, unknown>): Record<string, unknown> {
  const { $schema: _draft, ...rest } = schema;
  return rest;
}

describe('the example server', () => {
  const client = new Client({ name: 'mcp-lens-example-test', version: '0.0.0' });
  const stderr: string[] = [];
  let startedBefore = 0;

  before(async () => {
    startedBefore = Date.now();
    const transport = new StdioClientTransport({ command: process.execPath, args: [SERVER], cwd: REPO_ROOT, stderr: 'pipe' });
    transport.stderr?.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
    await client.connect(transport);
  });

  after(async () => {
    await client.close();
  });

  test('introduces itself', () => {
    assert.deepEqual(client.getServerVersion(), { name: 'mcp-lens-example-notes', title: 'Example notebook', version: '1.0.0' });
    assert.equal(client.getInstructions(), 'A notebook for trying MCP Lens. search_notes and get_note only read; delete_note cannot be undone.');
    const caps = client.getServerCapabilities();
    assert.deepEqual([caps?.tools, caps?.resources, caps?.prompts], [{ listChanged: true }, { listChanged: true }, { listChanged: true }]);
  });

  test('lists read-only, additive, idempotent and destructive tools, every one annotated', async () => {
    const { tools } = await client.listTools();
    assert.deepEqual(
      tools.map((t) => [t.name, t.title, t.description, t.annotations]),
      [
        ['search_notes', 'Search notes', 'Finds notes whose title, body or tags contain the query (case-insensitive).', { readOnlyHint: true, openWorldHint: false }],
        ['get_note', 'Read a note', 'Returns one note with its body.', { readOnlyHint: true, openWorldHint: false }],
        ['add_note', 'Add a note', 'Adds a new note. Never changes or removes an existing one.', { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false }],
        ['tag_note', 'Tag a note', 'Adds a tag to a note; tagging twice with the same tag changes nothing more.', { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false }],
        ['delete_note', 'Delete a note', 'Deletes a note for good. There is no undo.', { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false }],
      ],
    );
    const byName = new Map(tools.map((t) => [t.name, t]));
    assert.deepEqual(schemaOf(byName.get('search_notes')!.inputSchema), {
      type: 'object',
      properties: {
        query: { type: 'string', minLength: 1, description: 'Text to look for' },
        limit: { type: 'integer', minimum: 1, maximum: 50, default: 10, description: 'Most notes to return' },
      },
      required: ['query'],
    });
    assert.deepEqual(schemaOf(byName.get('delete_note')!.inputSchema), { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] });
    const output = schemaOf(byName.get('search_notes')!.outputSchema!);
    assert.deepEqual(output.required, ['matches']);
    assert.deepEqual((output.properties as Record<string, { items: unknown }>).matches.items, {
      type: 'object',
      properties: { id: { type: 'string' }, title: { type: 'string' }, tags: { type: 'array', items: { type: 'string' } } },
      required: ['id', 'title', 'tags'],
      additionalProperties: false,
    });
  });

  test('lists annotated resources and a resource template', async () => {
    const { resources } = await client.listResources();
    assert.deepEqual(
      resources.map((r) => [r.uri, r.name, r.mimeType, r.annotations?.audience, r.annotations?.priority]),
      [
        ['notes://index', 'notes-index', 'application/json', ['user', 'assistant'], 0.8],
        ['notes://guide', 'notes-guide', 'text/markdown', ['user'], 0.2],
        ['notes://notes/1', 'note-1', 'application/json', ['assistant'], 0.5],
        ['notes://notes/2', 'note-2', 'application/json', ['assistant'], 0.5],
      ],
    );
    // the index was last modified when the server started: after this test spawned it, and not in the future
    const indexModified = Date.parse(resources[0]!.annotations!.lastModified!);
    assert.ok(indexModified >= Math.floor(startedBefore / 1000) * 1000 && indexModified <= Date.now(), `lastModified ${resources[0]!.annotations!.lastModified}`);
    assert.equal(resources[1]!.annotations!.lastModified, '2025-06-18T09:00:00Z');

    const { resourceTemplates } = await client.listResourceTemplates();
    assert.deepEqual(
      resourceTemplates.map((t) => [t.name, t.uriTemplate]),
      [['note', 'notes://notes/{id}']],
    );
    const read = await client.readResource({ uri: 'notes://notes/1' });
    assert.equal(read.contents.length, 1);
    const first = read.contents[0]!;
    assert.deepEqual([first.uri, first.mimeType], ['notes://notes/1', 'application/json']);
    const { updated, ...note } = JSON.parse('text' in first ? String(first.text) : '') as Record<string, unknown>;
    assert.deepEqual(note, { id: '1', title: 'Welcome', body: 'This notebook lives in memory and is gone when the server stops.', tags: ['intro'] });
    assert.ok(Date.parse(String(updated)) >= Math.floor(startedBefore / 1000) * 1000, `updated ${String(updated)}`);
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
    assert.deepEqual(result.content, [{ type: 'text', text: 'There is no note 404.' }]);
    assert.deepEqual(stderr, [], 'the server wrote nothing to stderr');
  });
});
