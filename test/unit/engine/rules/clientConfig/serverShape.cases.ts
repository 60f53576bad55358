// The serverShape tests' documents and the findings each must give (code, span, fixed text); the message layer
// (test/unit/engine/messages/) pins what the same findings say.
import { strict as assert } from 'node:assert';
import type { PinnedRuleCase, FindingTable } from '../../ruleCases';
import { CC, CD, CU, VS, WS, ms, vs } from '../../../../helpers/configPaths';
import { vsWith, GEN, V } from './fixtures';

const CODES = ['MCP701', 'MCP702', 'MCP703', 'MCP704', 'MCP705', 'MCP712', 'MCP715', 'MCP716'];

/** A generic mcpServers file: no client of its own. */
const GEN_IN_FOLDER = 'config/mcp.json';

const SHAPE = ['MCP001', 'MCP701', 'MCP702', 'MCP703', 'MCP704', 'MCP705', 'MCP712', 'MCP715', 'MCP716'];

export const serverEntriesByDialect: FindingTable = {
  title: 'server entries, dialect by dialect',
  only: CODES,
  cases: [
    { title: 'the servers key holds no map', path: CC, doc: { mcpServers: [] }, findings: ['MCP704 []'] },
    {
      title: 'entries that are not objects',
      path: CC,
      doc: ms({ a: 'npx', b: 3 }),
      findings: ['MCP704 "npx"', 'MCP704 3'],
    },
    { title: 'a command that is not a string', path: CC, doc: ms({ a: { command: 3 } }), findings: ['MCP704 3'] },
    { title: 'a stdio server without a command', path: CC, doc: ms({ a: { args: ['x'] } }), findings: ['MCP701 "a"'] },
    { title: 'an http server without a url', path: CC, doc: ms({ a: { type: 'http' } }), findings: ['MCP702 "http"'] },
    {
      title: 'an sse server without a url (Cursor)',
      path: CU,
      doc: ms({ a: { type: 'sse' } }),
      findings: ['MCP702 "sse"'],
    },
    {
      title: 'Claude Desktop: a url, with or without a type, and a remote type alone',
      path: CD,
      doc: ms({ a: { url: 'https://e.com/mcp' }, b: { type: 'http', url: 'https://e.com/mcp' }, c: { type: 'sse' } }),
      findings: ['MCP712 "https://e.com/mcp"', 'MCP712 "https://e.com/mcp"', 'MCP712 "sse"'],
    },
    {
      title: 'Claude Code: a type that is not a string',
      path: CC,
      doc: ms({ a: { type: 3, url: 'https://e.com/mcp' } }),
      findings: ['MCP704 3'],
    },
    {
      title: 'Claude Code: the types it does not know, with a guess only for the Streamable HTTP spellings',
      path: CC,
      doc: ms({
        a: { type: 'streamable-http', url: 'https://e.com/mcp' },
        b: { type: 'websocket', url: 'wss://e.com' },
        c: { type: 'streamableHttp', url: 'https://e.com/mcp' },
      }),
      findings: [
        'MCP712 "streamable-http" ⇒ "http"',
        'MCP712 "websocket"',
        'MCP703 "wss://e.com"',
        'MCP712 "streamableHttp" ⇒ "http"',
      ],
    },
    {
      title: 'Claude Code: a url without a type',
      path: CC,
      doc: ms({ a: { url: 'https://e.com/mcp' } }),
      findings: [
        'MCP716 "a" ⇒       "url": "https://e.com/mcp" →       "url": "https://e.com/mcp",\n' + '      "type": "http"',
      ],
    },
    {
      title: 'Cursor: a type it does not know; a url alone is fine',
      path: CU,
      doc: ms({ a: { type: 'websocket', url: 'wss://e.com' }, b: { url: 'https://e.com/mcp' } }),
      findings: ['MCP712 "websocket"', 'MCP703 "wss://e.com"'],
    },
    {
      title: 'Windsurf: a type it does not know',
      path: WS,
      doc: ms({ a: { type: 'grpc', command: 'x' } }),
      findings: ['MCP712 "grpc"'],
    },
    {
      title: 'VS Code: a type that is not a string, one it does not know, and stdio',
      path: VS,
      doc: vs({
        a: { type: 3, command: 'x' },
        b: { type: 'websocket', url: 'wss://e.com' },
        c: { type: 'stdio', command: 'node' },
      }),
      findings: ['MCP704 3', 'MCP712 "websocket"', 'MCP703 "wss://e.com"'],
    },
    {
      title: 'urls: not a string, without a scheme (https, or http for localhost), other schemes, not a URL',
      path: CC,
      doc: ms({
        a: { type: 'http', url: 3 },
        b: { type: 'http', url: 'e.com/mcp' },
        c: { type: 'http', url: 'localhost:3000/mcp' },
        d: { type: 'http', url: 'unix:///tmp/s' },
        e: { type: 'http', url: 'ftp://e.com' },
        f: { type: 'http', url: 'not a url' },
        g: { type: 'http', url: 'http://localhost:3000/mcp' },
        h: { type: 'http', url: 'e.com:8080' },
        i: { type: 'http', url: 'x/e.com' },
      }),
      findings: [
        'MCP704 3',
        'MCP703 "e.com/mcp" ⇒ "https://e.com/mcp"',
        'MCP703 "localhost:3000/mcp" ⇒ "http://localhost:3000/mcp"',
        'MCP703 "unix:///tmp/s"',
        'MCP703 "ftp://e.com"',
        'MCP703 "not a url"',
        'MCP703 "e.com:8080" ⇒ "https://e.com:8080"',
        'MCP703 "x/e.com" ⇒ "https://x/e.com"',
      ],
    },
    {
      title: 'VS Code: unix:// and pipe:// too',
      path: VS,
      doc: vs({
        a: { type: 'http', url: 'unix:///tmp/s' },
        b: { type: 'http', url: 'pipe:///p' },
        c: { type: 'http', url: 'ftp://e.com' },
        d: { type: 'http', url: '127.0.0.1:3000' },
      }),
      findings: ['MCP703 "ftp://e.com"', 'MCP703 "127.0.0.1:3000" ⇒ "http://127.0.0.1:3000"'],
    },
    {
      title:
        'whole command lines in "command", and what is not one (a path with spaces, a variable, a trimmed name, args given)',
      path: CC,
      doc: ms({
        a: { command: 'npx -y @scope/pkg' },
        b: { command: 'npx -y pkg', args: [] },
        c: { command: 'npx -y pkg', args: ['x'] },
        d: { command: 'C:\\Program Files\\app\\server.exe' },
        e: { command: '/opt/my app/server' },
        f: { command: '/opt/app/server --port 3' },
        g: { command: 'node "unterminated' },
        h: { command: '${HOME}/bin/srv --x' },
        i: { command: ' node ' },
        j: { command: 'node  ' },
      }),
      findings: [
        'MCP715 "npx -y @scope/pkg" ⇒ "npx -y @scope/pkg" → "npx" + ∅ → ,\n      "args": ["-y","@scope/pkg"]',
        'MCP715 "npx -y pkg" ⇒ "npx -y pkg" → "npx" + [] → ["-y","pkg"]',
        'MCP715 "/opt/app/server --port 3" ⇒ "/opt/app/server --port 3" → "/opt/app/server" + ∅ → ,\n' +
          '      "args": ["--port","3"]',
      ],
    },
    {
      title: 'args: one string (split when it can be), an object, arguments that are not strings',
      path: CC,
      doc: ms({
        a: { command: 'node', args: 's.js --port 3' },
        b: { command: 'node', args: 'a "b' },
        c: { command: 'node', args: { x: 1 } },
        d: { command: 'node', args: ['s.js', 3, true, null, {}] },
      }),
      findings: [
        'MCP704 "s.js --port 3" ⇒ ["s.js","--port","3"]',
        'MCP704 "a \\"b"',
        'MCP704 {\n        "x": 1\n      }',
        'MCP704 3 ⇒ "3"',
        'MCP704 true ⇒ "true"',
        'MCP704 null',
        'MCP704 {}',
      ],
    },
    {
      title: 'env and headers: not objects, names that cannot be, values that are not strings',
      path: CC,
      doc: ms({
        a: { command: 'node', env: ['A=1'], headers: 'x' },
        b: { command: 'node', env: { 'A B': 'x', '1A': 'y', A: 1, B: true, C: null } },
        c: { type: 'http', url: 'https://e.com/mcp', headers: { 'X Y': 'v', Z: 2 } },
      }),
      findings: [
        'MCP705 [\n        "A=1"\n      ]',
        'MCP705 "x"',
        'MCP705 "A B"',
        'MCP705 1 ⇒ "1"',
        'MCP705 true ⇒ "true"',
        'MCP705 null',
        'MCP705 "X Y"',
        'MCP705 2 ⇒ "2"',
      ],
    },
    {
      title: 'VS Code turns env values into strings itself',
      path: VS,
      doc: vs({ a: { command: 'node', env: { A: 1, B: null } } }),
      findings: [],
    },
  ],
};

