import type { Logger, ServerLaunch } from './types';

/** What a secret is replaced with wherever it would be shown or written. */
export const MASK = '••••••';

/** Query keys whose values are credentials (`?key=…`, `api_key`, `access_token`, `sig`, `password`, …). */
const SECRET_KEY =
  /(^|[-_.])(key|apikey|token|secret|password|passwd|pwd|pass|auth|authorization|credentials?|sig|signature|session|sessionid|jwt|bearer)$|api[-_]?key|access[-_]?token|client[-_]?secret|private/i;
/** Headers whose values are credentials. */
const SECRET_HEADER =
  /^(authorization|proxy-authorization|cookie|set-cookie|dpop)$|key|token|secret|password|auth|session|signature/i;
/** Fields of OAuth requests and answers (bodies, redirect queries) whose values are credentials. */
const OAUTH_SECRET_FIELD =
  /^(access_token|refresh_token|id_token|client_secret|code|code_verifier|registration_access_token|assertion|client_assertion|token|subject_token)$/;
/** Values this short, found in a URL rather than given as a password, are left alone: masking would blot out words. */
const MIN_FOUND_LENGTH = 4;

/**
 * The secrets a server URL carries (the userinfo password or a lone token-long user name, and secret-looking query
 * values), each as written, as the URL parser writes it, and decoded.
 */
export function secretsInUrl(text: string): string[] {
  const raw: string[] = [];
  // as written (also when it is not a valid URL, even without its scheme, whose text an error may quote)…
  const userinfo = /^(?:[a-z][a-z0-9+.-]*:\/\/)?([^/?#@]*)@/i.exec(text.trim())?.[1];
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
  return maskSecrets(
    url,
    secretsInUrl(url).filter((s) => !/^\$\{[^}]+\}$/.test(s)),
  );
}

/** The secrets a launch carries in its URL and headers (none for stdio, whose secrets are its inputs). */
export function secretsInLaunch(launch: ServerLaunch): string[] {
  return launch.transport === 'stdio' ? [] : [...secretsInUrl(launch.url), ...secretsInHeaders(launch.headers)];
}

/** The secrets in HTTP headers: values of credential headers, and the credentials after an auth scheme (`Bearer …`). */
export function secretsInHeaders(headers: Readonly<Record<string, string>>): string[] {
  const found: string[] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (!isSecretHeader(name)) continue;
    const credentials = /^\s*\S+\s+(\S.*)$/.exec(value)?.[1];
    for (const v of [value.trim(), credentials?.trim()]) if (v && v.length >= MIN_FOUND_LENGTH) found.push(v);
  }
  return found;
}

/** Whether an HTTP header's value is a credential (by its name). */
export function isSecretHeader(name: string): boolean {
  return SECRET_HEADER.test(name);
}

/** HTTP headers as they may be shown: credential headers masked, keeping their scheme (`Bearer ••••••`). */
export function maskHeaders(headers: Readonly<Record<string, string>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) out[name] = isSecretHeader(name) ? maskCredential(value) : value;
  return out;
}

/** A credential header's value masked, keeping the scheme when it is one of the usual ones. */
function maskCredential(value: string): string {
  const scheme = /^(\S+)\s+\S/.exec(value)?.[1];
  return scheme && /^(bearer|basic|dpop)$/i.test(scheme) ? `${scheme} ${MASK}` : MASK;
}

/** The values of an OAuth form or JSON body's credential fields (a token answer, a token or refresh request). */
export function secretsInBody(body: string): string[] {
  const found: string[] = [];
  const keep = (key: string, value: unknown) => {
    if (OAUTH_SECRET_FIELD.test(key) && typeof value === 'string' && value.length >= MIN_FOUND_LENGTH) {
      found.push(value);
    }
  };
  const trimmed = body.trimStart();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    try {
      JSON.parse(body, (key, value: unknown) => (keep(key, value), value));
    } catch {
      for (const m of body.matchAll(/"(\w+)"\s*:\s*"([^"\\]*)"/g)) keep(m[1]!, m[2]);
    }
  } else if (/^[\w.~%+-]+=/.test(trimmed)) {
    for (const [key, value] of new URLSearchParams(trimmed)) keep(key, value);
  }
  return found;
}

/** A form or JSON body with its credential fields masked. */
export function maskBody(body: string): string {
  const trimmed = body.trimStart();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    try {
      return JSON.stringify(
        JSON.parse(body, (key, value: unknown) =>
          OAUTH_SECRET_FIELD.test(key) && typeof value === 'string' ? MASK : value,
        ),
        null,
        2,
      );
    } catch {
      return body.replace(
        /("(?:access_token|refresh_token|id_token|client_secret|code_verifier)"\s*:\s*")[^"]*"/g,
        `$1${MASK}"`,
      );
    }
  }
  if (/^[\w.~%+-]+=/.test(trimmed)) {
    return body
      .split('&')
      .map((pair) => {
        const at = pair.indexOf('=');
        return at > 0 && OAUTH_SECRET_FIELD.test(safeDecode(pair.slice(0, at))) ? `${pair.slice(0, at)}=${MASK}` : pair;
      })
      .join('&');
  }
  return body;
}

