/** Small MCP servers in code, with the strings and escapes whose decoding an edit can cut short. */
export const BUILT_IN_CODE: readonly { path: string; languageId: string; text: string }[] = [
  {
    path: 'server.ts',
    languageId: 'typescript',
    text:
      String.raw`import { McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'fuzz', version: '1.0.0' });

server.registerTool(
  'get_weather',
  {
    title: ` +
      '`Weather`' +
      String.raw`,
    description: 'Says hi \u{1F600} and \x41\u00e9 \n',
    inputSchema: { city: z.string().describe("City") },
    annotations: { readOnlyHint: true },
  },
  async ({ city }) => ({ content: [{ type: 'text', text: city }] }),
);

server.tool('delete_note', 'Deletes a note.', { id: z.string() }, { destructiveHint: true }, async () => ({ content: [] }));

server.registerResource('notes', new ResourceTemplate('notes://{id}', { list: undefined }), { mimeType: 'text/plain' }, async (uri) => ({ contents: [{ uri: uri.href, text: '' }] }));

server.registerPrompt('summarise', { description: 'Summarise a text', argsSchema: { text: z.string() } }, ({ text }) => ({ messages: [{ role: 'user', content: { type: 'text', text } }] }));
`,
  },
  {
    path: 'server.py',
    languageId: 'python',
    text: String.raw`from mcp.server.fastmcp import FastMCP
from mcp.types import ToolAnnotations

mcp = FastMCP("fuzz")


@mcp.tool(annotations=ToolAnnotations(readOnlyHint=True), description="Says hi \N{SNOWMAN} \U0001F600 \x41")
def get_weather(city: str) -> str:
    """Returns the weather of a city."""
    return f"{city}: sunny"


@mcp.resource("notes://{id}", mime_type="text/plain")
def note(id: str) -> str:
    return r'raw \d+' + '''triple'''


@mcp.prompt()
def summarise(text: str) -> str:
    return f"Summarise {text!r}"
`,
  },
];
