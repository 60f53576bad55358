import type { Node } from 'jsonc-parser';
import type { ClientConfigModel, ClientDialect, ServerEntry } from '../../../../../common/config/clientConfig';
import {
  isArray,
  isObject,
  items,
  keyNode,
  keyOf,
  properties,
  propertyNode,
  sourceOf,
  stringValue,
  typeName,
  valueOf,
} from '../../../../../common/json/jsonNodes';
import { booleanWord } from '../../util/booleanWord';
import { removeProperty, renameKey, replaceNode } from '../../util/edits';
import { didYouMean } from '../../util/suggest';
import type { Fix, Rule, RuleContext } from '../../types';
import { allEntries, CLIENT_KINDS, CLIENT_LABEL, configOf, schemaError, serverEnvName } from './configContext';
import { isSecretName } from './secretPatterns';

/** What a field of the OAuth object holds. */
type FieldKind = 'clientId' | 'boolean' | 'port' | 'metadataUrl' | 'scopes' | 'scopeList' | 'secret';

interface OAuthShape {
  /** The key of the server entry that holds the OAuth client. */
  readonly key: 'oauth' | 'auth';
  readonly fields: Readonly<Record<string, FieldKind>>;
  /** The object as it is written in this client, for a message that shows it. */
  readonly example: string;
}

/**
 * The OAuth client each client reads from a remote server entry (MCP facts §4.1, §4.3, §4.4): `oauth` in VS Code's
 * schema, and Claude Code's `oauth` and Cursor's `auth`, which no schema publishes. Other clients document none.
 */
const SHAPES: Partial<Record<ClientDialect, OAuthShape>> = {
  vscode: {
    key: 'oauth',
    fields: { clientId: 'clientId', enterpriseManaged: 'boolean' },
    example: '{ "clientId": "my-client-id" }',
  },
  'claude-code': {
    key: 'oauth',
    fields: { clientId: 'clientId', callbackPort: 'port', authServerMetadataUrl: 'metadataUrl', scopes: 'scopes' },
    example: '{ "clientId": "my-client-id", "callbackPort": 8080 }',
  },
  cursor: {
    key: 'auth',
    fields: { CLIENT_ID: 'clientId', CLIENT_SECRET: 'secret', scopes: 'scopeList' },
    example: '{ "CLIENT_ID": "my-client-id", "CLIENT_SECRET": "${env:MY_CLIENT_SECRET}" }',
  },
};

export const oauthFields: Rule = {
  meta: {
    code: 'MCP721',
    name: 'config-oauth-field',
    severity: 'warning',
    summary:
      'The OAuth client of a remote server (`oauth` in VS Code and Claude Code, `auth` in Cursor) is not an object, names a key the client does not read, or has a value of the wrong type; or VS Code `oauth` is set on a stdio server.',
    why: 'The client, and MCP Lens, sign in to an OAuth-protected server with the client registered in advance that these fields name. A misspelt key ("client_id", "scope") is ignored and a value of the wrong type is rejected or ignored, so the sign-in fails or goes ahead without the client you registered, far from the line that caused it. In VS Code, whose own JSON schema of `.vscode/mcp.json` reports the type errors of `oauth` too, MCP Lens publishes those as hints that carry the quick fix. Claude Code and Cursor publish no schema of these fields, so the rule warns rather than errs.',
    fix: 'VS Code: `"oauth": { "clientId": "…" }` on an http or sse server. Claude Code: `"oauth": { "clientId": "…", "callbackPort": 8080, "authServerMetadataUrl": "https://…", "scopes": ["…"] }`. Cursor: `"auth": { "CLIENT_ID": "…", "CLIENT_SECRET": "${env:NAME}", "scopes": ["…"] }`. The quick fixes rename a near-miss key, unquote a port or a boolean, quote a numeric client id, split Cursor\'s scopes into a list, and remove what has no effect.',
    example:
      '{ "mcpServers": { "linear": { "type": "http", "url": "https://mcp.example.com/mcp", "oauth": { "client_id": "my-client-id" } } } }',
    examplePath: '.mcp.json',
    kinds: CLIENT_KINDS,
  },
  check(ctx) {
    const model = configOf(ctx);
    const shape = model && SHAPES[model.dialect];
    if (!model || !shape) return;
    for (const entry of allEntries(model)) {
      const property = isObject(entry.node) ? propertyNode(entry.node, shape.key) : undefined;
      const value = property && valueOf(property);
      if (property && value) checkOAuth(ctx, model, shape, entry, property, value);
    }
  },
};

