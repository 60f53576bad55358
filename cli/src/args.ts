import { parseArgs as parseNodeArgs } from 'node:util';
import { isSpecRevision, SPEC_REVISIONS, type SpecRevision } from '../../server/src/engine/spec';
import { RULES_BY_CODE } from '../../server/src/engine/rules';
import type { SeveritySetting } from '../../server/src/engine/types';
import { maskUrl } from '../../common/mcp/redact';
import { isProtocolEra, PROTOCOL_ERAS, type ProtocolEra } from '../../common/mcp/protocolEraNames';

export type OutputFormat = 'text' | 'json' | 'sarif';
export const OUTPUT_FORMATS: readonly OutputFormat[] = ['text', 'json', 'sarif'];
/** The severities `--rule CODE=…` accepts (the config file also takes "hint"). */
export const RULE_SETTINGS: readonly SeveritySetting[] = ['off', 'info', 'warning', 'error'];

/** What the user asked for, after validation; the command modules never see raw argv. */
export type Command =
  | { readonly command: 'help' }
  | { readonly command: 'version' }
  | { readonly command: 'explain'; readonly code: string | undefined }
  | ({ readonly command: 'check' } & CheckOptions)
  | ({ readonly command: 'mcp' } & AgentServerOptions);

/** `mcp-lens mcp`: the MCP server for agents (cli/src/agentServer/). */
export interface AgentServerOptions {
  /** The folders the tools may read and write (`--root`, repeatable), the first the working folder; default: cwd. */
  readonly roots: readonly string[];
  /** `--no-live`: leave out the tool that starts configured servers (a workspace not trusted). */
  readonly live: boolean;
}

export interface CheckOptions {
  /** Files and folders to check; empty means the current folder. */
  readonly paths: readonly string[];
  readonly format: OutputFormat;
  readonly fix: boolean;
  readonly spec: SpecRevision | undefined;
  /** `--rule` overrides, in the order given (later wins). */
  readonly rules: Readonly<Record<string, SeveritySetting>>;
  readonly maxWarnings: number | undefined;
  readonly quiet: boolean;
  /** Live mode: lint the catalog of a configured server (`--server`) or of a URL (`--url`). */
  readonly live: LiveTarget | undefined;
}

export type LiveTarget = (
  | { readonly kind: 'server'; readonly name: string; readonly configFile: string | undefined }
  | { readonly kind: 'url'; readonly url: string; readonly headers: Readonly<Record<string, string>> }
) & {
  /** `--login`: a server that requires OAuth is signed in to (a loopback redirect; the browser opens unless in CI). */
  readonly login?: boolean;
  /** `--protocol-era`: how the server is reached (auto when absent), as the extension's setting says. */
  readonly protocolEra?: ProtocolEra;
};

/** A mistake in how the command was called: reported with a hint at --help, exit code 2. */
export class UsageError extends Error {}

const CHECK_OPTIONS = {
  format: { type: 'string', short: 'f' },
  fix: { type: 'boolean' },
  spec: { type: 'string' },
  rule: { type: 'string', multiple: true },
  'max-warnings': { type: 'string' },
  quiet: { type: 'boolean', short: 'q' },
  server: { type: 'string' },
  config: { type: 'string' },
  url: { type: 'string' },
  header: { type: 'string', multiple: true },
  login: { type: 'boolean' },
  'protocol-era': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean', short: 'v' },
} as const;

export function parseCommandLine(argv: readonly string[]): Command {
  const [first, ...rest] = argv;
  if (first === undefined) {
    throw new UsageError('no command given: use `mcp-lens check [paths…]` or `mcp-lens explain CODE`.');
  }
  if (first === '--help' || first === '-h' || first === 'help') return { command: 'help' };
  if (first === '--version' || first === '-v' || first === 'version') return { command: 'version' };
  if (first === 'explain') return parseExplain(rest);
  if (first === 'check') return parseCheck(rest);
  if (first === 'mcp') return parseAgentServer(rest);
  throw new UsageError(`unknown command "${first}": use \`mcp-lens check [paths…]\` or \`mcp-lens explain CODE\`.`);
}

