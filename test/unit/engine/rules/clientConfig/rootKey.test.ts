import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { codes, lintText, applyFix } from '../../../../helpers/engine';
import { only, runCases } from '../../ruleCases';
import { CC, CD, CU, ms, VS, WS } from '../../../../helpers/configPaths';
import { transcript } from '../../../../helpers/transcript';

const V = '.vscode/mcp.json';

const vsWith = (servers: object, inputs?: object[]) => ({ servers, ...(inputs ? { inputs } : {}) });

const R = ['MCP710', 'MCP718'];

describe('client configs: root keys', () => {
  runCases([
    {
      code: 'MCP710',
      title: 'mcpServers in VS Code, renamed',
      path: V,
      bad: ms({ a: { command: 'node' } }),
      good: vsWith({ a: { command: 'node' } }),
      fix: true,
      span: '"mcpServers"',
      severity: 'warning',
      fixed: (t) => assert.deepEqual(JSON.parse(t), vsWith({ a: { command: 'node' } })),
    },
    {
      code: 'MCP710',
      title: 'both keys in VS Code, merged',
      path: V,
      bad: '{\n  "mcpServers": {\n    "b": { "command": "npx", "args": ["b"] }\n  },\n  // comment\n  "servers": {\n    "a": { "command": "node" }\n  }\n}\n',
      good: vsWith({ a: { command: 'node' }, b: { command: 'npx', args: ['b'] } }),
      fix: /Move the entries/,
      fixed: (t) => {
        const after = lintText(V, t);
        assert.deepEqual(codes(after), []);
        assert.match(
          t,
          /"servers": \{\n {4}"a": \{ "command": "node" \},\n {4}"b": \{ "command": "npx", "args": \["b"\] \}\n {2}\}/,
        );
      },
    },
    {
      code: 'MCP710',
      title: 'servers in .mcp.json, renamed',
      path: CC,
      bad: vsWith({ a: { command: 'node' } }),
      good: ms({ a: { command: 'node' } }),
      fix: true,
      message: /Claude Code reads servers from "mcpServers"/,
    },
    {
      code: 'MCP710',
      title: 'servers in .cursor/mcp.json',
      path: CU,
      bad: vsWith({ a: { type: 'stdio', command: 'python' } }),
      good: ms({ a: { type: 'stdio', command: 'python' } }),
      fix: true,
    },
    {
      code: 'MCP718',
      title: 'no mcpServers in .cursor/mcp.json',
      path: CU,
      bad: { tools: [{ name: 'a', command: 'npx a' }] },
      good: ms({}),
      severity: 'warning',
    },
  ]);

  it('MCP718 leaves Claude Desktop settings without servers, and empty files, alone', () => {
    assert.deepEqual(codes(lintText(CD, { preferences: { sidebarMode: 'task' } })), []);
    assert.deepEqual(codes(lintText(CC, '{}')), []);
  });

  it('does not offer a merge that would lose an entry', () => {
    const f = only(lintText(V, { mcpServers: { a: { command: 'x' } }, servers: { a: { command: 'y' } } }), 'MCP710');
    assert.equal(f.length, 1);
    assert.deepEqual(f[0]!.fixes ?? [], []);
  });
});

