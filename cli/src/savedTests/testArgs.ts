// `mcp-lens test [paths…]` and `mcp-lens test record …`: their options, validated (docs/testing-servers.md).
import { maskUrl } from '../../../common/mcp/redact';
import { splitCommandLine } from '../../../server/src/engine/rules/clientConfig/serverShape';
import { strictParse, UsageError } from '../args';

export type TestReporter = 'text' | 'json' | 'junit' | 'tap';
export const TEST_REPORTERS: readonly TestReporter[] = ['text', 'json', 'junit', 'tap'];

export interface TestRunOptions {
  readonly command: 'test';
  /** Files and folders holding `*.mcptest.json` files; empty means the working folder. */
  readonly paths: readonly string[];
  readonly reporter: TestReporter;
  /** Where the report goes instead of standard output. */
  readonly output: string | undefined;
  /** Rewrite the catalog and "same as last time" snapshots to what the servers answer now. */
  readonly update: boolean;
  /** Destructive tools that a file does not allow run anyway. */
  readonly allowDestructive: boolean;
}

/** The server `test record` connects to. */
export type RecordTarget =
  | { readonly kind: 'server'; readonly name: string; readonly configFile: string | undefined }
  | { readonly kind: 'command'; readonly command: string; readonly args: readonly string[] }
  | { readonly kind: 'url'; readonly url: string };

export interface RecordCall {
  readonly tool: string;
  readonly arguments: Readonly<Record<string, unknown>>;
}

export interface RecordOptions {
  readonly command: 'record';
  readonly target: RecordTarget;
  readonly calls: readonly RecordCall[];
  readonly out: string | undefined;
  readonly force: boolean;
  readonly allowDestructive: boolean;
}

export type TestCommand = TestRunOptions | RecordOptions | { readonly command: 'help' };

/** `argv` after `test`. */
export function parseTestCommand(argv: readonly string[]): TestCommand {
  if (argv[0] === 'record') return parseRecord(argv.slice(1));
  const { values, positionals } = strictParse(argv, {
    reporter: { type: 'string', short: 'r' },
    output: { type: 'string', short: 'o' },
    update: { type: 'boolean', short: 'u' },
    'allow-destructive': { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  });
  if (values.help) return { command: 'help' };
  const reporter = (values.reporter ?? 'text') as TestReporter;
  if (!TEST_REPORTERS.includes(reporter)) {
    throw new UsageError(`--reporter must be one of ${TEST_REPORTERS.join(', ')}, not "${values.reporter}".`);
  }
  if (values.output === '') throw new UsageError('--output needs a file name.');
  return {
    command: 'test',
    paths: positionals,
    reporter,
    output: values.output,
    update: !!values.update,
    allowDestructive: !!values['allow-destructive'],
  };
}

function parseRecord(argv: readonly string[]): TestCommand {
  const { calls, rest } = takeCalls(argv);
  const { values, positionals } = strictParse(rest, {
    server: { type: 'string' },
    config: { type: 'string' },
    command: { type: 'string' },
    url: { type: 'string' },
    out: { type: 'string', short: 'o' },
    force: { type: 'boolean' },
    'allow-destructive': { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  });
  if (values.help) return { command: 'help' };
  if (positionals.length) {
    throw new UsageError(`test record takes no paths ("${positionals[0]}"); give the file to write with --out FILE.`);
  }
  if (values.out === '') throw new UsageError('--out needs a file name.');
  return {
    command: 'record',
    target: recordTarget(values),
    calls,
    out: values.out,
    force: !!values.force,
    allowDestructive: !!values['allow-destructive'],
  };
}

function recordTarget(values: { server?: string; config?: string; command?: string; url?: string }): RecordTarget {
  const given = [values.server, values.command, values.url].filter((v) => v !== undefined).length;
  if (given !== 1) {
    throw new UsageError('test record needs exactly one of --server NAME, --command "COMMAND ARGS…" or --url URL.');
  }
  if (values.config !== undefined && values.server === undefined) {
    throw new UsageError('--config names the client configuration that --server reads; give --server NAME with it.');
  }
  if (values.server !== undefined) {
    if (!values.server) throw new UsageError('--server needs the name of a server in the client configuration.');
    return { kind: 'server', name: values.server, configFile: values.config };
  }
  if (values.command !== undefined) {
    const parts = splitCommandLine(values.command);
    if (!parts?.length || !parts[0]) {
      throw new UsageError(
        `--command needs a command line, such as --command "node server.js"; got "${values.command}".`,
      );
    }
    return { kind: 'command', command: parts[0], args: parts.slice(1) };
  }
  const url = values.url!;
  if (!/^https?:\/\/[^/]/i.test(url)) {
    throw new UsageError(`--url must be an http:// or https:// URL, not "${maskUrl(url)}".`);
  }
  return { kind: 'url', url };
}

/**
 * `--call TOOL JSON_ARGUMENTS` takes two values, which node's parser cannot express: they are taken out first. The
 * arguments may be left out (then `{}`) when the next word is another option (`--out`, `-o`: it starts with `-`, which
 * a JSON object never does) or there is none.
 */
function takeCalls(argv: readonly string[]): { calls: RecordCall[]; rest: string[] } {
  const calls: RecordCall[] = [];
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const word = argv[i]!;
    if (word !== '--call') {
      rest.push(word);
      continue;
    }
    const tool = argv[i + 1];
    if (tool === undefined || tool.startsWith('-') || !tool) {
      throw new UsageError('--call needs a tool name, then its arguments as a JSON object: --call echo \'{"x":1}\'.');
    }
    const json = argv[i + 2];
    const hasJson = json !== undefined && !json.startsWith('-');
    calls.push({ tool, arguments: hasJson ? jsonArguments(tool, json) : {} });
    i += hasJson ? 2 : 1;
  }
  return { calls, rest };
}

function jsonArguments(tool: string, json: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    throw new UsageError(`--call ${tool}: the arguments are not JSON (${(error as Error).message}).`);
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new UsageError(`--call ${tool}: the arguments must be a JSON object, such as '{"query":"milk"}'.`);
  }
  return value as Record<string, unknown>;
}
