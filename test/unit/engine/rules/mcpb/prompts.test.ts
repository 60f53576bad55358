import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { runCases } from '../../ruleCases';
import { transcript } from '../../../../helpers/transcript';

const P = 'manifest.json';

const server = (extra: object = {}, config: object = {}) => ({
  type: 'node',
  entry_point: 'server/index.js',
  mcp_config: { command: 'node', args: ['${__dirname}/server/index.js'], ...config },
  ...extra,
});

const base = {
  manifest_version: '0.3',
  name: 'weather',
  version: '1.0.0',
  description: 'Weather data',
  author: { name: 'Acme' },
  server: server(),
};

const M = (extra: object = {}) => ({ ...base, ...extra });

type Doc = Record<string, unknown>;

function table(name: string, codes: string[], cases: [string, Doc | string, string[]][]): void {
  describe(name, () => {
    for (const [title, doc, expected] of cases) {
      it(title, () => {
        const actual = transcript(P, doc, { only: codes });
        assert.deepEqual(actual, expected);
      });
    }
  });
}

describe('MCP Bundle manifest: prompts, icons, metadata', () => {
  runCases([
    {
      code: 'MCP912',
      title: 'an undeclared placeholder, declared by the fix',
      path: P,
      bad: M({ prompts: [{ name: 'p', text: 'Find ${arguments.topic}' }] }),
      good: M({ prompts: [{ name: 'p', arguments: ['topic'], text: 'Find ${arguments.topic}' }] }),
      fix: true,
      severity: 'error',
      fixed: (t) => assert.deepEqual(JSON.parse(t).prompts[0].arguments, ['topic']),
    },
    {
      code: 'MCP912',
      title: 'into existing arguments',
      path: P,
      bad: M({ prompts: [{ name: 'p', arguments: ['a'], text: '${arguments.a} ${arguments.b}' }] }),
      good: M({ prompts: [{ name: 'p', arguments: ['a', 'b'], text: '${arguments.a} ${arguments.b}' }] }),
      fix: /Declare/,
    },
    {
      code: 'MCP913',
      title: 'a declared argument never used',
      path: P,
      bad: M({ prompts: [{ name: 'p', arguments: ['topic'], text: 'Summarise' }] }),
      good: M({ prompts: [{ name: 'p', arguments: [], text: 'Summarise' }] }),
      severity: 'hint',
    },
  ]);
});

table(
  'prompts',
  ['MCP912', 'MCP913'],
  [
    [
      'arguments declared and used',
      M({ prompts: [{ name: 'p', arguments: ['topic'], text: 'About ${arguments.topic}' }] }),
      [],
    ],
    [
      'an undeclared argument, no arguments list',
      M({ prompts: [{ name: 'p', text: 'About ${arguments.topic} and ${arguments.topic}' }] }),
      [
        'MCP912 error "${arguments.topic}": Prompt "p" does not declare the argument "topic", so clients never ask for it and ${arguments.topic} stays in the text. Add it to "arguments". ‖ Declare argument "topic" (preferred): "      \\"text\\": \\"About ${arguments.topic} and ${arguments.topic}\\""→"      \\"text\\": \\"About ${arguments.topic} and ${arguments.topic}\\",\\n      \\"arguments\\": [\\n        \\"topic\\"\\n      ]"',
        'MCP912 error "${arguments.topic}": Prompt "p" does not declare the argument "topic", so clients never ask for it and ${arguments.topic} stays in the text. Add it to "arguments".',
      ],
    ],
    [
      'an undeclared argument, close to a declared one',
      M({ prompts: [{ name: 'p', arguments: ['topic'], text: 'About ${arguments.topik}' }] }),
      [
        'MCP913 hint "\\"topic\\"": Prompt "p" declares "topic" but its text never uses ${arguments.topic}. [unnecessary]',
        'MCP912 error "${arguments.topik}": Prompt "p" does not declare the argument "topik", so clients never ask for it and ${arguments.topik} stays in the text. Did you mean "topic"? ‖ Change to ${arguments.topic} (preferred): "topik"→"topic" ‖ Declare argument "topik": "        \\"topic\\""→"        \\"topic\\",\\n        \\"topik\\""',
      ],
    ],
    [
      'an undeclared argument, arguments not a list',
      M({ prompts: [{ name: 'p', arguments: 'topic', text: 'About ${arguments.topic}' }] }),
      [
        'MCP912 error "${arguments.topic}": Prompt "p" does not declare the argument "topic", so clients never ask for it and ${arguments.topic} stays in the text. Add it to "arguments".',
      ],
    ],
    [
      'an unused argument',
      M({ prompts: [{ name: 'p', arguments: ['topic', 'style'], text: 'About ${arguments.topic}' }] }),
      [
        'MCP913 hint "\\"style\\"": Prompt "p" declares "style" but its text never uses ${arguments.style}. [unnecessary]',
      ],
    ],
    ['arguments without text', M({ prompts: [{ name: 'p', arguments: ['topic'] }] }), []],
    [
      'a prompt without a name',
      M({
        prompts: [
          { name: 'first', text: 'x' },
          { arguments: ['a'], text: 'None' },
        ],
      }),
      ['MCP913 hint "\\"a\\"": Prompt "#2" declares "a" but its text never uses ${arguments.a}. [unnecessary]'],
    ],
    ['a prompt that is not an object', M({ prompts: ['p'] }), []],
    ['other namespaces in the text', M({ prompts: [{ name: 'p', text: '${user_config.x} ${HOME}' }] }), []],
  ],
);

describe('MCP Bundle manifests at their edges', () => {
  const cases: [string, Doc | string, string[]][] = [
    [
      'an argument that is not a string is neither a guess nor unused',
      M({ prompts: [{ name: 'p', arguments: ['topic', 3], text: 'About ${arguments.topik}' }] }),
      [
        'MCP913 hint "\\"topic\\"": Prompt "p" declares "topic" but its text never uses ${arguments.topic}. [unnecessary]',
        'MCP904 error "3": "prompts[0].arguments[1]" must be a string, not an integer. ‖ Change to "3" (preferred): "3"→"\\"3\\""',
        'MCP912 error "${arguments.topik}": Prompt "p" does not declare the argument "topik", so clients never ask for it and ${arguments.topik} stays in the text. Did you mean "topic"? ‖ Change to ${arguments.topic} (preferred): "topik"→"topic" ‖ Declare argument "topik": "        3"→"        3,\\n        \\"topik\\""',
      ],
    ],
  ];
  for (const [title, doc, expected] of cases) it(title, () => assert.deepEqual(transcript(P, doc), expected));
});
