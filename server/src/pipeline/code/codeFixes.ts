import type { Node } from 'jsonc-parser';
import type { Finding, Fix, OffsetEdit } from '../../engine/types';
import type { CodeDocument } from '../../code/codeDocument';
import { addItem, entryText, isPython, removeItem, renderKey, renderValue } from './codeEdits';
import type { Entry } from '../../code/ir';
import type { CapabilityNode, NodeInfo } from '../../code/mapper';

/**
 * Quick fixes for findings on code: each JSON edit of a rule is translated into the language, rebuilt for the code, or
 * dropped when it cannot be trusted, and titled in the code's words (docs/code-files.md, "How code maps to the model").
 */
export function codeFixes(doc: CodeDocument, finding: Finding, index: SpanIndex): Fix[] {
  const built = builtFixes(doc, finding, index);
  const out: Fix[] = built.map((b) => b.fix);
  for (const fix of finding.fixes ?? []) {
    if (built.some((b) => b.replaces === fix.title)) continue;
    const translated = fix.edits.length ? translate(doc, fix.edits, index) : undefined;
    if (translated) out.push({ ...fix, title: codeTitle(fix.title, translated.titles), edits: translated.edits });
  }
  return out;
}

/** A title names JSON syntax when it quotes something or names a JSON literal: then it is written anew for the code. */
const JSON_SYNTAX = /["'`{}[\]]|\b(true|false|null)\b/;

function codeTitle(jsonTitle: string, derived: readonly (string | undefined)[]): string {
  if (!JSON_SYNTAX.test(jsonTitle) || derived.some((d) => d === undefined)) return jsonTitle;
  return withReason(derived.join('; '), jsonTitle);
}

/** Keeps the reason in parentheses at the end of a rule's title: `Set readOnlyHint=False (the tool may destroy)`. */
function withReason(title: string, jsonTitle: string): string {
  const reason = /\s(\([^()]*\))$/.exec(jsonTitle)?.[1];
  return reason ? `${title} ${reason}` : title;
}

/** Source text for a title: on one line, and cut when long. */
function shown(text: string): string {
  const one = text.replace(/\s+/g, ' ').trim();
  return one.length > 48 ? `${one.slice(0, 47)}…` : one;
}

/**
 * Nodes of the synthetic tree by exact span, by start, and capabilities by node, built once per document: each finding
 * asks, and a file of 5,000 declarations has 7,500 findings over 60,000 nodes.
 */
export class SpanIndex {
  private readonly bySpan = new Map<string, Node[]>();
  /** Every node, by start, then in the tree's order (which decides between nodes of the same span). */
  private readonly byStart: { readonly node: Node; readonly order: number }[] = [];
  private readonly capabilities = new Map<Node, CapabilityNode>();
  constructor(readonly doc: CodeDocument) {
    let order = 0;
    for (const n of doc.code.tree!.info.keys()) {
      const key = `${n.offset}:${n.length}`;
      const list = this.bySpan.get(key);
      if (list) list.push(n);
      else this.bySpan.set(key, [n]);
      this.byStart.push({ node: n, order: order++ });
    }
    this.byStart.sort((a, b) => a.node.offset - b.node.offset || a.order - b.order);
    for (const c of doc.code.tree!.capabilities) if (!this.capabilities.has(c.node)) this.capabilities.set(c.node, c);
  }

  at(offset: number, length: number): Node[] {
    return this.bySpan.get(`${offset}:${length}`) ?? [];
  }

  info(n: Node): NodeInfo | undefined {
    return this.doc.code.tree!.info.get(n);
  }

  /** The smallest node whose span holds [offset, offset + length) (of several, the first in the tree's order). */
  smallestAround(offset: number, length: number): Node | undefined {
    const end = offset + length;
    // the last node that starts at or before `offset`, then back: a node that starts at s and holds the range is at
    // least end - s long, so once one of length L is found, those that start before end - L cannot beat it
    let lo = 0;
    let hi = this.byStart.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.byStart[mid]!.node.offset <= offset) lo = mid + 1;
      else hi = mid;
    }
    let best: { readonly node: Node; readonly order: number } | undefined;
    for (let i = lo - 1; i >= 0; i--) {
      const candidate = this.byStart[i]!;
      const n = candidate.node;
      if (best && n.offset < end - best.node.length) break;
      if (end > n.offset + n.length) continue;
      if (!best || n.length < best.node.length || (n.length === best.node.length && candidate.order < best.order)) {
        best = candidate;
      }
    }
    return best?.node;
  }

  /** The capability object (declaration, content block, message) a node belongs to. */
  capabilityOf(n: Node | undefined): CapabilityNode | undefined {
    for (let cur = n; cur; cur = cur.parent) {
      const hit = this.capabilities.get(cur);
      if (hit) return hit;
    }
    return undefined;
  }
}

