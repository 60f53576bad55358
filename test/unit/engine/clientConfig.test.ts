import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { codes, lintText, applyFix } from '../../helpers/engine';
import { only, runCases, textOf } from './ruleCases';

const V = '.vscode/mcp.json';
const CC = '.mcp.json';
const CD = 'claude_desktop_config.json';
const CU = '.cursor/mcp.json';
const WS = 'home/u/.codeium/windsurf/mcp_config.json';
const GEN = 'mcp.json';
const vs = (servers: object, inputs?: object[]) => ({ servers, ...(inputs ? { inputs } : {}) });
const ms = (mcpServers: object) => ({ mcpServers });
const SECRET = 'ghp_0123456789abcdefghijABCDEFGHIJ012345';

describe('client configs: server entries', () => {
  runCases([
    {
      code: 'MCP701',
      title: 'stdio without command (VS Code)',
      path: V,
      bad: vs({ a: { type: 'stdio', args: ['x'] } }),
      good: vs({ a: { type: 'stdio', command: 'node', args: ['x'] } }),
      span: '"a"',
      severity: 'error',
    },
    {
      code: 'MCP701',
      title: 'empty command (Claude Code)',
      path: CC,
      bad: ms({ a: { command: ' ' } }),
      good: ms({ a: { command: 'npx' } }),
      span: '" "',
    },
    {
      code: 'MCP702',
      title: 'http without url',
      path: V,
      bad: vs({ r: { type: 'http' } }),
      good: vs({ r: { type: 'http', url: 'https://example.com/mcp' } }),
      span: '"http"',
    },
    {
      code: 'MCP702',
      title: 'sse without url (Cursor)',
      path: CU,
      bad: ms({ r: { type: 'sse', headers: {} } }),
      good: ms({ r: { type: 'sse', url: 'https://example.com/sse' } }),
    },
    {
      code: 'MCP703',
      title: 'url without scheme, fixed',
      path: V,
      bad: vs({ r: { type: 'http', url: 'localhost:3000/mcp' } }),
      good: vs({ r: { type: 'http', url: 'http://localhost:3000/mcp' } }),
      fix: true,
      fixed: (t) => assert.match(t, /"http:\/\/localhost:3000\/mcp"/),
    },
    {
      code: 'MCP703',
      title: 'VS Code takes unix:// but Claude Code does not',
      path: CC,
      bad: ms({ r: { type: 'http', url: 'unix:///tmp/mcp.sock' } }),
      good: ms({ r: { type: 'http', url: 'https://${HOST}/mcp' } }),
    },
    {
      code: 'MCP703',
      title: 'VS Code socket and variables accepted',
      path: V,
      bad: vs({ r: { type: 'sse', url: 'ftp://example.com' } }),
      good: vs(
        {
          r: { type: 'http', url: 'unix:///tmp/mcp.sock#/mcp' },
          s: { type: 'http', url: 'https://${input:host}/mcp' },
        },
        [{ type: 'promptString', id: 'host', description: 'Host' }],
      ),
    },
    {
      code: 'MCP704',
      title: 'args as one string, split',
      path: CC,
      bad: ms({ fs: { command: 'npx', args: '-y @modelcontextprotocol/server-filesystem "/my dir"' } }),
      good: ms({ fs: { command: 'npx', args: ['-y', '@modelcontextprotocol/server-filesystem', '/my dir'] } }),
      fix: true,
      fixed: (t) =>
        assert.deepEqual(JSON.parse(t).mcpServers.fs.args, [
          '-y',
          '@modelcontextprotocol/server-filesystem',
          '/my dir',
        ]),
    },
    {
      code: 'MCP704',
      title: 'a number among args, quoted',
      path: CD,
      bad: ms({ a: { command: 'node', args: ['--port', 8080] } }),
      good: ms({ a: { command: 'node', args: ['--port', '8080'] } }),
      fix: true,
      span: '8080',
    },
    {
      code: 'MCP704',
      title: 'entry not an object',
      path: CU,
      bad: ms({ a: 'npx a' }),
      good: ms({ a: { command: 'npx', args: ['a'] } }),
    },
    {
      code: 'MCP705',
      title: 'env value a number, quoted',
      path: CC,
      bad: ms({ a: { command: 'node', env: { PORT: 8080 } } }),
      good: ms({ a: { command: 'node', env: { PORT: '8080' } } }),
      fix: true,
      severity: 'error',
    },
    {
      code: 'MCP705',
      title: 'env name with "=" (VS Code too)',
      path: V,
      bad: vs({ a: { command: 'node', env: { 'A=B': 'x' } } }),
      good: vs({ a: { command: 'node', env: { A: 'x', PORT: 8080 } } }),
      span: '"A=B"',
    },
    {
      code: 'MCP705',
      title: 'header name with a colon',
      path: CU,
      bad: ms({ a: { url: 'https://e.com/mcp', headers: { 'X-Key:': 'v' } } }),
      good: ms({ a: { url: 'https://e.com/mcp', headers: { 'X-Key': 'v' } } }),
    },
    {
      code: 'MCP705',
      title: 'a generic file only warns about non-string values',
      path: GEN,
      bad: ms({ a: { command: 'node', env: { DEBUG: true } } }),
      good: ms({ a: { command: 'node', env: { DEBUG: 'true' } } }),
      severity: 'warning',
    },
    {
      code: 'MCP712',
      title: 'remote server in Claude Desktop',
      path: CD,
      bad: ms({ r: { url: 'https://example.com/mcp' } }),
      good: ms({ r: { command: 'npx', args: ['mcp-remote', 'https://example.com/mcp'] } }),
      severity: 'warning',
      message: /Settings → Connectors/,
    },
    {
      code: 'MCP712',
      title: 'streamable-http in Claude Code, fixed to http',
      path: CC,
      bad: ms({ r: { type: 'streamable-http', url: 'https://example.com/mcp' } }),
      good: ms({ r: { type: 'http', url: 'https://example.com/mcp' } }),
      fix: true,
    },
    {
      code: 'MCP712',
      title: 'unknown type in Cursor',
      path: CU,
      bad: ms({ r: { type: 'websocket', url: 'wss://example.com' } }),
      good: ms({ r: { type: 'streamable-http', url: 'https://example.com/mcp' } }),
    },
    {
      code: 'MCP715',
      title: 'a whole command line in command, split',
      path: CC,
      bad: ms({ n8n: { command: 'docker run --rm -i n8n-mcp', args: [] } }),
      good: ms({ win: { command: 'C:\\Program Files\\nodejs\\node.exe' } }),
      fix: true,
      fixed: (t) =>
        assert.deepEqual(JSON.parse(t).mcpServers.n8n, { command: 'docker', args: ['run', '--rm', '-i', 'n8n-mcp'] }),
    },
    {
      code: 'MCP715',
      title: 'missing args are added',
      path: V,
      bad: vs({ a: { command: 'npx -y some-server' } }),
      good: vs({ a: { command: 'npx', args: ['-y', 'some-server'] } }),
      fix: true,
      fixed: (t) => assert.deepEqual(JSON.parse(t).servers.a, { command: 'npx', args: ['-y', 'some-server'] }),
    },
    {
      code: 'MCP716',
      title: 'url without type in Claude Code',
      path: CC,
      bad: ms({ r: { url: 'https://example.com/mcp' } }),
      good: ms({ r: { type: 'http', url: 'https://example.com/mcp' } }),
      fix: true,
      severity: 'warning',
    },
  ]);

  it('MCP716 is Claude Code only', () => {
    assert.deepEqual(only(lintText(CU, ms({ r: { url: 'https://example.com/mcp' } })), 'MCP716'), []);
  });
});

