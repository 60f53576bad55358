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
 * A name is listed once, with the ecosystem it is published in, under the comment of its source. Names of the same npm
 * scope or Docker Hub namespace as a listed name are never typosquats of it: only the scope's owner publishes there.
 * Every name has at least 7 characters: a shorter one is one edit from too many others for a slip to mean an imitation.
 */
import type { PackageEcosystem } from './launchedPackage';

/** What a server can do in a toxic flow (Snyk agent-scan's W015–W020 labels, simplified). */
export type FlowRole = 'untrusted' | 'private' | 'egress';

export interface WellKnownPackage {
  readonly ecosystem: PackageEcosystem;
  readonly name: string;
  /**
   * Its roles, only where the server's own documentation says so: it reads content others write (web pages, issues,
   * mail: `untrusted`), it holds the user's private data (files, databases, mail, drives: `private`), it can send data
   * where others read it (HTTP requests, messages, pushes, comments: `egress`).
   */
  readonly roles?: readonly FlowRole[];
}

const published =
  (ecosystem: PackageEcosystem) =>
  (name: string, roles?: readonly FlowRole[]): WellKnownPackage => ({ ecosystem, name, roles });
const npm = published('npm');
const pypi = published('pypi');
const oci = published('oci');

const MCP = '@modelcontextprotocol/';

export const WELL_KNOWN_PACKAGES: readonly WellKnownPackage[] = [
  // REF: the reference servers (modelcontextprotocol/servers, servers-archived)
  npm(`${MCP}server-everything`),
  // reads and writes files the user chose: private data
  npm(`${MCP}server-filesystem`, ['private']),
  npm(`${MCP}server-memory`),
  npm(`${MCP}server-sequential-thinking`),
  // issues, pull requests and files anyone can write; it comments and pushes: all three
  npm(`${MCP}server-github`, ['untrusted', 'private', 'egress']),
  npm(`${MCP}server-gitlab`, ['untrusted', 'private', 'egress']),
  npm(`${MCP}server-google-maps`),
  // search results are pages others wrote
  npm(`${MCP}server-brave-search`, ['untrusted']),
  // a browser: reads any page, and can send anything to any site by navigating or posting a form
  npm(`${MCP}server-puppeteer`, ['untrusted', 'egress']),
  // messages others post; it posts messages
  npm(`${MCP}server-slack`, ['untrusted', 'private', 'egress']),
  npm(`${MCP}server-gdrive`, ['private']),
  npm(`${MCP}server-postgres`, ['private']),
  npm(`${MCP}server-redis`, ['private']),
  npm(`${MCP}server-everart`),
  npm(`${MCP}server-aws-kb-retrieval`, ['private']),
  // fetches any URL: reads pages others wrote, and a GET with data in its query string sends it out
  pypi('mcp-server-fetch', ['untrusted', 'egress']),
  // a local repository's history and files; it commits but does not push
  pypi('mcp-server-git', ['private']),
  pypi('mcp-server-time'),
  pypi('mcp-server-sqlite', ['private']),
  pypi('mcp-server-sentry', ['untrusted']),
  oci('mcp/fetch', ['untrusted', 'egress']),
  oci('mcp/filesystem', ['private']),
  oci('mcp/git', ['private']),
  oci('mcp/memory'),
  oci('mcp/time'),
  oci('mcp/sequentialthinking'),
  oci('mcp/everything'),
  oci('mcp/github', ['untrusted', 'private', 'egress']),
  oci('mcp/postgres', ['private']),
  oci('mcp/sqlite', ['private']),
  oci('mcp/puppeteer', ['untrusted', 'egress']),
  oci('mcp/slack', ['untrusted', 'private', 'egress']),
  oci('mcp/brave-search', ['untrusted']),
  // LIVE: the live catalogs (test/fixtures/live-catalogs)
  npm(`${MCP}server-pdf`, ['private']),
  npm('@antv/mcp-server-chart'),
  npm('@brave/brave-search-mcp-server', ['untrusted']),
  npm('@circleci/mcp-server-circleci'),
  npm('@cocal/google-calendar-mcp', ['private']),
  npm('@drawio/mcp'),
  npm('@eslint/mcp'),
  npm('@hubspot/mcp-server', ['private']),
  npm('@launchdarkly/mcp-server'),
  npm('@mobilenext/mobile-mcp'),
  npm('@notionhq/notion-mcp-server', ['private']),
  npm('@perplexity-ai/mcp-server', ['untrusted']),
  npm('@playwright/mcp', ['untrusted', 'egress']),
  npm('@shortcut/mcp'),
  npm('@upstash/context7-mcp'),
  npm('@winor30/mcp-server-datadog'),
  npm('@zereight/mcp-gitlab', ['untrusted', 'private', 'egress']),
  npm('chrome-devtools-mcp', ['untrusted', 'egress']),
  npm('exa-mcp-server', ['untrusted']),
  npm('figma-developer-mcp'),
  npm('firecrawl-mcp', ['untrusted']),
  npm('mongodb-mcp-server', ['private']),
  npm('tavily-mcp', ['untrusted']),
  // CORPUS: the corpus of real configs
  npm('@supabase/mcp-server-supabase', ['private']),
  npm('@azure-devops/mcp'),
  npm('@microsoft/fabric-mcp'),
  npm('@microsoft/m365agentstoolkit-mcp'),
  npm('next-devtools-mcp'),
  npm('repomix'),
  pypi('mcp-atlassian'),
  pypi('markitdown-mcp'),
  pypi('awslabs.aws-documentation-mcp-server'),
  oci('mcp/sonarqube'),
  oci('ghcr.io/github/github-mcp-server', ['untrusted', 'private', 'egress']),
];

/** A name as its registry compares names: PyPI folds case and `-_.` (PEP 503), npm and OCI names are lower case. */
export function registryKey(ecosystem: PackageEcosystem, name: string): string {
  return ecosystem === 'pypi' ? name.toLowerCase().replace(/[-_.]+/g, '-') : name;
}

const BY_KEY = new Map(WELL_KNOWN_PACKAGES.map((p) => [`${p.ecosystem} ${registryKey(p.ecosystem, p.name)}`, p]));

export function wellKnownPackage(ecosystem: PackageEcosystem, name: string): WellKnownPackage | undefined {
  return BY_KEY.get(`${ecosystem} ${registryKey(ecosystem, name)}`);
}
