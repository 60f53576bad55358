// The MCP Bundle manifest's version keys, server, user_config options, variables and prompts, case by case: each
// expectation is every finding of the rules in question, in full (see test/helpers/transcript.ts).
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
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
const without = (doc: Doc, key: string): Doc => Object.fromEntries(Object.entries(doc).filter(([k]) => k !== key));
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

table(
  'manifest_version and dxt_version',
  ['MCP901', 'MCP902'],
  [
    [
      'none: added',
      without(M(), 'manifest_version'),
      [
        'MCP901 error "{": The manifest needs "manifest_version" (e.g. "0.3"): the mcpb tools pick the schema by it and reject a manifest without one. ‖ Add "manifest_version": "0.3" (preferred): "  }"→"  },\\n  \\"manifest_version\\": \\"0.3\\""',
      ],
    ],
    ['each known version', M({ manifest_version: '0.1' }), []],
    ['0.4', M({ manifest_version: '0.4' }), []],
    [
      'a three-part 0.x.0: shortened',
      M({ manifest_version: '0.2.0' }),
      [
        'MCP901 error "\\"0.2.0\\"": "0.2.0" is not a manifest version the mcpb tools accept ("0.1", "0.2", "0.3", "0.4"); "mcpb validate" rejects the manifest. ‖ Change to "0.2" (preferred): "\\"0.2.0\\""→"\\"0.2\\""',
      ],
    ],
    [
      '0.5.0: not a known version, no fix',
      M({ manifest_version: '0.5.0' }),
      [
        'MCP901 error "\\"0.5.0\\"": "0.5.0" is not a manifest version the mcpb tools accept ("0.1", "0.2", "0.3", "0.4"); "mcpb validate" rejects the manifest.',
      ],
    ],
    ['a number', M({ manifest_version: 0.3 }), []],
    [
      'an empty string',
      M({ manifest_version: '' }),
      [
        'MCP901 error "\\"\\"": "" is not a manifest version the mcpb tools accept ("0.1", "0.2", "0.3", "0.4"); "mcpb validate" rejects the manifest.',
      ],
    ],
    [
      'dxt_version alone: renamed',
      { ...without(M(), 'manifest_version'), dxt_version: '0.2' },
      [
        'MCP902 info "\\"dxt_version\\"": "dxt_version" is the deprecated name of "manifest_version"; rename it. [deprecated] ‖ Rename to "manifest_version" (preferred) (safe): "\\"dxt_version\\""→"\\"manifest_version\\""',
      ],
    ],
    [
      'both, the same: dxt_version removed',
      M({ dxt_version: '0.3' }),
      [
        'MCP902 info "\\"dxt_version\\"": "dxt_version" is the deprecated name of "manifest_version"; rename it. [deprecated] ‖ Remove "dxt_version" (preferred) (safe): "  },\\n  \\"dxt_version\\": \\"0.3\\""→"  }"',
      ],
    ],
    [
      'both, different: dxt_version removed',
      M({ dxt_version: '0.2' }),
      [
        'MCP901 error "\\"0.2\\"": "dxt_version" ("0.2") differs from "manifest_version" ("0.3"); the schema of version 0.3 requires both to match. Remove the deprecated "dxt_version". ‖ Remove "dxt_version" (preferred): "  },\\n  \\"dxt_version\\": \\"0.2\\""→"  }"',
      ],
    ],
    [
      'both, dxt_version unknown',
      M({ dxt_version: '1.0' }),
      [
        'MCP901 error "\\"1.0\\"": "1.0" is not a manifest version the mcpb tools accept ("0.1", "0.2", "0.3", "0.4"); "mcpb validate" rejects the manifest.',
        'MCP901 error "\\"1.0\\"": "dxt_version" ("1.0") differs from "manifest_version" ("0.3"); the schema of version 0.3 requires both to match. Remove the deprecated "dxt_version". ‖ Remove "dxt_version" (preferred): "  },\\n  \\"dxt_version\\": \\"1.0\\""→"  }"',
      ],
    ],
    [
      'dxt_version a number',
      M({ dxt_version: 2 }),
      [
        'MCP902 info "\\"dxt_version\\"": "dxt_version" is the deprecated name of "manifest_version"; rename it. [deprecated] ‖ Remove "dxt_version" (preferred) (safe): "  },\\n  \\"dxt_version\\": 2"→"  }"',
        'MCP901 error "2": an integer is not a manifest version the mcpb tools accept ("0.1", "0.2", "0.3", "0.4"); "mcpb validate" rejects the manifest.',
      ],
    ],
    ['a manifest that is not an object', '[]', []],
  ],
);

