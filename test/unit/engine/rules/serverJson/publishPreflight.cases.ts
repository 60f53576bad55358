// The publishPreflight tests' documents and the findings each must give (code, span, fixed text); the message layer
// (test/unit/engine/messages/) pins what the same findings say.
import { strict as assert } from 'node:assert';
import type { EngineOptions } from '../../../../../server/src/engine/types';
import type { FindingTable, PinnedRuleCase } from '../../ruleCases';
import { P, S, npm, oci, pkg } from './fixtures';

/** Where the documents of the ownership cases are, and the package.json beside them. */
export const AT = 'file:///work/weather/server.json';
const PACKAGE_JSON = '/work/weather/package.json';

/** The engine told what the package.json beside server.json holds (null: there is none). */
export const beside = (manifest: object | string | null): EngineOptions => ({
  neighbourFiles: new Map([
    [PACKAGE_JSON, manifest === null || typeof manifest === 'string' ? manifest : JSON.stringify(manifest, null, 2)],
  ]),
});

const go = (identifier: string, extra: object = {}) =>
  S({ ...extra, packages: [{ registryType: 'go', identifier, version: 'v1.0.0', transport: { type: 'stdio' } }] });

export const publishPreflightRules: readonly PinnedRuleCase[] = [
  {
    code: 'MCP823',
    title: 'an image on a registry the official registry does not take',
    path: P,
    bad: oci('registry.example.com/user/weather:1.0.0'),
    good: oci('ghcr.io/user/weather:1.0.0'),
    severity: 'warning',
    span: '"registry.example.com/user/weather:1.0.0"',
    fixedText: null,
  },
  {
    code: 'MCP823',
    title: 'a cargo crate from another registry, set to crates.io by the fix',
    path: P,
    bad: pkg({ registryType: 'cargo', identifier: 'weather-mcp', registryBaseUrl: 'https://crates.example.com' }),
    good: pkg({ registryType: 'cargo', identifier: 'weather-mcp', registryBaseUrl: 'https://crates.io' }),
    span: '"https://crates.example.com"',
    fixedText: '"https://crates.io"',
  },
  {
    code: 'MCP823',
    title: 'a Go module outside github.com',
    path: P,
    bad: go('gitlab.com/user/weather'),
    good: go('github.com/user/weather'),
    span: '"gitlab.com/user/weather"',
    fixedText: null,
  },
  {
    code: 'MCP824',
    title: 'an OCI version, moved into the tag by the fix',
    path: P,
    bad: pkg({ registryType: 'oci', identifier: 'docker.io/user/weather', version: '1.2.0' }),
    good: oci('docker.io/user/weather:1.2.0'),
    severity: 'warning',
    span: '"version"',
    fixedText:
      '{\n      "registryType": "oci",\n      "identifier": "docker.io/user/weather",\n      "version": "1.2.0",\n      "transport": {\n        "type": "stdio"\n      }\n    } → {\n      "registryType": "oci",\n      "identifier": "docker.io/user/weather:1.2.0",\n      "transport": {\n        "type": "stdio"\n      }\n    }',
    fixed: (t) => assert.deepEqual(JSON.parse(t).packages[0].identifier, 'docker.io/user/weather:1.2.0'),
  },
  {
    code: 'MCP824',
    title: 'an OCI version the tag already says, removed by the fix',
    path: P,
    bad: pkg({ registryType: 'oci', identifier: 'docker.io/user/weather:1.2.0', version: '1.2.0' }),
    good: oci('docker.io/user/weather:1.2.0'),
    span: '"version"',
    fixedText:
      '      "identifier": "docker.io/user/weather:1.2.0",\n      "version": "1.2.0", →       "identifier": "docker.io/user/weather:1.2.0",',
  },
  {
    code: 'MCP824',
    title: 'an OCI version the tag contradicts, without a fix',
    path: P,
    bad: pkg({ registryType: 'oci', identifier: 'docker.io/user/weather:1.2.0', version: '1.3.0' }),
    good: oci('docker.io/user/weather:1.2.0'),
    span: '"version"',
    fixedText: null,
  },
  {
    code: 'MCP824',
    title: 'the old OCI format with registryBaseUrl, folded into the identifier by the fix',
    path: P,
    bad: pkg({
      registryType: 'oci',
      registryBaseUrl: 'https://docker.io',
      identifier: 'user/weather:1.2.0',
      version: undefined,
    }),
    good: oci('docker.io/user/weather:1.2.0'),
    span: '"registryBaseUrl"',
    fixedText:
      '{\n      "registryType": "oci",\n      "identifier": "user/weather:1.2.0",\n      "transport": {\n        "type": "stdio"\n      },\n      "registryBaseUrl": "https://docker.io"\n    } → {\n      "registryType": "oci",\n      "identifier": "docker.io/user/weather:1.2.0",\n      "transport": {\n        "type": "stdio"\n      }\n    }',
    fixed: (t) => assert.deepEqual(JSON.parse(t).packages[0].identifier, 'docker.io/user/weather:1.2.0'),
  },
  {
    code: 'MCP824',
    title: 'a hash on an npm package, removed by the fix',
    path: P,
    bad: pkg({ fileSha256: 'a'.repeat(64) }),
    good: pkg(),
    span: '"fileSha256"',
    fixedText:
      '      },\n      "fileSha256": "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa" →       }',
  },
  {
    code: 'MCP824',
    title: 'a PyPI package without a version',
    path: P,
    bad: pkg({ registryType: 'pypi', identifier: 'weather-mcp', version: undefined }),
    good: pkg({ registryType: 'pypi', identifier: 'weather-mcp' }),
    span: '"registryType"',
    fixedText: null,
  },
  {
    code: 'MCP825',
    title: 'npm: the package.json beside server.json has no mcpName',
    path: AT,
    bad: pkg(),
    good: pkg({ identifier: '@user/another-package' }),
    options: beside({ name: '@user/weather-mcp', version: '1.0.0' }),
    severity: 'warning',
    span: '"@user/weather-mcp"',
    fixedText: null,
  },
  {
    code: 'MCP825',
    title: 'npm: the package.json beside server.json names another server',
    path: AT,
    bad: pkg(),
    good: S({ name: 'io.github.user/forecast', packages: [npm()] }),
    options: beside({ name: '@user/weather-mcp', mcpName: 'io.github.user/forecast' }),
    span: '"@user/weather-mcp"',
    fixedText: null,
  },
  {
    code: 'MCP825',
    title: 'Go: a module of another GitHub owner',
    path: P,
    bad: go('github.com/someone-else/weather'),
    good: go('github.com/User/weather'),
    span: '"github.com/someone-else/weather"',
    fixedText: null,
  },
  {
    code: 'MCP825',
    title: 'Go: a domain namespace',
    path: P,
    bad: go('github.com/user/weather', { name: 'com.example/weather' }),
    good: go('github.com/user/weather'),
    span: '"github.com/user/weather"',
    fixedText: null,
  },
];

