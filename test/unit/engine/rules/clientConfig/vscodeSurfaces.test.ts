// The rules of VS Code 1.140's configuration places and fields: the root .mcp.json preferred over .vscode/mcp.json
// (MCP726, with its move), an envFile that is not there (MCP727), and the values of sandboxEnabled, sandbox, envFile,
// pickString and command inputs (MCP728). The engine reads no file: what is on disk comes in `neighbourFiles`.
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { codes, lintText, spanOf } from '../../../../helpers/engine';
import { only, runCases, type RuleCase } from '../../ruleCases';
import type { Finding } from '../../../../../server/src/engine/types';
import { V } from './fixtures';

const ROOT = '/work/.mcp.json';
const ENV = '/work/.env';
const rootFile = (text: string | null) => ({ neighbourFiles: new Map([[ROOT, text]]) });
const envFile = (exists: boolean) => ({ neighbourFiles: new Map([[ENV, exists ? 'A=1\n' : null]]) });
const server = { fs: { type: 'stdio', command: 'npx', args: ['-y', '@modelcontextprotocol/server-filesystem', '.'] } };
const pick = (extra: object) => ({
  inputs: [{ type: 'pickString', id: 'region', description: 'Region', ...extra }],
  servers: { a: { type: 'http', url: 'https://example.com/${input:region}' } },
});

const cases: RuleCase[] = [
  {
    code: 'MCP726',
    title: '.vscode/mcp.json: a hint that VS Code prefers the root .mcp.json',
    path: V,
    bad: { servers: server },
    good: { servers: {} },
    options: rootFile(null),
    severity: 'hint',
    span: '"servers"',
    message: /VS Code 1\.140 and later keeps workspace servers in the root \.mcp\.json/,
  },
  {
    code: 'MCP727',
    title: 'an envFile under ${workspaceFolder} that does not exist',
    path: V,
    bad: { servers: { db: { type: 'stdio', command: 'node', envFile: '${workspaceFolder}/.env' } } },
    good: { servers: { db: { type: 'stdio', command: 'node', envFile: '${workspaceFolder}/.env.local' } } },
    options: {
      neighbourFiles: new Map([
        [ENV, null],
        ['/work/.env.local', 'A=1\n'],
      ]),
    },
    span: '"${workspaceFolder}/.env"',
    message: /names \/work\/\.env, which does not exist/,
  },
  {
    code: 'MCP728',
    title: 'a pickString default that is none of its options',
    path: '.mcp.json',
    bad: pick({ options: ['eu', { label: 'US', value: 'us' }], default: 'asia' }),
    good: pick({ options: ['eu', { label: 'US', value: 'us' }], default: 'us' }),
    span: '"asia"',
    message: /the default "asia" is not one of its options \("eu", "us"\)/,
  },
  {
    code: 'MCP728',
    title: 'a pickString without options',
    path: '.mcp.json',
    bad: pick({ options: [] }),
    good: pick({ options: ['eu'] }),
    span: '[]',
  },
  {
    code: 'MCP728',
    title: 'a command input without its command',
    path: '.mcp.json',
    bad: {
      inputs: [{ type: 'command', id: 'tok', args: { a: 1 } }],
      servers: { a: { command: 'node', env: { T: '${input:tok}' } } },
    },
    good: {
      inputs: [{ type: 'command', id: 'tok', command: 'ext.getToken', args: { a: 1 } }],
      servers: { a: { command: 'node', env: { T: '${input:tok}' } } },
    },
    span: '"tok"',
  },
  {
    code: 'MCP728',
    title: 'sandboxEnabled written as a string, fixed to a boolean',
    path: '.mcp.json',
    bad: { servers: { a: { command: 'node', sandboxEnabled: 'true' } } },
    good: { servers: { a: { command: 'node', sandboxEnabled: true } }, sandbox: { network: { allowedDomains: [] } } },
    span: '"true"',
    fixedText: 'true',
  },
  {
    code: 'MCP728',
    title: 'sandboxEnabled on a remote server',
    path: '.mcp.json',
    bad: { servers: { a: { type: 'http', url: 'unix:///tmp/mcp.sock', sandboxEnabled: true } } },
    good: { servers: { a: { type: 'http', url: 'unix:///tmp/mcp.sock' } } },
    span: '"sandboxEnabled"',
  },
  {
    code: 'MCP728',
    title: 'envFile that is not a string, in a dev container',
    path: '.devcontainer/devcontainer.json',
    bad: { customizations: { vscode: { mcp: { servers: { a: { command: 'node', envFile: ['.env'] } } } } } },
    good: { customizations: { vscode: { mcp: { servers: { a: { command: 'node', envFile: '.env' } } } } } },
    span: '[\n              ".env"\n            ]',
  },
];