describe('client configs: root keys', () => {
  runCases([
    {
      code: 'MCP710',
      title: 'mcpServers in VS Code, renamed',
      path: V,
      bad: ms({ a: { command: 'node' } }),
      good: vs({ a: { command: 'node' } }),
      fix: true,
      span: '"mcpServers"',
      severity: 'warning',
      fixed: (t) => assert.deepEqual(JSON.parse(t), vs({ a: { command: 'node' } })),
    },
    {
      code: 'MCP710',
      title: 'both keys in VS Code, merged',
      path: V,
      bad: '{\n  "mcpServers": {\n    "b": { "command": "npx", "args": ["b"] }\n  },\n  // comment\n  "servers": {\n    "a": { "command": "node" }\n  }\n}\n',
      good: vs({ a: { command: 'node' }, b: { command: 'npx', args: ['b'] } }),
      fix: /Move the entries/,
      fixed: (t) => {
        const after = lintText(V, t);
        assert.deepEqual(codes(after), []);
        assert.match(
          t,
          /"servers": \{\n {4}"a": \{ "command": "node" \},\n {4}"b": \{ "command": "npx", "args": \["b"\] \}\n {2}\}/,
        );
      },
    },
    {
      code: 'MCP710',
      title: 'servers in .mcp.json, renamed',
      path: CC,
      bad: vs({ a: { command: 'node' } }),
      good: ms({ a: { command: 'node' } }),
      fix: true,
      message: /Claude Code reads servers from "mcpServers"/,
    },
    {
      code: 'MCP710',
      title: 'servers in .cursor/mcp.json',
      path: CU,
      bad: vs({ a: { type: 'stdio', command: 'python' } }),
      good: ms({ a: { type: 'stdio', command: 'python' } }),
      fix: true,
    },
    {
      code: 'MCP718',
      title: 'no mcpServers in .cursor/mcp.json',
      path: CU,
      bad: { tools: [{ name: 'a', command: 'npx a' }] },
      good: ms({}),
      severity: 'warning',
    },
  ]);

  it('MCP718 leaves Claude Desktop settings without servers, and empty files, alone', () => {
    assert.deepEqual(codes(lintText(CD, { preferences: { sidebarMode: 'task' } })), []);
    assert.deepEqual(codes(lintText(CC, '{}')), []);
  });

  it('does not offer a merge that would lose an entry', () => {
    const f = only(lintText(V, { mcpServers: { a: { command: 'x' } }, servers: { a: { command: 'y' } } }), 'MCP710');
    assert.equal(f.length, 1);
    assert.deepEqual(f[0]!.fixes ?? [], []);
  });
});

