// Objects built from keys a server chooses keep every key as an own property, because plain assignment of "__proto__"
// sets the prototype, and "constructor" is found on every object by `in`.
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { parseTree } from '../../../common/json/tree';
import { plainValue } from '../../../common/json/jsonNodes';
import { withElicitationDefaults } from '../../../client/src/runner/clientRequests';
import { coerceArguments, type FormValue } from '../../../client/src/runner/coerce';
import { templateView } from '../../../client/src/runner/runnerViews';
import { buildForm } from '../../../client/src/runner/schemaForm';
import { initialValue, valueFromJson } from '../../../client/webview/runner/formValues';

const ODD = ['__proto__', 'constructor', 'toString', 'hasOwnProperty'];
/** As the SDK parses a server's answer: every key, "__proto__" included, an own property. */
const parsed = (value: unknown) =>
  JSON.parse(JSON.stringify(value).replace(/"PROTO"/g, '"__proto__"')) as Record<string, unknown>;
const schemaOf = (properties: Record<string, unknown>) => parsed({ type: 'object', properties });
const stringProps = Object.fromEntries(ODD.map((k) => [k === '__proto__' ? 'PROTO' : k, { type: 'string' }]));
const args = parsed({ PROTO: 'p', constructor: 'c', toString: 't', hasOwnProperty: 'h' });

describe('keys a server chooses', () => {
  it('the runner sends an argument named after a member of Object.prototype, from the form and from JSON', () => {
    const form = buildForm(schemaOf(stringProps));
    assert.equal(form.kind, 'object');
    const filled = initialValue(form) as Extract<FormValue, { kind: 'props' }>;
    assert.deepEqual(Object.keys(filled.props).sort(), [...ODD].sort());
    for (const key of ODD) {
      Object.defineProperty(filled.props, key, { value: { kind: 'text', text: String(args[key]) }, enumerable: true });
    }
    const sent = coerceArguments(form, filled);
    assert.deepEqual(sent.errors, []);
    assert.equal(JSON.stringify(sent.value), JSON.stringify({ __proto__: null, ...args }));
    assert.equal(Object.getPrototypeOf(sent.value), Object.prototype);

    const fromJson = valueFromJson(form, args);
    assert.equal(fromJson.exact, true);
    assert.deepEqual(JSON.parse(JSON.stringify(coerceArguments(form, fromJson.value).value)), args);
  });

  it('an argument the server did not declare but the user names "__proto__" is sent too', () => {
    const form = buildForm(parsed({ type: 'object', additionalProperties: { type: 'string' } }));
    const value: FormValue = {
      kind: 'props',
      props: {},
      entries: [{ key: '__proto__', value: { kind: 'text', text: 'x' } }],
      variant: -1,
    };
    const sent = coerceArguments(form, value);
    assert.deepEqual(sent.errors, []);
    assert.equal(JSON.stringify(sent.value), '{"__proto__":"x"}');
  });

  it('allOf keeps a property named __proto__ when it merges the branches', () => {
    const schema = parsed({
      allOf: [
        { type: 'object', properties: { PROTO: { type: 'string' } } },
        { properties: { PROTO: { description: 'the note' }, other: { type: 'string' } } },
      ],
    });
    const form = buildForm(schema);
    assert.equal(form.kind, 'object');
    assert.deepEqual(form.kind === 'object' ? form.properties.map((p) => p.name).sort() : [], ['__proto__', 'other']);
  });

  it('an elicitation answer gets the default of a property named after a member of Object.prototype', () => {
    const schema = schemaOf(
      Object.fromEntries(ODD.map((k) => [k === '__proto__' ? 'PROTO' : k, { type: 'string', default: `d-${k}` }])),
    );
    const answer = withElicitationDefaults(schema, {});
    assert.equal(
      JSON.stringify(answer, Object.keys(answer).sort()),
      JSON.stringify(Object.fromEntries(ODD.map((k) => [k, `d-${k}`]).sort())),
    );
  });

  it('a resource template asks for a variable named constructor or toString', () => {
    const view = templateView('s', { uriTemplate: 'x://{constructor}/{toString}{?hasOwnProperty}', name: 't' });
    assert.ok(view.form && view.form.kind === 'object');
    assert.deepEqual(view.form.kind === 'object' ? view.form.properties.map((p) => [p.name, p.field.required]) : [], [
      ['constructor', true],
      ['toString', true],
      ['hasOwnProperty', false],
    ]);
  });

  it('the plain value of a JSON file keeps a "__proto__" key as its own and leaves the prototype alone', () => {
    const value = plainValue(parseTree('{"__proto__": {"type": "string"}, "constructor": 1}')) as Record<
      string,
      unknown
    >;
    assert.equal(Object.getPrototypeOf(value), Object.prototype);
    assert.deepEqual(Object.keys(value), ['__proto__', 'constructor']);
    assert.equal(JSON.stringify(value), '{"__proto__":{"type":"string"},"constructor":1}');
  });
});
