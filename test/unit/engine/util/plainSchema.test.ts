import { strict as assert } from 'node:assert';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { Node } from 'jsonc-parser';
import { parseDocument } from '../../../../common/json/parsedDocument';
import { keyOf, valueOf } from '../../../../common/json/jsonNodes';
import { createValidator, type SchemaDialect } from '../../../../server/src/engine/util/jsonSchema';
import { isPlainSchema } from '../../../../server/src/engine/util/plainSchema';
import { SCHEMA_KEYWORDS } from '../../../../server/src/engine/util/schemaWalk';
import { Random } from '../../../fuzz/random';
import { corpusFiles, REPO_ROOT } from '../../../helpers/paths';

const DIALECTS: readonly SchemaDialect[] = ['draft-07', '2019-09', '2020-12'];
const validators = new Map(DIALECTS.map((d) => [d, createValidator(d, { allErrors: false, optimize: false })]));

function rootOf(text: string): Node {
  const root = parseDocument('file:///schema.json', text).root;
  assert.ok(root, `no tree for ${text}`);
  return root;
}

function plain(schema: unknown): boolean {
  return isPlainSchema(rootOf(typeof schema === 'string' ? schema : JSON.stringify(schema)));
}

/** The validator's verdict, as the schema rule asks for it (the root's `$schema` taken out: the dialect is chosen). */
function validIn(dialect: SchemaDialect, schema: Record<string, unknown>): boolean {
  const { $schema: _ignored, ...rest } = schema;
  void _ignored;
  return validators.get(dialect)!.validateSchema(rest) as boolean;
}

/** Holds the validator to every "plain": a plain schema is valid in all three dialects. */
function assertPlainMeansValid(text: string): boolean {
  if (!isPlainSchema(rootOf(text))) return false;
  const value = JSON.parse(text) as Record<string, unknown>;
  for (const d of DIALECTS) assert.ok(validIn(d, value), `plain, but invalid in ${d}: ${text}`);
  return true;
}

/** Keys the meta-schemas of draft-07, 2019-09 and 2020-12 (as Ajv ships them) give a rule for. */
function metaSchemaKeys(): Set<string> {
  const refs = join(REPO_ROOT, 'node_modules', 'ajv', 'dist', 'refs');
  const files = [join(refs, 'json-schema-draft-07.json')];
  for (const d of ['json-schema-2019-09', 'json-schema-2020-12']) {
    files.push(join(refs, d, 'schema.json'));
    for (const f of readdirSync(join(refs, d, 'meta'))) files.push(join(refs, d, 'meta', f));
  }
  const keys = new Set<string>();
  for (const f of files) {
    for (const k of Object.keys((JSON.parse(readFileSync(f, 'utf8')) as { properties?: object }).properties ?? {})) {
      keys.add(k);
    }
  }
  return keys;
}