describe('the servers key and the inputs', () => {
  const cases: [string, string, object | string, string[], string[]][] = [
    [
      'Claude Code: "servers" alone, renamed',
      CC,
      { servers: { a: { command: 'node' } } },
      R,
      [
        'MCP710 warning "\\"servers\\"": Claude Code reads servers from "mcpServers"; "servers" is VS Code\'s key, so the servers in this file are never started. Rename it to "mcpServers". ‖ Rename "servers" to "mcpServers" (preferred) (safe): "\\"servers\\""→"\\"mcpServers\\""',
      ],
    ],
    [
      'Cursor: "servers" alone, renamed',
      CU,
      { servers: { a: { command: 'node' } } },
      R,
      [
        'MCP710 warning "\\"servers\\"": Cursor reads servers from "mcpServers"; "servers" is VS Code\'s key, so the servers in this file are never started. Rename it to "mcpServers". ‖ Rename "servers" to "mcpServers" (preferred) (safe): "\\"servers\\""→"\\"mcpServers\\""',
      ],
    ],
    [
      'Windsurf: no "mcpServers" at all',
      WS,
      { other: {} },
      R,
      [
        'MCP718 warning "{": This file has no "mcpServers": Windsurf reads servers only from a top-level "mcpServers" object, so it configures none.',
      ],
    ],
    ['an empty file configures nothing, and says nothing', CC, {}, R, []],
    ['Claude Desktop keeps other settings in this file', CD, { other: {} }, R, []],
    [
      'VS Code: "mcpServers", renamed',
      VS,
      { mcpServers: { a: { command: 'node' } } },
      R,
      [
        'MCP710 warning "\\"mcpServers\\"": VS Code\'s mcp.json keeps servers under "servers", not "mcpServers" (the key of Claude and Cursor files); VS Code moves them when it loads the file. Rename the key to "servers". ‖ Rename "mcpServers" to "servers" (preferred) (safe): "\\"mcpServers\\""→"\\"servers\\""',
      ],
    ],
    [
      'both keys: the entries moved after the existing ones, each line as written',
      CC,
      '{\n  "mcpServers": {\n    "a": { "command": "node" }\n  },\n  "servers": {\n    "b": { "command": "npx" },\n    "c": { "command": "uv" }\n  }\n}',
      R,
      [
        'MCP710 warning "\\"servers\\"": Claude Code reads servers from "mcpServers"; "servers" is VS Code\'s key, so these entries are never started. Rename it to "mcpServers". ‖ Move the entries of "servers" into "mcpServers" (preferred): ""→",\\n    \\"b\\": { \\"command\\": \\"npx\\" },\\n    \\"c\\": { \\"command\\": \\"uv\\" }", ",\\n  \\"servers\\": {\\n    \\"b\\": { \\"command\\": \\"npx\\" },\\n    \\"c\\": { \\"command\\": \\"uv\\" }\\n  }"→""',
      ],
    ],
    [
      'both keys, the right one empty: the entries moved into it (tabs kept)',
      CC,
      '{\n\t"servers": {\n\t\t"b": { "command": "npx" }\n\t},\n\t"mcpServers": {}\n}',
      R,
      [
        'MCP710 warning "\\"servers\\"": Claude Code reads servers from "mcpServers"; "servers" is VS Code\'s key, so these entries are never started. Rename it to "mcpServers". ‖ Move the entries of "servers" into "mcpServers" (preferred): ""→"\\n\\t\\t\\"b\\": { \\"command\\": \\"npx\\" }\\n\\t", "\\"servers\\": {\\n\\t\\t\\"b\\": { \\"command\\": \\"npx\\" }\\n\\t},\\n\\t"→""',
      ],
    ],
    [
      'both keys in a CRLF file: its line ends kept',
      CC,
      '{\r\n  "mcpServers": {},\r\n  "servers": { "b": { "command": "npx" } }\r\n}',
      R,
      [
        'MCP710 warning "\\"servers\\"": Claude Code reads servers from "mcpServers"; "servers" is VS Code\'s key, so these entries are never started. Rename it to "mcpServers". ‖ Move the entries of "servers" into "mcpServers" (preferred): ""→"\\r\\n    \\"b\\": { \\"command\\": \\"npx\\" }\\r\\n  ", ",\\r\\n  \\"servers\\": { \\"b\\": { \\"command\\": \\"npx\\" } }"→""',
      ],
    ],
    [
      'both keys with a name in each: no fix',
      CC,
      { mcpServers: { a: { command: 'node' } }, servers: { a: { command: 'npx' } } },
      R,
      [
        'MCP710 warning "\\"servers\\"": Claude Code reads servers from "mcpServers"; "servers" is VS Code\'s key, so these entries are never started. Rename it to "mcpServers".',
      ],
    ],
    [
      'both keys, the wrong one empty: it is removed',
      CC,
      { mcpServers: { a: { command: 'node' } }, servers: {} },
      R,
      [
        'MCP710 warning "\\"servers\\"": Claude Code reads servers from "mcpServers"; "servers" is VS Code\'s key, so these entries are never started. Rename it to "mcpServers". ‖ Move the entries of "servers" into "mcpServers" (preferred): ",\\n  \\"servers\\": {}"→""',
      ],
    ],
    [
      '"servers" that is not an object is not a servers map',
      CC,
      { mcpServers: { a: { command: 'node' } }, servers: 3 },
      R,
      [],
    ],
    ['a file that is not an object', CC, '[]', R, []],
  ];
  for (const [title, path, doc, codes, expected] of cases) {
    it(title, () => assert.deepEqual(transcript(path, doc, { only: codes }), expected));
  }
});

