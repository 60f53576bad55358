// The serverConfig tests' documents and the findings each must give (code, span, fixed text); the message layer
// (test/unit/engine/messages/) pins what the same findings say.
import { strict as assert } from 'node:assert';
import type { PinnedRuleCase, FindingTable } from '../../ruleCases';
import { withoutKey, withConfig, M, server, P } from './fixtures';

export const serverConfigCases: FindingTable = {
  title: 'server type, entry point and platform overrides',
  path: P,
  only: ['MCP907', 'MCP914', 'MCP915'],
  cases: [
    { title: 'node, python and binary', doc: M({ server: server({ type: 'python' }) }), findings: [] },
    {
      title: 'a misspelt type',
      doc: M({ server: server({ type: 'pyhton' }) }),
      findings: ['MCP907 "pyhton" ⇒ "python"'],
    },
    { title: 'nodejs', doc: M({ server: server({ type: 'nodejs' }) }), findings: ['MCP907 "nodejs" ⇒ "node"'] },
    {
      title: 'TypeScript',
      doc: M({ server: server({ type: 'TypeScript' }) }),
      findings: ['MCP907 "TypeScript" ⇒ "node"'],
    },
    { title: 'python3', doc: M({ server: server({ type: 'python3' }) }), findings: ['MCP907 "python3" ⇒ "python"'] },
    { title: 'py', doc: M({ server: server({ type: 'PY' }) }), findings: ['MCP907 "PY" ⇒ "python"'] },
    { title: 'docker: no guess', doc: M({ server: server({ type: 'docker' }) }), findings: ['MCP907 "docker"'] },
    {
      title: 'uv in 0.3: version raised',
      doc: M({ server: server({ type: 'uv' }) }),
      findings: ['MCP907 "uv" ⇒ "0.3" → "0.4"'],
    },
    { title: 'uv in 0.4', doc: M({ manifest_version: '0.4', server: server({ type: 'uv' }) }), findings: [] },
    {
      title: 'uv under dxt_version 0.3: no fix',
      doc: { ...withoutKey(M(), 'manifest_version'), dxt_version: '0.3', server: server({ type: 'uv' }) },
      findings: ['MCP907 "uv"'],
    },
    {
      title: 'uv in an unknown version',
      doc: M({ manifest_version: '2.0', server: server({ type: 'uv' }) }),
      findings: [],
    },
    {
      title: 'an absolute entry point',
      doc: M({ server: server({ entry_point: '/srv/weather/index.js' }) }),
      findings: ['MCP914 "/srv/weather/index.js"'],
    },
    {
      title: 'a drive entry point',
      doc: M({ server: server({ entry_point: 'C:\\weather\\index.js' }) }),
      findings: ['MCP914 "C:\\\\weather\\\\index.js"'],
    },
    {
      title: 'a UNC entry point',
      doc: M({ server: server({ entry_point: '\\\\host\\share\\index.js' }) }),
      findings: ['MCP914 "\\\\\\\\host\\\\share\\\\index.js"'],
    },
    {
      title: 'the entry point passed without ${__dirname}',
      doc: M({ server: server({}, { args: ['server/index.js', '--port', '3000'] }) }),
      findings: ['MCP914 "server/index.js" ⇒ "${__dirname}/server/index.js"'],
    },
    {
      title: 'the entry point passed as ./',
      doc: M({ server: server({ entry_point: './server/index.js' }, { args: ['./server/index.js'] }) }),
      findings: ['MCP914 "./server/index.js" ⇒ "${__dirname}/server/index.js"'],
    },
    {
      title: 'a binary passing its entry point: not checked',
      doc: M({
        server: server(
          { type: 'binary', entry_point: 'bin/weather' },
          { command: '${__dirname}/bin/weather', args: ['bin/weather'] },
        ),
      }),
      findings: [],
    },
    {
      title: 'an override for macos',
      doc: M({ server: server({}, { platform_overrides: { macos: { command: 'node' } } }) }),
      findings: ['MCP915 "macos" ⇒ "darwin"'],
    },
    {
      title: 'an override for Windows',
      doc: M({ server: server({}, { platform_overrides: { Windows: { command: 'node.exe' } } }) }),
      findings: ['MCP915 "Windows" ⇒ "win32"'],
    },
    {
      title: 'an override for linx',
      doc: M({ server: server({}, { platform_overrides: { linx: { command: 'node' } } }) }),
      findings: ['MCP915 "linx" ⇒ "linux"'],
    },
    {
      title: 'an override for freebsd',
      doc: M({ server: server({}, { platform_overrides: { freebsd: { command: 'node' } } }) }),
      findings: ['MCP915 "freebsd"'],
    },
    {
      title: 'overrides for the three platforms',
      doc: M({ server: server({}, { platform_overrides: { darwin: {}, win32: {}, linux: {} } }) }),
      findings: [],
    },
  ],
};

