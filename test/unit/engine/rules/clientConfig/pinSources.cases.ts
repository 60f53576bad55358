// Where MCP723 reads the version it offers as the pin (pinSources.ts): the project folder of each client's config
// file, the files that name a version and those that only seem to, and uv.lock's tables.
import { ms } from '../../../../helpers/configPaths';
import type { FindingTable } from '../../ruleCases';

const uvLock = (...tables: string[]) => ['version = 1', 'revision = 2', ...tables].join('\n\n') + '\n';
const uvPackage = (name: string, version: string) => `[[package]]\nname = "${name}"\nversion = "${version}"`;
const fetchServer = ms({ fetch: { command: 'uvx', args: ['mcp-server-fetch'] } });
const fetchPinned = (version: string) => `MCP723 "mcp-server-fetch" ⇒ mcp-server-fetch → mcp-server-fetch@${version}`;

export const projectFolders: FindingTable = {
  title: "MCP723: the project folder is the one the client's config folder sits in",
  only: ['MCP723'],
  options: {
    neighbourFiles: new Map<string, string | null>([
      ['/k/uv.lock', uvLock(uvPackage('mcp-server-fetch', '1.0.1'))],
      ['/k/.kiro/uv.lock', uvLock(uvPackage('mcp-server-fetch', '9.9.1'))],
      ['/s/settings/uv.lock', uvLock(uvPackage('mcp-server-fetch', '1.0.2'))],
      ['/s/uv.lock', uvLock(uvPackage('mcp-server-fetch', '9.9.2'))],
      ['/q/.kiro/other/uv.lock', uvLock(uvPackage('mcp-server-fetch', '1.0.3'))],
      ['/q/uv.lock', uvLock(uvPackage('mcp-server-fetch', '9.9.3'))],
      ['/c/uv.lock', uvLock(uvPackage('mcp-server-fetch', '1.0.4'))],
      ['/r/uv.lock', uvLock(uvPackage('mcp-server-fetch', '1.0.5'))],
      ['/r/.roo/uv.lock', uvLock(uvPackage('mcp-server-fetch', '9.9.5'))],
      ['/a/uv.lock', uvLock(uvPackage('mcp-server-fetch', '1.0.6'))],
      ['/w/uv.lock', uvLock(uvPackage('mcp-server-fetch', '1.0.7'))],
      ['/g/uv.lock', uvLock(uvPackage('mcp-server-fetch', '1.0.8'))],
      ['/uv.lock', uvLock(uvPackage('mcp-server-fetch', '9.9.9'))],
    ]),
  },
  cases: [
    {
      title: "Kiro's .kiro/settings/mcp.json: the folder above .kiro",
      path: 'file:///k/.kiro/settings/mcp.json',
      doc: fetchServer,
      findings: [fetchPinned('1.0.1')],
    },
    {
      title: 'a settings folder that is not in .kiro is the project folder',
      path: 'file:///s/settings/mcp.json',
      doc: fetchServer,
      findings: [fetchPinned('1.0.2')],
    },
    {
      title: 'another folder in .kiro is the project folder',
      path: 'file:///q/.kiro/other/mcp.json',
      doc: fetchServer,
      findings: [fetchPinned('1.0.3')],
    },
    {
      title: "Claude Code's .mcp.json sits in the project folder itself",
      path: 'file:///c/.mcp.json',
      doc: fetchServer,
      findings: [fetchPinned('1.0.4')],
    },
    {
      title: "Roo's .roo/mcp.json: the folder above .roo",
      path: 'file:///r/.roo/mcp.json',
      doc: fetchServer,
      findings: [fetchPinned('1.0.5')],
    },
    {
      title: "Amazon Q's .amazonq/mcp.json: the folder above .amazonq",
      path: 'file:///a/.amazonq/mcp.json',
      doc: fetchServer,
      findings: [fetchPinned('1.0.6')],
    },
    {
      title: 'a .windsurf/mcp.json: the folder above .windsurf',
      path: 'file:///w/.windsurf/mcp.json',
      doc: fetchServer,
      findings: [fetchPinned('1.0.7')],
    },
    {
      title: "Gemini CLI's .gemini/settings.json: the folder above .gemini",
      path: 'file:///g/.gemini/settings.json',
      files: { '**/.gemini/settings.json': 'mcp-servers' },
      doc: fetchServer,
      findings: [fetchPinned('1.0.8')],
    },
    {
      title: 'a document with no folder on disk (untitled) is still unpinned, with no pin to offer',
      path: 'untitled:Untitled-1',
      files: { 'Untitled-1': 'mcp-servers' },
      doc: fetchServer,
      findings: ['MCP723 "mcp-server-fetch"'],
    },
  ],
};

