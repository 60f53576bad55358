// The legacyKeys tests' documents and the findings each must give (code, span, fixed text); the message layer
// (test/unit/engine/messages/) pins what the same findings say.
import type { FindingTable, PinnedRuleCase } from '../../ruleCases';
import { strict as assert } from 'node:assert';
import { P, CURRENT, S, npm, pkg } from './fixtures';

export const legacyKeyEdgeRules: readonly PinnedRuleCase[] = [
  {
    code: 'MCP818',
    title: 'a renamed key, said, at the key, fixed safely',
    path: P,
    bad: S({ website_url: 'https://example.com' }),
    good: S({ websiteUrl: 'https://example.com' }),
    fixedText: '"websiteUrl"',
    severity: 'error',
    span: '"website_url"',
    fix: 'Rename to "websiteUrl"',
  },
  {
    code: 'MCP818',
    title: 'both names, said, the old one removed',
    path: P,
    bad: S({ website_url: 'https://a.example.com', websiteUrl: 'https://example.com' }),
    good: S({ websiteUrl: 'https://example.com' }),
    span: '"website_url"',
    fixedText: '  "version": "1.0.0",\n  "website_url": "https://a.example.com", →   "version": "1.0.0",',
    fix: 'Remove "website_url"',
    fixed: (t) =>
      assert.deepEqual(
        Object.keys(JSON.parse(t)).filter((k) => k.startsWith('website')),
        ['websiteUrl'],
      ),
  },
  {
    code: 'MCP818',
    title: 'inside arrays of arrays',
    path: P,
    bad: pkg({ packageArguments: [{ type: 'positional', value_hint: 'file' }] }),
    good: pkg({ packageArguments: [{ type: 'positional', valueHint: 'file' }] }),
    span: '"value_hint"',
    fixedText: '"valueHint"',
  },
  {
    code: 'MCP818',
    title: 'file_sha256',
    path: P,
    bad: pkg({ file_sha256: 'a'.repeat(64) }),
    good: pkg({ fileSha256: 'a'.repeat(64) }),
    span: '"file_sha256"',
    fixedText: '"fileSha256"',
  },
  {
    code: 'MCP818',
    title: 'an error again from the 2025-09-16 schema on',
    path: P,
    bad: S({ $schema: CURRENT.replace('2025-12-11', '2025-09-16'), website_url: 'https://example.com' }),
    good: S({ $schema: CURRENT.replace('2025-12-11', '2025-09-16') }),
    span: '"website_url"',
    fixedText: '"websiteUrl"',
    severity: 'error',
  },
];

export const legacyKeyRules: readonly PinnedRuleCase[] = [
  {
    code: 'MCP818',
    title: 'website_url renamed',
    path: P,
    bad: S({ website_url: 'https://example.com' }),
    good: S({ websiteUrl: 'https://example.com' }),
    span: '"website_url"',
    fixedText: '"websiteUrl"',
    fix: true,
    severity: 'error',
    fixed: (t) => assert.equal(JSON.parse(t).websiteUrl, 'https://example.com'),
  },
  {
    code: 'MCP818',
    title: 'nested keys renamed',
    path: P,
    bad: S({ packages: [{ registry_type: 'npm', identifier: 'w', version: '1.0.0', transport: { type: 'stdio' } }] }),
    good: pkg(),
    span: '"registry_type"',
    fixedText: '"registryType"',
    fix: true,
  },
  {
    code: 'MCP818',
    title: 'only a warning under a pre-camelCase $schema',
    path: P,
    bad: S({ $schema: CURRENT.replace('2025-12-11', '2025-07-09'), packages: [npm({ environment_variables: [] })] }),
    good: S({ packages: [npm({ environmentVariables: [] })] }),
    span: '"environment_variables"',
    fixedText: '"environmentVariables"',
    severity: 'warning',
  },
];

export const legacyKeyFixes: FindingTable = {
  title: 'the two fixes: a rename is preferred and safe, a removal neither; keys of the prototype are no keys',
  path: P,
  cases: [
    {
      title: "MCP818 S({ website_url: 'https://example.com' })",
      doc: S({ website_url: 'https://example.com' }),
      only: ['MCP818'],
      findings: ['MCP818 "website_url" ⇒ "websiteUrl"'],
    },
    {
      title: "MCP818 S({ website_url: 'https://a.example.com', websiteUrl: 'https://example.com' })",
      doc: S({ website_url: 'https://a.example.com', websiteUrl: 'https://example.com' }),
      only: ['MCP818'],
      findings: [
        'MCP818 "website_url" ⇒   "version": "1.0.0",\n' +
          '  "website_url": "https://a.example.com", →   "version": "1.0.0",',
      ],
    },
    {
      title: 'MCP818 S({ constructor: 1, toString: 2, __proto__x: 3 })',
      doc: S({ constructor: 1, toString: 2, __proto__x: 3 }),
      only: ['MCP818'],
      findings: [],
    },
  ],
};

export const renamedKeys: FindingTable = {
  title: 'knows every key the 2025-09-16 schema renamed (its changelog), wherever it stands',
  path: P,
  only: ['MCP818'],
  cases: [
    {
      title: 'registry_type',
      doc: S({ remotes: [[{ registry_type: 1 }]] }),
      findings: ['MCP818 "registry_type" ⇒ "registryType"'],
    },
    {
      title: 'registry_base_url',
      doc: S({ remotes: [[{ registry_base_url: 1 }]] }),
      findings: ['MCP818 "registry_base_url" ⇒ "registryBaseUrl"'],
    },
    {
      title: 'runtime_hint',
      doc: S({ remotes: [[{ runtime_hint: 1 }]] }),
      findings: ['MCP818 "runtime_hint" ⇒ "runtimeHint"'],
    },
    {
      title: 'runtime_arguments',
      doc: S({ remotes: [[{ runtime_arguments: 1 }]] }),
      findings: ['MCP818 "runtime_arguments" ⇒ "runtimeArguments"'],
    },
    {
      title: 'package_arguments',
      doc: S({ remotes: [[{ package_arguments: 1 }]] }),
      findings: ['MCP818 "package_arguments" ⇒ "packageArguments"'],
    },
    {
      title: 'environment_variables',
      doc: S({ remotes: [[{ environment_variables: 1 }]] }),
      findings: ['MCP818 "environment_variables" ⇒ "environmentVariables"'],
    },
    {
      title: 'is_required',
      doc: S({ remotes: [[{ is_required: 1 }]] }),
      findings: ['MCP818 "is_required" ⇒ "isRequired"'],
    },
    { title: 'is_secret', doc: S({ remotes: [[{ is_secret: 1 }]] }), findings: ['MCP818 "is_secret" ⇒ "isSecret"'] },
    {
      title: 'is_repeated',
      doc: S({ remotes: [[{ is_repeated: 1 }]] }),
      findings: ['MCP818 "is_repeated" ⇒ "isRepeated"'],
    },
    {
      title: 'value_hint',
      doc: S({ remotes: [[{ value_hint: 1 }]] }),
      findings: ['MCP818 "value_hint" ⇒ "valueHint"'],
    },
    {
      title: 'website_url',
      doc: S({ remotes: [[{ website_url: 1 }]] }),
      findings: ['MCP818 "website_url" ⇒ "websiteUrl"'],
    },
    {
      title: 'file_sha256',
      doc: S({ remotes: [[{ file_sha256: 1 }]] }),
      findings: ['MCP818 "file_sha256" ⇒ "fileSha256"'],
    },
  ],
};
