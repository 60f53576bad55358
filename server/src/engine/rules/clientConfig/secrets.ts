import type { Node } from 'jsonc-parser';
import type { ClientConfigModel, ServerEntry } from '../../../../../common/config/clientConfig';
import { items, keyOf, prop, properties, stringValue, valueOf } from '../../../../../common/json/jsonNodes';
import { removeProperty } from '../../util/edits';
import type { Fix, Rule, RuleContext } from '../../types';
import { rawSpanOf } from '../../util/jsonEdits';
import { allEntries, CLIENT_KINDS, CLIENT_LABEL, configOf, inputId, serverEnvName } from './configContext';
import { declareInput } from './inputs';
import {
  isPlaceholder,
  isSecretName,
  knownSecretIn,
  secretIn,
  secretInArgument,
  type SecretMatch,
} from './secretPatterns';
import { capitalize } from '../../../../../common/text/capitalize';

export const secrets: Rule = {
  meta: {
    code: 'MCP713',
    name: 'config-secret-in-plain-text',
    severity: 'warning',
    summary:
      "An API key, token or password is written in plain text in `env`, `headers`, `args` or `url`, or a client secret in Cursor's `auth`.",
    why: 'Configuration files are committed, shared and synced; a credential in one is readable by everyone who can read the file or its history. VS Code can prompt for it once and keep it in secret storage; the other clients can read it from the environment.',
    fix: 'VS Code: move the value to a `password: true` input and reference it as `${input:id}`. Claude Code: `${VAR}`; Cursor and Windsurf: `${env:VAR}`, with VAR set in the environment. Then revoke the exposed credential.',
    example:
      '{ "mcpServers": { "gh": { "command": "npx", "args": ["-y", "weather-mcp"], "env": { "WEATHER_API_KEY": "q8Zr2LmT5vX9pN3wK7bY4cH6dF1gJ0sA" } } } }',
    examplePath: '.mcp.json',
    kinds: CLIENT_KINDS,
  },
  check(ctx) {
    const model = configOf(ctx);
    // an entry that is no object has no env, headers, args or url; a value that is not a string ('') holds no secret
    for (const entry of allEntries(model)) {
      for (const p of properties(entry.env)) {
        const name = keyOf(p);
        checkValue(
          ctx,
          model,
          entry,
          valueOf(p),
          `"${name}"`,
          secretIn(stringValue(valueOf(p)) ?? '', name),
          name,
          name,
        );
      }
      for (const p of properties(entry.headers)) {
        const header = keyOf(p);
        checkValue(
          ctx,
          model,
          entry,
          valueOf(p),
          `header "${header}"`,
          secretIn(stringValue(valueOf(p)) ?? '', header),
          /^(proxy-)?authorization$/i.test(header) ? 'token' : header.replace(/^x-/i, ''),
        );
      }
      const args = items(entry.args);
      args.forEach((a, i) => {
        const value = stringValue(a);
        if (value === undefined) return;
        const previous = stringValue(args[i - 1]);
        const flag =
          /^(-{0,2}[A-Za-z_][\w.-]*)=/.exec(value)?.[1] ?? (previous?.startsWith('-') ? previous : undefined);
        checkValue(
          ctx,
          model,
          entry,
          a,
          flag ? `argument ${flag}` : 'an argument',
          secretInArgument(value, previous),
          flag ?? 'secret',
        );
      });
      const url = stringValue(entry.url);
      if (url) checkValue(ctx, model, entry, entry.url, '"url"', secretInUrl(url), 'token');
      if (model.dialect === 'cursor') checkCursorAuth(ctx, model, entry);
    }
    checkInputDefaults(ctx, model); // only a VS Code file has inputs
  },
};

/**
 * Cursor's static OAuth client (`auth.CLIENT_SECRET`, and misspellings of it): the key says the value is a secret, so
 * anything but a reference or a placeholder is one, however short.
 */
function checkCursorAuth(ctx: RuleContext, model: ClientConfigModel, entry: ServerEntry): void {
  for (const p of properties(prop(entry.node, 'auth'))) {
    const key = keyOf(p);
    const value = stringValue(valueOf(p));
    if (!isSecretName(key) || value === undefined || isPlaceholder(value)) continue;
    const lead = value.length - value.trimStart().length;
    const match = knownSecretIn(value) ?? { what: 'a client secret', start: lead, end: lead + value.trim().length };
    checkValue(ctx, model, entry, valueOf(p), `"auth.${key}"`, match, key);
  }
}

