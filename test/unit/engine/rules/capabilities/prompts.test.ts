import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { applyFix, codes, lintText, spanOf } from '../../../../helpers/engine';
import { prompts } from './fixtures';
import { transcript } from '../../../../helpers/transcript';

const lint = (text: string) => lintText('prompts.json', text);

const prompt = (fields: Record<string, unknown> = {}) => ({
  name: 'code_review',
  description: 'Reviews code',
  arguments: [{ name: 'code', description: 'The code', required: true }],
  ...fields,
});

describe('prompts (MCP501–MCP505, MCP510, MCP511)', () => {
  it('accepts valid prompts', () => {
    assert.deepEqual(
      codes(lint(prompts(prompt(), prompt({ name: 'summary', arguments: undefined, title: 'Summary' })))),
      [],
    );
  });

  it('MCP501 reports a prompt without a name', () => {
    assert.deepEqual(codes(lint(prompts(prompt({ name: undefined })))), ['MCP501']);
    assert.deepEqual(codes(lint(prompts(prompt({ name: ' ' })))), ['MCP501']);
  });

  it('MCP502 reports duplicate prompt names', () => {
    const text = prompts(prompt(), prompt());
    const f = lint(text);
    assert.deepEqual(codes(f), ['MCP502']);
    assert.ok(f[0]!.offset > text.indexOf('"code_review"'));
  });

  describe('MCP503 arguments', () => {
    it('reports arguments that are not an array, and an argument without a name', () => {
      assert.deepEqual(codes(lint(prompts(prompt({ arguments: { code: 'x' } })))), ['MCP503']);
      assert.deepEqual(codes(lint(prompts(prompt({ arguments: [{ description: 'x' }] })))), ['MCP503']);
    });
    it('wraps a bare string argument (the MCPB manifest form) into an object', () => {
      const text = prompts(prompt({ arguments: ['code'] }));
      const f = lint(text);
      assert.deepEqual(codes(f), ['MCP503']);
      assert.deepEqual(codes(lint(applyFix(text, f, 'MCP503'))), []);
    });
  });

  it('MCP504 reports a duplicate argument at its second occurrence', () => {
    const text = prompts(prompt({ arguments: [{ name: 'code' }, { name: 'code' }] }));
    const f = lint(text);
    assert.deepEqual(codes(f), ['MCP504']);
    assert.equal(f[0]!.offset, text.lastIndexOf('"code"'));
  });

  it('MCP505 reports a string "required" and converts it safely', () => {
    const text = prompts(prompt({ arguments: [{ name: 'code', required: 'true' }] }));
    const f = lint(text);
    assert.deepEqual(codes(f), ['MCP505']);
    assert.equal(spanOf(text, f[0]!), '"true"');
    assert.equal(f[0]!.fixes![0]!.safe, true);
    assert.deepEqual(codes(lint(applyFix(text, f, 'MCP505'))), []);
  });

  it('MCP510 reports wrongly typed fields of prompts and arguments', () => {
    assert.deepEqual(codes(lint(prompts(prompt({ description: ['x'] })))), ['MCP510']);
    assert.deepEqual(codes(lint(prompts(prompt({ arguments: [{ name: 'code', title: 1 }] })))), ['MCP510']);
  });

  describe('MCP511 unknown keys', () => {
    it('renames arguments listed under args', () => {
      const text = prompts(prompt({ arguments: undefined, args: [{ name: 'code' }] }));
      const f = lint(text);
      assert.deepEqual(codes(f), ['MCP511']);
      assert.deepEqual(codes(lint(applyFix(text, f, 'MCP511'))), []);
    });
    it('suggests the spelling of a misspelt key', () => {
      const f = lint(prompts(prompt({ descriptoin: 'x', description: undefined })));
      assert.deepEqual(codes(f), ['MCP511']);
      assert.match(f[0]!.message, /did you mean "description"/);
    });
    it('notes other keys of arguments as information', () => {
      const f = lint(prompts(prompt({ arguments: [{ name: 'code', type: 'string' }] })));
      assert.deepEqual(codes(f), ['MCP511']);
      assert.equal(f[0]!.severity, 'info');
    });
  });
});

