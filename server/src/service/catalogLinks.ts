import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findNodeAtOffset, type Node } from 'jsonc-parser';
import type { CodeActionParams } from 'vscode-languageserver';
import {
  CodeAction,
  CodeActionKind,
  Command,
  Location,
  type Diagnostic,
  type Position,
} from 'vscode-languageserver-types';
import type { Analysis } from '../pipeline';
import type { DeclarationKind, Entry, Lit, Span } from '../code/ir';
import { codeLanguageOf } from '../../../common/formats/codeLanguages';
import {
  DeclarationIndexes,
  type DeclarationLookup,
  type DeclarationSite,
  type DiskChange,
  type CatalogSourceHints,
} from './declarationIndex';
import { isObject, items, prop, stringValue } from '../../../common/json/jsonNodes';
import type { ParsedDocument } from '../../../common/json/parsedDocument';
import { isCatalogUri, OPEN_DECLARATION_COMMAND } from './declarationCommand';
import { DIAGNOSTIC_SOURCE } from './diagnostics';
import { pathOfNode } from './docPath';

/** A document the editor has open, as the worker holds it. */
export interface OpenDocument {
  readonly uri: string;
  readonly version: number;
  getText(): string;
}

const KIND_OF_LIST: Readonly<Record<string, DeclarationKind>> = {
  tools: 'tool',
  resources: 'resource',
  resourceTemplates: 'resourceTemplate',
  prompts: 'prompt',
};

/** Code may declare a resource as a template or the other way round, so each is looked for as the other too. */
const SIBLING_KIND: Partial<Record<DeclarationKind, DeclarationKind>> = {
  resource: 'resourceTemplate',
  resourceTemplate: 'resource',
};

/** The `_meta["mcp-lens/server"].source` hints of a live catalog: where the server's code probably is. */
export function catalogSourceHints(analysis: Analysis): CatalogSourceHints | undefined {
  if (!isCatalogUri(analysis.source.uri) || analysis.notChecked) return undefined;
  const source = prop(prop(prop(analysis.parsed.root, '_meta'), 'mcp-lens/server'), 'source');
  if (!isObject(source)) return undefined;
  const absolute = (s: string | undefined) =>
    s && (s.startsWith('/') || /^[A-Za-z]:[\\/]/.test(s) || s.startsWith('\\\\')) ? s : undefined;
  const cwd = absolute(stringValue(prop(source, 'cwd')));
  const entryFiles = items(prop(source, 'entryFiles')).flatMap((n) => absolute(stringValue(n)) ?? []);
  return cwd || entryFiles.length ? { cwd, entryFiles } : undefined;
}

/** A catalog entry (tool, resource, template, prompt) a position falls in, and the field path inside it. */
interface EntryTarget {
  readonly kind: DeclarationKind;
  readonly name: string;
  readonly entry: Node;
  readonly field: readonly (string | number)[];
}

function targetAt(root: Node | undefined, offset: number): EntryTarget | undefined {
  const node = root && findNodeAtOffset(root, offset, false);
  if (!node) return undefined;
  const [list, index, ...field] = pathOfNode(node);
  const kind = typeof list === 'string' && Object.hasOwn(KIND_OF_LIST, list) ? KIND_OF_LIST[list] : undefined;
  if (!kind || typeof index !== 'number') return undefined;
  const entry = items(prop(root, list as string))[index];
  const name = stringValue(prop(entry, 'name'));
  return entry && name ? { kind, name, entry, field } : undefined;
}

function siteOf(lookup: DeclarationLookup, target: EntryTarget): DeclarationSite | undefined {
  const other = SIBLING_KIND[target.kind];
  return lookup.find(target.kind, target.name) ?? (other && lookup.find(other, target.name));
}

/** Where the code says what the finding is about: the field when the code writes it literally, else the name. */
interface Link {
  readonly location: Location;
  readonly message: string;
}