export const serverShapeSecondRun: FindingTable = {
  title: 'client configurations: what the second mutation run asked for',
  cases: [
    {
      title: 'a server typed without its value yet: the syntax only',
      path: CC,
      doc: '{ "mcpServers": { "a": } }',
      only: SHAPE,
      findings: ['MCP001 }'],
    },
    {
      title: 'Claude Desktop: a remote type without a url',
      path: CD,
      doc: ms({ a: { type: 'http' } }),
      only: SHAPE,
      findings: ['MCP712 "http"'],
    },
    {
      title:
        'Claude Code: the types it knows pass; others in its spelling of their transport (an SSE server is no Streamable HTTP one)',
      path: CC,
      doc: ms({
        a: { type: 'stdio', command: 'node' },
        b: { type: 'sse', url: 'https://e.com/sse' },
        c: { type: 'http', url: 'https://e.com/mcp' },
        d: { type: 'SSE', url: 'https://e.com/sse' },
        e: { type: 'STDIO', command: 'node' },
      }),
      only: SHAPE,
      findings: ['MCP712 "SSE" ⇒ "sse"', 'MCP712 "STDIO" ⇒ "stdio"'],
    },
    {
      title: 'VS Code: sse is a type it knows',
      path: VS,
      doc: vs({ a: { type: 'sse', url: 'https://e.com/sse' } }),
      only: SHAPE,
      findings: [],
    },
    {
      title: 'a generic file: "the client", and values that are not strings only warned about',
      path: GEN_IN_FOLDER,
      doc: ms({ a: { type: 'websocket', url: 'wss://e.com' }, b: { command: 'node', env: { PORT: 8080 } } }),
      only: SHAPE,
      findings: ['MCP712 "websocket"', 'MCP703 "wss://e.com"', 'MCP705 8080 ⇒ "8080"'],
    },
    {
      title: 'a url without a scheme whose path names localhost is still https',
      path: CC,
      doc: ms({ a: { type: 'http', url: 'e.com/localhost/mcp' } }),
      only: SHAPE,
      findings: ['MCP703 "e.com/localhost/mcp" ⇒ "https://e.com/localhost/mcp"'],
    },
    {
      title: 'args as one string: empty, blank, or with a blank at its end',
      path: CC,
      doc: ms({
        a: { command: 'node', args: '' },
        b: { command: 'node', args: '   ' },
        c: { command: 'npx', args: '-y pkg ' },
      }),
      only: SHAPE,
      findings: ['MCP704 "" ⇒ []', 'MCP704 "   " ⇒ []', 'MCP704 "-y pkg " ⇒ ["-y","pkg"]'],
    },
    {
      title:
        'command lines: two words without a flag, blanks around it; a path whose first word starts with "-" is none',
      path: CC,
      doc: ms({
        a: { command: 'npx weather-mcp' },
        b: { command: ' uvx weather-mcp ', args: [] },
        c: { command: '-/opt/my app' },
      }),
      only: SHAPE,
      findings: [
        'MCP715 "npx weather-mcp" ⇒ "npx weather-mcp" → "npx" + ∅ → ,\n      "args": ["weather-mcp"]',
        'MCP715 " uvx weather-mcp " ⇒ " uvx weather-mcp " → "uvx" + [] → ["weather-mcp"]',
      ],
    },
    {
      title: 'env and header names that are empty',
      path: CC,
      doc: ms({ a: { type: 'http', url: 'https://e.com/mcp', env: { '': 'x' }, headers: { '': 'y' } } }),
      only: ['MCP705'],
      findings: ['MCP705 ""', 'MCP705 ""'],
    },
  ],
};

