import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { getNodePath, parseTree, type Node } from 'jsonc-parser';
import {
  SAME_INSTANCE,
  SCHEMA_KEYWORDS,
  walkSchema,
  type SchemaVisit,
} from '../../../../server/src/engine/util/schemaWalk';
import { lintText } from '../../../helpers/engine';
import { toolWith, tools } from '../rules/capabilities/fixtures';
import draft07 from 'ajv/dist/refs/json-schema-draft-07.json';
import applicator2019 from 'ajv/dist/refs/json-schema-2019-09/meta/applicator.json';
import content2019 from 'ajv/dist/refs/json-schema-2019-09/meta/content.json';
import core2019 from 'ajv/dist/refs/json-schema-2019-09/meta/core.json';
import format2019 from 'ajv/dist/refs/json-schema-2019-09/meta/format.json';
import metaData2019 from 'ajv/dist/refs/json-schema-2019-09/meta/meta-data.json';
import validation2019 from 'ajv/dist/refs/json-schema-2019-09/meta/validation.json';
import schema2019 from 'ajv/dist/refs/json-schema-2019-09/schema.json';
import applicator2020 from 'ajv/dist/refs/json-schema-2020-12/meta/applicator.json';
import content2020 from 'ajv/dist/refs/json-schema-2020-12/meta/content.json';
import core2020 from 'ajv/dist/refs/json-schema-2020-12/meta/core.json';
import format2020 from 'ajv/dist/refs/json-schema-2020-12/meta/format-annotation.json';
import metaData2020 from 'ajv/dist/refs/json-schema-2020-12/meta/meta-data.json';
import unevaluated2020 from 'ajv/dist/refs/json-schema-2020-12/meta/unevaluated.json';
import validation2020 from 'ajv/dist/refs/json-schema-2020-12/meta/validation.json';
import schema2020 from 'ajv/dist/refs/json-schema-2020-12/schema.json';

/** The meta-schemas of the three dialects MCP Lens checks (the validator's own copies), vocabularies and all. */
const META_SCHEMAS: { properties?: Record<string, unknown> }[] = [
  draft07,
  applicator2019,
  content2019,
  core2019,
  format2019,
  metaData2019,
  validation2019,
  schema2019,
  applicator2020,
  content2020,
  core2020,
  format2020,
  metaData2020,
  unevaluated2020,
  validation2020,
  schema2020,
];

/** Whether a meta-schema's description of a keyword's value is "a schema" (a reference back to the meta-schema). */
const isSchemaRef = (s: unknown): boolean => {
  const r = s as { $ref?: string; $dynamicRef?: string; $recursiveRef?: string } | undefined;
  return r?.$ref === '#' || r?.$dynamicRef === '#meta' || r?.$recursiveRef === '#';
};

/** Each visit as `path via=… name=… static=… parent=path`, the path of JSON keys from the root. */
function walked(schema: unknown, maxDepth?: number): string[] {
  const root = parseTree(JSON.stringify(schema))!;
  const path = (n: Node) => getNodePath(n).join('/') || '#';
  const out: string[] = [];
  walkSchema(
    root,
    (v: SchemaVisit) =>
      out.push(
        `${path(v.node)} via=${v.via} name=${v.propertyName} static=${v.staticChain} parent=${v.parent ? path(v.parent.node) : '-'}`,
      ),
    maxDepth,
  );
  return out;
}

