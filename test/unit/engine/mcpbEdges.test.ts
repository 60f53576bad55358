// The MCP Bundle rules at their edges: each case was written for a mutant `npm run mutate` found alive (a condition,
// an anchor of a pattern, a table entry no test could tell from another), and pins every finding of the manifest in
// full (see test/helpers/transcript.ts). What the mutants taught: docs/testing.md.
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { isVersionRange } from '../../../server/src/engine/rules/mcpb/metadata';
import { transcript } from '../../helpers/transcript';

const P = 'manifest.json';
type Doc = Record<string, unknown>;
const server = (extra: Doc = {}, config: Doc = {}) => ({
  type: 'node',
  entry_point: 'server/index.js',
  mcp_config: { command: 'node', args: ['${__dirname}/server/index.js'], ...config },
  ...extra,
});
const M = (extra: Doc = {}): Doc => ({
  manifest_version: '0.3',
  name: 'weather',
  version: '1.0.0',
  description: 'Weather data',
  author: { name: 'Acme' },
  server: server(),
  ...extra,
});
/** A manifest whose user_config holds `options`, each passed to the server in env (so none is unused). */
const withOptions = (options: Record<string, Doc>): Doc =>
  M({
    server: server(
      {},
      { env: Object.fromEntries(Object.keys(options).map((k) => [k.toUpperCase(), `\${user_config.${k}}`])) },
    ),
    user_config: options,
  });
const option = (extra: Doc): Doc => ({ title: 'T', description: 'D', ...extra });

describe('MCP Bundle version ranges at their edges', () => {
  it('trims each alternative before it looks for a hyphen range', () =>
    assert.equal(isVersionRange('<1 || 1.0 - 2.0'), true));
  it('needs every alternative to be a range', () => assert.equal(isVersionRange('>=1 || not a range'), false));
  it('takes any run of spaces around a hyphen and after an operator', () => {
    assert.equal(isVersionRange('1.0  -  2.0'), true);
    assert.equal(isVersionRange('>=  1.0'), true);
  });
  it('takes a comma with spaces between comparators, and no empty comparator', () => {
    assert.equal(isVersionRange('>=1, <2'), true);
    assert.equal(isVersionRange('>=1 , <2'), true);
    assert.equal(isVersionRange('>=3.10,'), false);
    assert.equal(isVersionRange(',>=1'), false);
  });
});

