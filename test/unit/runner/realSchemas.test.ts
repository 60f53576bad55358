// The form over real-world schemas from the corpus and server-everything: each form is built, a filled form sends
// arguments ajv accepts, and those arguments go back into the form exactly.
import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { coerceArguments } from '../../../client/src/runner/coerce';
import { initialValue, valueFromJson } from '../../../client/webview/runner/formValues';
import { checkAgainstSchema } from '../../../server/src/schemaCheck';
import { buildForm } from '../../../client/src/runner/schemaForm';
import { assertNoLeaks, ConnectionPool, EVERYTHING } from '../../client/fixtures';
import { corpusFiles } from '../../helpers/paths';
import { fieldsOf, filled } from './samples';

interface NamedSchema {
  readonly where: string;
  readonly schema: unknown;
}

/** The entries of a corpus file: a bare array's, a tools/list result's tools, else the file itself as one. */
function entriesOf(json: unknown): unknown[] {
  if (Array.isArray(json)) return json;
  if (json && typeof json === 'object' && Array.isArray((json as { tools?: unknown }).tools)) {
    return (json as { tools: unknown[] }).tools;
  }
  return [json];
}

/** The tools of a corpus file, whatever its shape: a tools/list result, a single tool, or a bare array. */
function toolsIn(json: unknown): Record<string, unknown>[] {
  return entriesOf(json).filter(
    (t): t is Record<string, unknown> => !!t && typeof t === 'object' && 'inputSchema' in t,
  );
}

function corpusSchemas(): NamedSchema[] | undefined {
  const files = corpusFiles();
  if (!files) return undefined;
  const out: NamedSchema[] = [];
  for (const f of files.filter((c) => c.folder === 'tools')) {
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(f.file, 'utf8'));
    } catch {
      continue;
    }
    for (const tool of toolsIn(json)) {
      out.push({ where: `${f.originalPath} ${String(tool.name)} inputSchema`, schema: tool.inputSchema });
      if (tool.outputSchema) {
        out.push({ where: `${f.originalPath} ${String(tool.name)} outputSchema`, schema: tool.outputSchema });
      }
    }
  }
  return out;
}

/** What a form filled in everywhere sends must be what the schema accepts, and must come back into the form. */
function checkSchema({ where, schema }: NamedSchema): void {
  const form = buildForm(schema);
  const start = coerceArguments(form, initialValue(form));
  for (const e of start.errors) {
    assert.equal(e.message, 'is required', `${where}: a starting value is broken: ${JSON.stringify(e)}`);
  }

  const sample = coerceArguments(form, filled(form));
  assert.deepEqual(sample.errors, [], `${where}: the filled form has errors`);
  const verdict = checkAgainstSchema(schema, sample.value);
  assert.deepEqual(verdict, { ok: true }, `${where}: the schema rejects ${JSON.stringify(sample.value)}`);

  const back = valueFromJson(form, sample.value);
  assert.ok(back.exact, `${where}: ${JSON.stringify(sample.value)} does not go back into the form`);
  assert.deepEqual(coerceArguments(form, back.value).value, sample.value);
}

describe('forms over the real-world corpus', () => {
  const schemas = corpusSchemas();
  it('every tool schema of corpus/real/tools', { skip: schemas ? false : 'the corpus (../shared) is absent' }, () => {
    assert.ok(schemas!.length >= 20, `only ${schemas!.length} schemas found`);
    for (const s of schemas!) checkSchema(s);
  });

  it(
    'the forms are what a person would fill in (spot checks)',
    { skip: schemas ? false : 'the corpus (../shared) is absent' },
    () => {
      const byName = (part: string) => buildForm(schemas!.find((s) => s.where.includes(part))!.schema);
      // the spec's composition example: "give an id or a name"
      const find = byName('find_resource inputSchema');
      assert.ok(find.kind === 'object' && find.variants?.exclusive);
      assert.deepEqual(find.kind === 'object' && find.variants!.options.map((o) => o.label), ['id', 'name']);
      // enum → select, integer → number field sent as integer
      const run = byName('actions_run_trigger inputSchema');
      const fields = new Map(fieldsOf(run).map((f) => [f.path.join('.'), f.field]));
      assert.equal(fields.get('method')?.kind, 'enum');
      assert.equal(fields.get('method')?.required, true);
      // an outputSchema with $defs/$ref and type lists still makes a form
      const out = byName('actions_run_trigger outputSchema');
      assert.notEqual(out.kind, 'json');
    },
  );
});

