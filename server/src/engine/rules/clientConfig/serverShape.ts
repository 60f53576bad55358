import type { Node } from 'jsonc-parser';
import type { ClientConfigModel, ServerEntry, TransportKind } from '../../../../../common/config/clientConfig';
import {
  isArray,
  isObject,
  items,
  keyNode,
  keyOf,
  properties,
  stringValue,
  typeName,
  valueOf,
} from '../../../../../common/json/jsonNodes';
import type { Fix, Rule, RuleContext } from '../../types';
import { replaceNode, setProperty } from '../../util/edits';
import { allEntries, CLIENT_KINDS, CLIENT_LABEL, configOf, schemaError } from './configContext';
import { insertProperty } from '../../util/jsonEdits';

export const serverShape: Rule = {
  meta: [
    {
      code: 'MCP701',
      name: 'server-command-missing',
      severity: 'error',
      summary: 'A stdio server entry has no `command` (or an empty one).',
      why: "A stdio server is a program the client starts; without a command the client cannot start anything and the server never appears. VS Code's schema accepts an entry without `command`, so nothing else reports it.",
      fix: 'Add `"command"` with the program to run (e.g. "npx", "uvx", "node"), or, for a remote server, a `"url"` and `"type": "http"`.',
      example: '{ "servers": { "weather": { "type": "stdio", "args": ["weather-mcp"] } } }',
      kinds: CLIENT_KINDS,
    },
    {
      code: 'MCP702',
      name: 'server-url-missing',
      severity: 'error',
      summary: 'A server of type http or sse has no `url`.',
      why: 'A remote server is reached at its URL; without one the client cannot connect.',
      fix: 'Add `"url"` with the server\'s endpoint, e.g. "https://example.com/mcp".',
      example: '{ "servers": { "remote": { "type": "http" } } }',
      kinds: CLIENT_KINDS,
    },
    {
      code: 'MCP703',
      name: 'server-url-invalid',
      severity: 'error',
      summary: 'A server `url` is not an http(s) URL (VS Code also takes unix:// and pipe://).',
      why: 'Clients connect to Streamable HTTP and SSE endpoints over http or https; any other text fails when the server starts.',
      fix: 'Write the full URL with its scheme, e.g. "https://example.com/mcp" or "http://localhost:3000/mcp".',
      example: '{ "servers": { "remote": { "type": "http", "url": "localhost:3000/mcp" } } }',
      kinds: CLIENT_KINDS,
    },
    {
      code: 'MCP704',
      name: 'server-entry-invalid',
      severity: 'error',
      summary: 'A server entry, its `command`, `args`, `url` or `type` has the wrong type, in every client dialect.',
      why: "Clients reject or skip a server whose args are not an array of strings, and a string `args` is a frequent copy-paste mistake. In VS Code, whose own JSON schema of `.vscode/mcp.json` reports the same type errors, MCP Lens publishes them there as hints: the quick fix is offered on the spot without a second problem in the Problems panel. The command line and other editors, where no such schema runs, report them at the rule's severity.",
      fix: 'Make the entry an object, `command` a string and `args` an array of strings; a quick fix splits a string of arguments into an array.',
      example:
        '{ "mcpServers": { "fs": { "command": "npx", "args": "-y @modelcontextprotocol/server-filesystem ." } } }',
      kinds: CLIENT_KINDS,
    },
    {
      code: 'MCP705',
      name: 'server-env-invalid',
      severity: 'error',
      summary: '`env` or `headers` is not an object of strings, or names an invalid variable or header.',
      why: 'Environment variable names cannot be empty or contain "=", header names cannot contain spaces or colons, and mcpServers clients expect string values (a number or boolean makes Claude Code reject the file).',
      fix: 'Write `env` and `headers` as objects of string values with plain names, e.g. { "LOG_LEVEL": "debug" }.',
      example: '{ "mcpServers": { "a": { "command": "node", "env": { "PORT": 8080 } } } }',
      examplePath: '.mcp.json',
      kinds: CLIENT_KINDS,
    },
    {
      code: 'MCP712',
      name: 'server-transport-unsupported',
      severity: 'warning',
      summary:
        "The entry asks for a transport the client that reads this file does not offer (e.g. a remote server in Claude Desktop's file, `streamable-http` in Claude Code).",
      why: 'The client skips or rejects the entry, so the server silently never starts.',
      fix: 'Use a type the client knows (Claude Code: stdio, http, sse), or add remote servers to Claude Desktop through Settings → Connectors.',
      example: '{ "mcpServers": { "remote": { "type": "streamable-http", "url": "https://example.com/mcp" } } }',
      kinds: ['mcp-servers'],
    },
    {
      code: 'MCP715',
      name: 'server-command-has-arguments',
      severity: 'warning',
      summary: '`command` holds a whole command line ("docker run --rm image") instead of a program and `args`.',
      why: 'Clients start the command without a shell, so the whole line is taken as the name of one program, which does not exist.',
      fix: 'Put the program in `command` and each argument in `args`; the quick fix splits the line.',
      example: '{ "mcpServers": { "n8n": { "command": "docker run --rm -i n8n-mcp", "args": [] } } }',
      examplePath: '.mcp.json',
      kinds: CLIENT_KINDS,
    },
    {
      code: 'MCP716',
      name: 'server-type-missing',
      severity: 'warning',
      summary: 'A Claude Code `.mcp.json` entry has a `url` but no `type`.',
      why: 'Claude Code documents stdio as the type of an entry without `type`, so a url-only entry is not read as the remote server it describes.',
      fix: 'Add `"type": "http"` (or "sse" for an SSE endpoint).',
      example: '{ "mcpServers": { "remote": { "url": "https://example.com/mcp" } } }',
      kinds: ['mcp-servers'],
    },
  ],
  check(ctx) {
    const model = configOf(ctx);
    checkServersMap(ctx, model);
    for (const entry of allEntries(model)) checkEntry(ctx, model, entry);
  },
};

