import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { buildForm, MAX_FORM_FIELDS, resolvePointer, type FormField } from '../../../client/src/runner/schemaForm';

type Obj = Extract<FormField, { kind: 'object' }>;

function props(schema: unknown): Record<string, FormField> {
  const f = buildForm(schema);
  assert.equal(f.kind, 'object');
  return Object.fromEntries((f as Obj).properties.map((p) => [p.name, p.field]));
}

describe('form fields from the type of each property', () => {
  it('strings with their format, pattern, lengths, the input that fits, and placeholders', () => {
    const p = props({
      type: 'object',
      properties: {
        name: { type: 'string', minLength: 1, maxLength: 40, pattern: '^[a-z]+$', description: 'Your name' },
        email: { type: 'string', format: 'email' },
        site: { type: 'string', format: 'uri' },
        day: { type: 'string', format: 'date' },
        when: { type: 'string', format: 'date-time' },
        token: { type: 'string', format: 'password' },
        content: { type: 'string' },
        essay: { type: 'string', maxLength: 5000 },
        city: { type: 'string', examples: ['Lisbon'] },
      },
    });
    assert.deepEqual(p.name, {
      label: 'name',
      required: false,
      nullable: false,
      description: 'Your name',
      kind: 'string',
      input: 'text',
      pattern: '^[a-z]+$',
      minLength: 1,
      maxLength: 40,
    });
    assert.equal(p.email!.kind === 'string' && p.email!.input, 'email');
    assert.equal(p.site!.kind === 'string' && p.site!.input, 'url');
    assert.equal(p.day!.kind === 'string' && p.day!.input, 'date');
    // a browser's datetime-local input cannot produce RFC 3339 with an offset: it is text with an example
    assert.equal(p.when!.kind === 'string' && p.when!.input, 'text');
    assert.equal(p.when!.placeholder, '2025-01-31T09:30:00Z');
    assert.equal(p.token!.kind === 'string' && p.token!.input, 'password');
    assert.equal(p.content!.kind === 'string' && p.content!.input, 'multiline');
    assert.equal(p.essay!.kind === 'string' && p.essay!.input, 'multiline');
    assert.equal(p.city!.placeholder, 'Lisbon');
  });

  it('numbers and integers with their bounds (draft-04 exclusive booleans too)', () => {
    const p = props({
      type: 'object',
      properties: {
        count: { type: 'integer', minimum: 1, maximum: 10, default: 3 },
        ratio: { type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 1, multipleOf: 0.01 },
        old: { type: 'number', minimum: 0, exclusiveMinimum: true },
      },
    });
    assert.deepEqual(p.count, {
      label: 'count',
      required: false,
      nullable: false,
      default: { value: 3 },
      kind: 'number',
      integer: true,
      minimum: 1,
      maximum: 10,
    });
    assert.deepEqual(p.ratio, {
      label: 'ratio',
      required: false,
      nullable: false,
      kind: 'number',
      integer: false,
      exclusiveMinimum: 0,
      exclusiveMaximum: 1,
      multipleOf: 0.01,
    });
    assert.deepEqual(p.old, {
      label: 'old',
      required: false,
      nullable: false,
      kind: 'number',
      integer: false,
      exclusiveMinimum: 0,
    });
  });

  it('booleans, enums (a select), constants, and required marks', () => {
    const p = props({
      type: 'object',
      properties: {
        on: { type: 'boolean', default: true },
        color: { enum: ['red', 'green', 2, null] },
        v: { const: 'v1' },
      },
      required: ['color', 'v'],
    });
    assert.deepEqual(p.on, {
      label: 'on',
      required: false,
      nullable: false,
      default: { value: true },
      kind: 'boolean',
    });
    assert.equal(p.color!.kind, 'enum');
    assert.deepEqual(p.color!.kind === 'enum' && p.color!.options, [
      { label: 'red', value: 'red' },
      { label: 'green', value: 'green' },
      { label: '2', value: 2 },
    ]);
    assert.equal(p.color!.required, true);
    assert.equal(p.color!.nullable, true, 'null among the values makes the field nullable');
    assert.deepEqual(p.v, { label: 'v', required: true, nullable: false, kind: 'const', value: 'v1' });
  });

  it('arrays of rows, arrays of listed values as checkboxes, tuples as JSON', () => {
    const p = props({
      type: 'object',
      properties: {
        tags: { type: 'array', items: { type: 'string' }, minItems: 1, maxItems: 5, uniqueItems: true },
        days: { type: 'array', items: { type: 'string', enum: ['mon', 'tue'] } },
        pair: { type: 'array', items: [{ type: 'string' }, { type: 'number' }] },
        anything: { type: 'array' },
      },
    });
    assert.equal(p.tags!.kind, 'array');
    assert.deepEqual(
      p.tags!.kind === 'array' && [p.tags!.items.kind, p.tags!.minItems, p.tags!.maxItems, p.tags!.uniqueItems],
      ['string', 1, 5, true],
    );
    assert.equal(p.days!.kind, 'set');
    assert.equal(p.pair!.kind, 'json');
    assert.equal(p.pair!.kind === 'json' && p.pair!.expect, 'array');
    assert.equal(p.anything!.kind === 'array' && p.anything!.items.kind, 'json', 'items of any type are JSON rows');
  });

  it('nested objects, maps of named values, free-form objects as JSON', () => {
    const p = props({
      type: 'object',
      properties: {
        address: {
          type: 'object',
          properties: { street: { type: 'string' }, zip: { type: 'string' } },
          required: ['zip'],
        },
        headers: { type: 'object', additionalProperties: { type: 'string' } },
        extra: { type: 'object', description: 'Anything' },
      },
    });
    const address = p.address as Obj;
    assert.deepEqual(
      address.properties.map((x) => [x.name, x.field.kind, x.field.required]),
      [
        ['street', 'string', false],
        ['zip', 'string', true],
      ],
    );
    assert.equal(p.headers!.kind === 'object' && p.headers!.additional?.kind, 'string');
    assert.equal(p.extra!.kind, 'json');
    assert.equal(p.extra!.kind === 'json' && p.extra!.expect, 'object');
    assert.equal(p.extra!.description, 'Anything');
  });

  it('a root object without properties takes no arguments', () => {
    assert.deepEqual(buildForm({ type: 'object' }), {
      label: '',
      required: true,
      nullable: false,
      kind: 'object',
      properties: [],
    });
    assert.deepEqual(buildForm({ type: 'object', properties: {} }), {
      label: '',
      required: true,
      nullable: false,
      kind: 'object',
      properties: [],
    });
  });

  it('infers the type from the keywords when `type` is left out, and takes anything else as JSON', () => {
    const p = props({
      properties: {
        a: { properties: { b: { type: 'string' } } },
        c: { items: { type: 'string' } },
        d: { pattern: 'x' },
        e: { minimum: 1 },
        f: {},
        g: true,
        h: { description: 'who knows' },
      },
    });
    assert.deepEqual(
      Object.values(p).map((f) => f.kind),
      ['object', 'array', 'string', 'number', 'json', 'json', 'json'],
    );
  });
});

