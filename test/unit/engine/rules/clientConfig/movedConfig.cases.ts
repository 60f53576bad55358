// The movedConfig tests' documents (MCP726: .vscode/mcp.json, with the root .mcp.json as the pipeline found it) and
// the findings each must give; the message layer (test/unit/engine/messages/) pins what the same findings say: the
// hint, the title of each move and each reason a move is refused.
import type { FindingTable } from '../../ruleCases';
import { V } from './fixtures';

/** The root .mcp.json beside `/work/.vscode/mcp.json`, as the pipeline found it (null: no such file). */
export const ROOT_MCP_JSON = '/work/.mcp.json';
export const rootFile = (text: string | null) => ({ neighbourFiles: new Map([[ROOT_MCP_JSON, text]]) });

const fs = { command: 'npx', args: ['-y', '@modelcontextprotocol/server-filesystem', '.'] };
const git = { command: 'uvx', args: ['mcp-server-git'] };
const key = (id?: string) => ({ type: 'promptString', ...(id ? { id } : {}), description: 'Key', password: true });

export const movedConfigCases: FindingTable = {
  title: 'MCP726: the move to the root .mcp.json, offered or refused',
  path: V,
  only: ['MCP726'],
  cases: [
    {
      title: 'inputs and no servers: the hint is on the opening brace',
      doc: { inputs: [key('k')] },
      options: rootFile(null),
      findings: ['MCP726 { ⇒ '],
    },
    {
      title: 'an empty root .mcp.json is replaced by this file',
      doc: { servers: { fs } },
      options: rootFile(' \n'),
      findings: ['MCP726 "servers" ⇒ '],
    },
    {
      title: 'a root .mcp.json that is no object: refused',
      doc: { servers: { fs } },
      options: rootFile('[]'),
      findings: ['MCP726 "servers"'],
    },
    {
      title: "a root .mcp.json with other keys only, not known to be VS Code's: refused",
      doc: { servers: { fs } },
      options: rootFile('{ "name": "team" }'),
      findings: ['MCP726 "servers"'],
    },
    {
      title: 'an empty object as the root .mcp.json: merged into',
      doc: { servers: { fs } },
      options: rootFile('{}'),
      findings: ['MCP726 "servers" ⇒ '],
    },
    {
      title: 'two server names in both files: refused, naming both',
      doc: { servers: { fs, git } },
      options: rootFile(JSON.stringify({ servers: { fs, git } })),
      findings: ['MCP726 "servers"'],
    },
    {
      title: 'two input ids in both files: refused, naming both',
      doc: { inputs: [key('a'), key('b')], servers: { fs } },
      options: rootFile(JSON.stringify({ inputs: [key('a'), key('b')] })),
      findings: ['MCP726 "servers"'],
    },
    {
      title: 'a top-level sandbox in both files: refused',
      doc: { servers: { fs }, sandbox: { network: { allowedDomains: [] } } },
      options: rootFile(JSON.stringify({ servers: {}, sandbox: {} })),
      findings: ['MCP726 "servers"'],
    },
    {
      title: 'inputs without an id in both files are no clash',
      doc: { inputs: [key()], servers: { fs } },
      options: rootFile(JSON.stringify({ inputs: [key()] })),
      findings: ['MCP726 "servers" ⇒ '],
    },
    {
      title: 'the user-profile mcp.json, even with a .mcp.json in the folder above: no hint',
      path: 'home/u/.config/Code/User/mcp.json',
      doc: { servers: { fs } },
      options: { neighbourFiles: new Map([['/work/home/u/.config/Code/.mcp.json', null]]) },
      findings: [],
    },
    {
      title: 'other keys beside servers, inputs, sandbox and $schema: refused, naming each',
      doc: { servers: { fs }, mcpServers: {}, notes: 'x' },
      options: rootFile('{ "servers": {} }'),
      findings: ['MCP726 "servers"'],
    },
  ],
};
