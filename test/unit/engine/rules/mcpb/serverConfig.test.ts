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

const withConfig = (config: object, userConfig?: object) =>
  M({ server: server({}, config), ...(userConfig ? { user_config: userConfig } : {}) });

type Doc = Record<string, unknown>;

const withoutKey = (doc: Doc, key: string): Doc => Object.fromEntries(Object.entries(doc).filter(([k]) => k !== key));

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

describe('MCP Bundle manifest: server', () => {
  runCases([
    {
      code: 'MCP907',
      title: 'an unknown type',
      path: P,
      bad: M({ server: server({ type: 'invalid-type' }) }),
      good: M(),
      severity: 'error',
    },
    {
      code: 'MCP907',
      title: 'typescript means node',
      path: P,
      bad: M({ server: server({ type: 'typescript' }) }),
      good: M(),
      fix: true,
    },
    {
      code: 'MCP907',
      title: 'uv before 0.4, version raised',
      path: P,
      bad: M({ server: server({ type: 'uv' }, { command: 'uv' }) }),
      good: M({ manifest_version: '0.4', server: server({ type: 'uv' }, { command: 'uv' }) }),
      fix: true,
      fixed: (t) => assert.equal(JSON.parse(t).manifest_version, '0.4'),
    },
    {
      code: 'MCP914',
      title: 'a relative entry point in args, fixed',
      path: P,
      bad: withConfig({ args: ['server/index.js'] }),
      good: withConfig({ args: ['${__dirname}/server/index.js'] }),
      fix: true,
      severity: 'warning',
    },
    {
      code: 'MCP914',
      title: 'an absolute entry point',
      path: P,
      bad: M({ server: server({ entry_point: '/Users/me/server/index.js' }) }),
      good: M({ server: server({ entry_point: 'server/index.js' }) }),
    },
    {
      code: 'MCP915',
      title: 'windows is win32',
      path: P,
      bad: withConfig({ platform_overrides: { windows: { command: 'node.exe' } } }),
      good: withConfig({ platform_overrides: { win32: { command: 'node.exe' }, darwin: { env: { A: 'b' } } } }),
      fix: true,
      severity: 'warning',
    },
  ]);
});

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
      { ...withoutKey(M(), 'manifest_version'), dxt_version: '0.3', server: server({ type: 'uv' }) },
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

describe('MCP Bundle manifests at their edges', () => {
  const cases: [string, Doc | string, string[]][] = [
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
  ];
  for (const [title, doc, expected] of cases) it(title, () => assert.deepEqual(transcript(P, doc), expected));
});
