import type { Node } from 'jsonc-parser';
import {
  CompletionItemKind,
  InsertTextFormat,
  type CompletionItem,
  type CompletionList,
  type Position,
} from 'vscode-languageserver-types';
import type { Analysis } from '../../pipeline';
import { resolve, type FieldDoc, type ValueDoc } from '../../fieldDocs';
import { uiResourceValues } from '../completion';
import { pathOfNode, tablePath } from '../docPath';
import { detailLine, fieldMarkdown } from '../fieldMarkdown';
import { isCodeDocument, type CodeDocument } from '../../code/codeDocument';
import type { Container, ObjectLit } from '../../code/ir';

const EMPTY: CompletionList = { isIncomplete: false, items: [] };

/** The objects whose keys are completed in code: annotations, and the `_meta` of MCP Apps with what is inside it. */
const COMPLETED_TYPES = new Set([
  'ToolAnnotations',
  'Annotations',
  'ToolMeta',
  'ToolUiMeta',
  'ResourceMeta',
  'ResourceUiMeta',
  'UiResourceCsp',
  'UiResourcePermissions',
]);

/**
 * Completions inside an annotations object in code (`annotations: { … }`, `ToolAnnotations(…)`, `Annotations(…)`)
 * and a tool's or resource's `_meta` (`meta=` in FastMCP) down to its `ui` settings: documented keys, and values.
 */