export const typesAsWritten: FindingTable = {
  title: 'client configurations: what the second mutation run asked for, after the cases above',
  path: CU,
  cases: [
    {
      title: 'a remote type said as written when the transport it stands for has no url',
      doc: ms({ a: { type: 'streamable-http' } }),
      only: ['MCP702'],
      findings: ['MCP702 "streamable-http"'],
    },
    {
      title: 'a type named like a property every object has is no type (it was taken for a known one)',
      doc: ms({ a: { type: 'constructor', command: 'node' }, b: { type: '__proto__', command: 'node' } }),
      only: ['MCP712'],
      findings: ['MCP712 "constructor"', 'MCP712 "__proto__"'],
    },
  ],
};

export const TYPE_ERRORS = vsWith({
  fs: { command: 'npx', args: '-y @modelcontextprotocol/server-filesystem .' },
  n: { command: ['node'], args: ['--port', 8080] },
  r: { type: 'http', url: 42 },
  e: { command: 'node', env: 'A=1' },
  t: { type: 'websocket', url: 'https://e.com/mcp' },
  s: 'npx server',
});

export const typeErrors: FindingTable = {
  title: 'client configs: type errors in .vscode/mcp.json',
  path: V,
  only: ['MCP704', 'MCP705', 'MCP712'],
  cases: [
    {
      title: 'are errors for the command line and other editors, with the same quick fixes as in every other dialect',
      doc: TYPE_ERRORS,
      findings: [
        'MCP704 "-y @modelcontextprotocol/server-filesystem ." ⇒ ["-y","@modelcontextprotocol/server-filesystem","."]',
        'MCP704 [\n        "node"\n      ]',
        'MCP704 8080 ⇒ "8080"',
        'MCP704 42',
        'MCP705 "A=1"',
        'MCP712 "websocket"',
        'MCP704 "npx server"',
      ],
    },
  ],
};

