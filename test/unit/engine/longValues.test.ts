import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { lintText } from '../../helpers/engine';

describe('findings on very long values', () => {
  it('quote a long value cut short, and no message is longer than 1,000 characters', () => {
    const long = 'x'.repeat(100_000);
    const findings = lintText('catalog.json', {
      resources: [{ name: 'r', uri: long, mimeType: long, annotations: { audience: [long, long] } }],
      resourceTemplates: [{ name: 't', uriTemplate: `x://{a}/${'\\'.repeat(50_000)}` }],
    });
    assert.deepEqual([...new Set(findings.map((f) => f.code))].sort(), ['MCP301', 'MCP403', 'MCP405', 'MCP408']);
    for (const f of findings) assert.ok(f.message.length <= 1000, `${f.code}: ${f.message.length} characters`);
    assert.match(findings.find((f) => f.code === 'MCP408')!.message, /^"x{57}…" is not a MIME type/);
    assert.match(findings.find((f) => f.code === 'MCP301')!.message, /^"x{57}…" is not an MCP role/);
    assert.equal(findings.filter((f) => f.code === 'MCP405').length, 1);
  });
});