function checkServersMap(ctx: RuleContext, model: ClientConfigModel): void {
  const map = model.serversProperty ? valueOf(model.serversProperty) : undefined;
  if (map && !isObject(map)) {
    ctx.report(
      'MCP704',
      map,
      `"${model.serversKey}" must be an object that maps server names to their settings, not ${typeName(map)}.`,
      schemaError(ctx, model),
    );
  }
}

const KNOWN_CLAUDE_CODE_TYPES = ['stdio', 'http', 'sse'];
const TRANSPORT_WORDS: Record<TransportKind, string> = {
  stdio: 'a local command',
  http: 'a Streamable HTTP server',
  sse: 'an SSE server',
};

function checkEntry(ctx: RuleContext, model: ClientConfigModel, e: ServerEntry): void {
  if (!isObject(e.node)) {
    if (e.node) {
      ctx.report(
        'MCP704',
        e.node,
        `Server "${e.name}" must be an object with "command" (stdio) or "url" (remote), not ${typeName(e.node)}.`,
        schemaError(ctx, model),
      );
    }
    return;
  }
  if (e.command && e.command.type !== 'string') {
    ctx.report(
      'MCP704',
      e.command,
      `"command" of server "${e.name}" must be a string naming the program to start, not ${typeName(e.command)}.`,
      schemaError(ctx, model),
    );
  }
  checkTransport(ctx, model, e);
  const command = stringValue(e.command);
  if (e.transport === 'stdio' && (!e.command || (command !== undefined && command.trim() === ''))) {
    ctx.report(
      'MCP701',
      e.command ?? e.nameNode,
      `Server "${e.name}" is a stdio server without a command: add "command" with the program to start (e.g. "npx"), or give it a "url" and "type": "http" if it is remote.`,
    );
  }
  if ((e.transport === 'http' || e.transport === 'sse') && !e.url && !(model.dialect === 'claude-desktop')) {
    ctx.report(
      'MCP702',
      e.typeNode ?? e.nameNode,
      `Server "${e.name}" has type "${e.declaredType ?? e.transport}" but no "url": add the endpoint it is reached at, e.g. "https://example.com/mcp".`,
    );
  }
  if (e.url) checkUrl(ctx, model, e, e.url);
  if (command !== undefined) checkCommandLine(ctx, e, command);
  checkArgs(ctx, model, e);
  checkStringMap(ctx, model, e, 'env');
  checkStringMap(ctx, model, e, 'headers');
}