describe('the servers key and the inputs: what the second mutation run asked for', () => {
  const R = ['MCP710', 'MCP718'];
  const cases: [string, string, object | string, string[], string[]][] = [
    [
      'Claude Code: no "mcpServers" at all',
      CC,
      { other: {} },
      R,
      [
        'MCP718 warning "{": This file has no "mcpServers": Claude Code reads servers only from a top-level "mcpServers" object, so it configures none.',
      ],
    ],
    [
      'both keys, the right one no object: no fix',
      CC,
      { mcpServers: [], servers: { a: { command: 'node' } } },
      R,
      [
        'MCP710 warning "\\"servers\\"": Claude Code reads servers from "mcpServers"; "servers" is VS Code\'s key, so these entries are never started. Rename it to "mcpServers".',
      ],
    ],
    [
      'both keys in a file indented by four, the right one empty',
      CC,
      '{\n    "mcpServers": {},\n    "servers": {\n        "b": { "command": "npx" }\n    }\n}',
      R,
      [
        'MCP710 warning "\\"servers\\"": Claude Code reads servers from "mcpServers"; "servers" is VS Code\'s key, so these entries are never started. Rename it to "mcpServers". ‖ Move the entries of "servers" into "mcpServers" (preferred): ""→"\\n        \\"b\\": { \\"command\\": \\"npx\\" }\\n    ", ",\\n    \\"servers\\": {\\n        \\"b\\": { \\"command\\": \\"npx\\" }\\n    }"→""',
      ],
    ],
    [
      'both keys, an entry indented by hand: its indentation kept',
      CC,
      '{\n  "mcpServers": {\n    "a": { "command": "node" }\n  },\n  "servers": {\n     "b": { "command": "npx" }\n  }\n}',
      R,
      [
        'MCP710 warning "\\"servers\\"": Claude Code reads servers from "mcpServers"; "servers" is VS Code\'s key, so these entries are never started. Rename it to "mcpServers". ‖ Move the entries of "servers" into "mcpServers" (preferred): ""→",\\n     \\"b\\": { \\"command\\": \\"npx\\" }", ",\\n  \\"servers\\": {\\n     \\"b\\": { \\"command\\": \\"npx\\" }\\n  }"→""',
      ],
    ],
  ];
  for (const [title, path, doc, codes, expected] of cases) {
    it(title, () => assert.deepEqual(transcript(path, doc, { only: codes }), expected));
  }
});

describe('client configurations: what the second mutation run asked for, after the cases above', () => {
  it('both keys, the right one empty: the entries land inside its braces', () => {
    const text = '{\n  "mcpServers": {},\n  "servers": {\n    "b": { "command": "npx" }\n  }\n}';
    assert.equal(
      applyFix(text, lintText(CC, text), 'MCP710'),
      '{\n  "mcpServers": {\n    "b": { "command": "npx" }\n  }\n}',
    );
  });
});