describe('client configs: VS Code inputs', () => {
  runCases([
    {
      code: 'MCP706',
      title: 'undeclared input, declared by the fix',
      path: V,
      bad: vs({
        gh: {
          type: 'http',
          url: 'https://api.githubcopilot.com/mcp/',
          headers: { Authorization: 'Bearer ${input:github_token}' },
        },
      }),
      good: vs(
        {
          gh: {
            type: 'http',
            url: 'https://api.githubcopilot.com/mcp/',
            headers: { Authorization: 'Bearer ${input:github_token}' },
          },
        },
        [{ type: 'promptString', id: 'github_token', description: 'GitHub token', password: true }],
      ),
      fix: /Declare input/,
      span: '${input:github_token}',
      severity: 'error',
      fixed: (t) => {
        assert.deepEqual(JSON.parse(t).inputs, [
          { type: 'promptString', id: 'github_token', description: 'github token', password: true },
        ]);
        assert.deepEqual(codes(lintText(V, t)), []);
      },
    },
    {
      code: 'MCP706',
      title: 'a typo is corrected to the declared id',
      path: V,
      bad: vs({ a: { command: 'node', env: { KEY: '${input:api-kye}' } } }, [
        { type: 'promptString', id: 'api-key', description: 'API key', password: true },
      ]),
      good: vs({ a: { command: 'node', env: { KEY: '${input:api-key}' } } }, [
        { type: 'promptString', id: 'api-key', description: 'API key', password: true },
      ]),
      fix: /Change to/,
      span: '${input:api-kye}',
      message: /Did you mean "api-key"/,
    },
    {
      code: 'MCP707',
      title: 'unused input removed',
      path: V,
      bad: vs({ a: { command: 'node', args: ['${input:used}'] } }, [
        { type: 'promptString', id: 'used', description: 'u' },
        { type: 'promptString', id: 'unused', description: 'n' },
      ]),
      good: vs({ a: { command: 'node', args: ['${input:used}'] } }, [
        { type: 'promptString', id: 'used', description: 'u' },
      ]),
      fix: true,
      severity: 'hint',
      span: '"unused"',
      fixed: (t) =>
        assert.deepEqual(
          JSON.parse(t).inputs.map((i: { id: string }) => i.id),
          ['used'],
        ),
    },
    {
      code: 'MCP708',
      title: 'secret input without password',
      path: V,
      bad: vs({ a: { command: 'node', env: { T: '${input:FREEE_HR_ACCESS_TOKEN}' } } }, [
        { id: 'FREEE_HR_ACCESS_TOKEN', type: 'promptString', description: 'freee access token' },
      ]),
      good: vs({ a: { command: 'node', env: { T: '${input:FREEE_HR_ACCESS_TOKEN}', D: '${input:domain}' } } }, [
        { id: 'FREEE_HR_ACCESS_TOKEN', type: 'promptString', description: 'freee access token', password: true },
        { id: 'domain', type: 'promptString', description: 'Home Assistant domain' },
      ]),
      fix: true,
      severity: 'warning',
    },
    {
      code: 'MCP717',
      title: 'duplicate input ids',
      path: V,
      bad: vs({ a: { command: 'node', args: ['${input:key}'] } }, [
        { type: 'promptString', id: 'key', description: 'A' },
        { type: 'promptString', id: 'key', description: 'B' },
      ]),
      good: vs({ a: { command: 'node', args: ['${input:key}', '${input:key2}'] } }, [
        { type: 'promptString', id: 'key', description: 'A' },
        { type: 'promptString', id: 'key2', description: 'B' },
      ]),
      severity: 'error',
    },
  ]);
});

