/** The agent server: MCP Lens's checks as MCP tools, one module per tool (./tools/). */
import { McpServer } from '@modelcontextprotocol/server';
import { TOOL_VERSION } from '../toolInfo';
import type { AgentContext } from './context';
import { registerApplySafeFixes } from './tools/applySafeFixes';
import { registerCheckDocument } from './tools/checkDocument';
import { registerCheckFiles } from './tools/checkFiles';
import { registerCheckLiveServer } from './tools/checkLiveServer';
import { registerExplainRule } from './tools/explainRule';
import { registerRunSavedTests } from './tools/runSavedTests';

/** What the client may show the model: when to use which tool (the last line only with the tools that start servers). */
function instructions(live: boolean): string {
  return [
    'MCP Lens checks MCP files with the rules of its editor extension: client configurations, registry server.json, ',
    'MCP Bundle manifests, tool/resource/prompt definitions and server code.\n',
    'After changing such files, call check_files on what you changed; ',
    'before writing a tool definition or a server entry, check it with check_document. ',
    "A finding's code is explained by explain_rule; apply_safe_fixes writes the fixes marked safe. ",
    'Paths are relative to the working folder; only files inside it (and the folders it was given) are used.',
    live
      ? '\ncheck_live_server starts a configured local server to check what it really lists; ' +
        'run_saved_tests runs the saved tests (*.mcptest.json) of a server after its code changed.'
      : '',
  ].join('');
}

export function createAgentServer(context: AgentContext): McpServer {
  const server = new McpServer(
    { name: 'mcp-lens', title: 'MCP Lens', version: TOOL_VERSION },
    { capabilities: { tools: { listChanged: false } }, instructions: instructions(context.live) },
  );
  registerCheckFiles(server, context);
  registerCheckDocument(server, context);
  registerExplainRule(server);
  registerApplySafeFixes(server, context);
  // in a workspace that is not trusted, nothing its configurations name is started
  if (context.live) {
    registerCheckLiveServer(server, context);
    registerRunSavedTests(server, context);
  }
  context.watchRoots(server);
  return server;
}
