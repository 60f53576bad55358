// SEP-2243: which x-mcp-header declarations are valid, and how argument values become Mcp-Param-* header values.
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import {
  declarationsToMirror,
  encodeHeaderValue,
  paramHeaders,
  scanHeaderDeclarations,
} from '../../../common/mcp/mcpParamHeaders';

const schema = (properties: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  type: 'object',
  properties,
  ...extra,
});
const prop = (type: unknown, header: unknown) => ({ type, 'x-mcp-header': header });
const base64 = (s: string) => `=?base64?${Buffer.from(s, 'utf8').toString('base64')}?=`;

describe('x-mcp-header: value encoding', () => {
  it('passes visible ASCII as it is, inner spaces and tabs included', () => {
    for (const plain of ['us-west1', 'us west 1', 'SELECT * FROM users', 'a\tb', '42', 'true', '=?base64?x']) {
      assert.equal(encodeHeaderValue(plain), plain);
    }
  });

  it('sends as =?base64?…?= what a header cannot carry as it is', () => {
    for (const unsafe of [
      'Hello, 世界',
      ' padded ',
      ' us-west1',
      'us-west1 ',
      '\tindented',
      'line1\nline2',
      'a\r\nb',
      'bell\u0007',
      'del\u007f',
      '',
      '=?base64?aGk=?=',
    ]) {
      assert.equal(encodeHeaderValue(unsafe), base64(unsafe), JSON.stringify(unsafe));
    }
    assert.equal(encodeHeaderValue('Hello, 世界'), '=?base64?SGVsbG8sIOS4lueVjA==?=');
  });
});

describe('x-mcp-header: the headers of a call', () => {
  const declarations = (s: unknown) => {
    const scan = scanHeaderDeclarations(s);
    assert.ok(scan.valid, JSON.stringify(scan));
    return scan.declarations;
  };
  const tool = declarations(
    schema({
      region: prop('string', 'Region'),
      priority: prop('integer', 'Priority'),
      verbose: prop('boolean', 'Verbose'),
      note: prop('string', 'Note'),
      query: { type: 'string' },
      where: schema({ zone: prop('string', 'Zone') }),
    }),
  );

  it('mirrors each declared argument: strings, integers in decimal, booleans in lower case, nested ones too', () => {
    assert.deepEqual(
      paramHeaders(tool, {
        region: 'us-west1',
        priority: 42,
        verbose: false,
        note: ' Hello, 世界 ',
        query: 'SELECT 1',
        where: { zone: 'b' },
      }),
      {
        'Mcp-Param-Region': 'us-west1',
        'Mcp-Param-Priority': '42',
        'Mcp-Param-Verbose': 'false',
        'Mcp-Param-Note': base64(' Hello, 世界 '),
        'Mcp-Param-Zone': 'b',
      },
    );
  });

  it('leaves out null, absent and non-primitive values, and numbers JSON cannot carry exactly', () => {
    assert.deepEqual(paramHeaders(tool, { region: null, verbose: undefined as never, where: 'flat' }), {});
    assert.deepEqual(paramHeaders(tool, { priority: 2 ** 53, note: ['x'] as never }), {});
    assert.deepEqual(paramHeaders(tool, undefined), {});
    assert.deepEqual(paramHeaders(tool, { priority: -7, verbose: true }), {
      'Mcp-Param-Priority': '-7',
      'Mcp-Param-Verbose': 'true',
    });
  });
});

describe('x-mcp-header: declarations', () => {
  it('finds none in a schema without any, and does not mind other x- keys', () => {
    assert.deepEqual(scanHeaderDeclarations({ type: 'object' }), { valid: true, declarations: [] });
    assert.deepEqual(scanHeaderDeclarations(undefined), { valid: true, declarations: [] });
    assert.deepEqual(scanHeaderDeclarations(schema({ a: { type: 'string', 'x-other': 1 } })), {
      valid: true,
      declarations: [],
    });
  });

  const invalid: [string, unknown, RegExp][] = [
    ['empty', schema({ v: prop('string', '') }), /of v is empty$/],
    ['not a string', schema({ v: prop('string', 5) }), /of v is not a string$/],
    ['a space', schema({ v: prop('string', 'My Region') }), /not an HTTP header token/],
    ['a colon', schema({ v: prop('string', 'Region:Primary') }), /not an HTTP header token/],
    ['non-ASCII', schema({ v: prop('string', 'Région') }), /not an HTTP header token/],
    ['a control character', schema({ v: prop('string', 'Region\t1') }), /not an HTTP header token/],
    ['an object', schema({ v: prop('object', 'Data') }), /type "object"/],
    ['an array', schema({ v: { ...prop('array', 'Items'), items: { type: 'string' } } }), /type "array"/],
    ['null', schema({ v: prop('null', 'Nil') }), /type "null"/],
    ['a number', schema({ v: prop('number', 'Score') }), /type "number"/],
    ['a type list', schema({ v: prop(['string', 'null'], 'Maybe') }), /type \["string","null"\]/],
    ['no type', schema({ v: { 'x-mcp-header': 'Untyped' } }), /no type/],
    ['a duplicate', schema({ a: prop('string', 'Region'), b: prop('string', 'Region') }), /repeats "Region"/],
    ['a duplicate in another case', schema({ a: prop('string', 'MyField'), b: prop('string', 'myfield') }), /repeats/],
    ['the root', { ...schema({}), 'x-mcp-header': 'Root' }, /on the schema root/],
    ['under items', schema({ l: { type: 'array', items: prop('string', 'I') } }), /"properties" only/],
    ['under anyOf', schema({}, { anyOf: [schema({ a: prop('string', 'A') })] }), /"properties" only/],
    ['under $defs', schema({}, { $defs: { d: prop('string', 'D') } }), /"properties" only/],
    ['under additionalProperties', schema({}, { additionalProperties: prop('string', 'X') }), /"properties" only/],
    ['under if', schema({}, { if: schema({ a: prop('string', 'A') }) }), /"properties" only/],
  ];
  for (const [what, s, reason] of invalid) {
    it(`refuses a declaration with ${what}`, () => {
      const scan = scanHeaderDeclarations(s);
      assert.equal(scan.valid, false);
      assert.match(scan.valid ? '' : scan.reason, reason);
    });
  }

  it('sets aside a tool whose declarations are invalid, saying why', () => {
    const tool = { name: 'scored', inputSchema: schema({ score: prop('number', 'Score') }) };
    assert.throws(
      () => declarationsToMirror(tool),
      /^Error: scored is set aside, so it was not called: "x-mcp-header" of score is on a parameter of type "number"; .*MCP111/,
    );
    assert.deepEqual(declarationsToMirror({ name: 'ok', inputSchema: schema({ r: prop('string', 'R') }) }), [
      { path: ['r'], headerName: 'R' },
    ]);
  });
});
