import { canonical, catalogDiff, DIFF_LISTS, keyedItems, type CatalogLists } from '../catalog/catalogDiff';
import { HINT_KEYS, toolBehaviour, type Hint, type HintKey, type ToolBehaviour } from '../formats/toolBehaviour';
import type { CatalogList, JsonObject } from '../mcp/types';
import { outputSchemaFindings } from './outputSchemaChanges';
import { byCodeUnits, inputSchemaFindings, objectOf, shown, type ChangeSeverity, type Finding } from './schemaChanges';

export type { ChangeSeverity } from './schemaChanges';
export type { CatalogLists } from '../catalog/catalogDiff';

export type CatalogItemKind = 'tool' | 'resource' | 'resourceTemplate' | 'prompt';

/** One difference between a stored catalog snapshot and the live catalog. */
export interface CatalogChange {
  /** Stable, for reports and filters: 'tool-removed', 'required-argument-added', 'enum-narrowed'… */
  readonly code: string;
  readonly severity: ChangeSeverity;
  readonly kind: CatalogItemKind;
  /** The tool's or prompt's name, the resource's URI, the template's URI template. */
  readonly name: string;
  /** Where in the catalog: the list, the item's key, then the path inside it (['tools', 'search', 'inputSchema', …]). */
  readonly path: readonly string[];
  /** One sentence naming the item and what changed, with the snapshot's and the server's values. */
  readonly message: string;
  readonly before: unknown;
  readonly after: unknown;
}

export interface CatalogChangeReport {
  readonly breaking: readonly CatalogChange[];
  /** Changes to review: a failure only in strict mode. */
  readonly changes: readonly CatalogChange[];
  /** Whether the catalog fails the test: a breaking change, or in strict mode any change. */
  readonly failed: boolean;
}

const KINDS: Readonly<Record<CatalogList, { kind: CatalogItemKind; label: string; code: string }>> = {
  tools: { kind: 'tool', label: 'Tool', code: 'tool' },
  resources: { kind: 'resource', label: 'Resource', code: 'resource' },
  resourceTemplates: { kind: 'resourceTemplate', label: 'Resource template', code: 'resource-template' },
  prompts: { kind: 'prompt', label: 'Prompt', code: 'prompt' },
};

const FIELD_CODES: Readonly<Record<string, string>> = {
  description: 'description-changed',
  title: 'title-changed',
  icons: 'icons-changed',
  annotations: 'annotations-changed',
};

/**
 * Classifies what changed between a catalog snapshot and the live catalog: breaking changes (a client of the snapshot
 * would fail) and changes to review. Lists are matched by key, so their order never matters; the result's order is
 * fixed (list, key, then path). Schemas are compared as sent: a `$ref` is not followed (docs/breaking-changes.md).
 */
export function classifyCatalogChanges(
  snapshot: CatalogLists,
  live: CatalogLists,
  options: { readonly strict?: boolean } = {},
): CatalogChangeReport {
  const all: CatalogChange[] = [];
  const renamedTemplates = templateRenames(snapshot, live);
  for (const c of catalogDiff(snapshot, live).changes) {
    const { kind, label, code } = KINDS[c.list];
    const item = (f: Finding): CatalogChange => ({
      ...f,
      kind,
      name: c.key,
      path: [c.list, c.key, ...f.path],
      message: `${label} "${c.key}"${f.text.startsWith('the ') ? ':' : ''} ${f.text}.`,
    });
    if (c.change === 'changed') {
      const before = keyedItems(snapshot[c.list], DIFF_LISTS.find((l) => l.list === c.list)!.key).get(c.key)!;
      const after = keyedItems(live[c.list], DIFF_LISTS.find((l) => l.list === c.list)!.key).get(c.key)!;
      for (const f of itemFindings(c.list, before, after, c.fields)) all.push(item(f));
    } else if (c.list === 'resourceTemplates' && renamedTemplates.has(c.key)) {
      all.push(...renamedTemplates.get(c.key)!);
    } else if (c.change === 'added') {
      all.push(
        item({ code: `${code}-added`, severity: 'change', path: [], text: 'is new', before: undefined, after: c.key }),
      );
    } else {
      const text = 'was removed (the snapshot lists it; the server does not)';
      all.push(
        item({ code: `${code}-removed`, severity: 'breaking', path: [], text, before: c.key, after: undefined }),
      );
    }
  }
  all.sort(compareChanges);
  const breaking = all.filter((c) => c.severity === 'breaking');
  const changes = all.filter((c) => c.severity === 'change');
  return { breaking, changes, failed: breaking.length > 0 || (options.strict === true && changes.length > 0) };
}

