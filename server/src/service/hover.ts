import { findNodeAtOffset, type Node } from 'jsonc-parser';
import type { Hover, Position } from 'vscode-languageserver-types';
import type { Analysis } from '../pipeline';
import { resolve, type FieldDoc, type Resolved, type Segment } from '../fieldDocs';
import { parseUriTemplate, type UriTemplateExpression } from '../../../common/formats/uriTemplate';
import { variablesInString, type VariableRef } from '../../../common/config/variables';
import { docTarget, pathOfNode, tablePath, type DocTarget } from './docPath';
import { fieldMarkdown, valueMarkdown } from './fieldMarkdown';
import { toolBehaviourMarkdown } from './toolSummary';
import { variableMarkdown } from './variableDocs';
import { lookupTable } from '../../../common/util/lookupTable';

/** Hover on any key or meaningful value of an MCP document: what it is, its type, default, since when. */
export function getHover(analysis: Analysis, position: Position): Hover | null {
  const target = docTarget(analysis);
  const root = target?.root;
  if (!target || !root) return null;
  const offset = analysis.source.offsetAt(position);
  const node = findNodeAtOffset(root, offset, false);
  if (!node || node.type === 'property' || node.type === 'object' || node.type === 'array') return null;
  const isKey = node.parent?.type === 'property' && node.parent.children?.[0] === node;
  const docPath = pathOfNode(node);
  const path = tablePath(target, docPath);
  const r = resolve(target.kind, path);
  if (r.status !== 'known' || !r.doc) return null;
  const key = lastKey(path);
  const range = (start: number, length: number) => ({
    start: analysis.source.positionAt(start),
    end: analysis.source.positionAt(start + length),
  });

  if (!isKey) {
    const special = valueHover(analysis.parsed.text, node, offset, r.doc, key, target);
    if (special) {
      return { contents: { kind: 'markdown', value: special.markdown }, range: range(special.offset, special.length) };
    }
  }
  let markdown = fieldMarkdown(headingOf(key, r), r.doc, r.match === 'entry' ? undefined : r.owner, {
    dialect: target.dialect,
  });
  if (!isKey && r.doc.values && (node.type === 'string' || node.type === 'boolean' || node.type === 'number')) {
    const value = r.doc.values.find((v) => v.value === node.value);
    if (value) markdown = valueMarkdown(key, value, r.doc);
  }
  if (r.ownerId === 'Tool' && key === 'name' && typeof path[path.length - 1] === 'string') {
    const tool = node.parent?.parent;
    if (tool?.type === 'object') markdown += `\n\n---\n\n${toolBehaviourMarkdown(tool)}`;
  }
  return { contents: { kind: 'markdown', value: markdown }, range: range(node.offset, node.length) };
}

function lastKey(path: readonly Segment[]): string {
  for (let i = path.length - 1; i >= 0; i--) if (typeof path[i] === 'string') return path[i] as string;
  return '';
}

function headingOf(key: string, r: Resolved): string {
  if (r.match === 'entry' && r.owner?.entry) return `${key} (${r.owner.entry.entryName} in \`${r.owner.name}\`)`;
  return key;
}

/** Variables and template expressions inside a string value. */
function valueHover(
  text: string,
  node: Node,
  offset: number,
  doc: FieldDoc,
  key: string,
  target: DocTarget,
): { markdown: string; offset: number; length: number } | undefined {
  if (node.type !== 'string' || !doc.variables) return undefined;
  const holder = holdingObject(node);
  if (doc.variables === 'uri-template') {
    const raw = text.slice(node.offset + 1, node.offset + node.length - 1);
    if (raw.includes('\\')) return undefined;
    const at = offset - node.offset - 1;
    const expression = parseUriTemplate(raw).expressions.find((e) => at >= e.start && at < e.end);
    return expression
      ? {
          markdown: expressionMarkdown(expression, raw, key),
          offset: node.offset + 1 + expression.start,
          length: expression.end - expression.start,
        }
      : undefined;
  }
  const forms = doc.variables === 'registry' ? (['curly'] as const) : (['dollar'] as const);
  const ref = variablesInString(text, node, forms).find(
    (v: VariableRef) => offset >= v.offset && offset < v.offset + v.length,
  );
  if (!ref) return undefined;
  const markdown = variableMarkdown(ref, doc.variables, target.dialect, target.root, holder);
  return markdown ? { markdown, offset: ref.offset, length: ref.length } : undefined;
}

/** The object a value belongs to (the property's object, or the object holding the array). */
function holdingObject(node: Node): Node | undefined {
  let cur = node.parent;
  while (cur && cur.type !== 'object') cur = cur.parent;
  return cur;
}

const OPERATORS = lookupTable<string>({
  '': 'simple expansion: the value is percent-encoded, reserved characters such as `/` included (`{id}` → `42`).',
  '+': 'reserved expansion: reserved characters such as `/` and `:` are kept (`{+path}` → `docs/a.md`).',
  '#': 'fragment expansion: like `+`, prefixed with `#`.',
  '.': 'label expansion: each value prefixed with `.` (`{.ext}` → `.json`).',
  '/': 'path segments: each value prefixed with `/` (`{/path*}` → `/a/b`).',
  ';': 'path parameters: `;name=value`.',
  '?': 'query: `?name=value&…`.',
  '&': 'query continuation: `&name=value`.',
});

function expressionMarkdown(e: UriTemplateExpression, raw: string, key: string): string {
  const vars = e.variables.map(
    (v) =>
      `\`${v.name}\`${v.explode ? ' (exploded: a list or map becomes separate parts)' : ''}${v.prefix !== undefined ? ` (only its first ${v.prefix} characters)` : ''}`,
  );
  return [
    `**\`${raw.slice(e.start, e.end)}\`** — RFC 6570 expression in \`${key}\``,
    '',
    `Operator \`${e.operator || '(none)'}\`: ${OPERATORS[e.operator] ?? 'not an RFC 6570 operator.'}`,
    '',
    `Variable${vars.length === 1 ? '' : 's'}: ${vars.join(', ') || 'none'}. The client asks for ${vars.length === 1 ? 'its value' : 'their values'} (and may offer completions) to read a resource.`,
  ].join('\n');
}
