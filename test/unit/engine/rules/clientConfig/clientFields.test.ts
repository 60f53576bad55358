import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { transcript } from '../../../../helpers/transcript';
import { CC, CD, CU, VS, ms } from '../../../../helpers/configPaths';
import { codes, lintText } from '../../../../helpers/engine';
import { runCases } from '../../ruleCases';
import type { EngineOptions } from '../../../../../server/src/engine/types';

describe('MCP711: the fields each client reads', () => {
  const cases: [string, string, object, string[]][] = [
    [
      'Claude Code: every stdio field it reads',
      CC,
      ms({ a: { type: 'stdio', command: 'node', args: ['s.js'], env: {}, cwd: '.' } }),
      [],
    ],
    [
      'Claude Code: every remote field it reads',
      CC,
      ms({ a: { type: 'http', url: 'https://e.com/mcp', headers: {}, headersHelper: 'h.sh', oauth: {} } }),
      [],
    ],
    [
      "Claude Code: another client's key, with the fields it reads listed",
      CC,
      ms({ a: { command: 'node', disabled: true } }),
      [
        'MCP711 info "\\"disabled\\"": Claude Code does not read "disabled" in a server entry (it reads "type", "command", "args", "env", "cwd", "url", "headers", "headersHelper", "oauth"); the key has no effect here. [unnecessary] ‖ Remove "disabled": "      \\"command\\": \\"node\\",\\n      \\"disabled\\": true"→"      \\"command\\": \\"node\\""',
      ],
    ],
    [
      'Claude Code: remote fields on a stdio server',
      CC,
      ms({ a: { command: 'node', headers: {}, headersHelper: 'h.sh', oauth: {} } }),
      [
        'MCP711 info "\\"headers\\"": "headers" applies to remote servers; server "a" is started as a stdio command, so Claude Code ignores it. [unnecessary] ‖ Remove "headers": "      \\"command\\": \\"node\\",\\n      \\"headers\\": {},"→"      \\"command\\": \\"node\\","',
        'MCP711 info "\\"headersHelper\\"": "headersHelper" applies to remote servers; server "a" is started as a stdio command, so Claude Code ignores it. [unnecessary] ‖ Remove "headersHelper": "      \\"headers\\": {},\\n      \\"headersHelper\\": \\"h.sh\\","→"      \\"headers\\": {},"',
        'MCP711 info "\\"oauth\\"": "oauth" applies to remote servers; server "a" is started as a stdio command, so Claude Code ignores it. [unnecessary] ‖ Remove "oauth": "      \\"headersHelper\\": \\"h.sh\\",\\n      \\"oauth\\": {}"→"      \\"headersHelper\\": \\"h.sh\\""',
      ],
    ],
    [
      'Claude Code: stdio fields on an http server',
      CC,
      ms({ a: { type: 'http', url: 'https://e.com/mcp', command: 'node', args: [], env: {}, cwd: '.' } }),
      [
        'MCP711 info "\\"command\\"": "command" applies to stdio servers; server "a" is remote (http), so Claude Code ignores it. [unnecessary] ‖ Remove "command": "      \\"url\\": \\"https://e.com/mcp\\",\\n      \\"command\\": \\"node\\","→"      \\"url\\": \\"https://e.com/mcp\\","',
        'MCP711 info "\\"args\\"": "args" applies to stdio servers; server "a" is remote (http), so Claude Code ignores it. [unnecessary] ‖ Remove "args": "      \\"command\\": \\"node\\",\\n      \\"args\\": [],"→"      \\"command\\": \\"node\\","',
        'MCP711 info "\\"env\\"": "env" applies to stdio servers; server "a" is remote (http), so Claude Code ignores it. [unnecessary] ‖ Remove "env": "      \\"args\\": [],\\n      \\"env\\": {},"→"      \\"args\\": [],"',
        'MCP711 info "\\"cwd\\"": "cwd" applies to stdio servers; server "a" is remote (http), so Claude Code ignores it. [unnecessary] ‖ Remove "cwd": "      \\"env\\": {},\\n      \\"cwd\\": \\".\\""→"      \\"env\\": {}"',
      ],
    ],
    [
      'Claude Code: a stdio field on an sse server',
      CC,
      ms({ a: { type: 'sse', url: 'https://e.com/sse', env: {} } }),
      [
        'MCP711 info "\\"env\\"": "env" applies to stdio servers; server "a" is remote (sse), so Claude Code ignores it. [unnecessary] ‖ Remove "env": "      \\"url\\": \\"https://e.com/sse\\",\\n      \\"env\\": {}"→"      \\"url\\": \\"https://e.com/sse\\""',
      ],
    ],
    [
      'Cursor: envFile on a remote server (auth belongs there)',
      CU,
      ms({ a: { url: 'https://e.com/mcp', envFile: '.env', auth: {} } }),
      [
        'MCP711 info "\\"envFile\\"": "envFile" applies to stdio servers; server "a" is remote (http), so Cursor ignores it. [unnecessary] ‖ Remove "envFile": "      \\"url\\": \\"https://e.com/mcp\\",\\n      \\"envFile\\": \\".env\\","→"      \\"url\\": \\"https://e.com/mcp\\","',
      ],
    ],
    [
      'Cursor: auth on a stdio server (envFile and type belong there)',
      CU,
      ms({ a: { command: 'node', auth: {}, envFile: '.env', type: 'stdio' } }),
      [
        'MCP711 info "\\"auth\\"": "auth" applies to remote servers; server "a" is started as a stdio command, so Cursor ignores it. [unnecessary] ‖ Remove "auth": "      \\"command\\": \\"node\\",\\n      \\"auth\\": {},"→"      \\"command\\": \\"node\\","',
      ],
    ],
    [
      'Cursor: cwd, which it does not read',
      CU,
      ms({ a: { command: 'node', cwd: '.' } }),
      [
        'MCP711 info "\\"cwd\\"": Cursor does not read "cwd" in a server entry (it reads "type", "command", "args", "env", "envFile", "url", "headers", "auth"); the key has no effect here. [unnecessary] ‖ Remove "cwd": "      \\"command\\": \\"node\\",\\n      \\"cwd\\": \\".\\""→"      \\"command\\": \\"node\\""',
      ],
    ],
    [
      'Claude Desktop: a key it does not read; its list leaves out type and url',
      CD,
      ms({ a: { command: 'node', headers: {} } }),
      [
        'MCP711 info "\\"headers\\"": Claude Desktop does not read "headers" in a server entry (it reads "command", "args", "env"); the key has no effect here. [unnecessary] ‖ Remove "headers": "      \\"command\\": \\"node\\",\\n      \\"headers\\": {}"→"      \\"command\\": \\"node\\""',
      ],
    ],
    [
      'Claude Desktop: a remote entry is reported as a transport it lacks, not field by field',
      CD,
      ms({ a: { type: 'http', url: 'https://e.com/mcp', env: {} } }),
      [],
    ],
    ["VS Code's mcp.json: its own rules, not these", VS, { servers: { a: { command: 'node', disabled: true } } }, []],
    [
      'an entry that is not an object is passed over',
      CC,
      ms({ a: 'node', b: { command: 'node', disabled: 1 } }),
      [
        'MCP711 info "\\"disabled\\"": Claude Code does not read "disabled" in a server entry (it reads "type", "command", "args", "env", "cwd", "url", "headers", "headersHelper", "oauth"); the key has no effect here. [unnecessary] ‖ Remove "disabled": "      \\"command\\": \\"node\\",\\n      \\"disabled\\": 1"→"      \\"command\\": \\"node\\""',
      ],
    ],
  ];
  for (const [title, path, doc, expected] of cases) {
    it(title, () => assert.deepEqual(transcript(path, doc, { only: ['MCP711'] }), expected));
  }
});

