import { LINKS } from './links';
import type { McpServersClient, FieldDoc, ObjectType } from './types';

// The `mcpServers` family: Claude Code `.mcp.json`, Claude Desktop, Cursor, Windsurf and generic `mcp.json`.

const ALL = [LINKS.claudeCode, LINKS.claudeDesktop, LINKS.cursor];
const REMOTE_CLIENTS: McpServersClient[] = ['claude-code', 'cursor'];
const REMOTE = { key: 'type', values: ['http', 'sse'] } as const;

const remote = (doc: FieldDoc): FieldDoc => ({ ...doc, clients: doc.clients ?? REMOTE_CLIENTS, onlyWhen: REMOTE });

export const MCP_SERVERS_TYPES: Record<string, ObjectType> = {
  McpServersConfig: {
    name: 'MCP client configuration',
    fields: {
      mcpServers: {
        summary:
          'The MCP servers this client can start or connect to, by name. Claude Code shows their tools as `mcp__<server>__<tool>`.',
        type: 'object',
        links: ALL,
        inner: { object: 'McpServersMap' },
      },
      servers: {
        summary:
          'Not read by this client: `servers` is the key of VS Code’s `.vscode/mcp.json`. Claude, Cursor and Windsurf read `mcpServers`.',
        type: 'object',
        hidden: true,
        links: ALL,
        inner: { object: 'McpServersMap' },
      },
    },
  },

  McpServersMap: {
    name: 'mcpServers',
    fields: {},
    entry: {
      entryName: 'server',
      summary:
        'A server the client can use: a local process (`command`, `args`, `env`) or, where the client supports it, a remote endpoint (`type`, `url`, `headers`). The key is its name.',
      type: 'object',
      links: ALL,
      inner: { object: 'McpServer' },
    },
  },

  McpServer: {
    name: 'mcpServers entry',
    discriminator: { key: 'type', impliedBy: { command: 'stdio', url: 'http' } },
    fields: {
      type: {
        summary:
          'The transport. Claude Desktop reads only local (stdio) servers from its file; remote servers are added in its Connectors settings.',
        type: '"stdio" | "http" | "sse"',
        clients: REMOTE_CLIENTS,
        whenAbsent: '`stdio` (Claude Code); Cursor infers it from `command` or `url`.',
        links: [LINKS.claudeCode, LINKS.cursor],
        values: [
          { value: 'stdio', doc: 'Start a local process (`command`, `args`, `env`).' },
          { value: 'http', doc: 'A remote server over Streamable HTTP (`url`, `headers`).' },
          {
            value: 'sse',
            doc: 'A remote server over HTTP+SSE (`url`, `headers`).',
            deprecated: 'Deprecated in Claude Code: use `http`.',
          },
        ],
      },
      command: {
        summary:
          'The program to start, e.g. `npx`, `uvx`, `docker`. Put its arguments in `args`: a whole command line in this string is not split.',
        type: 'string',
        required: 'for stdio servers',
        onlyWhen: { key: 'type', values: ['stdio'] },
        links: ALL,
        variables: 'mcp-servers',
        examples: ['"npx"', '"uvx"', '"docker"', '"node"'],
      },
      args: {
        summary: 'Arguments passed to `command`, one array item per argument.',
        type: 'string[]',
        onlyWhen: { key: 'type', values: ['stdio'] },
        links: ALL,
        variables: 'mcp-servers',
      },
      env: {
        summary:
          'Environment variables for the server process. Prefer references (`${VAR}` in Claude Code, `${env:NAME}` in Cursor) over pasted secrets.',
        type: 'object',
        onlyWhen: { key: 'type', values: ['stdio'] },
        links: ALL,
        inner: { object: 'McpServerEnv' },
      },
      envFile: {
        summary: 'Path to a `.env` file whose variables are passed to the server.',
        type: 'string',
        clients: ['cursor'],
        onlyWhen: { key: 'type', values: ['stdio'] },
        links: [LINKS.cursor],
        variables: 'mcp-servers',
      },
      url: remote({
        summary: 'The endpoint of a remote server (`https://…`).',
        type: 'string (URL)',
        required: 'for http and sse servers',
        links: [LINKS.claudeCode, LINKS.cursor],
        variables: 'mcp-servers',
      }),
      serverUrl: {
        summary: 'Windsurf’s name for the endpoint of a remote server (`https://…`); other clients read `url`.',
        type: 'string (URL)',
        clients: ['windsurf'],
        variables: 'mcp-servers',
      },
      headers: remote({
        summary: 'HTTP headers sent to a remote server. Use variable references for tokens rather than pasting them.',
        type: 'object',
        links: [LINKS.claudeCode, LINKS.cursor],
        inner: { object: 'McpServerHeaders' },
      }),
      headersHelper: remote({
        summary: 'A command whose output supplies the headers (for tokens that expire).',
        type: 'string',
        clients: ['claude-code'],
        links: [LINKS.claudeCode],
      }),
      oauth: remote({
        summary: 'A pre-configured OAuth client for a remote server (Claude Code).',
        type: 'object',
        clients: ['claude-code'],
        links: [LINKS.claudeCode],
        inner: { object: 'ClaudeCodeOAuth' },
      }),
      auth: remote({
        summary: 'Static OAuth credentials for a remote server (Cursor).',
        type: 'object',
        clients: ['cursor'],
        links: [LINKS.cursor],
        inner: { object: 'CursorAuth' },
      }),
    },
  },

  McpServerEnv: {
    name: 'env',
    fields: {},
    entry: {
      entryName: 'environment variable',
      summary: 'An environment variable for the server process (a string).',
      type: 'string',
      links: ALL,
      variables: 'mcp-servers',
    },
  },

  McpServerHeaders: {
    name: 'headers',
    fields: {},
    entry: {
      entryName: 'header',
      summary: 'An HTTP header sent to the server (a string).',
      type: 'string',
      links: [LINKS.claudeCode, LINKS.cursor],
      variables: 'mcp-servers',
    },
  },

  ClaudeCodeOAuth: {
    name: 'oauth',
    fields: {
      clientId: { summary: 'The OAuth client id.', type: 'string', links: [LINKS.claudeCode] },
      callbackPort: {
        summary: 'The local port of the OAuth redirect: an integer from 1 to 65535.',
        type: 'integer',
        links: [LINKS.claudeCode],
        examples: ['8080'],
      },
      authServerMetadataUrl: {
        summary:
          'The URL of the authorization server’s metadata, read instead of discovering it; Claude Code requires `https://`.',
        type: 'string (URL)',
        links: [LINKS.claudeCode],
      },
      scopes: {
        summary: 'The OAuth scopes to request: a string or a list of strings.',
        type: 'string | string[]',
        links: [LINKS.claudeCode],
      },
    },
  },

  CursorAuth: {
    name: 'auth',
    fields: {
      CLIENT_ID: { summary: 'The OAuth client id.', type: 'string', links: [LINKS.cursor], variables: 'mcp-servers' },
      CLIENT_SECRET: {
        summary:
          'The OAuth client secret. Write a reference such as `${env:MY_CLIENT_SECRET}` rather than the secret itself.',
        type: 'string',
        links: [LINKS.cursor],
        variables: 'mcp-servers',
      },
      scopes: {
        summary: 'The OAuth scopes to request, as a list of strings, e.g. `["read", "write"]`.',
        type: 'string[]',
        links: [LINKS.cursor],
      },
    },
  },
};
