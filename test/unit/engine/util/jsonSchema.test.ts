import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import {
  dialectOfUri,
  firstSchemaProblem,
  validatorPool,
  type SchemaDialect,
} from '../../../../server/src/engine/util/jsonSchema';

const problemOf = (schema: unknown, dialect: SchemaDialect) => {
  const text = JSON.stringify(schema);
  return firstSchemaProblem(text, () => JSON.parse(text) as Record<string, unknown>, dialect);
};

const TYPE_NAMES = { allowedValues: ['array', 'boolean', 'integer', 'null', 'number', 'object', 'string'] };

describe('jsonSchema: dialects, the error shown, and references', () => {
  it('reads the dialect of a $schema URI: http or https, a trailing "#", whitespace around it', () => {
    assert.equal(dialectOfUri(' https://json-schema.org/draft/2020-12/schema '), '2020-12');
    assert.equal(dialectOfUri('http://json-schema.org/draft/2019-09/schema#'), '2019-09');
    assert.equal(dialectOfUri('http://json-schema.org/draft-07/schema#'), 'draft-07');
    // only a trailing "#" is dropped
    assert.equal(dialectOfUri('https://json-schema.org/draft#-07/schema'), undefined);
    assert.equal(dialectOfUri('http://json-schema.org/draft-04/schema#'), undefined);
  });

  it('checks each schema in its own dialect', () => {
    // an array of items is draft-07's and 2019-09's tuple form; 2020-12 calls it prefixItems
    const arrayItems = {
      path: ['items'],
      keyword: 'type',
      message: 'must be object,boolean',
      params: { type: ['object', 'boolean'] },
    };
    assert.deepEqual(problemOf({ items: [{}] }, '2020-12'), arrayItems);
    assert.equal(problemOf({ items: [{}] }, '2019-09'), undefined);
    assert.equal(problemOf({ items: [{}] }, 'draft-07'), undefined);
    // dependentRequired came with 2019-09; to draft-07 it is an unknown keyword
    const dependent = {
      path: ['dependentRequired', 'a'],
      keyword: 'type',
      message: 'must be array',
      params: { type: 'array' },
    };
    assert.deepEqual(problemOf({ dependentRequired: { a: 1 } }, '2019-09'), dependent);
    assert.deepEqual(problemOf({ dependentRequired: { a: 1 } }, '2020-12'), dependent);
    assert.equal(problemOf({ dependentRequired: { a: 1 } }, 'draft-07'), undefined);
  });

  it("shows the deepest error, and of those the first: the branch's own, not the composition's", () => {
    assert.deepEqual(problemOf({ type: 5 }, '2020-12'), {
      path: ['type'],
      keyword: 'enum',
      message: 'must be equal to one of the allowed values',
      params: TYPE_NAMES,
    });
    assert.deepEqual(problemOf({ items: [5] }, '2019-09'), {
      path: ['items', '0'],
      keyword: 'type',
      message: 'must be object,boolean',
      params: { type: ['object', 'boolean'] },
    });
    // the first problem found, not every problem: validation stops at minLength, before contentSchema
    assert.deepEqual(problemOf({ minLength: -1, contentSchema: { type: 'x' } }, '2020-12'), {
      path: ['minLength'],
      keyword: 'minimum',
      message: 'must be >= 0',
      params: { comparison: '>=', limit: 0 },
    });
    // a path's segments are unescaped (JSON pointer ~1 and ~0)
    assert.deepEqual(problemOf({ properties: { 'a/b': { properties: { 'c~d': { type: 'x' } } } } }, '2020-12'), {
      path: ['properties', 'a/b', 'properties', 'c~d', 'type'],
      keyword: 'enum',
      message: 'must be equal to one of the allowed values',
      params: TYPE_NAMES,
    });
  });

  it('reports a reference that resolves nowhere as written, and a schema that cannot be compiled', () => {
    const unresolved = (ref: string) => ({
      path: [],
      keyword: '$ref',
      message: `can't resolve reference ${ref} from id https://mcp-lens.invalid/schema`,
      params: {},
      ref,
    });
    assert.deepEqual(problemOf({ $ref: '#/$defs/x' }, '2020-12'), unresolved('#/$defs/x'));
    assert.deepEqual(problemOf({ $ref: 'other.json#/a' }, '2020-12'), unresolved('other.json#/a'));
    assert.deepEqual(
      problemOf({ $ref: 'https://example.com/other.json' }, '2020-12'),
      unresolved('https://example.com/other.json'),
    );
    assert.deepEqual(
      problemOf(
        { $ref: '#/$defs/a', $defs: { a: { $id: 'https://example.com/x' }, b: { $id: 'https://example.com/x' } } },
        '2020-12',
      ),
      {
        path: [],
        keyword: 'compile',
        message: 'reference "https://example.com/x" resolves to more than one schema',
        params: {},
      },
    );
    assert.equal(problemOf({ $ref: '#', properties: { next: { $ref: '#' } } }, '2020-12'), undefined);
  });

  it('compiles only a schema with a reference: two subschemas with one $id and no $ref are no problem', () => {
    const twice = { $defs: { a: { $id: 'https://example.com/x' }, b: { $id: 'https://example.com/x' } } };
    assert.equal(problemOf(twice, '2020-12'), undefined);
    // whitespace between a reference keyword and its colon is still a reference
    const spaced = '{ "$ref" : "#/$defs/x" }';
    assert.equal(
      firstSchemaProblem(spaced, () => JSON.parse(spaced) as Record<string, unknown>, '2020-12')?.ref,
      '#/$defs/x',
    );
  });

  it('checks in the dialect given, whatever the $schema: a meta-schema it does not know is no problem', () => {
    assert.equal(problemOf({ $schema: 'https://example.com/meta', type: 'string' }, '2020-12'), undefined);
    assert.equal(
      problemOf({ $schema: 'http://json-schema.org/draft-04/schema#', type: 'string' }, 'draft-07'),
      undefined,
    );
    // the dialect's meta-schema still applies
    assert.deepEqual(problemOf({ $schema: 'https://example.com/meta', minLength: -1 }, '2020-12')?.path, ['minLength']);
  });

  it('reports a schema nested too deep to check as a problem, and does not throw', () => {
    const depth = 10000;
    const deep = `${'{"items":'.repeat(depth)}{}${'}'.repeat(depth)}`;
    assert.deepEqual(
      firstSchemaProblem(deep, () => JSON.parse(deep) as Record<string, unknown>, '2020-12'),
      {
        path: [],
        keyword: 'compile',
        message: 'Maximum call stack size exceeded',
        params: {},
      },
    );
  });

  it('forgets each schema it compiled: two schemas with one $id are each checked on their own', () => {
    const id = 'https://example.com/s.json';
    assert.equal(problemOf({ $id: id, $ref: '#/$defs/a', $defs: { a: { type: 'string' } } }, '2020-12'), undefined);
    assert.equal(problemOf({ $id: id, $ref: '#/$defs/b', $defs: { b: { type: 'number' } } }, '2020-12'), undefined);
    assert.deepEqual(problemOf({ $id: id, $ref: '#/$defs/a', $defs: { b: {} } }, '2020-12'), {
      path: [],
      keyword: '$ref',
      message: `can't resolve reference #/$defs/a from id ${id}`,
      params: {},
      ref: `${id}#/$defs/a`,
    });
  });

  it('makes one validator per dialect, on first use', () => {
    const pool = validatorPool({ allErrors: true, optimize: true });
    const v2020 = pool('2020-12');
    assert.equal(pool('2020-12'), v2020);
    assert.notEqual(pool('draft-07'), v2020);
    assert.equal(pool('draft-07'), pool('draft-07'));
    // allErrors: every problem of a value
    const validate = v2020.compile({ type: 'object', properties: { a: { type: 'string' }, b: { type: 'number' } } });
    assert.equal(validate({ a: 1, b: 'x' }), false);
    assert.deepEqual(
      validate.errors?.map((e) => e.instancePath),
      ['/a', '/b'],
    );
  });

  it("checks values against a schema the meta-schema rejects or whose $schema it does not know (the schema's own problems are reported apart)", () => {
    const v2020 = validatorPool({ allErrors: true, optimize: true })('2020-12');
    const loose = v2020.compile({ type: 'object', properties: { a: { type: 'string', minLength: -1 } } });
    assert.equal(loose({ a: 'x' }), true);
    assert.equal(loose({ a: 1 }), false);
    assert.equal(v2020.compile({ $schema: 'https://example.com/meta', type: 'string' })('x'), true);
  });

  it('keeps no compiled schema by its $id: two schemas with one $id compile, each checking by its own', () => {
    const draft07 = validatorPool({ allErrors: false, optimize: false })('draft-07');
    const text = draft07.compile({ $id: 'https://example.com/s.json', type: 'string' });
    const count = draft07.compile({ $id: 'https://example.com/s.json', type: 'number' });
    assert.deepEqual([text('x'), text(1), count(1), count('x')], [true, false, true, false]);
  });
});

describe('firstSchemaProblem', () => {
  it('answers from the cache with the same result', () => {
    const source = JSON.stringify({ type: 'object', properties: { a: { type: 'strng' } } });
    let loads = 0;
    const load = () => {
      loads++;
      return JSON.parse(source) as Record<string, unknown>;
    };
    const first = firstSchemaProblem(source, load, '2020-12');
    assert.deepEqual(first?.path, ['properties', 'a', 'type']);
    assert.equal(firstSchemaProblem(source, load, '2020-12'), first);
    assert.equal(loads, 1);
    assert.equal(
      firstSchemaProblem('{"type":"object"}', () => ({ type: 'object' }), 'draft-07'),
      undefined,
    );
  });
});
