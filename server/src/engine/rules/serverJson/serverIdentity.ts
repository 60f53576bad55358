import type { Node } from 'jsonc-parser';
import {
  isObject,
  keyNode,
  keyOf,
  plainValue,
  prop,
  propertyNode,
  properties,
  stringValue,
  typeName,
  valueOf,
} from '../../../../../common/json/jsonNodes';
import { removeProperty, replaceNode } from '../../util/edits';
import type { Rule, RuleContext } from '../../types';
import { looksLikeVersionRange, packagesOf, SERVER_JSON_KINDS } from './registry';
import { lookupTable } from '../../../../../common/util/lookupTable';

const NAMESPACE = /^[a-zA-Z0-9][a-zA-Z0-9.-]*[a-zA-Z0-9]$/;
const NAME_PART = /^[a-zA-Z0-9][a-zA-Z0-9._-]*[a-zA-Z0-9]$/;
const PUBLISHER_META = 'io.modelcontextprotocol.registry/publisher-provided';

export const serverIdentity: Rule = {
  meta: [
    {
      code: 'MCP804',
      name: 'registry-name-invalid',
      severity: 'error',
      summary:
        '`name` is not `namespace/name` in reverse-DNS form (3–200 characters, one slash, letters, digits, dots, hyphens).',
      why: 'The registry rejects other names; the namespace (io.github.<user>, or a reverse domain) is what the publisher proves ownership of.',
      fix: 'Write e.g. "io.github.<user>/<server>" or "com.example/<server>".',
      example:
        '{ "$schema": "https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json", "name": "weather", "description": "Weather data", "version": "1.0.0" }',
      kinds: SERVER_JSON_KINDS,
    },
    {
      code: 'MCP805',
      name: 'registry-required-missing',
      severity: 'error',
      summary: 'A required server.json field is missing: `name`, `description` or `version`.',
      why: 'The schema requires all three and the registry rejects the file without them.',
      fix: 'Add the field.',
      example:
        '{ "$schema": "https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json", "description": "Weather data", "version": "1.0.0" }',
      kinds: SERVER_JSON_KINDS,
    },
    {
      code: 'MCP806',
      name: 'registry-text-length',
      severity: 'error',
      summary: '`description` (or `title`) is empty, only whitespace, or longer than 100 characters.',
      why: 'The schema limits both to 1–100 characters; registries and clients show them in one line of a list.',
      fix: 'Shorten it to at most 100 characters; longer explanations belong in the README.',
      example:
        '{ "$schema": "https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json", "name": "io.github.user/weather", "description": "", "version": "1.0.0" }',
      kinds: SERVER_JSON_KINDS,
    },
    {
      code: 'MCP807',
      name: 'registry-version-invalid',
      severity: 'error',
      summary: 'A `version` is "latest", a range ("^1.2.3", "1.x"), empty or over 255 characters.',
      why: 'A registry entry describes one immutable release: the registry rejects "latest" and ranges for the server and its packages.',
      fix: 'Write the exact version, e.g. "1.2.3".',
      example:
        '{ "$schema": "https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json", "name": "io.github.user/weather", "description": "Weather data", "version": "^1.0.0" }',
      kinds: SERVER_JSON_KINDS,
    },
    {
      code: 'MCP819',
      name: 'registry-repository-invalid',
      severity: 'error',
      summary:
        '`repository` lacks `url` or `source`, its URL does not match its source (github/gitlab), or `subfolder` is not a clean relative path.',
      why: 'The registry validates the repository URL against the source and links users to it for inspecting the code.',
      fix: 'Write e.g. { "url": "https://github.com/owner/repo", "source": "github" }, with subfolder like "packages/server".',
      example:
        '{ "$schema": "https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json", "name": "io.github.user/weather", "description": "Weather data", "version": "1.0.0", "repository": { "url": "https://github.com/user", "source": "github" } }',
      kinds: SERVER_JSON_KINDS,
    },
    {
      code: 'MCP820',
      name: 'registry-website-url-invalid',
      severity: 'error',
      summary: '`websiteUrl` is not an absolute https URL.',
      why: 'The registry accepts only absolute https website URLs.',
      fix: 'Write the full https URL, e.g. "https://example.com/docs".',
      example:
        '{ "$schema": "https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json", "name": "io.github.user/weather", "description": "Weather data", "version": "1.0.0", "websiteUrl": "http://example.com" }',
      kinds: SERVER_JSON_KINDS,
    },
    {
      code: 'MCP821',
      name: 'registry-field-obsolete',
      severity: 'warning',
      summary:
        'A field the publisher format no longer has: `status`, `version_detail`, `transport_type`, or registry-owned `_meta`.',
      why: "`status` and the registry's own `_meta` were removed from publisher JSON in 2025-09-29; `version_detail` and `transport_type` are pre-2025-09 forms. The registry ignores them, so they state nothing.",
      fix: 'Remove the field (use `version` for the version).',
      example:
        '{ "$schema": "https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json", "name": "io.github.user/weather", "description": "Weather data", "version": "1.0.0", "status": "active" }',
      kinds: SERVER_JSON_KINDS,
    },
    {
      code: 'MCP822',
      name: 'registry-meta-invalid',
      severity: 'error',
      summary:
        '`_meta` publisher data is over 4 KB, or uses keys other than `io.modelcontextprotocol.registry/publisher-provided`.',
      why: 'The registry keeps only the publisher-provided object, up to 4 KB, and rejects larger ones; other keys are dropped.',
      fix: 'Keep publisher data small and under "io.modelcontextprotocol.registry/publisher-provided".',
      example:
        '{ "$schema": "https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json", "name": "io.github.user/weather", "description": "Weather data", "version": "1.0.0", "_meta": { "com.example/info": {} } }',
      kinds: SERVER_JSON_KINDS,
    },
  ],
  check(ctx) {
    const root = ctx.doc.root;
    if (!isObject(root)) return;
    for (const key of ['name', 'description', 'version'] as const) {
      if (!propertyNode(root, key)) {
        ctx.report(
          'MCP805',
          { offset: root.offset, length: 1 },
          `server.json needs "${key}"; the registry rejects the file without it.`,
        );
      }
    }
    checkName(ctx, prop(root, 'name'));
    checkText(ctx, prop(root, 'description'), 'description', true);
    checkText(ctx, prop(root, 'title'), 'title', false);
    const version = prop(root, 'version');
    if (version) checkVersion(ctx, version, 'The server');
    for (const pkg of packagesOf(root)) {
      const v = prop(pkg.node, 'version');
      if (v) checkVersion(ctx, v, 'A package');
      checkOciTag(ctx, pkg.node);
    }
    checkRepository(ctx, prop(root, 'repository'));
    checkWebsite(ctx, prop(root, 'websiteUrl'));
    checkObsolete(ctx, root);
    checkMeta(ctx, prop(root, '_meta'));
  },
};