describe('forms over @modelcontextprotocol/server-everything', () => {
  const pool = new ConnectionPool();
  let tools: Record<string, unknown>[] = [];
  before(async () => {
    const { connection } = pool.make('everything');
    await connection.start({ transport: 'stdio', command: process.execPath, args: [EVERYTHING, 'stdio'], env: {} });
    tools = [...(connection.catalog?.tools ?? [])];
  });
  after(async () => {
    await pool.disposeAll();
    assertNoLeaks(pool.pids);
  });

  it('every tool it lists', () => {
    assert.ok(tools.length >= 10, `it listed ${tools.length} tools`);
    for (const tool of tools) {
      checkSchema({ where: `everything ${String(tool.name)} inputSchema`, schema: tool.inputSchema });
      if (tool.outputSchema) {
        checkSchema({ where: `everything ${String(tool.name)} outputSchema`, schema: tool.outputSchema });
      }
    }
  });

  it('its enums are selects, its bounded numbers carry their bounds, its defaults are pre-filled', () => {
    const form = (name: string) => buildForm(tools.find((t) => t.name === name)!.inputSchema);
    const annotated = form('get-annotated-message');
    assert.ok(annotated.kind === 'object');
    const messageType = annotated.properties.find((p) => p.name === 'messageType')!.field;
    assert.deepEqual(messageType.kind === 'enum' && messageType.options.map((o) => o.value), [
      'error',
      'success',
      'debug',
    ]);
    const links = form('get-resource-links');
    assert.ok(links.kind === 'object');
    const count = links.properties[0]!.field;
    assert.deepEqual(count.kind === 'number' && [count.minimum, count.maximum, count.default], [1, 10, { value: 3 }]);
    assert.deepEqual(coerceArguments(links, initialValue(links)).value, { count: 3 });
  });
});

describe('forms over hand-written schemas in the styles real SDKs emit', () => {
  const styles: NamedSchema[] = [
    {
      where: 'pydantic v2',
      schema: {
        $defs: {
          Priority: { enum: ['low', 'high'], title: 'Priority', type: 'string' },
          Item: {
            properties: {
              sku: { title: 'Sku', type: 'string' },
              qty: { default: 1, minimum: 1, title: 'Qty', type: 'integer' },
            },
            required: ['sku'],
            title: 'Item',
            type: 'object',
          },
        },
        properties: {
          items: { items: { $ref: '#/$defs/Item' }, title: 'Items', type: 'array' },
          priority: { $ref: '#/$defs/Priority', default: 'low' },
          note: { anyOf: [{ type: 'string' }, { type: 'null' }], default: null, title: 'Note' },
          when: { anyOf: [{ format: 'date-time', type: 'string' }, { type: 'null' }], default: null },
        },
        required: ['items'],
        title: 'orderArguments',
        type: 'object',
      },
    },
    {
      where: 'zod (SDK, draft-07)',
      schema: {
        type: 'object',
        properties: {
          query: { type: 'string', minLength: 1 },
          limit: { type: 'integer', exclusiveMinimum: 0, maximum: 100 },
          filters: {
            type: 'object',
            properties: { lang: { type: 'string', enum: ['en', 'fr'] } },
            additionalProperties: false,
          },
          mode: {
            anyOf: [
              { type: 'string', const: 'fast' },
              { type: 'string', const: 'thorough' },
            ],
          },
          tags: { type: 'array', items: { type: 'string' }, maxItems: 3 },
        },
        required: ['query'],
        additionalProperties: false,
        $schema: 'http://json-schema.org/draft-07/schema#',
      },
    },
    {
      where: 'discriminated union (oneOf + const)',
      schema: {
        type: 'object',
        properties: {
          target: {
            oneOf: [
              {
                type: 'object',
                properties: { type: { const: 'file' }, path: { type: 'string' } },
                required: ['type', 'path'],
                additionalProperties: false,
              },
              {
                type: 'object',
                properties: { type: { const: 'url' }, url: { type: 'string', format: 'uri' } },
                required: ['type', 'url'],
                additionalProperties: false,
              },
            ],
          },
        },
        required: ['target'],
      },
    },
    {
      where: 'map of strings',
      schema: { type: 'object', properties: { env: { type: 'object', additionalProperties: { type: 'string' } } } },
    },
    {
      where: 'OpenAPI nullable',
      schema: { type: 'object', properties: { x: { type: 'integer', nullable: true, minimum: 2 } }, required: ['x'] },
    },
  ];
  for (const s of styles) it(s.where, () => checkSchema(s));
});
