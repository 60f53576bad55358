import type { Node } from 'jsonc-parser';
import { SymbolKind, type DocumentSymbol } from 'vscode-languageserver-types';
import type { Analysis } from '../pipeline';
import {
  isArray,
  isObject,
  items,
  keyNode,
  keyOf,
  prop,
  properties,
  propertyNode,
  stringValue,
  valueOf,
} from '../../../common/json/jsonNodes';
import { capabilityListOf, docTarget, type CapabilityList } from './docPath';
import { behaviourLabel, behaviourOfTool, displayNameOf } from './toolSummary';

type Make = (
  name: string,
  kind: SymbolKind,
  node: Node,
  selection: Node | undefined,
  detail?: string,
  children?: DocumentSymbol[],
) => DocumentSymbol;

/** The outline: servers and inputs, tools, resources, templates, prompts, registry packages and remotes, bundle contents. */
export function getDocumentSymbols(analysis: Analysis): DocumentSymbol[] {
  const target = docTarget(analysis);
  const root = target?.root;
  if (!target || !root) return [];
  const doc = analysis.source;
  const make: Make = (name, kind, node, selection, detail, children) => {
    const range = { start: doc.positionAt(node.offset), end: doc.positionAt(node.offset + node.length) };
    const sel =
      selection && selection.offset >= node.offset && selection.offset + selection.length <= node.offset + node.length
        ? selection
        : node;
    return {
      name: name || ' ',
      kind,
      range,
      selectionRange: { start: doc.positionAt(sel.offset), end: doc.positionAt(sel.offset + sel.length) },
      detail,
      children,
    };
  };
  switch (target.kind) {
    case 'capabilities':
      return capabilitySymbols(root, make);
    case 'vscode-mcp':
      return [
        ...group(root, 'servers', make, (p) => serverSymbol(p, make)),
        ...group(root, 'mcpServers', make, (p) => serverSymbol(p, make)),
        ...group(root, 'inputs', make, (n) => inputSymbol(n, make)),
      ];
    case 'mcp-servers':
      return [
        ...group(root, 'mcpServers', make, (p) => serverSymbol(p, make)),
        ...group(root, 'servers', make, (p) => serverSymbol(p, make)),
      ];
    case 'server-json':
      return [
        ...group(root, 'packages', make, (n) => packageSymbol(n, make)),
        ...group(root, 'remotes', make, (n) => remoteSymbol(n, make)),
      ];
    case 'mcpb-manifest':
      return mcpbSymbols(root, make);
    case 'mcp-test':
      return group(root, 'steps', make, (n) => testStepSymbol(n, make));
  }
}

/** A symbol for the property `key` of `obj`, its children made from the array items or map properties. */
function group(
  obj: Node,
  key: string,
  make: Make,
  child: (n: Node) => DocumentSymbol | undefined,
  kind?: SymbolKind,
): DocumentSymbol[] {
  const property = propertyNode(obj, key);
  const value = property && valueOf(property);
  if (!property || !value || (!isArray(value) && !isObject(value))) return [];
  const children = (isArray(value) ? items(value) : properties(value))
    .map(child)
    .filter((s): s is DocumentSymbol => !!s);
  return [
    make(
      key,
      kind ?? (isArray(value) ? SymbolKind.Array : SymbolKind.Object),
      property,
      keyNode(property),
      `${children.length}`,
      children,
    ),
  ];
}

const LISTS: readonly CapabilityList[] = ['tools', 'resources', 'resourceTemplates', 'prompts', 'content'];

function capabilitySymbols(root: Node, make: Make): DocumentSymbol[] {
  if (isArray(root)) {
    return items(root)
      .filter(isObject)
      .map((n) => capabilitySymbol(capabilityListOf(n), n, make));
  }
  if (!isObject(root)) return [];
  const result = prop(root, 'result');
  if (prop(root, 'jsonrpc') !== undefined && isObject(result)) {
    return group(root, 'result', make, () => undefined, SymbolKind.Object).map((g) => ({
      ...g,
      detail: undefined,
      children: capabilitySymbols(result, make),
    }));
  }
  const out: DocumentSymbol[] = [];
  for (const list of LISTS) {
    out.push(...group(root, list, make, (n) => (isObject(n) ? capabilitySymbol(list, n, make) : undefined)));
  }
  out.push(...group(root, 'messages', make, (n) => (isObject(n) ? messageSymbol(n, make) : undefined)));
  out.push(
    ...group(root, 'contents', make, (n) =>
      isObject(n)
        ? make(
            stringValue(prop(n, 'uri')) ?? '(no uri)',
            SymbolKind.File,
            n,
            prop(n, 'uri'),
            stringValue(prop(n, 'mimeType')),
          )
        : undefined,
    ),
  );
  if (!out.length && (prop(root, 'name') || prop(root, 'uri') || prop(root, 'uriTemplate'))) {
    out.push(capabilitySymbol(capabilityListOf(root), root, make));
  }
  return out;
}

