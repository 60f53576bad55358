// A tool's inputSchema through the runner's connection, form and live lint, in both eras: a `$ref` to a network URL
// is never fetched (SEP-2106), and JSON Schema 2020-12 keywords come through as the server sent them (SEP-1613).
import { strict as assert } from 'node:assert';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { lintCatalog } from '../../client/src/model/catalogLint';
import { buildForm } from '../../client/src/runner/schemaForm';
import { DEFAULT_SETTINGS } from '../../common/protocol/settings';
import type { JsonObject } from '../../common/mcp/types';
import { fileScope, fixtureLaunch, recorded } from './fixtures';

const { pool, tmp } = fileScope();

/** Every request the canary answers: a client that follows the network `$ref` asks it for the referenced schema. */
const canaryRequests: string[] = [];
let canary: Server;
let canaryUrl = '';

before(async () => {
  canary = createServer((req, res) => {
    canaryRequests.push(`${req.method} ${req.url}`);
    res.writeHead(200, { 'content-type': 'application/schema+json' });
    res.end(JSON.stringify({ type: 'object', properties: { displayName: { type: 'string' } } }));
  });
  await new Promise<void>((resolve) => canary.listen(0, '127.0.0.1', resolve));
  canaryUrl = `http://127.0.0.1:${(canary.address() as AddressInfo).port}/schemas/profile.json`;
});
after(() => new Promise<void>((resolve) => canary.close(() => resolve())));

/** The suite's focal schema (json-schema-2020-12-preservation) with json-schema-ref-no-deref's network `$ref`. */
function schemaWithNetworkRef(): JsonObject {
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    type: 'object',
    $defs: {
      userId: { type: 'string', pattern: '^[a-z0-9-]+$' },
      address: { $anchor: 'address', type: 'object', properties: { street: { type: 'string' } } },
    },
    properties: {
      id: { $ref: '#/$defs/userId' },
      profile: { $ref: canaryUrl },
      home: { $ref: '#/$defs/address' },
      when: { type: 'string' },
    },
    allOf: [{ anyOf: [{ required: ['id'] }, { required: ['when'] }] }],
    if: { properties: { when: { const: 'now' } } },
    then: { required: ['id'] },
    else: { required: ['when'] },
    additionalProperties: false,
    required: ['id'],
  };
}

for (const [era, args] of [
  ['2026-07-28', []],
  ['2025-11-25', ['--revision', '2025-11-25']],
] as const) {
  describe(`a tool schema with a network $ref, on a ${era} server`, () => {
    it('is listed, shown as a form, linted and called without the reference being fetched', async () => {
      const schema = schemaWithNetworkRef();
      const calls = tmp.file(`calls-${era}.jsonl`);
      const { connection } = pool.make(`schema-refs-${era}`);
      await connection.start(
        fixtureLaunch('toolSchema.mjs', {
          args: [...args],
          env: { MCP_LENS_FIXTURE_SCHEMA: JSON.stringify(schema), MCP_LENS_FIXTURE_CALLS: calls },
        }),
      );
      assert.equal(connection.state.status, 'running', JSON.stringify(connection.state));
      assert.equal(connection.state.status === 'running' && connection.state.protocolVersion, era);
      const tool = connection.catalog?.tools?.find((t) => t.name === 'book');
      assert.ok(tool, JSON.stringify(connection.catalog));
      // every 2020-12 keyword as sent: $schema, $defs with $anchor, allOf/anyOf, if/then/else, additionalProperties
      assert.deepEqual(tool.inputSchema, schema);

      const form = buildForm(tool.inputSchema);
      assert.ok(form, 'the runner builds a form of the schema');
      const findings = lintCatalog({
        uri: `mcp-lens-catalog:/schema-refs.catalog.json?${era}`,
        text: JSON.stringify({ protocolVersion: era, tools: connection.catalog?.tools }, null, 2),
        settings: DEFAULT_SETTINGS,
      });
      // the lint says the reference points outside the schema (MCP106) rather than following it
      assert.ok(
        findings.some((f) => f.code === 'MCP106' && f.message.includes(canaryUrl)),
        JSON.stringify(findings),
      );
      const outcome = await connection.callTool({ name: 'book', arguments: { id: 'ada' } }, async () => true);
      assert.equal(outcome.outcome, 'completed');
      assert.deepEqual(
        recorded(calls).map((c) => c.arguments),
        [{ id: 'ada' }],
      );

      assert.deepEqual(canaryRequests, [], 'nothing fetched the network $ref');
    });
  });
}