describe('plain schemas (valid without asking the JSON Schema validator)', () => {
  it('knows every keyword the three meta-schemas constrain, so any other key may hold anything', () => {
    const known = new Set(SCHEMA_KEYWORDS);
    const keys = metaSchemaKeys();
    assert.ok(keys.size > 50, `only ${keys.size} meta-schema keys found`);
    assert.deepEqual(
      [...keys].filter((k) => !known.has(k)),
      [],
    );
  });

  it('recognises the schemas tools are usually made of', () => {
    const schema = {
      type: 'object',
      properties: {
        id: { type: 'string', description: 'Identifier.', minLength: 1, format: 'uuid' },
        status: { type: ['string', 'null'], enum: ['a', 'b', null], default: 'a' },
        limit: { type: 'integer', minimum: 1, maximum: 100, multipleOf: 1, default: 20 },
        filter: {
          type: 'object',
          properties: { tags: { type: 'array', items: { type: 'string' }, uniqueItems: true, maxItems: 10 } },
          additionalProperties: false,
        },
        flag: true,
      },
      required: ['id'],
      additionalProperties: { type: 'string' },
      'x-mcp-header': { anything: [1, 2] },
      title: 'Args',
      examples: [{ id: 'x' }],
    };
    assert.equal(assertPlainMeansValid(JSON.stringify(schema)), true);
    assert.equal(plain({ $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'object' }), true);
    assert.equal(plain({}), true);
  });

  it('leaves to the validator every schema that is not plainly valid', () => {
    const notPlain: unknown[] = [
      { type: 'int' },
      { type: [] },
      { type: ['string', 'string'] },
      { type: 'object', required: ['a', 'a'] },
      { type: 'object', required: ['a', 1] },
      { type: 'object', required: 'a' },
      { type: 'string', minLength: -1 },
      { type: 'string', minLength: 1.5 },
      { type: 'number', multipleOf: 0 },
      { type: 'number', minimum: '1' },
      { type: 'object', properties: { a: { type: 'strng' } } },
      { type: 'object', properties: { a: 'string' } },
      { type: 'object', properties: [] },
      { type: 'array', items: [{ type: 'string' }] },
      { type: 'object', properties: { a: { $ref: '#/$defs/a' } }, $defs: { a: { type: 'string' } } },
      { type: 'string', pattern: '^a$' },
      { type: 'object', properties: { a: { $schema: 'https://json-schema.org/draft/2020-12/schema' } } },
      { allOf: [{ type: 'string' }] },
      { type: 'object', description: 5 },
      { enum: 'a' },
      { type: 'object', deprecated: 'yes' },
    ];
    for (const schema of notPlain) assert.equal(plain(schema), false, JSON.stringify(schema));
    // a repeated key: the last one counts for JSON.parse, but any bad value makes it the validator's
    assert.equal(plain('{"type": 5, "type": "string"}'), false);
    // a half-written schema
    assert.equal(plain('{"type": "object", "properties": {"a": }}'), false);
    // deeper than the plain check goes
    let deep: Record<string, unknown> = { type: 'string' };
    for (let i = 0; i < 40; i++) deep = { type: 'object', properties: { a: deep } };
    assert.equal(plain(deep), false);
  });

  it('never calls a schema plain that the validator rejects in any dialect: 20,000 random schemas', () => {
    const random = new Random(0x5c4e3a);
    const counts = { plain: 0, invalid: 0, validNotPlain: 0 };
    for (let i = 0; i < 20_000; i++) {
      const text = JSON.stringify(randomSchema(random, 0));
      const value = JSON.parse(text) as Record<string, unknown>;
      const isPlain = assertPlainMeansValid(text);
      if (isPlain) counts.plain++;
      else if (DIALECTS.some((d) => !validIn(d, value))) counts.invalid++;
      else counts.validNotPlain++;
    }
    // the campaign must exercise every side, or it proves nothing
    assert.ok(counts.plain > 2000, `only ${counts.plain} plain schemas`);
    assert.ok(counts.invalid > 2000, `only ${counts.invalid} invalid schemas`);
    assert.ok(counts.validNotPlain > 100, `only ${counts.validNotPlain} valid schemas left to the validator`);
  });

  it('holds on every tool schema of the real corpus and of the test fixtures', () => {
    const files = (corpusFiles() ?? []).map((f) => f.file);
    for (const dir of ['test/fixtures/live-catalogs']) {
      const abs = join(REPO_ROOT, dir);
      for (const f of readdirSync(abs, { recursive: true }) as string[]) {
        if (f.endsWith('.json')) files.push(join(abs, f));
      }
    }
    let schemas = 0;
    let plainOnes = 0;
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      const doc = parseDocument(`file://${file}`, text);
      for (const node of schemaNodes(doc.root)) {
        schemas++;
        const source = text.slice(node.offset, node.offset + node.length);
        let parsed = true;
        try {
          JSON.parse(source);
        } catch {
          parsed = false; // comments: only the tree's verdict can be checked
        }
        if (parsed ? assertPlainMeansValid(source) : isPlainSchema(node)) plainOnes++;
      }
    }
    assert.ok(schemas > 50, `only ${schemas} tool schemas found`);
    assert.ok(plainOnes > schemas / 4, `only ${plainOnes} of ${schemas} tool schemas are plain`);
  });
});

/** Every object under an `inputSchema` or `outputSchema` key. */
function schemaNodes(root: Node | undefined): Node[] {
  const out: Node[] = [];
  const visit = (n: Node | undefined): void => {
    if (!n) return;
    if (n.type === 'property') {
      const value = valueOf(n);
      if ((keyOf(n) === 'inputSchema' || keyOf(n) === 'outputSchema') && value?.type === 'object') out.push(value);
      visit(value);
    } else for (const c of n.children ?? []) visit(c);
  };
  visit(root);
  return out;
}

const SIMPLE = ['array', 'boolean', 'integer', 'null', 'number', 'object', 'string'];

