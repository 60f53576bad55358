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

const arg = (a: unknown) => pkg({ packageArguments: [a] });

const env = (...vars: unknown[]) => pkg({ environmentVariables: vars });

const header = (...headers: unknown[]) => remote({ headers });

// What the survivors of the second mutation run asked for (rules/serverJson/, docs/testing.md): each finding's whole
// message and its fixes, and the edges that decide — a package or remote that is no object, a name with a blank in
// front, a base URL or a hash with more before or after it, a transport type said with the extra that belongs to
// stdio only.
const messagesOf = (doc: unknown, code: string) => only(lintText(P, doc as object), code).map((f) => f.message);

describe('server.json: arguments and inputs', () => {
  runCases([
    {
      code: 'MCP812',
      title: 'positional without value or valueHint',
      path: P,
      bad: pkg({ packageArguments: [{ type: 'positional', isRepeated: false }] }),
      good: pkg({ packageArguments: [{ type: 'positional', valueHint: 'config_path' }] }),
      severity: 'error',
    },
    {
      code: 'MCP812',
      title: 'named without name',
      path: P,
      bad: pkg({ packageArguments: [{ type: 'named', value: '8080' }] }),
      good: pkg({ packageArguments: [{ type: 'named', name: '--port', value: '8080' }] }),
    },
    {
      code: 'MCP812',
      title: 'a name with its value inside',
      path: P,
      bad: pkg({ packageArguments: [{ type: 'named', name: '--port 8080' }] }),
      good: pkg({ packageArguments: [{ type: 'named', name: '--port', default: '8080' }] }),
      fix: true,
    },
    {
      code: 'MCP812',
      title: 'a value repeating the flag',
      path: P,
      bad: pkg({ packageArguments: [{ type: 'named', name: '--port', value: '--port=8080' }] }),
      good: pkg({ packageArguments: [{ type: 'named', name: '--port', value: '8080' }] }),
      fix: true,
    },
    {
      code: 'MCP812',
      title: 'unknown argument type',
      path: P,
      bad: pkg({ packageArguments: [{ type: 'positionl', value: 'x' }] }),
      good: pkg({ packageArguments: [{ type: 'positional', value: 'x' }] }),
      fix: true,
    },
    {
      code: 'MCP813',
      title: 'environment variable without name',
      path: P,
      bad: pkg({ environmentVariables: [{ isSecret: true }] }),
      good: pkg({ environmentVariables: [{ name: 'API_KEY', isSecret: true }] }),
      severity: 'error',
    },
    {
      code: 'MCP813',
      title: 'duplicate names warn',
      path: P,
      bad: pkg({ environmentVariables: [{ name: 'A' }, { name: 'A' }] }),
      good: pkg({ environmentVariables: [{ name: 'A' }, { name: 'a' }] }),
      severity: 'warning',
    },
    {
      code: 'MCP813',
      title: 'a header name with a colon',
      path: P,
      bad: remote({ headers: [{ name: 'Authorization:' }] }),
      good: remote({ headers: [{ name: 'Authorization', isSecret: true }] }),
    },
    {
      code: 'MCP814',
      title: 'format integer, fixed to number',
      path: P,
      bad: pkg({ environmentVariables: [{ name: 'PORT', format: 'integer' }] }),
      good: pkg({ environmentVariables: [{ name: 'PORT', format: 'number' }] }),
      fix: true,
      severity: 'error',
    },
    {
      code: 'MCP814',
      title: 'a string boolean',
      path: P,
      bad: pkg({ environmentVariables: [{ name: 'K', isSecret: 'true' }] }),
      good: pkg({ environmentVariables: [{ name: 'K', isSecret: true }] }),
      fix: true,
    },
    {
      code: 'MCP814',
      title: 'a number value',
      path: P,
      bad: pkg({ packageArguments: [{ type: 'named', name: '--port', default: 8000 }] }),
      good: pkg({ packageArguments: [{ type: 'named', name: '--port', default: '8000' }] }),
      fix: true,
    },
    {
      code: 'MCP814',
      title: 'a default outside the choices warns',
      path: P,
      bad: pkg({
        packageArguments: [{ type: 'named', name: '--transport', default: 'ws', choices: ['stdio', 'http'] }],
      }),
      good: pkg({
        packageArguments: [{ type: 'named', name: '--transport', default: 'stdio', choices: ['stdio', 'http'] }],
      }),
      severity: 'warning',
    },
  ]);
});

