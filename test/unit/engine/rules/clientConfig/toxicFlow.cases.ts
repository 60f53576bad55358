// MCP725 (toxicFlow.ts, toxicFlowRoles.ts) beyond the well-known packages: roles read from the words of a server's
// name or package, from a remote server's host, and which servers the message names. The message layer pins who is
// named and why; the rule's first cases are in supplyChain.cases.ts.
import { CC, ms, VS, vs } from '../../../../helpers/configPaths';
import type { FindingTable } from '../../ruleCases';

const remote = (url: string) => ({ type: 'http', url });
const npx = (pkg: string) => ({ command: 'npx', args: ['-y', pkg] });

export const toxicFlowRoles: FindingTable = {
  title: 'MCP725: what each server can do, read from its words, its host or its package',
  only: ['MCP725'],
  path: CC,
  cases: [
    {
      title: 'a word of a name, a camel-case name, a word of the package',
      doc: ms({
        'web-fetch': remote('https://fetch.example.com/mcp'),
        teamFilesystem: remote('https://files.example.com/mcp'),
        notify: npx('@acme/sendgrid-mcp@1.0.0'),
      }),
      findings: ['MCP725 "mcpServers"'],
    },
    {
      title: 'a name of two words read as one (Web Search), a well-known package, a word of a PyPI package',
      doc: ms({
        'Web Search': remote('https://search.example.com/mcp'),
        db: npx('@modelcontextprotocol/server-postgres@0.6.2'),
        mailer: { command: 'uvx', args: ['smtp-relay-mcp@1.0.0'] },
      }),
      findings: ['MCP725 "mcpServers"'],
    },
    {
      title:
        "a known host in capitals after a blank, another over http; a name's word where the host is unknown; a url that is no URL",
      doc: ms({
        github: remote(' https://API.GitHubCopilot.com/mcp/'),
        notes: remote('http://mcp.notion.com/mcp'),
        'slack-bridge': remote('https://chat.example.com/mcp'),
        other: remote('${MCP_URL}'),
      }),
      findings: ['MCP725 "mcpServers"'],
    },
    {
      title:
        'an image under its registry prefix is the well-known image; an npm name in capitals is not the well-known package',
      doc: ms({
        pw: npx('@Playwright/mcp@0.0.83'),
        fs: { command: 'docker', args: ['run', '-i', '--rm', 'docker.io/mcp/filesystem:1.0'] },
        mail: npx('@acme/smtp-relay@1.0.0'),
      }),
      findings: ['MCP725 "mcpServers"'],
    },
    {
      title: 'of several servers holding private data, the first that makes the flow is named',
      path: VS,
      doc: vs({
        github: remote('https://api.githubcopilot.com/mcp/'),
        fs: npx('@modelcontextprotocol/server-filesystem@2025.8.21'),
        pg: npx('@modelcontextprotocol/server-postgres@0.6.2'),
      }),
      findings: ['MCP725 "servers"'],
    },
    {
      title: 'GitHub holds private repositories: with a search, it holds and sends',
      doc: ms({
        github: remote('https://api.githubcopilot.com/mcp/'),
        search: npx('tavily-mcp@0.2.22'),
      }),
      findings: ['MCP725 "mcpServers"'],
    },
    {
      title: 'a mail server reads, holds and sends: with a search, it holds and sends',
      doc: ms({ gmail: remote('https://mail.example.com/mcp'), search: npx('tavily-mcp@0.2.22') }),
      findings: ['MCP725 "mcpServers"'],
    },
    {
      title: 'a mail server reads, holds and sends: with a file server, it reads and sends',
      doc: ms({
        'Outlook Mail': remote('https://mail.example.com/mcp'),
        fs: npx('@modelcontextprotocol/server-filesystem@2025.8.21'),
      }),
      findings: ['MCP725 "mcpServers"'],
    },
    {
      title: 'a chat reads what others write; Supabase holds the project database',
      doc: ms({
        discord: remote('https://chat.example.com/mcp'),
        supabase: remote('https://mcp.supabase.com/mcp'),
        notify: npx('@acme/sendgrid-mcp@1.0.0'),
      }),
      findings: ['MCP725 "mcpServers"'],
    },
    {
      title: "a word that only contains a reader's word is no reader",
      doc: ms({
        fetcher: remote('https://a.example.com/mcp'),
        prefetch: remote('https://b.example.com/mcp'),
        fs: npx('@modelcontextprotocol/server-filesystem@2025.8.21'),
        notify: npx('@acme/sendgrid-mcp@1.0.0'),
      }),
      findings: [],
    },
    {
      title: "a word that only contains a private store's word is no store; a URL behind a variable is not its host's",
      doc: ms({
        postgresx: remote('https://a.example.com/mcp'),
        mypostgres: remote('https://b.example.com/mcp'),
        proxied: remote('${GATEWAY}/https://mcp.notion.com/mcp'),
        web: { command: 'uvx', args: ['mcp-server-fetch@2025.4.7'] },
      }),
      findings: [],
    },
    {
      title: "a word that only contains a mail or chat server's word is neither",
      doc: ms({
        gmailer: remote('https://a.example.com/mcp'),
        mygmail: remote('https://b.example.com/mcp'),
        slackish: remote('https://c.example.com/mcp'),
        myslack: remote('https://d.example.com/mcp'),
        fs: npx('@modelcontextprotocol/server-filesystem@2025.8.21'),
      }),
      findings: [],
    },
    {
      title: "a word that only contains a sender's word is no sender",
      doc: ms({
        search: npx('tavily-mcp@0.2.22'),
        fs: npx('@modelcontextprotocol/server-filesystem@2025.8.21'),
        smtpd: remote('https://a.example.com/mcp'),
        mysmtp: remote('https://b.example.com/mcp'),
      }),
      findings: [],
    },
  ],
};
