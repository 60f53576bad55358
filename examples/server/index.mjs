#!/usr/bin/env node
// An example MCP server for trying MCP Lens: a small notebook kept in memory.
// It has a tool of each kind (read-only, additive, idempotent, destructive), annotated resources,
// a resource template and a prompt with arguments. Run from inside this repository (its
// node_modules provide @modelcontextprotocol/sdk and zod): node examples/server/index.mjs
import { McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { z } from 'zod';

const STARTED = new Date().toISOString();

/** @type {Map<string, { id: string, title: string, body: string, tags: string[], updated: string }>} */
const notes = new Map();
let nextId = 1;

function addNote(title, body, tags = []) {
  const id = String(nextId++);
  const note = { id, title, body, tags: [...new Set(tags)], updated: new Date().toISOString() };
  notes.set(id, note);
  return note;
}

addNote('Welcome', 'This notebook lives in memory and is gone when the server stops.', ['intro']);
addNote('Tool annotations', 'readOnlyHint, destructiveHint, idempotentHint and openWorldHint tell a client what a tool may do.', ['mcp']);

const noteJson = (note) => JSON.stringify(note, null, 2);
const noteUri = (id) => `notes://notes/${id}`;
const noteSchema = { id: z.string(), title: z.string(), tags: z.array(z.string()) };

const server = new McpServer(
  { name: 'mcp-lens-example-notes', title: 'Example notebook', version: '1.0.0' },
  { instructions: 'A notebook for trying MCP Lens. search_notes and get_note only read; delete_note cannot be undone.' },
);

server.registerTool(
  'search_notes',
  {
    title: 'Search notes',
    description: 'Finds notes whose title, body or tags contain the query (case-insensitive).',
    inputSchema: {
      query: z.string().min(1).describe('Text to look for'),
      limit: z.number().int().min(1).max(50).default(10).describe('Most notes to return'),
    },
    outputSchema: { matches: z.array(z.object(noteSchema)) },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async ({ query, limit }) => {
    const q = query.toLowerCase();
    const matches = [...notes.values()]
      .filter((n) => [n.title, n.body, ...n.tags].some((text) => text.toLowerCase().includes(q)))
      .slice(0, limit)
      .map(({ id, title, tags }) => ({ id, title, tags }));
    const text = matches.length ? matches.map((m) => `#${m.id} ${m.title}`).join('\n') : `No note mentions "${query}".`;
    return { content: [{ type: 'text', text }], structuredContent: { matches } };
  },
);

server.registerTool(
  'get_note',
  {
    title: 'Read a note',
    description: 'Returns one note with its body.',
    inputSchema: { id: z.string().describe('The note id, as search results list it') },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async ({ id }) => {
    const note = notes.get(id);
    if (!note) return { isError: true, content: [{ type: 'text', text: `There is no note ${id}.` }] };
    return {
      content: [
        { type: 'text', text: noteJson(note) },
        { type: 'resource_link', uri: noteUri(id), name: `note-${id}`, title: note.title, mimeType: 'application/json' },
      ],
    };
  },
);

server.registerTool(
  'add_note',
  {
    title: 'Add a note',
    description: 'Adds a new note. Never changes or removes an existing one.',
    inputSchema: {
      title: z.string().min(1).max(200),
      body: z.string().default(''),
      tags: z.array(z.string()).default([]),
    },
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
  },
  async ({ title, body, tags }) => {
    const note = addNote(title, body, tags);
    server.sendResourceListChanged();
    return { content: [{ type: 'text', text: `Added note ${note.id}.` }] };
  },
);

server.registerTool(
  'tag_note',
  {
    title: 'Tag a note',
    description: 'Adds a tag to a note; tagging twice with the same tag changes nothing more.',
    inputSchema: { id: z.string(), tag: z.string().min(1) },
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  },
  async ({ id, tag }) => {
    const note = notes.get(id);
    if (!note) return { isError: true, content: [{ type: 'text', text: `There is no note ${id}.` }] };
    if (!note.tags.includes(tag)) {
      note.tags.push(tag);
      note.updated = new Date().toISOString();
      await server.server.sendResourceUpdated({ uri: noteUri(id) });
    }
    return { content: [{ type: 'text', text: `Note ${id} is tagged ${note.tags.join(', ')}.` }] };
  },
);

server.registerTool(
  'delete_note',
  {
    title: 'Delete a note',
    description: 'Deletes a note for good. There is no undo.',
    inputSchema: { id: z.string() },
    annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false },
  },
  async ({ id }) => {
    const existed = notes.delete(id);
    if (existed) server.sendResourceListChanged();
    return { content: [{ type: 'text', text: existed ? `Deleted note ${id}.` : `There was no note ${id}.` }] };
  },
);

server.registerResource(
  'notes-index',
  'notes://index',
  {
    title: 'Notebook index',
    description: 'Every note: id, title and tags.',
    mimeType: 'application/json',
    annotations: { audience: ['user', 'assistant'], priority: 0.8, lastModified: STARTED },
  },
  async (uri) => ({
    contents: [{ uri: uri.href, mimeType: 'application/json', text: JSON.stringify([...notes.values()].map(({ id, title, tags }) => ({ id, title, tags })), null, 2) }],
  }),
);

server.registerResource(
  'notes-guide',
  'notes://guide',
  {
    title: 'How to use this notebook',
    description: 'A short guide for the person trying the example.',
    mimeType: 'text/markdown',
    annotations: { audience: ['user'], priority: 0.2, lastModified: '2025-06-18T09:00:00Z' },
  },
  async (uri) => ({
    contents: [
      {
        uri: uri.href,
        mimeType: 'text/markdown',
        text: '# Example notebook\n\nSearch with `search_notes`, read with `get_note`, add with `add_note`. `delete_note` is destructive: MCP Lens asks before it runs.\n',
      },
    ],
  }),
);

server.registerResource(
  'note',
  new ResourceTemplate('notes://notes/{id}', {
    list: async () => ({
      resources: [...notes.values()].map((n) => ({ uri: noteUri(n.id), name: `note-${n.id}`, title: n.title, mimeType: 'application/json' })),
    }),
    complete: { id: (value) => [...notes.keys()].filter((id) => id.startsWith(value)) },
  }),
  {
    title: 'A note',
    description: 'One note as JSON, by id.',
    mimeType: 'application/json',
    annotations: { audience: ['assistant'], priority: 0.5 },
  },
  async (uri, { id }) => {
    const note = notes.get(String(id));
    if (!note) throw new Error(`There is no note ${id}.`);
    return { contents: [{ uri: uri.href, mimeType: 'application/json', text: noteJson(note) }] };
  },
);

server.registerPrompt(
  'summarise_notes',
  {
    title: 'Summarise notes',
    description: 'Asks for a summary of the notes about a topic.',
    argsSchema: {
      topic: z.string().describe('What the summary is about'),
      style: z.string().optional().describe('For example "bullet points" or "one paragraph"'),
    },
  },
  ({ topic, style }) => ({
    description: `Summary of the notes about ${topic}`,
    messages: [
      {
        role: 'user',
        content: {
          type: 'text',
          text: `Find my notes about "${topic}", read them, and summarise them${style ? ` as ${style}` : ''}.`,
        },
      },
    ],
  }),
);

await server.connect(new StdioServerTransport());