describe('server.json: arguments, variables and inputs at their edges', () => {
  runCases([
    {
      code: 'MCP812',
      title: 'an argument not an object',
      path: P,
      bad: arg('--port'),
      good: arg({ type: 'positional', value: '--port' }),
      message: /^An argument must be an object with "type" "positional" or "named", not a string\.$/,
    },
    {
      code: 'MCP812',
      title: 'runtime arguments are checked too',
      path: P,
      bad: pkg({ runtimeHint: 'npx', runtimeArguments: [{ type: 'flag' }] }),
      good: pkg({ runtimeHint: 'npx', runtimeArguments: [{ type: 'named', name: '--yes' }] }),
    },
    {
      code: 'MCP812',
      title: 'no type, said, no fix',
      path: P,
      bad: arg({ value: 'x' }),
      good: arg({ type: 'positional', value: 'x' }),
      span: '{\n          "value": "x"\n        }',
      message: /^An argument needs "type": "positional" \(a value inserted as is\) or "named" \(a --flag\)\.$/,
    },
    {
      code: 'MCP812',
      title: 'a misspelt type, said and fixed',
      path: P,
      bad: arg({ type: 'nmaed', name: '--port' }),
      good: arg({ type: 'named', name: '--port' }),
      fix: 'Change to "named"',
      message: /\(a --flag\), not "nmaed"\.$/,
    },
    {
      code: 'MCP812',
      title: 'a positional with a value hint only passes; with neither, said',
      path: P,
      bad: arg({ type: 'positional' }),
      good: arg({ type: 'positional', value: 'x' }),
      message:
        /^A positional argument needs "value" \(inserted as is\) or "valueHint" \(a label for the value the user provides\); it has neither\.$/,
    },
    {
      code: 'MCP812',
      title: 'an empty name, said',
      path: P,
      bad: arg({ type: 'named', name: '' }),
      good: arg({ type: 'named', name: '-p' }),
      span: '""',
      message: /^A named argument needs "name": the flag including its dashes, e\.g\. "--port"\.$/,
    },
    {
      code: 'MCP812',
      title: 'a name with its value, said and fixed',
      path: P,
      bad: arg({ type: 'named', name: '--port 8080' }),
      good: arg({ type: 'named', name: '--port' }),
      fix: 'Change to "--port"',
      message: /^"name" must be the flag alone \("--port"\); put the value in "value" or "default"/,
    },
    {
      code: 'MCP812',
      title: 'a name with a placeholder',
      path: P,
      bad: arg({ type: 'named', name: '--port=<n>' }),
      good: arg({ type: 'named', name: '--port' }),
    },
    {
      code: 'MCP812',
      title: 'a name with a $',
      path: P,
      bad: arg({ type: 'named', name: '--port=$PORT' }),
      good: arg({ type: 'named', name: '--port' }),
    },
    {
      code: 'MCP812',
      title: 'a default repeating the flag, said and fixed',
      path: P,
      bad: arg({ type: 'named', name: '--port', default: '--port 8080' }),
      good: arg({ type: 'named', name: '--port', default: '8080' }),
      fix: 'Change to "8080"',
      message:
        /^"default" repeats the flag "--port"; clients add the flag themselves, so it would appear twice\. Write only the value \("8080"\)\.$/,
    },
    {
      code: 'MCP812',
      title: 'a value that is only the flag, no fix',
      path: P,
      bad: arg({ type: 'named', name: '--verbose', value: '--verbose' }),
      good: arg({ type: 'named', name: '--verbose' }),
      message: /Write only the value\.$/,
    },
    {
      code: 'MCP813',
      title: 'an entry not an object, said',
      path: P,
      bad: env('API_KEY'),
      good: env({ name: 'API_KEY' }),
      message: /^A environment variable entry must be an object with a "name", not a string\.$/,
    },
    {
      code: 'MCP813',
      title: 'an empty name, said',
      path: P,
      bad: env({ name: '' }),
      good: env({ name: 'K' }),
      span: '""',
      message: /^A environment variable entry needs "name" \(a non-empty string\); it is set by name\.$/,
    },
    {
      code: 'MCP813',
      title: 'an environment variable name with =, said',
      path: P,
      bad: env({ name: 'A=B' }),
      good: env({ name: 'A:B' }),
      message: /^"A=B" is not a valid environment variable name: it cannot contain spaces or "="\.$/,
    },
    {
      code: 'MCP813',
      title: 'an environment variable name with a space',
      path: P,
      bad: env({ name: 'API KEY' }),
      good: env({ name: 'API_KEY' }),
    },
    {
      code: 'MCP813',
      title: 'a header name with a space, said',
      path: P,
      bad: header({ name: 'X Key' }),
      good: header({ name: 'X=Key' }),
      message: /^"X Key" is not a valid header name: it cannot contain spaces or ":"\.$/,
    },
    {
      code: 'MCP813',
      title: 'a package transport header',
      path: P,
      bad: pkg({ transport: { type: 'streamable-http', url: 'http://localhost/mcp', headers: [{ name: 'a b' }] } }),
      good: pkg({ transport: { type: 'streamable-http', url: 'http://localhost/mcp', headers: [{ name: 'a-b' }] } }),
    },
    {
      code: 'MCP813',
      title: 'headers differing in case are one, said',
      path: P,
      bad: header({ name: 'X-Key' }, { name: 'x-key' }),
      good: header({ name: 'X-Key' }, { name: 'X-Key2' }),
      severity: 'warning',
      message: /^Another header entry already has the name "x-key"; only one of them takes effect\.$/,
    },
    {
      code: 'MCP814',
      title: 'a format not a string, said',
      path: P,
      bad: env({ name: 'K', format: 1 }),
      good: env({ name: 'K', format: 'filepath' }),
      message: /^"format" must be one of "string", "number", "boolean", "filepath"\.$/,
    },
    {
      code: 'MCP814',
      title: 'format int, fixed to number',
      path: P,
      bad: env({ name: 'K', format: 'int' }),
      good: env({ name: 'K', format: 'number' }),
      fix: 'Change to "number"',
      message: /, not "int"\.$/,
    },
    {
      code: 'MCP814',
      title: 'format float, fixed to number',
      path: P,
      bad: env({ name: 'K', format: 'float' }),
      good: env({ name: 'K' }),
      fix: 'Change to "number"',
    },
    {
      code: 'MCP814',
      title: 'format bool, fixed to boolean',
      path: P,
      bad: env({ name: 'K', format: 'bool' }),
      good: env({ name: 'K', format: 'boolean' }),
      fix: 'Change to "boolean"',
    },
    {
      code: 'MCP814',
      title: 'format path, fixed to filepath',
      path: P,
      bad: env({ name: 'K', format: 'path' }),
      good: env({ name: 'K', format: 'filepath' }),
      fix: 'Change to "filepath"',
    },
    {
      code: 'MCP814',
      title: 'format file, fixed to filepath',
      path: P,
      bad: env({ name: 'K', format: 'file' }),
      good: env({ name: 'K', format: 'string' }),
      fix: 'Change to "filepath"',
    },
    {
      code: 'MCP814',
      title: 'format strng, fixed to string',
      path: P,
      bad: env({ name: 'K', format: 'strng' }),
      good: env({ name: 'K', format: 'string' }),
      fix: 'Change to "string"',
    },
    {
      code: 'MCP814',
      title: 'a boolean field a number, said, no fix',
      path: P,
      bad: env({ name: 'K', isRequired: 1 }),
      good: env({ name: 'K', isRequired: false }),
      message: /^"isRequired" must be true or false, not an integer\.$/,
    },
    {
      code: 'MCP814',
      title: 'isRepeated "false", said and fixed',
      path: P,
      bad: arg({ type: 'positional', value: 'x', isRepeated: 'false' }),
      good: arg({ type: 'positional', value: 'x', isRepeated: true }),
      fix: 'Change to false',
      message: /^"isRepeated" must be true or false, not a string \("false"\)\.$/,
      fixed: (t) => assert.equal(JSON.parse(t).packages[0].packageArguments[0].isRepeated, false),
    },
    {
      code: 'MCP814',
      title: 'a placeholder true, quoted',
      path: P,
      bad: env({ name: 'K', placeholder: true }),
      good: env({ name: 'K', placeholder: 'true' }),
      fix: 'Quote it: "true"',
      message:
        /^"placeholder" must be a string \(numbers and booleans are written as "8080", "true"\), not a boolean\.$/,
    },
    {
      code: 'MCP814',
      title: 'a description an object, no fix',
      path: P,
      bad: env({ name: 'K', description: {} }),
      good: env({ name: 'K', description: 'd' }),
    },
    {
      code: 'MCP814',
      title: 'a valueHint a number',
      path: P,
      bad: arg({ type: 'positional', valueHint: 1 }),
      good: arg({ type: 'positional', valueHint: 'file' }),
    },
    {
      code: 'MCP814',
      title: 'choices not an array, said',
      path: P,
      bad: env({ name: 'K', choices: 'a' }),
      good: env({ name: 'K', choices: ['a'] }),
      message: /^"choices" must be an array of strings\.$/,
    },
    {
      code: 'MCP814',
      title: 'choices holding a number',
      path: P,
      bad: env({ name: 'K', choices: ['a', 1] }),
      good: env({ name: 'K', choices: ['a', '1'] }),
    },
    {
      code: 'MCP814',
      title: 'a default outside the choices, said',
      path: P,
      bad: env({ name: 'K', choices: ['a', 'b'], default: 'c' }),
      good: env({ name: 'K', choices: [], default: 'c' }),
      severity: 'warning',
      message: /^"default" is "c", which is not one of the "choices" \("a", "b"\); clients may reject it\.$/,
    },
    {
      code: 'MCP814',
      title: 'variables not an object, said',
      path: P,
      bad: remote({ headers: [{ name: 'X-Key', value: '{k}', variables: [] }] }),
      good: remote({ headers: [{ name: 'X-Key', value: '{k}', variables: { k: { isSecret: true } } }] }),
      message: /^"variables" must be an object mapping names to inputs, not an array\.$/,
    },
    {
      code: 'MCP814',
      title: 'a variable not an input object, said',
      path: P,
      bad: remote({ headers: [{ name: 'X-Key', value: '{k}', variables: { k: 'secret' } }] }),
      good: remote({ headers: [{ name: 'X-Key', value: '{k}', variables: { k: {} } }] }),
      span: '"k"',
      message: /^Each entry of "variables" must be an input object/,
    },
    {
      code: 'MCP814',
      title: "a remote's own variables are inputs",
      path: P,
      bad: S({
        remotes: [
          {
            type: 'streamable-http',
            url: 'https://{tenant}.example.com/mcp',
            variables: { tenant: { format: 'text' } },
          },
        ],
      }),
      good: S({
        remotes: [
          {
            type: 'streamable-http',
            url: 'https://{tenant}.example.com/mcp',
            variables: { tenant: { format: 'string' } },
          },
        ],
      }),
    },
  ]);

  it('offers no fix where none is known, and safe fixes only where nothing is lost', () => {
    assert.deepEqual(fixesOf(arg({ type: 'zzzzzz' }), 'MCP812'), [[]]);
    assert.deepEqual(fixesOf(arg({ type: 'named', name: '--port<n> x' }), 'MCP812'), [[]]);
    assert.deepEqual(fixesOf(arg({ type: 'named', name: '--port 8080' }), 'MCP812'), [
      [['Change to "--port"', false, false]],
    ]);
    assert.deepEqual(fixesOf(arg({ type: 'named', name: '--port', value: '--port=8080' }), 'MCP812'), [
      [['Change to "8080"', true, false]],
    ]);
    assert.deepEqual(fixesOf(env({ name: 'K', format: 'qqqqqq' }), 'MCP814'), [[]]);
    assert.deepEqual(fixesOf(env({ name: 'K', format: 'int' }), 'MCP814'), [[['Change to "number"', true, false]]]);
    assert.deepEqual(fixesOf(env({ name: 'K', isSecret: 'yes' }), 'MCP814'), [[]]);
    assert.deepEqual(fixesOf(env({ name: 'K', isSecret: 'true' }), 'MCP814'), [[['Change to true', true, true]]]);
    assert.deepEqual(fixesOf(env({ name: 'K', default: 8080 }), 'MCP814'), [[['Quote it: "8080"', true, true]]]);
    assert.deepEqual(fixesOf(env({ name: 'K', default: null }), 'MCP814'), [[]]);
  });
});

