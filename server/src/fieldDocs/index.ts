import { JSON_SCHEMA_TYPES } from './jsonSchema';
import { MCP_APPS_TYPES } from './mcpApps';
import { MCP_SERVERS_TYPES } from './mcpServers';
import { MCPB_TYPES } from './mcpb';
import { SERVER_JSON_TYPES } from './serverJson';
import { SPEC_TYPES } from './spec';
import { TEST_FILE_ROOT_TYPE, TEST_FILE_TYPES } from './testFile';
import type { McpServersClient, DocKind, FieldDoc, ObjectType, Segment } from './types';
import { VSCODE_TYPES } from './vscode';

export type {
  McpServersClient,
  DocKind,
  FieldDoc,
  Inner,
  Link,
  ObjectType,
  Segment,
  ValueDoc,
  VariableSyntax,
} from './types';
export { CURRENT_SERVER_SCHEMA_DATE, CURRENT_SERVER_SCHEMA_URL, LINKS } from './links';

/**
 * The one table of field documentation, by JSON path (`["tools", 3]`) or pattern (`tools[*].annotations`, `servers.*`).
 * Capability documents use list-result paths; service/docPath.ts maps their other shapes onto them.
 */
export const TYPES: Readonly<Record<string, ObjectType>> = {
  ...SPEC_TYPES,
  ...MCP_APPS_TYPES,
  ...JSON_SCHEMA_TYPES,
  ...VSCODE_TYPES,
  ...MCP_SERVERS_TYPES,
  ...SERVER_JSON_TYPES,
  ...MCPB_TYPES,
  ...TEST_FILE_TYPES,
};

export const ROOT_TYPES: Readonly<Record<DocKind, string>> = {
  capabilities: 'CapabilityDocument',
  'vscode-mcp': 'VsCodeConfig',
  'mcp-servers': 'McpServersConfig',
  'server-json': 'ServerDetail',
  'mcpb-manifest': 'McpbManifest',
  'mcp-test': TEST_FILE_ROOT_TYPE,
};

export const DOC_KINDS: readonly DocKind[] = [
  'capabilities',
  'vscode-mcp',
  'mcp-servers',
  'server-json',
  'mcpb-manifest',
  'mcp-test',
];

export function isDocKind(kind: string): kind is DocKind {
  return (DOC_KINDS as readonly string[]).includes(kind);
}

/** What a path leads to in the table. */
export interface Resolved {
  /** `known`: a documented field or map entry; `free`: inside the author's own value; `unknown`: no field there. */
  readonly status: 'known' | 'free' | 'unknown';
  /** The documentation of the last key (or of the array that holds the last index). */
  readonly doc?: FieldDoc;
  /** The object type that holds the last key, and how the key matched it. */
  readonly owner?: ObjectType;
  /** The table key of `owner` (`Tool`, `VsCodeServer`). */
  readonly ownerId?: string;
  readonly match?: 'field' | 'entry' | 'other';
  /** The object type of the value at the path, when it is an object the table describes, and its table key. */
  readonly type?: ObjectType;
  readonly typeId?: string;
}

const UNKNOWN: Resolved = { status: 'unknown' };
const FREE: Resolved = { status: 'free' };

export function resolve(kind: DocKind, path: readonly Segment[] | string): Resolved {
  const segments = typeof path === 'string' ? parsePattern(path) : path;
  let typeId: string | undefined = ROOT_TYPES[kind];
  let doc: FieldDoc | undefined;
  let ownerId: string | undefined;
  let match: Resolved['match'];
  for (const seg of segments) {
    if (doc?.inner?.free) return FREE;
    if (typeof seg === 'number') {
      if (!doc) return UNKNOWN;
      typeId = doc.inner?.items;
      continue;
    }
    const type = typeId ? TYPES[typeId] : undefined;
    if (!type) return UNKNOWN;
    const field = Object.hasOwn(type.fields, seg) ? type.fields[seg] : undefined;
    const found = field ?? type.entry ?? type.other;
    if (!found) return UNKNOWN;
    match = matchKind(field, type);
    ownerId = typeId;
    doc = found;
    typeId = found.inner?.object;
  }
  const type = typeId ? TYPES[typeId] : undefined;
  return {
    status: 'known',
    doc,
    owner: ownerId ? TYPES[ownerId] : undefined,
    ownerId,
    match,
    type,
    typeId: type ? typeId : undefined,
  };
}