describe('client configs: variables per client', () => {
  runCases([
    {
      code: 'MCP709',
      title: 'VS Code: ${VAR} rewritten as ${env:VAR}',
      path: V,
      bad: vs({ a: { command: 'node', env: { T: '${GITHUB_TOKEN}' } } }),
      good: vs({
        a: {
          command: 'node',
          cwd: '${workspaceFolder}',
          env: {
            T: '${env:GITHUB_TOKEN}',
            P: '${config:app.port}',
            H: '${userHome}/x',
            S: '${pathSeparator}',
            R: '${workspaceFolder:api}/x',
          },
        },
      }),
      fix: true,
      fixed: (t) => assert.match(t, /"\$\{env:GITHUB_TOKEN\}"/),
    },
    {
      code: 'MCP709',
      title: 'VS Code: a misspelt predefined variable',
      path: V,
      bad: vs({ a: { command: 'node', args: ['${workspaceFolders}/x.js'] } }),
      good: vs({ a: { command: 'node', args: ['${workspaceFolder}/x.js'] } }),
      fix: true,
      message: /did you mean \$\{workspaceFolder\}/,
    },
    {
      code: 'MCP709',
      title: 'VS Code: envFile and cwd are checked too',
      path: V,
      bad: vs({ a: { command: 'node', envFile: '${workspacefolder}/.env' } }),
      good: vs({
        a: { command: 'node', envFile: '${workspaceFolder}/.env', dev: { watch: '${workspaceFolder}/src/**' } },
      }),
    },
    {
      code: 'MCP709',
      title: 'Claude Code: ${env:X} rewritten',
      path: CC,
      bad: ms({ a: { command: 'node', env: { H: '${env:HOME}' } } }),
      good: ms({ a: { command: '${CLAUDE_PLUGIN_ROOT}/bin/server', env: { H: '${HOME}', D: '${DEBUG:-false}' } } }),
      fix: true,
      fixed: (t) => assert.match(t, /"\$\{HOME\}"/),
    },
    {
      code: 'MCP709',
      title: 'Claude Code: ${input:x} is VS Code syntax',
      path: CC,
      bad: ms({ a: { command: 'node', env: { T: '${input:api-token}' } } }),
      good: ms({ a: { command: 'node', env: { T: '${API_TOKEN}' } } }),
      fix: true,
      fixed: (t) => assert.match(t, /"\$\{API_TOKEN\}"/),
    },
    {
      code: 'MCP709',
      title: 'Claude Code: bare $VAR in env',
      path: CC,
      bad: ms({ a: { command: 'node', env: { T: '$JIRA_TOKEN' } } }),
      good: ms({ a: { command: 'bash', args: ['-c', 'echo $HOME'], env: { T: '${JIRA_TOKEN}' } } }),
      fix: true,
    },
    {
      code: 'MCP709',
      title: 'Claude Code: ${workspaceFolder} is not an environment variable',
      path: CC,
      bad: ms({ a: { command: 'node', args: ['${workspaceFolder}/x.js'] } }),
      good: ms({ a: { command: 'node', args: ['./x.js'] } }),
    },
    {
      code: 'MCP709',
      title: 'Cursor: ${VAR} rewritten as ${env:VAR}',
      path: CU,
      bad: ms({ a: { command: 'node', env: { T: '${TOKEN}' } } }),
      good: ms({ a: { command: 'node', args: ['${workspaceFolder}/x', '${userHome}/y'], env: { T: '${env:TOKEN}' } } }),
      fix: true,
    },
    {
      code: 'MCP709',
      title: 'Windsurf: ${input:x} is VS Code syntax',
      path: WS,
      bad: ms({ a: { command: 'node', env: { T: '${input:t}' } } }),
      good: ms({ a: { command: 'node', env: { T: '${env:T}' } } }),
    },
  ]);
});

describe('client configs: fields a client ignores', () => {
  runCases([
    {
      code: 'MCP711',
      title: "another client's key in .mcp.json",
      path: CC,
      bad: ms({ a: { command: 'node', disabled: false } }),
      good: ms({ a: { command: 'node', args: ['s.js'], env: {}, cwd: '.' } }),
      fix: true,
      severity: 'info',
      span: '"disabled"',
    },
    {
      code: 'MCP711',
      title: 'headers on a stdio server',
      path: CU,
      bad: ms({ a: { command: 'node', headers: { A: 'b' } } }),
      good: ms({ a: { url: 'https://e.com/mcp', headers: { A: 'b' } } }),
      message: /applies to remote servers/,
    },
    {
      code: 'MCP711',
      title: 'Claude Desktop reads command, args, env',
      path: CD,
      bad: ms({ a: { _comment: 'x', command: 'node' } }),
      good: ms({ a: { command: 'node', args: [], env: {} } }),
    },
  ]);

  it('says nothing about unknown keys in files of unknown clients (Kiro, Roo)', () => {
    assert.deepEqual(
      codes(
        lintText(
          '.kiro/settings/mcp.json',
          ms({ a: { command: 'uvx', args: ['x'], disabled: false, autoApprove: [] } }),
        ),
      ),
      [],
    );
  });
});