const LIST_ORDER = DIFF_LISTS.map((l) => l.list as string);

function compareChanges(a: CatalogChange, b: CatalogChange): number {
  const list = LIST_ORDER.indexOf(a.path[0]!) - LIST_ORDER.indexOf(b.path[0]!);
  if (list) return list;
  const n = Math.min(a.path.length, b.path.length);
  for (let i = 1; i < n; i++) {
    const d = byCodeUnits(a.path[i]!, b.path[i]!);
    if (d) return d;
  }
  return a.path.length - b.path.length || byCodeUnits(a.code, b.code);
}

function itemFindings(list: CatalogList, before: JsonObject, after: JsonObject, fields: readonly string[]): Finding[] {
  const out: Finding[] = [];
  for (const field of fields) {
    const [was, is] = [before[field], after[field]];
    if (list === 'tools' && field === 'inputSchema') inputSchemaFindings(was ?? {}, is ?? {}, [field], undefined, out);
    else if (list === 'tools' && field === 'outputSchema') outputFindings(was, is, out);
    else if (list === 'tools' && field === 'annotations') behaviourFindings(was, is, out);
    else if (list === 'prompts' && field === 'arguments') promptArgumentFindings(was, is, out);
    else {
      const code = FIELD_CODES[field] ?? 'field-changed';
      const text = `changed ${field} (snapshot: ${shown(was)}; now: ${shown(is)})`;
      out.push({ code, severity: 'change', path: [field], text, before: was, after: is });
    }
  }
  return out;
}

function outputFindings(was: unknown, is: unknown, out: Finding[]): void {
  const path = ['outputSchema'];
  if (was !== undefined && is === undefined) {
    const text = 'no longer declares an outputSchema, so its structuredContent is no longer guaranteed';
    out.push({ code: 'output-schema-removed', severity: 'breaking', path, text, before: was, after: is });
  } else if (was === undefined) {
    const text = `now declares an outputSchema (${shown(is)})`;
    out.push({ code: 'output-schema-added', severity: 'change', path, text, before: was, after: is });
  } else outputSchemaFindings(was, is, path, undefined, out);
}

/** Each aspect of a tool's effective behaviour, with which value is the safe one. */
const ASPECTS: readonly {
  readonly hint: HintKey;
  readonly code: string;
  readonly value: (b: ToolBehaviour) => boolean;
  readonly safe: boolean;
  readonly words: readonly [whenTrue: string, whenFalse: string];
}[] = [
  {
    hint: 'readOnlyHint',
    code: 'tool-no-longer-read-only',
    value: (b) => b.readOnly,
    safe: true,
    words: ['read-only', 'may modify'],
  },
  {
    hint: 'destructiveHint',
    code: 'tool-now-destructive',
    value: (b) => b.destructive,
    safe: false,
    words: ['may destroy', 'additive only'],
  },
  {
    hint: 'idempotentHint',
    code: 'tool-no-longer-idempotent',
    value: (b) => b.idempotent,
    safe: true,
    words: ['idempotent', 'not idempotent'],
  },
  {
    hint: 'openWorldHint',
    code: 'tool-now-open-world',
    value: (b) => b.openWorld,
    safe: false,
    words: ['reaches the outside world', 'closed world'],
  },
];

function hintText(key: HintKey, h: Hint): string {
  return h.explicit ? `${key}: ${h.value}` : `${key} not set, default ${h.value}`;
}

function behaviourFindings(was: unknown, is: unknown, out: Finding[]): void {
  const [old, now] = [toolBehaviour(was), toolBehaviour(is)];
  let found = false;
  for (const a of ASPECTS) {
    // Idempotence means something only for a tool that may modify: a read-only tool is not compared on it.
    if (a.hint === 'idempotentHint' && (old.readOnly || now.readOnly)) continue;
    const [before, after] = [a.value(old), a.value(now)];
    if (before === after) continue;
    found = true;
    const lessSafe = after !== a.safe;
    const values = `(snapshot: ${hintText(a.hint, old.hints[a.hint])}; now: ${hintText(a.hint, now.hints[a.hint])})`;
    const text = `${lessSafe ? 'is less safe' : 'is safer'}: ${a.words[before ? 0 : 1]} before, ${a.words[after ? 0 : 1]} now ${values}`;
    const code = lessSafe ? a.code : 'tool-behaviour-safer';
    out.push({ code, severity: lessSafe ? 'breaking' : 'change', path: ['annotations', a.hint], text, before, after });
  }
  const rest = (v: unknown) =>
    Object.fromEntries(Object.entries(objectOf(v) ?? {}).filter(([k]) => !HINT_KEYS.includes(k as HintKey)));
  if (!found || canonical(rest(was)) !== canonical(rest(is))) {
    const text = `changed annotations (snapshot: ${shown(was)}; now: ${shown(is)})`;
    out.push({ code: 'annotations-changed', severity: 'change', path: ['annotations'], text, before: was, after: is });
  }
}