/** A value for a keyword: mostly what the keyword wants, sometimes something close to it that is not. */
function keywordValue(random: Random, key: string, depth: number): unknown {
  const odd = (): unknown =>
    random.pick<unknown>([null, true, 0, -1, 1.5, 1e300, '', 'x', [], ['a', 'a'], [1], {}, { a: 1 }]);
  if (random.chance(0.15)) return odd();
  switch (key) {
    case 'type':
      return random.chance(0.6)
        ? random.pick([...SIMPLE, 'int', 'any'])
        : random.pick([[], ['string'], ['string', 'null'], ['string', 'string'], ['strin']]);
    case 'properties': {
      const map: Record<string, unknown> = {};
      for (let i = random.int(3); i > 0; i--) {
        map[random.pick(['a', 'b', 'c', 'type', '$ref'])] = random.chance(0.1)
          ? random.chance(0.5)
          : randomSchema(random, depth + 1);
      }
      return map;
    }
    case 'items':
    case 'additionalProperties':
      if (random.chance(0.2)) return random.chance(0.5);
      return random.chance(0.1) ? [randomSchema(random, depth + 1)] : randomSchema(random, depth + 1);
    case 'required':
      return random.pick([[], ['a'], ['a', 'b'], ['a', 'a'], ['a', 2]]);
    case 'enum':
    case 'examples':
      return random.pick([[], ['a'], [1, 'a', null], ['a', 'a'], 'a']);
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return random.pick([0, -3, 2.5, 1e21, '1', true]);
    case 'multipleOf':
      return random.pick([1, 0.5, 0, -2, '2']);
    case 'minLength':
    case 'maxLength':
    case 'minItems':
    case 'maxItems':
    case 'minProperties':
    case 'maxProperties':
      return random.pick([0, 1, 20, -1, 1.5, 2 ** 53, '3']);
    case 'uniqueItems':
    case 'deprecated':
    case 'readOnly':
    case 'writeOnly':
      return random.pick([true, false, 'true', 0]);
    case 'pattern':
      return random.pick(['^a$', '[', '\\p{L}', '\\_']);
    case '$ref':
      return random.pick(['#', '#/properties/a', 'other.json', 5]);
    case 'allOf':
    case 'anyOf':
    case 'oneOf':
      return random.chance(0.8) ? [randomSchema(random, depth + 1)] : [];
    case 'const':
    case 'default':
    case 'x-mcp-header':
    case 'nullable':
      return odd();
    default:
      return random.pick(['text', 3, true, null, ['a'], { a: 1 }]);
  }
}

const KEYS = [
  'type',
  'properties',
  'items',
  'additionalProperties',
  'required',
  'enum',
  'examples',
  'const',
  'default',
  'title',
  'description',
  'format',
  '$comment',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'minProperties',
  'maxProperties',
  'uniqueItems',
  'deprecated',
  'readOnly',
  'writeOnly',
  'pattern',
  '$ref',
  'allOf',
  'anyOf',
  'oneOf',
  'not',
  'contentMediaType',
  'propertyNames',
  'dependentRequired',
  '$id',
  'x-mcp-header',
  'nullable',
  'typo',
  '$schema',
];

function randomSchema(random: Random, depth: number): Record<string, unknown> {
  const schema: Record<string, unknown> = {};
  // mostly the keywords real tool schemas use, so that many whole schemas come out plain
  const common = KEYS.slice(0, 12);
  for (let i = random.int(depth > 2 ? 2 : 4) + 1; i > 0; i--) {
    const key = random.chance(0.85) ? random.pick(common) : random.pick(KEYS);
    if (key === 'not') schema[key] = randomSchema(random, depth + 1);
    else if (key === '$schema') schema[key] = random.pick(['https://json-schema.org/draft/2020-12/schema', 3]);
    else schema[key] = keywordValue(random, key, depth);
  }
  return schema;
}