const npmServers = ms({
  alias: { command: 'npx', args: ['-y', 'alias-mcp'] },
  numeric: { command: 'npx', args: ['-y', 'numeric-mcp'] },
  broken: { command: 'npx', args: ['-y', 'broken-mcp'] },
  odd: { command: 'npx', args: ['-y', 'odd-lock-mcp'] },
  git: { command: 'npx', args: ['-y', 'git-mcp'] },
  injected: { command: 'npx', args: ['-y', 'injected-mcp'] },
  missing: { command: 'npx', args: ['-y', 'missing-mcp'] },
});

export const versionSources: FindingTable = {
  title: 'MCP723: which files name the version, and which only seem to',
  only: ['MCP723'],
  path: 'file:///n/.cursor/mcp.json',
  cases: [
    {
      title:
        "an installed package.json of another package (an alias), with a number for a version, or broken is passed over for the lock's version; a lock entry without a string version, a git spec or a value with more after the version is no pin",
      doc: npmServers,
      options: {
        neighbourFiles: new Map<string, string | null>([
          ['/n/node_modules/alias-mcp/package.json', '{ "name": "other-mcp", "version": "9.9.9" }'],
          ['/n/node_modules/numeric-mcp/package.json', '{ "name": "numeric-mcp", "version": 2 }'],
          ['/n/node_modules/broken-mcp/package.json', '{ "name": "broken-mcp", "version": '],
          [
            '/n/package-lock.json',
            JSON.stringify({
              name: 'my-project',
              version: '0.1.0',
              lockfileVersion: 3,
              packages: {
                '': { name: 'my-project', version: '0.1.0' },
                'node_modules/alias-mcp': { version: '1.2.0' },
                'node_modules/numeric-mcp': { version: '2.0.1' },
                'node_modules/broken-mcp': { version: '3.0.0' },
                'node_modules/odd-lock-mcp': { version: 4 },
                'node_modules/git-mcp': { version: 'git+ssh://git@github.com/acme/git-mcp.git#1.2.3' },
                'node_modules/injected-mcp': { version: '1.0.0 --registry=http://evil.example' },
              },
            }),
          ],
        ]),
      },
      findings: [
        'MCP723 "alias-mcp" ⇒ alias-mcp → alias-mcp@1.2.0',
        'MCP723 "numeric-mcp" ⇒ numeric-mcp → numeric-mcp@2.0.1',
        'MCP723 "broken-mcp" ⇒ broken-mcp → broken-mcp@3.0.0',
        'MCP723 "odd-lock-mcp"',
        'MCP723 "git-mcp"',
        'MCP723 "injected-mcp"',
        'MCP723 "missing-mcp"',
      ],
    },
    {
      title: 'a lockfileVersion 1 lock lists the version under dependencies; a lock that is not JSON names none',
      path: 'file:///one/.cursor/mcp.json',
      doc: ms({
        a: { command: 'npx', args: ['-y', 'alias-mcp'] },
        b: { command: 'npx', args: ['-y', 'numeric-mcp'] },
      }),
      options: {
        neighbourFiles: new Map<string, string | null>([
          [
            '/one/package-lock.json',
            JSON.stringify({ name: 'p', lockfileVersion: 1, dependencies: { 'alias-mcp': { version: '1.5.0' } } }),
          ],
          ['/one/node_modules/numeric-mcp/package.json', 'not json'],
        ]),
      },
      findings: ['MCP723 "alias-mcp" ⇒ alias-mcp → alias-mcp@1.5.0', 'MCP723 "numeric-mcp"'],
    },
  ],
};