describe('nullable fields', () => {
  it('from a type list, a null branch of anyOf/oneOf, or OpenAPI nullable', () => {
    const p = props({
      type: 'object',
      properties: {
        a: { type: ['string', 'null'] },
        b: { anyOf: [{ type: 'integer', minimum: 0 }, { type: 'null' }], default: null, title: 'B' },
        c: { type: 'string', nullable: true },
        d: { oneOf: [{ type: 'null' }, { type: 'object', properties: { x: { type: 'string' } } }] },
        e: { anyOf: [{ type: 'string' }, { type: 'number' }, { type: 'null' }] },
      },
    });
    assert.deepEqual([p.a!.kind, p.a!.nullable], ['string', true]);
    assert.deepEqual([p.b!.kind, p.b!.nullable, p.b!.title, p.b!.default], ['number', true, 'B', { value: null }]);
    assert.equal(p.b!.kind === 'number' && p.b!.minimum, 0);
    assert.deepEqual([p.c!.kind, p.c!.nullable], ['string', true]);
    assert.deepEqual([p.d!.kind, p.d!.nullable], ['object', true]);
    assert.deepEqual([p.e!.kind, p.e!.nullable], ['choice', true]);
    assert.deepEqual(p.e!.kind === 'choice' && p.e!.options.map((o) => [o.label, o.field.kind]), [
      ['string', 'string'],
      ['number', 'number'],
    ]);
  });
});

