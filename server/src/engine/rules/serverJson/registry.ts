import type { Node } from 'jsonc-parser';
import { isObject, items, prop, properties, stringValue, valueOf } from '../../../../../common/json/jsonNodes';

/** Facts of the MCP Registry's server.json (modelcontextprotocol/registry docs/reference/server-json/) that several rules share. */
export const CURRENT_SCHEMA_DATE = '2025-12-11';
export const SCHEMA_DATES = ['2025-07-09', '2025-09-16', '2025-09-29', '2025-10-11', '2025-10-17', '2025-12-11'];
export const schemaUrl = (date: string) => `https://static.modelcontextprotocol.io/schemas/${date}/server.schema.json`;
export const CURRENT_SCHEMA_URL = schemaUrl(CURRENT_SCHEMA_DATE);
export const SERVER_JSON_KINDS = ['server-json'] as const;

/** The date a `$schema` URL names, when it is one of the registry's released schema URLs. */
export function schemaDateOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  return /^https?:\/\/static\.modelcontextprotocol\.io\/schemas\/(\d{4}-\d{2}-\d{2})\/server\.schema\.json$/.exec(
    url.trim(),
  )?.[1];
}

/** The schema date of a document, when its `$schema` names one. */
export function documentSchemaDate(root: Node | undefined): string | undefined {
  return schemaDateOf(stringValue(prop(root, '$schema')));
}

export interface PackageNodes {
  readonly node: Node;
  readonly transport?: Node;
  readonly runtimeArguments: Node[];
  readonly packageArguments: Node[];
  readonly environmentVariables: Node[];
}

export function packagesOf(root: Node | undefined): PackageNodes[] {
  return items(prop(root, 'packages'))
    .filter(isObject)
    .map((node) => ({
      node,
      transport: prop(node, 'transport'),
      runtimeArguments: items(prop(node, 'runtimeArguments')),
      packageArguments: items(prop(node, 'packageArguments')),
      environmentVariables: items(prop(node, 'environmentVariables')),
    }));
}

export function remotesOf(root: Node | undefined): Node[] {
  return items(prop(root, 'remotes')).filter(isObject);
}

/** Every Input object of the document (arguments, env vars, headers, and their `variables`), for field checks. */
export function inputsOf(root: Node | undefined): Node[] {
  const out: Node[] = [];
  const addWithVariables = (n: Node) => {
    if (!isObject(n)) return;
    out.push(n);
    for (const p of properties(prop(n, 'variables'))) {
      const v = valueOf(p);
      if (isObject(v)) out.push(v);
    }
  };
  for (const pkg of packagesOf(root)) {
    [...pkg.runtimeArguments, ...pkg.packageArguments, ...pkg.environmentVariables].forEach(addWithVariables);
    items(prop(pkg.transport, 'headers')).forEach(addWithVariables);
  }
  for (const r of remotesOf(root)) {
    items(prop(r, 'headers')).forEach(addWithVariables);
    for (const p of properties(prop(r, 'variables'))) {
      const v = valueOf(p);
      if (isObject(v)) out.push(v);
    }
  }
  return out;
}

/** Range-like versions the registry rejects (its validators' regexes). */
export function looksLikeVersionRange(version: string): boolean {
  // an empty or blank version matches none of the patterns below
  const v = version.trim();
  const part = String.raw`v?\d+(?:\.\d+){0,3}(?:-[0-9A-Za-z.-]+)?`;
  if (new RegExp(String.raw`^(?:\^|~|>=|<=|>|<|=)\s*${part}$`).test(v)) return true;
  if (new RegExp(String.raw`^${part}\s-\s*${part}$`).test(v)) return true;
  if (new RegExp(String.raw`^(?:${part}\s*)(?:\|\|\s*${part}\s*)+$`).test(v)) return true;
  // a wildcard counts in the version core only: "1.0.0-experimental" is one exact pre-release
  if (/^(?:v?\d+|x|X|\*)(?:\.(?:\d+|x|X|\*)){1,2}(?:-[0-9A-Za-z.-]+)?$/.test(v)) {
    return /[xX*]/.test(v.split('-', 1)[0]!);
  }
  return false;
}

/** Whether a URL (with `{var}` placeholders stood in for) is absolute http(s) with a host. */
export function parseTemplatedUrl(url: string): URL | undefined {
  // [^{}]: a run of unclosed braces must not make the scan quadratic
  const stand = url.replace(/:(\{[^{}]+\})(\/|$)/g, ':8080$2').replace(/\{[^{}]+\}/g, 'placeholder');
  try {
    const u = new URL(stand);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname ? u : undefined;
  } catch {
    return undefined;
  }
}
