// The prompts tests' documents and the findings each must give (code, span, fixed text); the message layer
// (test/unit/engine/messages/) pins what the same findings say.
import { strict as assert } from 'node:assert';
import type { PinnedRuleCase, FindingTable } from '../../ruleCases';
import { M, P } from './fixtures';

export const promptCases: FindingTable = {
  title: 'prompts',
  path: P,
  only: ['MCP912', 'MCP913'],
  cases: [
    {
      title: 'arguments declared and used',
      doc: M({ prompts: [{ name: 'p', arguments: ['topic'], text: 'About ${arguments.topic}' }] }),
      findings: [],
    },
    {
      title: 'an undeclared argument, no arguments list',
      doc: M({ prompts: [{ name: 'p', text: 'About ${arguments.topic} and ${arguments.topic}' }] }),
      findings: [
        'MCP912 ${arguments.topic} ⇒       "text": "About ${arguments.topic} and ${arguments.topic}" →       "text": "About ${arguments.topic} and ${arguments.topic}",\n' +
          '      "arguments": [\n' +
          '        "topic"\n' +
          '      ]',
        'MCP912 ${arguments.topic}',
      ],
    },
    {
      title: 'an undeclared argument, close to a declared one',
      doc: M({ prompts: [{ name: 'p', arguments: ['topic'], text: 'About ${arguments.topik}' }] }),
      findings: [
        'MCP913 "topic"',
        'MCP912 ${arguments.topik} ⇒ topik → topic ⇒         "topic" →         "topic",\n        "topik"',
      ],
    },
    {
      title: 'an undeclared argument, arguments not a list',
      doc: M({ prompts: [{ name: 'p', arguments: 'topic', text: 'About ${arguments.topic}' }] }),
      findings: ['MCP912 ${arguments.topic}'],
    },
    {
      title: 'an unused argument',
      doc: M({ prompts: [{ name: 'p', arguments: ['topic', 'style'], text: 'About ${arguments.topic}' }] }),
      findings: ['MCP913 "style"'],
    },
    { title: 'arguments without text', doc: M({ prompts: [{ name: 'p', arguments: ['topic'] }] }), findings: [] },
    {
      title: 'a prompt without a name',
      doc: M({
        prompts: [
          { name: 'first', text: 'x' },
          { arguments: ['a'], text: 'None' },
        ],
      }),
      findings: ['MCP913 "a"'],
    },
    { title: 'a prompt that is not an object', doc: M({ prompts: ['p'] }), findings: [] },
    {
      title: 'other namespaces in the text',
      doc: M({ prompts: [{ name: 'p', text: '${user_config.x} ${HOME}' }] }),
      findings: [],
    },
  ],
};

export const promptEdges: FindingTable = {
  title: 'MCP Bundle manifests at their edges',
  path: P,
  cases: [
    {
      title: 'an argument that is not a string is neither a guess nor unused',
      doc: M({ prompts: [{ name: 'p', arguments: ['topic', 3], text: 'About ${arguments.topik}' }] }),
      findings: [
        'MCP913 "topic"',
        'MCP904 3 ⇒ "3"',
        'MCP912 ${arguments.topik} ⇒ topik → topic ⇒         3 →         3,\n        "topik"',
      ],
    },
  ],
};

export const promptRules: readonly PinnedRuleCase[] = [
  {
    code: 'MCP912',
    title: 'an undeclared placeholder, declared by the fix',
    path: P,
    bad: M({ prompts: [{ name: 'p', text: 'Find ${arguments.topic}' }] }),
    good: M({ prompts: [{ name: 'p', arguments: ['topic'], text: 'Find ${arguments.topic}' }] }),
    span: '${arguments.topic}',
    fixedText:
      '      "text": "Find ${arguments.topic}" →       "text": "Find ${arguments.topic}",\n' +
      '      "arguments": [\n' +
      '        "topic"\n' +
      '      ]',
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
    span: '${arguments.b}',
    fixedText: '        "a" →         "a",\n        "b"',
    fix: /Declare/,
  },
  {
    code: 'MCP913',
    title: 'a declared argument never used',
    path: P,
    bad: M({ prompts: [{ name: 'p', arguments: ['topic'], text: 'Summarise' }] }),
    good: M({ prompts: [{ name: 'p', arguments: [], text: 'Summarise' }] }),
    span: '"topic"',
    fixedText: null,
    severity: 'hint',
  },
];
