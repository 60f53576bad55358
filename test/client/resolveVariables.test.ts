import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { parseDotenv } from '../../common/mcp/environment';
import { userLocations, workspaceLocations } from '../../common/config/configLocations';
import { resolveString, type VariableContext } from '../../common/config/resolveVariables';
import type { ClientDialect } from '../../common/config/clientConfig';

const ctx = (dialect: ClientDialect, extra: Partial<VariableContext> = {}): VariableContext => ({
  dialect,
  folder: { name: 'app', path: '/work/app' },
  folders: [
    { name: 'app', path: '/work/app' },
    { name: 'lib', path: '/work/lib' },
  ],
  home: '/home/me',
  env: { TOKEN: 'tok', EMPTY: '' },
  pathSeparator: '/',
  input: async (id) => `<${id}>`,
  ...extra,
});

const resolve = async (dialect: ClientDialect, value: string, extra?: Partial<VariableContext>) => {
  const r = await resolveString(value, ctx(dialect, extra));
  return [r.value, r.unresolved];
};

describe('variable resolution per client', () => {
  it('VS Code: inputs, env:, predefined variables, named folders; unknown ones stay', async () => {
    assert.deepEqual(
      await resolve(
        'vscode',
        '${input:key}|${env:TOKEN}|${env:NOPE}|${workspaceFolder}|${workspaceFolder:lib}|${workspaceFolderBasename}|${userHome}${/}x',
      ),
      ['<key>|tok||/work/app|/work/lib|app|/home/me/x', []],
    );
    assert.deepEqual(await resolve('vscode', '${config:a.b} ${TOKEN} ${TOKEN:-d} ${workspaceFolder:missing}'), [
      '${config:a.b} ${TOKEN} ${TOKEN:-d} ${workspaceFolder:missing}',
      ['${config:a.b}', '${TOKEN}', '${TOKEN:-d}', '${workspaceFolder:missing}'],
    ]);
  });

  it('Claude Code: ${VAR} and ${VAR:-default} only; an unset or empty variable takes the default', async () => {
    assert.deepEqual(await resolve('claude-code', '${TOKEN} ${NOPE:-def} ${EMPTY:-def} ${NOPE}'), [
      'tok def def ${NOPE}',
      ['${NOPE}'],
    ]);
    assert.deepEqual(await resolve('claude-code', '${env:TOKEN} ${workspaceFolder} ${input:x}'), [
      '${env:TOKEN} ${workspaceFolder} ${input:x}',
      ['${env:TOKEN}', '${workspaceFolder}', '${input:x}'],
    ]);
  });

  it('Cursor: env:, userHome, workspaceFolder, pathSeparator; no inputs', async () => {
    assert.deepEqual(
      await resolve('cursor', '${env:TOKEN} ${userHome} ${workspaceFolder} ${pathSeparator} ${input:x}'),
      ['tok /home/me /work/app / ${input:x}', ['${input:x}']],
    );
  });

  it('Windsurf: env: only; Claude Desktop: nothing', async () => {
    assert.deepEqual(await resolve('windsurf', '${env:TOKEN} ${userHome}'), ['tok ${userHome}', ['${userHome}']]);
    assert.deepEqual(await resolve('claude-desktop', '${env:TOKEN} $TOKEN'), ['${env:TOKEN} $TOKEN', ['${env:TOKEN}']]);
  });

  it('a plain mcp.json accepts every form', async () => {
    assert.deepEqual(await resolve('generic', '${TOKEN} ${env:TOKEN} ${input:i} ${NOPE:-d} ${workspaceFolder}'), [
      'tok tok <i> d /work/app',
      [],
    ]);
  });

  it('without an input prompt, ${input:…} stays as written', async () => {
    assert.deepEqual(await resolve('vscode', 'a ${input:x} b', { input: undefined }), [
      'a ${input:x} b',
      ['${input:x}'],
    ]);
  });
});

describe('dotenv files', () => {
  it('reads keys, export, quotes, escapes, comments and multi-line values', () => {
    const text = [
      '# a comment',
      'A=1',
      'export B = two words ',
      "C='single $NOT # kept'",
      'D="line1\\nline2 \\"q\\""',
      'E=value # comment',
      'F="multi',
      'line"',
      'G=',
      'not a line',
      'H="unterminated',
      'I=url#fragment',
    ].join('\r\n');
    assert.deepEqual(parseDotenv(text), {
      A: '1',
      B: 'two words',
      C: 'single $NOT # kept',
      D: 'line1\nline2 "q"',
      E: 'value',
      F: 'multi\nline',
      G: '',
      H: '"unterminated',
      I: 'url#fragment',
    });
  });
});

describe('where config files are looked for', () => {
  it('every workspace dialect per folder', () => {
    assert.deepEqual(
      workspaceLocations({ name: 'w', path: '/w' }).map((l) => [l.path, l.dialect]),
      [
        ['/w/.vscode/mcp.json', 'vscode'],
        ['/w/.mcp.json', 'claude-code'],
        ['/w/mcp.json', 'generic'],
        ['/w/.cursor/mcp.json', 'cursor'],
        ['/w/.devcontainer/devcontainer.json', 'vscode'],
        ['/w/.devcontainer.json', 'vscode'],
      ],
    );
  });
  it("the user's files on each platform", () => {
    assert.deepEqual(
      userLocations({
        home: '/Users/me',
        platform: 'darwin',
        vscodeUserDir: '/Users/me/Library/Application Support/Code/User',
      }).map((l) => l.path),
      [
        '/Users/me/Library/Application Support/Claude/claude_desktop_config.json',
        '/Users/me/.cursor/mcp.json',
        '/Users/me/.codeium/windsurf/mcp_config.json',
        '/Users/me/Library/Application Support/Code/User/mcp.json',
        '/Users/me/.copilot/mcp-config.json',
      ],
    );
    assert.equal(
      userLocations({ home: '/home/me', platform: 'linux' })[0]!.path,
      '/home/me/.config/Claude/claude_desktop_config.json',
    );
  });
});
