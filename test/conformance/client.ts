/**
 * The client `npm run conformance` gives the official MCP conformance suite: MCP Lens's own connection layer and
 * nothing else, run once per scenario (docs/conformance.md).
 */
import { pathToFileURL } from 'node:url';
import type { ElicitRequestParams } from '@modelcontextprotocol/sdk/types.js';
import { MemorySecretStore } from '../../common/mcp/auth/authStore';
import { loopbackReceiver, redirectPage } from '../../common/mcp/auth/redirectReceiver';
import type { AuthEnvironment } from '../../common/mcp/auth/serverAuth';
import type { OAuthClientConfig } from '../../common/mcp/types';
import type { ClientFeatures } from '../../common/mcp/clientFeatures';
import { isModernRevision } from '../../common/mcp/modernSession';
import type { EraPlan } from '../../common/mcp/protocolEra';
import { ServerConnection } from '../../common/mcp/serverConnection';
import type { ApprovalGate, JsonObject, Logger } from '../../common/mcp/types';

type Step = (connection: ServerConnection) => Promise<void>;

/** What each scenario asks of the client once it has connected (and listed the server's catalog). */
const SCENARIOS: Record<string, Step> = {
  // the handshake and the listing are the start itself
  initialize: async () => {},
  tools_call: async (connection) => {
    const text = await callTool(connection, 'add_numbers', { a: 5, b: 3 });
    if (!/\b8\b/.test(text)) throw new Error(`add_numbers(5, 3) answered ${JSON.stringify(text)}`);
  },
  // the server elicits while the tool runs; the feature below accepts, and the checks are the server's
  'elicitation-sep1034-client-defaults': async (connection) => {
    await callTool(connection, 'test_client_elicitation_defaults', {});
  },
  // SEP-2575: the checks are on every request the start makes (server/discover after a -32022, then the listing)
  'request-metadata': async () => {},
  // SEP-2322: the elicitation each asks for is answered by the feature below; the checks are on the retries
  'sep-2322-client-request-state': async (connection) => {
    await Promise.all([
      callTool(connection, 'test_mrtr_echo_state', {}),
      callTool(connection, 'test_mrtr_unrelated', {}),
    ]);
    await callTool(connection, 'test_mrtr_no_state', {});
    await callTool(connection, 'test_mrtr_no_result_type', {});
  },
  // the server closes the call's SSE stream after a priming event; the answer comes on the stream resumed after `retry`
  'sse-retry': async (connection) => {
    const text = await callTool(connection, 'test_reconnection', {});
    if (!/completed successfully/.test(text)) throw new Error(`test_reconnection answered ${JSON.stringify(text)}`);
  },
  // the server checks Mcp-Method on every POST, and Mcp-Name on tools/call, resources/read and prompts/get
  'http-standard-headers': async (connection) => {
    await useWholeCatalog(connection);
  },
  // the start listed the tools; the server counts any fetch of the network `$ref` in one tool's schema
  'json-schema-ref-no-deref': async (connection) => {
    const tools = connection.catalog?.tools ?? [];
    if (!tools.some((t) => /"\$ref":"https?:/.test(JSON.stringify(t.inputSchema)))) {
      throw new Error(`no listed tool has a network $ref: ${JSON.stringify(tools)}`);
    }
  },
  // the focal tool's inputSchema, as the catalog holds it, goes back to the server, which compares it with its own
  'json-schema-2020-12-preservation': async (connection) => {
    const focal = connection.catalog?.tools?.find((t) => t.name === 'json_schema_2020_12_tool');
    if (!focal) throw new Error('the catalog has no tool json_schema_2020_12_tool');
    await callTool(connection, 'json_schema_echo', { schema: focal.inputSchema as JsonObject });
  },
  // SEP-2243: the scenario names the calls; the suite checks the Mcp-Param-* headers each one carries
  'http-custom-headers': async (connection) => {
    for (const call of scenarioContext().toolCalls ?? []) await callTool(connection, call.name, call.arguments);
  },
  // every listed tool is tried as a user would: the ones with invalid x-mcp-header declarations are set aside
  'http-invalid-tool-headers': async (connection) => {
    const called: string[] = [];
    for (const tool of connection.catalog?.tools ?? []) {
      const name = String(tool.name);
      try {
        await callTool(connection, name, { region: 'us-east1' });
        called.push(name);
      } catch (e) {
        log(`${name}: ${e instanceof Error ? e.message : String(e)}`);
      }
    }
    if (called.join() !== 'valid_tool') throw new Error(`called ${JSON.stringify(called)}, not only valid_tool`);
  },
};

/** An authorization scenario (`auth/…`): signed in on the server's first 401, the client lists the tools and calls one. */
const AUTH_STEP: Step = async (connection) => {
  await callTool(connection, 'test-tool', {});
};

/** The suite's own client ID metadata document URL (its authorization server checks that this one is used). */
const CONFORMANCE_CLIENT_METADATA_URL = 'https://conformance-test.local/client-metadata.json';

/**
 * OAuth as the extension does it, with the browser left out: the suite's authorization server approves at once, which
 * the flow's first look at the authorization URL finds without opening one.
 */
const auth: AuthEnvironment = {
  store: new MemorySecretStore(),
  openBrowser: async (url) => {
    log(`would open the browser at ${url}: the authorization server did not approve at once`);
    return false;
  },
  receiver: (port) => loopbackReceiver(port, (result) => redirectPage('the conformance server', result)),
  clientMetadataUrl: CONFORMANCE_CLIENT_METADATA_URL,
  signInOnChallenge: true,
  browserTimeoutMs: 15_000,
};

/** What the suite tells the client of its scenario (MCP_CONFORMANCE_CONTEXT), when it tells anything. */
function scenarioContext(): { toolCalls?: { name: string; arguments: JsonObject }[] } {
  const raw = process.env.MCP_CONFORMANCE_CONTEXT;
  return raw ? (JSON.parse(raw) as ReturnType<typeof scenarioContext>) : {};
}

/** A pre-registered client, when the scenario gives one (auth/pre-registration: MCP_CONFORMANCE_CONTEXT). */
function configuredClient(): OAuthClientConfig | undefined {
  const raw = process.env.MCP_CONFORMANCE_CONTEXT;
  if (!raw) return undefined;
  const context = JSON.parse(raw) as { client_id?: unknown; client_secret?: unknown };
  if (typeof context.client_id !== 'string') return undefined;
  return {
    clientId: context.client_id,
    ...(typeof context.client_secret === 'string' ? { clientSecret: context.client_secret } : {}),
  };
}

/** The user of this client approves every call: the approval gate is the runner's, not the protocol's. */
const approveAll: ApprovalGate = async () => true;

/**
 * Accepts every form as the user who leaves every field untouched (omitted fields are the defaults' to fill), answers
 * sampling with a fixed reply and offers one root: request-metadata checks that all three are declared.
 */
const features: ClientFeatures = {
  elicitation: {
    modes: ['form'],
    elicit: async (request: ElicitRequestParams) => {
      log(`elicitation/create: ${JSON.stringify(request.message)}; accepting with no field filled in`);
      return { action: 'accept', content: {} };
    },
  },
  sampling: {
    sample: async () => {
      log('sampling/createMessage: answering with a fixed reply');
      return { role: 'assistant', model: 'conformance', content: { type: 'text', text: 'ok' } };
    },
  },
  roots: () => [{ uri: pathToFileURL(process.cwd()).href, name: 'working directory' }],
};

/** Everything to stderr, which the suite keeps beside the scenario's checks.json; protocol traffic included. */
const logger: Logger = {
  trace: (m) => log(`trace ${m}`),
  debug: (m) => log(`debug ${m}`),
  info: (m) => log(`info ${m}`),
  warn: (m) => log(`warn ${m}`),
  error: (m) => log(`error ${m}`),
  traceEnabled: () => true,
};

function log(message: string): void {
  process.stderr.write(`${new Date().toISOString()} ${message}\n`);
}

async function callTool(connection: ServerConnection, name: string, args: JsonObject): Promise<string> {
  const outcome = await connection.callTool({ name, arguments: args }, approveAll);
  if (outcome.outcome !== 'completed') throw new Error(`${name} was not sent (${outcome.outcome})`);
  const result = outcome.result;
  const text = ((result.content as { type?: string; text?: string }[] | undefined) ?? [])
    .map((c) => (c.type === 'text' ? (c.text ?? '') : ''))
    .join('\n');
  if (result.isError === true) throw new Error(`${name} failed: ${text}`);
  log(`${name} answered: ${text}`);
  return text;
}

/** Calls every tool with no arguments, reads every resource and gets every prompt the catalog lists. */
async function useWholeCatalog(connection: ServerConnection): Promise<void> {
  const catalog = connection.catalog;
  for (const tool of catalog?.tools ?? []) await callTool(connection, String(tool.name), {});
  for (const resource of catalog?.resources ?? []) {
    log(
      `resources/read ${String(resource.uri)}: ${JSON.stringify(await connection.readResource(String(resource.uri)))}`,
    );
  }
  for (const prompt of catalog?.prompts ?? []) {
    log(`prompts/get ${String(prompt.name)}: ${JSON.stringify(await connection.getPrompt(String(prompt.name)))}`);
  }
}

/** 2026-07-28 scenarios whose mock or checks cannot meet the initialize that auto asks first (docs/conformance.md). */
const MODERN_AT_2026_WIRE = new Set(['request-metadata', 'sep-2322-client-request-state', 'http-standard-headers']);

/** auto, the user's default, for every other scenario: a 2026-07-28 mock's refusal of initialize is found modern. */
function eraFor(scenario: string): EraPlan {
  const wire = process.env.MCP_CONFORMANCE_PROTOCOL_VERSION ?? '';
  return { era: MODERN_AT_2026_WIRE.has(scenario) && isModernRevision(wire) ? 'modern' : 'auto' };
}

async function main(): Promise<number> {
  const url = process.argv[2];
  const scenario = process.env.MCP_CONFORMANCE_SCENARIO ?? '';
  const step = SCENARIOS[scenario] ?? (scenario.startsWith('auth/') ? AUTH_STEP : undefined);
  if (!url) throw new Error('usage: client.js <server url> (with MCP_CONFORMANCE_SCENARIO set)');
  if (!step) {
    throw new Error(`no steps for scenario ${JSON.stringify(scenario)}; known: ${Object.keys(SCENARIOS).join(', ')}`);
  }
  const connection = new ServerConnection({
    id: `conformance:${scenario}`,
    name: scenario,
    logger,
    requestTimeoutMs: 20_000,
    features,
    auth,
    era: (): EraPlan => eraFor(scenario),
  });
  const oauth = configuredClient();
  try {
    await connection.start({ transport: 'http', url, headers: {}, ...(oauth ? { oauth } : {}) });
    const attempt = connection.auth?.lastAttempt;
    if (attempt) {
      for (const step of attempt.steps) {
        log(
          `auth step ${step.ok ? 'ok' : 'FAILED'} ${step.title}${step.detail ? `: ${step.detail}` : ''}${step.fix ? ` — fix: ${step.fix}` : ''}`,
        );
      }
    }
    const state = connection.state;
    if (state.status !== 'running') {
      throw new Error(`could not connect: ${state.status === 'error' ? state.message : state.status}`);
    }
    await step(connection);
    return 0;
  } finally {
    await connection.dispose();
  }
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    log(`FAILED: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  },
);