function checkOAuth(
  ctx: RuleContext,
  model: ClientConfigModel,
  shape: OAuthShape,
  e: ServerEntry,
  property: Node,
  oauth: Node,
): void {
  const client = CLIENT_LABEL[model.dialect];
  const remove: Fix = { title: `Remove "${shape.key}"`, edits: removeProperty(ctx.doc.text, property) };
  if (e.transport === 'stdio') {
    // the other clients' files: config-field-ignored (MCP711) says so
    if (model.dialect === 'vscode' && e.command) {
      ctx.report(
        'MCP721',
        keyNode(property),
        `"${shape.key}" applies to remote servers; ` +
          `server "${e.name}" is started as a stdio command, so ${client} ignores it.`,
        { tags: ['unnecessary'], fixes: [remove] },
      );
    }
    return;
  }
  if (!isObject(oauth)) {
    const id = stringValue(oauth)?.trim();
    const idKey = Object.keys(shape.fields).find((k) => shape.fields[k] === 'clientId')!;
    const fixes: Fix[] = id
      ? [
          {
            title: `Change to { "${idKey}": ${JSON.stringify(id)} }`,
            edits: [replaceNode(oauth, `{ ${JSON.stringify(idKey)}: ${JSON.stringify(id)} }`)],
            preferred: true,
          },
        ]
      : [];
    ctx.report(
      'MCP721',
      oauth,
      `"${shape.key}" of server "${e.name}" is ${typeName(oauth)}; ${client} reads an object such as ${shape.example}.`,
      { ...schemaError(ctx, model), fixes },
    );
    return;
  }
  const fields = properties(oauth);
  if (model.dialect === 'vscode' && fields.length === 0) {
    ctx.report(
      'MCP721',
      oauth,
      `"oauth" of server "${e.name}" is empty; VS Code needs at least its "clientId", ` +
        "the id of the client registered with the server's authorization server.",
      { ...schemaError(ctx, model), fixes: [remove] },
    );
    return;
  }
  const where = (key: string) => `"${key}" in "${shape.key}" of server "${e.name}"`;
  const present = new Set(fields.map(keyOf));
  for (const p of fields) {
    const key = keyOf(p);
    const kind = Object.hasOwn(shape.fields, key) ? shape.fields[key] : undefined;
    const value = valueOf(p);
    if (!kind) checkUnknownKey(ctx, model, shape, e, present, p);
    else if (value) checkValue(ctx, model, e, kind, where(key), value);
  }
}

/** `present`: the keys of the `oauth` object (a guess already there is no rename). */
function checkUnknownKey(
  ctx: RuleContext,
  model: ClientConfigModel,
  shape: OAuthShape,
  e: ServerEntry,
  present: ReadonlySet<string>,
  p: Node,
): void {
  const client = CLIENT_LABEL[model.dialect];
  const key = keyOf(p);
  const known = Object.keys(shape.fields);
  const list = known.map((k) => `"${k}"`).join(', ');
  const remove: Fix = { title: `Remove "${key}"`, edits: removeProperty(ctx.doc.text, p) };
  const head = `${client} does not read "${key}" in "${shape.key}" of server "${e.name}"`;
  const hasSecretField = Object.values(shape.fields).includes('secret');
  if (isSecretName(key) && !hasSecretField) {
    ctx.report(
      'MCP721',
      keyNode(p),
      `${head} (it reads ${list}): there is no place for a secret here, ` +
        'and one written in this file is readable by everyone who can read it. Remove it.',
      {
        tags: ['unnecessary'],
        fixes: [{ ...remove, preferred: true }],
      },
    );
    return;
  }
  const guess = didYouMean(key, known);
  if (guess) {
    const fixes: Fix[] = present.has(guess)
      ? [remove]
      : [{ title: `Rename to "${guess}"`, edits: [renameKey(p, guess)], preferred: true }, remove];
    ctx.report('MCP721', keyNode(p), `${head}; did you mean "${guess}"? As written the key has no effect.`, {
      tags: ['unnecessary'],
      fixes,
    });
    return;
  }
  ctx.report('MCP721', keyNode(p), `${head} (it reads ${list}); the key has no effect here.`, {
    tags: ['unnecessary'],
    fixes: [remove],
  });
}

/** A client id (a non-blank string) or a client secret (a string). */
function checkCredential(
  ctx: RuleContext,
  model: ClientConfigModel,
  e: ServerEntry,
  kind: 'clientId' | 'secret',
  where: string,
  v: Node,
): void {
  const text = stringValue(v);
  if (text === undefined) {
    const what =
      kind === 'clientId'
        ? 'the client id as a string, e.g. "my-client-id"'
        : `the client secret as a string, best a reference such as "\${env:${serverEnvName(e.name, 'CLIENT_SECRET')}}"`;
    ctx.report('MCP721', v, `${where} is ${typeName(v)}; it is ${what}.`, {
      ...schemaError(ctx, model),
      fixes:
        v.type === 'number' && kind === 'clientId'
          ? [
              {
                title: `Quote it: "${String(v.value)}"`,
                edits: [replaceNode(v, JSON.stringify(String(v.value)))],
                preferred: true,
                safe: true,
              },
            ]
          : [],
    });
  } else if (kind === 'clientId' && text.trim() === '') {
    const vscode = model.dialect === 'vscode';
    const message =
      vscode && text === ''
        ? `${where} is empty; VS Code requires a client id of at least one character. ` +
          'Write the id of the client registered with the authorization server, or remove "oauth".'
        : `${where} is ${text === '' ? 'empty' : 'blank'}, which names no client. ` +
          'Write the id of the client registered with the authorization server, ' +
          `or remove ${vscode ? '"oauth"' : 'the key'}.`;
    // VS Code's schema (minLength 1) reports the empty string, not one of blanks
    ctx.report('MCP721', v, message, text === '' ? schemaError(ctx, model) : {});
  }
}

