// The test file rules of testFileShape.ts (MCP950–MCP953): their documents and the findings each must give; the
// message layer (test/unit/engine/messages/testFile.messages.test.ts) pins what the same findings say.
import type { FindingTable, PinnedRuleCase } from '../../ruleCases';

const P = 'tests/echo.mcptest.json';
const TOOL = { name: 'echo', inputSchema: { type: 'object' } };

function T(extra: object = {}): object {
  return {
    server: { name: 'everything' },
    catalog: { tools: [TOOL], prompts: [{ name: 'greet' }] },
    steps: [
      { name: 'echoes', callTool: { name: 'echo', arguments: { text: 'hi' } }, expect: { text: { equals: 'hi' } } },
    ],
    ...extra,
  };
}

export const testFileRules: readonly PinnedRuleCase[] = [
  {
    code: 'MCP950',
    title: 'a misspelt field of a step',
    path: P,
    bad: T({ steps: [{ callTool: { name: 'echo' }, expects: {} }] }),
    good: T(),
    span: '"expects"',
    fixedText: null,
    severity: 'error',
  },
  {
    code: 'MCP950',
    title: 'an ignored field that is not a JSON Pointer',
    path: P,
    bad: T({ steps: [{ callTool: { name: 'echo' }, expect: { snapshot: {}, ignore: ['timestamp'] } }] }),
    good: T({ steps: [{ callTool: { name: 'echo' }, expect: { snapshot: {}, ignore: ['/timestamp'] } }] }),
    span: '"timestamp"',
    fixedText: null,
  },
  {
    code: 'MCP950',
    title: 'no steps',
    path: P,
    bad: { server: { name: 'everything' } },
    good: { server: { name: 'everything' }, steps: [] },
    span: '{',
    fixedText: null,
  },
  {
    code: 'MCP951',
    title: 'a server named two ways',
    path: P,
    bad: T({ server: { name: 'everything', command: 'node' } }),
    good: T({ server: { command: 'node', args: ['server.js'] } }),
    span: '"command"',
    fixedText: null,
    severity: 'error',
  },
  {
    code: 'MCP951',
    title: 'a server named no way',
    path: P,
    bad: T({ server: { headers: { a: 'b' } } }),
    good: T({ server: { url: 'http://localhost:3000/mcp', headers: { a: 'b' } } }),
    span: '{',
    fixedText: null,
  },
  {
    code: 'MCP952',
    title: 'a step that does two things',
    path: P,
    bad: T({ steps: [{ callTool: { name: 'echo' }, readResource: { uri: 'file:///a' } }] }),
    good: T({ steps: [{ callTool: { name: 'echo' } }, { readResource: { uri: 'file:///a' } }] }),
    span: '"readResource"',
    fixedText: null,
    severity: 'error',
  },
  {
    code: 'MCP953',
    title: 'a tool the catalog does not list',
    path: P,
    bad: T({ steps: [{ callTool: { name: 'ecko' } }] }),
    good: T({ steps: [{ callTool: { name: 'echo' } }] }),
    span: '"ecko"',
    fixedText: null,
    severity: 'warning',
  },
  {
    code: 'MCP953',
    title: 'an allowed tool the catalog does not list',
    path: P,
    bad: T({ allow: ['delete_all'] }),
    good: T({ allow: ['echo'] }),
    span: '"delete_all"',
    fixedText: null,
  },
];

export const testFileCases: FindingTable = {
  title: 'test files',
  path: P,
  cases: [
    { title: 'a complete valid file', doc: T({ strict: true, allow: ['echo'] }), findings: [] },
    {
      title: 'JSONC: comments and trailing commas',
      doc: '{\n  // the server of .vscode/mcp.json\n  "server": { "name": "everything", },\n  "steps": [],\n}',
      findings: [],
    },
    {
      title: 'every action, answers and expectations',
      doc: T({
        answers: {
          elicitation: [{ message: 'confirm', action: 'accept', content: { ok: true } }],
          roots: [{ uri: 'file:///w' }],
        },
        steps: [
          {
            callTool: { name: 'echo' },
            answers: { sampling: { text: 'yes' } },
            expect: {
              error: false,
              maxMs: 5000,
              conformsToOutputSchema: true,
              structuredContent: { pointer: { '/a/0': 1 } },
            },
          },
          { readResource: { uri: 'file:///a' }, expect: { text: { contains: 'a' } } },
          { getPrompt: { name: 'greet', arguments: { who: 'x' } }, expect: { snapshot: { messages: [] } } },
          { complete: { ref: { type: 'ref/prompt', name: 'greet' }, argument: { name: 'who', value: 'x' } } },
        ],
      }),
      findings: [],
    },
    {
      title: 'wrong types and values',
      doc: T({
        strict: 'yes',
        steps: [{ complete: { ref: { type: 'ref/tool' }, argument: { name: 'a', value: 1 } } }],
      }),
      findings: ['MCP950 "ref/tool"', 'MCP950 1', 'MCP950 "yes"'],
    },
    {
      title: 'without a catalog, no name is unlisted',
      doc: { server: { name: 'everything' }, steps: [{ callTool: { name: 'anything' } }], allow: ['anything'] },
      findings: [],
    },
    {
      title: 'an unlisted prompt',
      doc: T({ steps: [{ getPrompt: { name: 'greeet' } }] }),
      findings: ['MCP953 "greeet"'],
    },
    {
      title: 'a name that is no string is a shape error only, and a catalog entry without a name lists none',
      doc: T({
        catalog: { tools: [TOOL, { title: 'no name' }], prompts: [{ name: 5 }] },
        steps: [{ callTool: { name: 5 } }, { getPrompt: { name: 7 } }, { callTool: { name: 'other' } }],
      }),
      findings: ['MCP950 5', 'MCP950 7', 'MCP953 "other"'],
    },
    { title: 'a test file that is not an object', doc: '[]', findings: ['MCP950 []'] },
    { title: 'an empty test file: no shape finding (its syntax error is the parser one)', doc: '', findings: [] },
  ],
};
