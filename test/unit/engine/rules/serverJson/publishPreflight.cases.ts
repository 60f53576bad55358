// The publishPreflight tests' documents and the findings each must give (code, span, fixed text); the message layer
// (test/unit/engine/messages/) pins what the same findings say.
import { strict as assert } from 'node:assert';
import type { EngineOptions } from '../../../../../server/src/engine/types';
import type { FindingCase, FindingTable, PinnedRuleCase } from '../../ruleCases';
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

const GO_PROXY = 'https://proxy.golang.org';
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

/** A package object as the documents write it (in "packages", 4 spaces in), and a fix that rewrites it whole. */
const rewrites = (before: object, after: object) =>
  [before, after].map((o) => JSON.stringify(o, null, 2).replace(/\n/g, '\n    ')).join(' → ');
const ID_LINE = '      "identifier": ';
const HASH_LINE = `      "fileSha256": "${'a'.repeat(64)}"`;
const ociPkg = (extra: object) => ({ registryType: 'oci', transport: { type: 'stdio' }, ...extra });

/** OCI images at the edges of what the fixes can do. */
const ociEdges: FindingCase[] = [
  {
    title: 'a hash on an OCI image, removed by the fix',
    doc: S({ packages: [ociPkg({ identifier: 'ghcr.io/user/weather:1.0.0', fileSha256: 'a'.repeat(64) })] }),
    findings: [
      `MCP824 "fileSha256" ⇒ ${ID_LINE}"ghcr.io/user/weather:1.0.0",\n${HASH_LINE} → ${ID_LINE}"ghcr.io/user/weather:1.0.0"`,
    ],
  },
  {
    title: 'a version beside an image at a host with a port: the port is no tag, so the fix moves the version',
    doc: S({ packages: [ociPkg({ identifier: 'localhost:5000/weather', version: '1.0.0' })] }),
    findings: [
      'MCP823 "localhost:5000/weather"',
      `MCP824 "version" ⇒ ${rewrites(
        ociPkg({ identifier: 'localhost:5000/weather', version: '1.0.0' }),
        ociPkg({ identifier: 'localhost:5000/weather:1.0.0' }),
      )}`,
    ],
  },
  {
    title: 'a version beside a Docker Hub image without a namespace, whose tag says it',
    doc: S({ packages: [ociPkg({ identifier: 'weather:1.0.0', version: '1.0.0' })] }),
    findings: [`MCP824 "version" ⇒ ${ID_LINE}"weather:1.0.0",\n      "version": "1.0.0" → ${ID_LINE}"weather:1.0.0"`],
  },
  {
    title: 'a version written as a number: no fix',
    doc: S({ packages: [ociPkg({ identifier: 'ghcr.io/user/weather', version: 1.2 })] }),
    findings: ['MCP824 "version"'],
  },
  {
    title: 'registryBaseUrl with a path, which the identifier cannot say: no fix',
    doc: S({ packages: [ociPkg({ identifier: 'user/weather:1.0.0', registryBaseUrl: 'https://ghcr.io/v2' })] }),
    findings: ['MCP824 "registryBaseUrl"'],
  },
  {
    title: 'registryBaseUrl over http, folded into the identifier by the fix',
    doc: S({ packages: [ociPkg({ identifier: 'weather:1.0.0', registryBaseUrl: 'http://localhost:5000' })] }),
    findings: [
      `MCP824 "registryBaseUrl" ⇒ ${rewrites(
        ociPkg({ identifier: 'weather:1.0.0', registryBaseUrl: 'http://localhost:5000' }),
        ociPkg({ identifier: 'localhost:5000/weather:1.0.0' }),
      )}`,
    ],
  },
  {
    title: 'registryBaseUrl the identifier already names: the fix only removes it',
    doc: S({
      packages: [
        ociPkg({ identifier: 'ghcr.io/user/weather:1.0.0', registryBaseUrl: 'https://ghcr.io' }),
        ociPkg({ identifier: 'docker.io/user/weather:1.0.0', registryBaseUrl: 'https://docker.io' }),
      ],
    }),
    findings: ['ghcr.io', 'docker.io'].map(
      (host) =>
        `MCP824 "registryBaseUrl" ⇒ ${rewrites(
          ociPkg({ identifier: `${host}/user/weather:1.0.0`, registryBaseUrl: `https://${host}` }),
          ociPkg({ identifier: `${host}/user/weather:1.0.0` }),
        )}`,
    ),
  },
  {
    title: 'identifiers not written yet (null): only what does not need them, without fixes',
    path: AT,
    options: beside({ private: true }),
    doc: S({
      packages: [
        ociPkg({ identifier: null, version: '1.0.0', registryBaseUrl: 'https://docker.io' }),
        { registryType: 'go', identifier: null, version: 'v1.0.0', transport: { type: 'stdio' } },
        npm({ identifier: null }),
      ],
    }),
    findings: ['MCP824 "version"', 'MCP824 "registryBaseUrl"'],
  },
];

/** The other registry types: their one registry, hashes and versions. */
const otherTypeEdges: FindingCase[] = [
  {
    title: 'Go through proxy.golang.org, or through another proxy, set to it by the fix',
    doc: S({
      packages: [
        { registryType: 'go', identifier: 'github.com/user/weather', version: 'v1.0.0', registryBaseUrl: GO_PROXY },
        {
          registryType: 'go',
          identifier: 'github.com/user/weather',
          version: 'v1.0.0',
          registryBaseUrl: 'https://goproxy.io',
        },
      ].map((p) => ({ ...p, transport: { type: 'stdio' } })),
    }),
    findings: ['MCP823 "https://goproxy.io" ⇒ "https://proxy.golang.org"'],
  },
  {
    title: 'a cargo registryBaseUrl of null is none',
    doc: pkg({ registryType: 'cargo', identifier: 'weather-mcp', registryBaseUrl: null }),
    findings: [],
  },
  {
    title: 'a hash on each type but OCI and MCPB, an unknown one included',
    doc: S({
      packages: ['pypi', 'nuget', 'cargo', 'go', 'deb'].map((registryType) =>
        npm({
          registryType,
          identifier: registryType === 'go' ? 'github.com/user/weather' : 'weather-mcp',
          fileSha256: 'a'.repeat(64),
        }),
      ),
    }),
    findings: Array(5).fill(`MCP824 "fileSha256" ⇒       },\n${HASH_LINE} →       }`),
  },
  {
    title: 'npm, NuGet, cargo and Go without a version',
    doc: S({
      packages: ['npm', 'nuget', 'cargo', 'go'].map((registryType) =>
        npm({
          registryType,
          identifier: registryType === 'go' ? 'github.com/user/weather' : 'weather-mcp',
          version: undefined,
        }),
      ),
    }),
    findings: Array(4).fill('MCP824 "registryType"'),
  },
];

/** Ownership where the file does not say enough yet. */
const ownershipEdges: FindingCase[] = [
  {
    title: 'Go: nothing to compare without a server name',
    doc: go('github.com/user/weather', { name: undefined }),
    findings: [],
  },
  {
    title: 'Go: a module path being typed, with no owner yet',
    doc: S({
      packages: [{ registryType: 'go', identifier: 'github.com/', version: 'v1.0.0', transport: { type: 'stdio' } }],
    }),
    findings: [],
  },
  {
    title: 'Go: a module path being typed under a domain namespace',
    doc: go('github.com/', { name: 'com.example/weather' }),
    findings: ['MCP825 "github.com/"'],
  },
  {
    title: 'PyPI: a package.json of the same name beside it is not read (only npm packages have mcpName)',
    path: AT,
    doc: pkg({ registryType: 'pypi', identifier: 'weather-mcp' }),
    options: beside({ name: 'weather-mcp', private: true }),
    findings: [],
  },
  {
    title: 'npm: quiet when the package.json is blank',
    path: AT,
    doc: pkg(),
    options: beside('\n'),
    findings: [],
  },
];

export const publishPreflightFindings: FindingTable = {
  title: 'registry preflight (MCP823–MCP825): every finding of a document',
  path: P,
  only: ['MCP823', 'MCP824', 'MCP825'],
  cases: [
    {
      title:
        'every registry of the documented list, Docker Hub without a host or a namespace, and templated hosts as unknown',
      doc: S({
        packages: [
          'docker.io/user/weather:1.0.0',
          'user/weather:1.0.0',
          'weather',
          'index.docker.io/user/weather:1',
          'registry-1.docker.io/user/weather:1.0.0',
          'weather:1.0.0',
          'quay.io/org/weather:1.0.0',
          'mcr.microsoft.com/org/weather:1.0.0',
          'us-docker.pkg.dev/project/repo/weather:1.0.0',
          'myregistry.azurecr.io/weather:1.0.0',
          '${REGISTRY}/user/weather:1.0.0',
          'registry.${ORG_DOMAIN}/weather:1.0.0',
        ].map((identifier) => ({ registryType: 'oci', identifier, transport: { type: 'stdio' } })),
      }),
      findings: [],
    },
    {
      title: 'a local registry is no public one, with a port or without',
      doc: S({
        packages: ['localhost:5000/weather:1.0.0', 'localhost/weather:1.0.0'].map((identifier) => ({
          registryType: 'oci',
          identifier,
          transport: { type: 'stdio' },
        })),
      }),
      findings: ['MCP823 "localhost:5000/weather:1.0.0"', 'MCP823 "localhost/weather:1.0.0"'],
    },
    ...ociEdges,
    ...otherTypeEdges,
    ...ownershipEdges,
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
