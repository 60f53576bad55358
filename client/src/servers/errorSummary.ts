import { capitalize } from '../../../common/text/capitalize';

/**
 * A failed server's error message cut into what a narrow tree row has room for: a few telling words, one sentence of
 * what happened, and the server's own line. Only the state's message is read, so what it masked stays masked.
 */
export interface ErrorSummary {
  /** A few words, most telling first: "NOTES_API_KEY is not set", "HTTP 401 Unauthorized", "connection refused". */
  readonly short: string;
  /** What happened, in one short sentence. */
  readonly detail: string;
  /** The server's own words, when the message quotes them. */
  readonly said?: { readonly where: 'stderr' | 'stdout' | 'HTTP body'; readonly text: string };
}

/** Longest `short`: a side bar is narrow, and the tooltip has the rest. */
const SHORT_MAX = 60;

export function errorSummary(message: string): ErrorSummary {
  const text = message.trim();
  const only = ONLY_NON_PROTOCOL.exec(text);
  if (only) return withoutJsonRpc(summaryOf(text.slice(0, only.index)), JSON.parse(only[1]!) as string);
  return summaryOf(text);
}

function summaryOf(text: string): ErrorSummary {
  return (
    timeout(text) ??
    exited(text) ??
    stdoutNeverJsonRpc(text) ??
    stdoutFlood(text) ??
    command(text) ??
    workingDirectory(text) ??
    httpConnect(text) ??
    badUrl(text) ??
    streamClosed(text) ??
    closed(text) ??
    eraMismatch(text) ??
    fallback(text)
  );
}

function timeout(text: string): ErrorSummary | undefined {
  const m = /^The server did not answer initialize within (.+?)\.?$/.exec(text);
  if (!m) return undefined;
  return {
    short: `no answer to initialize in ${m[1]}`,
    detail: `It did not answer initialize within ${m[1]}, so it was stopped.`,
  };
}

/** "The server exited with code 1 (stderr: …) before it finished initializing", or "was killed by SIGKILL". */
function exited(text: string): ErrorSummary | undefined {
  const m =
    /^The server (exited with code -?\d+|was killed by \S+?)(?: \(stderr: ([\s\S]*)\))?( before it finished initializing| right after initializing)?$/.exec(
      text,
    );
  if (!m) return undefined;
  const how = m[1]!.replace(/^was /, '');
  const stderr = m[2]?.trim();
  // a start failure says when; without that, it ended while running (serverConnection's onClosed)
  const when = m[3] === ' before it finished initializing' ? ' while starting' : (m[3] ?? ' while running');
  const reason = stderr ? withoutErrorPrefix(stderr) : '';
  return {
    short: reason ? clip(reason) : how,
    detail: `${capitalize(how)}${when}.`,
    ...(stderr ? { said: { where: 'stderr' as const, text: stderr } } : {}),
  };
}

const QUOTED = String.raw`"(?:[^"\\]|\\.)*"`;
/** The tail of a stdio start failure when the server wrote text to stdout but no JSON-RPC message. */
const ONLY_NON_PROTOCOL = new RegExp(`; it wrote no JSON-RPC message to stdout, only: (${QUOTED})(?:, ${QUOTED})*$`);

/** A start that failed without a JSON-RPC message, with text on stdout instead: that text is why, most likely. */
function withoutJsonRpc(base: ErrorSummary, firstLine: string): ErrorSummary {
  const said = { where: 'stdout' as const, text: firstLine };
  if (base.detail.endsWith(', so it was stopped.')) {
    return {
      short: 'no JSON-RPC on stdout',
      detail: base.detail.replace(
        /, so it was stopped\.$/,
        ', and wrote no JSON-RPC message to stdout, so it was stopped.',
      ),
      said,
    };
  }
  return {
    short: base.said ? base.short : 'no JSON-RPC on stdout',
    detail: base.detail.replace(/\.$/, ', without a JSON-RPC message on stdout.'),
    said: base.said ?? said,
  };
}

/** "The server wrote 100 lines to stdout and none was a JSON-RPC message: "…", …" (stdioTransport). */
function stdoutNeverJsonRpc(text: string): ErrorSummary | undefined {
  const m = new RegExp(`^The server wrote (\\d+) lines to stdout and none was a JSON-RPC message: (${QUOTED})`).exec(
    text,
  );
  if (!m) return undefined;
  let line = m[2]!;
  try {
    line = JSON.parse(line) as string;
  } catch {
    // kept quoted as sent
  }
  return {
    short: 'no JSON-RPC on stdout',
    detail: `It wrote ${m[1]} lines to stdout and none was a JSON-RPC message, so it was stopped.`,
    said: { where: 'stdout', text: line },
  };
}