function checkTransport(ctx: RuleContext, model: ClientConfigModel, e: ServerEntry): void {
  const label = CLIENT_LABEL[model.dialect];
  if (model.dialect === 'vscode') return checkVsCodeType(ctx, model, e);
  if (model.dialect === 'claude-desktop') {
    if (e.url || e.transport === 'http' || e.transport === 'sse') {
      ctx.report(
        'MCP712',
        e.url ?? e.typeNode ?? e.nameNode,
        `Claude Desktop starts only stdio servers (command, args, env) from this file; it does not connect to "${e.name}" by URL. Add remote servers in Claude Desktop's Settings → Connectors instead.`,
      );
    }
    return;
  }
  const declared = e.declaredType;
  if (e.typeNode && declared === undefined) {
    ctx.report(
      'MCP704',
      e.typeNode,
      `"type" of server "${e.name}" must be a string such as "stdio" or "http", not ${typeName(e.typeNode)}.`,
    );
    return;
  }
  if (model.dialect === 'claude-code') {
    if (declared !== undefined && !KNOWN_CLAUDE_CODE_TYPES.includes(declared)) {
      // the transport an alias stands for ("streamable-http", "SSE", "STDIO"), which Claude Code spells one way only
      const suggestion = e.transport;
      const fixes: Fix[] = suggestion
        ? [
            {
              title: `Change the type to "${suggestion}"`,
              edits: [replaceNode(e.typeNode!, JSON.stringify(suggestion))],
              preferred: true,
              safe: true,
            },
          ]
        : [];
      ctx.report(
        'MCP712',
        e.typeNode!,
        `Claude Code knows the types "stdio", "http" and "sse", not "${declared}"${suggestion ? `: write "${suggestion}" for ${TRANSPORT_WORDS[suggestion]}` : ''}.`,
        { fixes },
      );
    }
    if (!e.typeNode && e.url && !e.command) {
      ctx.report(
        'MCP716',
        e.nameNode,
        `Server "${e.name}" has a "url" but no "type": Claude Code documents stdio as the default type, so add "type": "http" (or "sse").`,
        {
          fixes: [
            {
              title: 'Add "type": "http"',
              edits: setProperty(ctx.doc.text, e.node!, 'type', 'http'),
              preferred: true,
              safe: true,
            },
          ],
        },
      );
    }
    return;
  }
  // a type node gives no transport only when it is a string no alias stands for (one that is not returned above)
  if (e.transport === undefined) {
    ctx.report(
      'MCP712',
      e.typeNode!,
      `${label} does not know the server type "${declared}": use "stdio" for a local command, or "http" / "sse" with a "url" for a remote server.`,
    );
  }
}

const VSCODE_TYPES = ['stdio', 'http', 'sse'];

/** VS Code's schema enumerates the server types; what it reports, the command line and other editors report too. */
function checkVsCodeType(ctx: RuleContext, model: ClientConfigModel, e: ServerEntry): void {
  if (!e.typeNode) return;
  if (e.declaredType === undefined) {
    ctx.report(
      'MCP704',
      e.typeNode,
      `"type" of server "${e.name}" must be one of "stdio", "http" or "sse", not ${typeName(e.typeNode)}.`,
      schemaError(ctx, model),
    );
  } else if (!VSCODE_TYPES.includes(e.declaredType)) {
    ctx.report(
      'MCP712',
      e.typeNode,
      `VS Code knows the server types "stdio", "http" and "sse", not "${e.declaredType}": use "stdio" for a local command, or "http" / "sse" with a "url" for a remote server.`,
      schemaError(ctx, model),
    );
  }
}

function checkUrl(ctx: RuleContext, model: ClientConfigModel, e: ServerEntry, urlNode: Node): void {
  const url = stringValue(urlNode);
  if (url === undefined) {
    ctx.report(
      'MCP704',
      urlNode,
      `"url" of server "${e.name}" must be a string, not ${typeName(urlNode)}.`,
      schemaError(ctx, model),
    );
    return;
  }
  if (url.includes('${')) return; // resolved by the client (an input, an environment variable)
  const schemes = model.dialect === 'vscode' ? ['http:', 'https:', 'unix:', 'pipe:'] : ['http:', 'https:'];
  let parsed: URL | undefined;
  try {
    parsed = new URL(url);
  } catch {
    // not a URL at all
  }
  // an http(s) URL always has a host: the URL parser rejects "http://" and reads "http:x" as "http://x/"
  if (!parsed || !schemes.includes(parsed.protocol)) {
    const guess = /^[\w.-]+(:\d+)?(\/|$)/.test(url)
      ? `http${/^(localhost|127\.|0\.0\.0\.0|\[::1\])/.test(url) ? '' : 's'}://${url}`
      : undefined;
    const allowed = model.dialect === 'vscode' ? 'http://, https://, unix:// or pipe://' : 'http:// or https://';
    ctx.report('MCP703', urlNode, `"url" of server "${e.name}" must be a full URL starting with ${allowed}.`, {
      fixes: guess
        ? [{ title: `Change to "${guess}"`, edits: [replaceNode(urlNode, JSON.stringify(guess))], preferred: true }]
        : [],
    });
  }
}

/** Splits a command line like a POSIX shell would for simple cases (quotes, no expansions). */
export function splitCommandLine(line: string): string[] | undefined {
  const out: string[] = [];
  let cur = '';
  let quote: string | undefined;
  // a quoted part counts even when empty ("a \"\" b"); blanks around the line leave nothing behind
  let has = false;
  for (const ch of line) {
    if (quote) {
      if (ch === quote) quote = undefined;
      else cur += ch;
    } else if (ch === '"' || ch === "'") {
      quote = ch;
      has = true;
    } else if (/\s/.test(ch)) {
      if (has || cur) out.push(cur);
      cur = '';
      has = false;
    } else {
      cur += ch;
    }
  }
  if (quote) return undefined;
  if (has || cur) out.push(cur);
  return out;
}