describe('MCP713 secrets in plain text', () => {
  runCases([
    {
      code: 'MCP713',
      title: 'VS Code: a token moved to a password input',
      path: V,
      bad: vs({
        github: {
          command: 'npx',
          args: ['-y', '@modelcontextprotocol/server-github'],
          env: { GITHUB_PERSONAL_ACCESS_TOKEN: SECRET },
        },
      }),
      good: vs(
        {
          github: {
            command: 'npx',
            args: ['-y', '@modelcontextprotocol/server-github'],
            env: { GITHUB_PERSONAL_ACCESS_TOKEN: '${input:github-token}' },
          },
        },
        [{ type: 'promptString', id: 'github-token', description: 'GitHub token', password: true }],
      ),
      fix: true,
      span: SECRET,
      severity: 'warning',
      fixed: (t) => {
        const doc = JSON.parse(t);
        assert.equal(doc.servers.github.env.GITHUB_PERSONAL_ACCESS_TOKEN, '${input:github-personal-access-token}');
        assert.deepEqual(doc.inputs, [
          {
            type: 'promptString',
            id: 'github-personal-access-token',
            description: 'github personal access token for github',
            password: true,
          },
        ]);
        assert.ok(!t.includes(SECRET));
        assert.deepEqual(codes(lintText(V, t)), []);
      },
    },
    {
      code: 'MCP713',
      title: 'VS Code: a bearer header, into existing inputs',
      path: V,
      bad: vs(
        { api: { type: 'http', url: 'https://e.com/mcp', headers: { Authorization: 'Bearer abcdEFGH1234ijkl5678' } } },
        [{ type: 'promptString', id: 'other', description: 'x' }],
      ),
      good: vs({ api: { type: 'http', url: 'https://e.com/mcp', headers: { Authorization: 'Bearer ${input:t}' } } }, [
        { type: 'promptString', id: 't', description: 'token', password: true },
      ]),
      fix: true,
      span: 'abcdEFGH1234ijkl5678',
      fixed: (t) => {
        const doc = JSON.parse(t);
        assert.equal(doc.servers.api.headers.Authorization, 'Bearer ${input:api-token}');
        assert.equal(doc.inputs.length, 2);
        assert.equal(doc.inputs[1].password, true);
      },
    },
    {
      code: 'MCP713',
      title: 'Claude Code: an argument becomes ${VAR}',
      path: CC,
      bad: ms({
        figma: {
          command: 'npx',
          args: ['figma-developer-mcp', '--figma-api-key=figd_FAKE0000000000000000000000000000000000000'],
        },
      }),
      good: ms({ figma: { command: 'npx', args: ['figma-developer-mcp', '--figma-api-key=${FIGMA_API_KEY}'] } }),
      fix: true,
      fixed: (t) => assert.match(t, /"--figma-api-key=\$\{FIGMA_API_KEY\}"/),
    },
    {
      code: 'MCP713',
      title: 'Cursor: a flag value becomes ${env:VAR}',
      path: CU,
      bad: ms({
        supabase: { command: 'npx', args: ['--access-token', 'sbp_FAKE000000000000000000000000000000000000'] },
      }),
      good: ms({ supabase: { command: 'npx', args: ['--access-token', '${env:SUPABASE_ACCESS_TOKEN}'] } }),
      fix: true,
      fixed: (t) => assert.match(t, /"\$\{env:SUPABASE_ACCESS_TOKEN\}"/),
    },
    {
      code: 'MCP713',
      title: 'Cursor: a client secret in "auth" becomes ${env:VAR}',
      path: CU,
      bad: ms({
        linear: {
          url: 'https://mcp.example.com/mcp',
          auth: { CLIENT_ID: 'mcp-lens', CLIENT_SECRET: 'sk_live_abcdefghijklmnopqrstuvwx' },
        },
      }),
      good: ms({
        linear: {
          url: 'https://mcp.example.com/mcp',
          auth: { CLIENT_ID: 'mcp-lens', CLIENT_SECRET: '${env:LINEAR_CLIENT_SECRET}' },
        },
      }),
      fix: true,
      span: 'sk_live_abcdefghijklmnopqrstuvwx',
      fixed: (t) => assert.equal(JSON.parse(t).mcpServers.linear.auth.CLIENT_SECRET, '${env:LINEAR_CLIENT_SECRET}'),
    },
    // one blank before it, two after: the finding covers the secret alone (its start counted from the left)
    {
      code: 'MCP713',
      title: 'Cursor: a short client secret with blanks around it, covered without them',
      path: CU,
      bad: ms({ linear: { url: 'https://mcp.example.com/mcp', auth: { CLIENT_SECRET: ' hunter2  ' } } }),
      good: ms({
        linear: { url: 'https://mcp.example.com/mcp', auth: { CLIENT_SECRET: '${env:LINEAR_CLIENT_SECRET}' } },
      }),
      fix: true,
      span: 'hunter2',
      fixed: (t) => assert.equal(JSON.parse(t).mcpServers.linear.auth.CLIENT_SECRET, ' ${env:LINEAR_CLIENT_SECRET}  '),
    },
    {
      code: 'MCP713',
      title: 'Claude Desktop: no fix, advice instead',
      path: CD,
      bad: ms({ a: { command: 'node', env: { OPENAI_API_KEY: 'sk-proj-abcdefghijklmnop1234567890' } } }),
      good: ms({ a: { command: 'node', env: { OPENAI_API_KEY: 'YOUR_OPENAI_API_KEY' } } }),
      message: /Claude Desktop does not expand variables/,
    },
    {
      code: 'MCP713',
      title: 'a long credential under a secret-named key',
      path: V,
      bad: vs({
        a: { command: 'npx', env: { PLAYWRIGHT_MCP_EXTENSION_TOKEN: 'FAKE000000000000000000000000000000000000000' } },
      }),
      good: vs({
        a: {
          command: 'npx',
          env: {
            AUTH_MODE: 'oauth-client-credentials',
            TOKEN_URL: 'https://e.com/token123456789',
            DEFAULT_MINIMUM_TOKENS: '6000',
          },
        },
      }),
    },
    {
      code: 'MCP713',
      title: 'a JWT in a url query',
      path: CU,
      bad: ms({
        a: {
          url: 'https://e.com/mcp?token=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U',
        },
      }),
      good: ms({ a: { url: 'https://e.com/mcp?project_ref=sxqopofoynsqkztozlix' } }),
    },
    {
      code: 'MCP713',
      title: "a password input's default",
      path: V,
      bad: vs({ a: { command: 'node', env: { K: '${input:k}' } } }, [
        { type: 'promptString', id: 'k', description: 'API key', password: true, default: 'abc123def456ghi789' },
      ]),
      good: vs({ a: { command: 'node', env: { K: '${input:k}' } } }, [
        { type: 'promptString', id: 'k', description: 'API key', password: true },
      ]),
      fix: true,
    },
  ]);

  it('never repeats the secret in a message', () => {
    for (const [path, doc] of [
      [V, vs({ a: { command: 'node', env: { GITHUB_TOKEN: SECRET } } })],
      [CC, ms({ a: { command: 'node', args: [`--token=${SECRET}`] } })],
      [CD, ms({ a: { command: 'node', env: { KEY: SECRET } } })],
    ] as const) {
      const f = only(lintText(path, doc), 'MCP713');
      assert.equal(f.length, 1, path);
      assert.ok(!f[0]!.message.includes(SECRET) && !f[0]!.message.includes(SECRET.slice(4, 20)), f[0]!.message);
      for (const fix of f[0]!.fixes ?? []) assert.ok(!fix.title.includes(SECRET));
    }
  });

  it('leaves placeholders and references alone', () => {
    const values = [
      '${input:key}',
      '${env:KEY}',
      '${KEY}',
      '<your-api-key>',
      'YOUR_API_KEY',
      'your-token-here',
      'xxxxxxxxxxxxxxxxxxxx',
      '[REDACTED_API_KEY]',
      'sk-xxxxxxxxxxxxxxxxxxxxxxxx',
      '$JIRA_API_TOKEN',
    ];
    for (const v of values) {
      assert.deepEqual(only(lintText(GEN, ms({ a: { command: 'node', env: { API_KEY: v } } })), 'MCP713'), [], v);
    }
    assert.deepEqual(
      only(
        lintText(
          GEN,
          ms({ a: { command: 'node', args: ['--mask-sensitive-data-in-logs', 'disk-cleanup-everything-now'] } }),
        ),
        'MCP713',
      ),
      [],
    );
  });
});