function stdoutFlood(text: string): ErrorSummary | undefined {
  const m = /^The server wrote more than (.+?) to stdout without a line break/.exec(text);
  if (!m) return undefined;
  return {
    short: `over ${m[1]} on stdout without a line break`,
    detail: `It wrote more than ${m[1]} to stdout without a line break, so it was stopped.`,
  };
}

function command(text: string): ErrorSummary | undefined {
  const m = /^The command ("(?:[^"\\]|\\.)*") (was not found|is not executable|could not be started: (.*))/s.exec(text);
  if (!m) return undefined;
  let cmd = m[1]!;
  try {
    cmd = JSON.parse(cmd) as string;
  } catch {
    // kept quoted as sent
  }
  const name = cmd.split(/[\\/]/).pop() || cmd;
  if (m[2] === 'was not found') {
    return {
      short: `command not found: ${clip(name)}`,
      detail: `The command ${cmd} was not found; check \`command\` and PATH.`,
    };
  }
  if (m[2] === 'is not executable') {
    return { short: `command not executable: ${clip(name)}`, detail: `The command ${cmd} is not executable.` };
  }
  return {
    short: `${clip(name)} could not be started`,
    detail: `The command ${cmd} could not be started: ${firstLine(m[3]!)}`,
  };
}

function workingDirectory(text: string): ErrorSummary | undefined {
  const m = /^The working directory (.+) does not exist$/s.exec(text);
  if (!m) return undefined;
  return {
    short: 'working directory does not exist',
    detail: `The working directory ${m[1]} does not exist; check \`cwd\`.`,
  };
}

/**
 * "Could not connect to URL: <Streamable HTTP error>; the SSE fallback failed too: <SSE error>" (messageOf of each), or
 * for HTTP 401/403 "Could not connect to URL: <Streamable HTTP error>; the server wants credentials: …".
 */
function httpConnect(text: string): ErrorSummary | undefined {
  const m =
    /^Could not connect to (\S+?): ([\s\S]*?)(?:; the SSE fallback failed too: ([\s\S]*)|; (the server wants credentials[\s\S]*))?$/.exec(
      text,
    );
  if (!m) return undefined;
  const [, url, first = '', second = '', credentials] = m;
  const status = httpStatus(first) ?? httpStatus(second);
  const network = networkReason(first) ?? networkReason(second);
  const body = /Error POSTing to endpoint(?: \(HTTP \d{3}\))?: ([\s\S]+?)(?: \(HTTP \d{3}\))?$/
    .exec(first)?.[1]
    ?.trim();
  // fetch's own reason when it has no code ("fetch failed (bad port)")
  const fetchReason = /^fetch failed \((.+)\)$/.exec(first.trim())?.[1];
  const short = status
    ? `HTTP ${status}${HTTP_REASONS[status] ? ` ${HTTP_REASONS[status]}` : ''}`
    : (network ?? (fetchReason ? clip(`could not connect: ${fetchReason}`) : 'could not connect'));
  const tried = second ? 'over Streamable HTTP, nor over SSE' : '';
  return {
    short,
    detail: credentials
      ? `Could not connect to ${url}: ${credentials}.`
      : `Could not connect to ${url}${tried ? ` ${tried}` : ''}.`,
    ...(body && status ? { said: { where: 'HTTP body' as const, text: firstLine(body) } } : {}),
  };
}

function httpStatus(text: string): number | undefined {
  const m = /\(HTTP (\d{3})\)|\bHTTP (\d{3})\b|[Ss]tatus code:? \(?(\d{3})\)?/.exec(text);
  const n = m ? Number(m[1] ?? m[2] ?? m[3]) : NaN;
  return n >= 100 && n < 600 ? n : undefined;
}

const HTTP_REASONS: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  407: 'Proxy Authentication Required',
  408: 'Request Timeout',
  409: 'Conflict',
  410: 'Gone',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  421: 'Misdirected Request',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** The socket-level reason fetch hides in its cause: "fetch failed (ECONNREFUSED)". */