describe('oneOf / anyOf', () => {
  it('a choice between object shapes, named by title, by the constant that tells them apart, or by their definition', () => {
    const p = props({
      type: 'object',
      $defs: { Circle: { type: 'object', properties: { r: { type: 'number' } } } },
      properties: {
        shape: {
          description: 'A shape',
          oneOf: [
            { $ref: '#/$defs/Circle' },
            { type: 'object', properties: { kind: { const: 'square' }, side: { type: 'number' } }, required: ['kind'] },
            { title: 'Triangle', type: 'object', properties: { a: { type: 'number' } } },
          ],
        },
      },
    });
    const shape = p.shape!;
    assert.equal(shape.kind, 'choice');
    assert.equal(shape.description, 'A shape');
    if (shape.kind !== 'choice') return;
    assert.deepEqual(
      shape.options.map((o) => o.label),
      ['Circle', 'kind: square', 'Triangle'],
    );
    assert.deepEqual(
      (shape.options[1]!.field as Obj).properties.map((x) => [x.name, x.field.kind, x.field.required]),
      [
        ['kind', 'const', true],
        ['side', 'number', false],
      ],
    );
  });

  it('constant branches (pydantic Literal / titled consts) are a list of values', () => {
    const p = props({
      properties: {
        level: {
          oneOf: [
            { const: 'low', title: 'Low' },
            { const: 'high', title: 'High', description: 'Loud' },
          ],
        },
        mode: { anyOf: [{ enum: ['a'] }, { enum: ['b'] }] },
      },
    });
    assert.deepEqual(p.level!.kind === 'enum' && p.level!.options, [
      { label: 'Low', value: 'low' },
      { label: 'High', value: 'high', description: 'Loud' },
    ]);
    assert.deepEqual(p.mode!.kind === 'enum' && p.mode!.options.map((o) => o.value), ['a', 'b']);
  });

  it('branches that only say which properties are required are a choice of required sets (the spec’s own example)', () => {
    const f = buildForm({
      type: 'object',
      properties: { id: { type: 'string' }, name: { type: 'string' } },
      oneOf: [{ required: ['id'] }, { required: ['name'] }],
    }) as Obj;
    assert.equal(f.kind, 'object');
    assert.deepEqual(f.variants, {
      exclusive: true,
      options: [
        { label: 'id', required: ['id'] },
        { label: 'name', required: ['name'] },
      ],
    });
    assert.deepEqual(
      f.properties.map((p) => [p.name, p.field.required]),
      [
        ['id', false],
        ['name', false],
      ],
    );
  });

  it('several types are a choice of types', () => {
    const p = props({ properties: { v: { type: ['string', 'integer', 'boolean'] } } });
    assert.deepEqual(p.v!.kind === 'choice' && p.v!.options.map((o) => [o.label, o.field.kind]), [
      ['string', 'string'],
      ['integer', 'number'],
      ['boolean', 'boolean'],
    ]);
  });
});

