// The templates tests' documents and the findings each must give (code, span, fixed text); the message layer
// (test/unit/engine/messages/) pins what the same findings say.
import type { FindingTable, PinnedRuleCase } from '../../ruleCases';
import { strict as assert } from 'node:assert';
import { P, S, pkg, remote, httpPkg } from './fixtures';

export const templateRules: readonly PinnedRuleCase[] = [
  {
    code: 'MCP815',
    title: 'an undeclared remote url variable',
    path: P,
    bad: remote({ url: 'https://{tenant}.example.com/mcp' }),
    good: remote({
      url: 'https://{tenant}.example.com/mcp',
      variables: { tenant: { description: 'Tenant', isRequired: true } },
    }),
    fixedText: null,
    severity: 'error',
    span: '{tenant}',
  },
  {
    code: 'MCP815',
    title: 'a package url variable needs an argument or env var',
    path: P,
    bad: pkg({ transport: { type: 'streamable-http', url: 'http://localhost:{port}/mcp' } }),
    good: pkg({
      transport: { type: 'streamable-http', url: 'http://localhost:{PORT}/mcp' },
      environmentVariables: [{ name: 'PORT' }],
    }),
    span: '{port}',
    fixedText: null,
  },
  {
    code: 'MCP815',
    title: 'a misspelt value variable warns, fixed',
    path: P,
    bad: pkg({
      runtimeArguments: [
        { type: 'named', name: '-e', value: 'TOKEN={tokn}', variables: { token: { isSecret: true } } },
      ],
      runtimeHint: 'docker',
    }),
    good: pkg({
      runtimeArguments: [
        { type: 'named', name: '-e', value: 'TOKEN={token}', variables: { token: { isSecret: true } } },
      ],
      runtimeHint: 'docker',
    }),
    span: '{tokn}',
    fixedText: 'tokn → token',
    fix: true,
    severity: 'warning',
  },
  {
    code: 'MCP816',
    title: 'a declared variable never used',
    path: P,
    bad: remote({ variables: { tenant: { description: 'Tenant' } } }),
    good: remote({ url: 'https://{tenant}.example.com/mcp', variables: { tenant: { description: 'Tenant' } } }),
    span: '"tenant"',
    fixedText: null,
    severity: 'hint',
  },
];

export const templateEdgeRules: readonly PinnedRuleCase[] = [
  {
    code: 'MCP815',
    title: 'a package url variable, said, as an error, at the name',
    path: P,
    bad: httpPkg('http://localhost:{port}/mcp'),
    good: httpPkg('http://localhost:{port}/mcp', { environmentVariables: [{ name: 'port' }] }),
    fixedText: null,
    severity: 'error',
    span: '{port}',
  },
  {
    code: 'MCP815',
    title: "a package argument's name declares it",
    path: P,
    bad: httpPkg('http://localhost:{x}/mcp', { packageArguments: [{ type: 'named', name: 'y' }] }),
    good: httpPkg('http://localhost:{port}/mcp', { packageArguments: [{ type: 'named', name: 'port' }] }),
    span: '{x}',
    fixedText: 'x → y',
  },
  {
    code: 'MCP815',
    title: "a runtime argument's valueHint declares it",
    path: P,
    bad: httpPkg('http://localhost:{x}/mcp', {
      runtimeHint: 'npx',
      runtimeArguments: [{ type: 'positional', valueHint: '' }],
    }),
    good: httpPkg('http://localhost:{port}/mcp', {
      runtimeHint: 'npx',
      runtimeArguments: [{ type: 'positional', valueHint: 'port' }],
    }),
    span: '{x}',
    fixedText: null,
  },
  {
    code: 'MCP815',
    title: 'a misspelt package url variable, fixed',
    path: P,
    bad: httpPkg('http://localhost:{prot}/mcp', { environmentVariables: [{ name: 'port' }] }),
    good: httpPkg('http://localhost:{port}/mcp', { environmentVariables: [{ name: 'port' }] }),
    span: '{prot}',
    fixedText: 'prot → port',
    fix: 'Change to {port}',
    message: / Did you mean \{port\}\?$/,
    fixed: (t) => assert.equal(JSON.parse(t).packages[0].transport.url, 'http://localhost:{port}/mcp'),
  },
  {
    code: 'MCP815',
    title: 'a remote url variable, said',
    path: P,
    bad: remote({ url: 'https://{tenant}.example.com/mcp', variables: {} }),
    good: remote({ url: 'https://{tenant}.example.com/mcp', variables: { tenant: {} } }),
    span: '{tenant}',
    fixedText: null,
    severity: 'error',
  },
  {
    code: 'MCP815',
    title: 'a header value variable, said, as a warning',
    path: P,
    bad: remote({ headers: [{ name: 'X-Key', value: 'Bearer {key}' }] }),
    good: remote({ headers: [{ name: 'X-Key', value: 'Bearer {key}', variables: { key: { isSecret: true } } }] }),
    fixedText: null,
    severity: 'warning',
    span: '{key}',
  },
  {
    code: 'MCP816',
    title: 'an unused remote variable, said',
    path: P,
    bad: remote({ variables: { tenant: {} } }),
    good: remote({ url: 'https://{tenant}.example.com/mcp', variables: { tenant: {} } }),
    fixedText: null,
    span: '"tenant"',
  },
  {
    code: 'MCP816',
    title: 'an unused value variable, said',
    path: P,
    bad: remote({ headers: [{ name: 'X-Key', value: 'Bearer', variables: { key: {} } }] }),
    good: remote({ headers: [{ name: 'X-Key', value: 'Bearer {key}', variables: { key: {} } }] }),
    span: '"key"',
    fixedText: null,
  },
  {
    code: 'MCP816',
    title: 'a variable of an input with no value',
    path: P,
    bad: remote({ headers: [{ name: 'X-Key', variables: { key: {} } }] }),
    good: remote({ headers: [{ name: 'X-Key' }] }),
    span: '"key"',
    fixedText: null,
  },
  {
    code: 'MCP816',
    title: 'a variable of a remote with no url',
    path: P,
    bad: S({ remotes: [{ type: 'streamable-http', variables: { tenant: {} } }] }),
    good: S({ remotes: [{ type: 'streamable-http' }] }),
    span: '"tenant"',
    fixedText: null,
  },
];

export const unusedVariables: FindingTable = {
  title: 'an unused variable is tagged unnecessary; an unknown one with nothing near gets no fix',
  path: P,
  cases: [
    {
      title: "MCP815 httpPkg('http://localhost:{zzzzzz}/mcp', { environmentVariables: [{ name: 'port' }] })",
      doc: httpPkg('http://localhost:{zzzzzz}/mcp', { environmentVariables: [{ name: 'port' }] }),
      only: ['MCP815'],
      findings: ['MCP815 {zzzzzz}'],
    },
  ],
};

export const undeclaredVariables: FindingTable = {
  title: 'an undeclared url variable: the fix to a near name is preferred',
  path: P,
  cases: [
    {
      title: "MCP815 httpPkg('http://localhost:{prot}/mcp', { environmentVariables: [{ name: 'port' }] })",
      doc: httpPkg('http://localhost:{prot}/mcp', { environmentVariables: [{ name: 'port' }] }),
      only: ['MCP815'],
      findings: ['MCP815 {prot} ⇒ prot → port'],
    },
  ],
};