/** A translated edit, and what it does in the code's words (undefined when the rule's own title says it). */
interface Translated {
  readonly edits: OffsetEdit[];
  readonly title?: string;
}

function translate(
  doc: CodeDocument,
  edits: readonly OffsetEdit[],
  index: SpanIndex,
): { edits: OffsetEdit[]; titles: (string | undefined)[] } | undefined {
  const out: OffsetEdit[] = [];
  const titles: (string | undefined)[] = [];
  for (const e of edits) {
    const t =
      replaceValue(doc, e, index) ??
      renameKey(doc, e, index) ??
      insideString(doc, e, index) ??
      removeArrayItem(doc, e, index);
    if (!t) return undefined;
    out.push(...t.edits);
    titles.push(t.title);
  }
  return { edits: out, titles };
}

function parseJson(text: string): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return undefined;
  }
}

/** `replaceNode(value, json)` → the same value as a literal of the language, over the whole literal. */
function replaceValue(doc: CodeDocument, e: OffsetEdit, index: SpanIndex): Translated | undefined {
  for (const n of index.at(e.offset, e.length)) {
    const info = index.info(n);
    if (info?.role !== 'value' || !info.editable || !info.lit) continue;
    const parsed = parseJson(e.newText);
    if (!parsed) return undefined;
    const quote = info.lit.kind === 'string' ? info.lit.quote : undefined;
    const newText = renderValue(parsed.value, doc.code.language, quote && quote.length === 1 ? quote : undefined);
    const entry = n.parent?.type === 'property' ? index.info(n.parent)?.entry : undefined;
    const title =
      entry && entry.keyStyle !== 'positional'
        ? `Set ${shown(writtenEntry(doc, entry, newText))}`
        : `Change to ${shown(newText)}`;
    return {
      edits: [{ offset: info.lit.span.start, length: info.lit.span.end - info.lit.span.start, newText }],
      title,
    };
  }
  return undefined;
}

/** An entry as the code writes it, with another value: `key=value`, `key: value`, `"key": value`. */
function writtenEntry(doc: CodeDocument, entry: Entry, valueText: string): string {
  const key = doc.text.slice(entry.keySpan.start, entry.keySpan.end);
  return entry.keyStyle === 'kwarg' ? `${key}=${valueText}` : `${key}: ${valueText}`;
}