export const publishPreflightFindings: FindingTable = {
  title: 'registry preflight (MCP823–MCP825): every finding of a document',
  path: P,
  only: ['MCP823', 'MCP824', 'MCP825'],
  cases: [
    {
      title: 'every registry of the documented list, Docker Hub without a host, and a templated host as unknown',
      doc: S({
        packages: [
          'docker.io/user/weather:1.0.0',
          'user/weather:1.0.0',
          'weather',
          'index.docker.io/user/weather:1',
          'quay.io/org/weather:1.0.0',
          'mcr.microsoft.com/org/weather:1.0.0',
          'us-docker.pkg.dev/project/repo/weather:1.0.0',
          'myregistry.azurecr.io/weather:1.0.0',
          '${REGISTRY}/user/weather:1.0.0',
        ].map((identifier) => ({ registryType: 'oci', identifier, transport: { type: 'stdio' } })),
      }),
      findings: [],
    },
    {
      title: 'a local registry is no public one',
      doc: oci('localhost:5000/weather:1.0.0'),
      findings: ['MCP823 "localhost:5000/weather:1.0.0"'],
    },
    {
      title: 'an MCPB bundle keeps its hash, and an OCI image needs no version',
      doc: S({
        packages: [
          {
            registryType: 'mcpb',
            identifier: 'https://github.com/user/weather-mcp/releases/download/v1.0.0/weather.mcpb',
            fileSha256: 'a'.repeat(64),
            transport: { type: 'stdio' },
          },
          { registryType: 'oci', identifier: 'ghcr.io/user/weather:1.0.0', transport: { type: 'stdio' } },
        ],
      }),
      findings: [],
    },
    {
      title: 'npm: quiet when mcpName is the server name',
      path: AT,
      doc: pkg(),
      options: beside({ name: '@user/weather-mcp', mcpName: 'io.github.user/weather' }),
      findings: [],
    },
    {
      title: "npm: quiet when the package.json is another package's (a monorepo's root)",
      path: AT,
      doc: pkg(),
      options: beside({ name: 'monorepo-root', private: true }),
      findings: [],
    },
    {
      title: 'npm: quiet when there is no package.json',
      path: AT,
      doc: pkg(),
      options: beside(null),
      findings: [],
    },
    {
      title: 'npm: quiet when the package.json is not JSON',
      path: AT,
      doc: pkg(),
      options: beside('{ not json'),
      findings: [],
    },
    {
      title: 'npm: quiet when nothing was read (a checker that does not look)',
      path: AT,
      doc: pkg(),
      findings: [],
    },
  ],
};
