import type { Node } from 'jsonc-parser';
import {
  isArray,
  isObject,
  items,
  keyNode,
  keyOf,
  propertyNode,
  properties,
  typeName,
  valueOf,
} from '../../../../../common/json/jsonNodes';
import { removeProperty, renameKey, replaceNode } from '../../util/edits';
import { didYouMean } from '../../util/suggest';
import type { Fix, Rule, RuleContext } from '../../types';
import {
  manifestVersionOf,
  MCPB_KINDS,
  ROOT,
  versionBefore,
  type FieldSpec,
  type ManifestVersion,
  type Shape,
} from './manifestSchema';

/** Operating systems by their common names (lower-cased), and the platform value each is. */
const OS_NAMES: ReadonlyMap<string, string> = new Map([
  ['macos', 'darwin'],
  ['mac', 'darwin'],
  ['windows', 'win32'],
]);
const EMAIL = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
const EXAMPLE_SERVER =
  '"server": { "type": "node", "entry_point": "server/index.js", "mcp_config": { "command": "node", "args": ["${__dirname}/server/index.js"] } }';

export const manifestShape: Rule = {
  meta: [
    {
      code: 'MCP903',
      name: 'bundle-required-missing',
      severity: 'error',
      summary:
        "A field the manifest schema requires is missing (name, version, description, author.name, server.type/entry_point/mcp_config, mcp_config.command, a user_config option's type/title/description, …).",
      why: '`mcpb validate` and `mcpb pack` reject the manifest, and clients cannot install a bundle whose server they cannot start.',
      fix: 'Add the field; the message names it.',
      example: `{ "manifest_version": "0.3", "name": "x", "version": "1.0.0", "author": { "name": "A" }, ${EXAMPLE_SERVER} }`,
      kinds: MCPB_KINDS,
    },
    {
      code: 'MCP904',
      name: 'bundle-field-type-invalid',
      severity: 'error',
      summary:
        'A manifest field has the wrong JSON type or a value outside its allowed set (e.g. a platform other than darwin/win32/linux).',
      why: 'The mcpb schemas are strict: one mistyped field fails validation and packing.',
      fix: 'Use the type the manifest spec gives for the field.',
      example: `{ "manifest_version": "0.3", "name": "x", "version": "1.0.0", "description": "X", "author": { "name": "A" }, ${EXAMPLE_SERVER}, "tools_generated": "yes" }`,
      kinds: MCPB_KINDS,
    },
    {
      code: 'MCP905',
      name: 'bundle-unknown-key',
      severity: 'warning',
      summary: 'A key the manifest schema does not define (its objects are strict).',
      why: '`mcpb validate` rejects unknown keys (its schemas are strict), while the looser schema the toolchain uses elsewhere tolerates them; either way no client reads them, so a misspelt key silently has no effect.',
      fix: 'Correct the spelling (the quick fix suggests the closest key), or remove the key.',
      example: `{ "manifest_version": "0.3", "name": "x", "version": "1.0.0", "description": "X", "author": { "name": "A" }, ${EXAMPLE_SERVER}, "licence": "MIT" }`,
      kinds: MCPB_KINDS,
    },
    {
      code: 'MCP906',
      name: 'bundle-field-newer-than-version',
      severity: 'warning',
      summary:
        'A field that the declared manifest_version does not have yet (privacy_policies needs 0.2; icons, localization and _meta need 0.3).',
      why: "Each version's strict schema rejects fields of later versions, so `mcpb validate` fails while clients of the newer version would read them.",
      fix: 'Raise manifest_version to the version that introduced the field (the quick fix does it), or remove the field.',
      example: `{ "manifest_version": "0.2", "name": "x", "version": "1.0.0", "description": "X", "author": { "name": "A" }, ${EXAMPLE_SERVER}, "icons": [] }`,
      kinds: MCPB_KINDS,
    },
    {
      code: 'MCP916',
      name: 'bundle-url-invalid',
      severity: 'error',
      summary:
        'A URL field (homepage, documentation, support, author.url, repository.url, privacy_policies) is not a URL, or author.email is not an email address.',
      why: 'The schema validates these formats and rejects the manifest otherwise; clients link to them from the install dialog.',
      fix: 'Write absolute URLs with their scheme, e.g. "https://example.com/docs", and a plain email address.',
      example: `{ "manifest_version": "0.3", "name": "x", "version": "1.0.0", "description": "X", "author": { "name": "A", "email": "not-an-email" }, ${EXAMPLE_SERVER} }`,
      kinds: MCPB_KINDS,
    },
  ],
  check(ctx) {
    const root = ctx.doc.root;
    if (!isObject(root)) return;
    const { version, node: versionNode, key } = manifestVersionOf(root);
    checkObject(ctx, root, ROOT, '', undefined, { version, versionNode, versionKey: key });
  },
};