/** The OAuth credentials of a URL's query (an authorization redirect carries the code). */
export function oauthSecretsInUrl(url: URL): string[] {
  return [...url.searchParams]
    .filter(([k, v]) => OAUTH_SECRET_FIELD.test(k) && v.length >= MIN_FOUND_LENGTH)
    .map(([, v]) => v);
}

/** A URL of an OAuth flow as it may be shown: its OAuth credential parameters and its own credentials masked. */
export function maskUrlParams(url: URL): string {
  const copy = new URL(url.href);
  for (const key of [...copy.searchParams.keys()]) if (OAUTH_SECRET_FIELD.test(key)) copy.searchParams.set(key, MASK);
  return maskUrl(copy.href);
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

/**
 * `text` with every secret replaced by the mask; the longest first, so a secret inside another leaves no part. Text
 * may quote JSON (an HTTP body, a line on stdout), where a secret is written escaped: those forms are masked too.
 */
export function maskSecrets(text: string, secrets: Iterable<string>): string {
  let list: string[] | undefined;
  for (const s of secrets) if (s) for (const form of writtenForms(s)) if (text.includes(form)) (list ??= []).push(form);
  if (!list) return text;
  let out = text;
  for (const s of list.sort((a, b) => b.length - a.length)) out = out.split(s).join(MASK);
  return out;
}

/**
 * A secret as text may hold it: as it is, as JSON writes it in a string, with non-ASCII as `\uXXXX` (Python's
 * json.dumps), and percent-encoded (a URL that carries another URL in its query, as OAuth's `resource` does).
 */
function writtenForms(secret: string): string[] {
  const json = JSON.stringify(secret).slice(1, -1);
  const encoded = safeEncode(secret);
  if (json === secret && encoded === secret && /^[\x20-\x7e]*$/.test(secret)) return [secret];
  const ascii = (hex: (code: number) => string) =>
    json.replace(/[^\x20-\x7e]/g, (c) => `\\u${hex(c.charCodeAt(0)).padStart(4, '0')}`);
  return [
    ...new Set([secret, json, ascii((c) => c.toString(16)), ascii((c) => c.toString(16).toUpperCase()), encoded]),
  ];
}

/**
 * `value` (JSON data) with every secret masked in its strings and keys, read as values since the JSON text writes a
 * secret with `"` or `\` differently. What holds a secret is copied, the rest shared; any depth is fine.
 */
export function maskValue<T>(value: T, secrets: Iterable<string>): T {
  const list = [...secrets].filter(Boolean);
  if (!list.length) return value;
  const maskText = (s: string) => maskSecrets(s, list);
  if (typeof value === 'string') return maskText(value) as T;
  if (value === null || typeof value !== 'object') return value;
  interface Frame {
    readonly source: Record<string, unknown> | unknown[];
    readonly keys: string[];
    readonly outKeys: string[];
    readonly outValues: unknown[];
    index: number;
    changed: boolean;
  }
  const seen = new WeakSet<object>([value]);
  const frame = (source: object): Frame => ({
    source: source as Frame['source'],
    keys: Object.keys(source),
    outKeys: [],
    outValues: [],
    index: 0,
    changed: false,
  });
  const stack: Frame[] = [frame(value)];
  const put = (f: Frame, v: unknown) => {
    const key = f.keys[f.index]!;
    const outKey = Array.isArray(f.source) ? key : maskText(key);
    f.outKeys.push(outKey);
    f.outValues.push(v);
    f.changed ||= outKey !== key || v !== (f.source as Record<string, unknown>)[key];
    f.index++;
  };
  const rebuilt = (f: Frame) =>
    Array.isArray(f.source) ? f.outValues : Object.fromEntries(f.outKeys.map((k, i) => [k, f.outValues[i]]));
  let result: unknown = value;
  while (stack.length) {
    const f = stack[stack.length - 1]!;
    if (f.index < f.keys.length) {
      const child = (f.source as Record<string, unknown>)[f.keys[f.index]!];
      if (typeof child === 'string') put(f, maskText(child));
      // a value met twice (not possible in parsed JSON) is left as it is rather than walked forever
      else if (child !== null && typeof child === 'object' && !seen.has(child)) {
        seen.add(child);
        stack.push(frame(child));
      } else put(f, child);
      continue;
    }
    stack.pop();
    const built = f.changed ? rebuilt(f) : f.source;
    if (stack.length) put(stack[stack.length - 1]!, built);
    else result = built;
  }
  return result as T;
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
  if (fields.data !== undefined) fields.data = maskValue(fields.data, list);
  return error;
}

/** A user name alone is a secret when it is long enough to be a token rather than a name. */
function tokenLike(username: string): string {
  return username.length >= 12 ? username : '';
}

function safeEncode(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    return s; // a lone surrogate
  }
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    return s;
  }
}
