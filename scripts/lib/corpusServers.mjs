// The public MCP servers of the live-catalog corpus; test/fixtures/live-catalogs/README.md says which belong here.
// Their dummy tokens are never sent, since the capture has no network; `{work}` is a scratch folder, `{home}` HOME.

/** A one-page PDF, for the PDF server to have a file to offer. */
const SAMPLE_PDF = [
  '%PDF-1.4',
  '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
  '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
  '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
  'trailer << /Root 1 0 R >>',
  '%%EOF',
  '',
].join('\n');

const DUMMY = 'dummy-token-for-catalog-capture';
/** An address nothing listens on (and, in the capture's network namespace, not even a loopback that is up). */
const NOWHERE = 'http://127.0.0.1:9';
// Packages that ship no licence file: the licence their package.json names, and the text committed under
// test/fixtures/live-catalogs/licenses that the fixture points to instead.
/**
 * The reference servers and the ext-apps examples: MIT for earlier contributions, Apache-2.0 for new ones, in one
 * LICENSE text for both repositories.
 */
const MCP = { license: 'MIT AND Apache-2.0', licenseText: 'modelcontextprotocol.txt' };
/** The archived reference servers, published from modelcontextprotocol/servers while its licence was MIT. */
const MCP_ARCHIVED = { license: 'MIT', licenseText: 'modelcontextprotocol-servers-archived.txt' };

/** An MCP App example server of the ext-apps repository: started with `--stdio`. */
const app = (id, name) => ({
  id,
  package: `@modelcontextprotocol/${name}`,
  version: '2.0.3',
  args: ['--stdio'],
  ...MCP,
});

