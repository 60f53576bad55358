import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { owaspMcpCategory, owaspMcpTags } from '../../../server/src/engine/owaspMcp';

describe('owaspMcpTags: the SARIF tags of a rule in an OWASP MCP Top 10 category', () => {
  it('tags a categorised rule security and its category, and gives no tag to any other code', () => {
    assert.equal(owaspMcpCategory('MCP725')?.id, 'MCP06:2025');
    assert.deepEqual(owaspMcpTags('MCP725'), ['security', 'OWASP-MCP06:2025']);
    assert.deepEqual(owaspMcpTags('MCP001'), []);
    assert.deepEqual(owaspMcpTags('nonsense'), []);
  });
});