interface VersionContext {
  readonly version?: ManifestVersion;
  readonly versionNode?: Node;
  readonly versionKey?: string;
}

function checkValue(ctx: RuleContext, node: Node, spec: FieldSpec, path: string, v: VersionContext): void {
  switch (spec.type) {
    case 'default-value':
      if (
        !['string', 'number', 'boolean', 'array'].includes(node.type) ||
        (isArray(node) && items(node).some((i) => i.type !== 'string'))
      ) {
        ctx.report(
          'MCP904',
          node,
          `"${path}" must be a string, number, boolean or array of strings, not ${typeName(node)}.`,
        );
      }
      return;
    case 'object':
      if (!isObject(node)) return reportType(ctx, node, path, 'an object');
      return checkObject(ctx, node, spec.shape ?? {}, path, propertyOf(node), v);
    case 'record':
      if (!isObject(node)) return reportType(ctx, node, path, 'an object');
      for (const p of properties(node)) {
        const value = valueOf(p);
        if (value && spec.values) checkValue(ctx, value, spec.values, `${path}.${keyOf(p)}`, v);
      }
      return;
    case 'array':
      if (node.type !== 'array') {
        return reportType(
          ctx,
          node,
          path,
          'an array',
          node.type === 'string' ? JSON.stringify([node.value]) : undefined,
        );
      }
      items(node).forEach((item, i) => spec.items && checkValue(ctx, item, spec.items, `${path}[${i}]`, v));
      return;
    case 'boolean':
    case 'number':
      if (node.type !== spec.type) {
        const s = node.type === 'string' ? String(node.value) : undefined;
        const fixed = s === undefined ? undefined : spelledValue(spec.type, s);
        reportType(ctx, node, path, spec.type === 'boolean' ? 'true or false' : 'a number', fixed);
      }
      return;
    case 'string':
      if (node.type !== 'string') {
        return reportType(
          ctx,
          node,
          path,
          'a string',
          node.type === 'number' || node.type === 'boolean' ? JSON.stringify(String(node.value)) : undefined,
        );
      }
      checkString(ctx, node, spec, path);
  }
}

function reportType(ctx: RuleContext, node: Node, path: string, expected: string, replacement?: string): void {
  const fixes: Fix[] =
    replacement !== undefined
      ? [{ title: `Change to ${replacement}`, edits: [replaceNode(node, replacement)], preferred: true }]
      : [];
  ctx.report('MCP904', node, `"${path}" must be ${expected}, not ${typeName(node)}.`, { fixes });
}

/** A boolean or number written as a string, as it is written without quotes; undefined when it spells none. */
function spelledValue(type: 'boolean' | 'number', s: string): string | undefined {
  if (type === 'boolean') return s === 'true' || s === 'false' ? s : undefined;
  return s.trim() !== '' && Number.isFinite(Number(s)) ? String(Number(s)) : undefined;
}

function checkString(ctx: RuleContext, node: Node, spec: FieldSpec, path: string): void {
  const value = node.value as string;
  if (spec.enum && !spec.enum.includes(value)) {
    const guess = didYouMean(value, spec.enum) ?? OS_NAMES.get(value.toLowerCase());
    ctx.report(
      'MCP904',
      node,
      `"${value}" is not allowed in "${path}": use ${spec.enum.map((e) => `"${e}"`).join(', ')}.`,
      {
        fixes: guess
          ? [{ title: `Change to "${guess}"`, edits: [replaceNode(node, JSON.stringify(guess))], preferred: true }]
          : [],
      },
    );
  }
  if (spec.format === 'url') {
    let ok = true;
    try {
      new URL(value);
    } catch {
      ok = false;
    }
    if (!ok) {
      ctx.report(
        'MCP916',
        node,
        `"${path}" must be an absolute URL with its scheme (e.g. "https://example.com"), not "${value}".`,
      );
    }
  } else if (spec.format === 'email' && !EMAIL.test(value)) {
    ctx.report('MCP916', node, `"${path}" must be an email address such as "name@example.com", not "${value}".`);
  }
}

