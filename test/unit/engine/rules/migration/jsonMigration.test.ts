// The migration rules on JSON documents: MCP031 on a deprecated `logging` capability declared by a capability
// document that targets MCP 2026-07-28 (its protocolVersion, else the setting, else the newest revision).
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { codes, lintText, spanOf } from '../../../../helpers/engine';

const tool = { name: 'read_note', description: 'Reads a note.', inputSchema: { type: 'object', properties: {} } };
const doc = (body: Record<string, unknown>) => JSON.stringify(body, null, 2);
const migrationCodes = (text: string, options = {}) =>
  codes(lintText('server.capabilities.json', text, options)).filter((c) => /^MCP03\d$/.test(c));

describe('migration rules on JSON (MCP031)', () => {
  it('reports the logging capability of a document that targets 2026-07-28, with the deprecation window', () => {
    const text = doc({ protocolVersion: '2026-07-28', capabilities: { logging: {}, tools: {} }, tools: [tool] });
    const f = lintText('server.capabilities.json', text).filter((x) => x.code === 'MCP031');
    assert.equal(f.length, 1);
    assert.equal(spanOf(text, f[0]!), '"logging"');
    assert.equal(f[0]!.severity, 'hint');
    assert.deepEqual(f[0]!.tags, ['deprecated']);
    assert.match(f[0]!.message, /deprecated since MCP 2026-07-28 \(SEP-2577\)/);
    assert.match(f[0]!.message, /until 2027-07-28 at the earliest/);
    assert.match(f[0]!.message, /its protocolVersion/);
  });
  it("reads a JSON-RPC response's result, and says when the revision comes from the setting", () => {
    const text = doc({ jsonrpc: '2.0', id: 1, result: { capabilities: { logging: {} }, tools: [tool] } });
    const f = lintText('server.capabilities.json', text, { specVersion: '2026-07-28' });
    const found = f.filter((x) => x.code === 'MCP031');
    assert.equal(found.length, 1);
    assert.match(found[0]!.message, /mcpLens\.specVersion/);
  });
  it('reads `result` only in a JSON-RPC response: elsewhere it is a key like any other', () => {
    const text = doc({
      protocolVersion: '2026-07-28',
      capabilities: { logging: {} },
      result: { capabilities: { tools: {} } },
      tools: [tool],
    });
    const f = lintText('server.capabilities.json', text).filter((x) => x.code === 'MCP031');
    assert.deepEqual(
      f.map((x) => spanOf(text, x)),
      ['"logging"'],
    );
  });
  it('is quiet on a 2025 target, on capabilities without logging, and on a "logging" key elsewhere', () => {
    assert.deepEqual(
      migrationCodes(doc({ protocolVersion: '2025-11-25', capabilities: { logging: {} }, tools: [tool] })),
      [],
    );
    assert.deepEqual(
      migrationCodes(doc({ capabilities: { logging: {} }, tools: [tool] }), { specVersion: '2025-06-18' }),
      [],
    );
    assert.deepEqual(
      migrationCodes(doc({ protocolVersion: '2026-07-28', capabilities: { tools: {} }, tools: [tool] })),
      [],
    );
    const nested = { ...tool, inputSchema: { type: 'object', properties: { logging: { type: 'boolean' } } } };
    assert.deepEqual(migrationCodes(doc({ protocolVersion: '2026-07-28', tools: [nested] })), []);
  });
  it('never reports MCP032 on JSON: no JSON kind holds a JSON-RPC error object', () => {
    const text = doc({ protocolVersion: '2026-07-28', tools: [tool], error: { code: -32002, message: 'missing' } });
    assert.deepEqual(migrationCodes(text), []);
  });
});

describe('migration rules on JSON: an initialize result mapped by mcpLens.files', () => {
  it('reports its logging capability', () => {
    const text = doc({
      jsonrpc: '2.0',
      id: 1,
      result: { protocolVersion: '2026-07-28', capabilities: { logging: {} }, serverInfo: { name: 'n', version: '1' } },
    });
    assert.deepEqual(codes(lintText('captures/initialize.json', text)), []);
    const mapped = lintText('captures/initialize.json', text, {}, { '**/initialize.json': 'capabilities' });
    assert.deepEqual(
      mapped.map((f) => f.code).filter((c) => c.startsWith('MCP03')),
      ['MCP031'],
    );
  });
});
