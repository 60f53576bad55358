// The clientFields tests' documents and the findings each must give (code, span, fixed text); the message layer
// (test/unit/engine/messages/) pins what the same findings say.
import type { PinnedRuleCase, FindingTable } from '../../ruleCases';
import { CC, CD, CU, VS, ms } from '../../../../helpers/configPaths';

export const fieldsEachClientReads: FindingTable = {
  title: 'MCP711: the fields each client reads',
  only: ['MCP711'],
  cases: [
    {
      title: 'Claude Code: every stdio field it reads',
      path: CC,
      doc: ms({ a: { type: 'stdio', command: 'node', args: ['s.js'], env: {}, cwd: '.' } }),
      findings: [],
    },
    {
      title: 'Claude Code: every remote field it reads',
      path: CC,
      doc: ms({ a: { type: 'http', url: 'https://e.com/mcp', headers: {}, headersHelper: 'h.sh', oauth: {} } }),
      findings: [],
    },
    {
      title: "Claude Code: another client's key, with the fields it reads listed",
      path: CC,
      doc: ms({ a: { command: 'node', disabled: true } }),
      findings: ['MCP711 "disabled" ⇒       "command": "node",\n      "disabled": true →       "command": "node"'],
    },
    {
      title: 'Claude Code: remote fields on a stdio server',
      path: CC,
      doc: ms({ a: { command: 'node', headers: {}, headersHelper: 'h.sh', oauth: {} } }),
      findings: [
        'MCP711 "headers" ⇒       "command": "node",\n      "headers": {}, →       "command": "node",',
        'MCP711 "headersHelper" ⇒       "headers": {},\n      "headersHelper": "h.sh", →       "headers": {},',
        'MCP711 "oauth" ⇒       "headersHelper": "h.sh",\n      "oauth": {} →       "headersHelper": "h.sh"',
      ],
    },
    {
      title: 'Claude Code: stdio fields on an http server',
      path: CC,
      doc: ms({ a: { type: 'http', url: 'https://e.com/mcp', command: 'node', args: [], env: {}, cwd: '.' } }),
      findings: [
        'MCP711 "command" ⇒       "url": "https://e.com/mcp",\n' +
          '      "command": "node", →       "url": "https://e.com/mcp",',
        'MCP711 "args" ⇒       "command": "node",\n      "args": [], →       "command": "node",',
        'MCP711 "env" ⇒       "args": [],\n      "env": {}, →       "args": [],',
        'MCP711 "cwd" ⇒       "env": {},\n      "cwd": "." →       "env": {}',
      ],
    },
    {
      title: 'Claude Code: a stdio field on an sse server',
      path: CC,
      doc: ms({ a: { type: 'sse', url: 'https://e.com/sse', env: {} } }),
      findings: [
        'MCP711 "env" ⇒       "url": "https://e.com/sse",\n      "env": {} →       "url": "https://e.com/sse"',
      ],
    },
    {
      title: 'Cursor: envFile on a remote server (auth belongs there)',
      path: CU,
      doc: ms({ a: { url: 'https://e.com/mcp', envFile: '.env', auth: {} } }),
      findings: [
        'MCP711 "envFile" ⇒       "url": "https://e.com/mcp",\n' +
          '      "envFile": ".env", →       "url": "https://e.com/mcp",',
      ],
    },
    {
      title: 'Cursor: auth on a stdio server (envFile and type belong there)',
      path: CU,
      doc: ms({ a: { command: 'node', auth: {}, envFile: '.env', type: 'stdio' } }),
      findings: ['MCP711 "auth" ⇒       "command": "node",\n      "auth": {}, →       "command": "node",'],
    },
    {
      title: 'Cursor: cwd, which it does not read',
      path: CU,
      doc: ms({ a: { command: 'node', cwd: '.' } }),
      findings: ['MCP711 "cwd" ⇒       "command": "node",\n      "cwd": "." →       "command": "node"'],
    },
    {
      title: 'Claude Desktop: a key it does not read; its list leaves out type and url',
      path: CD,
      doc: ms({ a: { command: 'node', headers: {} } }),
      findings: ['MCP711 "headers" ⇒       "command": "node",\n      "headers": {} →       "command": "node"'],
    },
    {
      title: 'Claude Desktop: a remote entry is reported as a transport it lacks, not field by field',
      path: CD,
      doc: ms({ a: { type: 'http', url: 'https://e.com/mcp', env: {} } }),
      findings: [],
    },
    {
      title: "VS Code's mcp.json: its own rules, not these",
      path: VS,
      doc: { servers: { a: { command: 'node', disabled: true } } },
      findings: [],
    },
    {
      title: 'an entry that is not an object is passed over',
      path: CC,
      doc: ms({ a: 'node', b: { command: 'node', disabled: 1 } }),
      findings: ['MCP711 "disabled" ⇒       "command": "node",\n      "disabled": 1 →       "command": "node"'],
    },
  ],
};

export const clientFieldsSecondRun: FindingTable = {
  title: 'client configurations: what the second mutation run asked for',
  cases: [
    {
      title: 'Claude Code: a url beside a command is a remote field of a stdio server',
      path: CC,
      doc: ms({ a: { command: 'node', url: 'https://e.com/mcp' } }),
      only: ['MCP711'],
      findings: ['MCP711 "url" ⇒       "command": "node",\n      "url": "https://e.com/mcp" →       "command": "node"'],
    },
  ],
};

export const clientFieldRules: readonly PinnedRuleCase[] = [
  {
    code: 'MCP711',
    title: "another client's key in .mcp.json",
    path: CC,
    bad: ms({ a: { command: 'node', disabled: false } }),
    good: ms({ a: { command: 'node', args: ['s.js'], env: {}, cwd: '.' } }),
    fixedText: '      "command": "node",\n      "disabled": false →       "command": "node"',
    fix: true,
    severity: 'info',
    span: '"disabled"',
  },
  {
    code: 'MCP711',
    title: 'headers on a stdio server',
    path: CU,
    bad: ms({ a: { command: 'node', headers: { A: 'b' } } }),
    good: ms({ a: { url: 'https://e.com/mcp', headers: { A: 'b' } } }),
    span: '"headers"',
    fixedText: '      "command": "node",\n      "headers": {\n        "A": "b"\n      } →       "command": "node"',
    message: /applies to remote servers/,
  },
  {
    code: 'MCP711',
    title: 'Claude Desktop reads command, args, env',
    path: CD,
    bad: ms({ a: { _comment: 'x', command: 'node' } }),
    good: ms({ a: { command: 'node', args: [], env: {} } }),
    span: '"_comment"',
    fixedText: '    "a": {\n      "_comment": "x",\n      "command": "node" →     "a": {\n      "command": "node"',
  },
];