function capabilitySymbol(list: CapabilityList, n: Node, make: Make): DocumentSymbol {
  const nameNode = prop(n, 'name');
  const name = stringValue(nameNode);
  switch (list) {
    case 'tools': {
      const display = displayNameOf(n);
      const title = display.source === 'name' ? '' : ` · ${display.name}`;
      return make(
        name ?? '(unnamed tool)',
        SymbolKind.Function,
        n,
        nameNode,
        `${behaviourLabel(behaviourOfTool(n))}${title}`,
      );
    }
    case 'resources':
      return make(name ?? '(unnamed resource)', SymbolKind.File, n, nameNode, stringValue(prop(n, 'uri')));
    case 'resourceTemplates':
      return make(name ?? '(unnamed template)', SymbolKind.Interface, n, nameNode, stringValue(prop(n, 'uriTemplate')));
    case 'prompts': {
      const args = items(prop(n, 'arguments')).filter(isObject);
      const children = args.map((a) =>
        make(
          stringValue(prop(a, 'name')) ?? '(unnamed argument)',
          SymbolKind.Variable,
          a,
          prop(a, 'name'),
          prop(a, 'required')?.value === true ? 'required' : undefined,
        ),
      );
      return make(
        name ?? '(unnamed prompt)',
        SymbolKind.Method,
        n,
        nameNode,
        `${args.length} argument${args.length === 1 ? '' : 's'}`,
        children,
      );
    }
    case 'content':
      return make(
        stringValue(prop(n, 'type')) ?? 'content',
        SymbolKind.Object,
        n,
        prop(n, 'type'),
        preview(stringValue(prop(n, 'text')) ?? stringValue(prop(n, 'uri'))),
      );
  }
}

function messageSymbol(n: Node, make: Make): DocumentSymbol {
  const content = prop(n, 'content');
  const first = isArray(content) ? items(content)[0] : content;
  return make(
    stringValue(prop(n, 'role')) ?? 'message',
    SymbolKind.Event,
    n,
    prop(n, 'role'),
    preview(stringValue(prop(first, 'text')) ?? stringValue(prop(first, 'type'))),
  );
}

/** The transport of a server without "type": stdio when it has a command, else HTTP when it has a URL. */
function impliedTransport(command: string | undefined, url: string | undefined): string | undefined {
  if (command !== undefined) return 'stdio';
  return url !== undefined ? 'http' : undefined;
}

function serverSymbol(property: Node, make: Make): DocumentSymbol {
  const value = valueOf(property);
  const type = stringValue(prop(value, 'type'));
  const command = stringValue(prop(value, 'command'));
  const url = stringValue(prop(value, 'url')) ?? stringValue(prop(value, 'serverUrl'));
  const transport = type ?? impliedTransport(command, url);
  const where =
    command !== undefined && transport === 'stdio'
      ? [
          command,
          ...items(prop(value, 'args'))
            .map(stringValue)
            .filter((a): a is string => !!a),
        ].join(' ')
      : url;
  const detail = [transport, preview(where)].filter(Boolean).join(' · ');
  return make(keyOf(property), SymbolKind.Module, property, keyNode(property), detail || undefined);
}

function inputSymbol(n: Node, make: Make): DocumentSymbol | undefined {
  if (!isObject(n)) return undefined;
  const type = stringValue(prop(n, 'type'));
  const secret = prop(n, 'password')?.value === true ? ' · password' : '';
  return make(
    stringValue(prop(n, 'id')) ?? '(no id)',
    SymbolKind.Variable,
    n,
    prop(n, 'id'),
    `${type ?? 'input'}${secret}`,
  );
}

function packageSymbol(n: Node, make: Make): DocumentSymbol | undefined {
  if (!isObject(n)) return undefined;
  const registry = stringValue(prop(n, 'registryType')) ?? stringValue(prop(n, 'registry_type'));
  const transport = stringValue(prop(prop(n, 'transport'), 'type'));
  const version = stringValue(prop(n, 'version'));
  const children = [
    ...variableSymbols(n, 'environmentVariables', make),
    ...argumentSymbols(n, 'runtimeArguments', make),
    ...argumentSymbols(n, 'packageArguments', make),
  ];
  const identifier = prop(n, 'identifier');
  return make(
    stringValue(identifier) ?? '(no identifier)',
    SymbolKind.Package,
    n,
    identifier,
    [registry, version, transport].filter(Boolean).join(' · ') || undefined,
    children,
  );
}

