/**
 * What a secret pasted into a configuration looks like. Pure string checks, so every dialect (and the
 * hover that explains a finding) uses the same judgement. A finding never carries the secret itself.
 */

/** Token formats that are secrets wherever they appear. */
const KNOWN_SHAPES: readonly [RegExp, string][] = [
  [/sk-ant-[A-Za-z0-9_-]{20,}/, 'an Anthropic API key'],
  [/sk-(?:proj-|svcacct-)?[A-Za-z0-9_-]{20,}/, 'an OpenAI-style API key'],
  [/github_pat_[A-Za-z0-9_]{30,}/, 'a GitHub fine-grained token'],
  [/gh[pousr]_[A-Za-z0-9]{30,}/, 'a GitHub token'],
  [/xox[abposr]-[A-Za-z0-9-]{10,}/, 'a Slack token'],
  [/\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/, 'an AWS access key id'],
  [/AIza[0-9A-Za-z_-]{35}/, 'a Google API key'],
  [/glpat-[A-Za-z0-9_-]{20,}/, 'a GitLab token'],
  [/sbp_[A-Za-z0-9]{20,}/, 'a Supabase access token'],
  [/figd_[A-Za-z0-9_-]{20,}/, 'a Figma token'],
  [/npm_[A-Za-z0-9]{30,}/, 'an npm token'],
  [/hf_[A-Za-z0-9]{30,}/, 'a Hugging Face token'],
  [/(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{20,}/, 'a Stripe secret key'],
  [/lin_api_[A-Za-z0-9]{20,}/, 'a Linear API key'],
  [/pplx-[A-Za-z0-9]{20,}/, 'a Perplexity API key'],
  [/xai-[A-Za-z0-9]{20,}/, 'an xAI API key'],
  [/gsk_[A-Za-z0-9]{20,}/, 'a Groq API key'],
  [/ntn_[A-Za-z0-9]{30,}/, 'a Notion token'],
  [/SG\.[A-Za-z0-9_-]{16,}\.[A-Za-z0-9_-]{16,}/, 'a SendGrid API key'],
  [/dop_v1_[a-f0-9]{40,}/, 'a DigitalOcean token'],
  [/shp(?:at|ss|ca)_[a-fA-F0-9]{32}/, 'a Shopify token'],
  [/eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/, 'a JSON Web Token'],
  [/-----BEGIN [A-Z ]*PRIVATE KEY-----/, 'a private key'],
];

/** A token starts at a word boundary: "disk-…" or "task-…" never starts an "sk-" key. */
const BOUNDED_SHAPES: readonly [RegExp, string][] = KNOWN_SHAPES.map(([re, what]) => [
  new RegExp(`(?<![A-Za-z0-9])(?:${re.source})`),
  what,
]);

/** Words that make a name (env variable, header, flag, input id) hold a secret. */
const SECRET_NAME =
  /(^|_)(api_?key|token|secret|password|passwd|pwd|access_?key|private_?key|auth_?key|credentials?|session_?key|signing_?key|client_?secret|pat)(_|$)/;
/** Names that contain a secret word but hold something else (TOKEN_URL, SECRET_PATH, CLIENT_ID…). */
const NOT_A_SECRET_NAME =
  /(^|_)(url|uri|path|file|dir|directory|host|endpoint|id|name|type|mode|limit|count|expiry|expires|ttl|length|size|format|header|env|enabled|disabled)(_|$)/;

/**
 * `PLAYWRIGHT_MCP_EXTENSION_TOKEN`, `x-api-key`, `apiKey`, `--access-token` → snake case words. A leading or trailing
 * "_" (from "--access-token") is left: the name patterns take "_" where they take the start or the end.
 */
function words(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_');
}

export function isSecretName(name: string): boolean {
  const w = words(name);
  return SECRET_NAME.test(w) && !NOT_A_SECRET_NAME.test(w);
}

/** Secret-looking for an input's id or description, in prose as well as in names. */
export function soundsSecret(text: string): boolean {
  return (
    isSecretName(text) ||
    /\b(token|secret|password|passphrase|api[ -]?key|access[ -]?key|private[ -]?key|credentials?|personal access)\b/i.test(
      text,
    )
  );
}

/** Values that stand for a secret without being one: references, `<your-key>`, YOUR_API_KEY, xxx, redaction marks. */
export function isPlaceholder(value: string): boolean {
  const v = value.trim();
  if (v === '' || v.includes('${') || v.startsWith('$') || (v.startsWith('%') && v.endsWith('%'))) return true;
  if (/^(<.*>|\[.*\]|\{.*\}|\(.*\))$/.test(v)) return true;
  if (/^[x*.#_-]+$/i.test(v) || /(x{4,}|\*{3,}|\.{3})/i.test(v)) return true;
  return /(your|my)[-_ ]?[a-z_-]*?(key|token|secret|password|pat|id)|placeholder|change[-_ ]?me|replace[-_ ]?(me|with)|example|dummy|redacted|insert[-_ ]|enter[-_ ]|^todo|^tbd|^none$|^null$|^test$/i.test(
    v,
  );
}

function looksLikePathOrUrl(v: string): boolean {
  return /^(https?:|file:|\/|~|\.{1,2}[\\/]|[A-Za-z]:[\\/])/.test(v);
}

export interface SecretMatch {
  /** What it looks like, for the message ("a GitHub token"). */
  readonly what: string;
  /** The secret's span inside the value. */
  readonly start: number;
  readonly end: number;
}

/** A known token format anywhere in the value (e.g. inside `--api-key=figd_…`). */
export function knownSecretIn(value: string): SecretMatch | undefined {
  for (const [re, what] of BOUNDED_SHAPES) {
    const m = re.exec(value);
    if (!m) continue;
    const found = m[0];
    // real tokens carry digits; "sk-sensitive-data-in-logs" is a word that happens to start like one
    if (isPlaceholder(found) || (!/\d/.test(found) && !found.startsWith('-----'))) continue;
    return { what, start: m.index, end: m.index + found.length };
  }
  return undefined;
}

/** Shannon entropy in bits per character. */
function entropy(s: string): number {
  const counts = new Map<string, number>();
  for (const ch of s) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let h = 0;
  for (const n of counts.values()) {
    const p = n / s.length;
    h -= p * Math.log2(p);
  }
  return h;
}

/**
 * The value of a secret-named setting, when it is a literal credential: long, one token, not a placeholder,
 * not a path or URL, and not plain words ("oauth-client-credentials").
 */
export function literalSecretValue(value: string): boolean {
  const v = value.trim();
  if (v.length < 16 || /\s/.test(v) || isPlaceholder(v) || looksLikePathOrUrl(v)) return false;
  if (!/^[A-Za-z0-9_\-.+/=:~]+$/.test(v)) return false;
  const letters = /[A-Za-z]/.test(v);
  const digits = /\d/.test(v);
  if (letters && digits) return true;
  return letters && /[a-z]/.test(v) && /[A-Z]/.test(v) && v.length >= 20 && entropy(v) >= 3.5;
}

/**
 * A secret in a value under `name` (an env variable, a header, a flag), or anywhere for known formats.
 * `Authorization: Bearer …` and `Basic …` report the credential part.
 */
export function secretIn(value: string, name?: string): SecretMatch | undefined {
  const known = knownSecretIn(value);
  if (known) return known;
  if (name && /^(authorization|proxy-authorization)$/i.test(name)) {
    const m = /^(\s*(?:bearer|basic|token)\s+)(\S+)\s*$/i.exec(value);
    if (m && !isPlaceholder(m[2]!) && m[2]!.length >= 8) {
      return {
        what: `a ${m[1]!.trim().toLowerCase()} credential`,
        start: m[1]!.length,
        end: m[1]!.length + m[2]!.length,
      };
    }
    return undefined;
  }
  if (name && isSecretName(name) && literalSecretValue(value)) {
    const lead = value.length - value.trimStart().length;
    return { what: 'a literal credential', start: lead, end: lead + value.trim().length };
  }
  return undefined;
}

/** A secret in one command-line argument: `--api-key=…`, `NAME=…` (docker -e), or a known token format. */
export function secretInArgument(arg: string, previous?: string): SecretMatch | undefined {
  const known = knownSecretIn(arg);
  if (known) return known;
  const assign = /^(-{0,2}[A-Za-z_][\w.-]*)=(.*)/s.exec(arg);
  if (assign) {
    const inner = secretIn(assign[2]!, assign[1]!);
    return inner
      ? { what: inner.what, start: assign[1]!.length + 1 + inner.start, end: assign[1]!.length + 1 + inner.end }
      : undefined;
  }
  if (previous && /^-{1,2}[A-Za-z]/.test(previous) && !arg.startsWith('-')) return secretIn(arg, previous);
  return undefined;
}