function linkOf(site: DeclarationSite, target: EntryTarget): Link {
  const field = fieldIn(site, target);
  const at = (span: Span) =>
    Location.create(site.uri, { start: site.lines.positionAt(span.start), end: site.lines.positionAt(span.end) });
  if (field) return { location: at(field.span), message: `\`${site.name}\` declares \`${field.label}\` here` };
  return { location: at(site.nameSpan), message: `\`${site.name}\` is declared here` };
}

/** Follows the catalog path into the declaration's literals (array items by their `name`), as deep as the code goes. */
function fieldIn(site: DeclarationSite, target: EntryTarget): { span: Span; label: string } | undefined {
  if (!target.field.length || target.field[0] === 'name') return undefined;
  let lit: Lit = site.object;
  let json: Node | undefined = target.entry;
  let found: Span | undefined;
  const label: string[] = [];
  for (const seg of target.field) {
    if (typeof seg === 'string' && lit.kind === 'object') {
      const e: Entry | undefined = lit.entries.find((x) => x.key === seg && x.value.kind !== 'opaque');
      if (!e) break;
      found = e.span;
      lit = e.value;
      json = prop(json, seg);
      label.push(seg);
    } else if (typeof seg === 'number' && lit.kind === 'array') {
      const item = items(json)[seg];
      const itemName = stringValue(prop(item, 'name'));
      const match: Lit | undefined =
        itemName === undefined
          ? undefined
          : lit.items.find(
              (i) =>
                i.kind === 'object' &&
                i.entries.some((e) => e.key === 'name' && e.value.kind === 'string' && e.value.value === itemName),
            );
      if (!match) break;
      found = match.span;
      lit = match;
      json = item;
      label.push(`[${itemName}]`);
    } else break;
  }
  return found && found.end > found.start ? { span: found, label: label.join('.').replace(/\.\[/g, '[') } : undefined;
}

/** Each finding about an entry gets "`name` is declared here" (or the field it is about) as related information. */
export function linkDiagnostics(
  analysis: Analysis,
  diagnostics: Diagnostic[],
  lookup: DeclarationLookup,
): Diagnostic[] {
  const doc = analysis.source;
  return diagnostics.map((d) => {
    const target =
      d.source === DIAGNOSTIC_SOURCE ? targetAt(analysis.parsed.root, doc.offsetAt(d.range.start)) : undefined;
    const site = target && siteOf(lookup, target);
    if (!target || !site) return d;
    const link = linkOf(site, target);
    return { ...d, relatedInformation: [...(d.relatedInformation ?? []), link] };
  });
}

/** Go to Definition anywhere in an entry: the field in code when it is written there, else the declaration's name. */
export function declarationDefinition(
  analysis: Analysis,
  position: Position,
  lookup: DeclarationLookup,
): Location | null {
  const target = targetAt(analysis.parsed.root, analysis.source.offsetAt(position));
  const site = target && siteOf(lookup, target);
  return target && site ? linkOf(site, target).location : null;
}

/** "Open the declaration of `name` in file" for each entry the request's findings are about. */
export function declarationActions(
  analysis: Analysis,
  params: CodeActionParams,
  lookup: DeclarationLookup,
): CodeAction[] {
  const actions = new Map<string, CodeAction>();
  for (const d of params.context.diagnostics) {
    if (d.source !== DIAGNOSTIC_SOURCE) continue;
    const target = targetAt(analysis.parsed.root, analysis.source.offsetAt(d.range.start));
    const site = target && siteOf(lookup, target);
    if (!target || !site) continue;
    const key = `${site.uri}#${site.kind}:${site.name}`;
    const existing = actions.get(key);
    if (existing) {
      existing.diagnostics!.push(d);
      continue;
    }
    const title = `Open the declaration of \`${site.name}\` in ${basename(site.path)}`;
    const { location } = linkOf(site, target);
    const action = CodeAction.create(
      title,
      Command.create(title, OPEN_DECLARATION_COMMAND, location.uri, location.range),
      CodeActionKind.QuickFix,
    );
    action.diagnostics = [d];
    actions.set(key, action);
  }
  return [...actions.values()];
}

function pathOfFileUri(uri: string): string | undefined {
  if (!uri.startsWith('file:')) return undefined;
  try {
    return fileURLToPath(uri);
  } catch {
    return undefined;
  }
}

/**
 * The links of every open live catalog to the server code in the workspace. Diagnostics are published at once without
 * links, and again (`onDidLink`) whenever a catalog's index, built in the background, is ready or changes.
 */
export class CatalogDeclarations {
  private readonly indexes: DeclarationIndexes;
  /** Catalog URI → the key of its hints, to know which catalogs an index change concerns. */
  private readonly catalogs = new Map<string, string>();
  private readonly log?: (message: string) => void;
  private readonly onDidTrack?: (tracking: boolean) => void;

  /**
   * `openDocuments`: what the editor has open (its text wins over the disk's), with `parsedOf` their analysis to reuse;
   * `onDidTrack`: told when the first catalog with source hints is linked (true) and when the last one goes (false).
   */
  constructor(options: {
    onDidLink: (uri: string) => void;
    openDocuments: () => readonly OpenDocument[];
    parsedOf: (doc: OpenDocument) => ParsedDocument;
    onDidTrack?: (tracking: boolean) => void;
    log?: (message: string) => void;
  }) {
    const { onDidLink, openDocuments, parsedOf, log } = options;
    this.log = log;
    this.onDidTrack = options.onDidTrack;
    this.indexes = new DeclarationIndexes({
      onDidChange: (key) => {
        for (const [uri, k] of this.catalogs) if (k === key) onDidLink(uri);
      },
      openText: (path) => {
        const doc = openDocuments().find((d) => pathOfFileUri(d.uri) === path);
        return doc && { uri: doc.uri, version: doc.version, text: doc.getText(), parsed: parsedOf(doc) };
      },
      log,
    });
  }

  /** A document changed, opened or closed: when it is source code an index read, that index is built again. */
  documentChanged(uri: string): void {
    const path = codeLanguageOf(uri) ? pathOfFileUri(uri) : undefined;
    if (path) this.indexes.fileChanged(path);
  }

  /** Code files created, changed or deleted on disk: the indexes they concern are rebuilt, their catalogs relinked. */
  filesChangedOnDisk(changes: readonly DiskChange[]): Promise<void> {
    return this.indexes.filesChangedOnDisk(changes);
  }

  /** Adds the links to a catalog's diagnostics (and refreshes its index in the background). */
  link(analysis: Analysis, diagnostics: Diagnostic[]): Diagnostic[] {
    try {
      const lookup = this.lookup(analysis, true);
      return lookup && diagnostics.length ? linkDiagnostics(analysis, diagnostics, lookup) : diagnostics;
    } catch (error) {
      // links are extra: a failure here must not keep the findings from being published
      this.log?.(
        `MCP Lens: could not link ${analysis.source.uri} to its declarations: ` +
          `${error instanceof Error ? error.stack : String(error)}`,
      );
      return diagnostics;
    }
  }

  definition(analysis: Analysis, position: Position): Location | null {
    const lookup = this.lookup(analysis, true);
    return lookup ? declarationDefinition(analysis, position, lookup) : null;
  }

  codeActions(analysis: Analysis, params: CodeActionParams): CodeAction[] {
    // code actions are asked for at every move of the cursor: answer from the index as it is
    const lookup = this.lookup(analysis, false);
    return lookup ? declarationActions(analysis, params, lookup) : [];
  }

  forget(uri: string): void {
    this.track(uri, undefined);
    this.documentChanged(uri);
  }

  private lookup(analysis: Analysis, refresh: boolean): DeclarationLookup | undefined {
    const hints = catalogSourceHints(analysis);
    this.track(analysis.source.uri, hints && DeclarationIndexes.keyOf(hints));
    return hints && this.indexes.current(hints, refresh);
  }

  private track(uri: string, key: string | undefined): void {
    const before = this.catalogs.size;
    if (key) this.catalogs.set(uri, key);
    else this.catalogs.delete(uri);
    if (!before !== !this.catalogs.size) this.onDidTrack?.(this.catalogs.size > 0);
  }
}
