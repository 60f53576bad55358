import type { Node } from 'jsonc-parser';
import {
  isArray,
  isObject,
  items,
  keyNode,
  keyOf,
  properties,
  propertyNode,
  valueOf,
} from '../../../../../common/json/jsonNodes';
import { removeProperty, renameKey } from '../../util/edits';
import type { Rule, RuleContext } from '../../types';
import { documentSchemaDate, SERVER_JSON_KINDS } from './registry';

/** Keys renamed to camelCase in the 2025-09-16 schema (modelcontextprotocol/registry docs/reference/server-json/CHANGELOG.md). */
export const LEGACY_KEYS: Record<string, string> = {
  registry_type: 'registryType',
  registry_base_url: 'registryBaseUrl',
  runtime_hint: 'runtimeHint',
  runtime_arguments: 'runtimeArguments',
  package_arguments: 'packageArguments',
  environment_variables: 'environmentVariables',
  is_required: 'isRequired',
  is_secret: 'isSecret',
  is_repeated: 'isRepeated',
  value_hint: 'valueHint',
  website_url: 'websiteUrl',
  file_sha256: 'fileSha256',
};

export const legacyKeys: Rule = {
  meta: {
    code: 'MCP818',
    name: 'registry-legacy-snake-case-key',
    severity: 'error',
    summary: 'A snake_case key of the schema before 2025-09-16 (`registry_type`, `is_secret`, `website_url`, …).',
    why: 'The 2025-09-16 schema renamed every key to camelCase; the registry no longer reads the old names, so the field is dropped (and a required one reported missing).',
    fix: 'Rename the key to camelCase; the quick fix does it.',
    example:
      '{ "$schema": "https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json", "name": "io.github.user/weather", "description": "Weather data", "version": "1.0.0", "website_url": "https://example.com" }',
    kinds: SERVER_JSON_KINDS,
  },
  check(ctx) {
    const date = documentSchemaDate(ctx.doc.root);
    // a file that still claims a pre-camelCase schema is consistent with it; the outdated $schema is the real problem
    const severity = date !== undefined && date < '2025-09-16' ? 'warning' : undefined;
    walk(ctx, ctx.doc.root, severity);
  },
};

function walk(ctx: RuleContext, node: Node | undefined, severity: 'warning' | undefined): void {
  if (isArray(node)) for (const it of items(node)) walk(ctx, it, severity);
  if (!isObject(node)) return;
  for (const p of properties(node)) {
    const key = keyOf(p);
    if (key === '_meta') continue; // publisher data is free-form
    const camel = Object.hasOwn(LEGACY_KEYS, key) ? LEGACY_KEYS[key] : undefined; // not "constructor" & co. from the prototype
    if (camel) {
      const both = !!propertyNode(node, camel);
      ctx.report(
        'MCP818',
        keyNode(p),
        both
          ? `"${key}" is the pre-2025-09-16 name of "${camel}", which this object already has; the registry ignores "${key}". Remove it.`
          : `"${key}" is the pre-2025-09-16 name; the registry reads "${camel}" and ignores "${key}". Rename it.`,
        {
          severity,
          fixes: [
            both
              ? { title: `Remove "${key}"`, edits: removeProperty(ctx.doc.text, p) }
              : { title: `Rename to "${camel}"`, edits: [renameKey(p, camel)], preferred: true, safe: true },
          ],
        },
      );
    }
    walk(ctx, valueOf(p), severity);
  }
}
