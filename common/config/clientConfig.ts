import type { Node } from 'jsonc-parser';
import type { Detection, McpServersDialect } from '../formats/documentKind';
import {
  booleanValue,
  isArray,
  isObject,
  items,
  keyNode,
  keyOf,
  numberValue,
  prop,
  properties,
  propertyNode,
  stringValue,
  valueOf,
} from '../json/jsonNodes';
import { lookupTable } from '../util/lookupTable';

/**
 * The servers and inputs a client configuration file declares, as nodes of its tree. Plain TypeScript with no
 * editor dependency: the rules, the client's config discovery and the CLI's `--server` all read this one model.
 */
export type ClientDialect = 'vscode' | McpServersDialect;

/** Each client, for people: how discovery, the tree and the command line name the client a file is for. */
export const CLIENT_NAMES: Readonly<Record<ClientDialect, string>> = {
  vscode: 'VS Code',
  'claude-code': 'Claude Code',
  'claude-desktop': 'Claude Desktop',
  cursor: 'Cursor',
  windsurf: 'Windsurf',
  generic: 'MCP',
};
export type TransportKind = 'stdio' | 'http' | 'sse';

export interface ServerEntry {
  readonly name: string;
  /** The `"name": {…}` property. */
  readonly property: Node;
  readonly nameNode: Node;
  /** The entry's value (normally an object). */
  readonly node: Node | undefined;
  readonly typeNode?: Node;
  readonly declaredType?: string;
  /** What the entry means to connect with; undefined when `type` names no transport this model knows. */
  readonly transport: TransportKind | undefined;
  readonly command?: Node;
  readonly args?: Node;
  readonly env?: Node;
  readonly envFile?: Node;
  readonly cwd?: Node;
  /** `url` (or Windsurf's `serverUrl`). */
  readonly url?: Node;
  readonly headers?: Node;
  /** VS Code's `dev` (watch and debug; MCP Lens also reads `dev.build`). */
  readonly dev?: Node;
  /** The OAuth client: `oauth` (VS Code, Claude Code) or `auth` (Cursor). */
  readonly oauth?: Node;
}

export interface InputEntry {
  readonly node: Node;
  readonly id?: string;
  readonly idNode?: Node;
  readonly type?: string;
  readonly description?: string;
  readonly password: boolean;
  readonly passwordNode?: Node;
  readonly defaultNode?: Node;
}

export interface ClientConfigModel {
  readonly dialect: ClientDialect;
  /** The key this dialect reads servers from: `servers` (VS Code) or `mcpServers`. */
  readonly serversKey: 'servers' | 'mcpServers';
  readonly serversProperty?: Node;
  readonly servers: ServerEntry[];
  /** The other family's key when present (`mcpServers` in VS Code, `servers` elsewhere) and its entries. */
  readonly otherServersProperty?: Node;
  readonly otherServers: ServerEntry[];
  /** VS Code `inputs` (empty for other dialects). */
  readonly inputs: InputEntry[];
  readonly inputsNode?: Node;
}

/** The dialect of a detected client configuration, or undefined for other kinds. */
export function dialectOf(detection: Pick<Detection, 'kind' | 'dialect'>): ClientDialect | undefined {
  if (detection.kind === 'vscode-mcp') return 'vscode';
  if (detection.kind === 'mcp-servers') return detection.dialect ?? 'generic';
  return undefined;
}

const cache = new WeakMap<Node, Map<ClientDialect, ClientConfigModel>>();