table(
  'server type, entry point and platform overrides',
  ['MCP907', 'MCP914', 'MCP915'],
  [
    ['node, python and binary', M({ server: server({ type: 'python' }) }), []],
    [
      'a misspelt type',
      M({ server: server({ type: 'pyhton' }) }),
      [
        'MCP907 error "\\"pyhton\\"": "server.type" must be "node", "python" or "binary" ("uv" from manifest version 0.4), not "pyhton". ‖ Change to "python" (preferred): "\\"pyhton\\""→"\\"python\\""',
      ],
    ],
    [
      'nodejs',
      M({ server: server({ type: 'nodejs' }) }),
      [
        'MCP907 error "\\"nodejs\\"": "server.type" must be "node", "python" or "binary" ("uv" from manifest version 0.4), not "nodejs". ‖ Change to "node" (preferred): "\\"nodejs\\""→"\\"node\\""',
      ],
    ],
    [
      'TypeScript',
      M({ server: server({ type: 'TypeScript' }) }),
      [
        'MCP907 error "\\"TypeScript\\"": "server.type" must be "node", "python" or "binary" ("uv" from manifest version 0.4), not "TypeScript". ‖ Change to "node" (preferred): "\\"TypeScript\\""→"\\"node\\""',
      ],
    ],
    [
      'python3',
      M({ server: server({ type: 'python3' }) }),
      [
        'MCP907 error "\\"python3\\"": "server.type" must be "node", "python" or "binary" ("uv" from manifest version 0.4), not "python3". ‖ Change to "python" (preferred): "\\"python3\\""→"\\"python\\""',
      ],
    ],
    [
      'py',
      M({ server: server({ type: 'PY' }) }),
      [
        'MCP907 error "\\"PY\\"": "server.type" must be "node", "python" or "binary" ("uv" from manifest version 0.4), not "PY". ‖ Change to "python" (preferred): "\\"PY\\""→"\\"python\\""',
      ],
    ],
    [
      'docker: no guess',
      M({ server: server({ type: 'docker' }) }),
      [
        'MCP907 error "\\"docker\\"": "server.type" must be "node", "python" or "binary" ("uv" from manifest version 0.4), not "docker".',
      ],
    ],
    [
      'uv in 0.3: version raised',
      M({ server: server({ type: 'uv' }) }),
      [
        'MCP907 error "\\"uv\\"": "uv" servers exist from manifest version 0.4 (experimental); this manifest declares 0.3, whose schema rejects it. Set manifest_version to "0.4". ‖ Set manifest_version to "0.4" (preferred): "\\"0.3\\""→"\\"0.4\\""',
      ],
    ],
    ['uv in 0.4', M({ manifest_version: '0.4', server: server({ type: 'uv' }) }), []],
    [
      'uv under dxt_version 0.3: no fix',
      { ...without(M(), 'manifest_version'), dxt_version: '0.3', server: server({ type: 'uv' }) },
      [
        'MCP907 error "\\"uv\\"": "uv" servers exist from manifest version 0.4 (experimental); this manifest declares 0.3, whose schema rejects it. Set manifest_version to "0.4".',
      ],
    ],
    ['uv in an unknown version', M({ manifest_version: '2.0', server: server({ type: 'uv' }) }), []],
    [
      'an absolute entry point',
      M({ server: server({ entry_point: '/srv/weather/index.js' }) }),
      [
        'MCP914 warning "\\"/srv/weather/index.js\\"": "entry_point" must be a path inside the bundle, relative to its root (e.g. "server/index.js"), not an absolute path on this machine.',
      ],
    ],
    [
      'a drive entry point',
      M({ server: server({ entry_point: 'C:\\weather\\index.js' }) }),
      [
        'MCP914 warning "\\"C:\\\\\\\\weather\\\\\\\\index.js\\"": "entry_point" must be a path inside the bundle, relative to its root (e.g. "server/index.js"), not an absolute path on this machine.',
      ],
    ],
    [
      'a UNC entry point',
      M({ server: server({ entry_point: '\\\\host\\share\\index.js' }) }),
      [
        'MCP914 warning "\\"\\\\\\\\\\\\\\\\host\\\\\\\\share\\\\\\\\index.js\\"": "entry_point" must be a path inside the bundle, relative to its root (e.g. "server/index.js"), not an absolute path on this machine.',
      ],
    ],
    [
      'the entry point passed without ${__dirname}',
      M({ server: server({}, { args: ['server/index.js', '--port', '3000'] }) }),
      [
        'MCP914 warning "\\"server/index.js\\"": "server/index.js" is relative to the directory the client starts the server in, not to the bundle; write "${__dirname}/server/index.js". ‖ Change to "${__dirname}/server/index.js" (preferred) (safe): "\\"server/index.js\\""→"\\"${__dirname}/server/index.js\\""',
      ],
    ],
    [
      'the entry point passed as ./',
      M({ server: server({ entry_point: './server/index.js' }, { args: ['./server/index.js'] }) }),
      [
        'MCP914 warning "\\"./server/index.js\\"": "./server/index.js" is relative to the directory the client starts the server in, not to the bundle; write "${__dirname}/server/index.js". ‖ Change to "${__dirname}/server/index.js" (preferred) (safe): "\\"./server/index.js\\""→"\\"${__dirname}/server/index.js\\""',
      ],
    ],
    [
      'a binary passing its entry point: not checked',
      M({
        server: server(
          { type: 'binary', entry_point: 'bin/weather' },
          { command: '${__dirname}/bin/weather', args: ['bin/weather'] },
        ),
      }),
      [],
    ],
    [
      'an override for macos',
      M({ server: server({}, { platform_overrides: { macos: { command: 'node' } } }) }),
      [
        'MCP915 warning "\\"macos\\"": "macos" is not a platform clients match (darwin, win32, linux), so this override never applies; did you mean "darwin"? ‖ Rename to "darwin" (preferred): "\\"macos\\""→"\\"darwin\\""',
      ],
    ],
    [
      'an override for Windows',
      M({ server: server({}, { platform_overrides: { Windows: { command: 'node.exe' } } }) }),
      [
        'MCP915 warning "\\"Windows\\"": "Windows" is not a platform clients match (darwin, win32, linux), so this override never applies; did you mean "win32"? ‖ Rename to "win32" (preferred): "\\"Windows\\""→"\\"win32\\""',
      ],
    ],
    [
      'an override for linx',
      M({ server: server({}, { platform_overrides: { linx: { command: 'node' } } }) }),
      [
        'MCP915 warning "\\"linx\\"": "linx" is not a platform clients match (darwin, win32, linux), so this override never applies; did you mean "linux"? ‖ Rename to "linux" (preferred): "\\"linx\\""→"\\"linux\\""',
      ],
    ],
    [
      'an override for freebsd',
      M({ server: server({}, { platform_overrides: { freebsd: { command: 'node' } } }) }),
      [
        'MCP915 warning "\\"freebsd\\"": "freebsd" is not a platform clients match (darwin, win32, linux), so this override never applies.',
      ],
    ],
    [
      'overrides for the three platforms',
      M({ server: server({}, { platform_overrides: { darwin: {}, win32: {}, linux: {} } }) }),
      [],
    ],
  ],
);

