// The userConfig tests' documents and the findings each must give (code, span, fixed text); the message layer
// (test/unit/engine/messages/) pins what the same findings say.
import type { PinnedRuleCase, FindingTable } from '../../ruleCases';
import { bareOption, withOptions, option, withConfig, M, P } from './fixtures';

export const userConfigCases: FindingTable = {
  title: 'user_config options',
  path: P,
  only: ['MCP910'],
  cases: [
    {
      title: 'sensitive on a number',
      doc: withOptions({ n: bareOption({ type: 'number', sensitive: true }) }),
      findings: ['MCP910 "sensitive"'],
    },
    {
      title: 'sensitive: false on a number',
      doc: withOptions({ n: bareOption({ type: 'number', sensitive: false }) }),
      findings: [],
    },
    {
      title: 'sensitive on a string',
      doc: withOptions({ s: bareOption({ type: 'string', sensitive: true }) }),
      findings: [],
    },
    {
      title: 'multiple on a string',
      doc: withOptions({ s: bareOption({ type: 'string', multiple: true }) }),
      findings: ['MCP910 "multiple"'],
    },
    {
      title: 'multiple: false on a string',
      doc: withOptions({ s: bareOption({ type: 'string', multiple: false }) }),
      findings: [],
    },
    {
      title: 'multiple on a file',
      doc: withOptions({ f: bareOption({ type: 'file', multiple: true }) }),
      findings: [],
    },
    {
      title: 'min on a string',
      doc: withOptions({ s: bareOption({ type: 'string', min: 1 }) }),
      findings: ['MCP910 "min"'],
    },
    {
      title: 'max on a boolean',
      doc: withOptions({ b: bareOption({ type: 'boolean', max: 1 }) }),
      findings: ['MCP910 "max"'],
    },
    {
      title: 'min above max',
      doc: withOptions({ n: bareOption({ type: 'number', min: 10, max: 1 }) }),
      findings: ['MCP910 10'],
    },
    {
      title: 'min equal to max',
      doc: withOptions({ n: bareOption({ type: 'number', min: 5, max: 5, default: 5 }) }),
      findings: [],
    },
    {
      title: 'a sensitive default',
      doc: withOptions({ s: bareOption({ type: 'string', sensitive: true, default: 'hunter2' }) }),
      findings: ['MCP910 "hunter2" ⇒       "sensitive": true,\n      "default": "hunter2" →       "sensitive": true'],
    },
    {
      title: 'a sensitive empty default',
      doc: withOptions({ s: bareOption({ type: 'string', sensitive: true, default: '' }) }),
      findings: [],
    },
    {
      title: 'a string default on a number, convertible',
      doc: withOptions({ n: bareOption({ type: 'number', default: '42' }) }),
      findings: ['MCP910 "42" ⇒ 42'],
    },
    {
      title: 'a string default on a number, not convertible',
      doc: withOptions({ n: bareOption({ type: 'number', default: 'many' }) }),
      findings: ['MCP910 "many"'],
    },
    {
      title: 'a blank default on a number',
      doc: withOptions({ n: bareOption({ type: 'number', default: ' ' }) }),
      findings: ['MCP910 " "'],
    },
    {
      title: 'a string default on a boolean, convertible',
      doc: withOptions({ b: bareOption({ type: 'boolean', default: 'false' }) }),
      findings: ['MCP910 "false" ⇒ false'],
    },
    {
      title: 'a string default on a boolean, not convertible',
      doc: withOptions({ b: bareOption({ type: 'boolean', default: 'yes' }) }),
      findings: ['MCP910 "yes"'],
    },
    {
      title: 'a number default on a string: quoted',
      doc: withOptions({ s: bareOption({ type: 'string', default: 3 }) }),
      findings: ['MCP910 3 ⇒ "3"'],
    },
    {
      title: 'a boolean default on a string: quoted',
      doc: withOptions({ s: bareOption({ type: 'string', default: true }) }),
      findings: ['MCP910 true ⇒ "true"'],
    },
    {
      title: 'an array default on a single directory',
      doc: withOptions({ d: bareOption({ type: 'directory', default: ['a', 'b'] }) }),
      findings: ['MCP910 [\n        "a",\n        "b"\n      ]'],
    },
    {
      title: 'an array default on multiple directories',
      doc: withOptions({ d: bareOption({ type: 'directory', multiple: true, default: ['a', 'b'] }) }),
      findings: [],
    },
    {
      title: 'an array with a number on multiple files',
      doc: withOptions({ f: bareOption({ type: 'file', multiple: true, default: ['a', 1] }) }),
      findings: ['MCP910 [\n        "a",\n        1\n      ]'],
    },
    {
      title: 'a string default on multiple files',
      doc: withOptions({ f: bareOption({ type: 'file', multiple: true, default: 'a' }) }),
      findings: [],
    },
    {
      title: 'a default below min',
      doc: withOptions({ n: bareOption({ type: 'number', min: 1, default: 0 }) }),
      findings: ['MCP910 0'],
    },
    {
      title: 'a default above max',
      doc: withOptions({ n: bareOption({ type: 'number', max: 10, default: 11 }) }),
      findings: ['MCP910 11'],
    },
    {
      title: 'a default inside min and max',
      doc: withOptions({ n: bareOption({ type: 'number', min: 1, max: 10, default: 10 }) }),
      findings: [],
    },
    {
      title: 'an option with an unknown type',
      doc: withOptions({ x: bareOption({ type: 'color', default: 3 }) }),
      findings: ['MCP910 3'],
    },
    {
      title: 'an option without a type',
      doc: withOptions({ x: bareOption({ default: 3, sensitive: true, multiple: true }) }),
      findings: [],
    },
    { title: 'an option that is not an object', doc: M({ user_config: { x: 'string' } }), findings: [] },
  ],
};

