// The well-known packages (wellKnownPackages.ts): a one-letter slip in each one's name is a typosquat of it (MCP722),
// and each role the documentation gives a package shows in the toxic flow of a configuration that runs it (MCP725).
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { CC, ms } from '../../../../helpers/configPaths';
import { findingLines, messagesOf } from '../../../../helpers/findings';
import {
  WELL_KNOWN_PACKAGES,
  type FlowRole,
  type WellKnownPackage,
} from '../../../../../server/src/engine/rules/clientConfig/wellKnownPackages';

/** A server entry that runs `name` from the package's registry. */
function runs(p: WellKnownPackage, name = p.name): object {
  if (p.ecosystem === 'npm') return { command: 'npx', args: ['-y', name] };
  if (p.ecosystem === 'pypi') return { command: 'uvx', args: [name] };
  return { command: 'docker', args: ['run', '-i', '--rm', name] };
}

/** The name with its second character doubled: one edit away, and under another scope or namespace when it has one. */
const slip = (name: string) => name.slice(0, 2) + name.slice(1);

/** A server that has only this role, by a word of its name, and what the toxic flow's message says of it. */
const ROLE: Record<FlowRole, { server: string; says: string }> = {
  untrusted: { server: 'fetch', says: 'reads content others write' },
  private: { server: 'postgres', says: 'holds private data' },
  egress: { server: 'smtp', says: 'can send data out' },
};

/** The packages that have roles, as their documentation gives them; every other well-known package has none. */
const ROLES_OF: Record<string, readonly FlowRole[]> = {
  '@modelcontextprotocol/server-filesystem': ['private'],
  '@modelcontextprotocol/server-github': ['untrusted', 'private', 'egress'],
  '@modelcontextprotocol/server-gitlab': ['untrusted', 'private', 'egress'],
  '@modelcontextprotocol/server-brave-search': ['untrusted'],
  '@modelcontextprotocol/server-puppeteer': ['untrusted', 'egress'],
  '@modelcontextprotocol/server-slack': ['untrusted', 'private', 'egress'],
  '@modelcontextprotocol/server-gdrive': ['private'],
  '@modelcontextprotocol/server-postgres': ['private'],
  '@modelcontextprotocol/server-redis': ['private'],
  '@modelcontextprotocol/server-aws-kb-retrieval': ['private'],
  'mcp-server-fetch': ['untrusted', 'egress'],
  'mcp-server-git': ['private'],
  'mcp-server-sqlite': ['private'],
  'mcp-server-sentry': ['untrusted'],
  'mcp/fetch': ['untrusted', 'egress'],
  'mcp/filesystem': ['private'],
  'mcp/git': ['private'],
  'mcp/github': ['untrusted', 'private', 'egress'],
  'mcp/postgres': ['private'],
  'mcp/sqlite': ['private'],
  'mcp/puppeteer': ['untrusted', 'egress'],
  'mcp/slack': ['untrusted', 'private', 'egress'],
  'mcp/brave-search': ['untrusted'],
  '@modelcontextprotocol/server-pdf': ['private'],
  '@brave/brave-search-mcp-server': ['untrusted'],
  '@cocal/google-calendar-mcp': ['private'],
  '@hubspot/mcp-server': ['private'],
  '@notionhq/notion-mcp-server': ['private'],
  '@perplexity-ai/mcp-server': ['untrusted'],
  '@playwright/mcp': ['untrusted', 'egress'],
  '@zereight/mcp-gitlab': ['untrusted', 'private', 'egress'],
  'chrome-devtools-mcp': ['untrusted', 'egress'],
  'exa-mcp-server': ['untrusted'],
  'firecrawl-mcp': ['untrusted'],
  'mongodb-mcp-server': ['private'],
  'tavily-mcp': ['untrusted'],
  '@supabase/mcp-server-supabase': ['private'],
  'ghcr.io/github/github-mcp-server': ['untrusted', 'private', 'egress'],
};

describe('well-known packages', () => {
  describe('a slip in the name of each is a typosquat of it', () => {
    for (const p of WELL_KNOWN_PACKAGES) {
      it(`${p.ecosystem} ${p.name}`, () => {
        const doc = ms({ slip: runs(p, slip(p.name)) });
        assert.deepEqual(findingLines(CC, doc, { only: ['MCP722'] }), [`MCP722 ${slip(p.name)} ⇒ ${p.name}`]);
      });
    }
  });

  it('no other well-known package has a role', () => {
    const withRoles = WELL_KNOWN_PACKAGES.filter((p) => p.roles?.length).map((p) => p.name);
    assert.deepEqual(withRoles.sort(), Object.keys(ROLES_OF).sort());
  });

  describe('each role the list gives shows in a toxic flow, beside servers that have the other two', () => {
    for (const [name, roles] of Object.entries(ROLES_OF)) {
      it(`${name}: ${roles.join(', ')}`, () => {
        const p = WELL_KNOWN_PACKAGES.find((x) => x.name === name)!;
        assert.deepEqual(p.roles, roles);
        for (const role of roles) {
          const others = (Object.keys(ROLE) as FlowRole[]).filter((r) => r !== role);
          const doc = ms({
            known: runs(p),
            ...Object.fromEntries(others.map((r) => [ROLE[r].server, { command: 'node', args: ['server.js'] }])),
          });
          const [flow] = messagesOf(doc, { path: CC, only: ['MCP725'] });
          assert.ok(flow?.message.includes(`"known" (${p.name}) ${ROLE[role].says}`), flow?.message ?? 'no flow');
        }
      });
    }
  });
});
