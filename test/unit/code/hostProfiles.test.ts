// The host-profile rules (MCP122–MCP124) on tool schemas written in server code: a literal JSON Schema (the low-level
// servers') is checked as JSON is; a Zod shape is not, since its types are not read (docs/code-files.md).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { at, check, loadGrammars } from './codeFixtures';

loadGrammars();

const LOW_LEVEL_TS = `import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';

const low = new Server({ name: 'tags', version: '1.0.0' }, { capabilities: { tools: {} } });
low.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [
    {
      name: 'tag_page',
      description: 'Tags a page with labels.',
      inputSchema: { type: 'object', properties: { tags: { type: 'array' }, bag: { type: 'object' } } },
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    },
  ],
}));
`;

const LOW_LEVEL_PY = `import mcp.types as types
from mcp.server.lowlevel import Server

app = Server("tags")


@app.list_tools()
async def list_tools() -> list[types.Tool]:
    return [
        types.Tool(name="tag_page", description="Tags a page with labels.", inputSchema={"type": "object", "properties": {"tags": {"type": "array"}, "bag": {"type": "object"}}}, annotations=types.ToolAnnotations(readOnlyHint=False, destructiveHint=False, idempotentHint=True, openWorldHint=False)),
    ]
`;

const ZOD = `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'tags', version: '1.0.0' });
server.registerTool(
  'tag_page',
  {
    description: 'Tags a page with labels.',
    inputSchema: { tags: z.array(z.any()), bag: z.record(z.any()) },
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  },
  async () => ({ content: [] }),
);
`;

describe('host profiles on server code', () => {
  it('checks a literal schema of a low-level TypeScript server where the code says it (the JSON fix is not offered)', () => {
    const r = check('tags.ts', LOW_LEVEL_TS);
    assert.deepEqual(at(r, 'MCP122'), ["type: 'array'"]);
    assert.deepEqual(at(r, 'MCP124'), ["type: 'object'"]);
    assert.deepEqual(r.findings.find((f) => f.code === 'MCP122')!.fixes ?? [], []);
  });

  it('checks a literal schema of a low-level Python server', () => {
    const r = check('tags.py', LOW_LEVEL_PY);
    assert.deepEqual(at(r, 'MCP122'), ['"type": "array"']);
    assert.deepEqual(at(r, 'MCP124'), ['"type": "object"']);
  });

  it('says nothing of a Zod shape, whose types the code model does not read', () => {
    const r = check('tags.ts', ZOD);
    assert.deepEqual(
      r.findings.filter((f) => /^MCP12[234]$/.test(f.code)),
      [],
    );
  });
});
