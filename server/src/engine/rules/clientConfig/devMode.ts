import type { Node } from 'jsonc-parser';
import type { ServerEntry } from '../../../../../common/config/clientConfig';
import { watchGlobProblem } from '../../../../../common/config/watchGlobs';
import { watchBaseOf, watchedFilesKey, watchPatternsOf } from '../../../../../common/config/watchedFiles';
import {
  isArray,
  isObject,
  items,
  keyNode,
  propertyNode,
  prop,
  stringValue,
  typeName,
} from '../../../../../common/json/jsonNodes';
import type { Rule, RuleContext } from '../../types';
import { removeProperty, replaceNode } from '../../util/edits';
import { configOf } from './configContext';
import { lookupTable } from '../../../../../common/util/lookupTable';

const DEBUG_TYPES = ['node', 'debugpy'];
/** What people write for the two debuggers VS Code knows. */
const DEBUG_ALIASES = lookupTable<string>({
  python: 'debugpy',
  py: 'debugpy',
  pwa_node: 'node',
  'pwa-node': 'node',
  nodejs: 'node',
  js: 'node',
  javascript: 'node',
  node2: 'node',
});

export const devMode: Rule = {
  meta: [
    {
      code: 'MCP719',
      name: 'dev-watch-invalid',
      severity: 'warning',
      summary:
        '`dev` is not an object; a `dev.watch` pattern is empty, not a string, uses "\\" as a separator, leaves the workspace folder, or leaves a "{" or "[" open; or no file in the workspace folder matches `dev.watch`.',
      why: "VS Code (and MCP Lens's watch mode) restarts the server when a file matching `dev.watch` changes. A pattern that matches nothing, or not what it looks like, silently turns the restart off, and you keep testing the old code. The editor and `mcp-lens check` look in the folder for a matching file (a bounded search that skips node_modules and .git unless a pattern names them), and the editor looks again when files appear or go on disk while mcp.json is open; when they cannot tell, nothing is reported.",
      fix: 'Write the patterns relative to the workspace folder (the folder that holds .vscode/) with "/" separators, e.g. "src/**/*.ts"; exclude with a leading "!", e.g. "!src/**/*.test.ts".',
      example:
        '{ "servers": { "notes": { "command": "node", "args": ["dist/index.js"], "dev": { "watch": "src\\\\**\\\\*.ts" } } } }',
      kinds: ['vscode-mcp'],
    },
    {
      code: 'MCP720',
      name: 'dev-debug-invalid',
      severity: 'warning',
      summary:
        '`dev.debug` names a debugger VS Code does not have (it knows "node" and "debugpy"), has no `type`, is set on a remote server, or asks for the Node debugger for a command that is not `node`.',
      why: 'VS Code attaches the debugger when it starts the server in development mode. With an unknown type nothing attaches; for "node" VS Code refuses to start a server whose command is not the `node` executable (not `npx`, not `tsx`).',
      fix: 'Use `"debug": { "type": "node" }` with `"command": "node"`, or `"debug": { "type": "debugpy" }` for Python; remove `debug` from http and sse servers.',
      example:
        '{ "servers": { "notes": { "command": "node", "args": ["dist/index.js"], "dev": { "debug": { "type": "python" } } } } }',
      kinds: ['vscode-mcp'],
    },
  ],
  check(ctx) {
    // only on VS Code's mcp.json (its kinds)
    const model = configOf(ctx);
    for (const entry of model.servers) {
      if (!entry.dev) continue;
      if (!isObject(entry.dev)) {
        ctx.report(
          'MCP719',
          entry.dev,
          `"dev" of server "${entry.name}" is ${typeName(entry.dev)}; it is an object such as { "watch": "src/**/*.ts" }.`,
        );
        continue;
      }
      checkWatch(ctx, entry, entry.dev);
      checkDebug(ctx, entry, entry.dev);
    }
  },
};