function promptArgumentFindings(was: unknown, is: unknown, out: Finding[]): void {
  const byName = (v: unknown) => {
    const map = new Map<string, JsonObject>();
    for (const a of Array.isArray(v) ? v : []) {
      const arg = objectOf(a);
      if (arg && typeof arg.name === 'string' && !map.has(arg.name)) map.set(arg.name, arg);
    }
    return map;
  };
  const [old, now] = [byName(was), byName(is)];
  const names = [...new Set([...old.keys(), ...now.keys()])].sort(byCodeUnits);
  for (const name of names) {
    const [a, b] = [old.get(name), now.get(name)];
    const path = ['arguments', name];
    const [wasRequired, isRequired] = [a?.required === true, b?.required === true];
    if (!a) {
      const code = isRequired ? 'required-argument-added' : 'optional-argument-added';
      const text = isRequired
        ? `now requires the argument "${name}", which the snapshot does not have`
        : `has a new optional argument "${name}"`;
      out.push({ code, severity: isRequired ? 'breaking' : 'change', path, text, before: undefined, after: b });
    } else if (!b) {
      const text = `no longer lists the argument "${name}"`;
      out.push({ code: 'argument-unlisted', severity: 'change', path, text, before: a, after: undefined });
    } else if (wasRequired !== isRequired) {
      const text = isRequired
        ? `now requires the argument "${name}" (snapshot: optional)`
        : `no longer requires the argument "${name}" (snapshot: required)`;
      const code = isRequired ? 'argument-made-required' : 'argument-made-optional';
      out.push({
        code,
        severity: isRequired ? 'breaking' : 'change',
        path: [...path, 'required'],
        text,
        before: wasRequired,
        after: isRequired,
      });
    } else if (canonical(a) !== canonical(b)) {
      const text = `changed the argument "${name}" (snapshot: ${shown(a)}; now: ${shown(b)})`;
      out.push({ code: 'argument-schema-changed', severity: 'change', path, text, before: a, after: b });
    }
  }
  if (!names.length) {
    const text = `changed arguments (snapshot: ${shown(was)}; now: ${shown(is)})`;
    out.push({ code: 'field-changed', severity: 'change', path: ['arguments'], text, before: was, after: is });
  }
}

/**
 * Templates are known by their URI template, so a changed one would read as removed plus added: one removed and one
 * added under the same `name` are reported once, as a breaking URI template change.
 */
function templateRenames(snapshot: CatalogLists, live: CatalogLists): Map<string, CatalogChange[]> {
  const [old, now] = [
    keyedItems(snapshot.resourceTemplates, 'uriTemplate'),
    keyedItems(live.resourceTemplates, 'uriTemplate'),
  ];
  const byName = (items: Map<string, JsonObject>, other: Map<string, JsonObject>) => {
    const map = new Map<string, string[]>();
    for (const [key, t] of items) {
      if (!other.has(key) && typeof t.name === 'string') map.set(t.name, [...(map.get(t.name) ?? []), key]);
    }
    return map;
  };
  const [removed, added] = [byName(old, now), byName(now, old)];
  const out = new Map<string, CatalogChange[]>();
  for (const [name, keys] of removed) {
    const addedKeys = added.get(name);
    if (keys.length !== 1 || addedKeys?.length !== 1) continue;
    const [from, to] = [keys[0]!, addedKeys[0]!];
    const message = `Resource template "${name}" changed its URI template (snapshot: ${from}; now: ${to}).`;
    const change: CatalogChange = {
      code: 'resource-template-uri-changed',
      severity: 'breaking',
      kind: 'resourceTemplate',
      name: from,
      path: ['resourceTemplates', from, 'uriTemplate'],
      message,
      before: from,
      after: to,
    };
    out.set(from, [change]);
    out.set(to, []);
  }
  return out;
}
