import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { coerceArguments, type FormValue } from '../../../client/src/runner/coerce';
import { initialValue, repair, same, valueFromJson } from '../../../client/webview/runner/formValues';
import { buildForm } from '../../../client/src/runner/schemaForm';

const text = (t: string): FormValue => ({ kind: 'text', text: t });
const props = (p: Record<string, FormValue>, variant = -1): FormValue => ({
  kind: 'props',
  props: p,
  entries: [],
  variant,
});

const schema = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    count: { type: 'integer' },
    ratio: { type: 'number' },
    on: { type: 'boolean' },
    color: { enum: ['red', 'green'] },
    raw: { type: 'object', description: 'free-form' },
    tags: { type: 'array', items: { type: 'string' } },
    note: { type: ['string', 'null'] },
  },
  required: ['name', 'count'],
};
const form = buildForm(schema);

describe('coercion: form values to arguments', () => {
  it('sends what was entered, as the JSON types the schema names; integers as JSON integers', () => {
    const value = props({
      name: text('Ada'),
      count: text(' 3 '),
      ratio: text('-0.5e1'),
      on: { kind: 'bool', value: false },
      color: { kind: 'pick', index: 1 },
      raw: text('{"a": [1, 2]}'),
      tags: { kind: 'list', items: [text('x'), text('y')] },
      note: { kind: 'text', text: 'ignored', isNull: true },
    });
    const { value: args, errors } = coerceArguments(form, value);
    assert.deepEqual(errors, []);
    assert.deepEqual(args, {
      name: 'Ada',
      count: 3,
      ratio: -5,
      on: false,
      color: 'green',
      raw: { a: [1, 2] },
      tags: ['x', 'y'],
      note: null,
    });
    assert.equal(JSON.stringify((args as { count: number }).count), '3');
    // "3.0" is the integer 3 and goes out as 3
    assert.equal(
      JSON.stringify(coerceArguments(form, props({ name: text('a'), count: text('3.0') })).value),
      '{"name":"a","count":3}',
    );
  });

  it('leaves out what was not entered, and says which required values are missing', () => {
    const { value, errors } = coerceArguments(
      form,
      props({
        name: text(''),
        on: { kind: 'bool', value: undefined },
        color: { kind: 'pick', index: -1 },
        tags: { kind: 'list', items: [] },
      }),
    );
    assert.deepEqual(value, {});
    assert.deepEqual(errors, [
      { path: ['name'], message: 'is required' },
      { path: ['count'], message: 'is required' },
    ]);
  });

  it('reports text that is not a number, not an integer, too large, or not JSON, beside its field', () => {
    const { errors } = coerceArguments(
      form,
      props({ name: text('a'), count: text('2.5'), ratio: text('0x10'), raw: text('{nope}') }),
    );
    assert.deepEqual(
      errors.map((e) => [e.path.join('.'), e.message.replace(/:.*/, '')]),
      [
        ['count', 'must be a whole number (an integer), not 2.5'],
        ['ratio', '“0x10” is not a number'],
        ['raw', 'is not valid JSON'],
      ],
    );
    assert.match(
      coerceArguments(form, props({ name: text('a'), count: text('9007199254740993') })).errors[0]!.message,
      /too large to be sent exactly/,
    );
    assert.match(
      coerceArguments(form, props({ name: text('a'), count: text('1'), ratio: text('1e999') })).errors[0]!.message,
      /too large a number/,
    );
    assert.deepEqual(coerceArguments(form, props({ name: text('a'), count: text('1'), raw: text('[1]') })).errors, [
      { path: ['raw'], message: 'must be JSON of type object' },
    ]);
  });

  it('an empty row the user added is a mistake, not a silent null', () => {
    const { errors } = coerceArguments(
      form,
      props({ name: text('a'), count: text('1'), tags: { kind: 'list', items: [text('x'), text('')] } }),
    );
    assert.deepEqual(errors, [{ path: ['tags', '1'], message: 'is empty: fill it in or remove the row' }]);
  });

  it('required properties of a chosen variant are enforced', () => {
    const f = buildForm({
      type: 'object',
      properties: { id: { type: 'string' }, name: { type: 'string' } },
      oneOf: [{ required: ['id'] }, { required: ['name'] }],
    });
    assert.deepEqual(coerceArguments(f, props({}, 1)).errors, [{ path: ['name'], message: 'is required' }]);
    assert.deepEqual(coerceArguments(f, props({ name: text('n') }, 1)), { value: { name: 'n' }, errors: [] });
  });

  it('maps of named values: names must be given once and not clash with declared properties', () => {
    const f = buildForm({
      type: 'object',
      properties: { fixed: { type: 'string' } },
      additionalProperties: { type: 'integer' },
    });
    const v: FormValue = {
      kind: 'props',
      props: { fixed: text('f') },
      entries: [
        { key: 'a', value: text('1') },
        { key: 'fixed', value: text('2') },
        { key: '', value: text('3') },
        { key: 'a', value: text('4') },
      ],
      variant: -1,
    };
    const { value, errors } = coerceArguments(f, v);
    assert.deepEqual(
      errors.map((e) => [e.path.join('.'), e.message]),
      [
        ['fixed', 'is given twice'],
        ['#3', 'needs a name'],
        ['a', 'is given twice'],
      ],
    );
    assert.deepEqual(value, { fixed: 2, a: 4 });
  });

  it('choices send the chosen option’s value; constants of a required branch are sent', () => {
    const f = buildForm({
      type: 'object',
      properties: {
        t: {
          oneOf: [
            { type: 'object', properties: { kind: { const: 'train' } }, required: ['kind'] },
            { type: 'object', properties: { kind: { const: 'car' }, seats: { type: 'integer' } }, required: ['kind'] },
          ],
        },
      },
    });
    const v = initialValue(f);
    assert.deepEqual(coerceArguments(f, v).value, { t: { kind: 'train' } });
    const t = (v as Extract<FormValue, { kind: 'props' }>).props.t as Extract<FormValue, { kind: 'choice' }>;
    t.option = 1;
    t.value = props({ kind: { kind: 'const', include: true }, seats: text('4') });
    assert.deepEqual(coerceArguments(f, v).value, { t: { kind: 'car', seats: 4 } });
  });

  it('values that do not fit the field (a stale state) count as not entered', () => {
    const { value, errors } = coerceArguments(form, props({ name: { kind: 'bool', value: true }, count: text('1') }));
    assert.deepEqual(value, { count: 1 });
    assert.deepEqual(errors, [{ path: ['name'], message: 'is required' }]);
  });
});