export function clientConfigModel(root: Node | undefined, dialect: ClientDialect): ClientConfigModel {
  const hit = root ? cache.get(root)?.get(dialect) : undefined;
  if (hit) return hit;
  const serversKey = dialect === 'vscode' ? 'servers' : 'mcpServers';
  const otherKey = dialect === 'vscode' ? 'mcpServers' : 'servers';
  const serversProperty = isObject(root) ? propertyNode(root, serversKey) : undefined;
  const otherServersProperty = isObject(root) ? propertyNode(root, otherKey) : undefined;
  const inputsNode = dialect === 'vscode' && isObject(root) ? prop(root, 'inputs') : undefined;
  const model: ClientConfigModel = {
    dialect,
    serversKey,
    serversProperty,
    servers: entriesOf(serversProperty, dialect),
    otherServersProperty,
    otherServers: entriesOf(otherServersProperty, dialect),
    inputs: items(inputsNode).filter(isObject).map(inputOf),
    inputsNode,
  };
  if (root) {
    const perDialect = cache.get(root) ?? new Map<ClientDialect, ClientConfigModel>();
    perDialect.set(dialect, model);
    cache.set(root, perDialect);
  }
  return model;
}

function entriesOf(serversProperty: Node | undefined, dialect: ClientDialect): ServerEntry[] {
  const map = serversProperty ? valueOf(serversProperty) : undefined;
  return properties(map).map((p) => serverEntry(p, dialect));
}

function serverEntry(property: Node, dialect: ClientDialect): ServerEntry {
  const node = valueOf(property);
  const typeNode = prop(node, 'type');
  const declaredType = stringValue(typeNode);
  const command = prop(node, 'command');
  const url = prop(node, 'url') ?? (dialect === 'vscode' ? undefined : prop(node, 'serverUrl'));
  return {
    name: keyOf(property),
    property,
    nameNode: keyNode(property),
    node,
    typeNode,
    declaredType,
    transport: transportOf(typeNode, declaredType, !!command, !!url),
    command,
    args: prop(node, 'args'),
    env: prop(node, 'env'),
    envFile: prop(node, 'envFile'),
    cwd: prop(node, 'cwd'),
    url,
    headers: prop(node, 'headers'),
    dev: prop(node, 'dev'),
    oauth: prop(node, 'oauth') ?? prop(node, 'auth'),
  };
}

const TYPE_ALIASES = lookupTable<TransportKind>({
  stdio: 'stdio',
  http: 'http',
  'streamable-http': 'http',
  streamablehttp: 'http',
  streamable_http: 'http',
  sse: 'sse',
});

/** An entry without `type` is remote when it has a url and no command (what every client but Claude Code infers). */
function transportOf(
  typeNode: Node | undefined,
  declared: string | undefined,
  hasCommand: boolean,
  hasUrl: boolean,
): TransportKind | undefined {
  // own keys only: "constructor" or "toString" is no type
  if (typeNode) {
    return declared !== undefined && Object.hasOwn(TYPE_ALIASES, declared.toLowerCase())
      ? TYPE_ALIASES[declared.toLowerCase()]
      : undefined;
  }
  return hasUrl && !hasCommand ? 'http' : 'stdio';
}

function inputOf(node: Node): InputEntry {
  const idNode = prop(node, 'id');
  const passwordNode = prop(node, 'password');
  return {
    node,
    id: stringValue(idNode),
    idNode,
    type: stringValue(prop(node, 'type')),
    description: stringValue(prop(node, 'description')),
    password: booleanValue(passwordNode) === true,
    passwordNode,
    defaultNode: prop(node, 'default'),
  };
}

/** A server entry as plain values, for code that starts or displays servers. Values keep their `${…}` references. */
export interface PlainServerConfig {
  readonly name: string;
  readonly transport: TransportKind | undefined;
  readonly command?: string;
  readonly args: string[];
  readonly env: Record<string, string | null>;
  readonly envFile?: string;
  readonly cwd?: string;
  readonly url?: string;
  readonly headers: Record<string, string>;
  /** `dev` as written, when the entry has one (VS Code's development mode). */
  readonly dev?: PlainDevConfig;
  /** The OAuth client the entry names, when it names one (values keep their `${…}` references). */
  readonly oauth?: PlainOAuthConfig;
}

