import type { Node } from 'jsonc-parser';
import {
  CompletionItemKind,
  CompletionItemTag,
  InsertTextFormat,
  type CompletionItem,
  type CompletionList,
  type Position,
} from 'vscode-languageserver-types';
import type { Analysis } from '../pipeline';
import { resolve, type FieldDoc, type ObjectType, type Segment, type ValueDoc } from '../fieldDocs';
import { items, keyNode, keyOf, prop, properties, stringValue } from '../../../common/json/jsonNodes';
import { capabilityModel } from '../model/capabilities';
import { isUiUri } from '../../../common/mcp/apps/uiMeta';
import { cursorContext, type KeyContext, type ValueContext } from './cursorContext';
import { docTarget, tablePath, type DocTarget } from './docPath';
import { detailLine, fieldMarkdown } from './fieldMarkdown';
import { ENTRY_SNIPPETS, ITEM_SNIPPETS, VALUE_SNIPPETS, type Snippet } from './snippets';
import { variableOptions } from './variableDocs';

export interface CompletionOptions {
  /** The clock `lastModified` completions read (tests inject one). */
  readonly now?: () => Date;
}

const EMPTY: CompletionList = { isIncomplete: false, items: [] };
const SUGGEST = { title: 'Suggest', command: 'editor.action.triggerSuggest' };

/** Keys, values, variables and whole-entry snippets at the cursor, in any MCP document, typed or half typed. */
export function getCompletions(
  analysis: Analysis,
  position: Position,
  options: CompletionOptions = {},
): CompletionList {
  const target = docTarget(analysis);
  if (!target) return EMPTY;
  const text = analysis.parsed.text;
  const ctx = cursorContext(text, target.root, analysis.source.offsetAt(position));
  if (!ctx) return EMPTY;
  const range = (start: number, end: number) => ({
    start: analysis.source.positionAt(start),
    end: analysis.source.positionAt(end),
  });
  const build = new Builder(range);
  if (ctx.at === 'key') keyCompletions(target, ctx, build, options);
  else valueCompletions(target, ctx, text, build, options);
  return { isIncomplete: false, items: build.items };
}

type RangeOf = (start: number, end: number) => { start: Position; end: Position };

class Builder {
  readonly items: CompletionItem[] = [];
  constructor(readonly range: RangeOf) {}

  add(item: Omit<CompletionItem, 'textEdit'> & { start: number; end: number; newText: string }): void {
    const { start, end, newText, ...rest } = item;
    this.items.push({ ...rest, textEdit: { range: this.range(start, end), newText } });
  }
}

function keyCompletions(target: DocTarget, ctx: KeyContext, build: Builder, options: CompletionOptions): void {
  const r = resolve(target.kind, tablePath(target, ctx.objectPath));
  if (r.status !== 'known' || !r.type || !r.typeId) return;
  const type = r.type;
  const others = properties(ctx.object).filter((p) => keyNode(p).offset !== ctx.start);
  const present = new Set(others.map(keyOf));
  const kind = discriminatorOf(type, ctx.object, present);
  const before = ctx.commaBefore ? ', ' : '';
  const after = ctx.commaAfter ? ',' : '';
  for (const [index, [key, doc]] of Object.entries(type.fields).entries()) {
    if (present.has(key) || doc.hidden || doc.removed) continue;
    if (doc.clients && target.dialect !== 'generic' && !doc.clients.includes(target.dialect)) continue;
    if (doc.onlyWhen && kind !== undefined && !doc.onlyWhen.values.includes(kind)) continue;
    const quotedKey = JSON.stringify(key);
    const value = ctx.hasValue ? undefined : valueSnippet(r.typeId, key, doc, options);
    build.add({
      label: key,
      kind: CompletionItemKind.Property,
      detail: detailLine(doc),
      documentation: { kind: 'markdown', value: fieldMarkdown(key, doc, type, { dialect: target.dialect }) },
      filterText: ctx.quoted ? quotedKey : key,
      sortText: `${rank(doc)}${String(index).padStart(3, '0')}`, // the table's order: the way the format reads
      insertTextFormat: InsertTextFormat.Snippet,
      tags: doc.deprecated ? [CompletionItemTag.Deprecated] : undefined,
      command: value?.suggest ? SUGGEST : undefined,
      start: ctx.start,
      end: ctx.end,
      newText: value
        ? `${before}${escapeSnippet(quotedKey)}: ${value.text}${after}`
        : `${before}${escapeSnippet(quotedKey)}`,
    });
  }
  if (ctx.hasValue) return;
  for (const snippet of ENTRY_SNIPPETS[r.typeId] ?? []) {
    if (snippet.clients && target.dialect !== 'generic' && !snippet.clients.includes(target.dialect)) continue;
    build.add(snippetItem(snippet, ctx.start, ctx.end, `${before}${snippet.body}${after}`, ctx.quoted));
  }
}