export const serverConfigEdges: FindingTable = {
  title: 'MCP Bundle manifests at their edges',
  path: P,
  cases: [
    {
      title: 'a server type ending in ts: no guess',
      doc: M({ server: server({ type: 'electron-ts' }) }),
      findings: ['MCP907 "electron-ts"'],
    },
    {
      title: 'a server type starting with js: no guess',
      doc: M({ server: server({ type: 'jsonrpc' }) }),
      findings: ['MCP907 "jsonrpc"'],
    },
    {
      title: 'a server type ending in py: no guess',
      doc: M({ server: server({ type: 'pypy' }) }),
      findings: ['MCP907 "pypy"'],
    },
    {
      title: 'a server type starting with py: no guess',
      doc: M({ server: server({ type: 'pyodide' }) }),
      findings: ['MCP907 "pyodide"'],
    },
    {
      title: 'a python entry point passed without ${__dirname}, beside an argument that is not a string',
      doc: M({
        server: {
          type: 'python',
          entry_point: 'server/main.py',
          mcp_config: { command: 'python', args: [3, 'server/main.py'] },
        },
      }),
      findings: ['MCP904 3 ⇒ "3"', 'MCP914 "server/main.py" ⇒ "${__dirname}/server/main.py"'],
    },
    {
      title: 'only a leading ./ is dropped from the entry point',
      doc: M({ server: server({ entry_point: 'server/./index.js' }, { args: ['server/./index.js'] }) }),
      findings: ['MCP914 "server/./index.js" ⇒ "${__dirname}/server/./index.js"'],
    },
    {
      title: 'every alias of darwin and win32',
      doc: M({ server: server({}, { platform_overrides: { mac: {}, osx: {}, win: {}, win64: {} } }) }),
      findings: [
        'MCP915 "mac" ⇒ "darwin"',
        'MCP915 "osx" ⇒ "darwin"',
        'MCP915 "win" ⇒ "win32"',
        'MCP915 "win64" ⇒ "win32"',
      ],
    },
  ],
};

export const serverConfigRules: readonly PinnedRuleCase[] = [
  {
    code: 'MCP907',
    title: 'an unknown type',
    path: P,
    bad: M({ server: server({ type: 'invalid-type' }) }),
    good: M(),
    span: '"invalid-type"',
    fixedText: null,
    severity: 'error',
  },
  {
    code: 'MCP907',
    title: 'typescript means node',
    path: P,
    bad: M({ server: server({ type: 'typescript' }) }),
    good: M(),
    span: '"typescript"',
    fixedText: '"node"',
    fix: true,
  },
  {
    code: 'MCP907',
    title: 'uv before 0.4, version raised',
    path: P,
    bad: M({ server: server({ type: 'uv' }, { command: 'uv' }) }),
    good: M({ manifest_version: '0.4', server: server({ type: 'uv' }, { command: 'uv' }) }),
    span: '"uv"',
    fixedText: '"0.3" → "0.4"',
    fix: true,
    fixed: (t) => assert.equal(JSON.parse(t).manifest_version, '0.4'),
  },
  {
    code: 'MCP914',
    title: 'a relative entry point in args, fixed',
    path: P,
    bad: withConfig({ args: ['server/index.js'] }),
    good: withConfig({ args: ['${__dirname}/server/index.js'] }),
    span: '"server/index.js"',
    fixedText: '"${__dirname}/server/index.js"',
    fix: true,
    severity: 'warning',
  },
  {
    code: 'MCP914',
    title: 'an absolute entry point',
    path: P,
    bad: M({ server: server({ entry_point: '/Users/me/server/index.js' }) }),
    good: M({ server: server({ entry_point: 'server/index.js' }) }),
    span: '"/Users/me/server/index.js"',
    fixedText: null,
  },
  {
    code: 'MCP915',
    title: 'windows is win32',
    path: P,
    bad: withConfig({ platform_overrides: { windows: { command: 'node.exe' } } }),
    good: withConfig({ platform_overrides: { win32: { command: 'node.exe' }, darwin: { env: { A: 'b' } } } }),
    span: '"windows"',
    fixedText: '"win32"',
    fix: true,
    severity: 'warning',
  },
];