function checkCommandLine(ctx: RuleContext, e: ServerEntry, command: string): void {
  if (command.includes('${')) return;
  const argsEmpty = !e.args || (isArray(e.args) && items(e.args).length === 0);
  if (!argsEmpty) return;
  const parts = splitCommandLine(command);
  if (!parts || parts.length < 2) return;
  const first = parts[0]!;
  // "C:\Program Files\app\server.exe" is a path with spaces, not a command line
  const looksLikeLine = !/[\\/]/.test(first) || parts.slice(1).some((p) => p.startsWith('-'));
  if (!looksLikeLine) return;
  const edits = [
    replaceNode(e.command!, JSON.stringify(first)),
    e.args
      ? replaceNode(e.args, JSON.stringify(parts.slice(1)))
      : insertProperty(ctx.doc.text, e.node!, 'args', parts.slice(1)),
  ];
  ctx.report(
    'MCP715',
    e.command!,
    `"command" of server "${e.name}" holds a whole command line; clients start it without a shell, so it is taken as one program named "${command.trim()}". Put "${first}" in "command" and the rest in "args".`,
    {
      fixes: [{ title: `Split into "command": "${first}" and "args"`, edits, preferred: true }],
    },
  );
}

function checkArgs(ctx: RuleContext, model: ClientConfigModel, e: ServerEntry): void {
  const args = e.args;
  if (!args) return;
  const schema = schemaError(ctx, model);
  if (args.type === 'string') {
    const parts = splitCommandLine(args.value as string);
    ctx.report(
      'MCP704',
      args,
      `"args" of server "${e.name}" must be an array of strings, one per argument, not a single string.`,
      {
        ...schema,
        fixes: parts
          ? [
              {
                title: 'Split into an array of arguments',
                edits: [replaceNode(args, JSON.stringify(parts))],
                preferred: true,
              },
            ]
          : [],
      },
    );
    return;
  }
  if (!isArray(args)) {
    ctx.report(
      'MCP704',
      args,
      `"args" of server "${e.name}" must be an array of strings, not ${typeName(args)}.`,
      schema,
    );
    return;
  }
  for (const a of items(args)) {
    if (a.type === 'string') continue;
    const scalar = a.type === 'number' || a.type === 'boolean';
    ctx.report(
      'MCP704',
      a,
      `Every argument must be a string; this one is ${typeName(a)}${scalar ? ` (write "${String(a.value)}")` : ''}.`,
      {
        ...schema,
        fixes: scalar
          ? [
              {
                title: `Quote it: "${String(a.value)}"`,
                edits: [replaceNode(a, JSON.stringify(String(a.value)))],
                preferred: true,
                safe: true,
              },
            ]
          : [],
      },
    );
  }
}

function checkStringMap(ctx: RuleContext, model: ClientConfigModel, e: ServerEntry, field: 'env' | 'headers'): void {
  const map = e[field];
  if (!map) return;
  const vscode = model.dialect === 'vscode';
  if (!isObject(map)) {
    ctx.report(
      'MCP705',
      map,
      `"${field}" of server "${e.name}" must be an object of names to string values, not ${typeName(map)}.`,
      schemaError(ctx, model),
    );
    return;
  }
  for (const p of properties(map)) {
    const name = keyOf(p);
    const bad =
      field === 'env'
        ? name === '' || name.includes('=') || /\s/.test(name) || name.includes('\0')
        : name === '' || /[\s:]/.test(name);
    if (bad) {
      const what =
        field === 'env'
          ? 'an environment variable name: it cannot be empty or contain "=" or spaces'
          : 'a header name: it cannot be empty or contain spaces or ":"';
      ctx.report('MCP705', keyNode(p), `"${name}" is not ${what}.`);
    }
    const v = valueOf(p);
    if (!v || v.type === 'string' || vscode) continue;
    const scalar = v.type === 'number' || v.type === 'boolean';
    const strict = model.dialect !== 'generic';
    ctx.report(
      'MCP705',
      v,
      `The value of "${name}" in "${field}" must be a string, not ${typeName(v)}${strict ? `; ${CLIENT_LABEL[model.dialect]} expects strings` : ''}.`,
      {
        severity: strict ? undefined : 'warning',
        fixes: scalar
          ? [
              {
                title: `Quote it: "${String(v.value)}"`,
                edits: [replaceNode(v, JSON.stringify(String(v.value)))],
                preferred: true,
                safe: true,
              },
            ]
          : [],
      },
    );
  }
}