/** MCP721 for a field that holds one kind of value; the credentials and the scopes have their own checks. */
function checkValue(
  ctx: RuleContext,
  model: ClientConfigModel,
  e: ServerEntry,
  kind: FieldKind,
  where: string,
  v: Node,
): void {
  const client = CLIENT_LABEL[model.dialect];
  const text = stringValue(v);
  switch (kind) {
    case 'clientId':
    case 'secret':
      return checkCredential(ctx, model, e, kind, where, v);
    case 'boolean': {
      if (v.type === 'boolean') return;
      const meant = booleanWord(text);
      ctx.report('MCP721', v, `${where} is ${typeName(v)}; it is true or false.`, {
        ...schemaError(ctx, model),
        fixes:
          meant !== undefined
            ? [{ title: `Change to ${meant}`, edits: [replaceNode(v, String(meant))], preferred: true, safe: true }]
            : [],
      });
      return;
    }
    case 'port': {
      if (v.type === 'number') {
        const n = v.value as number;
        if (Number.isInteger(n) && n >= 1 && n <= 65535) return;
        ctx.report(
          'MCP721',
          v,
          `${where} is ${sourceOf(ctx.doc.text, v)}; a port is an integer from 1 to 65535, e.g. 8080.`,
        );
        return;
      }
      const n = text !== undefined && /^\s*\d{1,5}\s*$/.test(text) ? Number(text) : undefined;
      const fixes: Fix[] =
        n !== undefined && n >= 1 && n <= 65535
          ? [{ title: `Change to ${n}`, edits: [replaceNode(v, String(n))], preferred: true, safe: true }]
          : [];
      ctx.report('MCP721', v, `${where} is ${typeName(v)}; ${client} reads a port number from 1 to 65535, e.g. 8080.`, {
        fixes,
      });
      return;
    }
    case 'metadataUrl': {
      if (text === undefined) {
        ctx.report(
          'MCP721',
          v,
          `${where} is ${typeName(v)}; it is the https URL of the authorization server's metadata, ` +
            'e.g. "https://auth.example.com/.well-known/oauth-authorization-server".',
        );
        return;
      }
      // a reference's value is not known here
      if (text.includes('${')) return;
      // as written, as the URL parser reads it (it drops the blanks around a URL) and as MCP703 reads a server's url
      const protocol = protocolOf(text);
      if (protocol === 'https:') return;
      const problem = notHttpsProblem(text, protocol);
      ctx.report(
        'MCP721',
        v,
        `${where} ${problem}; ${client} requires an https URL for the authorization server's metadata, ` +
          'e.g. "https://auth.example.com/.well-known/oauth-authorization-server".',
      );
      return;
    }
    case 'scopes':
    case 'scopeList':
      return checkScopes(ctx, client, kind, where, v);
  }
}

/** A "scopes" field: a list of strings, or (where the client takes one) a string. */
function checkScopes(ctx: RuleContext, client: string, kind: 'scopes' | 'scopeList', where: string, v: Node): void {
  const text = stringValue(v);
  if (text !== undefined) {
    if (kind === 'scopes') return;
    const scopes = text.split(/[\s,]+/).filter(Boolean);
    ctx.report(
      'MCP721',
      v,
      `${where} is a string; ${client} reads a list of strings, ` +
        `e.g. ${JSON.stringify(scopes.length ? scopes : ['read', 'write']).replace(/,/g, ', ')}.`,
      {
        fixes: [
          {
            title: 'Split into a list of scopes',
            edits: [replaceNode(v, JSON.stringify(scopes).replace(/,/g, ', '))],
            preferred: true,
          },
        ],
      },
    );
    return;
  }
  if (!isArray(v)) {
    const expected = kind === 'scopes' ? 'a string or a list of strings' : 'a list of strings';
    ctx.report('MCP721', v, `${where} is ${typeName(v)}; ${client} reads ${expected}, e.g. ["read", "write"].`);
    return;
  }
  for (const item of items(v)) {
    if (item.type === 'string') continue;
    ctx.report('MCP721', item, `${where} holds ${typeName(item)}; scopes are strings such as "read".`, {
      fixes:
        item.type === 'number'
          ? [
              {
                title: `Quote it: "${String(item.value)}"`,
                edits: [replaceNode(item, JSON.stringify(String(item.value)))],
                preferred: true,
                safe: true,
              },
            ]
          : [],
    });
  }
}

/** What a URL that should be https is instead, as a predicate: "uses http", "is empty", … */
function notHttpsProblem(text: string, protocol: string | undefined): string {
  if (protocol === 'http:') return 'uses http';
  if (protocol) return 'is not an https URL';
  return text.trim() === '' ? 'is empty' : 'is not a URL';
}

function protocolOf(text: string): string | undefined {
  try {
    return new URL(text).protocol;
  } catch {
    return undefined;
  }
}
