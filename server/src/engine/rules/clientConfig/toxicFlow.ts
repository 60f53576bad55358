import type { ServerEntry } from '../../../../../common/config/clientConfig';
import { keyNode } from '../../../../../common/json/jsonNodes';
import type { Rule } from '../../types';
import { allEntries, CLIENT_KINDS, configOf } from './configContext';
import { serverRoles, type ServerRoles } from './toxicFlowRoles';
import type { FlowRole } from './wellKnownPackages';

const ROLES: readonly FlowRole[] = ['untrusted', 'private', 'egress'];

export const toxicFlow: Rule = {
  meta: {
    code: 'MCP725',
    name: 'config-toxic-flow',
    severity: 'info',
    summary:
      'Across one configuration, a server that reads untrusted content (web pages, issues, mail), one that holds private data (files, databases, drives) and one that can send data out (HTTP, messages, pushes): the three parts of a toxic flow, named by server. Said only when the three are spread over at least two servers.',
    why: "A model that reads text an attacker wrote can be steered by it (prompt injection): with a second server holding private data and a way out, one poisoned page or issue is enough to read your files and send them away (OWASP MCP06, intent flow subversion; Snyk agent-scan's toxic-flow labels). No single server is at fault, so no server-level check sees it.",
    fix: 'Keep untrusted readers and private data apart (separate configurations or profiles), confirm each tool call instead of auto-approving, and limit what the private server can reach (a narrower folder, a read-only database user). Turn the finding off with `mcpLens.rules` once the combination is intended.',
    example:
      '{ "mcpServers": { "web": { "command": "uvx", "args": ["mcp-server-fetch@2025.4.7"] }, "files": { "command": "npx", "args": ["-y", "@modelcontextprotocol/server-filesystem@2025.8.21", "/home/me"] } } }',
    examplePath: '.mcp.json',
    kinds: CLIENT_KINDS,
  },
  check(ctx) {
    const model = configOf(ctx);
    const classified: [ServerEntry, ServerRoles][] = [];
    for (const entry of allEntries(model)) {
      const roles = serverRoles(entry);
      if (roles) classified.push([entry, roles]);
    }
    const flow = spreadFlow(classified);
    const at = model.serversProperty ?? model.otherServersProperty;
    if (!flow || !at) return;
    const [reader, holder, sender] = flow.map(([e, r]) => `"${e.name}" (${r.because})`);
    ctx.report(
      'MCP725',
      keyNode(at),
      `Toxic flow: ${reader} reads content others write, ${holder} holds private data, and ${sender} can send data out. Text injected into what the first reads can make the model read private data and send it away; confirm tool calls rather than auto-approving them, or keep these servers apart.`,
    );
  },
};

/**
 * One server per role, over as many distinct servers as can be had (at least two): the first such choice in the order
 * of the configuration. Undefined when the roles are not all there, or only one server has them all (that server's own
 * tools, not a flow across the configuration). Three distinct servers, when there are, come within the first few of
 * each list, so a configuration of hundreds of servers stays cheap.
 */
function spreadFlow(servers: readonly [ServerEntry, ServerRoles][]): [ServerEntry, ServerRoles][] | undefined {
  const [readers, holders, senders] = ROLES.map((r) => servers.filter(([, s]) => s.roles.has(r)));
  let two: [ServerEntry, ServerRoles][] | undefined;
  for (const a of readers!) {
    for (const b of holders!) {
      for (const c of senders!) {
        const distinct = new Set([a[0], b[0], c[0]]).size;
        if (distinct === 3) return [a, b, c];
        if (distinct === 2) two ??= [a, b, c];
      }
    }
  }
  return two;
}
