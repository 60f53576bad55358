// A session with `mcp-lens mcp` (dist/cli.js) over stdio through the SDK's 2.x client, in either era: 'legacy'
// (initialize, 2025-11-25) or 'modern' (pinned to 2026-07-28: server/discover, no initialize).
import { strict as assert } from 'node:assert';
import { Client, type CallToolResult, type Tool } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import Ajv from 'ajv';
import { pathToFileURL } from 'node:url';
import { CLI_JS } from './runCli';

export type Era = 'legacy' | 'modern';
export const ERAS: readonly Era[] = ['legacy', 'modern'];

export interface LensSession {
  readonly client: Client;
  readonly tools: readonly Tool[];
  /** Calls a tool and checks its structuredContent against the tool's outputSchema (answers that are not errors). */
  call(name: string, args: Record<string, unknown>): Promise<CallToolResult>;
  close(): Promise<void>;
}

export interface SessionOptions {
  readonly cwd: string;
  readonly era?: Era;
  /** Arguments after `mcp` (`--root`, `--no-live`). */
  readonly args?: readonly string[];
  /** Folders the client lists as its roots (2025 sessions): the client then declares the roots capability. */
  readonly roots?: readonly string[];
}

export async function startLens(options: SessionOptions): Promise<LensSession> {
  const era = options.era ?? 'legacy';
  const client = new Client(
    { name: 'agent-server-test', version: '1.0.0' },
    {
      versionNegotiation: { mode: era === 'modern' ? { pin: '2026-07-28' } : 'legacy' },
      capabilities: options.roots ? { roots: { listChanged: true } } : {},
    },
  );
  if (options.roots) {
    const roots = options.roots.map((folder) => ({ uri: pathToFileURL(folder).href, name: folder }));
    client.setRequestHandler('roots/list', () => ({ roots }));
  }
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [CLI_JS, 'mcp', ...(options.args ?? [])],
    cwd: options.cwd,
    stderr: 'pipe',
  });
  let stderr = '';
  transport.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  try {
    await client.connect(transport);
  } catch (error) {
    throw new Error(`mcp-lens mcp did not start: ${(error as Error).message}\n${stderr}`, { cause: error });
  }
  const { tools } = await client.listTools();
  const ajv = new Ajv({ strict: false, allErrors: true });
  const validators = new Map(tools.map((t) => [t.name, t.outputSchema ? ajv.compile(t.outputSchema) : undefined]));
  return {
    client,
    tools,
    async call(name, args) {
      const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
      const validate = validators.get(name);
      if (!result.isError && validate) {
        assert.ok(validate(result.structuredContent), `${name}: ${JSON.stringify(validate.errors)}`);
      }
      return result;
    },
    close: () => client.close(),
  };
}

/** The text of a tool's answer. */
export function textOf(result: CallToolResult): string {
  return result.content.map((c) => (c.type === 'text' ? c.text : '')).join('\n');
}

/** The answer's structuredContent, as the tool's output schema describes it. */
export function structuredOf<T = Record<string, unknown>>(result: CallToolResult): T {
  assert.ok(!result.isError, `the tool failed: ${textOf(result)}`);
  return result.structuredContent as T;
}

export interface Finding {
  code: string;
  rule: string | null;
  severity: string;
  message: string;
  file: string;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
  fix: { title: string; safe: boolean } | null;
  docs: string | null;
}

export interface FindingsAnswer {
  counts: { errors: number; warnings: number; infos: number; hints: number; fixable: number };
  findings: Finding[];
  offset: number;
  total: number;
  nextOffset: number | null;
}
