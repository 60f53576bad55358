/**
 * Real live catalogs linted as the live lint does, with findings named by place so that a reviewed list can say which
 * are right. The corpus test and the docs generator share it, so docs/rules.md shows the numbers the test checks.
 */
import { findNodeAtOffset, getNodePath, parseTree, type Node } from 'jsonc-parser';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_SETTINGS } from '../../common/protocol/settings';
import { lintCatalog } from '../../client/src/model/catalogLint';
import { catalogText } from '../../common/catalog/catalogText';
import type { ServerDefinition } from '../../common/config/configSource';
import type { Catalog, JsonObject } from '../../common/mcp/types';
import type { CorpusPrecision, RulePrecision } from '../../server/src/engine/rulesDoc';
import type { RuleMeta, Severity } from '../../server/src/engine/types';

export interface LiveCatalogFixture {
  readonly id: string;
  readonly package: string;
  readonly version: string;
  readonly license: string;
  readonly licenseFile?: string;
  readonly repository?: string;
  readonly launch: { readonly args: readonly string[]; readonly env: Readonly<Record<string, string>> };
  readonly protocolVersion?: string;
  readonly serverInfo: { readonly name?: string; readonly title?: string; readonly version?: string };
  readonly catalog: Catalog;
}

export type Verdict = 'true-positive' | 'defect';

/** One reviewed finding: where it is, what it is, and whether it is right. */
export interface ReviewedFinding {
  readonly server: string;
  /** `tool NAME`, `resource URI`, `resourceTemplate TEMPLATE`, `prompt NAME`, or a top-level key. */
  readonly item: string;
  /** The place within the item (`description`, `inputSchema.properties.path`), empty for the item itself. */
  readonly at: string;
  readonly code: string;
  readonly severity: Severity;
  readonly verdict: Verdict;
  readonly reason: string;
}

/** A finding on a corpus catalog, named as the reviewed list names it. */
export interface CorpusFinding {
  readonly server: string;
  readonly item: string;
  readonly at: string;
  readonly code: string;
  readonly severity: Severity;
  readonly message: string;
}

export const FIXTURE_FILE = /^[a-z0-9][a-z0-9.-]*\.json$/;
export const REVIEWED_FILE = 'reviewed-findings.json';

export function loadFixtures(dir: string): LiveCatalogFixture[] {
  return readdirSync(dir)
    .filter((f) => FIXTURE_FILE.test(f) && f !== REVIEWED_FILE)
    .sort()
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as LiveCatalogFixture);
}

export function loadReviewed(dir: string): ReviewedFinding[] {
  return JSON.parse(readFileSync(join(dir, REVIEWED_FILE), 'utf8')) as ReviewedFinding[];
}

/** The server as a client configuration would start it (npx), for the catalog document's `_meta`. */
function definitionOf(f: LiveCatalogFixture): ServerDefinition {
  const folder = { name: f.id, path: `/corpus/${f.id}` };
  return {
    id: f.id,
    name: f.id,
    location: {
      path: `${folder.path}/.vscode/mcp.json`,
      dialect: 'vscode',
      scope: 'workspace',
      folder,
      client: 'VS Code',
    },
    config: {
      name: f.id,
      transport: 'stdio',
      command: 'npx',
      args: ['-y', `${f.package}@${f.version}`, ...f.launch.args],
      env: { ...f.launch.env },
      headers: {},
    },
    span: { offset: 0, length: 0 },
    nameSpan: { offset: 0, length: 0 },
  };
}

/** The catalog document the extension shows for the running server, as catalogText builds it. */
export function catalogDocumentOf(f: LiveCatalogFixture): string {
  const state = {
    status: 'running',
    transport: 'stdio',
    counts: {},
    server: f.serverInfo,
    protocolVersion: f.protocolVersion,
  } as const;
  return catalogText(definitionOf(f), state as never, f.catalog);
}

const ITEM_KEY: Record<string, readonly [string, string]> = {
  tools: ['tool', 'name'],
  resources: ['resource', 'uri'],
  resourceTemplates: ['resourceTemplate', 'uriTemplate'],
  prompts: ['prompt', 'name'],
};