/** How a key found its doc in an object type: as one of its fields, as a map entry, or as an `other` key. */
function matchKind(field: FieldDoc | undefined, type: ObjectType): NonNullable<Resolved['match']> {
  if (field) return 'field';
  return type.entry ? 'entry' : 'other';
}

/** The documentation of the field at `path`, if the table knows it. */
export function docAt(kind: DocKind, path: readonly Segment[] | string): FieldDoc | undefined {
  const r = resolve(kind, path);
  return r.status === 'known' ? r.doc : undefined;
}

/** The object type of the value at `path` (the root object for `[]`). */
export function objectTypeAt(kind: DocKind, path: readonly Segment[] | string): ObjectType | undefined {
  const r = resolve(kind, path);
  return r.status === 'known' ? r.type : undefined;
}

export interface ChildDoc {
  readonly key: string;
  readonly doc: FieldDoc;
}

/**
 * The keys allowed under the object at `path`, with their docs. `dialect` limits an `mcpServers` entry to the
 * fields that client reads; hidden fields (wrong-file keys, legacy names) are left out unless asked for.
 */
export function childrenOf(
  kind: DocKind,
  path: readonly Segment[] | string,
  options: { dialect?: McpServersClient | 'generic'; includeHidden?: boolean } = {},
): ChildDoc[] {
  const type = objectTypeAt(kind, path);
  if (!type) return [];
  const out: ChildDoc[] = [];
  for (const [key, doc] of Object.entries(type.fields)) {
    if (doc.hidden && !options.includeHidden) continue;
    if (doc.clients && options.dialect && options.dialect !== 'generic' && !doc.clients.includes(options.dialect)) {
      continue;
    }
    out.push({ key, doc });
  }
  return out;
}

/** Every documented path of a kind, as patterns (`tools[*].annotations.readOnlyHint`), for references and the CLI. */
export function entries(kind: DocKind): { pattern: string; doc: FieldDoc }[] {
  const out: { pattern: string; doc: FieldDoc }[] = [];
  const walk = (typeName: string, prefix: string, seen: readonly string[]) => {
    const type = TYPES[typeName];
    if (!type || seen.includes(typeName)) return;
    const chain = [...seen, typeName];
    const children: [string, FieldDoc][] = Object.entries(type.fields).map(([k, d]) => [keySegment(k), d]);
    if (type.entry) children.push(['*', type.entry]);
    else if (type.other) children.push(['*', type.other]);
    for (const [seg, doc] of children) {
      const pattern = childPattern(prefix, seg);
      out.push({ pattern, doc });
      if (doc.inner?.object) walk(doc.inner.object, pattern, chain);
      if (doc.inner?.items && doc.inner.items !== doc.inner.object) walk(doc.inner.items, `${pattern}[*]`, chain);
    }
  };
  walk(ROOT_TYPES[kind], '', []);
  return out;
}

/** A child's pattern under its parent's: `a.b` or `a["x-y"]`, and the segment alone at the root. */
function childPattern(prefix: string, seg: string): string {
  if (!prefix) return seg;
  return seg.startsWith('[') ? `${prefix}${seg}` : `${prefix}.${seg}`;
}

function keySegment(key: string): string {
  return /^[A-Za-z_$][\w$-]*$/.test(key) ? key : `[${JSON.stringify(key)}]`;
}

/** `tools[*].annotations["io.x/y"]` → ['tools', 0, 'annotations', 'io.x/y']. */
export function parsePattern(pattern: string): Segment[] {
  const out: Segment[] = [];
  const re = /\[\*\]|\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\]|([^.[\]]+)/g;
  for (let m = re.exec(pattern); m; m = re.exec(pattern)) {
    if (m[0] === '[*]') out.push(0);
    else if (m[1] !== undefined) out.push(Number(m[1]));
    else if (m[2] !== undefined) out.push(JSON.parse(m[2]) as string);
    else out.push(m[3]!);
  }
  return out;
}
