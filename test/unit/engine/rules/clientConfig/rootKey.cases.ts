// The rootKey tests' documents and the findings each must give (code, span, fixed text); the message layer
// (test/unit/engine/messages/) pins what the same findings say.
import { strict as assert } from 'node:assert';
import type { PinnedRuleCase, FindingTable } from '../../ruleCases';
import { CC, CD, CU, VS, WS, ms } from '../../../../helpers/configPaths';
import { lintText, codes } from '../../../../helpers/engine';
import { vsWith, V } from './fixtures';

export const R = ['MCP710', 'MCP718'];

export const rootKeyCases: FindingTable = {
  title: 'the servers key and the inputs',
  cases: [
    {
      title: 'Claude Desktop: "servers" alone, renamed',
      path: CD,
      doc: { servers: { a: { command: 'node' } } },
      only: R,
      findings: ['MCP710 "servers" ⇒ "mcpServers"'],
    },
    {
      title: '.mcp.json with "servers" alone is VS Code 1.140\'s root file: neither rule misfires',
      path: CC,
      doc: { servers: { a: { command: 'node' } } },
      only: R,
      findings: [],
    },
    {
      title: '.mcp.json with "inputs" and no servers yet is VS Code\'s too, not a file without "mcpServers"',
      path: CC,
      doc: { inputs: [{ type: 'promptString', id: 'k', description: 'Key' }] },
      only: R,
      findings: [],
    },
    {
      title: '.mcp.json with "mcpServers" stays Claude Code\'s: a "servers" beside it is reported',
      path: CC,
      doc: { mcpServers: {}, servers: { a: { command: 'node' } } },
      only: ['MCP710'],
      findings: [
        'MCP710 "servers" ⇒ ∅ → \n    "a": {\n      "command": "node"\n    }\n   + ,\n  "servers": {\n    "a": {\n      "command": "node"\n    }\n  } → ∅',
      ],
    },
    {
      title: 'Cursor: "servers" alone, renamed',
      path: CU,
      doc: { servers: { a: { command: 'node' } } },
      only: R,
      findings: ['MCP710 "servers" ⇒ "mcpServers"'],
    },
    { title: 'Windsurf: no "mcpServers" at all', path: WS, doc: { other: {} }, only: R, findings: ['MCP718 {'] },
    { title: 'an empty file configures nothing, and says nothing', path: CC, doc: {}, only: R, findings: [] },
    { title: 'Claude Desktop keeps other settings in this file', path: CD, doc: { other: {} }, only: R, findings: [] },
    {
      title: 'VS Code: "mcpServers", renamed',
      path: VS,
      doc: { mcpServers: { a: { command: 'node' } } },
      only: R,
      findings: ['MCP710 "mcpServers" ⇒ "servers"'],
    },
    {
      title: 'both keys: the entries moved after the existing ones, each line as written',
      path: CC,
      doc:
        '{\n' +
        '  "mcpServers": {\n' +
        '    "a": { "command": "node" }\n' +
        '  },\n' +
        '  "servers": {\n' +
        '    "b": { "command": "npx" },\n' +
        '    "c": { "command": "uv" }\n' +
        '  }\n' +
        '}',
      only: R,
      findings: [
        'MCP710 "servers" ⇒ ∅ → ,\n' +
          '    "b": { "command": "npx" },\n' +
          '    "c": { "command": "uv" } + ,\n' +
          '  "servers": {\n' +
          '    "b": { "command": "npx" },\n' +
          '    "c": { "command": "uv" }\n' +
          '  } → ∅',
      ],
    },
    {
      title: 'both keys, the right one empty: the entries moved into it (tabs kept)',
      path: CC,
      doc: '{\n\t"servers": {\n\t\t"b": { "command": "npx" }\n\t},\n\t"mcpServers": {}\n}',
      only: R,
      findings: [
        'MCP710 "servers" ⇒ ∅ → \n' +
          '\t\t"b": { "command": "npx" }\n' +
          '\t + "servers": {\n' +
          '\t\t"b": { "command": "npx" }\n' +
          '\t},\n' +
          '\t → ∅',
      ],
    },
    {
      title: 'both keys in a CRLF file: its line ends kept',
      path: CC,
      doc: '{\r\n  "mcpServers": {},\r\n  "servers": { "b": { "command": "npx" } }\r\n}',
      only: R,
      findings: [
        'MCP710 "servers" ⇒ ∅ → \r\n' +
          '    "b": { "command": "npx" }\r\n' +
          '   + ,\r\n' +
          '  "servers": { "b": { "command": "npx" } } → ∅',
      ],
    },
    {
      title: 'both keys with a name in each: no fix',
      path: CC,
      doc: { mcpServers: { a: { command: 'node' } }, servers: { a: { command: 'npx' } } },
      only: R,
      findings: ['MCP710 "servers"'],
    },
    {
      title: 'both keys, the wrong one empty: it is removed',
      path: CC,
      doc: { mcpServers: { a: { command: 'node' } }, servers: {} },
      only: R,
      findings: ['MCP710 "servers" ⇒ ,\n  "servers": {} → ∅'],
    },
    {
      title: '"servers" that is not an object is not a servers map',
      path: CC,
      doc: { mcpServers: { a: { command: 'node' } }, servers: 3 },
      only: R,
      findings: [],
    },
    { title: 'a file that is not an object', path: CC, doc: '[]', only: R, findings: [] },
  ],
};