/** A test step, named by its `name` or else by what it calls. */
function testStepSymbol(n: Node, make: Make): DocumentSymbol | undefined {
  if (!isObject(n)) return undefined;
  const action = ['callTool', 'readResource', 'getPrompt', 'complete'].find((k) => prop(n, k));
  const target = action ? prop(n, action) : undefined;
  const called = stringValue(prop(target, 'name')) ?? stringValue(prop(target, 'uri'));
  const name = stringValue(prop(n, 'name')) ?? [action, called].filter(Boolean).join(' ');
  return make(name || '(empty step)', SymbolKind.Event, n, prop(n, 'name') ?? target, action);
}

function remoteSymbol(n: Node, make: Make): DocumentSymbol | undefined {
  if (!isObject(n)) return undefined;
  const url = prop(n, 'url');
  const children = [
    ...variableSymbols(n, 'headers', make),
    ...properties(prop(n, 'variables')).map((p) => make(keyOf(p), SymbolKind.Variable, p, keyNode(p), 'url variable')),
  ];
  return make(stringValue(url) ?? '(no url)', SymbolKind.Interface, n, url, stringValue(prop(n, 'type')), children);
}

function variableSymbols(owner: Node, key: string, make: Make): DocumentSymbol[] {
  return items(prop(owner, key))
    .filter(isObject)
    .map((v) => make(stringValue(prop(v, 'name')) ?? '(no name)', SymbolKind.Variable, v, prop(v, 'name'), flags(v)));
}

function argumentSymbols(owner: Node, key: string, make: Make): DocumentSymbol[] {
  return items(prop(owner, key))
    .filter(isObject)
    .map((a) => {
      const label =
        stringValue(prop(a, 'name')) ??
        stringValue(prop(a, 'valueHint')) ??
        stringValue(prop(a, 'value')) ??
        '(argument)';
      return make(
        label,
        SymbolKind.Field,
        a,
        prop(a, 'name') ?? prop(a, 'valueHint'),
        [key === 'runtimeArguments' ? 'runtime' : 'package', stringValue(prop(a, 'type'))].filter(Boolean).join(' · '),
      );
    });
}

function flags(v: Node): string | undefined {
  const f = [
    prop(v, 'isRequired')?.value === true ? 'required' : '',
    prop(v, 'isSecret')?.value === true ? 'secret' : '',
  ].filter(Boolean);
  return f.length ? f.join(' · ') : undefined;
}

function mcpbSymbols(root: Node, make: Make): DocumentSymbol[] {
  const out: DocumentSymbol[] = [];
  const serverProperty = propertyNode(root, 'server');
  const server = serverProperty && valueOf(serverProperty);
  if (serverProperty && isObject(server)) {
    const detail = [stringValue(prop(server, 'type')), stringValue(prop(server, 'entry_point'))]
      .filter(Boolean)
      .join(' · ');
    out.push(make('server', SymbolKind.Module, serverProperty, keyNode(serverProperty), detail || undefined));
  }
  out.push(
    ...group(root, 'tools', make, (n) =>
      isObject(n)
        ? make(
            stringValue(prop(n, 'name')) ?? '(unnamed tool)',
            SymbolKind.Function,
            n,
            prop(n, 'name'),
            preview(stringValue(prop(n, 'description'))),
          )
        : undefined,
    ),
  );
  out.push(
    ...group(root, 'prompts', make, (n) => {
      if (!isObject(n)) return undefined;
      const args = items(prop(n, 'arguments')).filter((a) => a.type === 'string');
      const children = args.map((a) => make(String(a.value), SymbolKind.Variable, a, a));
      return make(
        stringValue(prop(n, 'name')) ?? '(unnamed prompt)',
        SymbolKind.Method,
        n,
        prop(n, 'name'),
        `${args.length} argument${args.length === 1 ? '' : 's'}`,
        children,
      );
    }),
  );
  out.push(
    ...group(root, 'user_config', make, (p) => {
      const v = valueOf(p);
      const detail = [
        stringValue(prop(v, 'type')),
        prop(v, 'required')?.value === true ? 'required' : '',
        prop(v, 'sensitive')?.value === true ? 'sensitive' : '',
      ]
        .filter(Boolean)
        .join(' · ');
      return make(keyOf(p), SymbolKind.Variable, p, keyNode(p), detail || undefined);
    }),
  );
  return out;
}

function preview(s: string | undefined): string | undefined {
  if (s === undefined) return undefined;
  const one = s.replace(/\s+/g, ' ').trim();
  return one.length > 60 ? `${one.slice(0, 57)}…` : one;
}