/** `["tools", 3, "inputSchema", "properties", "path"]` → item `tool read_file`, at `inputSchema.properties.path`. */
function placeOf(f: LiveCatalogFixture, root: Node | undefined, offset: number): { item: string; at: string } {
  const node = root && findNodeAtOffset(root, offset, true);
  const path = node ? getNodePath(node) : [];
  const [list, index, ...rest] = path;
  const key = typeof list === 'string' ? ITEM_KEY[list] : undefined;
  if (key && typeof index === 'number') {
    const entry = (f.catalog as unknown as Record<string, JsonObject[]>)[list as string]?.[index];
    const id = entry?.[key[1]];
    return { item: `${key[0]} ${typeof id === 'string' ? id : `#${index}`}`, at: rest.join('.') };
  }
  return { item: path.length ? String(path[0]) : 'document', at: path.slice(1).join('.') };
}

/** Every finding of the engine on the fixture's catalog, linted as the live lint lints it. */
export function lintFixture(f: LiveCatalogFixture): CorpusFinding[] {
  const text = catalogDocumentOf(f);
  const root = parseTree(text);
  return lintCatalog({ uri: `mcp-lens-catalog:/${f.id}.catalog.json?${f.id}`, text, settings: DEFAULT_SETTINGS }).map(
    (x) => ({
      server: f.id,
      ...placeOf(f, root, x.offset),
      code: x.code,
      severity: x.severity,
      message: x.message,
    }),
  );
}

export function keyOf(x: Pick<CorpusFinding, 'server' | 'item' | 'at' | 'code' | 'severity'>): string {
  return [x.server, x.item, x.at, x.code, x.severity].join(' | ');
}

export interface ReviewComparison {
  /** Findings the reviewed list does not have (as stubs to review). */
  readonly unreviewed: readonly CorpusFinding[];
  /** Reviewed findings the engine no longer raises. */
  readonly gone: readonly ReviewedFinding[];
  /** Each finding with its review. */
  readonly matched: readonly { finding: CorpusFinding; review: ReviewedFinding }[];
}

/** Matches findings with reviews one for one (the same place may hold two findings of one code). */
export function compareWithReview(
  findings: readonly CorpusFinding[],
  reviewed: readonly ReviewedFinding[],
): ReviewComparison {
  const open = new Map<string, ReviewedFinding[]>();
  for (const r of reviewed) open.set(keyOf(r), [...(open.get(keyOf(r)) ?? []), r]);
  const unreviewed: CorpusFinding[] = [];
  const matched: { finding: CorpusFinding; review: ReviewedFinding }[] = [];
  for (const finding of findings) {
    const review = open.get(keyOf(finding))?.shift();
    if (review) matched.push({ finding, review });
    else unreviewed.push(finding);
  }
  return { unreviewed, gone: [...open.values()].flat(), matched };
}

/**
 * The measured precision of every heuristic rule (and every other rule that raised something on the corpus); `findings`
 * are the fixtures' findings when the caller has linted them already (linting all catalogs is the costly part).
 */
export function corpusPrecision(
  fixtures: readonly LiveCatalogFixture[],
  reviewed: readonly ReviewedFinding[],
  metas: readonly RuleMeta[],
  findings: readonly CorpusFinding[] = fixtures.flatMap(lintFixture),
): CorpusPrecision {
  const { matched } = compareWithReview(findings, reviewed);
  const rules = new Map<string, RulePrecision>();
  const entry = (code: string) => {
    let r = rules.get(code);
    if (!r) rules.set(code, (r = { code, bySeverity: {} }));
    return r;
  };
  for (const m of metas) if (m.heuristic) entry(m.code);
  for (const { finding, review } of matched) {
    const counts = ((entry(finding.code).bySeverity as Record<string, { raised: number; right: number }>)[
      finding.severity
    ] ??= { raised: 0, right: 0 });
    counts.raised++;
    if (review.verdict === 'true-positive') counts.right++;
  }
  const count = (list: keyof Catalog) =>
    fixtures.reduce((n, f) => n + ((f.catalog[list] as unknown[] | undefined)?.length ?? 0), 0);
  return {
    servers: fixtures.length,
    tools: count('tools'),
    resources: count('resources') + count('resourceTemplates'),
    prompts: count('prompts'),
    rules: [...rules.values()].sort((a, b) => a.code.localeCompare(b.code)),
  };
}