export const uvLockTables: FindingTable = {
  title: "MCP723: uv.lock's [[package]] tables",
  only: ['MCP723'],
  path: 'file:///u/.vscode/mcp.json',
  options: {
    neighbourFiles: new Map<string, string | null>([
      [
        '/u/uv.lock',
        uvLock(
          // uv records tool.uv.dependency-metadata in the manifest: a name and a version, but not the lock's entry
          '[manifest]\nmembers = ["app"]\n\n[[manifest.dependency-metadata]]\nname = "mcp-server-fetch"\nversion = "0.0.1"',
          // a table being written: no name yet
          '[[package]]\nversion = "0.0.2"',
          // another package that depends on mcp-server-time, written before its own name
          '[[package]]\ndependencies = [{ name = "mcp-server-time" }]\nname = "clock-tools"\nversion = "9.9.9"',
          uvPackage('mcp-server-fetch', '2025.4.7'),
          uvPackage('mcp-server-time', '2025.3.1'),
          // TOML without blanks around "="
          '[[package]]\nname="mcp-server-git"\nversion="2025.1.14"',
          // keys in another order: the version after a list
          '[[package]]\nname = "mcp-server-sentry"\nwheels = [\n    { url = "https://files.example/sentry.whl" },\n]\nversion = "2025.1.3"',
          // built from the project's own source: no version, though a dependency names one
          '[[package]]\nname = "mcp-server-local"\nsource = { editable = "." }\ndependencies = [\n    { name = "httpx", version = "0.28.1", source = { registry = "https://pypi.org/simple" } },\n]',
          '[[package]] # written by hand\nname = "mcp-server-notes"\nversion = "0.3.0"',
          uvPackage('mcp-server-runs', '1.1.0'),
          // written by hand, not as uv normalizes names
          uvPackage('Mcp_Server.Clock', '0.4.2'),
        ),
      ],
    ]),
  },
  cases: [
    {
      title:
        'the package table of the name, however its keys are written or ordered; names compared as PyPI does; no version for a package built from source',
      doc: ms({
        fetch: { command: 'uvx', args: ['mcp-server-fetch'] },
        time: { command: 'uvx', args: ['mcp-server-time'] },
        git: { command: 'uvx', args: ['mcp-server-git'] },
        sentry: { command: 'uvx', args: ['mcp-server-sentry'] },
        local: { command: 'uvx', args: ['mcp-server-local'] },
        notes: { command: 'uvx', args: ['mcp-server-notes'] },
        runs: { command: 'uvx', args: ['MCP_Server.-Runs'] },
        clock: { command: 'uvx', args: ['mcp-server-clock'] },
      }),
      findings: [
        'MCP723 "mcp-server-fetch" ⇒ mcp-server-fetch → mcp-server-fetch@2025.4.7',
        'MCP723 "mcp-server-time" ⇒ mcp-server-time → mcp-server-time@2025.3.1',
        'MCP723 "mcp-server-git" ⇒ mcp-server-git → mcp-server-git@2025.1.14',
        'MCP723 "mcp-server-sentry" ⇒ mcp-server-sentry → mcp-server-sentry@2025.1.3',
        'MCP723 "mcp-server-local"',
        'MCP723 "mcp-server-notes" ⇒ mcp-server-notes → mcp-server-notes@0.3.0',
        'MCP723 "MCP_Server.-Runs" ⇒ MCP_Server.-Runs → MCP_Server.-Runs@1.1.0',
        'MCP723 "mcp-server-clock" ⇒ mcp-server-clock → mcp-server-clock@0.4.2',
      ],
    },
  ],
};