describe('starting values and arguments put back into the form', () => {
  it('starts from the defaults, nested ones too; a required checkbox starts unticked and is sent', () => {
    const f = buildForm({
      type: 'object',
      properties: {
        n: { type: 'integer', default: 3 },
        flag: { type: 'boolean' },
        must: { type: 'boolean' },
        mode: { enum: ['only'] },
        opts: { type: 'object', properties: { deep: { type: 'string', default: 'd' } } },
        list: { type: 'array', items: { type: 'string', default: 'x' }, minItems: 2 },
        v: { const: 1 },
      },
      required: ['must', 'mode', 'v'],
    });
    assert.deepEqual(coerceArguments(f, initialValue(f)), {
      value: { n: 3, must: false, mode: 'only', opts: { deep: 'd' }, list: ['x', 'x'], v: 1 },
      errors: [],
    });
  });

  it('puts arguments back exactly when the form can hold them, and says when it cannot', () => {
    const args = { name: 'Ada', count: 2, on: true, color: 'red', raw: { z: null }, tags: ['a'], note: null };
    const back = valueFromJson(form, args);
    assert.equal(back.exact, true);
    assert.deepEqual(coerceArguments(form, back.value).value, args);
    assert.equal(valueFromJson(form, { ...args, unknown: 1 }).exact, false);
    assert.equal(valueFromJson(form, { ...args, count: 'two' }).exact, false);
    assert.equal(valueFromJson(form, { ...args, color: 'blue' }).exact, false);
  });

  it('finds the option of a choice that holds the value', () => {
    const f = buildForm({
      type: 'object',
      properties: { v: { type: ['string', 'integer', 'array'], items: { type: 'string' } } },
    });
    for (const v of ['x', 7, ['a', 'b']]) {
      const back = valueFromJson(f, { v });
      assert.equal(back.exact, true, JSON.stringify(v));
      assert.deepEqual(coerceArguments(f, back.value).value, { v });
    }
  });

  it('repairs a saved value that no longer fits the schema, keeping what still fits', () => {
    const saved = props({
      name: text('kept'),
      count: { kind: 'bool', value: true },
      color: { kind: 'pick', index: 9 },
      gone: text('x'),
    });
    const fixed = repair(form, saved);
    assert.deepEqual(coerceArguments(form, fixed).value, { name: 'kept' });
    assert.deepEqual(repair(form, undefined), initialValue(form));
    assert.deepEqual(repair(form, { kind: 'text', text: 'x' } as FormValue), initialValue(form));
  });

  it('deep equality of JSON ignores key order only', () => {
    assert.equal(same({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 }), true);
    assert.equal(same([1, 2], [2, 1]), false);
    assert.equal(same({ a: undefined }, {}), false);
    assert.equal(same(null, {}), false);
  });
});