describe('plain schemas: each keyword with a value its meta-schemas accept, and one they do not', () => {
  const cases: [string, unknown, unknown][] = [
    ['type', 'string', 'int'],
    ['type', ['string', 'null'], ['string', 'strin']],
    ['type', ['integer'], 5],
    ['properties', { a: { type: 'string' }, b: true }, { a: 5 }],
    ['properties', {}, 'a'],
    ['additionalProperties', false, 'no'],
    ['additionalProperties', { type: 'number' }, { type: 'numbr' }],
    ['items', { type: 'string' }, null],
    ['items', true, 1],
    ['required', [], [1]],
    ['required', ['a', 'b'], ['a', 'a']],
    ['enum', ['a', 1, true, null], []],
    ['enum', ['1', 1, 'true', true], [{ a: 1 }]],
    ['enum', [0.5, 2], [[1]]],
    ['const', { a: [1] }, undefined],
    ['default', null, undefined],
    ['examples', [], 'a'],
    ['examples', [{ a: 1 }, 2], {}],
    ['title', 'Title', 5],
    ['description', '', true],
    ['format', 'uri', ['uri']],
    ['$comment', 'note', null],
    ['minimum', -3.5, '1'],
    ['maximum', 0, true],
    ['exclusiveMinimum', 2, false],
    ['exclusiveMaximum', 1e21, 'x'],
    ['multipleOf', 0.5, 0],
    ['multipleOf', 3, -2],
    ['minLength', 0, -1],
    ['maxLength', 20, 1.5],
    ['minItems', 1, 2 ** 53],
    ['maxItems', 2 ** 53 - 1, '3'],
    ['minProperties', 0, null],
    ['maxProperties', 4, -0.5],
    ['uniqueItems', false, 'true'],
    ['deprecated', true, 'yes'],
    ['readOnly', true, 1],
    ['writeOnly', false, 0],
  ];

  it('answers plain for the accepted value and not plain for the other', () => {
    for (const [key, good, bad] of cases) {
      assert.equal(assertPlainMeansValid(JSON.stringify({ [key]: good })), true, `${key}: ${JSON.stringify(good)}`);
      if (bad !== undefined) assert.equal(plain({ [key]: bad }), false, `${key}: ${JSON.stringify(bad)}`);
    }
  });

  it('compares enum values as the validator does: 1 and 1.0 are one, "1" and 1 two', () => {
    assert.equal(plain('{"enum": [1, 1.0]}'), false);
    assert.equal(plain('{"enum": [true, true]}'), false);
    assert.equal(plain('{"enum": [null, null]}'), false);
    assert.equal(plain('{"enum": ["a", "b", "a"]}'), false);
    assert.equal(plain('{"enum": [1, "1", true, "true", null, "null"]}'), true);
  });

  it('takes a number too large for a double as the validator’s to judge', () => {
    assert.equal(plain('{"minimum": 1e400}'), false);
    assert.equal(plain('{"multipleOf": 1e400}'), false);
    assert.equal(plain('{"minimum": 1e300}'), true);
  });

  it('accepts `$schema` as a string at the root only, and anything under a key that is no keyword', () => {
    assert.equal(plain({ $schema: 'http://json-schema.org/draft-07/schema#', type: 'string' }), true);
    assert.equal(plain({ $schema: 7 }), false);
    assert.equal(plain({ type: 'object', properties: { a: { $schema: 'x' } } }), false);
    assert.equal(plain({ items: { $schema: 'x' } }), false);
    assert.equal(plain({ 'x-extension': { type: 5, $ref: 1 }, nullable: 'yes', type: 'string' }), true);
    assert.equal(plain({ $id: 'https://example.com/s' }), false);
    assert.equal(plain({ $defs: {} }), false);
  });

  it('is not plain for anything but an object at the root, nor for a half-written key or value', () => {
    assert.equal(plain('true'), false);
    assert.equal(plain('[]'), false);
    assert.equal(plain('"string"'), false);
    assert.equal(plain('{"type": "string", "title": }'), false);
    assert.equal(plain('{"type": "string", "title"}'), false);
    assert.equal(plain('{"properties": {"a": {"type": "string"}, "b"}}'), false);
    assert.equal(plain('{"properties": {"a": }}'), false);
    assert.equal(plain('{"items": {"type": }}'), false);
  });

  it('goes 32 schemas deep below the root and no deeper', () => {
    const nested = (depth: number, wrap: (inner: unknown) => unknown): unknown => {
      let schema: unknown = { type: 'string' };
      for (let i = 0; i < depth; i++) schema = wrap(schema);
      return schema;
    };
    const viaProperties = (inner: unknown) => ({ type: 'object', properties: { a: inner } });
    const viaItems = (inner: unknown) => ({ type: 'array', items: inner });
    const viaAdditional = (inner: unknown) => ({ additionalProperties: inner });
    for (const wrap of [viaProperties, viaItems, viaAdditional]) {
      assert.equal(assertPlainMeansValid(JSON.stringify(nested(32, wrap))), true);
      assert.equal(plain(nested(33, wrap)), false);
    }
  });
});