/** VS Code's `oauth.clientId`; Claude Code's `oauth` {clientId, callbackPort, authServerMetadataUrl, scopes}; Cursor's `auth` {CLIENT_ID, CLIENT_SECRET, scopes}. */
export interface PlainOAuthConfig {
  readonly clientId?: string;
  readonly clientSecret?: string;
  readonly scopes?: string[];
  readonly callbackPort?: number;
  readonly authServerMetadataUrl?: string;
}

/** VS Code's `dev`: `watch` globs (relative to the workspace folder) and `debug`; `build` is MCP Lens's own key. */
export interface PlainDevConfig {
  readonly watch: string[];
  /** A command line run (through the shell, in the server's working directory) before each watch restart. */
  readonly build?: string;
  readonly debugType?: string;
}

export function plainServer(entry: ServerEntry): PlainServerConfig {
  const env: Record<string, string | null> = {};
  for (const p of properties(entry.env)) {
    const v = valueOf(p);
    const n = numberValue(v);
    env[keyOf(p)] = v?.type === 'null' ? null : (stringValue(v) ?? (n !== undefined ? String(n) : ''));
  }
  const headers: Record<string, string> = {};
  for (const p of properties(entry.headers)) headers[keyOf(p)] = stringValue(valueOf(p)) ?? '';
  return {
    name: entry.name,
    transport: entry.transport,
    command: stringValue(entry.command),
    args: isArray(entry.args) ? items(entry.args).map((a) => stringValue(a) ?? String(a.value ?? '')) : [],
    env,
    envFile: stringValue(entry.envFile),
    cwd: stringValue(entry.cwd),
    url: stringValue(entry.url),
    headers,
    ...devProperty(entry.dev),
    ...oauthProperty(entry.oauth),
  };
}

function oauthProperty(node: Node | undefined): { oauth?: PlainOAuthConfig } {
  if (!node || node.type !== 'object') return {};
  const str = (...keys: string[]) =>
    keys.map((k) => stringValue(prop(node, k))).find((v) => v !== undefined && v !== '');
  const scopesNode = prop(node, 'scopes');
  const scopes = isArray(scopesNode)
    ? items(scopesNode)
        .map((i) => stringValue(i))
        .filter((v): v is string => !!v)
    : stringValue(scopesNode)?.split(/\s+/).filter(Boolean);
  const port = numberValue(prop(node, 'callbackPort'));
  const oauth: PlainOAuthConfig = {
    ...(str('clientId', 'CLIENT_ID') ? { clientId: str('clientId', 'CLIENT_ID') } : {}),
    ...(str('clientSecret', 'CLIENT_SECRET') ? { clientSecret: str('clientSecret', 'CLIENT_SECRET') } : {}),
    ...(scopes?.length ? { scopes } : {}),
    ...(port !== undefined && Number.isInteger(port) && port > 0 && port < 65536 ? { callbackPort: port } : {}),
    ...(str('authServerMetadataUrl') ? { authServerMetadataUrl: str('authServerMetadataUrl') } : {}),
  };
  return Object.keys(oauth).length ? { oauth } : {};
}

/** Only entries that have `dev` carry the key, so definitions without it compare as before. */
function devProperty(node: Node | undefined): { dev?: PlainDevConfig } {
  const dev = devOf(node);
  return dev ? { dev } : {};
}

function devOf(node: Node | undefined): PlainDevConfig | undefined {
  if (!isObject(node)) return undefined;
  const watchNode = prop(node, 'watch');
  const one = stringValue(watchNode);
  const watch = one !== undefined ? [one] : items(watchNode).flatMap((w) => stringValue(w) ?? []);
  const build = stringValue(prop(node, 'build'))?.trim();
  return {
    watch: watch.filter((w) => w.trim() !== ''),
    build: build || undefined,
    debugType: stringValue(prop(prop(node, 'debug'), 'type')),
  };
}
