// The envFile tests' documents (MCP727: an envFile under ${workspaceFolder} that does not exist, with what the pipeline
// found on disk in `neighbourFiles`) and the findings each must give; the message layer (test/unit/engine/messages/)
// pins what the same findings say.
import type { FindingTable } from '../../ruleCases';
import { V } from './fixtures';

const ENV = '/work/.env';
/** What the pipeline found: each path missing (null). */
const missing = (...paths: string[]) => ({
  neighbourFiles: new Map<string, string | null>(paths.map((p) => [p, null])),
});
const servers = (envFile: unknown) => ({ db: { command: 'node', envFile } });

export const envFileCases: FindingTable = {
  title: 'MCP727: which files name a workspace folder, and which envFile paths are resolved',
  only: ['MCP727'],
  options: missing(ENV),
  cases: [
    {
      title: '${workspaceFolder} with a backslash, as written on Windows',
      path: V,
      doc: { servers: servers('${workspaceFolder}\\.env') },
      findings: ['MCP727 "${workspaceFolder}\\\\.env"'],
    },
    {
      title: "a project's .cursor/mcp.json, which Cursor reads envFile from",
      path: '.cursor/mcp.json',
      doc: { mcpServers: servers('${workspaceFolder}/.env') },
      findings: ['MCP727 "${workspaceFolder}/.env"'],
    },
    {
      title: 'a VS Code file in .vscode under another name: VS Code reads only mcp.json there',
      path: '.vscode/team.vscode_mcp.json',
      doc: { servers: servers('${workspaceFolder}/.env') },
      findings: [],
    },
    {
      title: "Claude Code's .mcp.json: no envFile is read from it",
      path: '.mcp.json',
      doc: { mcpServers: servers('${workspaceFolder}/.env') },
      findings: [],
    },
    {
      title: 'an unsaved .vscode/mcp.json: no folder on disk to look in',
      path: 'untitled:/work/.vscode/mcp.json',
      doc: { servers: servers('${workspaceFolder}/.env') },
      findings: [],
    },
    {
      title: "envFile that is not a string is MCP728's",
      path: V,
      doc: { servers: servers(['${workspaceFolder}/.env']) },
      findings: [],
    },
    {
      title: 'forms not resolved here: another variable, a folder alone, a variable inside, a path out of the folder',
      path: V,
      doc: {
        servers: {
          a: { command: 'node', envFile: '${workspaceFolderBasename}/.env' },
          b: { command: 'node', envFile: '${workspaceFolder}/' },
          c: { command: 'node', envFile: '${workspaceFolder}/${env:STAGE}.env' },
          d: { command: 'node', envFile: '${workspaceFolder}/../shared/.env' },
          e: { command: 'node', envFile: '${workspaceFolder}\\..\\shared\\.env' },
        },
      },
      options: missing(ENV, '/work', '/work/${env:STAGE}.env', '/shared/.env'),
      findings: [],
    },
  ],
};
