import type { ClientConfigModel, ServerEntry } from '../../../../../common/config/clientConfig';
import { keyOf, properties, stringValue, valueOf } from '../../../../../common/json/jsonNodes';
import type { Rule } from '../../types';
import { rawSpanOf } from '../../util/jsonEdits';
import { allEntries, CLIENT_KINDS, configOf } from './configContext';
import { isPlaceholder, isSecretName, secretIn, soundsSecret } from './secretPatterns';

export const plainHttpCredentials: Rule = {
  meta: {
    code: 'MCP724',
    name: 'config-credentials-over-plain-http',
    severity: 'warning',
    summary:
      'A remote server is reached over plain `http://` on a host other than this machine, and the entry sends it a credential: an `Authorization` or other secret-named header, a header holding a token or a password input, or a secret in the URL.',
    why: 'Without TLS the credential crosses the network readable by anyone on the path (a shared Wi-Fi, a proxy, the hosting network) and can be replayed (OWASP MCP01, token exposure). MCPShield flags such endpoints. Local addresses (localhost, *.localhost, 127.0.0.0/8, ::1, 0.0.0.0) never leave the machine and are not reported.',
    fix: "Use the server's `https://` URL. If the server has none, put it behind a TLS proxy, or reach it through a tunnel to localhost.",
    example:
      '{ "mcpServers": { "api": { "type": "http", "url": "http://mcp.example.com/mcp", "headers": { "Authorization": "Bearer ${API_TOKEN}" } } } }',
    examplePath: '.mcp.json',
    kinds: CLIENT_KINDS,
  },
  check(ctx) {
    const model = configOf(ctx);
    for (const entry of allEntries(model)) {
      const url = stringValue(entry.url);
      if (entry.transport === 'stdio' || !url) continue;
      const host = plainHttpHost(url);
      if (host === undefined || isLocalHost(host)) continue;
      const sent = credentialsSent(model, entry, url);
      if (!sent.length) continue;
      const lead = url.length - url.trimStart().length;
      const scheme = rawSpanOf(ctx.doc.text, entry.url!, lead, lead + 'http://'.length);
      ctx.report(
        'MCP724',
        scheme ?? entry.url!,
        `Server "${entry.name}" sends ${sent.join(' and ')} to ${host} over plain http://: anyone on the network path can read and replay it. Use https://.`,
        scheme ? { fixes: [{ title: 'Use https://', edits: [{ ...scheme, newText: 'https://' }] }] } : {},
      );
    }
  },
};

/** The host of an `http://` URL, lower case; undefined for another scheme or a host written with a variable. */
export function plainHttpHost(url: string): string | undefined {
  const m = /^http:\/\/(?:[^/?#@]*@)?(\[[^\]]*\]|[^/?#:]*)/i.exec(url.trim());
  if (!m || !m[1] || /[${}%]/.test(m[1])) return undefined;
  return m[1].toLowerCase();
}

/** This machine: localhost and its subdomains, the IPv4 loopback range, the IPv6 loopback, and 0.0.0.0. */
export function isLocalHost(host: string): boolean {
  const h = host.replace(/\.$/, '');
  return (
    h === 'localhost' ||
    h.endsWith('.localhost') ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h) ||
    h === '[::1]' ||
    h === '[0:0:0:0:0:0:0:1]' ||
    h === '0.0.0.0'
  );
}

/** What the entry sends that is a credential, for the message (`the header "Authorization"`). */
function credentialsSent(model: ClientConfigModel, entry: ServerEntry, url: string): string[] {
  const passwords = new Set(model.inputs.filter((i) => i.password).map((i) => i.id));
  const sent: string[] = [];
  for (const p of properties(entry.headers)) {
    const name = keyOf(p);
    const value = stringValue(valueOf(p));
    // a blank value is an example to fill in (isPlaceholder), and neither an input nor a secret
    if (value === undefined) continue;
    const secretHeader = /^(proxy-)?authorization$/i.test(name) || isSecretName(name);
    const passwordInput = [...value.matchAll(/\$\{input:([^}]+)\}/g)].some((m) => passwords.has(m[1]!));
    // a reference is filled in before the request is sent, so the credential crosses the network all the same; VS Code
    // looks the id up as written (`${input: pw}` is no input), as the inputs rules do
    if ((secretHeader && !isBareExample(value)) || passwordInput || secretIn(value, name)) {
      sent.push(`the header "${name}"`);
    }
  }
  if (secretInQuery(url) || /^http:\/\/[^/?#@:]+:[^/?#@]+@/i.test(url.trim())) sent.push('a credential in its URL');
  return sent;
}

/** A header value that is only an example to replace (`<token>`, `YOUR_API_KEY`), but not a reference. */
function isBareExample(value: string): boolean {
  return !value.includes('${') && isPlaceholder(value.replace(/^\s*(bearer|basic|token)\s/i, ''));
}

function secretInQuery(url: string): boolean {
  for (const m of url.matchAll(/[?&]([^=&#?]+)=([^&#]*)/g)) {
    if (m[2] && (soundsSecret(m[1]!) || secretIn(m[2], m[1]))) return true;
  }
  return false;
}