table(
  'variables in mcp_config and defaults',
  ['MCP908', 'MCP909', 'MCP911'],
  [
    ['an option used', withOptions({ key: option({ type: 'string' }) }), []],
    [
      'an option misspelt',
      M({
        server: server({}, { env: { KEY: '${user_config.api_kye}' } }),
        user_config: { api_key: option({ type: 'string' }) },
      }),
      [
        'MCP908 error "${user_config.api_kye}": "user_config" declares no option "api_kye", so ${user_config.api_kye} is never filled in; did you mean "api_key"? ‖ Change to ${user_config.api_key} (preferred): "api_kye"→"api_key"',
        'MCP911 hint "\\"api_key\\"": Option "api_key" is never used: no ${user_config.api_key} in mcp_config passes its value to the server. [unnecessary]',
      ],
    ],
    [
      'an option not declared at all',
      M({ server: server({}, { args: ['${user_config.token}'] }) }),
      [
        'MCP908 error "${user_config.token}": "user_config" declares no option "token", so ${user_config.token} is never filled in. Declare it in "user_config".',
      ],
    ],
    [
      'an option declared and never used',
      M({ user_config: { api_key: option({ type: 'string' }) } }),
      [
        'MCP911 hint "\\"api_key\\"": Option "api_key" is never used: no ${user_config.api_key} in mcp_config passes its value to the server. [unnecessary]',
      ],
    ],
    [
      'the bundle variables',
      M({
        server: server(
          {},
          {
            args: [
              '${__dirname}/a',
              '${HOME}',
              '${DESKTOP}',
              '${DOCUMENTS}',
              '${DOWNLOADS}',
              '${pathSeparator}',
              '${/}',
            ],
          },
        ),
      }),
      [],
    ],
    [
      'a misspelt bundle variable',
      M({ server: server({}, { args: ['${__dirnam}/server/index.js'] }) }),
      [
        'MCP909 warning "${__dirnam}": ${__dirnam} is not a variable bundle clients replace (${__dirname}, ${HOME}, ${DESKTOP}, ${DOCUMENTS}, ${DOWNLOADS}, ${pathSeparator}, ${/}, ${user_config.KEY}); it reaches the server as written. Did you mean ${__dirname}? ‖ Change to ${__dirname} (preferred): "${__dirnam}"→"${__dirname}"',
      ],
    ],
    [
      'an environment variable',
      M({ server: server({}, { env: { KEY: '${API_KEY}' } }) }),
      [
        'MCP909 warning "${API_KEY}": ${API_KEY} is not a variable bundle clients replace (${__dirname}, ${HOME}, ${DESKTOP}, ${DOCUMENTS}, ${DOWNLOADS}, ${pathSeparator}, ${/}, ${user_config.KEY}); it reaches the server as written. Environment variables are not expanded; declare a user_config option for the value.',
      ],
    ],
    [
      'another namespace',
      M({ server: server({}, { args: ['${env.HOME}'] }) }),
      [
        'MCP909 warning "${env.HOME}": ${env.HOME} is not a variable bundle clients replace (${__dirname}, ${HOME}, ${DESKTOP}, ${DOCUMENTS}, ${DOWNLOADS}, ${pathSeparator}, ${/}, ${user_config.KEY}); it reaches the server as written.',
      ],
    ],
    [
      'a lower-case unknown variable',
      M({ server: server({}, { args: ['${weather}'] }) }),
      [
        'MCP909 warning "${weather}": ${weather} is not a variable bundle clients replace (${__dirname}, ${HOME}, ${DESKTOP}, ${DOCUMENTS}, ${DOWNLOADS}, ${pathSeparator}, ${/}, ${user_config.KEY}); it reaches the server as written.',
      ],
    ],
    [
      'variables in a default',
      withOptions({
        dir: option({ type: 'directory', default: '${HOME}/weather' }),
        other: option({ type: 'string', default: '${user_config.dir}/x' }),
        env: option({ type: 'string', default: '${TMPDIR}' }),
      }),
      [
        'MCP909 warning "${user_config.dir}": ${user_config.dir} is not replaced in a default value; defaults may use ${HOME}, ${DESKTOP}, ${DOCUMENTS} and the other directory variables.',
        'MCP909 warning "${TMPDIR}": ${TMPDIR} is not replaced in a default value; defaults may use ${HOME}, ${DESKTOP}, ${DOCUMENTS} and the other directory variables.',
      ],
    ],
  ],
);