export const serverShapeRules: readonly PinnedRuleCase[] = [
  {
    code: 'MCP701',
    title: 'stdio without command (VS Code)',
    path: V,
    bad: vsWith({ a: { type: 'stdio', args: ['x'] } }),
    good: vsWith({ a: { type: 'stdio', command: 'node', args: ['x'] } }),
    fixedText: null,
    span: '"a"',
    severity: 'error',
  },
  {
    code: 'MCP701',
    title: 'empty command (Claude Code)',
    path: CC,
    bad: ms({ a: { command: ' ' } }),
    good: ms({ a: { command: 'npx' } }),
    fixedText: null,
    span: '" "',
  },
  {
    code: 'MCP702',
    title: 'http without url',
    path: V,
    bad: vsWith({ r: { type: 'http' } }),
    good: vsWith({ r: { type: 'http', url: 'https://example.com/mcp' } }),
    fixedText: null,
    span: '"http"',
  },
  {
    code: 'MCP702',
    title: 'sse without url (Cursor)',
    path: CU,
    bad: ms({ r: { type: 'sse', headers: {} } }),
    good: ms({ r: { type: 'sse', url: 'https://example.com/sse' } }),
    span: '"sse"',
    fixedText: null,
  },
  {
    code: 'MCP703',
    title: 'url without scheme, fixed',
    path: V,
    bad: vsWith({ r: { type: 'http', url: 'localhost:3000/mcp' } }),
    good: vsWith({ r: { type: 'http', url: 'http://localhost:3000/mcp' } }),
    span: '"localhost:3000/mcp"',
    fixedText: '"http://localhost:3000/mcp"',
    fix: true,
    fixed: (t) => assert.match(t, /"http:\/\/localhost:3000\/mcp"/),
  },
  {
    code: 'MCP703',
    title: 'VS Code takes unix:// but Claude Code does not',
    path: CC,
    bad: ms({ r: { type: 'http', url: 'unix:///tmp/mcp.sock' } }),
    good: ms({ r: { type: 'http', url: 'https://${HOST}/mcp' } }),
    span: '"unix:///tmp/mcp.sock"',
    fixedText: null,
  },
  {
    code: 'MCP703',
    title: 'VS Code socket and variables accepted',
    path: V,
    bad: vsWith({ r: { type: 'sse', url: 'ftp://example.com' } }),
    good: vsWith(
      {
        r: { type: 'http', url: 'unix:///tmp/mcp.sock#/mcp' },
        s: { type: 'http', url: 'https://${input:host}/mcp' },
      },
      [{ type: 'promptString', id: 'host', description: 'Host' }],
    ),
    span: '"ftp://example.com"',
    fixedText: null,
  },
  {
    code: 'MCP704',
    title: 'args as one string, split',
    path: CC,
    bad: ms({ fs: { command: 'npx', args: '-y @modelcontextprotocol/server-filesystem "/my dir"' } }),
    good: ms({ fs: { command: 'npx', args: ['-y', '@modelcontextprotocol/server-filesystem', '/my dir'] } }),
    span: '"-y @modelcontextprotocol/server-filesystem \\"/my dir\\""',
    fixedText: '["-y","@modelcontextprotocol/server-filesystem","/my dir"]',
    fix: true,
    fixed: (t) =>
      assert.deepEqual(JSON.parse(t).mcpServers.fs.args, ['-y', '@modelcontextprotocol/server-filesystem', '/my dir']),
  },
  {
    code: 'MCP704',
    title: 'a number among args, quoted',
    path: CD,
    bad: ms({ a: { command: 'node', args: ['--port', 8080] } }),
    good: ms({ a: { command: 'node', args: ['--port', '8080'] } }),
    fixedText: '"8080"',
    fix: true,
    span: '8080',
  },
  {
    code: 'MCP704',
    title: 'entry not an object',
    path: CU,
    bad: ms({ a: 'npx a' }),
    good: ms({ a: { command: 'npx', args: ['a'] } }),
    span: '"npx a"',
    fixedText: null,
  },
  {
    code: 'MCP705',
    title: 'env value a number, quoted',
    path: CC,
    bad: ms({ a: { command: 'node', env: { PORT: 8080 } } }),
    good: ms({ a: { command: 'node', env: { PORT: '8080' } } }),
    span: '8080',
    fixedText: '"8080"',
    fix: true,
    severity: 'error',
  },
  {
    code: 'MCP705',
    title: 'env name with "=" (VS Code too)',
    path: V,
    bad: vsWith({ a: { command: 'node', env: { 'A=B': 'x' } } }),
    good: vsWith({ a: { command: 'node', env: { A: 'x', PORT: 8080 } } }),
    fixedText: null,
    span: '"A=B"',
  },
  {
    code: 'MCP705',
    title: 'header name with a colon',
    path: CU,
    bad: ms({ a: { url: 'https://e.com/mcp', headers: { 'X-Key:': 'v' } } }),
    good: ms({ a: { url: 'https://e.com/mcp', headers: { 'X-Key': 'v' } } }),
    span: '"X-Key:"',
    fixedText: null,
  },
  {
    code: 'MCP705',
    title: 'a generic file only warns about non-string values',
    path: GEN,
    bad: ms({ a: { command: 'node', env: { DEBUG: true } } }),
    good: ms({ a: { command: 'node', env: { DEBUG: 'true' } } }),
    span: 'true',
    fixedText: '"true"',
    severity: 'warning',
  },
  {
    code: 'MCP712',
    title: 'remote server in Claude Desktop',
    path: CD,
    bad: ms({ r: { url: 'https://example.com/mcp' } }),
    good: ms({ r: { command: 'npx', args: ['mcp-remote', 'https://example.com/mcp'] } }),
    span: '"https://example.com/mcp"',
    fixedText: null,
    severity: 'warning',
    message: /Settings → Connectors/,
  },
  {
    code: 'MCP712',
    title: 'streamable-http in Claude Code, fixed to http',
    path: CC,
    bad: ms({ r: { type: 'streamable-http', url: 'https://example.com/mcp' } }),
    good: ms({ r: { type: 'http', url: 'https://example.com/mcp' } }),
    span: '"streamable-http"',
    fixedText: '"http"',
    fix: true,
  },
  {
    code: 'MCP712',
    title: 'unknown type in Cursor',
    path: CU,
    bad: ms({ r: { type: 'websocket', url: 'wss://example.com' } }),
    good: ms({ r: { type: 'streamable-http', url: 'https://example.com/mcp' } }),
    span: '"websocket"',
    fixedText: null,
  },
  {
    code: 'MCP715',
    title: 'a whole command line in command, split',
    path: CC,
    bad: ms({ n8n: { command: 'docker run --rm -i n8n-mcp', args: [] } }),
    good: ms({ win: { command: 'C:\\Program Files\\nodejs\\node.exe' } }),
    span: '"docker run --rm -i n8n-mcp"',
    fixedText: '"docker run --rm -i n8n-mcp" → "docker" + [] → ["run","--rm","-i","n8n-mcp"]',
    fix: true,
    fixed: (t) =>
      assert.deepEqual(JSON.parse(t).mcpServers.n8n, { command: 'docker', args: ['run', '--rm', '-i', 'n8n-mcp'] }),
  },
  {
    code: 'MCP715',
    title: 'missing args are added',
    path: V,
    bad: vsWith({ a: { command: 'npx -y some-server' } }),
    good: vsWith({ a: { command: 'npx', args: ['-y', 'some-server'] } }),
    span: '"npx -y some-server"',
    fixedText: '"npx -y some-server" → "npx" + ∅ → ,\n      "args": ["-y","some-server"]',
    fix: true,
    fixed: (t) => assert.deepEqual(JSON.parse(t).servers.a, { command: 'npx', args: ['-y', 'some-server'] }),
  },
  {
    code: 'MCP716',
    title: 'url without type in Claude Code',
    path: CC,
    bad: ms({ r: { url: 'https://example.com/mcp' } }),
    good: ms({ r: { type: 'http', url: 'https://example.com/mcp' } }),
    span: '"r"',
    fixedText: '      "url": "https://example.com/mcp" →       "url": "https://example.com/mcp",\n      "type": "http"',
    fix: true,
    severity: 'warning',
  },
];
