import { applyEdits as applyJsonEdits, modify, visit, type Node } from 'jsonc-parser';
import { pathToFileURL } from 'node:url';
import { neighbourFilePath } from '../../../../../common/config/neighbourFiles';
import { usesVsCodeKeys } from '../../../../../common/config/vscodeSurfaces';
import {
  isObject,
  items,
  keyNode,
  keyOf,
  plainValue,
  prop,
  properties,
  propertyNode,
  stringValue,
  valueOf,
} from '../../../../../common/json/jsonNodes';
import { parseDocument } from '../../../../../common/json/parsedDocument';
import { pathOfUri } from '../../../../../common/formats/uriPath';
import { formattingOf } from '../../util/edits';
import type { Detection } from '../../../../../common/formats/documentKind';
import type { Fix, Rule, RuleContext } from '../../types';
import { configOf } from './configContext';

/** The root `.mcp.json` as seen from `<folder>/.vscode/mcp.json`. */
const ROOT_FILE = '../.mcp.json';
/** What a merge carries into an existing root `.mcp.json` (`$schema`: that file's own, if any, stays). */
const MERGED_KEYS = new Set(['servers', 'inputs', 'sandbox', '$schema']);

function isWorkspaceVsCodeFile(uri: string): boolean {
  return pathOfUri(uri).toLowerCase().endsWith('/.vscode/mcp.json');
}

/** The root `.mcp.json` MCP726 reads before proposing to move the servers into it (the pipeline looks it up first). */
export function movedConfigFilesWanted(uri: string, detection: Detection): string[] {
  if (detection.kind !== 'vscode-mcp' || !isWorkspaceVsCodeFile(uri)) return [];
  const path = neighbourFilePath(uri, ROOT_FILE);
  return path ? [path] : [];
}

export const movedConfig: Rule = {
  meta: {
    code: 'MCP726',
    name: 'vscode-config-root-file-preferred',
    severity: 'hint',
    summary:
      'VS Code 1.140 and later keeps workspace servers in the root `.mcp.json` and labels `.vscode/mcp.json` deprecated.',
    why: "VS Code still reads `.vscode/mcp.json`, so nothing breaks: this is a preference, reported where MCP Lens could look at the folder's root `.mcp.json` (the editor and the command line do). The root `.mcp.json` is where VS Code now writes the servers it adds, so keeping them in one file avoids servers split across two files (vscode-docs release-notes/v1_140.md).",
    fix: "Move the servers and inputs into the root `.mcp.json`: the quick fix creates it (or merges into an existing one in VS Code's format, refusing when a server name or input id is in both, or when `.vscode/mcp.json` holds what a merge would lose: keys other than `servers`, `inputs`, `sandbox` and `$schema`, or comments) and deletes `.vscode/mcp.json`.",
    example:
      '{ "servers": { "fs": { "command": "npx", "args": ["-y", "@modelcontextprotocol/server-filesystem", "."] } } }',
    examplePath: '.vscode/mcp.json',
    kinds: ['vscode-mcp'],
  },
  check(ctx) {
    // detection gives no surface to a file at .vscode/mcp.json, which is VS Code's by its path alone
    if (!isWorkspaceVsCodeFile(ctx.doc.uri)) return;
    const model = configOf(ctx);
    const root = ctx.doc.root;
    if (!isObject(root) || (model.servers.length === 0 && model.inputs.length === 0)) return;
    const path = neighbourFilePath(ctx.doc.uri, ROOT_FILE);
    const existing = path ? ctx.options.neighbourFiles?.get(path) : undefined;
    // the hint comes with its move, which needs the folder's root file looked up first (the pipeline does it)
    if (!path || existing === undefined) return;
    const move = moveFix(ctx, root, path, existing);
    const at = model.serversProperty ? keyNode(model.serversProperty) : { offset: root.offset, length: 1 };
    const refusal = typeof move === 'string' ? ` The quick fix is not offered: ${move}` : '';
    ctx.report(
      'MCP726',
      at,
      `VS Code 1.140 and later keeps workspace servers in the root .mcp.json and labels .vscode/mcp.json deprecated; it still reads this file.${refusal}`,
      { fixes: typeof move === 'object' ? [move] : [] },
    );
  },
};

