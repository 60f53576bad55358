import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import {
  base64Bytes,
  contentView,
  contentViews,
  mediaType,
  mediaUri,
  resourceContentsView,
} from '../../../client/src/runner/contentViews';
import { checkAgainstSchema, fieldErrors } from '../../../server/src/schemaCheck';
import { toolBadgeViews } from '../../../client/src/runner/runnerViews';

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe('content blocks made safe to show', () => {
  it('media only as data: URIs of their own image/* or audio/* type and valid base64', () => {
    assert.equal(mediaType('image/PNG; charset=x', 'image'), 'image/png');
    assert.equal(mediaType('text/html', 'image'), undefined);
    assert.equal(mediaType('image/svg+xml', 'image'), 'image/svg+xml');
    assert.equal(mediaType('image/png" onerror="x', 'image'), undefined);
    assert.deepEqual(mediaUri('image', 'image/png', PNG), { uri: `data:image/png;base64,${PNG}`, bytes: 70 });
    assert.match(mediaUri('image', 'text/html', PNG).problem!, /"text\/html" is not an image\/\* type/);
    assert.match(mediaUri('audio', 'image/png', PNG).problem!, /not an audio\/\* type/);
    assert.match(mediaUri('image', undefined, PNG).problem!, /mimeType is missing/);
    assert.equal(mediaUri('image', 'image/png', 'not base64!').problem, 'its data is not valid base64');
    assert.equal(mediaUri('image', 'image/png', 42).problem, 'it has no base64 data');
    assert.equal(base64Bytes('AAECAw=='), 4);
    assert.equal(base64Bytes('AAEC\nAw=='), 4);
    assert.equal(base64Bytes('AAE'), undefined);
  });

  it('every block type, and anything else as JSON', () => {
    assert.deepEqual(contentView({ type: 'text', text: '<b>hi</b>' }), { type: 'text', text: '<b>hi</b>' });
    assert.deepEqual(contentView({ type: 'audio', data: 'AAAA', mimeType: 'audio/wav' }), {
      type: 'audio',
      mimeType: 'audio/wav',
      dataUri: 'data:audio/wav;base64,AAAA',
      bytes: 3,
    });
    assert.deepEqual(contentView({ type: 'resource_link', uri: 'file:///a', name: 'a', size: 3 }), {
      type: 'resource_link',
      uri: 'file:///a',
      name: 'a',
    });
    assert.deepEqual(contentView({ type: 'resource', resource: { uri: 'x://b', blob: PNG, mimeType: 'image/png' } }), {
      type: 'resource',
      uri: 'x://b',
      mimeType: 'image/png',
      blob: { bytes: 70, imageUri: `data:image/png;base64,${PNG}` },
    });
    assert.deepEqual(contentView({ type: 'resource', resource: { uri: 'x://c', blob: '%%%' } }), {
      type: 'resource',
      uri: 'x://c',
      blob: { bytes: 0, problem: 'its blob is not valid base64' },
    });
    assert.equal(contentView({ type: 'text' }).type, 'unknown');
    assert.equal(contentView({ type: 'video', data: 'x' }).type, 'unknown');
    assert.equal(contentView('just a string').type, 'unknown');
    assert.equal(contentView({ type: 'resource', resource: { text: 'no uri' } }).type, 'unknown');
    assert.equal(resourceContentsView({ uri: 'x://y' }), undefined);
  });

  it('annotations: audience and priority shown, odd values named, the least important blocks marked', () => {
    const views = contentViews([
      { type: 'text', text: 'a', annotations: { audience: ['user'], priority: 1 } },
      { type: 'text', text: 'b', annotations: { priority: 0.2 } },
      { type: 'text', text: 'c', annotations: { priority: 0.2, audience: ['robot'] } },
      { type: 'text', text: 'd' },
      { type: 'text', text: 'e', annotations: { priority: 7 } },
    ]);
    assert.deepEqual(
      views.map((v) => v.annotations),
      [
        { audience: ['user'], priority: 1, lowest: false },
        { priority: 0.2, lowest: true },
        { audience: ['robot'], priority: 0.2, lowest: true, odd: 'audience ["robot"]' },
        undefined,
        { lowest: false, odd: 'priority 7' },
      ],
    );
    // equal priorities: nothing is de-emphasised, except priority 0 ("entirely optional")
    assert.deepEqual(
      contentViews([
        { type: 'text', text: 'a', annotations: { priority: 0.5 } },
        { type: 'text', text: 'b', annotations: { priority: 0.5 } },
      ]).map((v) => v.annotations?.lowest),
      [false, false],
    );
    assert.deepEqual(
      contentViews([{ type: 'text', text: 'a', annotations: { priority: 0 } }]).map((v) => v.annotations?.lowest),
      [true],
    );
  });
});

