import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { firstSchemaProblem, schemaCacheKey } from '../../../../server/src/engine/util/jsonSchema';

describe('the schema check cache', () => {
  it('keys a schema by a digest, not by its text: the key of a megabyte schema is as short as any', () => {
    const small = JSON.stringify({ type: 'object' });
    const huge = JSON.stringify({ type: 'object', description: 'd'.repeat(1024 * 1024) });
    assert.match(schemaCacheKey(small, '2020-12'), /^2020-12:[0-9a-f]{64}$/);
    assert.equal(schemaCacheKey(huge, '2020-12').length, schemaCacheKey(small, '2020-12').length);
    assert.equal(schemaCacheKey(huge, '2020-12'), schemaCacheKey(huge.slice(0), '2020-12'));
  });

  it('gives different texts, and the same text in different dialects, different keys', () => {
    const a = '{"type":"object","properties":{"a":{"type":"string"}}}';
    const b = '{"type":"object","properties":{"b":{"type":"string"}}}';
    assert.notEqual(schemaCacheKey(a, '2020-12'), schemaCacheKey(b, '2020-12'));
    assert.notEqual(schemaCacheKey(a, '2020-12'), schemaCacheKey(a, 'draft-07'));
    // UTF-8 would encode both lone surrogates as U+FFFD
    assert.notEqual(
      schemaCacheKey('{"pattern":"\uD800"}', '2020-12'),
      schemaCacheKey('{"pattern":"\uD801"}', '2020-12'),
    );
    // such texts are hashed as UTF-16 under keys of their own, so no UTF-8 text can share their digest
    assert.match(schemaCacheKey('{"title":"\uD83D\uDE00"}', '2020-12'), /^2020-12:u16:[0-9a-f]{64}$/);
  });

  it("never answers one schema with another one's result", () => {
    const valid = '{"type":"object","properties":{"a":{"type":"string"}}}';
    const invalid = '{"type":"object","properties":{"a":{"type":"strng"}}}';
    assert.equal(
      firstSchemaProblem(valid, () => JSON.parse(valid) as Record<string, unknown>, '2020-12'),
      undefined,
    );
    assert.deepEqual(
      firstSchemaProblem(invalid, () => JSON.parse(invalid) as Record<string, unknown>, '2020-12')?.path,
      ['properties', 'a', 'type'],
    );
    assert.equal(
      firstSchemaProblem(valid, () => assert.fail('cached'), '2020-12'),
      undefined,
    );
  });
});