/** The file operations of the first fix of `f`. */
const filesOf = (f: Finding | undefined) => f?.fixes?.[0]?.files ?? [];

describe('client configs: VS Code 1.140 places and fields', () => {
  runCases(cases);

  it('MCP726 moves the whole file to a new root .mcp.json (comments and all) and deletes .vscode/mcp.json', () => {
    const text = '{\n  // mine\n  "servers": { "fs": { "command": "npx" } }\n}\n';
    const [f] = only(lintText(V, text, rootFile(null)), 'MCP726');
    assert.deepEqual(filesOf(f), [
      { kind: 'create', uri: 'file:///work/.mcp.json', text },
      { kind: 'delete', uri: 'file:///work/.vscode/mcp.json' },
    ]);
    assert.deepEqual(f!.fixes![0]!.edits, []);
  });

  it('MCP726 merges servers and inputs into a root .mcp.json in VS Code format, keeping what it has', () => {
    const existing = '{\n  // team servers\n  "servers": {\n    "a": { "command": "node" }\n  }\n}\n';
    const doc = {
      inputs: [{ type: 'promptString', id: 'k', description: 'Key', password: true }],
      servers: { b: { type: 'http', url: 'https://b.example/mcp', headers: { K: '${input:k}' } } },
    };
    const [f] = only(lintText(V, doc, rootFile(existing)), 'MCP726');
    const [write, remove] = filesOf(f);
    assert.equal(write!.kind, 'replace');
    assert.equal(remove!.kind, 'delete');
    const merged = (write as { text: string; oldText: string }).text;
    assert.equal((write as { oldText: string }).oldText, existing);
    assert.ok(merged.includes('// team servers'));
    assert.deepEqual(codes(lintText('.mcp.json', merged)), []);
    assert.deepEqual(JSON.parse(merged.replace(/\/\/.*\n/, '')), {
      servers: { a: { command: 'node' }, b: doc.servers.b },
      inputs: doc.inputs,
    });
  });

  it('MCP726 refuses, saying why, on a name in both files or a Claude Code root file; silent when not looked up', () => {
    const clash = only(lintText(V, { servers: server }, rootFile('{ "servers": { "fs": {} } }')), 'MCP726')[0]!;
    assert.deepEqual(clash.fixes ?? [], []);
    assert.match(clash.message, /not offered: the root \.mcp\.json already has server "fs"\. Rename one first\./);
    const ids = only(
      lintText(
        V,
        { inputs: [{ type: 'promptString', id: 'k', description: 'x' }] },
        rootFile('{ "inputs": [{ "id": "k" }] }'),
      ),
      'MCP726',
    )[0]!;
    assert.match(ids.message, /already has input "k"/);
    const claude = only(lintText(V, { servers: server }, rootFile('{ "mcpServers": {} }')), 'MCP726')[0]!;
    assert.match(claude.message, /holds Claude Code's "mcpServers"/);
    assert.deepEqual(claude.fixes ?? [], []);
    // without the folder looked at (no disk facts, an untitled file) there is no move to offer, and no hint
    assert.deepEqual(only(lintText(V, { servers: server }), 'MCP726'), []);
  });

  it('MCP726 merges only what it carries: refused when .vscode/mcp.json holds other keys or comments', () => {
    const existing = '{ "servers": { "a": { "command": "node" } } }';
    const other = only(
      lintText(V, { $schema: 'x', servers: server, mcpServers: { b: { command: 'uvx' } } }, rootFile(existing)),
      'MCP726',
    )[0]!;
    assert.deepEqual(other.fixes ?? [], []);
    assert.match(
      other.message,
      /not offered: this file also holds "mcpServers", which merging into the root \.mcp\.json would lose/,
    );
    const commented = '{\n  // the team\'s file server\n  "servers": { "fs": { "command": "npx" } }\n}\n';
    const kept = only(lintText(V, commented, rootFile(existing)), 'MCP726')[0]!;
    assert.deepEqual(kept.fixes ?? [], []);
    assert.match(kept.message, /this file has comments, which merging/);
    const schemaOnly = only(lintText(V, { $schema: 'x', servers: server }, rootFile(existing)), 'MCP726')[0]!;
    assert.equal(schemaOnly.fixes?.length, 1, '$schema is no content to carry');
    // with no root file the whole text moves, other keys and comments and all
    assert.equal(only(lintText(V, commented, rootFile(null)), 'MCP726')[0]!.fixes?.length, 1);
  });

  it('MCP726 says nothing on the root .mcp.json, the user-profile mcp.json, a dev container, or an empty file', () => {
    assert.deepEqual(only(lintText('.mcp.json', { servers: server }, rootFile(null)), 'MCP726'), []);
    assert.deepEqual(only(lintText('home/u/.config/Code/User/mcp.json', { servers: server }), 'MCP726'), []);
    assert.deepEqual(only(lintText(V, {}, rootFile(null)), 'MCP726'), []);
  });

  it('MCP727 checks only ${workspaceFolder} paths it was told about, in VS Code and Cursor files', () => {
    const entry = (envFile: string) => ({ servers: { db: { command: 'node', envFile } } });
    assert.deepEqual(only(lintText(V, entry('${workspaceFolder}/.env'), envFile(true)), 'MCP727'), []);
    assert.deepEqual(only(lintText(V, entry('${workspaceFolder}/.env')), 'MCP727'), [], 'unknown is not missing');
    assert.deepEqual(only(lintText(V, entry('${userHome}/.env'), envFile(false)), 'MCP727'), []);
    const cursor = lintText(
      '.cursor/mcp.json',
      { mcpServers: entry('${workspaceFolder}/.env').servers },
      envFile(false),
    );
    assert.deepEqual(codes(only(cursor, 'MCP727')), ['MCP727']);
    const devcontainer = lintText(
      '.devcontainer/devcontainer.json',
      { customizations: { vscode: { mcp: entry('${workspaceFolder}/.env') } } },
      envFile(false),
    );
    assert.deepEqual(only(devcontainer, 'MCP727'), [], "the container's workspace folder is not this machine's");
  });

  it("MCP727 resolves ${workspaceFolder} only in a workspace's own file: not in the user-profile mcp.json", () => {
    const entry = { servers: { db: { command: 'node', envFile: '${workspaceFolder}/.env' } } };
    const missing = (...paths: string[]) => ({ neighbourFiles: new Map(paths.map((p) => [p, null])) });
    // mcp-facts §4.1's example, in VS Code's user profile: the variable names whatever folder is open
    const profile = 'home/u/.config/Code/User/mcp.json';
    assert.deepEqual(only(lintText(profile, entry, missing('/work/home/u/.config/Code/User/.env')), 'MCP727'), []);
    assert.deepEqual(only(lintText('home/u/mcp.json', entry, missing('/work/home/u/.env')), 'MCP727'), []);
    const copilot = lintText('home/u/.copilot/mcp-config.json', entry, missing('/work/home/u/.copilot/.env'));
    assert.deepEqual(only(copilot, 'MCP727'), []);
    const [root] = only(lintText('.mcp.json', entry, missing(ENV)), 'MCP727');
    assert.match(root!.message, /"envFile" of server "db" names \/work\/\.env, which does not exist/);
  });

  it('MCP728 accepts sandbox in both places VS Code documents, with a hint inside a server', () => {
    const top = lintText('.mcp.json', {
      servers: { a: { command: 'node', sandboxEnabled: true } },
      sandbox: { filesystem: { allowWrite: ['${workspaceFolder}'] }, network: { allowedDomains: ['*.example.com'] } },
    });
    assert.deepEqual(codes(top), []);
    const text = JSON.stringify({
      servers: { a: { command: 'node', sandboxEnabled: true, sandbox: { network: {} } } },
    });
    const inServer = lintText('.mcp.json', text);
    assert.deepEqual(
      inServer.map((f) => [f.code, f.severity, spanOf(text, f)]),
      [['MCP728', 'hint', '"sandbox"']],
    );
  });

  it('new VS Code fields and forms are no unknown field for MCP711/MCP721 and no bad URL for MCP703', () => {
    const doc = {
      inputs: [
        { type: 'pickString', id: 'p', description: 'P', options: ['a'], default: 'a' },
        { type: 'command', id: 'c', command: 'ext.cmd', args: ['x'] },
      ],
      servers: {
        s: {
          type: 'stdio',
          command: 'node',
          envFile: '${workspaceFolder}/.env',
          sandboxEnabled: false,
          env: { P: '${input:p}', C: '${input:c}' },
        },
        u: { type: 'http', url: 'unix:///tmp/mcp.sock#/mcp', oauth: { clientId: 'id', enterpriseManaged: true } },
        w: { type: 'http', url: 'pipe:///mcp-pipe' },
      },
    };
    for (const path of [V, '.mcp.json', 'home/u/.copilot/mcp-config.json']) {
      assert.deepEqual(
        codes(lintText(path, doc)).filter((c) => c !== 'MCP726'),
        [],
        path,
      );
    }
  });
});