/** `renameKey(property, name)` → the key written as the entry writes keys. */
function renameKey(doc: CodeDocument, e: OffsetEdit, index: SpanIndex): Translated | undefined {
  for (const n of index.at(e.offset, e.length)) {
    const info = index.info(n);
    if (info?.role !== 'key' || !info.editable || !info.entry) continue;
    const parsed = parseJson(e.newText);
    if (typeof parsed?.value !== 'string') return undefined;
    const quote =
      /^['"]/.exec(doc.text.slice(info.entry.keySpan.start, info.entry.keySpan.start + 1))?.[0] ??
      (isPython(doc.code.language) ? '"' : "'");
    const key = renderKey(parsed.value, info.entry.keyStyle, quote);
    return key === undefined
      ? undefined
      : {
          edits: [
            {
              offset: info.entry.keySpan.start,
              length: info.entry.keySpan.end - info.entry.keySpan.start,
              newText: key,
            },
          ],
          title: `Rename to ${key}`,
        };
  }
  return undefined;
}

/** An edit inside a string whose value maps exactly onto the code, inserting nothing that needs escaping there. */
function insideString(doc: CodeDocument, e: OffsetEdit, index: SpanIndex): Translated | undefined {
  if (/[\\'"`$\r\n]/.test(e.newText)) return undefined;
  for (const [n, info] of doc.code.tree!.info) {
    if (
      n.type !== 'string' ||
      info.role !== 'value' ||
      !info.editable ||
      info.lit?.kind !== 'string' ||
      !info.lit.exact
    ) {
      continue;
    }
    const c = info.lit.content;
    if (e.offset >= c.start && e.offset + e.length <= c.end) return { edits: [e] };
  }
  void index;
  return undefined;
}

/** Deleting an array item with its separator, as the JSON fix computed it from item spans. */
function removeArrayItem(doc: CodeDocument, e: OffsetEdit, index: SpanIndex): Translated | undefined {
  if (e.newText !== '') return undefined;
  const end = e.offset + e.length;
  const container = index.smallestAround(e.offset, e.length);
  if (container?.type !== 'array' || !index.info(container)?.editable) return undefined;
  const items = container.children ?? [];
  const src = (n: Node) => {
    const lit = index.info(n)?.lit;
    return lit ? lit.span : { start: n.offset, end: n.offset + n.length };
  };
  for (let i = 0; i < items.length; i++) {
    const item = items[i]!;
    const prev = items[i - 1];
    const next = items[i + 1];
    const title = `Remove ${shown(doc.text.slice(src(item).start, src(item).end))}`;
    if (prev && e.offset === prev.offset + prev.length && end === item.offset + item.length) {
      return { edits: [{ offset: src(prev).end, length: src(item).end - src(prev).end, newText: '' }], title };
    }
    if (next && e.offset === item.offset && end === next.offset) {
      return { edits: [{ offset: src(item).start, length: src(next).start - src(item).start, newText: '' }], title };
    }
  }
  return undefined;
}

/** Findings whose fix removes the entry they are reported at (the key, or its value): the rule's fix title, flags. */
const REMOVALS: Readonly<Record<string, { title: (key: string) => string; preferred?: boolean; safe?: boolean }>> = {
  MCP203: { title: (k) => `Remove "${k}"` },
  MCP204: { title: (k) => `Remove "${k}"`, preferred: true, safe: true },
  MCP205: { title: () => 'Remove "destructiveHint" (the tool only reads)' },
  MCP209: { title: () => 'Remove "openWorldHint"', preferred: true },
  MCP210: { title: () => 'Remove annotations.title', preferred: true, safe: true },
  MCP301: { title: () => 'Remove the empty "audience"' },
  MCP305: { title: (k) => `Remove "${k}"` },
};

/** A fix made for the code, and the title of the rule's JSON fix it stands for. */
interface Built {
  readonly fix: Fix;
  readonly replaces: string;
}

/**
 * Fixes made for the code where the rule's fix is computed on JSON text (jsonc-parser's `modify`) and means nothing
 * here: removing the entry a finding is at, adding `readOnlyHint`, creating `annotations`.
 */
function builtFixes(doc: CodeDocument, finding: Finding, index: SpanIndex): Built[] {
  const at = index.at(finding.offset, finding.length);
  const removal = REMOVALS[finding.code];
  if (removal) {
    for (const n of at) {
      const property = n.parent?.type === 'property' ? n.parent : undefined;
      const info = property ? index.info(property) : undefined;
      if (finding.code === 'MCP301' && !(n.type === 'array' && !n.children?.length)) continue;
      if (!property || !info?.editable || !info.entry || !info.container) continue;
      const jsonTitle = removal.title(info.entry.key);
      const title = withReason(
        `Remove ${shown(doc.text.slice(info.entry.span.start, info.entry.span.end))}`,
        jsonTitle,
      );
      return [
        {
          fix: {
            title,
            edits: removeItem(info.container, info.entry.span),
            preferred: removal.preferred,
            safe: removal.safe,
          },
          replaces: jsonTitle,
        },
      ];
    }
    return [];
  }
  if (finding.code === 'MCP206') {
    const added = addReadOnlyHint(doc, index.capabilityOf(at[0]));
    return added
      ? [
          {
            fix: { title: `Add ${added.what}`, edits: added.edits, preferred: true },
            replaces: 'Add "readOnlyHint": true',
          },
        ]
      : [];
  }
  return [];
}

/** `readOnlyHint: true` into the tool's annotations, or into a new annotations object; `what` is the text added. */
function addReadOnlyHint(
  doc: CodeDocument,
  tool: CapabilityNode | undefined,
): { edits: OffsetEdit[]; what: string } | undefined {
  if (!tool?.declaration) return undefined;
  const lang = doc.code.language;
  const annotations = tool.declaration.object.entries.find((e) => e.key === 'annotations');
  if (annotations) {
    const ann = annotations.value;
    if (ann.kind !== 'object' || !ann.container) return undefined;
    const hint = entryText(ann.container, 'readOnlyHint', renderValue(true, lang));
    return { edits: addItem(doc.text, ann.container, hint), what: hint };
  }
  const home = tool.declaration.annotationsHome;
  if (!home) return undefined;
  const created = isPython(lang) ? pythonAnnotations(doc) : '{ readOnlyHint: true }';
  switch (home.kind) {
    case 'entry': {
      const entry = entryText(home.container, 'annotations', created);
      return { edits: addItem(doc.text, home.container, entry), what: entry };
    }
    case 'argument':
      return {
        edits: [{ offset: home.before, length: 0, newText: `${created}, ` }],
        what: `the annotations argument ${created}`,
      };
    case 'parens':
      return {
        edits: [{ offset: home.at, length: 0, newText: `(annotations=${created})` }],
        what: `annotations=${created}`,
      };
  }
}

/** `ToolAnnotations(readOnlyHint=True)` when the file imports it, else the dictionary FastMCP accepts as well. */
function pythonAnnotations(doc: CodeDocument): string {
  const name = doc.code.extraction?.toolAnnotationsName;
  return name ? `${name}(readOnlyHint=True)` : '{"readOnlyHint": True}';
}
