import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { lintText } from '../../../../helpers/engine';
import { only, runCases } from '../../ruleCases';

const P = 'server.json';

const CURRENT = 'https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json';

const base = {
  $schema: CURRENT,
  name: 'io.github.user/weather',
  description: 'Weather data and forecasts',
  version: '1.0.0',
};

const S = (extra: object = {}) => ({ ...base, ...extra });

const npm = (extra: object = {}) => ({
  registryType: 'npm',
  identifier: '@user/weather-mcp',
  version: '1.0.0',
  transport: { type: 'stdio' },
  ...extra,
});

const pkg = (extra: object = {}) => S({ packages: [npm(extra)] });

const remote = (extra: object = {}) =>
  S({ remotes: [{ type: 'streamable-http', url: 'https://api.example.com/mcp', ...extra }] });

/** Each finding of `code` in `doc`, as its fixes: [title, preferred, safe] each. */
const fixesOf = (doc: object, code: string) =>
  only(lintText(P, doc), code).map((f) => (f.fixes ?? []).map((x) => [x.title, x.preferred ?? false, x.safe ?? false]));

const httpPkg = (url: string, extra: object = {}) => pkg({ transport: { type: 'streamable-http', url }, ...extra });

describe('server.json: arguments and inputs', () => {
  runCases([
    {
      code: 'MCP815',
      title: 'an undeclared remote url variable',
      path: P,
      bad: remote({ url: 'https://{tenant}.example.com/mcp' }),
      good: remote({
        url: 'https://{tenant}.example.com/mcp',
        variables: { tenant: { description: 'Tenant', isRequired: true } },
      }),
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
      fix: true,
      severity: 'warning',
    },
    {
      code: 'MCP816',
      title: 'a declared variable never used',
      path: P,
      bad: remote({ variables: { tenant: { description: 'Tenant' } } }),
      good: remote({ url: 'https://{tenant}.example.com/mcp', variables: { tenant: { description: 'Tenant' } } }),
      severity: 'hint',
    },
  ]);
});

describe('server.json: URL and value variables at their edges', () => {
  runCases([
    {
      code: 'MCP815',
      title: 'a package url variable, said, as an error, at the name',
      path: P,
      bad: httpPkg('http://localhost:{port}/mcp'),
      good: httpPkg('http://localhost:{port}/mcp', { environmentVariables: [{ name: 'port' }] }),
      severity: 'error',
      span: '{port}',
      message:
        /^\{port\} is not declared in the package's arguments \(name or valueHint\) and environment variables, so the registry rejects the url\.$/,
    },
    {
      code: 'MCP815',
      title: "a package argument's name declares it",
      path: P,
      bad: httpPkg('http://localhost:{x}/mcp', { packageArguments: [{ type: 'named', name: 'y' }] }),
      good: httpPkg('http://localhost:{port}/mcp', { packageArguments: [{ type: 'named', name: 'port' }] }),
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
    },
    {
      code: 'MCP815',
      title: 'a misspelt package url variable, fixed',
      path: P,
      bad: httpPkg('http://localhost:{prot}/mcp', { environmentVariables: [{ name: 'port' }] }),
      good: httpPkg('http://localhost:{port}/mcp', { environmentVariables: [{ name: 'port' }] }),
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
      severity: 'error',
      message: /^\{tenant\} is not declared in the remote's "variables", so the registry rejects the url\.$/,
    },
    {
      code: 'MCP815',
      title: 'a header value variable, said, as a warning',
      path: P,
      bad: remote({ headers: [{ name: 'X-Key', value: 'Bearer {key}' }] }),
      good: remote({ headers: [{ name: 'X-Key', value: 'Bearer {key}', variables: { key: { isSecret: true } } }] }),
      severity: 'warning',
      span: '{key}',
      message: /^\{key\} is not declared in this input's "variables", so it stays in the value as literal text\.$/,
    },
    {
      code: 'MCP816',
      title: 'an unused remote variable, said',
      path: P,
      bad: remote({ variables: { tenant: {} } }),
      good: remote({ url: 'https://{tenant}.example.com/mcp', variables: { tenant: {} } }),
      span: '"tenant"',
      message: /^Variable "tenant" is declared but its url never uses \{tenant\}\.$/,
    },
    {
      code: 'MCP816',
      title: 'an unused value variable, said',
      path: P,
      bad: remote({ headers: [{ name: 'X-Key', value: 'Bearer', variables: { key: {} } }] }),
      good: remote({ headers: [{ name: 'X-Key', value: 'Bearer {key}', variables: { key: {} } }] }),
      message: /^Variable "key" is declared but its value never uses \{key\}\.$/,
    },
    {
      code: 'MCP816',
      title: 'a variable of an input with no value',
      path: P,
      bad: remote({ headers: [{ name: 'X-Key', variables: { key: {} } }] }),
      good: remote({ headers: [{ name: 'X-Key' }] }),
    },
    {
      code: 'MCP816',
      title: 'a variable of a remote with no url',
      path: P,
      bad: S({ remotes: [{ type: 'streamable-http', variables: { tenant: {} } }] }),
      good: S({ remotes: [{ type: 'streamable-http' }] }),
    },
  ]);

  it('an unused variable is tagged unnecessary; an unknown one with nothing near gets no fix', () => {
    const [unused] = only(lintText(P, remote({ variables: { tenant: {} } })), 'MCP816');
    assert.deepEqual(unused?.tags, ['unnecessary']);
    assert.deepEqual(
      fixesOf(httpPkg('http://localhost:{zzzzzz}/mcp', { environmentVariables: [{ name: 'port' }] }), 'MCP815'),
      [[]],
    );
    // a package without a url has nothing to check
    assert.deepEqual(only(lintText(P, pkg()), 'MCP815'), []);
  });
});

describe('server.json: what the second mutation run asked for', () => {
  it('an undeclared url variable: the fix to a near name is preferred', () => {
    assert.deepEqual(
      fixesOf(httpPkg('http://localhost:{prot}/mcp', { environmentVariables: [{ name: 'port' }] }), 'MCP815'),
      [[['Change to {port}', true, false]]],
    );
  });
});
