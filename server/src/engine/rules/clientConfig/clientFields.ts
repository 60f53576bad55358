import type { ClientDialect, ServerEntry } from '../../../../../common/config/clientConfig';
import { keyNode, keyOf, properties } from '../../../../../common/json/jsonNodes';
import { removeProperty } from '../../util/edits';
import type { Rule, RuleContext } from '../../types';
import { allEntries, CLIENT_LABEL, configOf } from './configContext';

/**
 * The server fields each client documents (code.claude.com/docs/en/mcp, cursor.com/docs/context/mcp, and
 * modelcontextprotocol.io's connect-local-servers page for Claude Desktop); other clients' keys are theirs to read.
 */
const FIELDS: Partial<Record<ClientDialect, readonly string[]>> = {
  'claude-code': ['type', 'command', 'args', 'env', 'cwd', 'url', 'headers', 'headersHelper', 'oauth'],
  'claude-desktop': ['command', 'args', 'env', 'type', 'url'],
  cursor: ['type', 'command', 'args', 'env', 'envFile', 'url', 'headers', 'auth'],
};
const STDIO_ONLY = ['command', 'args', 'env', 'envFile', 'cwd'];
const REMOTE_ONLY = ['url', 'headers', 'headersHelper', 'oauth', 'auth'];

export const clientFields: Rule = {
  meta: {
    code: 'MCP711',
    name: 'config-field-ignored',
    severity: 'info',
    summary:
      "A server field the client reading this file does not use (another client's key, or a field of the other transport).",
    why: 'Keys such as `disabled`, `alwaysAllow` or `timeout` belong to other clients, and `headers` mean nothing to a stdio server: the client ignores them, so a setting you rely on may have no effect.',
    fix: 'Remove the field, or move the entry to the configuration file of the client that reads it.',
    example: '{ "mcpServers": { "a": { "command": "node", "args": ["server.js"], "disabled": false } } }',
    kinds: ['mcp-servers'],
  },
  check(ctx) {
    // only on mcpServers files (its kinds), so never in VS Code's dialect
    const model = configOf(ctx);
    for (const entry of allEntries(model)) checkEntry(ctx, model.dialect, entry);
  },
};

/** The keys of an entry (none when it is no object). */
function checkEntry(ctx: RuleContext, dialect: ClientDialect, e: ServerEntry): void {
  const client = CLIENT_LABEL[dialect];
  const known = FIELDS[dialect];
  for (const p of properties(e.node)) {
    const key = keyOf(p);
    const fixes = [{ title: `Remove "${key}"`, edits: removeProperty(ctx.doc.text, p) }];
    if (known && !known.includes(key)) {
      ctx.report(
        'MCP711',
        keyNode(p),
        `${client} does not read "${key}" in a server entry (it reads ${known
          .filter((k) => dialect !== 'claude-desktop' || (k !== 'type' && k !== 'url'))
          .map((k) => `"${k}"`)
          .join(', ')}); the key has no effect here.`,
        { tags: ['unnecessary'], fixes },
      );
      continue;
    }
    if (dialect === 'claude-desktop') continue; // its remote keys are reported as an unsupported transport
    if (e.transport === 'stdio' && REMOTE_ONLY.includes(key) && e.command) {
      ctx.report(
        'MCP711',
        keyNode(p),
        `"${key}" applies to remote servers; server "${e.name}" is started as a stdio command, ` +
          `so ${client} ignores it.`,
        { tags: ['unnecessary'], fixes },
      );
    } else if ((e.transport === 'http' || e.transport === 'sse') && STDIO_ONLY.includes(key)) {
      ctx.report(
        'MCP711',
        keyNode(p),
        `"${key}" applies to stdio servers; server "${e.name}" is remote (${e.transport}), so ${client} ignores it.`,
        { tags: ['unnecessary'], fixes },
      );
    }
  }
}