function networkReason(text: string): string | undefined {
  const code =
    /\b(E[A-Z]{3,}|EAI_[A-Z]+|UND_ERR_[A-Z_]+|CERT_[A-Z_]+|DEPTH_ZERO_SELF_SIGNED_CERT|SELF_SIGNED_CERT_IN_CHAIN|UNABLE_TO_VERIFY_LEAF_SIGNATURE|UNABLE_TO_GET_ISSUER_CERT(?:_LOCALLY)?|ERR_TLS_CERT_ALTNAME_INVALID)\b/.exec(
      text,
    )?.[1];
  if (!code) return undefined;
  if (NETWORK_REASONS[code]) return NETWORK_REASONS[code];
  if (/CERT|SIGNATURE/.test(code)) return `TLS certificate not accepted (${code})`;
  return `could not connect (${code})`;
}

const NETWORK_REASONS: Readonly<Record<string, string>> = {
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection reset',
  ENOTFOUND: 'host not found',
  EAI_AGAIN: 'host name lookup failed',
  ETIMEDOUT: 'connection timed out',
  UND_ERR_CONNECT_TIMEOUT: 'connection timed out',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  EPIPE: 'connection broke off',
  UND_ERR_SOCKET: 'connection broke off',
  CERT_HAS_EXPIRED: 'TLS certificate expired',
  DEPTH_ZERO_SELF_SIGNED_CERT: 'self-signed TLS certificate',
  SELF_SIGNED_CERT_IN_CHAIN: 'self-signed TLS certificate',
  ERR_TLS_CERT_ALTNAME_INVALID: 'TLS certificate is for another host',
};

function badUrl(text: string): ErrorSummary | undefined {
  if (!/^".*" is not a valid URL$/s.test(text)) return undefined;
  return { short: 'not a valid URL', detail: `${firstLine(text)}; check \`url\`.` };
}

function streamClosed(text: string): ErrorSummary | undefined {
  const m =
    /^The server closed the stream of a request before answering it \(([\s\S]*)\), and then did not answer a ping: ([\s\S]*)$/.exec(
      text,
    );
  if (!m) return undefined;
  return {
    short: 'stream closed, then no answer to a ping',
    detail: `It closed the stream of a request (${firstLine(m[1]!)}) and then did not answer a ping.`,
  };
}

function closed(text: string): ErrorSummary | undefined {
  const m = /^The server closed the connection( right after initializing)?\.?$/.exec(text);
  if (!m) return undefined;
  return {
    short: m[1] ? 'closed right after initializing' : 'connection closed',
    detail: `It closed the connection${m[1] ?? ''}.`,
  };
}

/** Anything else (an SDK error at initialize, a JSON-RPC error): its first clause. */
/** The era chosen for the server is not the one it speaks (common/mcp/protocolEra.ts says which to choose). */
function eraMismatch(text: string): ErrorSummary | undefined {
  const m = /Its protocol era is set to (legacy|modern)\b/.exec(text);
  if (!m) return undefined;
  const legacy = m[1] === 'legacy';
  return {
    short: legacy ? 'modern-only server, era set to legacy' : 'not a modern server, era set to modern',
    detail: legacy
      ? 'It speaks only the modern era, and its era is set to legacy: choose modern or auto.'
      : 'It does not answer server/discover as a modern server, and its era is set to modern: choose legacy or auto.',
  };
}

function fallback(text: string): ErrorSummary {
  const line = firstLine(text);
  const short = line
    .replace(/^The server /, '')
    .replace(/^MCP error -?\d+: /, '')
    .replace(/\s*\((?:[^()]|\([^()]*\))*\)\s*$/, '')
    .trim();
  return {
    short: clip(short || line || 'unknown error'),
    detail: line.length > 200 ? `${line.slice(0, 199)}…` : line || 'No reason was given.',
  };
}

/** "Error: X", "Fatal error: X", "Uncaught Error: X" say X; a named error ("TypeError: X") keeps its name. */
function withoutErrorPrefix(line: string): string {
  return line.replace(/^(?:uncaught\s+)?(?:fatal\s+)?error:\s*/i, '').trim() || line;
}

function clip(text: string): string {
  return text.length > SHORT_MAX ? `${text.slice(0, SHORT_MAX - 1)}…` : text;
}

function firstLine(text: string): string {
  return (text.split(/\r?\n/, 1)[0] ?? '').trim();
}