describe('server.json: what the second mutation run asked for', () => {
  it("the variables of an argument, an environment variable and a header, and a package transport's headers, are inputs", () => {
    assert.deepEqual(messagesOf(env({ name: 'K', value: '{v}', variables: { v: { isSecret: 'yes' } } }), 'MCP814'), [
      '"isSecret" must be true or false, not a string ("yes").',
    ]);
    assert.deepEqual(
      messagesOf(arg({ type: 'positional', value: '{v}', variables: { v: { format: 'text' } } }), 'MCP814'),
      ['"format" must be one of "string", "number", "boolean", "filepath", not "text".'],
    );
    const transport = {
      type: 'streamable-http',
      url: 'http://localhost/mcp',
      headers: [{ name: 'X-Key', isSecret: 1 }],
    };
    assert.deepEqual(messagesOf(pkg({ transport }), 'MCP814'), ['"isSecret" must be true or false, not an integer.']);
  });

  it("a package transport's header names are header names", () => {
    const transport = {
      type: 'streamable-http',
      url: 'http://localhost/mcp',
      headers: [{ name: 'X:Key' }, { name: 'A=B' }],
    };
    assert.deepEqual(messagesOf(pkg({ transport }), 'MCP813'), [
      '"X:Key" is not a valid header name: it cannot contain spaces or ":".',
    ]);
  });

  it('headers are one when their ASCII letters differ in case only', () => {
    // toUpperCase would make "ß" "SS" and call these two one
    assert.deepEqual(messagesOf(header({ name: 'X-Straße' }, { name: 'X-STRASSE' }), 'MCP813'), []);
  });

  it("an argument's type: the fix for a near miss is preferred", () => {
    assert.deepEqual(fixesOf(arg({ type: 'nmaed', name: '--port' }), 'MCP812'), [[['Change to "named"', true, false]]]);
  });

  it("a named argument's name: blanks around the flag are no value, and blanks alone no name", () => {
    const flagAlone =
      '"name" must be the flag alone ("--port"); put the value in "value" or "default", and a description in "description".';
    assert.deepEqual(messagesOf(arg({ type: 'named', name: ' --port' }), 'MCP812'), [flagAlone]);
    assert.deepEqual(fixesOf(arg({ type: 'named', name: ' --port' }), 'MCP812'), [
      [['Change to "--port"', false, false]],
    ]);
    assert.deepEqual(fixesOf(arg({ type: 'named', name: '--port ' }), 'MCP812'), [
      [['Change to "--port"', false, false]],
    ]);
    assert.deepEqual(messagesOf(arg({ type: 'named', name: '  ' }), 'MCP812'), [
      'A named argument needs "name": the flag including its dashes, e.g. "--port".',
    ]);
    assert.deepEqual(fixesOf(arg({ type: 'named', name: '--port=$PORT' }), 'MCP812'), [[]]);
  });

  it('a value that repeats its flag: only the separators right after the flag go', () => {
    assert.deepEqual(messagesOf(arg({ type: 'named', name: '-e', value: '-eKEY=a b' }), 'MCP812'), [
      '"value" repeats the flag "-e"; clients add the flag themselves, so it would appear twice. Write only the value ("KEY=a b").',
    ]);
    assert.deepEqual(fixesOf(arg({ type: 'named', name: '--port', value: '--port= 8080' }), 'MCP812'), [
      [['Change to "8080"', true, false]],
    ]);
  });

  it('"value" is one of the fields that must be strings', () => {
    assert.deepEqual(messagesOf(arg({ type: 'positional', value: 8080 }), 'MCP814'), [
      '"value" must be a string (numbers and booleans are written as "8080", "true"), not an integer.',
    ]);
    assert.deepEqual(fixesOf(arg({ type: 'positional', value: 8080 }), 'MCP814'), [[['Quote it: "8080"', true, true]]]);
  });
});