function checkWatch(ctx: RuleContext, entry: ServerEntry, dev: Node): void {
  const watch = prop(dev, 'watch');
  if (!watch) return;
  const patterns = isArray(watch) ? items(watch) : [watch];
  if (isArray(watch) && patterns.length === 0) {
    ctx.report('MCP719', watch, `"dev.watch" of server "${entry.name}" is an empty list: no file restarts the server.`);
    return;
  }
  let malformed = false;
  for (const p of patterns) {
    const text = stringValue(p);
    if (text === undefined) {
      ctx.report('MCP719', p, `A "dev.watch" pattern is ${typeName(p)}; patterns are strings such as "src/**/*.ts".`);
      malformed = true;
      continue;
    }
    const problem = watchGlobProblem(text);
    if (!problem) continue;
    malformed = true;
    const fixes = text.includes('\\')
      ? [{ title: 'Use "/" as the separator', edits: [replaceNode(p, JSON.stringify(text.replace(/\\/g, '/')))] }]
      : [];
    ctx.report('MCP719', p, `"dev.watch" pattern ${JSON.stringify(text)} of server "${entry.name}": ${problem}.`, {
      fixes,
    });
  }
  const strings = watchPatternsOf(watch);
  if (strings.length && strings.every((s) => s.trim().startsWith('!'))) {
    ctx.report(
      'MCP719',
      watch,
      `"dev.watch" of server "${entry.name}" only excludes ("!…"): with nothing included, no file restarts the server.`,
    );
  } else if (!malformed) {
    // a malformed pattern is reported as such: that nothing matches it follows, and is not said twice
    checkWatchMatchesSomething(ctx, entry, watch, strings);
  }
}

/** What the pipeline found on disk (EngineOptions.watchedFiles); an unknown answer says nothing. */
function checkWatchMatchesSomething(ctx: RuleContext, entry: ServerEntry, watch: Node, patterns: string[]): void {
  const base = watchBaseOf(ctx.doc.uri);
  if (base === undefined || ctx.options.watchedFiles?.get(watchedFilesKey(base, patterns)) !== false) return;
  const message = `"dev.watch" of server "${entry.name}" matches no file under ${base}, so no save restarts the server`;
  ctx.report('MCP719', watch, `${message} (the patterns are relative to that folder).`);
}

function checkDebug(ctx: RuleContext, entry: ServerEntry, dev: Node): void {
  const debugProperty = propertyNode(dev, 'debug');
  const debug = prop(dev, 'debug');
  if (!debugProperty || !debug) return;
  const remove = { title: 'Remove "debug"', edits: removeProperty(ctx.doc.text, debugProperty) };
  if (entry.transport === 'http' || entry.transport === 'sse') {
    ctx.report(
      'MCP720',
      keyNode(debugProperty),
      `Server "${entry.name}" is remote (${entry.transport}): VS Code debugs only the stdio servers it starts, so "dev.debug" has no effect.`,
      { tags: ['unnecessary'], fixes: [remove] },
    );
    return;
  }
  if (!isObject(debug)) {
    ctx.report(
      'MCP720',
      debug,
      `"dev.debug" of server "${entry.name}" is ${typeName(debug)}; it is an object such as { "type": "node" }.`,
    );
    return;
  }
  const typeNode = prop(debug, 'type');
  const type = stringValue(typeNode);
  if (!typeNode || type === undefined) {
    ctx.report(
      'MCP720',
      typeNode ?? keyNode(debugProperty),
      `"dev.debug" of server "${entry.name}" needs a "type": "node" or "debugpy".`,
    );
    return;
  }
  if (!DEBUG_TYPES.includes(type)) {
    const meant = DEBUG_ALIASES[type.toLowerCase()];
    const fixes = meant
      ? [{ title: `Change to "${meant}"`, edits: [replaceNode(typeNode, JSON.stringify(meant))] }]
      : [];
    ctx.report(
      'MCP720',
      typeNode,
      `"${type}" is not a debugger VS Code attaches to MCP servers: use "node" or "debugpy"${meant ? ` (did you mean "${meant}"?)` : ''}.`,
      { fixes },
    );
    return;
  }
  const command = stringValue(entry.command);
  // VS Code's own check (mcpDevMode.ts): the Node debugger needs the node executable itself
  if (type === 'node' && command && !command.includes('${') && !/node[0-9]*(\.exe)?$/i.test(command)) {
    ctx.report(
      'MCP720',
      entry.command!,
      `VS Code debugs a server with "type": "node" only when its command is the node executable; server "${entry.name}" starts "${command}", so VS Code refuses to start it in debug mode. Run the script with "node" (e.g. "command": "node", "args": ["dist/index.js"]).`,
    );
  }
}