table(
  'user_config options',
  ['MCP910'],
  [
    [
      'sensitive on a number',
      withOptions({ n: option({ type: 'number', sensitive: true }) }),
      [
        'MCP910 warning "\\"sensitive\\"": "sensitive" applies to string options; option "n" is a number, so it has no effect. [unnecessary]',
      ],
    ],
    ['sensitive: false on a number', withOptions({ n: option({ type: 'number', sensitive: false }) }), []],
    ['sensitive on a string', withOptions({ s: option({ type: 'string', sensitive: true }) }), []],
    [
      'multiple on a string',
      withOptions({ s: option({ type: 'string', multiple: true }) }),
      [
        'MCP910 warning "\\"multiple\\"": "multiple" applies to directory and file options; option "s" is a string, so it has no effect. [unnecessary]',
      ],
    ],
    ['multiple: false on a string', withOptions({ s: option({ type: 'string', multiple: false }) }), []],
    ['multiple on a file', withOptions({ f: option({ type: 'file', multiple: true }) }), []],
    [
      'min on a string',
      withOptions({ s: option({ type: 'string', min: 1 }) }),
      [
        'MCP910 warning "\\"min\\"": "min" and "max" apply to number options; option "s" is a string, so they have no effect. [unnecessary]',
      ],
    ],
    [
      'max on a boolean',
      withOptions({ b: option({ type: 'boolean', max: 1 }) }),
      [
        'MCP910 warning "\\"max\\"": "min" and "max" apply to number options; option "b" is a boolean, so they have no effect. [unnecessary]',
      ],
    ],
    [
      'min above max',
      withOptions({ n: option({ type: 'number', min: 10, max: 1 }) }),
      ['MCP910 error "10": Option "n" has "min" 10 above "max" 1: no value can satisfy both.'],
    ],
    ['min equal to max', withOptions({ n: option({ type: 'number', min: 5, max: 5, default: 5 }) }), []],
    [
      'a sensitive default',
      withOptions({ s: option({ type: 'string', sensitive: true, default: 'hunter2' }) }),
      [
        'MCP910 warning "\\"hunter2\\"": Option "s" is sensitive but has a "default": the default ships in the manifest in plain text. Leave sensitive options without a default. ‖ Remove the default (preferred): "      \\"sensitive\\": true,\\n      \\"default\\": \\"hunter2\\""→"      \\"sensitive\\": true"',
      ],
    ],
    ['a sensitive empty default', withOptions({ s: option({ type: 'string', sensitive: true, default: '' }) }), []],
    [
      'a string default on a number, convertible',
      withOptions({ n: option({ type: 'number', default: '42' }) }),
      [
        'MCP910 error "\\"42\\"": The default of option "n" must be a number (its type is "number"), not a string. ‖ Change to 42 (preferred) (safe): "\\"42\\""→"42"',
      ],
    ],
    [
      'a string default on a number, not convertible',
      withOptions({ n: option({ type: 'number', default: 'many' }) }),
      ['MCP910 error "\\"many\\"": The default of option "n" must be a number (its type is "number"), not a string.'],
    ],
    [
      'a blank default on a number',
      withOptions({ n: option({ type: 'number', default: ' ' }) }),
      ['MCP910 error "\\" \\"": The default of option "n" must be a number (its type is "number"), not a string.'],
    ],
    [
      'a string default on a boolean, convertible',
      withOptions({ b: option({ type: 'boolean', default: 'false' }) }),
      [
        'MCP910 error "\\"false\\"": The default of option "b" must be true or false (its type is "boolean"), not a string. ‖ Change to false (preferred) (safe): "\\"false\\""→"false"',
      ],
    ],
    [
      'a string default on a boolean, not convertible',
      withOptions({ b: option({ type: 'boolean', default: 'yes' }) }),
      [
        'MCP910 error "\\"yes\\"": The default of option "b" must be true or false (its type is "boolean"), not a string.',
      ],
    ],
    [
      'a number default on a string: quoted',
      withOptions({ s: option({ type: 'string', default: 3 }) }),
      [
        'MCP910 error "3": The default of option "s" must be a string (its type is "string"), not an integer. ‖ Quote it: "3" (preferred) (safe): "3"→"\\"3\\""',
      ],
    ],
    [
      'a boolean default on a string: quoted',
      withOptions({ s: option({ type: 'string', default: true }) }),
      [
        'MCP910 error "true": The default of option "s" must be a string (its type is "string"), not a boolean. ‖ Quote it: "true" (preferred) (safe): "true"→"\\"true\\""',
      ],
    ],
    [
      'an array default on a single directory',
      withOptions({ d: option({ type: 'directory', default: ['a', 'b'] }) }),
      [
        'MCP910 error "[\\n        \\"a\\",\\n        \\"b\\"\\n      ]": The default of option "d" must be one path (set "multiple": true for several) (its type is "directory"), not an array.',
      ],
    ],
    [
      'an array default on multiple directories',
      withOptions({ d: option({ type: 'directory', multiple: true, default: ['a', 'b'] }) }),
      [],
    ],
    [
      'an array with a number on multiple files',
      withOptions({ f: option({ type: 'file', multiple: true, default: ['a', 1] }) }),
      [
        'MCP910 error "[\\n        \\"a\\",\\n        1\\n      ]": The default of option "f" must be a path or an array of paths (its type is "file", multiple), not an array.',
      ],
    ],
    [
      'a string default on multiple files',
      withOptions({ f: option({ type: 'file', multiple: true, default: 'a' }) }),
      [],
    ],
    [
      'a default below min',
      withOptions({ n: option({ type: 'number', min: 1, default: 0 }) }),
      ['MCP910 warning "0": The default 0 of option "n" lies outside its range 1…∞.'],
    ],
    [
      'a default above max',
      withOptions({ n: option({ type: 'number', max: 10, default: 11 }) }),
      ['MCP910 warning "11": The default 11 of option "n" lies outside its range −∞…10.'],
    ],
    ['a default inside min and max', withOptions({ n: option({ type: 'number', min: 1, max: 10, default: 10 }) }), []],
    [
      'an option with an unknown type',
      withOptions({ x: option({ type: 'color', default: 3 }) }),
      ['MCP910 error "3": The default of option "x" must be a string (its type is "color"), not an integer.'],
    ],
    ['an option without a type', withOptions({ x: option({ default: 3, sensitive: true, multiple: true }) }), []],
    ['an option that is not an object', M({ user_config: { x: 'string' } }), []],
  ],
);

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