/** Credentials in a URL: a password in the user info, or a secret-named query parameter. */
function secretInUrl(url: string): SecretMatch | undefined {
  const userinfo = /^([a-z][a-z0-9+.-]*:\/\/[^/@:\s]+:)([^/@\s]+)@/i.exec(url);
  if (userinfo && !isPlaceholder(userinfo[2]!)) {
    // the password right after "user:", even when the user name holds the same text ("admin:admin")
    const start = userinfo[1]!.length;
    return { what: 'a password', start, end: start + userinfo[2]!.length };
  }
  // a name stops at the next ? too: a long run of them must not make the scan quadratic
  for (const m of url.matchAll(/[?&]([^=&#?]+)=([^&#]*)/g)) {
    // read as written: a token beside a percent escape is still in plain text, and an encoded credential is none of
    // the shapes below (no "%" in a literal, no blank after "Bearer")
    const inner = secretIn(m[2]!, m[1]!);
    if (inner) {
      const start = m.index! + 1 + m[1]!.length + 1;
      return { what: inner.what, start: start + inner.start, end: start + inner.end };
    }
  }
  return undefined;
}

/** `label` names the place in the message; an env variable's own name (`ownName`) is kept as the variable when it is one. */
function checkValue(
  ctx: RuleContext,
  model: ClientConfigModel,
  entry: ServerEntry,
  node: Node | undefined,
  label: string,
  match: SecretMatch | undefined,
  nameHint: string,
  ownName?: string,
): void {
  if (!node || !match) return;
  const span = rawSpanOf(ctx.doc.text, node, match.start, match.end);
  const variable =
    ownName !== undefined && /^[A-Z_][A-Z0-9_]*$/.test(ownName) ? ownName : serverEnvName(entry.name, nameHint);
  const fixes: Fix[] = [];
  let advice: string;
  if (model.dialect === 'vscode') {
    const id = uniqueInputId(model, inputId(variable));
    advice = `Move it to a password input and write \${input:${id}}.`;
    if (span) {
      fixes.push({
        title: `Move it to a password input "${id}"`,
        edits: [
          { ...span, newText: `\${input:${id}}` },
          ...declareInput(
            ctx.doc.text,
            ctx.doc.root,
            id,
            `${variable.replace(/_/g, ' ').toLowerCase()} for ${entry.name}`,
            true,
          ),
        ],
        preferred: true,
      });
    }
  } else if (model.dialect === 'claude-desktop') {
    advice =
      'Claude Desktop does not expand variables in this file: keep the file private, or ship the server as an MCP Bundle with a sensitive user_config option.';
  } else {
    const reference =
      model.dialect === 'cursor' || model.dialect === 'windsurf' ? `\${env:${variable}}` : `\${${variable}}`;
    advice = `Write ${reference} and set ${variable} in the environment ${CLIENT_LABEL[model.dialect]} starts from.`;
    if (span) {
      fixes.push({ title: `Replace it with ${reference}`, edits: [{ ...span, newText: reference }], preferred: true });
    }
  }
  ctx.report(
    'MCP713',
    span ?? node,
    `${capitalize(label)} of server "${entry.name}" holds ${match.what} in plain text; anyone who can read this file can use it. ${advice} Then revoke the exposed credential.`,
    { fixes },
  );
}

function uniqueInputId(model: ClientConfigModel, id: string): string {
  const taken = new Set(model.inputs.map((i) => i.id));
  let candidate = id;
  for (let n = 2; taken.has(candidate); n++) candidate = `${id}-${n}`;
  return candidate;
}

/** A password input's `default` is stored in the file in plain text. */
function checkInputDefaults(ctx: RuleContext, model: ClientConfigModel): void {
  for (const input of model.inputs) {
    const value = stringValue(input.defaultNode);
    // a blank default is a placeholder too
    if (!input.password || value === undefined || isPlaceholder(value)) continue;
    ctx.report(
      'MCP713',
      input.defaultNode!,
      `Password input "${input.id ?? '?'}" has a "default", which is kept in this file in plain text and defeats the password prompt. Remove the default.`,
      {
        fixes: [
          { title: 'Remove the default', edits: removeProperty(ctx.doc.text, input.defaultNode!), preferred: true },
        ],
      },
    );
  }
}
