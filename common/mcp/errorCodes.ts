// The JSON-RPC error codes a person cannot read by the number alone, explained with what to do (2026-07-28 codes too).
import { SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/sdk/types.js';

export const HEADER_MISMATCH = -32020;
export const MISSING_REQUIRED_CLIENT_CAPABILITY = -32021;
export const UNSUPPORTED_PROTOCOL_VERSION = -32022;
/** Resource not found in the 2025 revisions; 2026-07-28 answers -32602 instead. */
export const RESOURCE_NOT_FOUND_2025 = -32002;
const INVALID_PARAMS = -32602;

/** Where a person chooses a server's protocol era. */
export const ERA_CHOICE =
  '"Choose Protocol Era…" on its row in the Servers view, or the setting mcpLens.servers.protocolEra';

/** What an error code means for this request and what to do about it, or undefined when the code says it well enough. */
export function explainErrorCode(method: string, code: number, data: unknown): string | undefined {
  switch (code) {
    case HEADER_MISMATCH:
      return headerMismatch(data);
    case MISSING_REQUIRED_CLIENT_CAPABILITY:
      return missingCapability(data);
    case UNSUPPORTED_PROTOCOL_VERSION:
      return unsupportedVersion(data);
    case RESOURCE_NOT_FOUND_2025:
      return method === 'resources/read'
        ? 'The server has no resource at this URI (-32002, resource not found, in the 2025 revisions). Check the URI against the resources and templates it lists.'
        : undefined;
    case INVALID_PARAMS:
      return method === 'resources/read'
        ? 'For resources/read this is how a 2026-07-28 server says it has no resource at this URI (a 2025 server answers -32002). Check the URI against the resources and templates it lists.'
        : undefined;
    default:
      return undefined;
  }
}

function headerMismatch(data: unknown): string {
  const mismatch = field(data, 'mismatch');
  const header = field(mismatch, 'header');
  const detail = field(mismatch, 'body');
  const which =
    typeof header === 'string' ? `the ${header} header` : 'the Mcp-* headers (Mcp-Method, Mcp-Name, Mcp-Param-*)';
  return (
    `Header mismatch: the server says ${which} of the request did not match its JSON body` +
    `${typeof detail === 'string' ? ` (${detail})` : ''}. This is not the server's tool failing: the client or a proxy ` +
    `sent or changed the header. If a proxy or gateway sits between MCP Lens and the server, make it pass the Mcp-* ` +
    `headers through unchanged; if not, MCP Lens sent them wrong: please report it.`
  );
}

/** Where MCP Lens gets each client capability from; it declares one only when its host gives the feature. */
const CAPABILITY_SOURCES: Readonly<Record<string, string>> = {
  sampling: 'sampling needs the runner (it answers by hand, or with a VS Code language model such as Copilot)',
  elicitation: 'elicitation needs the runner, where you answer the request',
  roots: "roots are the workspace folders, or the server's list in the setting mcpLens.roots",
  tasks: 'tasks come with elicitation or sampling, on 2025-11-25 sessions',
  'extension io.modelcontextprotocol/tasks':
    'the tasks extension is declared by a call run as a task: call the tool again with "Run as a task"',
};

function missingCapability(data: unknown): string {
  const required = field(data, 'requiredCapabilities');
  const extensions = field(required, 'extensions');
  const names = [
    ...(required && typeof required === 'object' ? Object.keys(required).filter((n) => n !== 'extensions') : []),
    ...(extensions && typeof extensions === 'object' ? Object.keys(extensions).map((id) => `extension ${id}`) : []),
  ];
  const what = names.length
    ? `the client capability ${names.join(', ')}`
    : 'a client capability MCP Lens did not declare';
  const sources = names.map((n) => CAPABILITY_SOURCES[n]).filter((s): s is string => !!s);
  return (
    `Missing client capability: the server requires ${what} for this request. MCP Lens declares a capability only ` +
    `when its host gives the feature${sources.length ? `: ${sources.join('; ')}` : ''}. The CLI's live check offers none.`
  );
}

function unsupportedVersion(data: unknown): string {
  const supported = field(data, 'supported');
  const theirs = Array.isArray(supported) ? supported.filter((v): v is string => typeof v === 'string') : [];
  const requested = field(data, 'requested');
  // the revision MCP Lens asked for is one it speaks, beside those of its legacy (1.x) path
  const ours = [...new Set([...(typeof requested === 'string' ? [requested] : []), ...SUPPORTED_PROTOCOL_VERSIONS])];
  const both = theirs.filter((v) => ours.includes(v));
  const said =
    `Unsupported protocol version: the server does not speak ` +
    `${typeof requested === 'string' ? requested : 'the revision of this request'}` +
    `${theirs.length ? `; it speaks ${theirs.join(', ')}` : ''}, and MCP Lens speaks ${ours.join(', ')}`;
  if (both.length) {
    return `${said}. Both speak ${both.join(', ')}: choose the protocol era that reaches it for this server (${ERA_CHOICE}), or auto.`;
  }
  return (
    `${said}, and on its modern path the revisions of 2026-07-28 on that its SDK knows. Choose auto for this ` +
    `server (${ERA_CHOICE}); if no revision is spoken by both, the server needs a newer MCP Lens or an older server.`
  );
}

function field(value: unknown, key: string): unknown {
  return value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
}
