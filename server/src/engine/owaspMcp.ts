/**
 * The OWASP MCP Top 10 (2025, v0.1 beta) category each security rule belongs to, shown in docs/rules.md and carried as
 * a tag by every SARIF result of the rule. The list: OWASP/www-project-mcp-top-10, `tab_top10.md`
 * (https://owasp.org/www-project-mcp-top-10/). Only rules whose category is plain are mapped.
 */
export interface OwaspMcpCategory {
  /** `MCP01:2025` */
  readonly id: string;
  readonly title: string;
}

const CATEGORIES = {
  MCP01: { id: 'MCP01:2025', title: 'Token Mismanagement & Secret Exposure' },
  MCP03: { id: 'MCP03:2025', title: 'Tool Poisoning' },
  MCP04: { id: 'MCP04:2025', title: 'Software Supply Chain Attacks & Dependency Tampering' },
  MCP06: { id: 'MCP06:2025', title: 'Intent Flow Subversion' },
} as const satisfies Record<string, OwaspMcpCategory>;

const BY_RULE: ReadonlyMap<string, OwaspMcpCategory> = new Map<string, OwaspMcpCategory>([
  // secrets: a header that mirrors a secret parameter, a secret input that is not a password, a secret in plain
  // text, a credential sent over plain http
  ['MCP112', CATEGORIES.MCP01],
  ['MCP708', CATEGORIES.MCP01],
  ['MCP713', CATEGORIES.MCP01],
  ['MCP724', CATEGORIES.MCP01],
  // description hygiene: hidden characters, instructions to the model, requests for secrets, references to other
  // tools, encoded blobs
  ['MCP601', CATEGORIES.MCP03],
  ['MCP602', CATEGORIES.MCP03],
  ['MCP603', CATEGORIES.MCP03],
  ['MCP604', CATEGORIES.MCP03],
  ['MCP605', CATEGORIES.MCP03],
  // packages: typosquats and unpinned versions
  ['MCP722', CATEGORIES.MCP04],
  ['MCP723', CATEGORIES.MCP04],
  // untrusted content steering a model that holds private data and a way out
  ['MCP725', CATEGORIES.MCP06],
]);

export function owaspMcpCategory(code: string): OwaspMcpCategory | undefined {
  return BY_RULE.get(code);
}

/** The SARIF tags of a rule's category: `security` (what code scanning looks for) and `OWASP-MCP04:2025`. */
export function owaspMcpTags(code: string): string[] {
  const c = BY_RULE.get(code);
  return c ? ['security', `OWASP-${c.id}`] : [];
}