describe('prompts (MCP501–MCP511) at their edges', () => {
  const cases: [string, string, string[]][] = [
    [
      'a prompt name: missing, not a string, blank',
      prompts({ description: 'd' }, { name: 3 }, { name: '  ' }),
      [
        'MCP501 error "{": This prompt has no "name": clients get prompts by name. Add a unique name.',
        'MCP501 error "3": This prompt has a "name" that is an integer: clients get prompts by name. Add a unique name.',
        'MCP501 error "\\"  \\"": This prompt has an empty "name": clients get prompts by name. Add a unique name.',
      ],
    ],
    [
      'a duplicate prompt name names the line of the first',
      '{"prompts": [\n{"name": "a"},\n{"name": "b"},\n\n{"name": "a"}]}',
      [
        'MCP502 error "\\"a\\"": Another prompt is already named "a" (line 2): prompt names must be unique. Rename one of them.',
      ],
    ],
    [
      'prompt field types',
      prompts(
        { name: 'a', title: 1, description: ['x'], icons: {}, _meta: [] },
        { name: 'b', title: 't', description: 'd', icons: [], _meta: {} },
      ),
      [
        'MCP510 error "1": "title" must be a string, not an integer.',
        'MCP510 error "[\\n        \\"x\\"\\n      ]": "description" must be a string, not an array.',
        'MCP510 error "{}": "icons" must be an array, not an object.',
        'MCP510 error "[]": "_meta" must be an object, not an array.',
      ],
    ],
    [
      'arguments under another name: renamed when they are a list',
      prompts(
        { name: 'a', args: [{ name: 'x' }] },
        { name: 'b', argsSchema: {} },
        { name: 'c', parameters: [] },
        { name: 'd', params: [] },
        { name: 'e', inputSchema: [] },
      ),
      [
        'MCP511 warning "\\"args\\"": MCP prompts list their arguments under "arguments" (an array of { name, description, required }); "args" is ignored by clients. ‖ Rename to "arguments" (preferred) (safe): "\\"args\\""→"\\"arguments\\""',
        'MCP511 warning "\\"argsSchema\\"": MCP prompts list their arguments under "arguments" (an array of { name, description, required }); "argsSchema" is ignored by clients.',
        'MCP511 warning "\\"parameters\\"": MCP prompts list their arguments under "arguments" (an array of { name, description, required }); "parameters" is ignored by clients. ‖ Rename to "arguments" (preferred) (safe): "\\"parameters\\""→"\\"arguments\\""',
        'MCP511 warning "\\"params\\"": MCP prompts list their arguments under "arguments" (an array of { name, description, required }); "params" is ignored by clients. ‖ Rename to "arguments" (preferred) (safe): "\\"params\\""→"\\"arguments\\""',
        'MCP511 warning "\\"inputSchema\\"": MCP prompts list their arguments under "arguments" (an array of { name, description, required }); "inputSchema" is ignored by clients. ‖ Rename to "arguments" (preferred) (safe): "\\"inputSchema\\""→"\\"arguments\\""',
      ],
    ],
    [
      'an alias beside "arguments" is only an unknown key',
      prompts({ name: 'a', arguments: [], args: [] }),
      [
        'MCP511 info "\\"args\\"": "args" is not a prompt field; clients ignore it. Put custom data under "_meta" instead.',
      ],
    ],
    [
      'unknown prompt keys: a near miss renamed, the rest at Information',
      prompts({ name: 'a', descripton: 'd', color: 'red' }),
      [
        'MCP511 warning "\\"descripton\\"": Unknown prompt key "descripton": did you mean "description"? Clients ignore keys they do not know. ‖ Rename to "description" (preferred) (safe): "\\"descripton\\""→"\\"description\\""',
        'MCP511 info "\\"color\\"": "color" is not a prompt field; clients ignore it. Put custom data under "_meta" instead.',
      ],
    ],
    [
      'arguments that are not a list',
      prompts({ name: 'a', arguments: { name: 'x' } }),
      [
        'MCP503 error "{\\n        \\"name\\": \\"x\\"\\n      }": "arguments" must be an array of { name, description, required } objects, not an object.',
      ],
    ],
    [
      'each argument: its shape, name, duplicates, required, field types and keys',
      prompts({
        name: 'a',
        arguments: [
          'code',
          3,
          {},
          { name: 2 },
          { name: ' ' },
          { name: 'x' },
          { name: 'x' },
          { name: 'y', required: 'TRUE ' },
          { name: 'z', required: 'false' },
          { name: 'w', required: 'yes' },
          { name: 'v', required: 1 },
          { name: 'u', required: true, title: 2, description: {}, extra: 1, requird: true },
        ],
      }),
      [
        'MCP503 error "\\"code\\"": Each prompt argument must be an object with a "name", not a string. ‖ Change to { "name": "code" } (preferred) (safe): "\\"code\\""→"{ \\"name\\": \\"code\\" }"',
        'MCP503 error "3": Each prompt argument must be an object with a "name", not an integer.',
        'MCP503 error "{": This prompt argument has no "name": arguments are sent by name.',
        'MCP503 error "2": This prompt argument has a "name" that is an integer: arguments are sent by name.',
        'MCP503 error "\\" \\"": This prompt argument has an empty "name": arguments are sent by name.',
        'MCP504 error "\\"x\\"": The prompt already has an argument named "x": arguments are a name→value map, so the two collapse into one. Rename or remove this one.',
        'MCP505 error "\\"TRUE \\"": "required" must be a boolean, not a string. ‖ Change to true (preferred) (safe): "\\"TRUE \\""→"true"',
        'MCP505 error "\\"false\\"": "required" must be a boolean, not a string. ‖ Change to false (preferred) (safe): "\\"false\\""→"false"',
        'MCP505 error "\\"yes\\"": "required" must be a boolean, not a string.',
        'MCP505 error "1": "required" must be a boolean, not an integer.',
        'MCP510 error "2": "title" must be a string, not an integer.',
        'MCP510 error "{}": "description" must be a string, not an object.',
        'MCP511 info "\\"extra\\"": "extra" is not a prompt argument field; clients ignore it. Put custom data under the prompt\'s "_meta" instead.',
        'MCP511 warning "\\"requird\\"": Unknown prompt argument key "requird": did you mean "required" (there is a "required" too; this one is ignored)? Clients ignore keys they do not know.',
      ],
    ],
    [
      'argument names repeat freely across prompts',
      prompts({ name: 'a', arguments: [{ name: 'x' }] }, { name: 'b', arguments: [{ name: 'x' }] }),
      [],
    ],
  ];
  for (const [title, doc, expected] of cases) {
    it(title, () => assert.deepEqual(transcript('prompts.json', doc), expected));
  }
});