export const rootKeySecondRun: FindingTable = {
  title: 'the servers key and the inputs: what the second mutation run asked for',
  cases: [
    { title: 'Claude Code: no "mcpServers" at all', path: CC, doc: { other: {} }, only: R, findings: ['MCP718 {'] },
    {
      title: 'both keys, the right one no object: no fix',
      path: CC,
      doc: { mcpServers: [], servers: { a: { command: 'node' } } },
      only: R,
      findings: ['MCP710 "servers"'],
    },
    {
      title: 'both keys in a file indented by four, the right one empty',
      path: CC,
      doc: '{\n    "mcpServers": {},\n    "servers": {\n        "b": { "command": "npx" }\n    }\n}',
      only: R,
      findings: [
        'MCP710 "servers" ⇒ ∅ → \n' +
          '        "b": { "command": "npx" }\n' +
          '     + ,\n' +
          '    "servers": {\n' +
          '        "b": { "command": "npx" }\n' +
          '    } → ∅',
      ],
    },
    {
      title: 'both keys, an entry indented by hand: its indentation kept',
      path: CC,
      doc:
        '{\n' +
        '  "mcpServers": {\n' +
        '    "a": { "command": "node" }\n' +
        '  },\n' +
        '  "servers": {\n' +
        '     "b": { "command": "npx" }\n' +
        '  }\n' +
        '}',
      only: R,
      findings: [
        'MCP710 "servers" ⇒ ∅ → ,\n' +
          '     "b": { "command": "npx" } + ,\n' +
          '  "servers": {\n' +
          '     "b": { "command": "npx" }\n' +
          '  } → ∅',
      ],
    },
  ],
};

export const rootKeyRules: readonly PinnedRuleCase[] = [
  {
    code: 'MCP710',
    title: 'mcpServers in VS Code, renamed',
    path: V,
    bad: ms({ a: { command: 'node' } }),
    good: vsWith({ a: { command: 'node' } }),
    fixedText: '"servers"',
    fix: true,
    span: '"mcpServers"',
    severity: 'warning',
    fixed: (t) => assert.deepEqual(JSON.parse(t), vsWith({ a: { command: 'node' } })),
  },
  {
    code: 'MCP710',
    title: 'both keys in VS Code, merged',
    path: V,
    bad:
      '{\n' +
      '  "mcpServers": {\n' +
      '    "b": { "command": "node", "args": ["b"] }\n' +
      '  },\n' +
      '  // comment\n' +
      '  "servers": {\n' +
      '    "a": { "command": "node" }\n' +
      '  }\n' +
      '}\n',
    good: vsWith({ a: { command: 'node' }, b: { command: 'node', args: ['b'] } }),
    span: '"mcpServers"',
    fixedText:
      '∅ → ,\n' +
      '    "b": { "command": "node", "args": ["b"] } + "mcpServers": {\n' +
      '    "b": { "command": "node", "args": ["b"] }\n' +
      '  },\n' +
      '  // comment\n' +
      '   → ∅',
    fix: /Move the entries/,
    fixed: (t) => {
      const after = lintText(V, t);
      assert.deepEqual(codes(after), []);
      assert.match(
        t,
        /"servers": \{\n {4}"a": \{ "command": "node" \},\n {4}"b": \{ "command": "node", "args": \["b"\] \}\n {2}\}/,
      );
    },
  },
  {
    code: 'MCP710',
    title: 'servers in claude_desktop_config.json, renamed',
    path: CD,
    bad: vsWith({ a: { command: 'node' } }),
    good: ms({ a: { command: 'node' } }),
    span: '"servers"',
    fixedText: '"mcpServers"',
    fix: true,
    message: /Claude Desktop reads servers from "mcpServers"/,
  },
  {
    code: 'MCP710',
    title: 'servers in .cursor/mcp.json',
    path: CU,
    bad: vsWith({ a: { type: 'stdio', command: 'python' } }),
    good: ms({ a: { type: 'stdio', command: 'python' } }),
    span: '"servers"',
    fixedText: '"mcpServers"',
    fix: true,
  },
  {
    code: 'MCP718',
    title: 'no mcpServers in .cursor/mcp.json',
    path: CU,
    bad: { tools: [{ name: 'a', command: 'npx a' }] },
    good: ms({}),
    span: '{',
    fixedText: null,
    severity: 'warning',
  },
];
