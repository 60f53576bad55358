/**
 * What a configured server can do in a toxic flow (MCP725), read conservatively from what the entry runs: the roles
 * of a well-known package (wellKnownPackages.ts, each from the server's own documentation), of a well-known remote
 * endpoint, or of a few unambiguous words in the server's name or package. Anything else has no role: a flow is only
 * named when each of its three parts is plain.
 */
import type { ServerEntry } from '../../../../../common/config/clientConfig';
import { stringValue } from '../../../../../common/json/jsonNodes';
import { launchedPackage, ociShortName } from './launchedPackage';
import { wellKnownPackage, type FlowRole } from './wellKnownPackages';

/** Remote servers by host: each vendor's hosted MCP server, with the roles its documentation gives its tools. */
const REMOTE_ROLES: ReadonlyMap<string, readonly FlowRole[]> = new Map<string, readonly FlowRole[]>([
  // GitHub's remote server: issues and pull requests anyone can write; private repositories; it comments and pushes
  ['api.githubcopilot.com', ['untrusted', 'private', 'egress']],
  // the user's workspace pages and databases
  ['mcp.notion.com', ['private']],
  // the project's database
  ['mcp.supabase.com', ['private']],
]);

/**
 * Words that name a role on their own (whole words of the server's name or package): a web reader (`fetch`,
 * `browser`, a scraper or a web search), a store of the user's data (files, databases, drives, notes), a channel that
 * sends (mail, chat). Mail and chat readers also take in what others write.
 */
const KEYWORD_ROLES: readonly [RegExp, readonly FlowRole[]][] = [
  [/^(fetch|browser|playwright|puppeteer|firecrawl|scraper|crawler|websearch|tavily)$/, ['untrusted']],
  [/^(filesystem|postgres|postgresql|mysql|sqlite|mongodb|gdrive|onedrive|dropbox|obsidian)$/, ['private']],
  [/^(gmail|outlook|email|imap)$/, ['untrusted', 'private', 'egress']],
  [/^(slack|discord|telegram)$/, ['untrusted', 'egress']],
  [/^(smtp|sendgrid|twilio)$/, ['egress']],
];

export interface ServerRoles {
  readonly roles: ReadonlySet<FlowRole>;
  /** Why, for the message: the package, the host or the word that gave the roles. */
  readonly because: string;
}

export function serverRoles(entry: ServerEntry): ServerRoles | undefined {
  const pkg = launchedPackage(entry);
  if (pkg) {
    const known = wellKnownPackage(pkg.ecosystem, pkg.ecosystem === 'oci' ? ociShortName(pkg.name) : pkg.name);
    if (known) return known.roles?.length ? { roles: new Set(known.roles), because: known.name } : undefined;
  }
  const url = stringValue(entry.url)?.trim();
  const host = url && /^https?:\/\/([^/?#:]+)/i.exec(url)?.[1]!.toLowerCase();
  const remote = host && REMOTE_ROLES.get(host);
  if (remote) return { roles: new Set(remote), because: host! };
  // the words of the name and the package's (the name twice when nothing is launched), and the name as one word
  const words = `${entry.name} ${pkg?.name ?? entry.name}`
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]/)
    .concat(entry.name.toLowerCase().replace(/[^a-z0-9]/g, ''));
  const roles = new Set<FlowRole>();
  let because: string | undefined;
  for (const [re, given] of KEYWORD_ROLES) {
    const word = words.find((w) => re.test(w));
    if (!word) continue;
    because ??= `"${word}"`;
    for (const r of given) roles.add(r);
  }
  return because ? { roles, because } : undefined;
}
