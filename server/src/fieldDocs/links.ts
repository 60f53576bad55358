import type { Link } from './types';

const SPEC = 'https://modelcontextprotocol.io/specification/2026-07-28';

export const LINKS = {
  tools: { title: 'MCP specification: Tools', url: `${SPEC}/server/tools` },
  toolAnnotations: { title: 'MCP specification: Tool annotations', url: `${SPEC}/server/tools#tool-annotations` },
  toolNames: { title: 'MCP specification: Tool names', url: `${SPEC}/server/tools#tool-names` },
  resources: { title: 'MCP specification: Resources', url: `${SPEC}/server/resources` },
  resourceAnnotations: {
    title: 'MCP specification: Resource annotations',
    url: `${SPEC}/server/resources#annotations`,
  },
  prompts: { title: 'MCP specification: Prompts', url: `${SPEC}/server/prompts` },
  meta: { title: 'MCP specification: _meta', url: `${SPEC}/basic/index#meta` },
  jsonSchema: { title: 'MCP specification: JSON Schema usage', url: `${SPEC}/basic/index#json-schema-usage` },
  icons: { title: 'MCP specification: Icons', url: `${SPEC}/basic/index#icons` },
  xMcpHeader: { title: 'MCP specification: x-mcp-header', url: `${SPEC}/server/tools#x-mcp-header` },
  mcpApps: { title: 'MCP Apps (io.modelcontextprotocol/ui)', url: 'https://github.com/modelcontextprotocol/ext-apps' },
  changelog: { title: 'MCP 2026-07-28 changelog', url: `${SPEC}/changelog` },
  rfc6570: { title: 'RFC 6570: URI Template', url: 'https://www.rfc-editor.org/rfc/rfc6570' },
  jsonSchemaCore: { title: 'JSON Schema 2020-12', url: 'https://json-schema.org/draft/2020-12/json-schema-core' },
  vscode: {
    title: 'VS Code: MCP configuration reference',
    url: 'https://code.visualstudio.com/docs/copilot/reference/mcp-configuration',
  },
  claudeCode: { title: 'Claude Code: MCP', url: 'https://code.claude.com/docs/en/mcp' },
  cursor: { title: 'Cursor: MCP', url: 'https://cursor.com/docs/context/mcp' },
  claudeDesktop: {
    title: 'Connect local servers (Claude Desktop)',
    url: 'https://modelcontextprotocol.io/docs/develop/connect-local-servers',
  },
  serverJson: {
    title: 'Registry: server.json reference',
    url: 'https://github.com/modelcontextprotocol/registry/blob/main/docs/reference/server-json/generic-server-json.md',
  },
  registryRequirements: {
    title: 'Registry: official registry requirements',
    url: 'https://github.com/modelcontextprotocol/registry/blob/main/docs/reference/server-json/official-registry-requirements.md',
  },
  serverJsonChangelog: {
    title: 'Registry: server.json schema changelog',
    url: 'https://github.com/modelcontextprotocol/registry/blob/main/docs/reference/server-json/CHANGELOG.md',
  },
  mcpb: {
    title: 'MCP Bundle manifest (MANIFEST.md)',
    url: 'https://github.com/modelcontextprotocol/mcpb/blob/main/MANIFEST.md',
  },
} satisfies Record<string, Link>;

/** The registry schema the registry currently publishes; older dates are accepted with a warning. */
export const CURRENT_SERVER_SCHEMA_DATE = '2025-12-11';
export const CURRENT_SERVER_SCHEMA_URL = `https://static.modelcontextprotocol.io/schemas/${CURRENT_SERVER_SCHEMA_DATE}/server.schema.json`;
export const OLDER_SERVER_SCHEMA_DATES = [
  '2025-10-17',
  '2025-10-11',
  '2025-09-29',
  '2025-09-16',
  '2025-07-09',
] as const;
