import { LINKS } from './links';
import type { FieldDoc, ObjectType } from './types';

// VS Code `.vscode/mcp.json` and the user-profile `mcp.json`; since 1.140 also the root `.mcp.json` and
// `~/.copilot/mcp-config.json` in this format, and a dev container's `customizations.vscode.mcp`.

const L = [LINKS.vscode];
const STDIO = { key: 'type', values: ['stdio'] } as const;
const REMOTE = { key: 'type', values: ['http', 'sse'] } as const;

const stringList = (summary: string, extra: Partial<FieldDoc> = {}): FieldDoc => ({
  summary,
  type: 'string[]',
  links: L,
  ...extra,
});

export const VSCODE_TYPES: Record<string, ObjectType> = {
  VsCodeConfig: {
    name: 'mcp.json',
    fields: {
      servers: {
        summary:
          'The MCP servers VS Code can start, by name. Names are usually camelCase, unique, without spaces or special characters.',
        type: 'object',
        links: L,
        inner: { object: 'VsCodeServers' },
      },
      inputs: {
        summary:
          'Values VS Code asks the user for on first start and then stores securely; a server refers to one as `${input:id}`.',
        type: 'Input[]',
        links: L,
        inner: { items: 'VsCodeInput' },
      },
      sandbox: {
        summary:
          "Where sandboxed stdio servers (`sandboxEnabled`) may write and which domains they may reach. VS Code's docs disagree on its place: the configuration reference and the compiled schema put it here, at the top level; the how-to page nests it in a server entry. MCP Lens accepts both and hints on the nested one.",
        type: 'object',
        links: L,
        inner: { object: 'VsCodeSandbox' },
      },
      mcpServers: {
        summary:
          'Not read by VS Code: `mcpServers` is the key of Claude, Cursor and other clients. In `mcp.json` VS Code reads `servers`.',
        type: 'object',
        hidden: true,
        links: L,
        inner: { object: 'VsCodeServers' },
      },
    },
  },

  VsCodeServers: {
    name: 'servers',
    fields: {},
    entry: {
      entryName: 'server',
      summary:
        'A server VS Code can start: a local process (`stdio`: `command`, `args`, `env`) or a remote endpoint (`http`/`sse`: `url`, `headers`). The key is the server name shown in VS Code.',
      type: 'object',
      links: L,
      inner: { object: 'VsCodeServer' },
    },
  },

  VsCodeServer: {
    name: 'servers entry',
    discriminator: { key: 'type', impliedBy: { command: 'stdio', url: 'http' } },
    fields: {
      type: {
        summary: 'How VS Code talks to the server.',
        type: '"stdio" | "http" | "sse"',
        whenAbsent: 'VS Code infers it: `stdio` with a `command`, remote with a `url`.',
        links: L,
        values: [
          {
            value: 'stdio',
            doc: 'Start a local process and speak MCP over its stdin/stdout (`command`, `args`, `env`).',
          },
          { value: 'http', doc: 'A remote server over Streamable HTTP (`url`, `headers`); VS Code falls back to SSE.' },
          { value: 'sse', doc: 'A remote server over the older HTTP+SSE transport (`url`, `headers`).' },
        ],
      },
      command: {
        summary:
          'The program to start, e.g. `npx`, `uvx`, `docker`, `node`. Put its arguments in `args`, not in this string.',
        type: 'string',
        required: 'for stdio servers',
        onlyWhen: STDIO,
        links: L,
        variables: 'vscode',
        examples: ['"npx"', '"uvx"', '"docker"', '"node"', '"python"'],
      },
      args: stringList('Arguments passed to `command`, one array item per argument.', {
        onlyWhen: STDIO,
        variables: 'vscode',
      }),
      env: {
        summary:
          'Environment variables for the server process. Keep secrets out of this file: use `${input:id}` with a password input, or `envFile`.',
        type: 'object',
        onlyWhen: STDIO,
        links: L,
        inner: { object: 'VsCodeEnv' },
      },
      envFile: {
        summary: 'Path to a `.env` file whose variables are passed to the server, e.g. `${workspaceFolder}/.env`.',
        type: 'string',
        onlyWhen: STDIO,
        links: L,
        variables: 'vscode',
        examples: ['"${workspaceFolder}/.env"'],
      },
      cwd: {
        summary: 'Working directory of the server process.',
        type: 'string',
        whenAbsent: 'The workspace folder.',
        onlyWhen: STDIO,
        links: L,
        variables: 'vscode',
        examples: ['"${workspaceFolder}"'],
      },
      url: {
        summary:
          "The server's endpoint: `http://` or `https://`, or the local forms `unix:///path.sock[#/subpath]` and `pipe:///name`. VS Code tries Streamable HTTP first and falls back to SSE.",
        type: 'string (URL)',
        required: 'for http and sse servers',
        onlyWhen: REMOTE,
        links: L,
        variables: 'vscode',
      },
      headers: {
        summary:
          'HTTP headers sent with every request, e.g. `Authorization: Bearer ${input:token}`. Do not paste tokens here.',
        type: 'object',
        onlyWhen: REMOTE,
        links: L,
        inner: { object: 'VsCodeHeaders' },
      },
      oauth: {
        summary: 'A pre-registered OAuth client VS Code uses to sign in to the server.',
        type: 'object',
        onlyWhen: REMOTE,
        links: L,
        inner: { object: 'VsCodeOAuth' },
      },
      dev: {
        summary: 'Development mode: restart the server when files change, and (for stdio) attach a debugger.',
        type: 'object',
        links: L,
        inner: { object: 'VsCodeDev' },
      },
      sandboxEnabled: {
        summary: 'Run the stdio server in a sandbox limited by `sandbox` (macOS and Linux only).',
        type: 'boolean',
        default: 'false',
        onlyWhen: STDIO,
        links: L,
        values: [
          { value: true, doc: 'Run the server sandboxed.' },
          { value: false, doc: 'Run it with the user’s full rights (the default).' },
        ],
      },
      sandbox: {
        summary:
          "Where this sandboxed server may write and which domains it may reach. VS Code's how-to page nests it here; the configuration reference and the compiled schema put it at the top level of the file, so MCP Lens accepts it here with a hint (MCP728).",
        type: 'object',
        onlyWhen: STDIO,
        links: L,
        inner: { object: 'VsCodeSandbox' },
      },
    },
  },

  VsCodeEnv: {
    name: 'env',
    fields: {},
    entry: {
      entryName: 'environment variable',
      summary:
        'An environment variable for the server. The value is a string (numbers and `null` are accepted); it may use `${input:id}`, `${env:NAME}` and `${workspaceFolder}`.',
      type: 'string | number | null',
      links: L,
      variables: 'vscode',
    },
  },

  VsCodeHeaders: {
    name: 'headers',
    fields: {},
    entry: {
      entryName: 'header',
      summary: 'An HTTP header sent to the server. Use `${input:id}` for secrets.',
      type: 'string',
      links: L,
      variables: 'vscode',
    },
  },

  VsCodeOAuth: {
    name: 'oauth',
    fields: {
      clientId: {
        summary: 'The OAuth client id registered with the server’s authorization server (at least one character).',
        type: 'string',
        required: true,
        links: L,
      },
      enterpriseManaged: {
        summary: 'Sign in through an enterprise-managed identity provider (preview): `true` or `false`.',
        type: 'boolean',
        links: L,
      },
    },
  },

  VsCodeDev: {
    name: 'dev',
    fields: {
      watch: {
        summary:
          'Glob pattern(s), relative to the workspace folder, of files that restart the server when they change, e.g. `src/**/*.ts`; a pattern starting with `!` excludes. MCP Lens’s watch mode reads it too.',
        type: 'string | string[]',
        links: L,
        examples: ['"src/**/*.ts"', '"**/*.py"', '["src/**/*.ts", "!src/**/*.test.ts"]'],
      },
      build: {
        summary:
          'MCP Lens only (VS Code ignores it): a command line run through the shell in the server’s working directory before each watch restart, e.g. `npm run build`. When it fails, the running server is kept and its output is shown on the server’s row.',
        type: 'string',
        links: L,
        examples: ['"npm run build"', '"npx tsc -p ."'],
      },
      debug: {
        summary: 'Attach a debugger to the stdio server when it starts.',
        type: 'object',
        links: L,
        inner: { object: 'VsCodeDebug' },
      },
    },
  },

  VsCodeDebug: {
    name: 'debug',
    discriminator: { key: 'type' },
    fields: {
      type: {
        summary: 'Which debugger to attach.',
        type: '"node" | "debugpy"',
        required: true,
        links: L,
        values: [
          { value: 'node', doc: 'The Node.js debugger.' },
          { value: 'debugpy', doc: 'The Python debugger (debugpy).' },
        ],
      },
      debugpyPath: {
        summary: 'Path to debugpy, when it is not importable by the server’s Python.',
        type: 'string',
        onlyWhen: { key: 'type', values: ['debugpy'] },
        links: L,
      },
    },
  },

  VsCodeInput: {
    name: 'inputs entry',
    discriminator: { key: 'type', impliedBy: { password: 'promptString', options: 'pickString', command: 'command' } },
    fields: {
      type: {
        summary: 'How VS Code obtains the value.',
        type: '"promptString" | "pickString" | "command"',
        required: true,
        links: L,
        values: [
          { value: 'promptString', doc: 'Ask the user to type a value (set `password: true` for secrets).' },
          { value: 'pickString', doc: 'Let the user pick one of `options`.' },
          { value: 'command', doc: 'Run a VS Code command and use what it returns.' },
        ],
      },
      id: {
        summary: 'The name servers use to refer to this input: `${input:<id>}`.',
        type: 'string',
        required: true,
        links: L,
      },
      description: {
        summary: 'The prompt shown to the user when VS Code asks for the value.',
        type: 'string',
        required: 'for promptString and pickString inputs',
        onlyWhen: { key: 'type', values: ['promptString', 'pickString'] },
        links: L,
      },
      default: {
        summary: 'The value proposed to the user.',
        type: 'string',
        onlyWhen: { key: 'type', values: ['promptString', 'pickString'] },
        links: L,
      },
      password: {
        summary: 'Hide what the user types. Use it for API keys and tokens.',
        type: 'boolean',
        default: 'false',
        onlyWhen: { key: 'type', values: ['promptString'] },
        links: L,
        values: [
          { value: true, doc: 'Mask the value while it is typed (for secrets).' },
          { value: false, doc: 'Show the value as it is typed (the default).' },
        ],
      },
      options: {
        summary: 'The choices offered: strings, or `{ "label", "value" }` objects.',
        type: '(string | { label?, value })[]',
        required: 'for pickString inputs',
        onlyWhen: { key: 'type', values: ['pickString'] },
        links: L,
        inner: { items: 'VsCodePickOption' },
      },
      command: {
        summary: 'The id of the VS Code command whose result becomes the value.',
        type: 'string',
        required: 'for command inputs',
        onlyWhen: { key: 'type', values: ['command'] },
        links: L,
      },
      args: {
        summary: 'Arguments passed to the command.',
        type: 'any',
        onlyWhen: { key: 'type', values: ['command'] },
        links: L,
        inner: { free: true },
      },
    },
  },

  VsCodePickOption: {
    name: 'option',
    fields: {
      label: { summary: 'What the user sees in the pick list.', type: 'string', links: L },
      value: { summary: 'The value used when this option is picked.', type: 'string', required: true, links: L },
    },
  },

  VsCodeSandbox: {
    name: 'sandbox',
    fields: {
      filesystem: {
        summary: 'File-system limits of sandboxed servers.',
        type: 'object',
        links: L,
        inner: { object: 'VsCodeSandboxFs' },
      },
      network: {
        summary: 'Network limits of sandboxed servers.',
        type: 'object',
        links: L,
        inner: { object: 'VsCodeSandboxNet' },
      },
    },
  },

  VsCodeSandboxFs: {
    name: 'filesystem',
    fields: {
      allowWrite: stringList('Paths the server may write to.'),
      denyRead: stringList('Paths the server may not read.'),
      denyWrite: stringList('Paths the server may not write to, even inside an allowed path.'),
    },
  },

  VsCodeSandboxNet: {
    name: 'network',
    fields: {
      allowedDomains: stringList('Domains the server may reach; wildcards like `*.example.com` work.'),
      deniedDomains: stringList('Domains the server may not reach.'),
    },
  },
};