describe('MCP714 command not on PATH', () => {
  const doc = vs({
    a: { command: 'uvx', args: ['x'] },
    b: { command: '${workspaceFolder}/bin/s' },
    r: { type: 'http', url: 'https://e.com/mcp' },
  });
  it('warns when the injected lookup says the command is missing', () => {
    const asked: string[] = [];
    const f = lintText(V, doc, { commandExists: (c) => (asked.push(c), c.startsWith('$') ? undefined : false) });
    assert.deepEqual(codes(f), ['MCP714']);
    assert.equal(f[0]!.severity, 'warning');
    assert.match(f[0]!.message, /"uvx" was not found on PATH/);
    assert.deepEqual(asked, ['uvx', '${workspaceFolder}/bin/s']);
  });
  it('is silent when the command exists, when the lookup cannot tell, and without a lookup', () => {
    assert.deepEqual(codes(lintText(V, doc, { commandExists: () => true })), []);
    assert.deepEqual(codes(lintText(V, doc, { commandExists: () => undefined })), []);
    assert.deepEqual(codes(lintText(V, doc)), []);
  });
  it("names absolute paths as missing files, and Claude Desktop's shorter PATH", () => {
    const f = lintText(CD, ms({ a: { command: '/opt/nope/server' }, b: { command: 'npx' } }), {
      commandExists: () => false,
    });
    assert.match(f[0]!.message, /does not exist/);
    assert.match(f[1]!.message, /shorter PATH/);
  });
  it('follows the per-code severity setting', () => {
    assert.deepEqual(codes(lintText(V, doc, { commandExists: () => false, rules: { MCP714: 'off' } })), []);
  });
});

