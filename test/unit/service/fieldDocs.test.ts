import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import {
  childrenOf,
  docAt,
  DOC_KINDS,
  entries,
  parsePattern,
  resolve,
  TYPES,
  type DocKind,
} from '../../../server/src/fieldDocs';

const keys = (kind: DocKind, path: string, options = {}) => childrenOf(kind, path, options).map((c) => c.key);

function assertHas(kind: DocKind, path: string, expected: string[]): void {
  const present = keys(kind, path, { includeHidden: true });
  const missing = expected.filter((k) => !present.includes(k));
  assert.deepEqual(missing, [], `${kind} ${path || '(root)'} lacks ${missing.join(', ')}`);
}

describe('field documentation table', () => {
  it('is well formed: every type it names exists, every entry has a summary and a type', () => {
    for (const [name, type] of Object.entries(TYPES)) {
      const docs = [
        ...Object.entries(type.fields),
        ...(type.entry ? [['*', type.entry] as const] : []),
        ...(type.other ? [['*', type.other] as const] : []),
      ];
      for (const [key, doc] of docs) {
        const where = `${name}.${key}`;
        assert.ok(doc.summary.length > 10, `${where} summary`);
        assert.ok(doc.type.length > 0, `${where} type`);
        for (const ref of [doc.inner?.object, doc.inner?.items]) {
          if (ref) assert.ok(TYPES[ref], `${where} names ${ref}, which does not exist`);
        }
        for (const v of doc.values ?? []) assert.ok(v.doc.length > 2, `${where} value ${String(v.value)} has a doc`);
        for (const e of doc.examples ?? []) assert.doesNotThrow(() => JSON.parse(e), `${where} example ${e} is JSON`);
      }
    }
  });

  it('covers every field the facts file lists for capability documents', () => {
    assertHas('capabilities', 'tools[*]', [
      'name',
      'title',
      'description',
      'inputSchema',
      'outputSchema',
      'annotations',
      'icons',
      '_meta',
      'execution',
    ]);
    assertHas('capabilities', 'tools[*].execution', ['taskSupport']);
    assertHas('capabilities', 'resources[*]', [
      'uri',
      'name',
      'title',
      'description',
      'mimeType',
      'annotations',
      'size',
      'icons',
      '_meta',
    ]);
    assertHas('capabilities', 'resourceTemplates[*]', [
      'uriTemplate',
      'name',
      'title',
      'description',
      'mimeType',
      'annotations',
      'icons',
      '_meta',
    ]);
    assertHas('capabilities', 'prompts[*]', ['name', 'title', 'description', 'arguments', 'icons', '_meta']);
    assertHas('capabilities', 'prompts[*].arguments[*]', ['name', 'title', 'description', 'required']);
    assertHas('capabilities', 'messages[*]', ['role', 'content']);
    assertHas('capabilities', 'messages[*].content', [
      'type',
      'text',
      'data',
      'mimeType',
      'resource',
      'uri',
      'name',
      'annotations',
      '_meta',
    ]);
    assertHas('capabilities', 'content[*].resource', ['uri', 'mimeType', 'text', 'blob', '_meta']);
    assertHas('capabilities', 'tools[*].icons[*]', ['src', 'mimeType', 'sizes', 'theme']);
    assertHas('capabilities', 'tools[*]._meta', [
      'progressToken',
      'io.modelcontextprotocol/protocolVersion',
      'traceparent',
      'tracestate',
      'baggage',
    ]);
    assertHas('capabilities', 'tools[*].inputSchema', [
      'type',
      'properties',
      'required',
      'additionalProperties',
      '$schema',
    ]);
    assertHas('capabilities', 'tools[*].inputSchema.properties.q', ['x-mcp-header', 'oneOf', '$ref']);
  });

  it('keeps the two "annotations" apart', () => {
    assert.deepEqual(keys('capabilities', 'tools[*].annotations'), [
      'title',
      'readOnlyHint',
      'destructiveHint',
      'idempotentHint',
      'openWorldHint',
    ]);
    for (const path of [
      'resources[*].annotations',
      'resourceTemplates[*].annotations',
      'content[*].annotations',
      'messages[*].content.annotations',
    ]) {
      assert.deepEqual(keys('capabilities', path), ['audience', 'priority', 'lastModified'], path);
    }
  });

  it('has the spec defaults, revisions and what clients assume when a hint is absent', () => {
    const hint = (k: string) => docAt('capabilities', `tools[*].annotations.${k}`)!;
    assert.equal(hint('readOnlyHint').default, 'false');
    assert.equal(hint('destructiveHint').default, 'true');
    assert.equal(hint('idempotentHint').default, 'false');
    assert.equal(hint('openWorldHint').default, 'true');
    for (const k of ['readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint']) {
      assert.equal(hint(k).since, 'MCP 2025-03-26');
      assert.ok(hint(k).whenAbsent);
    }
    assert.equal(docAt('capabilities', 'resources[*].annotations.lastModified')!.since, 'MCP 2025-06-18');
    assert.equal(docAt('capabilities', 'tools[*].icons')!.since, 'MCP 2025-11-25');
    assert.match(docAt('capabilities', 'tools[*].execution')!.removed!, /2026-07-28/);
    assert.deepEqual(
      docAt('capabilities', 'messages[*].role')!.values!.map((v) => v.value),
      ['user', 'assistant'],
    );
  });

  it('covers VS Code mcp.json', () => {
    assertHas('vscode-mcp', '', ['servers', 'inputs', 'sandbox']);
    assertHas('vscode-mcp', 'servers.*', [
      'type',
      'command',
      'args',
      'env',
      'envFile',
      'cwd',
      'dev',
      'sandboxEnabled',
      'url',
      'headers',
      'oauth',
    ]);
    assertHas('vscode-mcp', 'servers.*.dev', ['watch', 'debug']);
    assertHas('vscode-mcp', 'servers.*.dev.debug', ['type', 'debugpyPath']);
    assertHas('vscode-mcp', 'servers.*.oauth', ['clientId', 'enterpriseManaged']);
    assertHas('vscode-mcp', 'inputs[*]', [
      'type',
      'id',
      'description',
      'default',
      'password',
      'options',
      'command',
      'args',
    ]);
    assertHas('vscode-mcp', 'inputs[*].options[*]', ['label', 'value']);
    assertHas('vscode-mcp', 'sandbox.filesystem', ['allowWrite', 'denyRead', 'denyWrite']);
    assertHas('vscode-mcp', 'sandbox.network', ['allowedDomains', 'deniedDomains']);
    assert.ok(docAt('vscode-mcp', 'servers.*.env.GITHUB_TOKEN'));
    assert.deepEqual(
      docAt('vscode-mcp', 'inputs[*].type')!.values!.map((v) => v.value),
      ['promptString', 'pickString', 'command'],
    );
  });

  it('covers the mcpServers dialects, each with the fields its client reads', () => {
    assertHas('mcp-servers', 'mcpServers.*', [
      'type',
      'command',
      'args',
      'env',
      'envFile',
      'url',
      'headers',
      'headersHelper',
      'oauth',
      'auth',
    ]);
    assert.deepEqual(keys('mcp-servers', 'mcpServers.*', { dialect: 'claude-desktop' }).sort(), [
      'args',
      'command',
      'env',
    ]);
    assert.ok(keys('mcp-servers', 'mcpServers.*', { dialect: 'claude-code' }).includes('headersHelper'));
    assert.ok(!keys('mcp-servers', 'mcpServers.*', { dialect: 'claude-code' }).includes('auth'));
    assertHas('mcp-servers', 'mcpServers.*.oauth', ['clientId', 'callbackPort', 'authServerMetadataUrl', 'scopes']);
    assertHas('mcp-servers', 'mcpServers.*.auth', ['CLIENT_ID', 'CLIENT_SECRET', 'scopes']);
  });

  it('covers server.json', () => {
    assertHas('server-json', '', [
      '$schema',
      'name',
      'description',
      'title',
      'version',
      'websiteUrl',
      'repository',
      'icons',
      'packages',
      'remotes',
      '_meta',
    ]);
    assertHas('server-json', 'repository', ['url', 'source', 'id', 'subfolder']);
    assertHas('server-json', 'icons[*]', ['src', 'mimeType', 'sizes', 'theme']);
    assertHas('server-json', 'packages[*]', [
      'registryType',
      'registryBaseUrl',
      'identifier',
      'version',
      'fileSha256',
      'runtimeHint',
      'transport',
      'runtimeArguments',
      'packageArguments',
      'environmentVariables',
    ]);
    assertHas('server-json', 'packages[*].transport', ['type', 'url', 'headers']);
    const input = ['description', 'isRequired', 'format', 'value', 'isSecret', 'default', 'placeholder', 'choices'];
    assertHas('server-json', 'packages[*].environmentVariables[*]', ['name', 'variables', ...input]);
    assertHas('server-json', 'packages[*].packageArguments[*]', [
      'type',
      'name',
      'valueHint',
      'isRepeated',
      'variables',
      ...input,
    ]);
    assertHas('server-json', 'remotes[*]', ['type', 'url', 'headers', 'variables']);
    assertHas('server-json', 'remotes[*].variables.host', input);
    assertHas('server-json', '_meta', ['io.modelcontextprotocol.registry/publisher-provided']);
    assert.match(docAt('server-json', 'packages[*].registry_type')!.removed!, /2025-09-16/);
    assert.equal(
      docAt('server-json', '$schema')!.values![0]!.value,
      'https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json',
    );
  });

  it('covers the MCP Bundle manifest', () => {
    assertHas('mcpb-manifest', '', [
      '$schema',
      'manifest_version',
      'dxt_version',
      'name',
      'display_name',
      'version',
      'description',
      'long_description',
      'author',
      'repository',
      'homepage',
      'documentation',
      'support',
      'icon',
      'icons',
      'screenshots',
      'localization',
      'server',
      'tools',
      'tools_generated',
      'prompts',
      'prompts_generated',
      'keywords',
      'license',
      'privacy_policies',
      'compatibility',
      'user_config',
      '_meta',
    ]);
    assertHas('mcpb-manifest', 'author', ['name', 'email', 'url']);
    assertHas('mcpb-manifest', 'icons[*]', ['src', 'size', 'theme']);
    assertHas('mcpb-manifest', 'localization', ['resources', 'default_locale']);
    assertHas('mcpb-manifest', 'server', ['type', 'entry_point', 'mcp_config']);
    assertHas('mcpb-manifest', 'server.mcp_config', ['command', 'args', 'env', 'platform_overrides']);
    assertHas('mcpb-manifest', 'server.mcp_config.platform_overrides.win32', ['command', 'args', 'env']);
    assertHas('mcpb-manifest', 'user_config.api_key', [
      'type',
      'title',
      'description',
      'required',
      'default',
      'multiple',
      'sensitive',
      'min',
      'max',
    ]);
    assertHas('mcpb-manifest', 'compatibility', ['claude_desktop', 'platforms', 'runtimes']);
    assertHas('mcpb-manifest', 'compatibility.runtimes', ['python', 'node']);
    assertHas('mcpb-manifest', 'prompts[*]', ['name', 'description', 'arguments', 'text']);
    assert.equal(docAt('mcpb-manifest', 'icons')!.since, 'MCPB 0.3');
    assert.ok(docAt('mcpb-manifest', 'dxt_version')!.deprecated);
  });

  it('lists every documented path as a pattern, and reads patterns and paths alike', () => {
    const patterns = new Map(DOC_KINDS.map((k) => [k, entries(k).map((e) => e.pattern)]));
    assert.ok(patterns.get('capabilities')!.includes('tools[*].annotations.readOnlyHint'));
    assert.ok(patterns.get('vscode-mcp')!.includes('servers.*.env'));
    assert.ok(patterns.get('server-json')!.includes('packages[*].transport.type'));
    assert.ok(patterns.get('mcpb-manifest')!.includes('server.mcp_config.command'));
    assert.ok(patterns.get('capabilities')!.includes('tools[*]._meta["io.modelcontextprotocol/protocolVersion"]'));
    for (const kind of DOC_KINDS) {
      for (const { pattern, doc } of entries(kind)) assert.equal(docAt(kind, pattern), doc, `${kind} ${pattern}`);
    }
    assert.deepEqual(parsePattern('tools[*].annotations["io.x/y"]'), ['tools', 0, 'annotations', 'io.x/y']);
    assert.equal(
      docAt('capabilities', ['tools', 7, 'annotations', 'openWorldHint']),
      docAt('capabilities', 'tools[*].annotations.openWorldHint'),
    );
  });

  it('tells documented, free-form and unknown paths apart', () => {
    assert.equal(resolve('capabilities', 'tools[*].annotations.readOnlyHint').status, 'known');
    assert.equal(resolve('capabilities', 'tools[*]._meta["com.example/x"].anything').status, 'free');
    assert.equal(resolve('capabilities', 'tools[*].bogus').status, 'unknown');
    assert.equal(resolve('capabilities', 'tools[*].annotations.priority').status, 'unknown');
  });
});