export function getCodeCompletions(analysis: Analysis, position: Position): CompletionList {
  const doc = analysis.parsed;
  if (!isCodeDocument(doc) || doc.code.state !== 'parsed') return EMPTY;
  const offset = analysis.source.offsetAt(position);
  const target = objectAt(doc, offset);
  if (!target) return EMPTY;
  const { node, lit, container } = target;
  const r = resolve(
    'capabilities',
    tablePath({ kind: 'capabilities', dialect: 'generic', root: doc.root }, pathOfNode(node)),
  );
  if (r.status !== 'known' || !r.type || !r.typeId || !COMPLETED_TYPES.has(r.typeId)) return EMPTY;
  const text = doc.text;
  const python = doc.code.language === 'python';
  let start = offset;
  while (start > container.innerStart && /[\w$'"]/.test(text[start - 1]!)) start--;
  // with nothing typed the completion is inserted; otherwise it replaces the word being typed
  let end = offset;
  while (start < offset && end < container.innerEnd && /[\w$'"]/.test(text[end]!)) end++;
  const range = { start: analysis.source.positionAt(start), end: analysis.source.positionAt(end) };
  const before = text.slice(container.innerStart, start).trimEnd();
  const valueOf = /(['"]?)([A-Za-z_$][\w$]*)\1\s*[:=]$/.exec(before);
  if (valueOf) {
    const key = valueOf[2]!;
    const field = Object.hasOwn(r.type.fields, key) ? r.type.fields[key] : undefined;
    return field
      ? {
          isIncomplete: false,
          items: valueItems(
            key,
            field,
            python,
            range,
            r.typeId === 'ToolUiMeta' && key === 'resourceUri' ? uiResourceValues(doc.root) : [],
          ),
        }
      : EMPTY;
  }
  const present = new Set(lit.entries.filter((e) => start === offset || e.keySpan.start !== start).map((e) => e.key));
  const items: CompletionItem[] = [];
  Object.entries(r.type.fields).forEach(([key, field], i) => {
    if (present.has(key) || field.hidden || field.removed) return;
    items.push({
      label: key,
      kind: CompletionItemKind.Property,
      detail: detailLine(field),
      documentation: { kind: 'markdown', value: fieldMarkdown(key, field, r.type) },
      sortText: String(i).padStart(3, '0'),
      filterText: container.style === 'py-dict' ? `"${key}"` : key,
      insertTextFormat: InsertTextFormat.Snippet,
      textEdit: { range, newText: keySnippet(key, field, python, container) },
    });
  });
  return { isIncomplete: false, items };
}

/** The innermost object written in the code whose brackets hold the offset. */
function objectAt(doc: CodeDocument, offset: number): { node: Node; lit: ObjectLit; container: Container } | undefined {
  let best: { node: Node; lit: ObjectLit; container: Container } | undefined;
  for (const [node, info] of doc.code.tree!.info) {
    const lit = info.lit;
    if (node.type !== 'object' || lit?.kind !== 'object' || !lit.container || !info.editable) continue;
    const c = lit.container;
    if (offset < c.innerStart || offset > c.innerEnd) continue;
    if (!best || c.innerEnd - c.innerStart < best.container.innerEnd - best.container.innerStart) {
      best = { node, lit, container: c };
    }
  }
  return best;
}

function keySnippet(key: string, field: FieldDoc, python: boolean, container: Container): string {
  const value = valueSnippet(key, field, python);
  if (container.style === 'py-call') return `${key}=${value}`;
  if (container.style === 'py-dict') return `"${key}": ${value}`;
  return `${key}: ${value}`;
}

function valueSnippet(key: string, field: FieldDoc, python: boolean): string {
  const q = python ? '"' : "'";
  if (field.type === 'boolean') {
    const [t, f] = python ? ['True', 'False'] : ['true', 'false'];
    return field.default === 'true' ? `\${1|${f},${t}|}` : `\${1|${t},${f}|}`;
  }
  const choices = field.values?.map((v) => String(v.value)).join(',');
  if (choices && field.type.endsWith('[]')) return `[${q}\${1|${choices}|}${q}]`;
  if (field.type.startsWith('object')) return '{$1}';
  if (key === 'priority') return '${1:0.5}';
  if (key === 'lastModified') return `${q}\${1:${new Date().toISOString().replace(/\.\d{3}Z$/, 'Z')}}${q}`;
  return `${q}$1${q}`;
}

interface ValueChoice {
  readonly label: string;
  readonly doc: string;
}

const PRIORITIES: readonly ValueChoice[] = [
  { label: '1', doc: 'Effectively required.' },
  { label: '0.5', doc: 'In between.' },
  { label: '0', doc: 'Entirely optional.' },
];

/** The values offered for a field, as the language writes them, each with what it means. */
function valueChoices(
  key: string,
  field: FieldDoc,
  python: boolean,
  extra: readonly ValueDoc[],
): readonly ValueChoice[] {
  const q = python ? '"' : "'";
  const quote = (v: string | number | boolean) => `${q}${String(v)}${q}`;
  if (field.type === 'boolean') {
    return [
      { label: python ? 'True' : 'true', doc: '`true`' },
      { label: python ? 'False' : 'false', doc: '`false`' },
    ];
  }
  const listed = field.type.endsWith('[]') ? field.values : undefined;
  if (listed) {
    return [
      ...listed.map((v) => ({ label: `[${quote(v.value)}]`, doc: v.doc })),
      { label: `[${listed.map((v) => quote(v.value)).join(', ')}]`, doc: 'All of them.' },
    ];
  }
  if (key === 'priority') return PRIORITIES;
  if (field.type.startsWith('object')) return [{ label: '{}', doc: field.summary }];
  return extra.map((v) => ({ label: quote(v.value), doc: v.doc }));
}

function valueItems(
  key: string,
  field: FieldDoc,
  python: boolean,
  range: { start: Position; end: Position },
  extra: readonly ValueDoc[],
): CompletionItem[] {
  const values = valueChoices(key, field, python, extra);
  return values.map((v, i) => ({
    label: v.label,
    kind: CompletionItemKind.Value,
    detail: key,
    documentation: { kind: 'markdown', value: `${v.doc}\n\n---\n\n\`${key}\`: ${field.summary}` },
    sortText: String(i),
    textEdit: { range, newText: v.label },
  }));
}