describe('badges of a tool’s behaviour', () => {
  it('explicit claims and MCP defaults, read-only, destructive or not', () => {
    const show = (a: unknown) => toolBadgeViews(a).map((b) => `${b.text}${b.explicit ? '' : ' (default)'}`);
    assert.deepEqual(show(undefined), ['destructive (default)', 'open-world (default)']);
    assert.deepEqual(show({ readOnlyHint: true }), ['read-only', 'open-world (default)']);
    assert.deepEqual(show({ destructiveHint: false, idempotentHint: true, openWorldHint: false }), [
      'non-destructive',
      'idempotent',
      'closed-world',
    ]);
    assert.deepEqual(show({ readOnlyHint: true, destructiveHint: true }), [
      'read-only',
      'destructive',
      'open-world (default)',
    ]);
    assert.deepEqual(show({ destructiveHint: 'yes' }), ['destructive (default)', 'open-world (default)']);
    assert.match(toolBadgeViews({ readOnlyHint: true })[0]!.title, /The server says readOnlyHint: true .*unverified/);
  });
});

describe('values checked against a schema (ajv, as the engine)', () => {
  it('every problem at its path, in words', () => {
    const schema = {
      type: 'object',
      properties: {
        a: { type: 'integer', minimum: 1 },
        b: { enum: ['x', 'y'] },
        c: { type: 'string', format: 'uri' },
        z: {},
      },
      required: ['a', 'z'],
      additionalProperties: false,
    };
    const v = checkAgainstSchema(schema, { a: 0, b: 'q', c: 'not a uri', extra: 1 });
    assert.equal(v.ok, false);
    assert.deepEqual(
      v.ok === false && v.errors.map((e) => `${e.path.join('.')}: ${e.message}`).sort(),
      [
        'a: must be >= 1',
        'b: must be one of: "x", "y"',
        'c: must match format "uri"',
        'extra: is not a property the schema allows',
        'z: is required',
      ].sort(),
    );
    assert.deepEqual(checkAgainstSchema(schema, { a: 2, z: 1 }), { ok: true });
  });

  it('of a failed oneOf, only the closest branch’s errors', () => {
    const schema = {
      oneOf: [
        { type: 'object', properties: { kind: { const: 'a' }, n: { type: 'integer' } }, required: ['kind', 'n'] },
        { type: 'object', properties: { kind: { const: 'b' }, s: { type: 'string' } }, required: ['kind', 's'] },
      ],
    };
    const v = checkAgainstSchema(schema, { kind: 'b' });
    assert.deepEqual(v, { ok: false, errors: [{ path: ['s'], message: 'is required' }] });
    const both = checkAgainstSchema(
      { type: 'object', oneOf: [{ required: ['id'] }, { required: ['name'] }] },
      { id: 1, name: 2 },
    );
    assert.deepEqual(both, {
      ok: false,
      errors: [{ path: [], message: 'matches more than one of the choices (oneOf allows exactly one)' }],
    });
  });

  it('draft-07 and 2020-12, by $schema or by trying; a schema that cannot be used says so', () => {
    assert.deepEqual(
      checkAgainstSchema(
        { $schema: 'http://json-schema.org/draft-07/schema#', type: 'array', items: [{ type: 'string' }] },
        ['x'],
      ),
      { ok: true },
    );
    assert.deepEqual(
      checkAgainstSchema(
        { type: 'object', $defs: { n: { type: 'number' } }, properties: { x: { $ref: '#/$defs/n' } } },
        { x: 'no' },
      ),
      { ok: false, errors: [{ path: ['x'], message: 'must be number' }] },
    );
    const broken = checkAgainstSchema({ properties: { x: { $ref: '#/nowhere' } } }, {});
    assert.equal(broken.ok, 'unchecked');
    assert.deepEqual(checkAgainstSchema(true, 1), { ok: true });
    assert.equal(checkAgainstSchema([], 1).ok, 'unchecked');
  });

  it('the same error from several places is told once', () => {
    const e = { instancePath: '/a', schemaPath: '#/x', keyword: 'type', params: {}, message: 'must be string' };
    assert.deepEqual(fieldErrors([e, { ...e, schemaPath: '#/y' }]), [{ path: ['a'], message: 'must be string' }]);
  });
});
