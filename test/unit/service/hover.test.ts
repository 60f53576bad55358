import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { getHover } from '../../../server/src/service/hover';
import { fixture } from './docHarness';

function hover(path: string, text: string) {
  const f = fixture(path, text);
  const h = getHover(f.analysis, f.position);
  const value = h && typeof h.contents === 'object' && 'kind' in h.contents ? h.contents.value : undefined;
  const doc = f.analysis.source;
  const covered = h?.range ? f.text.slice(doc.offsetAt(h.range.start), doc.offsetAt(h.range.end)) : undefined;
  return { value, covered };
}

const SERVER_JSON = (inner: string) =>
  `{ "$schema": "https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json", "name": "io.github.a/b", "description": "d", "version": "1.0.0", ${inner} }`;
const MANIFEST = (inner: string) =>
  `{ "manifest_version": "0.3", "name": "x", "version": "1.0.0", "description": "d", "author": { "name": "a" }, ${inner} }`;

describe('hover: keys', () => {
  it('documents an annotation hint: meaning, type, default, since, what clients assume when absent', () => {
    const { value, covered } = hover(
      'catalog.json',
      '{ "tools": [ { "name": "a", "inputSchema": { "type": "object" }, "annotations": { "readOn‸lyHint": true } } ] }',
    );
    assert.equal(covered, '"readOnlyHint"');
    assert.match(value!, /\*\*readOnlyHint\*\* — ToolAnnotations/);
    assert.match(value!, /type `boolean` · default `false` · since MCP 2025-03-26/);
    assert.match(value!, /When absent:\*\* Clients assume the tool \*\*may modify\*\*/);
    assert.match(value!, /\[MCP specification: Tool annotations\]\(https:/);
  });

  it('documents the content annotations, which are not the tool ones', () => {
    const { value } = hover(
      'catalog.json',
      '{ "resources": [ { "uri": "file:///a", "name": "a", "annotations": { "prio‸rity": 0.5 } } ] }',
    );
    assert.match(value!, /\*\*priority\*\* — Annotations/);
    assert.match(value!, /0 \(entirely optional\) to 1/);
  });

  it('documents a tool of a bare Tool document and of a tool array', () => {
    assert.match(
      hover(
        'tool.json',
        '{ "name": "a", "inputSchema": { "type": "object" }, "annotations": { "destructive‸Hint": false } }',
      ).value!,
      /default `true`/,
    );
    assert.match(
      hover('tools.json', '[ { "name": "a", "input‸Schema": { "type": "object" } } ]').value!,
      /JSON Schema of the arguments/,
    );
  });

  it('documents JSON Schema keywords inside an input schema, and x-mcp-header', () => {
    const text =
      '{ "tools": [ { "name": "a", "inputSchema": { "type": "object", "properties": { "q": { "type": "string", "x-mcp-hea‸der": "Query" } } } } ] }';
    assert.match(hover('catalog.json', text).value!, /Mcp-Param-\{value\}.*since MCP 2026-07-28/s);
    assert.match(
      hover('catalog.json', text.replace('"x-mcp-hea‸der"', '"x-mcp-header"').replace('"q": {', '"‸q": {')).value!,
      /argument \(argument in `tool arguments`\)|An argument of the tool/,
    );
  });

  it('says when a field was removed', () => {
    assert.match(
      hover(
        'catalog.json',
        '{ "tools": [ { "name": "a", "inputSchema": { "type": "object" }, "execu‸tion": { "taskSupport": "optional" } } ] }',
      ).value!,
      /Removed:\*\* Removed in MCP 2026-07-28/,
    );
  });

  it('documents a map entry by what it is', () => {
    const { value } = hover(
      '.vscode/mcp.json',
      '{ "servers": { "git‸hub": { "type": "http", "url": "https://api.githubcopilot.com/mcp/" } } }',
    );
    assert.match(value!, /github \(server in `servers`\)/);
    assert.match(value!, /A server VS Code can start/);
  });

  it('says which client reads a field of an mcpServers entry', () => {
    assert.match(
      hover('claude_desktop_config.json', '{ "mcpServers": { "a": { "command": "x", "env‸File": ".env" } } }').value!,
      /Read by Cursor — \*\*not by Claude Desktop\*\*/,
    );
  });

  it('documents registry and bundle fields', () => {
    assert.match(
      hover(
        'server.json',
        SERVER_JSON('"packages": [ { "registryType": "npm", "identifier": "x", "transport": { "ty‸pe": "stdio" } } ]'),
      ).value!,
      /transport a client uses/,
    );
    assert.match(
      hover(
        'manifest.json',
        MANIFEST('"server": { "type": "node", "entry_point": "i.js", "mcp_config": { "comm‸and": "node" } }'),
      ).value!,
      /The program Claude Desktop starts/,
    );
  });

  it('documents a vendor _meta key and nothing below it', () => {
    assert.match(
      hover(
        'catalog.json',
        '{ "tools": [ { "name": "a", "inputSchema": { "type": "object" }, "_meta": { "com.example/x‸y": { "a": 1 } } } ] }',
      ).value!,
      /metadata key of your own/,
    );
    assert.equal(
      hover(
        'catalog.json',
        '{ "tools": [ { "name": "a", "inputSchema": { "type": "object" }, "_meta": { "com.example/xy": { "‸a": 1 } } } ] }',
      ).value,
      undefined,
    );
  });

  it('gives no hover for keys the format does not have', () => {
    assert.equal(
      hover('catalog.json', '{ "tools": [ { "name": "a", "inputSchema": { "type": "object" }, "bogu‸s": 1 } ] }').value,
      undefined,
    );
    assert.equal(hover('package.json', '{ "na‸me": "x" }').value, undefined);
  });
});

describe('hover: values', () => {
  it("gives a tool's effective behaviour and display name on its name", () => {
    const { value, covered } = hover(
      'catalog.json',
      '{ "tools": [ { "name": "delete_‸repo", "inputSchema": { "type": "object" } } ] }',
    );
    assert.equal(covered, '"delete_repo"');
    assert.match(
      value!,
      /read-only: no \(default\) · destructive: yes \(default\) · idempotent: no \(default\) · reaches the outside world: yes \(default\)/,
    );
    assert.match(value!, /Clients display it as \*\*delete\\_repo\*\* \(its `name`/);
  });

  it('marks explicit hints and takes the display name from title, then annotations.title', () => {
    const explicit = hover(
      'catalog.json',
      '{ "tools": [ { "name": "get_‸x", "title": "Get X", "inputSchema": { "type": "object" }, "annotations": { "title": "Other", "readOnlyHint": true, "openWorldHint": false } } ] }',
    ).value!;
    assert.match(
      explicit,
      /read-only: yes · destructive: no \(read-only\) · idempotent: not applicable \(read-only\) · reaches the outside world: no/,
    );
    assert.match(explicit, /\*\*Get X\*\* \(from `title`\)/);
    const fromAnnotations = hover(
      'catalog.json',
      '{ "tools": [ { "name": "x‸", "inputSchema": { "type": "object" }, "annotations": { "title": "Pretty", "destructiveHint": false } } ] }',
    ).value!;
    assert.match(fromAnnotations, /destructive: no ·/);
    assert.match(fromAnnotations, /\*\*Pretty\*\* \(from `annotations.title`\)/);
  });

  it('explains an enum value', () => {
    const { value, covered } = hover(
      '.vscode/mcp.json',
      '{ "servers": { "a": { "type": "st‸dio", "command": "x" } } }',
    );
    assert.equal(covered, '"stdio"');
    assert.match(value!, /\*\*"stdio"\*\* — value of `type`/);
    assert.match(value!, /Start a local process/);
  });

  it('explains ${input:…} with the input it refers to, and one that is not declared', () => {
    const text =
      '{ "inputs": [ { "type": "promptString", "id": "tok", "description": "GitHub token", "password": true } ], "servers": { "a": { "command": "x", "env": { "T": "Bearer ${inp‸ut:tok}" } } } }';
    const { value, covered } = hover('.vscode/mcp.json', text);
    assert.equal(covered, '${input:tok}');
    assert.match(value!, /`promptString`: GitHub token/);
    assert.match(value!, /password input/);
    assert.match(
      hover('.vscode/mcp.json', text.replace('${inp‸ut:tok}', '${input:mis‸sing}')).value!,
      /No input with id `missing`/,
    );
    assert.match(
      hover('.vscode/mcp.json', text.replace('${inp‸ut:tok}', '${work‸spaceFolder}')).value!,
      /workspace folder/,
    );
  });

  it('explains ${VAR:-default} in Claude Code and ${env:…} in Cursor', () => {
    assert.match(
      hover('.mcp.json', '{ "mcpServers": { "a": { "command": "x", "env": { "K": "${API‸_KEY:-none}" } } } }').value!,
      /When it is unset, `none` is used/,
    );
    assert.match(
      hover('.cursor/mcp.json', '{ "mcpServers": { "a": { "command": "x", "env": { "K": "${env:‸KEY}" } } } }').value!,
      /Cursor replaces it with `KEY`/,
    );
  });

  it('explains ${user_config.…} and ${__dirname} in a bundle manifest', () => {
    const text = MANIFEST(
      '"user_config": { "api_key": { "type": "string", "title": "API key", "description": "d", "sensitive": true } }, "server": { "type": "node", "entry_point": "i.js", "mcp_config": { "command": "node", "args": ["${__dir‸name}/i.js"], "env": { "K": "${user_config.api_key}" } } }',
    );
    assert.match(hover('manifest.json', text).value!, /folder the bundle is installed in/);
    assert.match(
      hover(
        'manifest.json',
        text.replace('${__dir‸name}', '${__dirname}').replace('${user_config.api_key}', '${user_config.api‸_key}'),
      ).value!,
      /“API key”/,
    );
  });

  it('explains RFC 6570 expressions in a uriTemplate', () => {
    const { value, covered } = hover(
      'catalog.json',
      '{ "resourceTemplates": [ { "name": "f", "uriTemplate": "file:///{+pa‸th}" } ] }',
    );
    assert.equal(covered, '{+path}');
    assert.match(value!, /reserved expansion/);
  });

  it('explains registry {placeholders} from the remote’s variables', () => {
    const text = SERVER_JSON(
      '"remotes": [ { "type": "streamable-http", "url": "https://{ho‸st}/mcp", "variables": { "host": { "description": "API host" } } } ]',
    );
    const { value, covered } = hover('server.json', text);
    assert.equal(covered, '{host}');
    assert.match(value!, /variables.host`: API host/);
  });
});
