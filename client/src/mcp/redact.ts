import type { Logger } from './types';

/** What a secret is replaced with wherever it would be shown or written. */
export const MASK = '••••••';

/** Query keys whose values are credentials (`?key=…`, `api_key`, `access_token`, `sig`, `password`, …). */
const SECRET_KEY = /(^|[-_.])(key|apikey|token|secret|password|passwd|pwd|pass|auth|authorization|credentials?|sig|signature|session|sessionid|jwt|bearer)$|api[-_]?key|access[-_]?token|client[-_]?secret|private/i;
/** Headers whose values are credentials. */
const SECRET_HEADER = /^(authorization|proxy-authorization|cookie)$|key|token|secret|password|auth|session|signature/i;
/** Shorter values than this, found in a URL rather than given as a password, are left alone: masking them would blot out words. */
const MIN_FOUND_LENGTH = 4;

/**
 * The secrets a server URL carries: the userinfo password (or a token-long user name standing alone, as in
 * `https://TOKEN@host`), and the values of secret-looking query keys; each as written, as the URL parser writes it,
 * and decoded.
 */
export function secretsInUrl(text: string): string[] {
  const raw: string[] = [];
  // as written (also when it is not a valid URL, whose text an error may quote)…
  const userinfo = /^[a-z][a-z0-9+.-]*:\/\/([^/?#@]*)@/i.exec(text.trim())?.[1];
  if (userinfo) raw.push(userinfo.includes(':') ? userinfo.slice(userinfo.indexOf(':') + 1) : tokenLike(userinfo));
  const query = /\?([^#]*)/.exec(text)?.[1] ?? '';
  // …and as the URL parser normalises it (an error may quote `url.href`)
  let url: URL | undefined;
  try {
    url = new URL(text);
  } catch {
    // not a URL: what was written is all there is
  }
  if (url) raw.push(url.password || tokenLike(url.username));
  for (const q of [query, url?.search.slice(1) ?? '']) {
    for (const pair of q.split('&')) {
      const at = pair.indexOf('=');
      if (at > 0 && SECRET_KEY.test(safeDecode(pair.slice(0, at)))) raw.push(pair.slice(at + 1));
    }
  }
  const found = new Set<string>();
  for (const r of raw) for (const v of [r, safeDecode(r)]) if (v.length >= MIN_FOUND_LENGTH) found.add(v);
  return [...found];
}

/** A URL as it may be shown (a tooltip, a message): its credentials masked, `${input:…}` references left as written. */
export function maskUrl(url: string): string {
  return maskSecrets(url, secretsInUrl(url).filter((s) => !/^\$\{[^}]+\}$/.test(s)));
}

/** The secrets in HTTP headers: values of credential headers, and the credentials after an auth scheme (`Bearer …`). */
export function secretsInHeaders(headers: Readonly<Record<string, string>>): string[] {
  const found: string[] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (!SECRET_HEADER.test(name)) continue;
    const credentials = /^\s*\S+\s+(\S.*)$/.exec(value)?.[1];
    for (const v of [value.trim(), credentials?.trim()]) if (v && v.length >= MIN_FOUND_LENGTH) found.push(v);
  }
  return found;
}

/** A logger that masks the secrets `secrets` returns (asked at each line: they become known as servers start). */
export function redactingLogger(inner: Logger, secrets: () => Iterable<string>): Logger {
  const mask = (message: string) => maskSecrets(message, secrets());
  return {
    trace: (m) => inner.trace(mask(m)),
    debug: (m) => inner.debug(mask(m)),
    info: (m) => inner.info(mask(m)),
    warn: (m) => inner.warn(mask(m)),
    error: (m) => inner.error(mask(m)),
    traceEnabled: () => inner.traceEnabled?.() ?? true,
  };
}

/** `text` with every secret replaced by the mask; the longest first, so a secret inside another leaves no part. */
export function maskSecrets(text: string, secrets: Iterable<string>): string {
  let list: string[] | undefined;
  for (const s of secrets) if (s && text.includes(s)) (list ??= []).push(s);
  if (!list) return text;
  let out = text;
  for (const s of list.sort((a, b) => b.length - a.length)) out = out.split(s).join(MASK);
  return out;
}

/**
 * Masks secrets in an error, in place, so that whoever shows it (a state, a message, a log line) shows no secret:
 * its message and stack, and a server error's own words and data.
 */
export function maskError<E>(error: E, secrets: Iterable<string>): E {
  if (!(error instanceof Error)) return error;
  const list = [...secrets];
  if (!list.length) return error;
  error.message = maskSecrets(error.message, list);
  if (error.stack) error.stack = maskSecrets(error.stack, list);
  const fields = error as unknown as Record<string, unknown>;
  for (const key of ['serverMessage', 'detail']) {
    if (typeof fields[key] === 'string') fields[key] = maskSecrets(fields[key], list);
  }
  if (fields.data !== undefined) {
    const text = JSON.stringify(fields.data);
    const masked = text === undefined ? text : maskSecrets(text, list);
    if (masked !== text && masked !== undefined) fields.data = JSON.parse(masked);
  }
  return error;
}

/** A user name alone is a secret when it is long enough to be a token rather than a name. */
function tokenLike(username: string): string {
  return username.length >= 12 ? username : '';
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    return s;
  }
}