describe('MCP Bundle manifests at their edges', () => {
  const cases: [string, Doc | string, string[]][] = [
    ['a non-object manifest gets no field findings (detection passes it over)', '[]', []],
    [
      '_meta entries hold anything the vendor puts in them',
      M({ manifest_version: '0.4', _meta: { 'com.acme/w': { nested: { a: [1, null] }, n: null } } }),
      [],
    ],
    [
      'a _meta entry must be an object',
      M({ manifest_version: '0.4', _meta: { 'com.acme/w': 3 } }),
      ['MCP904 error "3": "_meta.com.acme/w" must be an object, not an integer.'],
    ],
    [
      'an option of type "uv" is not a uv server: its missing title is asked for',
      withOptions({ k: { type: 'uv', description: 'D' } }),
      [
        'MCP903 error "\\"k\\"": "user_config.k" needs "title"; `mcpb validate` rejects the manifest without it.',
        'MCP904 error "\\"uv\\"": "uv" is not allowed in "user_config.k.type": use "string", "number", "boolean", "directory", "file".',
      ],
    ],
    [
      'a uv server without entry_point: the entry point is asked for (only mcp_config is disputed)',
      M({ manifest_version: '0.4', server: { type: 'uv', mcp_config: { command: 'uv' } } }),
      ['MCP903 error "\\"server\\"": "server" needs "entry_point"; `mcpb validate` rejects the manifest without it.'],
    ],
    [
      'keys without values (a manifest being typed) are syntax errors, not crashes',
      '{"manifest_version": "0.3", "name": , "server": {"type": }}',
      [
        'MCP903 error "{": The manifest needs "version"; `mcpb validate` rejects the manifest without it.',
        'MCP903 error "{": The manifest needs "description"; `mcpb validate` rejects the manifest without it.',
        'MCP903 error "{": The manifest needs "author" (an object with at least "name"); `mcpb validate` rejects the manifest without it.',
        'MCP001 error ",": JSON syntax: value expected.',
        'MCP903 error "\\"server\\"": "server" needs "entry_point"; `mcpb validate` rejects the manifest without it.',
        'MCP903 error "\\"server\\"": "server" needs "mcp_config" ({ "command": …, "args": […] }, how a client starts the server); `mcpb validate` rejects the manifest without it.',
        'MCP001 error "}": JSON syntax: value expected.',
      ],
    ],
    [
      'an email whose domain ends in a digit',
      M({ author: { name: 'A', email: 'dev@acme.example1' } }),
      [
        'MCP916 error "\\"dev@acme.example1\\"": "author.email" must be an email address such as "name@example.com", not "dev@acme.example1".',
      ],
    ],
    [
      '${__dirname} inside an icon path: the example is a plain file name, and no fix',
      M({ icon: 'assets/${__dirname}/icon.png' }),
      [
        'MCP917 error "\\"assets/${__dirname}/icon.png\\"": "icon" must not use ${__dirname}: it is a path relative to the bundle root, e.g. "icon.png". `mcpb validate` rejects it.',
      ],
    ],
    ['a URL later in an icon path is a relative path', M({ icon: 'cache/https://acme.example/icon.png' }), []],
    [
      'an icon that ends in .svg after .png',
      M({ icon: 'icon.png.svg' }),
      [
        'MCP917 warning "\\"icon.png.svg\\"": "icon" must be a PNG file; `mcpb validate` checks the file\'s PNG signature, and "icon.png.svg" does not look like one.',
      ],
    ],
    [
      'a three-letter language with an underscore: no fix',
      M({ localization: { resources: 'r/${locale}.json', default_locale: 'eng_US' } }),
      [
        'MCP918 error "\\"eng_US\\"": "localization.default_locale" must be a BCP 47 language tag such as "en-US" or "zh-Hans", not "eng_US".',
      ],
    ],
    [
      'a three-letter region with an underscore: no fix',
      M({ localization: { resources: 'r/${locale}.json', default_locale: 'en_USA' } }),
      [
        'MCP918 error "\\"en_USA\\"": "localization.default_locale" must be a BCP 47 language tag such as "en-US" or "zh-Hans", not "en_USA".',
      ],
    ],
    [
      '${env:HOME} is not ${HOME}, and ${Weather} is no environment variable',
      M({ server: server({}, { args: ['${__dirname}/server/index.js', '${env:HOME}', '${Weather}'] }) }),
      [
        'MCP909 warning "${env:HOME}": ${env:HOME} is not a variable bundle clients replace (${__dirname}, ${HOME}, ${DESKTOP}, ${DOCUMENTS}, ${DOWNLOADS}, ${pathSeparator}, ${/}, ${user_config.KEY}); it reaches the server as written.',
        'MCP909 warning "${Weather}": ${Weather} is not a variable bundle clients replace (${__dirname}, ${HOME}, ${DESKTOP}, ${DOCUMENTS}, ${DOWNLOADS}, ${pathSeparator}, ${/}, ${user_config.KEY}); it reaches the server as written.',
      ],
    ],
    [
      '${arguments.HOME} in a default is not ${HOME}',
      withOptions({ d: option({ type: 'directory', default: '${arguments.HOME}' }) }),
      [
        'MCP909 warning "${arguments.HOME}": ${arguments.HOME} is not replaced in a default value; defaults may use ${HOME}, ${DESKTOP}, ${DOCUMENTS} and the other directory variables.',
      ],
    ],
    [
      'a version with text before 0.x.0: no fix',
      M({ manifest_version: 'x0.2.0' }),
      [
        'MCP901 error "\\"x0.2.0\\"": "x0.2.0" is not a manifest version the mcpb tools accept ("0.1", "0.2", "0.3", "0.4"); "mcpb validate" rejects the manifest.',
      ],
    ],
    [
      'a version with a part after 0.x.0: no fix',
      M({ manifest_version: '0.2.0.1' }),
      [
        'MCP901 error "\\"0.2.0.1\\"": "0.2.0.1" is not a manifest version the mcpb tools accept ("0.1", "0.2", "0.3", "0.4"); "mcpb validate" rejects the manifest.',
      ],
    ],
    [
      "a platform override's env values are strings",
      M({ server: server({}, { platform_overrides: { win32: { command: 'node.exe', env: { WIN: 1 } } } }) }),
      [
        'MCP904 error "1": "server.mcp_config.platform_overrides.win32.env.WIN" must be a string, not an integer. ‖ Change to "1" (preferred): "1"→"\\"1\\""',
      ],
    ],
    [
      '"multiple" is true or false',
      withOptions({ d: option({ type: 'directory', multiple: 'yes' }) }),
      ['MCP904 error "\\"yes\\"": "user_config.d.multiple" must be true or false, not a string.'],
    ],
    [
      'a default of an option marked sensitive: false is fine',
      withOptions({ s: option({ type: 'string', sensitive: false, default: 'x' }) }),
      [],
    ],
    [
      '"1" on a boolean: no fix',
      withOptions({ b: option({ type: 'boolean', default: '1' }) }),
      [
        'MCP910 error "\\"1\\"": The default of option "b" must be true or false (its type is "boolean"), not a string.',
      ],
    ],
    [
      'an array on a number: no fix',
      withOptions({ n: option({ type: 'number', default: [1] }) }),
      [
        'MCP904 error "[\\n        1\\n      ]": "user_config.n.default" must be a string, number, boolean or array of strings, not an array.',
        'MCP910 error "[\\n        1\\n      ]": The default of option "n" must be a number (its type is "number"), not an array.',
      ],
    ],
    [
      '"true" on a number: no fix',
      withOptions({ n: option({ type: 'number', default: 'true' }) }),
      ['MCP910 error "\\"true\\"": The default of option "n" must be a number (its type is "number"), not a string.'],
    ],
    [
      '"true" on a boolean: made true',
      withOptions({ b: option({ type: 'boolean', default: 'true' }) }),
      [
        'MCP910 error "\\"true\\"": The default of option "b" must be true or false (its type is "boolean"), not a string. ‖ Change to true (preferred) (safe): "\\"true\\""→"true"',
      ],
    ],
    [
      'null on a string: nothing to quote',
      withOptions({ s: option({ type: 'string', default: null }) }),
      [
        'MCP904 error "null": "user_config.s.default" must be a string, number, boolean or array of strings, not null.',
        'MCP910 error "null": The default of option "s" must be a string (its type is "string"), not null.',
      ],
    ],
    [
      'a server type ending in ts: no guess',
      M({ server: server({ type: 'electron-ts' }) }),
      [
        'MCP907 error "\\"electron-ts\\"": "server.type" must be "node", "python" or "binary" ("uv" from manifest version 0.4), not "electron-ts".',
      ],
    ],
    [
      'a server type starting with js: no guess',
      M({ server: server({ type: 'jsonrpc' }) }),
      [
        'MCP907 error "\\"jsonrpc\\"": "server.type" must be "node", "python" or "binary" ("uv" from manifest version 0.4), not "jsonrpc".',
      ],
    ],
    [
      'a server type ending in py: no guess',
      M({ server: server({ type: 'pypy' }) }),
      [
        'MCP907 error "\\"pypy\\"": "server.type" must be "node", "python" or "binary" ("uv" from manifest version 0.4), not "pypy".',
      ],
    ],
    [
      'a server type starting with py: no guess',
      M({ server: server({ type: 'pyodide' }) }),
      [
        'MCP907 error "\\"pyodide\\"": "server.type" must be "node", "python" or "binary" ("uv" from manifest version 0.4), not "pyodide".',
      ],
    ],
    [
      'a python entry point passed without ${__dirname}, beside an argument that is not a string',
      M({
        server: {
          type: 'python',
          entry_point: 'server/main.py',
          mcp_config: { command: 'python', args: [3, 'server/main.py'] },
        },
      }),
      [
        'MCP904 error "3": "server.mcp_config.args[0]" must be a string, not an integer. ‖ Change to "3" (preferred): "3"→"\\"3\\""',
        'MCP914 warning "\\"server/main.py\\"": "server/main.py" is relative to the directory the client starts the server in, not to the bundle; write "${__dirname}/server/main.py". ‖ Change to "${__dirname}/server/main.py" (preferred) (safe): "\\"server/main.py\\""→"\\"${__dirname}/server/main.py\\""',
      ],
    ],
    [
      'only a leading ./ is dropped from the entry point',
      M({ server: server({ entry_point: 'server/./index.js' }, { args: ['server/./index.js'] }) }),
      [
        'MCP914 warning "\\"server/./index.js\\"": "server/./index.js" is relative to the directory the client starts the server in, not to the bundle; write "${__dirname}/server/./index.js". ‖ Change to "${__dirname}/server/./index.js" (preferred) (safe): "\\"server/./index.js\\""→"\\"${__dirname}/server/./index.js\\""',
      ],
    ],
    [
      'every alias of darwin and win32',
      M({ server: server({}, { platform_overrides: { mac: {}, osx: {}, win: {}, win64: {} } }) }),
      [
        'MCP915 warning "\\"mac\\"": "mac" is not a platform clients match (darwin, win32, linux), so this override never applies; did you mean "darwin"? ‖ Rename to "darwin" (preferred): "\\"mac\\""→"\\"darwin\\""',
        'MCP915 warning "\\"osx\\"": "osx" is not a platform clients match (darwin, win32, linux), so this override never applies; did you mean "darwin"? ‖ Rename to "darwin" (preferred): "\\"osx\\""→"\\"darwin\\""',
        'MCP915 warning "\\"win\\"": "win" is not a platform clients match (darwin, win32, linux), so this override never applies; did you mean "win32"? ‖ Rename to "win32" (preferred): "\\"win\\""→"\\"win32\\""',
        'MCP915 warning "\\"win64\\"": "win64" is not a platform clients match (darwin, win32, linux), so this override never applies; did you mean "win32"? ‖ Rename to "win32" (preferred): "\\"win64\\""→"\\"win32\\""',
      ],
    ],
    [
      'an argument that is not a string is neither a guess nor unused',
      M({ prompts: [{ name: 'p', arguments: ['topic', 3], text: 'About ${arguments.topik}' }] }),
      [
        'MCP913 hint "\\"topic\\"": Prompt "p" declares "topic" but its text never uses ${arguments.topic}. [unnecessary]',
        'MCP904 error "3": "prompts[0].arguments[1]" must be a string, not an integer. ‖ Change to "3" (preferred): "3"→"\\"3\\""',
        'MCP912 error "${arguments.topik}": Prompt "p" does not declare the argument "topik", so clients never ask for it and ${arguments.topik} stays in the text. Did you mean "topic"? ‖ Change to ${arguments.topic} (preferred): "topik"→"topic" ‖ Declare argument "topik": "        3"→"        3,\\n        \\"topik\\""',
      ],
    ],
    [
      '${__dirname} right before the file name: made relative all the same',
      M({ icon: '${__dirname}icon.png' }),
      [
        'MCP917 error "\\"${__dirname}icon.png\\"": "icon" must not use ${__dirname}: it is a path relative to the bundle root, e.g. "icon.png". `mcpb validate` rejects it. ‖ Change to "icon.png" (preferred) (safe): "\\"${__dirname}icon.png\\""→"\\"icon.png\\""',
      ],
    ],
    [
      'a namespaced variable close to a bundle variable gets no guess',
      M({ server: server({}, { args: ['${__dirname}/server/index.js', '${env:DESKTP}'] }) }),
      [
        'MCP909 warning "${env:DESKTP}": ${env:DESKTP} is not a variable bundle clients replace (${__dirname}, ${HOME}, ${DESKTOP}, ${DOCUMENTS}, ${DOWNLOADS}, ${pathSeparator}, ${/}, ${user_config.KEY}); it reaches the server as written.',
      ],
    ],
  ];
  for (const [title, doc, expected] of cases) it(title, () => assert.deepEqual(transcript(P, doc), expected));
});
