import type { Tree } from '@vscode/tree-sitter-wasm';
import {
  declaredVersions,
  underEraBranch,
  type ClientFeature,
  type MigrationFacts,
  type MigrationSite,
} from './migration';
import { codemodMarkers } from './migrationTs';
import { closestAncestor, matchOffsets, spanOf, type SyntaxNode } from './syntax';

/** The Python SDK's server-to-client requests (`ctx.elicit`, `ctx.session.create_message`, `…list_roots`). */
const PUSH_METHODS: Readonly<Record<string, ClientFeature>> = {
  elicit: 'elicitation',
  elicit_form: 'elicitation',
  elicit_url: 'url-elicitation',
  create_message: 'sampling',
  list_roots: 'roots',
};
/** The logging calls of FastMCP's `Context` (and the session's own). */
const CONTEXT_LOGGING = new Set(['debug', 'info', 'warning', 'error', 'log']);
const CALLS =
  /\.\s*(elicit|elicit_form|elicit_url|create_message|list_roots|send_log_message|debug|info|warning|error|log)\s*\(/;
const CONDITIONS = ['if_statement', 'elif_clause', 'conditional_expression'];

/** Reads the migration facts of a Python file (see migration.ts): no SDK generation to tell, only its calls. */
export function migrationFactsPy(tree: Tree, text: string): MigrationFacts {
  const root = tree.rootNode;
  const sites: MigrationSite[] = [];
  for (const at of matchOffsets(text, CALLS)) {
    const site = callSite(root, at);
    if (site) sites.push(site);
  }
  for (const at of matchOffsets(text, /-\s*(32002)\b/)) {
    const number = root.descendantForIndex(at, at);
    const unary = number?.parent;
    if (
      number?.type !== 'integer' ||
      unary?.type !== 'unary_operator' ||
      unary.parent?.type === 'comparison_operator'
    ) {
      continue;
    }
    sites.push({ kind: 'resource-not-found', span: spanOf(unary), written: unary.text, replacement: '-32602' });
  }
  sites.push(...codemodMarkers(root, text));
  return { declaredVersions: declaredVersions(text), zodBound: false, sites };
}

function callSite(root: SyntaxNode, at: number): MigrationSite | undefined {
  const name = root.descendantForIndex(at, at);
  const attribute = name?.parent;
  const call = attribute?.parent;
  if (!name || attribute?.type !== 'attribute' || call?.type !== 'call') return undefined;
  if (!call.childForFieldName('function')?.equals(attribute) || name.startIndex !== at) return undefined;
  const method = name.text;
  const receiver = attribute.childForFieldName('object');
  const written = `${receiver?.text.replace(/\s+/g, '') ?? ''}.${method}`;
  const fn = closestAncestor(call, (n) => n.type === 'function_definition');
  if (!fn || !receiver) return undefined;
  if (method === 'send_log_message') {
    return { kind: 'deprecated', span: spanOf(name), api: written, feature: 'logging' };
  }
  if (CONTEXT_LOGGING.has(method)) {
    // only the Context parameter's logging: `logger.info(…)` is Python's own logging
    if (receiver.type !== 'identifier' || !contextParameters(fn).has(receiver.text)) return undefined;
    return { kind: 'deprecated', span: spanOf(name), api: written, feature: 'logging' };
  }
  const feature = PUSH_METHODS[method];
  if (!feature || underEraBranch(call, CONDITIONS)) return undefined;
  // ctx.elicit(…), ctx.session.create_message(…): the receiver is the Context or its session
  if (!contextParameters(fn).has(receiver.text.split('.')[0]!)) return undefined;
  return { kind: 'push-request', span: spanOf(name), api: written, feature };
}

/** The parameters of a function annotated as FastMCP's `Context` (`ctx: Context`, `ctx: Context[…]`). */
function contextParameters(fn: SyntaxNode): Set<string> {
  const names = new Set<string>();
  for (const p of fn.childForFieldName('parameters')?.namedChildren ?? []) {
    if (!p || (p.type !== 'typed_parameter' && p.type !== 'typed_default_parameter')) continue;
    if (!/\bContext\b/.test(p.childForFieldName('type')?.text ?? '')) continue;
    const id =
      p.type === 'typed_parameter'
        ? p.namedChildren.find((c) => c?.type === 'identifier')
        : p.childForFieldName('name');
    if (id) names.add(id.text);
  }
  return names;
}
