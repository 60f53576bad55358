/**
 * Well-known MCP server packages: the names a typosquat imitates (MCP722) and the ones whose role in a toxic flow is
 * known (MCP725). Every name comes from a source that can be checked:
 *
 * - REF: the reference servers of modelcontextprotocol/servers (`src/*`: npm `@modelcontextprotocol/server-*`,
 *   PyPI `mcp-server-*`, and the `mcp/*` images their READMEs run with `docker run -i --rm mcp/<name>`), and those
 *   moved to modelcontextprotocol/servers-archived;
 * - LIVE: the packages of the 51 live catalogs in test/fixtures/live-catalogs (each file's `package`);
 * - CORPUS: packages that public configs of ../shared/corpus/real run (its SOURCES.tsv names each file's repository).
 *
 * A name is listed once, with the ecosystem it is published in. Names of the same npm scope or Docker Hub namespace as
 * a listed name are never typosquats of it: only the scope's owner publishes there.
 */
import type { PackageEcosystem } from './launchedPackage';

export type Source = 'REF' | 'LIVE' | 'CORPUS';

/** What a server can do in a toxic flow (Snyk agent-scan's W015–W020 labels, simplified). */
export type FlowRole = 'untrusted' | 'private' | 'egress';

export interface WellKnownPackage {
  readonly ecosystem: PackageEcosystem;
  readonly name: string;
  readonly source: Source;
  /**
   * Its roles, only where the server's own documentation says so: it reads content others write (web pages, issues,
   * mail: `untrusted`), it holds the user's private data (files, databases, mail, drives: `private`), it can send data
   * where others read it (HTTP requests, messages, pushes, comments: `egress`).
   */
  readonly roles?: readonly FlowRole[];
}

const npm = (name: string, source: Source, roles?: readonly FlowRole[]): WellKnownPackage => ({
  ecosystem: 'npm',
  name,
  source,
  ...(roles ? { roles } : {}),
});
const pypi = (name: string, source: Source, roles?: readonly FlowRole[]): WellKnownPackage => ({
  ecosystem: 'pypi',
  name,
  source,
  ...(roles ? { roles } : {}),
});
const oci = (name: string, source: Source, roles?: readonly FlowRole[]): WellKnownPackage => ({
  ecosystem: 'oci',
  name,
  source,
  ...(roles ? { roles } : {}),
});

const MCP = '@modelcontextprotocol/';