describe('client configs: fields a client ignores', () => {
  runCases([
    {
      code: 'MCP711',
      title: "another client's key in .mcp.json",
      path: CC,
      bad: ms({ a: { command: 'node', disabled: false } }),
      good: ms({ a: { command: 'node', args: ['s.js'], env: {}, cwd: '.' } }),
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
      message: /applies to remote servers/,
    },
    {
      code: 'MCP711',
      title: 'Claude Desktop reads command, args, env',
      path: CD,
      bad: ms({ a: { _comment: 'x', command: 'node' } }),
      good: ms({ a: { command: 'node', args: [], env: {} } }),
    },
  ]);

  it('says nothing about unknown keys in files of unknown clients (Kiro, Roo)', () => {
    assert.deepEqual(
      codes(
        lintText(
          '.kiro/settings/mcp.json',
          ms({ a: { command: 'uvx', args: ['x'], disabled: false, autoApprove: [] } }),
        ),
      ),
      [],
    );
  });
});

describe('client configurations: what the second mutation run asked for', () => {
  const cases: [string, string, object | string, string[], EngineOptions | undefined, string[]][] = [
    [
      'Claude Code: a url beside a command is a remote field of a stdio server',
      CC,
      ms({ a: { command: 'node', url: 'https://e.com/mcp' } }),
      ['MCP711'],
      undefined,
      [
        'MCP711 info "\\"url\\"": "url" applies to remote servers; server "a" is started as a stdio command, so Claude Code ignores it. [unnecessary] ‖ Remove "url": "      \\"command\\": \\"node\\",\\n      \\"url\\": \\"https://e.com/mcp\\""→"      \\"command\\": \\"node\\""',
      ],
    ],
  ];
  for (const [title, path, doc, codes, options, expected] of cases) {
    it(title, () => assert.deepEqual(transcript(path, doc, { only: codes, options }), expected));
  }
});