function checkName(ctx: RuleContext, node: Node | undefined): void {
  if (!node) return;
  const name = stringValue(node);
  if (name === undefined) {
    return ctx.report('MCP804', node, `"name" must be a string like "io.github.user/server", not ${typeName(node)}.`);
  }
  const parts = name.split('/');
  let problem: string | undefined;
  if (parts.length !== 2) {
    problem = parts.length < 2 ? 'it needs a namespace and a slash' : 'it has more than one slash';
  } else if (!NAMESPACE.test(parts[0]!)) {
    problem = `the namespace "${parts[0]}" must start and end with a letter or digit and hold only letters, digits, dots and hyphens`;
  } else if (!NAME_PART.test(parts[1]!)) {
    problem = `the part after the slash ("${parts[1]}") must start and end with a letter or digit and hold only letters, digits, dots, underscores and hyphens`;
  }
  // both parts' patterns take two characters at least, so only the registry's upper bound can still fail
  else if (name.length > 200) problem = `it is ${name.length} characters long (3–200 allowed)`;
  if (problem) {
    ctx.report(
      'MCP804',
      node,
      `"name" must be "namespace/name" in reverse-DNS form, e.g. "io.github.user/weather": ${problem}.`,
    );
  }
}

function checkText(ctx: RuleContext, node: Node | undefined, field: string, required: boolean): void {
  if (!node) return;
  const text = stringValue(node);
  if (text === undefined) {
    return ctx.report('MCP806', node, `"${field}" must be a string of 1–100 characters, not ${typeName(node)}.`);
  }
  const length = [...text].length;
  if (text.trim() === '') {
    ctx.report(
      'MCP806',
      node,
      `"${field}" is ${text === '' ? 'empty' : 'only whitespace'}: ${required ? 'describe the server in one line of at most 100 characters' : 'write a display name or leave the key out'}.`,
    );
  } else if (length > 100) {
    ctx.report(
      'MCP806',
      node,
      `"${field}" is ${length} characters long; the registry allows at most 100. Shorten it and keep the details for the README.`,
    );
  }
}