describe('client configs overall', () => {
  it('a valid file of every dialect gets nothing', () => {
    const valid: [string, object][] = [
      [
        V,
        vs(
          {
            fs: {
              type: 'stdio',
              command: 'npx',
              args: ['-y', '@modelcontextprotocol/server-filesystem', '${workspaceFolder}'],
              env: { LOG: 'debug' },
              envFile: '${workspaceFolder}/.env',
              cwd: '${workspaceFolder}',
              dev: { watch: 'src/**/*.ts' },
            },
            gh: {
              type: 'http',
              url: 'https://api.githubcopilot.com/mcp/',
              headers: { Authorization: 'Bearer ${input:gh}' },
            },
          },
          [{ type: 'promptString', id: 'gh', description: 'GitHub token', password: true }],
        ),
      ],
      [
        CC,
        ms({
          fs: { command: 'npx', args: ['-y', 'server'], env: { KEY: '${API_KEY:-none}' } },
          remote: { type: 'http', url: 'https://e.com/mcp', headers: { Authorization: 'Bearer ${TOKEN}' } },
        }),
      ],
      [CD, ms({ fs: { command: 'npx', args: ['-y', 'server'], env: { KEY: 'YOUR_KEY' } } })],
      [
        CU,
        ms({
          fs: { command: 'npx', args: ['-y', 'server'], env: { KEY: '${env:KEY}' }, envFile: '.env' },
          remote: { url: 'https://e.com/mcp', headers: { 'X-Key': '${env:KEY}' } },
        }),
      ],
      [WS, ms({ fs: { command: 'npx', args: ['-y', 'server'] }, remote: { serverUrl: 'https://e.com/mcp' } })],
    ];
    for (const [path, doc] of valid) assert.deepEqual(codes(lintText(path, doc)), [], path);
  });

  it("applying a fix never touches the secret's neighbours", () => {
    const bad = textOf(ms({ a: { command: 'node', env: { GITHUB_TOKEN: SECRET, OTHER: 'keep' } } }));
    const fixed = applyFix(bad, lintText(CC, bad), 'MCP713');
    assert.deepEqual(JSON.parse(fixed).mcpServers.a.env, { GITHUB_TOKEN: '${GITHUB_TOKEN}', OTHER: 'keep' });
  });
});

describe('client configs: type errors in .vscode/mcp.json, which VS Code’s own schema also reports', () => {
  const wrong = vs({
    fs: { command: 'npx', args: '-y @modelcontextprotocol/server-filesystem .' },
    n: { command: ['node'], args: ['--port', 8080] },
    r: { type: 'http', url: 42 },
    e: { command: 'node', env: 'A=1' },
    t: { type: 'websocket', url: 'https://e.com/mcp' },
    s: 'npx server',
  });

  it('are errors for the command line and other editors, with the same quick fixes as in every other dialect', () => {
    const findings = lintText(V, wrong);
    const byCode = (code: string) => findings.filter((f) => f.code === code).map((f) => `${f.severity} ${f.message}`);
    assert.deepEqual(byCode('MCP704'), [
      'error "args" of server "fs" must be an array of strings, one per argument, not a single string.',
      'error "command" of server "n" must be a string naming the program to start, not an array.',
      'error Every argument must be a string; this one is an integer (write "8080").',
      'error "url" of server "r" must be a string, not an integer.',
      'error Server "s" must be an object with "command" (stdio) or "url" (remote), not a string.',
    ]);
    assert.deepEqual(byCode('MCP705'), [
      'error "env" of server "e" must be an object of names to string values, not a string.',
    ]);
    assert.deepEqual(byCode('MCP712'), [
      'warning VS Code knows the server types "stdio", "http" and "sse", not "websocket": use "stdio" for a local command, or "http" / "sse" with a "url" for a remote server.',
    ]);
    const fixed = JSON.parse(applyFix(textOf(wrong), findings, 'MCP704', 'Split into an array of arguments'));
    assert.deepEqual(fixed.servers.fs.args, ['-y', '@modelcontextprotocol/server-filesystem', '.']);
  });

  it('are hints in VS Code, whose schema already shows them: the quick fix without a second problem', () => {
    const inVsCode = lintText(V, wrong, { editorValidatesVsCodeMcpJson: true });
    const schemaErrors = inVsCode.filter((f) => f.code === 'MCP704' || f.code === 'MCP705' || f.code === 'MCP712');
    assert.equal(schemaErrors.length, 7);
    assert.ok(
      schemaErrors.every((f) => f.severity === 'hint'),
      schemaErrors.map((f) => f.severity).join(),
    );
    assert.ok(schemaErrors.find((f) => f.message.startsWith('"args" of server "fs"'))!.fixes!.length);
    // the user's own severity still wins, and other dialects are never hints
    assert.ok(
      lintText(V, wrong, { editorValidatesVsCodeMcpJson: true, rules: { MCP704: 'warning' } })
        .filter((f) => f.code === 'MCP704')
        .every((f) => f.severity === 'warning'),
    );
    assert.ok(
      lintText(CC, ms({ fs: { command: 'npx', args: '-y x' } }), { editorValidatesVsCodeMcpJson: true }).some(
        (f) => f.code === 'MCP704' && f.severity === 'error',
      ),
    );
  });
});