export const CORPUS_SERVERS = [
  // the reference servers
  {
    id: 'server-everything',
    package: '@modelcontextprotocol/server-everything',
    version: '2026.8.31',
    args: ['stdio'],
    ...MCP,
  },
  {
    id: 'server-filesystem',
    package: '@modelcontextprotocol/server-filesystem',
    version: '2026.8.31',
    args: ['{work}'],
    ...MCP,
  },
  {
    id: 'server-memory',
    package: '@modelcontextprotocol/server-memory',
    version: '2026.8.31',
    env: { MEMORY_FILE_PATH: '{work}/memory.jsonl' },
    ...MCP,
  },
  {
    id: 'server-sequential-thinking',
    package: '@modelcontextprotocol/server-sequential-thinking',
    version: '2026.8.31',
    ...MCP,
  },
  // the archived reference servers, still installed from npm every day
  {
    id: 'server-github',
    package: '@modelcontextprotocol/server-github',
    version: '2025.4.8',
    env: { GITHUB_PERSONAL_ACCESS_TOKEN: DUMMY },
    ...MCP_ARCHIVED,
  },
  {
    id: 'server-gitlab',
    package: '@modelcontextprotocol/server-gitlab',
    version: '2025.4.25',
    env: { GITLAB_PERSONAL_ACCESS_TOKEN: DUMMY, GITLAB_API_URL: `${NOWHERE}/api/v4` },
    ...MCP_ARCHIVED,
  },
  {
    id: 'server-slack',
    package: '@modelcontextprotocol/server-slack',
    version: '2025.4.25',
    env: { SLACK_BOT_TOKEN: DUMMY, SLACK_TEAM_ID: 'T00000000' },
    ...MCP_ARCHIVED,
  },
  {
    id: 'server-brave-search',
    package: '@modelcontextprotocol/server-brave-search',
    version: '0.6.2',
    env: { BRAVE_API_KEY: DUMMY },
    ...MCP_ARCHIVED,
  },
  {
    id: 'server-google-maps',
    package: '@modelcontextprotocol/server-google-maps',
    version: '0.6.2',
    env: { GOOGLE_MAPS_API_KEY: DUMMY },
    ...MCP_ARCHIVED,
  },
  { id: 'server-puppeteer', package: '@modelcontextprotocol/server-puppeteer', version: '2025.5.12', ...MCP_ARCHIVED },
  {
    id: 'server-postgres',
    package: '@modelcontextprotocol/server-postgres',
    version: '0.6.2',
    args: ['postgresql://127.0.0.1:9/none'],
    ...MCP_ARCHIVED,
    note: 'No database: resources/list fails and is recorded in catalog.errors.',
  },
  {
    id: 'server-aws-kb-retrieval',
    package: '@modelcontextprotocol/server-aws-kb-retrieval',
    version: '0.6.2',
    env: { AWS_ACCESS_KEY_ID: DUMMY, AWS_SECRET_ACCESS_KEY: DUMMY, AWS_REGION: 'us-east-1' },
    ...MCP_ARCHIVED,
  },
  {
    id: 'server-everart',
    package: '@modelcontextprotocol/server-everart',
    version: '0.6.2',
    env: { EVERART_API_KEY: DUMMY },
    ...MCP_ARCHIVED,
  },
  {
    id: 'server-gdrive',
    package: '@modelcontextprotocol/server-gdrive',
    version: '2025.1.14',
    env: { GDRIVE_CREDENTIALS_PATH: '{work}/credentials.json' },
    files: { 'credentials.json': JSON.stringify({ access_token: DUMMY, token_type: 'Bearer' }) },
    ...MCP_ARCHIVED,
  },
  // the PDF server and the MCP App examples
  {
    id: 'server-pdf',
    package: '@modelcontextprotocol/server-pdf',
    version: '2.0.4',
    args: ['--stdio', '{work}/sample.pdf'],
    files: { 'sample.pdf': SAMPLE_PDF },
    ...MCP,
  },
  app('server-basic-vanillajs', 'server-basic-vanillajs'),
  app('server-budget-allocator', 'server-budget-allocator'),
  app('server-cohort-heatmap', 'server-cohort-heatmap'),
  app('server-customer-segmentation', 'server-customer-segmentation'),
  app('server-map', 'server-map'),
  app('server-scenario-modeler', 'server-scenario-modeler'),
  app('server-shadertoy', 'server-shadertoy'),
  app('server-sheet-music', 'server-sheet-music'),
  app('server-system-monitor', 'server-system-monitor'),
  app('server-threejs', 'server-threejs'),
  app('server-transcript', 'server-transcript'),
  app('server-video-resource', 'server-video-resource'),
  app('server-wiki-explorer', 'server-wiki-explorer'),
  // vendors' own servers
  { id: 'playwright-mcp', package: '@playwright/mcp', version: '0.0.83', args: ['--isolated'] },
  {
    id: 'chrome-devtools-mcp',
    package: 'chrome-devtools-mcp',
    version: '1.11.0',
    bin: 'chrome-devtools-mcp',
    args: ['--no-usage-statistics', '--isolated'],
  },
  { id: 'context7-mcp', package: '@upstash/context7-mcp', version: '4.1.1' },
  { id: 'tavily-mcp', package: 'tavily-mcp', version: '0.2.22', env: { TAVILY_API_KEY: DUMMY } },
  { id: 'firecrawl-mcp', package: 'firecrawl-mcp', version: '3.22.2', env: { FIRECRAWL_API_KEY: DUMMY } },
  { id: 'exa-mcp-server', package: 'exa-mcp-server', version: '3.4.1', env: { EXA_API_KEY: DUMMY }, license: 'MIT' },
  { id: 'notion-mcp-server', package: '@notionhq/notion-mcp-server', version: '2.5.2', env: { NOTION_TOKEN: DUMMY } },
  { id: 'eslint-mcp', package: '@eslint/mcp', version: '0.3.13' },
  { id: 'antv-mcp-server-chart', package: '@antv/mcp-server-chart', version: '0.9.10' },
  { id: 'mcp-hello-world', package: 'mcp-hello-world', version: '1.1.2' },
  {
    id: 'brave-search-mcp-server',
    package: '@brave/brave-search-mcp-server',
    version: '2.1.4',
    env: { BRAVE_API_KEY: DUMMY },
  },
  {
    id: 'circleci-mcp-server',
    package: '@circleci/mcp-server-circleci',
    version: '0.20.0',
    env: { CIRCLECI_TOKEN: DUMMY, CIRCLECI_BASE_URL: NOWHERE },
  },
  { id: 'drawio-mcp', package: '@drawio/mcp', version: '1.6.1', license: 'Apache-2.0', licenseText: 'apache-2.0.txt' },
  { id: 'perplexity-mcp', package: '@perplexity-ai/mcp-server', version: '1.2.1', env: { PERPLEXITY_API_KEY: DUMMY } },
  { id: 'mongodb-mcp-server', package: 'mongodb-mcp-server', version: '3.0.4', env: { MDB_MCP_TELEMETRY: 'disabled' } },
  {
    id: 'hubspot-mcp-server',
    package: '@hubspot/mcp-server',
    version: '0.4.0',
    env: { PRIVATE_APP_ACCESS_TOKEN: DUMMY },
  },
  { id: 'shortcut-mcp', package: '@shortcut/mcp', version: '0.25.0', env: { SHORTCUT_API_TOKEN: DUMMY } },
  {
    id: 'launchdarkly-mcp-server',
    package: '@launchdarkly/mcp-server',
    version: '0.6.2',
    args: ['start', '--api-key', DUMMY],
  },
  {
    id: 'datadog-mcp-server',
    package: '@winor30/mcp-server-datadog',
    version: '1.8.0',
    env: { DATADOG_API_KEY: DUMMY, DATADOG_APP_KEY: DUMMY },
    license: 'Apache-2.0',
  },
  { id: 'mobile-mcp', package: '@mobilenext/mobile-mcp', version: '1.0.4' },
  {
    id: 'figma-developer-mcp',
    package: 'figma-developer-mcp',
    version: '0.13.2',
    args: ['--stdio'],
    env: { FIGMA_API_KEY: DUMMY, FRAMELINK_TELEMETRY: 'false' },
  },
  {
    id: 'google-calendar-mcp',
    package: '@cocal/google-calendar-mcp',
    version: '2.6.3',
    env: {
      GOOGLE_OAUTH_CREDENTIALS: '{work}/gcp-oauth.keys.json',
      GOOGLE_CALENDAR_MCP_TOKEN_PATH: '{work}/tokens.json',
    },
    files: {
      'gcp-oauth.keys.json': JSON.stringify({
        installed: {
          client_id: 'dummy.apps.googleusercontent.com',
          client_secret: DUMMY,
          redirect_uris: ['http://localhost'],
        },
      }),
      'tokens.json': JSON.stringify({
        normal: { access_token: DUMMY, refresh_token: DUMMY, token_type: 'Bearer', expiry_date: 4102444800000 },
      }),
    },
  },
  {
    id: 'zereight-mcp-gitlab',
    package: '@zereight/mcp-gitlab',
    version: '2.1.64',
    env: { GITLAB_PERSONAL_ACCESS_TOKEN: DUMMY, GITLAB_API_URL: `${NOWHERE}/api/v4` },
  },
];