function checkVersion(ctx: RuleContext, node: Node, owner: string): void {
  const v = stringValue(node);
  if (v === undefined) {
    return ctx.report('MCP807', node, `${owner}'s "version" must be a string such as "1.2.3", not ${typeName(node)}.`);
  }
  if (v === 'latest') {
    return ctx.report(
      'MCP807',
      node,
      `${owner}'s "version" is "latest"; the registry describes one exact release and rejects "latest". Write the version, e.g. "1.2.3".`,
    );
  }
  if (v.trim() === '') {
    return ctx.report('MCP807', node, `${owner}'s "version" is empty; write the exact version, e.g. "1.2.3".`);
  }
  if (v.length > 255) {
    return ctx.report('MCP807', node, `${owner}'s "version" is ${v.length} characters long; at most 255 are allowed.`);
  }
  if (looksLikeVersionRange(v)) {
    ctx.report(
      'MCP807',
      node,
      `${owner}'s "version" "${v}" is a range; the registry rejects ranges. Write one exact version, e.g. "1.2.3".`,
    );
  }
}

/** An OCI image pinned to `:latest` is not one release (a warning: the registry validates OCI tags itself). */
function checkOciTag(ctx: RuleContext, pkg: Node): void {
  if (stringValue(prop(pkg, 'registryType')) !== 'oci') return;
  const idNode = prop(pkg, 'identifier');
  const id = stringValue(idNode);
  if (id && /:latest$/.test(id) && !id.includes('@sha256:')) {
    ctx.report(
      'MCP807',
      idNode!,
      `The image "${id}" is tagged "latest", which moves with every push; a registry entry describes one release. Tag the image with its version.`,
      { severity: 'warning' },
    );
  }
}

const REPO_URL = lookupTable<RegExp>({
  github: /^https?:\/\/(www\.)?github\.com\/[\w.-]+\/[\w.-]+\/?$/,
  gitlab: /^https?:\/\/(www\.)?gitlab\.com\/[\w.-]+(\/[\w.-]+)+\/?$/,
});

function checkRepository(ctx: RuleContext, repo: Node | undefined): void {
  if (!repo) return;
  if (!isObject(repo)) {
    return ctx.report('MCP819', repo, `"repository" must be an object with "url" and "source", not ${typeName(repo)}.`);
  }
  const url = stringValue(prop(repo, 'url'));
  const source = stringValue(prop(repo, 'source'));
  if (url === undefined || source === undefined) {
    const missing = [url === undefined ? '"url"' : '', source === undefined ? '"source"' : '']
      .filter(Boolean)
      .join(' and ');
    ctx.report(
      'MCP819',
      repo,
      `"repository" needs ${missing} (strings), e.g. { "url": "https://github.com/owner/repo", "source": "github" }.`,
    );
  } else if (REPO_URL[source] && !REPO_URL[source].test(url)) {
    ctx.report(
      'MCP819',
      prop(repo, 'url')!,
      `"${url}" is not a ${source} repository URL; the registry expects https://${source}.com/<owner>/<repo>.`,
    );
  } else if (!REPO_URL[source]) {
    ctx.report(
      'MCP819',
      prop(repo, 'source')!,
      `The official registry validates repositories with source "github" or "gitlab"; "${source}" is rejected there.`,
      { severity: 'warning' },
    );
  }
  const sub = prop(repo, 'subfolder');
  const subfolder = stringValue(sub);
  if (sub && (subfolder === undefined || !cleanSubfolder(subfolder))) {
    ctx.report(
      'MCP819',
      sub,
      `"subfolder" must be a clean relative path such as "packages/server" (no leading or trailing slash, no "." or ".." segments).`,
    );
  }
}