function propertyOf(node: Node): Node | undefined {
  return node.parent?.type === 'property' ? node.parent : undefined;
}

function checkObject(
  ctx: RuleContext,
  obj: Node,
  shape: Shape,
  path: string,
  owner: Node | undefined,
  v: VersionContext,
): void {
  const known = Object.keys(shape);
  const at = owner ? keyNode(owner) : { offset: obj.offset, length: 1 };
  for (const [key, spec] of Object.entries(shape)) {
    if (!spec.required || propertyNode(obj, key)) continue;
    if (path === 'server' && key === 'mcp_config' && serverTypeIs(obj, 'uv')) {
      ctx.report(
        'MCP903',
        at,
        '"server.mcp_config" is missing. Sources disagree for uv servers: mcpb 2.1.2 requires it for every server type, while MANIFEST.md says uv servers may leave it out. Add it to pass `mcpb validate`.',
        { severity: 'warning' },
      );
      continue;
    }
    const where = path ? `"${path}"` : 'The manifest';
    const disputed = spec.required === 'disputed';
    const message = disputed
      ? `${where} has no "${key}". Sources disagree: the strict schema requires it, while MANIFEST.md gives it a default. Add it to pass \`mcpb validate\`.`
      : `${where} needs "${key}"${hintFor(path, key)}; \`mcpb validate\` rejects the manifest without it.`;
    ctx.report('MCP903', at, message, { severity: disputed ? 'warning' : undefined });
  }
  for (const p of properties(obj)) {
    const key = keyOf(p);
    const spec = shape[key];
    const full = path ? `${path}.${key}` : key;
    const value = valueOf(p);
    if (!spec) {
      reportUnknownKey(ctx, p, key, known, path);
      continue;
    }
    if (spec.since && v.version && versionBefore(v.version, spec.since)) {
      const fixes: Fix[] =
        v.versionNode && v.versionKey === 'manifest_version'
          ? [
              {
                title: `Set manifest_version to "${spec.since}"`,
                edits: [replaceNode(v.versionNode, JSON.stringify(spec.since))],
                preferred: true,
              },
            ]
          : [];
      ctx.report(
        'MCP906',
        keyNode(p),
        `"${full}" was added in manifest version ${spec.since}; this manifest declares ${v.version}, whose strict schema rejects it. Raise the version to ${spec.since} or remove the field.`,
        { fixes },
      );
    }
    if (value) checkValue(ctx, value, spec, full, v);
  }
}

function serverTypeIs(server: Node, type: string): boolean {
  const t = propertyNode(server, 'type');
  return !!t && valueOf(t)?.value === type;
}

/** What a missing field holds, by its path from the root. */
const HINTS: Readonly<Record<string, string>> = {
  author: ' (an object with at least "name")',
  server: ' (type, entry_point and mcp_config)',
  'server.mcp_config': ' ({ "command": …, "args": […] }, how a client starts the server)',
};

function hintFor(path: string, key: string): string {
  return (
    HINTS[path ? `${path}.${key}` : key] ??
    (key === 'command' ? ' (the program that starts the server, e.g. "node")' : '')
  );
}

function reportUnknownKey(ctx: RuleContext, p: Node, key: string, known: string[], path: string): void {
  const guess = didYouMean(key, known);
  const fixes: Fix[] = guess ? [{ title: `Rename to "${guess}"`, edits: [renameKey(p, guess)], preferred: true }] : [];
  fixes.push({ title: `Remove "${key}"`, edits: removeProperty(ctx.doc.text, p) });
  const where = path ? `"${path}"` : 'the manifest';
  let message = guess
    ? `Unknown key "${key}" in ${where}: did you mean "${guess}"?`
    : `"${key}" is not a field of ${where}: \`mcpb validate\` rejects unknown keys, and no client reads it.`;
  if (path === 'compatibility' && !guess) {
    message = `"${key}" is not a field of "compatibility". Sources disagree: MANIFEST.md allows version constraints for any client, but the strict schema of mcpb 2.1.2 accepts only claude_desktop, platforms and runtimes, so \`mcpb validate\` rejects it.`;
  }
  ctx.report('MCP905', keyNode(p), message, { fixes });
}