describe('$ref, $defs, allOf', () => {
  it('follows local references into $defs and definitions, the referring schema’s words winning', () => {
    const p = props({
      type: 'object',
      definitions: { Color: { type: 'string', enum: ['red', 'blue'], description: 'A colour' } },
      $defs: { Id: { type: 'integer', minimum: 1 } },
      properties: { fg: { $ref: '#/definitions/Color', description: 'Text colour' }, id: { $ref: '#/$defs/Id' } },
    });
    assert.deepEqual([p.fg!.kind, p.fg!.description], ['enum', 'Text colour']);
    assert.deepEqual(
      [p.id!.kind, p.id!.kind === 'number' && p.id!.integer, p.id!.kind === 'number' && p.id!.minimum],
      ['number', true, 1],
    );
  });

  it('merges allOf (pydantic wraps a $ref with a description this way)', () => {
    const p = props({
      $defs: { Base: { type: 'object', properties: { a: { type: 'string' } }, required: ['a'] } },
      properties: {
        x: {
          allOf: [{ $ref: '#/$defs/Base' }, { properties: { b: { type: 'integer' } }, required: ['b'] }],
          description: 'Both',
        },
      },
    });
    const x = p.x as Obj;
    assert.equal(x.description, 'Both');
    assert.deepEqual(
      x.properties.map((q) => [q.name, q.field.kind, q.field.required]),
      [
        ['a', 'string', true],
        ['b', 'number', true],
      ],
    );
  });

  it('a recursive definition is a form one level deep, then JSON', () => {
    const f = buildForm({
      $defs: {
        Node: {
          type: 'object',
          properties: { label: { type: 'string' }, children: { type: 'array', items: { $ref: '#/$defs/Node' } } },
        },
      },
      $ref: '#/$defs/Node',
    }) as Obj;
    assert.equal(f.kind, 'object');
    const children = f.properties.find((p) => p.name === 'children')!.field;
    assert.equal(children.kind === 'array' && children.items.kind, 'json');
    assert.match(children.kind === 'array' && children.items.kind === 'json' ? children.items.reason : '', /Recursive/);
  });

  it('a reference that goes nowhere, or outside the document, is JSON with the reason', () => {
    const p = props({ properties: { a: { $ref: '#/$defs/Missing' }, b: { $ref: 'https://example.com/schema.json' } } });
    assert.deepEqual([p.a!.kind, p.b!.kind], ['json', 'json']);
    assert.match(p.a!.kind === 'json' ? p.a!.reason : '', /#\/\$defs\/Missing cannot be followed/);
  });

  it('resolves JSON pointers with escapes, and nothing else', () => {
    const root = { $defs: { 'a/b': { type: 'string' }, 'm~n': 1 } };
    assert.deepEqual(resolvePointer(root, '#/$defs/a~1b'), { type: 'string' });
    assert.equal(resolvePointer(root, '#/$defs/m~0n'), 1);
    assert.equal(resolvePointer(root, '#'), root);
    assert.equal(resolvePointer(root, '#anchor'), undefined);
    assert.equal(resolvePointer(root, '#/$defs/__proto__'), undefined);
    assert.equal(resolvePointer(root, '#%E0%A4%A'), undefined);
  });
});

describe('schemas that are not schemas', () => {
  it('never throws: odd values become JSON fields', () => {
    for (const odd of [
      null,
      42,
      'string',
      [],
      { type: 42 },
      { properties: 'x' },
      { properties: { a: null } },
      { type: 'object', required: 'a' },
      { oneOf: [] },
      { allOf: [1, { $ref: 5 }] },
    ]) {
      assert.doesNotThrow(() => buildForm(odd), JSON.stringify(odd));
    }
    assert.equal(buildForm({ type: 'object', properties: { a: null } }).kind, 'object');
  });

  it('stops at absurd depth', () => {
    let s: Record<string, unknown> = { type: 'string' };
    for (let i = 0; i < 100; i++) s = { type: 'object', properties: { next: s } };
    assert.doesNotThrow(() => buildForm(s));
  });
});

describe('a schema that would grow a form without bound', () => {
  /** `levels` definitions, each with `fan` properties that all $ref the next: fan^levels fields from a few hundred bytes. */
  function fanOut(levels: number, fan: number): Record<string, unknown> {
    const defs: Record<string, unknown> = { d0: { type: 'string' } };
    for (let i = 1; i <= levels; i++) {
      defs[`d${i}`] = {
        type: 'object',
        properties: Object.fromEntries(Array.from({ length: fan }, (_, k) => [`p${k}`, { $ref: `#/$defs/d${i - 1}` }])),
      };
    }
    return { type: 'object', $defs: defs, properties: { root: { $ref: `#/$defs/d${levels}` } } };
  }

  function countFields(f: FormField): number {
    switch (f.kind) {
      case 'object':
        return (
          1 +
          f.properties.reduce((n, p) => n + countFields(p.field), 0) +
          (f.additional ? countFields(f.additional) : 0)
        );
      case 'array':
        return 1 + countFields(f.items);
      case 'choice':
        return 1 + f.options.reduce((n, o) => n + countFields(o.field), 0);
      default:
        return 1;
    }
  }

  it('falls back to one JSON field, saying why, once the form would pass the field limit', () => {
    for (const [levels, fan] of [
      [16, 2],
      [12, 3],
      [40, 4],
    ] as const) {
      const f = buildForm(fanOut(levels, fan));
      assert.equal(f.kind, 'json', `${fan}^${levels}`);
      assert.match((f as Extract<FormField, { kind: 'json' }>).reason, /more than 2,000 inputs/);
      assert.equal((f as Extract<FormField, { kind: 'json' }>).expect, 'object');
    }
  });

  it('still builds a form for a fan-out that stays under the limit', () => {
    const f = buildForm(fanOut(5, 3));
    assert.equal(f.kind, 'object');
    assert.ok(countFields(f) > 3 ** 5 && countFields(f) <= MAX_FORM_FIELDS);
  });
});
