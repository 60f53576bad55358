import type { Node } from 'jsonc-parser';
import {
  CLIENT_NAMES,
  clientConfigModel,
  plainServer,
  type ClientDialect,
  type InputEntry,
  type PlainServerConfig,
  type ServerEntry,
} from './clientConfig';
import { isObject, items, plainValue, prop, propertyNode, stringValue } from '../json/jsonNodes';
import { nodeAtKeys, usesVsCodeKeys } from './vscodeSurfaces';
import { parseDocument } from '../json/parsedDocument';
import type { ConfigLocation } from './configLocations';

/** A stretch of the config file's text: where it starts and how many characters it covers. */
export interface TextExtent {
  readonly offset: number;
  readonly length: number;
}

/** One server a config file declares, as written (variables unresolved). */
export interface ServerDefinition {
  /** Stable across reloads: the file and the server's name. */
  readonly id: string;
  readonly name: string;
  readonly location: ConfigLocation;
  readonly config: PlainServerConfig;
  /** The whole `"name": {…}` entry, and the name alone, in the file (for "open definition"). */
  readonly span: TextExtent;
  readonly nameSpan: TextExtent;
  /** Why the entry cannot be started as written (no command, unknown type…), whatever the trust. */
  readonly problem?: string;
}

/** A VS Code `inputs` entry: how to ask for a `${input:id}` value. */
export interface InputDefinition {
  readonly id: string;
  readonly type: 'promptString' | 'pickString' | 'command' | string;
  readonly description?: string;
  readonly password: boolean;
  readonly default?: string;
  /** pickString choices (their values). */
  readonly options?: readonly { readonly label?: string; readonly value: string }[];
  /** `command` inputs: the VS Code command that produces the value, and its args. */
  readonly command?: string;
  readonly args?: unknown;
}

export interface ConfigSource {
  readonly location: ConfigLocation;
  readonly servers: readonly ServerDefinition[];
  readonly inputs: readonly InputDefinition[];
  /** The file could not be read as a configuration at all. */
  readonly error?: string;
  /** The file has JSON syntax errors; what could be read is shown anyway. */
  readonly syntaxErrors: number;
}

export function serverId(location: ConfigLocation, name: string): string {
  return `${location.path}#${name}`;
}

/** Reads one configuration file's servers and inputs with the same model the rules use. */
export function parseConfigSource(plainLocation: ConfigLocation, text: string): ConfigSource {
  const doc = parseDocument(plainLocation.path, text);
  const syntaxErrors = doc.syntaxErrors.length;
  if (!isObject(doc.root)) {
    const error = text.trim() === '' ? undefined : 'the file does not hold a JSON object';
    return { location: plainLocation, servers: [], inputs: [], error, syntaxErrors };
  }
  const location = locationFor(plainLocation, doc.root);
  // a devcontainer.json without servers is no configuration problem: it simply declares none
  const root = location.embeddedAt ? nodeAtKeys(doc.root, location.embeddedAt) : doc.root;
  if (!isObject(root)) return { location, servers: [], inputs: [], syntaxErrors };
  const model = clientConfigModel(root, location.dialect);
  // a plain `mcp.json` belongs to no one client: take whichever key it uses
  const entries = location.dialect === 'generic' && model.servers.length === 0 ? model.otherServers : model.servers;
  return {
    location,
    servers: entries.map((e) => definitionOf(location, e)),
    inputs: model.inputs.map(inputOf).filter((i): i is InputDefinition => !!i),
    syntaxErrors,
  };
}

/**
 * A file whose content decides its format, as what it holds: VS Code's `servers`/`inputs` (the root `.mcp.json`), or
 * `mcpServers` (Claude Code's `.mcp.json`; in `~/.copilot/mcp-config.json` the Copilot CLI's, read as a plain
 * mcpServers file).
 */
function locationFor(location: ConfigLocation, root: Node): ConfigLocation {
  if (!location.contentDecides) return location;
  let dialect: ClientDialect = location.dialect;
  if (usesVsCodeKeys(root)) dialect = 'vscode';
  else if (location.dialect === 'vscode' && propertyNode(root, 'mcpServers')) dialect = 'generic';
  return dialect === location.dialect ? location : { ...location, dialect, client: CLIENT_NAMES[dialect] };
}

function definitionOf(location: ConfigLocation, entry: ServerEntry): ServerDefinition {
  const config = plainServer(entry);
  return {
    id: serverId(location, entry.name),
    name: entry.name,
    location,
    config,
    span: spanOf(entry.property),
    nameSpan: spanOf(entry.nameNode),
    problem: problemOf(entry, config),
  };
}

function problemOf(entry: ServerEntry, config: PlainServerConfig): string | undefined {
  if (!isObject(entry.node)) return 'the entry is not an object';
  if (!config.transport) {
    return `"type": ${JSON.stringify(entry.declaredType ?? plainValue(entry.typeNode))} is not a transport (stdio, http or sse)`;
  }
  if (config.transport === 'stdio' && !config.command) return 'it has no `command` to run';
  if (config.transport !== 'stdio' && !config.url) return 'it has no `url` to connect to';
  return undefined;
}

function inputOf(entry: InputEntry): InputDefinition | undefined {
  if (!entry.id) return undefined;
  const options = items(prop(entry.node, 'options')).flatMap((o) => {
    const s = stringValue(o);
    if (s !== undefined) return [{ value: s }];
    const value = stringValue(prop(o, 'value'));
    return value === undefined ? [] : [{ label: stringValue(prop(o, 'label')), value }];
  });
  const def = entry.defaultNode ? plainValue(entry.defaultNode) : undefined;
  return {
    id: entry.id,
    type: entry.type ?? 'promptString',
    description: entry.description,
    password: entry.password,
    default: typeof def === 'string' ? def : undefined,
    options: options.length ? options : undefined,
    command: stringValue(prop(entry.node, 'command')),
    args: plainValue(prop(entry.node, 'args')),
  };
}

function spanOf(node: Node): TextExtent {
  return { offset: node.offset, length: node.length };
}
