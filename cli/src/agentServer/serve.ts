/**
 * `mcp-lens mcp`: serves the agent server on stdin/stdout until the client closes stdin. The SDK's stdio entry
 * answers both eras: a 2025 client's `initialize`, and the 2026-07-28 revision's `server/discover`.
 */
import { serveStdio } from '@modelcontextprotocol/server/stdio';
import type { AgentServerOptions } from '../args';
import { UsageError } from '../args';
import type { CliIo } from '../io';
import { EXIT_CLEAN } from '../report';
import { AgentContext } from './context';
import { createAgentServer } from './server';

/** Resolves with the exit code once the client has gone. */
export async function runAgentServer(options: AgentServerOptions, io: CliIo): Promise<number> {
  let context: AgentContext;
  try {
    context = new AgentContext(io, options.roots, options.live);
  } catch (error) {
    throw new UsageError(`--root: ${(error as Error).message}`);
  }
  const handle = serveStdio(() => createAgentServer(context), {
    onerror: (error) => io.err(`mcp-lens mcp: ${error.message}\n`),
  });
  await stdinClosed();
  await handle.close();
  await context.dispose();
  return EXIT_CLEAN;
}

function stdinClosed(): Promise<void> {
  return new Promise((resolve) => {
    process.stdin.once('end', () => resolve());
    process.stdin.once('close', () => resolve());
  });
}