export const WELL_KNOWN_PACKAGES: readonly WellKnownPackage[] = [
  // reference servers (modelcontextprotocol/servers, servers-archived)
  npm(`${MCP}server-everything`, 'REF'),
  // reads and writes files the user chose: private data
  npm(`${MCP}server-filesystem`, 'REF', ['private']),
  npm(`${MCP}server-memory`, 'REF'),
  npm(`${MCP}server-sequential-thinking`, 'REF'),
  // issues, pull requests and files anyone can write; it comments and pushes: all three
  npm(`${MCP}server-github`, 'REF', ['untrusted', 'private', 'egress']),
  npm(`${MCP}server-gitlab`, 'REF', ['untrusted', 'private', 'egress']),
  npm(`${MCP}server-google-maps`, 'REF'),
  // search results are pages others wrote
  npm(`${MCP}server-brave-search`, 'REF', ['untrusted']),
  // a browser: reads any page, and can send anything to any site by navigating or posting a form
  npm(`${MCP}server-puppeteer`, 'REF', ['untrusted', 'egress']),
  // messages others post; it posts messages
  npm(`${MCP}server-slack`, 'REF', ['untrusted', 'private', 'egress']),
  npm(`${MCP}server-gdrive`, 'REF', ['private']),
  npm(`${MCP}server-postgres`, 'REF', ['private']),
  npm(`${MCP}server-redis`, 'REF', ['private']),
  npm(`${MCP}server-everart`, 'REF'),
  npm(`${MCP}server-aws-kb-retrieval`, 'REF', ['private']),
  // fetches any URL: reads pages others wrote, and a GET with data in its query string sends it out
  pypi('mcp-server-fetch', 'REF', ['untrusted', 'egress']),
  // a local repository's history and files; it commits but does not push
  pypi('mcp-server-git', 'REF', ['private']),
  pypi('mcp-server-time', 'REF'),
  pypi('mcp-server-sqlite', 'REF', ['private']),
  pypi('mcp-server-sentry', 'REF', ['untrusted']),
  oci('mcp/fetch', 'REF', ['untrusted', 'egress']),
  oci('mcp/filesystem', 'REF', ['private']),
  oci('mcp/git', 'REF', ['private']),
  oci('mcp/memory', 'REF'),
  oci('mcp/time', 'REF'),
  oci('mcp/sequentialthinking', 'REF'),
  oci('mcp/everything', 'REF'),
  oci('mcp/github', 'REF', ['untrusted', 'private', 'egress']),
  oci('mcp/postgres', 'REF', ['private']),
  oci('mcp/sqlite', 'REF', ['private']),
  oci('mcp/puppeteer', 'REF', ['untrusted', 'egress']),
  oci('mcp/slack', 'REF', ['untrusted', 'private', 'egress']),
  oci('mcp/brave-search', 'REF', ['untrusted']),
  // the live catalogs (test/fixtures/live-catalogs)
  npm(`${MCP}server-pdf`, 'LIVE', ['private']),
  npm('@antv/mcp-server-chart', 'LIVE'),
  npm('@brave/brave-search-mcp-server', 'LIVE', ['untrusted']),
  npm('@circleci/mcp-server-circleci', 'LIVE'),
  npm('@cocal/google-calendar-mcp', 'LIVE', ['private']),
  npm('@drawio/mcp', 'LIVE'),
  npm('@eslint/mcp', 'LIVE'),
  npm('@hubspot/mcp-server', 'LIVE', ['private']),
  npm('@launchdarkly/mcp-server', 'LIVE'),
  npm('@mobilenext/mobile-mcp', 'LIVE'),
  npm('@notionhq/notion-mcp-server', 'LIVE', ['private']),
  npm('@perplexity-ai/mcp-server', 'LIVE', ['untrusted']),
  npm('@playwright/mcp', 'LIVE', ['untrusted', 'egress']),
  npm('@shortcut/mcp', 'LIVE'),
  npm('@upstash/context7-mcp', 'LIVE'),
  npm('@winor30/mcp-server-datadog', 'LIVE'),
  npm('@zereight/mcp-gitlab', 'LIVE', ['untrusted', 'private', 'egress']),
  npm('chrome-devtools-mcp', 'LIVE', ['untrusted', 'egress']),
  npm('exa-mcp-server', 'LIVE', ['untrusted']),
  npm('figma-developer-mcp', 'LIVE'),
  npm('firecrawl-mcp', 'LIVE', ['untrusted']),
  npm('mongodb-mcp-server', 'LIVE', ['private']),
  npm('tavily-mcp', 'LIVE', ['untrusted']),
  // the corpus of real configs
  npm('@supabase/mcp-server-supabase', 'CORPUS', ['private']),
  npm('@azure-devops/mcp', 'CORPUS'),
  npm('@microsoft/fabric-mcp', 'CORPUS'),
  npm('@microsoft/m365agentstoolkit-mcp', 'CORPUS'),
  npm('next-devtools-mcp', 'CORPUS'),
  npm('repomix', 'CORPUS'),
  pypi('mcp-atlassian', 'CORPUS'),
  pypi('markitdown-mcp', 'CORPUS'),
  pypi('awslabs.aws-documentation-mcp-server', 'CORPUS'),
  oci('mcp/sonarqube', 'CORPUS'),
  oci('ghcr.io/github/github-mcp-server', 'CORPUS', ['untrusted', 'private', 'egress']),
];

/** A name as its registry compares names: PyPI folds case and `-_.` (PEP 503), npm and OCI names are lower case. */
export function registryKey(ecosystem: PackageEcosystem, name: string): string {
  return ecosystem === 'pypi' ? name.toLowerCase().replace(/[-_.]+/g, '-') : name;
}

const BY_KEY = new Map(WELL_KNOWN_PACKAGES.map((p) => [`${p.ecosystem} ${registryKey(p.ecosystem, p.name)}`, p]));

export function wellKnownPackage(ecosystem: PackageEcosystem, name: string): WellKnownPackage | undefined {
  return BY_KEY.get(`${ecosystem} ${registryKey(ecosystem, name)}`);
}