describe('schemaWalk: the keywords of JSON Schema and the subschemas under them', () => {
  it('knows every keyword of the draft-07, 2019-09 and 2020-12 meta-schemas, and nothing else', () => {
    const keywords = new Set(META_SCHEMAS.flatMap((m) => Object.keys(m.properties ?? {})));
    assert.deepEqual([...SCHEMA_KEYWORDS].sort(), [...keywords].sort());
    assert.equal(new Set(SCHEMA_KEYWORDS).size, SCHEMA_KEYWORDS.length, 'a keyword listed twice');
  });

  it('walks into every keyword whose value the meta-schemas say is a schema, a map of schemas or a list of them', () => {
    let checked = 0;
    for (const meta of META_SCHEMAS) {
      for (const [key, d] of Object.entries(meta.properties ?? {})) {
        const desc = d as { additionalProperties?: unknown; items?: unknown; $ref?: string; anyOf?: unknown[] };
        const sub = { description: key };
        let schema: unknown;
        let expected: string[];
        if (isSchemaRef(desc)) {
          schema = { [key]: sub };
          expected = [`${key} via=${key} name=undefined static=false parent=#`];
        } else if (isSchemaRef(desc.additionalProperties)) {
          schema = { [key]: { one: sub, two: sub } };
          const name = (n: string) => (key === 'properties' ? n : undefined);
          expected = ['one', 'two'].map(
            (n) => `${key}/${n} via=${key} name=${name(n)} static=${key === 'properties'} parent=#`,
          );
        } else if (
          isSchemaRef(desc.items) ||
          desc.$ref === '#/$defs/schemaArray' ||
          desc.$ref === '#/definitions/schemaArray'
        ) {
          schema = { [key]: [sub, sub] };
          expected = [0, 1].map((i) => `${key}/${i} via=${key} name=undefined static=false parent=#`);
        } else continue;
        assert.deepEqual(walked(schema), [`# via=undefined name=undefined static=true parent=-`, ...expected], key);
        checked++;
      }
    }
    assert.ok(checked >= 40, `${checked} keywords`);
  });

  it('walks items and dependencies in each of their forms, and nothing under keywords whose values are data', () => {
    const schema = {
      items: [{ title: 'first' }, true],
      dependencies: { a: ['b'], c: { title: 'c' }, d: false },
      // values, not schemas, whatever they look like
      default: { type: 'object', properties: { x: {} } },
      const: { not: {} },
      enum: [{ anyOf: [{}] }],
      examples: [{ items: {} }],
      required: ['a'],
      title: 'no',
      // boolean schemas are skipped
      not: true,
      allOf: [false, { $ref: '#/$defs/x' }],
    };
    assert.deepEqual(walked(schema), [
      '# via=undefined name=undefined static=true parent=-',
      'items/0 via=items name=undefined static=false parent=#',
      'dependencies/c via=dependencies name=undefined static=false parent=#',
      'allOf/1 via=allOf name=undefined static=false parent=#',
    ]);
    assert.deepEqual(walked({ items: { title: 'one' }, dependencies: [{}] }), [
      '# via=undefined name=undefined static=true parent=-',
      'items via=items name=undefined static=false parent=#',
      'dependencies/0 via=dependencies name=undefined static=false parent=#',
    ]);
  });

  it('names the properties, and keeps the static chain only through properties', () => {
    const schema = {
      properties: {
        a: {
          type: 'object',
          properties: { b: { type: 'string' } },
          patternProperties: { '^x': { properties: { c: {} } } },
        },
        flag: true,
        d: { anyOf: [{ properties: { e: {} } }] },
      },
    };
    assert.deepEqual(walked(schema), [
      '# via=undefined name=undefined static=true parent=-',
      'properties/a via=properties name=a static=true parent=#',
      'properties/a/properties/b via=properties name=b static=true parent=properties/a',
      'properties/a/patternProperties/^x via=patternProperties name=undefined static=false parent=properties/a',
      'properties/a/patternProperties/^x/properties/c via=properties name=c static=false parent=properties/a/patternProperties/^x',
      'properties/d via=properties name=d static=true parent=#',
      'properties/d/anyOf/0 via=anyOf name=undefined static=false parent=properties/d',
      'properties/d/anyOf/0/properties/e via=properties name=e static=false parent=properties/d/anyOf/0',
    ]);
  });

  it('visits down to maxDepth levels below the root and no further; nothing for a root that is no object', () => {
    const deep = { not: { not: { not: { not: {} } } } };
    assert.deepEqual(walked(deep, 2), [
      '# via=undefined name=undefined static=true parent=-',
      'not via=not name=undefined static=false parent=#',
      'not/not via=not name=undefined static=false parent=not',
    ]);
    assert.equal(walked(deep).length, 5);
    assert.deepEqual(walked(true), []);
    assert.deepEqual(walked([{}]), []);
    const seen: SchemaVisit[] = [];
    walkSchema(undefined, (v) => seen.push(v));
    assert.deepEqual(seen, []);
  });

  it('skips a property whose value is still missing', () => {
    const root = parseTree('{"not": , "allOf": [{}], "properties": {"a": }}')!;
    const seen: string[] = [];
    walkSchema(root, (v) => seen.push(getNodePath(v.node).join('/')));
    assert.deepEqual(seen, ['', 'allOf/0']);
  });
});

describe('schemaWalk: the subschemas that describe the same instance as their parent', () => {
  const lint = (inputSchema: unknown) => {
    const text = tools(toolWith({ inputSchema }));
    // MCP107 alone is looked at here: no host's limits
    return { text, findings: lintText('tools.json', text, { targetHosts: [] }) };
  };

  it('let a "required" there name the parent\'s properties (MCP107 stays quiet), in every dialect\'s form', () => {
    const base = { type: 'object', properties: { a: { type: 'string' }, b: { type: 'string' } } };
    const cases: Record<string, unknown> = {
      allOf: [{ required: ['a'] }],
      anyOf: [{ required: ['a'] }, { required: ['b'] }],
      oneOf: [{ required: ['a'] }, { required: ['b'] }],
      not: { required: ['a', 'b'] },
      if: { required: ['a'] },
      then: { required: ['b'] },
      else: { required: ['a'] },
      dependentSchemas: { a: { required: ['b'] } },
      // draft-07's form of dependentSchemas: "when a is given, b must be too"
      dependencies: { a: { required: ['b'] } },
    };
    for (const [key, value] of Object.entries(cases)) {
      assert.deepEqual(lint({ ...base, [key]: value }).findings, [], key);
    }
    assert.deepEqual([...SAME_INSTANCE].sort(), Object.keys(cases).sort());
  });

  it("but not under a keyword whose subschemas describe a property's value", () => {
    const { text, findings } = lint({
      type: 'object',
      properties: { a: { type: 'object' } },
      patternProperties: { '^x': { required: ['a'] } },
    });
    const at = text.indexOf('"a"', text.indexOf('"required"'));
    assert.deepEqual(findings, [
      {
        code: 'MCP107',
        message:
          'Required parameter "a" is required, but the schema has no "properties" describing it. The model and argument forms only know described parameters, so calls will miss it.',
        offset: at,
        length: 3,
        severity: 'warning',
        fixes: [{ title: 'Remove "a" from required', edits: [{ offset: at, length: 3, newText: '' }] }],
        tags: undefined,
      },
    ]);
  });
});