describe('client configs: VS Code dev mode', () => {
  const dev = (d: unknown, extra: object = {}) =>
    vs({ notes: { command: 'node', args: ['dist/index.js'], dev: d, ...extra } });
  runCases([
    {
      code: 'MCP719',
      title: 'backslash separators, fixed',
      path: V,
      bad: dev({ watch: 'src\\**\\*.ts' }),
      good: dev({ watch: 'src/**/*.ts' }),
      fix: true,
      severity: 'warning',
      fixed: (t) => assert.equal(JSON.parse(t).servers.notes.dev.watch, 'src/**/*.ts'),
    },
    {
      code: 'MCP719',
      title: 'an unclosed brace in a list',
      path: V,
      bad: dev({ watch: ['src/**/*.{ts,tsx', '!**/*.test.ts'] }),
      good: dev({ watch: ['src/**/*.{ts,tsx}', '!**/*.test.ts'] }),
      span: '"src/**/*.{ts,tsx"',
      message: /"\{" is never closed/,
    },
    {
      code: 'MCP719',
      title: 'a pattern outside the folder',
      path: V,
      bad: dev({ watch: '../shared/**/*.ts' }),
      good: dev({ watch: 'shared/**/*.ts' }),
    },
    {
      code: 'MCP719',
      title: 'only exclusions',
      path: V,
      bad: dev({ watch: ['!dist/**'] }),
      good: dev({ watch: ['src/**', '!dist/**'] }),
      message: /only excludes/,
    },
    {
      code: 'MCP719',
      title: 'a number among the patterns',
      path: V,
      bad: dev({ watch: ['src/**', 3] }),
      good: dev({ watch: ['src/**', 'lib/**'] }),
      span: '3',
    },
    { code: 'MCP719', title: 'dev not an object', path: V, bad: dev(true), good: dev({}) },
    {
      code: 'MCP720',
      title: 'unknown debug type, fixed to debugpy',
      path: V,
      bad: dev({ debug: { type: 'python' } }, { command: 'python' }),
      good: dev({ debug: { type: 'debugpy' } }, { command: 'python' }),
      fix: true,
      span: '"python"',
      message: /did you mean "debugpy"/,
    },
    {
      code: 'MCP720',
      title: 'debug without a type',
      path: V,
      bad: dev({ debug: {} }),
      good: dev({ debug: { type: 'node' } }),
    },
    {
      code: 'MCP720',
      title: 'node debugging a command that is not node',
      path: V,
      bad: dev({ debug: { type: 'node' } }, { command: 'npx' }),
      good: dev({ debug: { type: 'node' } }, { command: '/usr/local/bin/node22' }),
      span: '"npx"',
    },
    {
      code: 'MCP720',
      title: 'debug on a remote server, removed',
      path: V,
      bad: vs({ r: { type: 'http', url: 'https://e.com/mcp', dev: { watch: 'src/**', debug: { type: 'node' } } } }),
      good: vs({ r: { type: 'http', url: 'https://e.com/mcp', dev: { watch: 'src/**' } } }),
      fix: true,
    },
  ]);

  it('leaves dev alone in other clients’ files, and accepts MCP Lens’s dev.build', () => {
    assert.deepEqual(only(lintText(CC, ms({ a: { command: 'node', dev: { watch: 'src\\x' } } })), 'MCP719'), []);
    const ok = lintText(
      V,
      dev({ watch: ['src/**/*.ts', '!src/**/*.test.ts'], build: 'npm run build', debug: { type: 'node' } }),
    );
    assert.deepEqual(
      codes(ok).filter((c) => c === 'MCP719' || c === 'MCP720'),
      [],
    );
  });
});