export const userConfigEdges: FindingTable = {
  title: 'MCP Bundle manifests at their edges',
  path: P,
  cases: [
    {
      title: 'a default of an option marked sensitive: false is fine',
      doc: withOptions({ s: bareOption({ type: 'string', sensitive: false, default: 'x' }) }),
      findings: [],
    },
    {
      title: '"1" on a boolean: no fix',
      doc: withOptions({ b: bareOption({ type: 'boolean', default: '1' }) }),
      findings: ['MCP910 "1"'],
    },
    {
      title: 'an array on a number: no fix',
      doc: withOptions({ n: bareOption({ type: 'number', default: [1] }) }),
      findings: ['MCP904 [\n        1\n      ]', 'MCP910 [\n        1\n      ]'],
    },
    {
      title: '"true" on a number: no fix',
      doc: withOptions({ n: bareOption({ type: 'number', default: 'true' }) }),
      findings: ['MCP910 "true"'],
    },
    {
      title: '"true" on a boolean: made true',
      doc: withOptions({ b: bareOption({ type: 'boolean', default: 'true' }) }),
      findings: ['MCP910 "true" ⇒ true'],
    },
    {
      title: 'null on a string: nothing to quote',
      doc: withOptions({ s: bareOption({ type: 'string', default: null }) }),
      findings: ['MCP904 null', 'MCP910 null'],
    },
  ],
};

export const userConfigRules: readonly PinnedRuleCase[] = [
  {
    code: 'MCP910',
    title: 'min above max',
    path: P,
    bad: withConfig({ args: ['${user_config.n}'] }, { n: option({ type: 'number', min: 10, max: 1 }) }),
    good: withConfig({ args: ['${user_config.n}'] }, { n: option({ type: 'number', min: 1, max: 10, default: 5 }) }),
    span: '10',
    fixedText: null,
    severity: 'error',
  },
  {
    code: 'MCP910',
    title: 'a sensitive default',
    path: P,
    bad: withConfig({ env: { K: '${user_config.k}' } }, { k: option({ sensitive: true, default: 'demo-key-12345' }) }),
    good: withConfig({ env: { K: '${user_config.k}' } }, { k: option({ sensitive: true }) }),
    span: '"demo-key-12345"',
    fixedText: '      "sensitive": true,\n      "default": "demo-key-12345" →       "sensitive": true',
    fix: true,
    severity: 'warning',
  },
  {
    code: 'MCP910',
    title: 'a string default for a number, fixed',
    path: P,
    bad: withConfig({ args: ['${user_config.n}'] }, { n: option({ type: 'number', default: '10' }) }),
    good: withConfig({ args: ['${user_config.n}'] }, { n: option({ type: 'number', default: 10 }) }),
    span: '"10"',
    fixedText: '10',
    fix: true,
  },
  {
    code: 'MCP910',
    title: 'an array default without multiple',
    path: P,
    bad: withConfig({ args: ['${user_config.d}'] }, { d: option({ type: 'directory', default: ['${HOME}'] }) }),
    good: withConfig(
      { args: ['${user_config.d}'] },
      { d: option({ type: 'directory', multiple: true, default: ['${HOME}/Desktop'] }) },
    ),
    span: '[\n        "${HOME}"\n      ]',
    fixedText: null,
  },
  {
    code: 'MCP910',
    title: 'sensitive on a number',
    path: P,
    bad: withConfig({ args: ['${user_config.n}'] }, { n: option({ type: 'number', sensitive: true }) }),
    good: withConfig({ args: ['${user_config.n}'] }, { n: option({ type: 'number' }) }),
    span: '"sensitive"',
    fixedText: null,
  },
  {
    code: 'MCP910',
    title: 'a default outside min/max',
    path: P,
    bad: withConfig({ args: ['${user_config.n}'] }, { n: option({ type: 'number', min: 1, max: 10, default: 50 }) }),
    good: withConfig(
      { args: ['${user_config.n}'] },
      { n: option({ type: 'number', min: -1, max: 3600, default: -1 }) },
    ),
    span: '50',
    fixedText: null,
  },
];
