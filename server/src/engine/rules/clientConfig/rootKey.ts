import type { Node } from 'jsonc-parser';
import { formattingOf, renameKey } from '../../util/edits';
import { isObject, keyNode, keyOf, properties, valueOf } from '../../../../../common/json/jsonNodes';
import type { ClientConfigModel } from '../../../../../common/config/clientConfig';
import type { Fix, OffsetEdit, Rule, RuleContext } from '../../types';
import { CLIENT_KINDS, CLIENT_LABEL, configOf } from './configContext';

export const rootKey: Rule = {
  meta: [
    {
      code: 'MCP710',
      name: 'config-root-key-wrong',
      severity: 'warning',
      summary:
        "The servers are under the other family's key: `mcpServers` in VS Code's mcp.json, or `servers` in an mcpServers file.",
      why: 'VS Code reads `servers` (and rewrites the file when it meets `mcpServers`); Claude Code, Claude Desktop, Cursor and Windsurf read only `mcpServers`, so servers under `servers` are never started.',
      fix: 'Use the key of the client that reads the file; the quick fix converts it (merging with the existing key when both are present).',
      example:
        '{ "servers": { "fs": { "command": "npx", "args": ["-y", "@modelcontextprotocol/server-filesystem", "."] } } }',
      examplePath: '.cursor/mcp.json',
      kinds: CLIENT_KINDS,
    },
    {
      code: 'MCP718',
      name: 'config-root-key-missing',
      severity: 'warning',
      summary:
        "A client configuration file (.mcp.json, .cursor/mcp.json, Windsurf mcp_config.json) has no `mcpServers` at all (a .mcp.json with `servers` or `inputs` is read as VS Code's and is not reported).",
      why: 'The client looks only at `mcpServers`; without it the file configures nothing, which usually means it holds something else or the key is misspelt.',
      fix: 'Put the servers under a top-level "mcpServers" object.',
      example: '{ "tools": [{ "name": "a", "command": "npx a" }] }',
      examplePath: '.cursor/mcp.json',
      kinds: ['mcp-servers'],
    },
  ],
  check(ctx) {
    const model = configOf(ctx);
    // a root that is no object has neither key nor properties
    const root = ctx.doc.root;
    if (model.otherServersProperty && isObject(valueOf(model.otherServersProperty))) {
      reportWrongKey(ctx, model, root!, model.otherServersProperty);
    } else if (
      !model.serversProperty &&
      ['claude-code', 'cursor', 'windsurf'].includes(model.dialect) &&
      properties(root).length > 0
    ) {
      ctx.report(
        'MCP718',
        { offset: root!.offset, length: 1 },
        `This file has no "mcpServers": ${CLIENT_LABEL[model.dialect]} reads servers only from a top-level "mcpServers" object, so it configures none.`,
      );
    }
  },
};

function reportWrongKey(ctx: RuleContext, model: ClientConfigModel, root: Node, wrong: Node): void {
  const client = CLIENT_LABEL[model.dialect];
  const fix = convertFix(ctx.doc.text, model, root, wrong);
  const message =
    model.dialect === 'vscode'
      ? `VS Code's mcp.json keeps servers under "servers", not "mcpServers" (the key of Claude and Cursor files); VS Code moves them when it loads the file. Rename the key to "servers".`
      : `${client} reads servers from "mcpServers"; "servers" is VS Code's key, so ${model.serversProperty ? 'these entries' : 'the servers in this file'} are never started. Rename it to "mcpServers".`;
  ctx.report('MCP710', keyNode(wrong), message, { fixes: fix ? [fix] : [] });
}

/** Renames the key, or moves the entries into the existing right key when both are present and no name collides. */
function convertFix(text: string, model: ClientConfigModel, root: Node, wrong: Node): Fix | undefined {
  const right = model.serversKey;
  if (!model.serversProperty) {
    return {
      title: `Rename "${keyOf(wrong)}" to "${right}"`,
      edits: [renameKey(wrong, right)],
      preferred: true,
      safe: true,
    };
  }
  const target = valueOf(model.serversProperty);
  const source = valueOf(wrong);
  if (!isObject(target) || !isObject(source)) return undefined;
  const names = new Set(properties(target).map(keyOf));
  const moving = properties(source);
  if (moving.some((p) => names.has(keyOf(p)))) return undefined;
  const fmt = formattingOf(text);
  const indent = fmt.insertSpaces ? ' '.repeat(fmt.tabSize ?? 2) : '\t';
  const eol = fmt.eol!; // formattingOf always says
  // both maps sit at the same depth, so each entry keeps its own lines and indentation as written
  const body = moving
    .map((p) => leadingIndent(text, p.offset, indent + indent) + text.slice(p.offset, p.offset + p.length))
    .join(`,${eol}`);
  const edits: OffsetEdit[] = [];
  const existing = properties(target);
  if (existing.length && body) {
    const last = existing[existing.length - 1]!;
    edits.push({ offset: last.offset + last.length, length: 0, newText: `,${eol}${body}` });
  } else if (body) {
    edits.push({ offset: target.offset + 1, length: target.length - 2, newText: `${eol}${body}${eol}${indent}` });
  }
  edits.push(...removeRootProperty(root, wrong));
  return { title: `Move the entries of "${keyOf(wrong)}" into "${right}"`, edits, preferred: true };
}

function leadingIndent(text: string, offset: number, fallback: string): string {
  // `offset` is a key's opening quote, never a line break
  const lineStart = text.lastIndexOf('\n', offset) + 1;
  const before = text.slice(lineStart, offset);
  return /^[ \t]*$/.test(before) ? before : fallback;
}

/** Removes a property of the root object with its separating comma (computed directly so it cannot overlap the insertion). */
function removeRootProperty(root: Node, property: Node): OffsetEdit[] {
  // `property` is one of the root's, and the root holds both keys
  const list = properties(root);
  const i = list.indexOf(property);
  if (i > 0) {
    const prev = list[i - 1]!;
    const start = prev.offset + prev.length;
    return [{ offset: start, length: property.offset + property.length - start, newText: '' }];
  }
  return [{ offset: property.offset, length: list[1]!.offset - property.offset, newText: '' }];
}