function valueCompletions(
  target: DocTarget,
  ctx: ValueContext,
  text: string,
  build: Builder,
  options: CompletionOptions,
): void {
  const path = tablePath(target, ctx.path);
  const r = resolve(target.kind, path);
  if (r.status !== 'known' || !r.doc) return;
  const doc = r.doc;
  const isItem = typeof path[path.length - 1] === 'number';
  const after = ctx.commaAfter ? ',' : '';
  if (ctx.inString && doc.variables && variableCompletions(target, ctx, text, doc, build)) return;

  const itemType = isItem ? doc.inner?.items : undefined;
  if (itemType && !ctx.inString) {
    for (const s of ITEM_SNIPPETS[itemType] ?? []) {
      build.add(snippetItem(s, ctx.start, ctx.end, `${s.body}${after}`, false));
    }
  }

  const key = lastKey(path);
  const taken = isItem ? new Set(items(ctx.parent).map((n) => n.value)) : new Set();
  const values: ValueDoc[] = [...(doc.values ?? (doc.type === 'boolean' ? booleanValues() : []))];
  if (r.ownerId === 'Annotations' && key === 'lastModified') {
    values.unshift({ value: utcNow(options), doc: 'The current time in UTC.' });
  }
  if (r.ownerId === 'ToolUiMeta' && key === 'resourceUri') values.unshift(...uiResourceValues(target.root));
  for (const example of doc.examples ?? []) {
    const v = JSON.parse(example) as string | number;
    if (!values.some((x) => x.value === v)) values.push({ value: v, doc: 'An example value.' });
  }
  values.forEach((v, i) => {
    if (taken.has(v.value)) return;
    const json = JSON.stringify(v.value);
    const quotedRange = text[ctx.start] === '"';
    build.add({
      label: json,
      kind: typeof v.value === 'string' ? CompletionItemKind.EnumMember : CompletionItemKind.Value,
      detail: v.deprecated ? `deprecated · ${key}` : key,
      documentation: {
        kind: 'markdown',
        value: `${v.doc}${v.deprecated ? `\n\n**Deprecated:** ${v.deprecated}` : ''}\n\n---\n\n\`${key}\`: ${doc.summary}`,
      },
      filterText: quotedRange ? json : String(v.value),
      sortText: `${v.deprecated ? '9' : '1'}${String(i).padStart(3, '0')}`,
      tags: v.deprecated ? [CompletionItemTag.Deprecated] : undefined,
      start: ctx.start,
      end: ctx.end,
      newText: `${json}${after}`,
    });
  });

  if (!ctx.inString && !isItem && !ctx.typed) {
    const snippet = r.ownerId ? VALUE_SNIPPETS[`${r.ownerId}.${key}`] : undefined;
    if (snippet) {
      build.add({
        label: `${key} value`,
        kind: CompletionItemKind.Snippet,
        detail: 'snippet',
        insertTextFormat: InsertTextFormat.Snippet,
        sortText: '0',
        start: ctx.start,
        end: ctx.end,
        newText: `${snippet}${after}`,
      });
    }
  }
}

/** `${…}` (or `{…}` in server.json) references offered once the author types `$` inside a string. */
function variableCompletions(
  target: DocTarget,
  ctx: ValueContext,
  text: string,
  doc: FieldDoc,
  build: Builder,
): boolean {
  const open = doc.variables === 'registry' ? /\{[^{}"]*$/.exec(ctx.typed) : /\$(\{[^{}"]*)?$/.exec(ctx.typed);
  if (!open) return false;
  const start = ctx.contentStart + open.index;
  let end = start + open[0].length;
  while (end < ctx.end - 1 && /[\w.:\-/]/.test(text[end]!)) end++;
  if (text[end] === '}') end++;
  const holder = holdingObject(ctx.parent);
  for (const option of variableOptions(doc.variables!, target.dialect, target.root, holder)) {
    build.add({
      label: option.text,
      kind: CompletionItemKind.Variable,
      documentation: { kind: 'markdown', value: option.doc },
      filterText: option.text,
      start,
      end,
      newText: JSON.stringify(option.text).slice(1, -1),
    });
  }
  return true;
}

function holdingObject(parent: Node | undefined): Node | undefined {
  let cur = parent;
  while (cur && cur.type !== 'object') cur = cur.parent;
  return cur;
}

function snippetItem(
  s: Snippet,
  start: number,
  end: number,
  newText: string,
  quoted: boolean,
): Parameters<Builder['add']>[0] {
  return {
    label: s.label,
    kind: CompletionItemKind.Snippet,
    detail: s.detail,
    documentation: { kind: 'markdown', value: `\`\`\`json\n${previewOf(s.body)}\n\`\`\`` },
    filterText: quoted ? `"${s.label}"` : s.label,
    sortText: `0${s.label}`,
    insertTextFormat: InsertTextFormat.Snippet,
    start,
    end,
    newText,
  };
}

