import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { transcript } from '../../../../helpers/transcript';

describe('JSON syntax (MCP001) at its edges', () => {
  it('covers the whole of a bad token, and at least one character where the parser names a place', () => {
    assert.deepEqual(
      transcript('tools.json', '{"tools": [{"name": hello, "description": "d", "inputSchema": {"type": "object"}}]}', {
        only: ['MCP001'],
      }),
      ['MCP001 error "hello": JSON syntax: invalid symbol.', 'MCP001 error ",": JSON syntax: value expected.'],
    );
  });
});
