// The prompts tests' documents and the findings each must give (code, span, fixed text); the message layer
// (test/unit/engine/messages/) pins what the same findings say.
import { prompts } from './fixtures';
import type { FindingTable } from '../../ruleCases';

export const prompt = (fields: Record<string, unknown> = {}) => ({
  name: 'code_review',
  description: 'Reviews code',
  arguments: [{ name: 'code', description: 'The code', required: true }],
  ...fields,
});

export const promptEdges: FindingTable = {
  title: 'prompts (MCP501–MCP511) at their edges',
  path: 'prompts.json',
  cases: [
    {
      title: 'a prompt name: missing, not a string, blank',
      doc: prompts({ description: 'd' }, { name: 3 }, { name: '  ' }),
      findings: ['MCP501 {', 'MCP501 3', 'MCP501 "  "'],
    },
    {
      title: 'a duplicate prompt name names the line of the first',
      doc: '{"prompts": [\n{"name": "a"},\n{"name": "b"},\n\n{"name": "a"}]}',
      findings: ['MCP502 "a"'],
    },
    {
      title: 'prompt field types',
      doc: prompts(
        { name: 'a', title: 1, description: ['x'], icons: {}, _meta: [] },
        { name: 'b', title: 't', description: 'd', icons: [], _meta: {} },
      ),
      findings: ['MCP510 1', 'MCP510 [\n        "x"\n      ]', 'MCP510 {}', 'MCP510 []'],
    },
    {
      title: 'arguments under another name: renamed when they are a list',
      doc: prompts(
        { name: 'a', args: [{ name: 'x' }] },
        { name: 'b', argsSchema: {} },
        { name: 'c', parameters: [] },
        { name: 'd', params: [] },
        { name: 'e', inputSchema: [] },
      ),
      findings: [
        'MCP511 "args" ⇒ "arguments"',
        'MCP511 "argsSchema"',
        'MCP511 "parameters" ⇒ "arguments"',
        'MCP511 "params" ⇒ "arguments"',
        'MCP511 "inputSchema" ⇒ "arguments"',
      ],
    },
    {
      title: 'an alias beside "arguments" is only an unknown key',
      doc: prompts({ name: 'a', arguments: [], args: [] }),
      findings: ['MCP511 "args"'],
    },
    {
      title: 'unknown prompt keys: a near miss renamed, the rest at Information',
      doc: prompts({ name: 'a', descripton: 'd', color: 'red' }),
      findings: ['MCP511 "descripton" ⇒ "description"', 'MCP511 "color"'],
    },
    {
      title: 'arguments that are not a list',
      doc: prompts({ name: 'a', arguments: { name: 'x' } }),
      findings: ['MCP503 {\n        "name": "x"\n      }'],
    },
    {
      title: 'each argument: its shape, name, duplicates, required, field types and keys',
      doc: prompts({
        name: 'a',
        arguments: [
          'code',
          3,
          {},
          { name: 2 },
          { name: ' ' },
          { name: 'x' },
          { name: 'x' },
          { name: 'y', required: 'TRUE ' },
          { name: 'z', required: 'false' },
          { name: 'w', required: 'yes' },
          { name: 'v', required: 1 },
          { name: 'u', required: true, title: 2, description: {}, extra: 1, requird: true },
        ],
      }),
      findings: [
        'MCP503 "code" ⇒ { "name": "code" }',
        'MCP503 3',
        'MCP503 {',
        'MCP503 2',
        'MCP503 " "',
        'MCP504 "x"',
        'MCP505 "TRUE " ⇒ true',
        'MCP505 "false" ⇒ false',
        'MCP505 "yes"',
        'MCP505 1',
        'MCP510 2',
        'MCP510 {}',
        'MCP511 "extra"',
        'MCP511 "requird"',
      ],
    },
    {
      title: 'argument names repeat freely across prompts',
      doc: prompts({ name: 'a', arguments: [{ name: 'x' }] }, { name: 'b', arguments: [{ name: 'x' }] }),
      findings: [],
    },
  ],
};