function parseAgentServer(argv: readonly string[]): Command {
  const { values, positionals } = strictParse(argv, {
    root: { type: 'string', multiple: true },
    'no-live': { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  });
  if (values.help) return { command: 'help' };
  if (positionals.length) throw new UsageError('mcp takes no paths; give the folders it may use with --root FOLDER.');
  return { command: 'mcp', roots: values.root ?? [], live: !values['no-live'] };
}

function parseExplain(argv: readonly string[]): Command {
  const { values, positionals } = strictParse(argv, { help: { type: 'boolean', short: 'h' } });
  if (values.help) return { command: 'help' };
  if (positionals.length > 1) throw new UsageError('explain takes one rule code, e.g. `mcp-lens explain MCP302`.');
  return { command: 'explain', code: positionals[0] };
}

function parseCheck(argv: readonly string[]): Command {
  const { values, positionals } = strictParse(argv, CHECK_OPTIONS);
  if (values.help) return { command: 'help' };
  if (values.version) return { command: 'version' };
  const format = (values.format ?? 'text') as OutputFormat;
  if (!OUTPUT_FORMATS.includes(format)) {
    throw new UsageError(`--format must be one of ${OUTPUT_FORMATS.join(', ')}, not "${values.format}".`);
  }
  let spec: SpecRevision | undefined;
  if (values.spec !== undefined) {
    if (!isSpecRevision(values.spec)) {
      throw new UsageError(`--spec must be one of ${SPEC_REVISIONS.join(', ')}, not "${values.spec}".`);
    }
    spec = values.spec;
  }
  return {
    command: 'check',
    paths: positionals,
    format,
    fix: !!values.fix,
    spec,
    rules: parseRuleOverrides(values.rule ?? []),
    maxWarnings:
      values['max-warnings'] === undefined ? undefined : parseCount('--max-warnings', values['max-warnings']),
    quiet: !!values.quiet,
    live: parseLiveTarget(values, positionals),
  };
}

function parseLiveTarget(
  values: {
    server?: string;
    config?: string;
    url?: string;
    header?: string[];
    fix?: boolean;
    login?: boolean;
    'protocol-era'?: string;
  },
  positionals: readonly string[],
): LiveTarget | undefined {
  const era = values['protocol-era'];
  if (era !== undefined && !isProtocolEra(era)) {
    throw new UsageError(`--protocol-era must be one of ${PROTOCOL_ERAS.join(', ')}, not "${era}".`);
  }
  if (values.server === undefined && values.url === undefined) {
    if (era !== undefined) throw new UsageError('--protocol-era is for a live server: give --url or --server with it.');
    if (values.config !== undefined) {
      throw new UsageError('--config names the client configuration that --server reads; give --server NAME with it.');
    }
    if (values.header?.length) throw new UsageError('--header is for --url.');
    if (values.login) throw new UsageError('--login signs in to a live server: give --url or --server with it.');
    return undefined;
  }
  const target = parseLiveServer(values, positionals);
  return { ...target, ...(values.login ? { login: true } : {}), ...(era ? { protocolEra: era } : {}) };
}

function parseLiveServer(
  values: { server?: string; config?: string; url?: string; header?: string[]; fix?: boolean },
  positionals: readonly string[],
): LiveTarget {
  if (values.server !== undefined && values.url !== undefined) {
    throw new UsageError('give either --server or --url, not both.');
  }
  if (positionals.length) throw new UsageError('--server and --url check a live catalog; they take no file paths.');
  if (values.fix) throw new UsageError('--fix rewrites files; it cannot be used with --server or --url.');
  if (values.server !== undefined) {
    if (values.header?.length) {
      throw new UsageError('--header is for --url; a configured server takes its headers from its configuration.');
    }
    if (!values.server) throw new UsageError('--server needs the name of a server in the client configuration.');
    return { kind: 'server', name: values.server, configFile: values.config };
  }
  if (values.config !== undefined) throw new UsageError('--config is for --server; --url needs no configuration file.');
  const url = values.url!;
  if (!/^https?:\/\/[^/]/i.test(url)) {
    throw new UsageError(`--url must be an http:// or https:// URL, not "${maskUrl(url)}".`);
  }
  return { kind: 'url', url, headers: parseHeaders(values.header ?? []) };
}

function parseHeaders(list: readonly string[]): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const h of list) {
    const colon = h.indexOf(':');
    // not quoted: a header without its name is most often a bare credential ("Bearer …")
    if (colon <= 0) throw new UsageError(`--header must look like "Name: value"; one has no name before a colon.`);
    headers[h.slice(0, colon).trim()] = h.slice(colon + 1).trim();
  }
  return headers;
}

/** `--rule MCP302=warning`, repeatable; the code is case-insensitive. */
export function parseRuleOverrides(list: readonly string[]): Record<string, SeveritySetting> {
  const rules: Record<string, SeveritySetting> = {};
  for (const item of list) {
    const m = /^\s*(MCP\d{3})\s*=\s*([a-z]+)\s*$/i.exec(item);
    if (!m) throw new UsageError(`--rule must look like CODE=SEVERITY (e.g. MCP302=warning), not "${item}".`);
    const severity = m[2]!.toLowerCase() as SeveritySetting;
    if (!RULE_SETTINGS.includes(severity)) {
      throw new UsageError(`--rule ${m[1]}: the severity must be one of ${RULE_SETTINGS.join(', ')}, not "${m[2]}".`);
    }
    const code = m[1]!.toUpperCase();
    if (!RULES_BY_CODE.has(code)) {
      throw new UsageError(`--rule ${code}: there is no such rule (\`mcp-lens explain\` lists them).`);
    }
    rules[code] = severity;
  }
  return rules;
}

function parseCount(flag: string, value: string): number {
  if (!/^\d+$/.test(value)) throw new UsageError(`${flag} takes a whole number of 0 or more, not "${value}".`);
  return Number(value);
}

type OptionSpec = Record<string, { type: 'string' | 'boolean'; short?: string; multiple?: boolean }>;

export function strictParse<T extends OptionSpec>(argv: readonly string[], options: T) {
  try {
    return parseNodeArgs({ args: [...argv], options, allowPositionals: true, strict: true });
  } catch (error) {
    // node's messages name the option; drop its advice about `--` which means nothing here
    const message =
      error instanceof Error ? error.message.replace(/\s*To specify a positional argument.*$/s, '') : String(error);
    throw new UsageError(message);
  }
}