/** The snippet as the author will see it: placeholders replaced by their default text. */
function previewOf(body: string): string {
  let out = body;
  for (let i = 0; i < 4; i++) {
    out = out
      .replace(/\$\{\d+\|([^,|]*)[^|]*\|\}/g, '$1')
      .replace(/\$\{\d+:((?:[^{}\\]|\\.)*)\}/g, '$1')
      .replace(/\$\{\d+\}|\$\d+/g, '');
  }
  return out.replace(/\\([$}\\])/g, '$1').replace(/\t/g, '  ');
}

/** Which variant of an object applies (its `type`), explicit or implied by the keys present. */
function discriminatorOf(type: ObjectType, object: Node | undefined, present: ReadonlySet<string>): string | undefined {
  const d = type.discriminator;
  if (!d) return undefined;
  const explicit = stringValue(prop(object, d.key));
  if (explicit !== undefined && present.has(d.key)) return explicit;
  for (const [key, value] of Object.entries(d.impliedBy ?? {})) if (present.has(key)) return value;
  return undefined;
}

/** What follows `"key": ` when a key is completed. */
function valueSnippet(
  ownerId: string,
  key: string,
  doc: FieldDoc,
  options: CompletionOptions,
): { text: string; suggest: boolean } {
  const special = VALUE_SNIPPETS[`${ownerId}.${key}`];
  if (special) return { text: special, suggest: false };
  if (ownerId === 'Annotations' && key === 'lastModified') {
    return { text: `"\${1:${utcNow(options)}}"`, suggest: false };
  }
  const values = doc.valuesAreExamples ? undefined : doc.values?.filter((v) => !v.deprecated);
  if (values?.length === 1) return { text: escapeSnippet(JSON.stringify(values[0]!.value)), suggest: false };
  if (values?.length) {
    // the author who writes a field out usually means something other than its default
    const ordered = [
      ...values.filter((v) => JSON.stringify(v.value) !== doc.default),
      ...values.filter((v) => JSON.stringify(v.value) === doc.default),
    ];
    const choices = ordered.map((v) => String(v.value).replace(/[,|\\$}]/g, (c) => `\\${c}`)).join(',');
    return typeof values[0]!.value === 'string'
      ? { text: `"\${1|${choices}|}"`, suggest: false }
      : { text: `\${1|${choices}|}`, suggest: false };
  }
  if (doc.examples?.length && /^-?\d/.test(doc.examples[0]!)) {
    return { text: `\${1|${doc.examples.join(',')}|}`, suggest: false };
  }
  const t = doc.type;
  if (t === 'boolean') {
    return { text: doc.default === 'true' ? '${1|false,true|}' : '${1|true,false|}', suggest: false };
  }
  if (t.endsWith('[]') || (doc.inner?.items && !doc.inner.object)) {
    return { text: '[$1]', suggest: !!doc.inner?.items || !!doc.values?.length };
  }
  if (doc.inner?.object || t.startsWith('object')) return { text: '{$1}', suggest: true };
  if (t.startsWith('number') || t.startsWith('integer')) return { text: '${1:0}', suggest: false };
  if (t.startsWith('string') || t.startsWith('"')) {
    return { text: '"$1"', suggest: !!(doc.values?.length || doc.examples?.length || doc.variables) };
  }
  return { text: '$1', suggest: !!doc.examples?.length };
}

/** The `ui://` resources the document lists, offered for a tool's `_meta.ui.resourceUri`. */
export function uiResourceValues(root: Node | undefined): ValueDoc[] {
  return capabilityModel(root).resources.flatMap((r) => {
    const uri = stringValue(prop(r, 'uri'));
    if (!isUiUri(uri)) return [];
    const name = stringValue(prop(r, 'title')) ?? stringValue(prop(r, 'name'));
    return [{ value: uri!, doc: `The UI resource${name && name !== uri ? ` "${name}"` : ''} this document lists.` }];
  });
}

function booleanValues(): ValueDoc[] {
  return [
    { value: true, doc: '`true`' },
    { value: false, doc: '`false`' },
  ];
}

/** Required keys first, deprecated ones last. */
function rank(doc: FieldDoc): string {
  if (doc.deprecated) return '9';
  return doc.required === true ? '0' : '1';
}

function lastKey(path: readonly Segment[]): string {
  for (let i = path.length - 1; i >= 0; i--) if (typeof path[i] === 'string') return path[i] as string;
  return '';
}

function utcNow(options: CompletionOptions): string {
  return (options.now?.() ?? new Date()).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function escapeSnippet(s: string): string {
  return s.replace(/[$}\\]/g, (c) => `\\${c}`);
}