/** The fix, or why there is none (a sentence). */
function moveFix(ctx: RuleContext, root: Node, path: string, existing: string | null): Fix | string {
  const target = pathToFileURL(path).href;
  const remove = { kind: 'delete' as const, uri: ctx.doc.uri };
  if (existing === null || existing.trim() === '') {
    return {
      title: 'Move the servers to the root .mcp.json',
      edits: [],
      files: [
        existing === null
          ? { kind: 'create', uri: target, text: ctx.doc.text }
          : replace(target, existing, ctx.doc.text),
        remove,
      ],
    };
  }
  const other = parseDocument(target, existing).root;
  if (!isObject(other)) return 'the root .mcp.json does not hold a JSON object.';
  if (propertyNode(other, 'mcpServers')) {
    return 'the root .mcp.json holds Claude Code\'s "mcpServers"; VS Code\'s servers would be a second format in it.';
  }
  if (properties(other).length && !usesVsCodeKeys(other)) {
    return 'the root .mcp.json holds neither "servers" nor "inputs", so it is not known to be VS Code\'s.';
  }
  const clash = clashesOf(root, other);
  if (clash) return clash;
  const left = leftBehind(root, ctx.doc.text);
  if (left) return `${left}, which merging into the root .mcp.json would lose; move it by hand.`;
  let text = existing;
  const formatting = formattingOf(existing);
  // an index of -1 appends to the list, so no insertion flag is needed
  const set = (keyPath: (string | number)[], value: unknown) => {
    text = applyJsonEdits(text, modify(text, keyPath, value, { formattingOptions: formatting }));
  };
  for (const p of properties(prop(root, 'servers'))) set(['servers', keyOf(p)], plainValue(valueOf(p)));
  for (const input of prop(root, 'inputs')?.children ?? []) set(['inputs', -1], plainValue(input));
  const sandbox = prop(root, 'sandbox');
  if (sandbox) set(['sandbox'], plainValue(sandbox));
  return {
    title: 'Move the servers into the root .mcp.json',
    edits: [],
    files: [replace(target, existing, text), remove],
  };
}

/** What of `.vscode/mcp.json` a merge would not carry over (and deleting it would lose), as the start of a sentence. */
function leftBehind(root: Node, text: string): string | undefined {
  const others = properties(root)
    .map(keyOf)
    .filter((k) => !MERGED_KEYS.has(k));
  if (others.length) return `this file also holds ${others.map((k) => `"${k}"`).join(', ')}`;
  let comments = false;
  // comments are visited by default; a trailing comma or any other error does not stop the walk
  visit(text, { onComment: () => void (comments = true) });
  return comments ? 'this file has comments' : undefined;
}

function replace(uri: string, oldText: string, text: string) {
  return { kind: 'replace' as const, uri, oldText, text };
}

/** What both files declare under one name (server names, input ids, a top-level sandbox), and what to do about it. */
function clashesOf(root: Node, other: Node): string | undefined {
  const names = (obj: Node, key: string) => new Set(properties(prop(obj, key)).map(keyOf));
  const ids = (obj: Node) => new Set(items(prop(obj, 'inputs')).flatMap((i) => stringValue(prop(i, 'id')) ?? []));
  const inBoth = (what: string, mine: Set<string>, theirs: Set<string>) => {
    const both = [...mine].filter((n) => theirs.has(n));
    if (!both.length) return undefined;
    const named = both.map((n) => `"${n}"`).join(', ');
    return `the root .mcp.json already has ${what}${both.length > 1 ? 's' : ''} ${named}. Rename one first.`;
  };
  return (
    inBoth('server', names(root, 'servers'), names(other, 'servers')) ??
    inBoth('input', ids(root), ids(other)) ??
    (prop(root, 'sandbox') && prop(other, 'sandbox')
      ? 'both files have a top-level "sandbox"; merge the two by hand.'
      : undefined)
  );
}