/** A leading or trailing slash, or two in a row, makes an empty segment. */
function cleanSubfolder(path: string): boolean {
  if (path === '') return true;
  if (!/^[a-zA-Z0-9\-_./]+$/.test(path)) return false;
  return path.split('/').every((s) => s !== '' && s !== '.' && s !== '..');
}

function checkWebsite(ctx: RuleContext, node: Node | undefined): void {
  if (!node) return;
  const url = stringValue(node);
  if (!isHttpsUrl(url)) {
    const https = url && /^http:\/\//.test(url) ? url.replace(/^http:/, 'https:') : undefined;
    ctx.report(
      'MCP820',
      node,
      `"websiteUrl" must be an absolute https URL${url === undefined ? `, not ${typeName(node)}` : ''}.`,
      {
        fixes: https
          ? [{ title: `Change to ${https}`, edits: [replaceNode(node, JSON.stringify(https))], preferred: true }]
          : [],
      },
    );
  }
}

function isHttpsUrl(url: string | undefined): boolean {
  if (url === undefined) return false;
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}

function checkObsolete(ctx: RuleContext, root: Node): void {
  for (const key of ['status', 'version_detail']) {
    const p = propertyNode(root, key);
    if (!p) continue;
    const why =
      key === 'status'
        ? "was removed from publisher JSON in the 2025-09-29 schema (the registry sets a server's status itself)"
        : 'is the pre-2025-09 form of "version"';
    ctx.report('MCP821', keyNode(p), `"${key}" ${why}, so it is ignored. Remove it.`, {
      tags: ['deprecated'],
      fixes: [{ title: `Remove "${key}"`, edits: removeProperty(ctx.doc.text, p), preferred: true }],
    });
  }
  for (const pkg of packagesOf(root)) {
    const p = propertyNode(pkg.node, 'transport_type');
    if (p) {
      ctx.report(
        'MCP821',
        keyNode(p),
        '"transport_type" is the pre-2025-09 form; write "transport": { "type": … } instead.',
        { tags: ['deprecated'] },
      );
    }
  }
}

function checkMeta(ctx: RuleContext, meta: Node | undefined): void {
  if (!isObject(meta)) return;
  for (const p of properties(meta)) {
    const key = keyOf(p);
    if (key === PUBLISHER_META) {
      const size = Buffer.byteLength(JSON.stringify(plainValue(valueOf(p)) ?? null), 'utf8');
      if (size > 4096) {
        ctx.report(
          'MCP822',
          keyNode(p),
          `Publisher-provided _meta is ${size} bytes; the registry rejects more than 4 KB (4096 bytes).`,
        );
      }
    } else if (key === 'io.modelcontextprotocol.registry/official') {
      ctx.report(
        'MCP821',
        keyNode(p),
        `"${key}" is written by the registry, not by publishers (removed from publisher JSON in 2025-09-29); remove it.`,
        { tags: ['deprecated'], fixes: [{ title: `Remove "${key}"`, edits: removeProperty(ctx.doc.text, p) }] },
      );
    } else {
      ctx.report(
        'MCP822',
        keyNode(p),
        `The registry keeps only "${PUBLISHER_META}" in _meta and drops "${key}"; move this data under it.`,
        { severity: 'warning' },
      );
    }
  }
}
