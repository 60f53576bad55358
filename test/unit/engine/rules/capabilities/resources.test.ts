import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { applyFix, codes, lintText, spanOf } from '../../../../helpers/engine';
import { resources, templates } from './fixtures';
import { transcript } from '../../../../helpers/transcript';

const lint = (text: string) => lintText('catalog.json', text);

const res = (fields: Record<string, unknown> = {}) => ({
  uri: 'file:///project/README.md',
  name: 'README.md',
  mimeType: 'text/markdown',
  ...fields,
});

const tpl = (uriTemplate: unknown, fields: Record<string, unknown> = {}) => ({
  uriTemplate,
  name: 'Project files',
  ...fields,
});

describe('resources and templates (MCP401–MCP413)', () => {
  it('accepts valid resources and templates', () => {
    assert.deepEqual(
      codes(
        lint(
          resources(
            res(),
            res({ uri: 'https://example.com/a%20b?x=1#top', name: 'b', size: 1024 }),
            res({ uri: 'myapp://notes/42', name: 'n' }),
          ),
        ),
      ),
      [],
    );
    assert.deepEqual(
      codes(
        lint(
          templates(
            tpl('file:///{+path}'),
            tpl('repo://{owner}/{repo}/issues{?state,limit}'),
            tpl('users://{id}/avatar{.format}'),
            tpl('x://{list*}/{var:3}'),
          ),
        ),
      ),
      [],
    );
  });

  it('MCP401 reports a resource and a template without a name', () => {
    assert.deepEqual(codes(lint(resources({ uri: 'file:///a.txt' }))), ['MCP401']);
    assert.deepEqual(codes(lint(templates({ uriTemplate: 'file:///{path}', name: '' }))), ['MCP401']);
  });

  describe('MCP402 uri / uriTemplate missing or misplaced', () => {
    it('reports a resource without a uri', () => {
      assert.deepEqual(codes(lint(resources({ name: 'a', description: 'x' }))), ['MCP402']);
    });
    it('renames a fixed uriTemplate on a resource to uri', () => {
      const text = resources({ name: 'a', uriTemplate: 'file:///a.txt' });
      const f = lint(text);
      assert.deepEqual(codes(f), ['MCP402']);
      assert.deepEqual(codes(lint(applyFix(text, f, 'MCP402'))), []);
    });
    it('says a real template belongs under resourceTemplates', () => {
      const f = lint(resources({ name: 'a', uriTemplate: 'file:///{path}' }));
      assert.deepEqual(codes(f), ['MCP402']);
      assert.match(f[0]!.message, /resourceTemplates/);
    });
    it('renames uri to uriTemplate on a template', () => {
      const text = templates({ name: 'a', uri: 'file:///{path}' });
      const f = lint(text);
      assert.deepEqual(codes(f), ['MCP402']);
      assert.deepEqual(codes(lint(applyFix(text, f, 'MCP402'))), []);
    });
  });

  describe('MCP403 invalid URIs', () => {
    it('reports a path without a scheme and turns it into a file URI', () => {
      const text = resources(res({ uri: '/tmp/notes.txt' }));
      const f = lint(text);
      assert.deepEqual(codes(f), ['MCP403']);
      const fixed = applyFix(text, f, 'MCP403');
      assert.match(fixed, /"file:\/\/\/tmp\/notes.txt"/);
      assert.deepEqual(codes(lint(fixed)), []);
    });
    it('reports a space at its place and encodes it', () => {
      const text = resources(res({ uri: 'file:///my notes.txt' }));
      const f = lint(text);
      assert.deepEqual(codes(f), ['MCP403']);
      assert.equal(spanOf(text, f[0]!), ' ');
      assert.deepEqual(codes(lint(applyFix(text, f, 'MCP403'))), []);
    });
    it('reports a broken percent-encoding and warns about non-ASCII', () => {
      assert.deepEqual(codes(lint(resources(res({ uri: 'file:///100%.txt' })))), ['MCP403']);
      const f = lint(resources(res({ uri: 'file:///café.txt' })));
      assert.deepEqual(codes(f), ['MCP403']);
      assert.equal(f[0]!.severity, 'warning');
    });
    it('a lone surrogate in a uri is reported with a fix that writes U+FFFD, and the other checks still run', () => {
      // JSON.stringify writes a lone surrogate as \ud800, which the parser reads back as the lone code unit
      const text = resources(res({ uri: 'file:///a\ud800b' }), res({ uri: 'https://' }));
      const f = lint(text);
      assert.deepEqual(codes(f), ['MCP403', 'MCP403'], JSON.stringify(f));
      assert.match(f[0]!.message, /^A lone UTF-16 surrogate \(\\ud800\) is not a character and has no UTF-8 encoding/);
      assert.equal(spanOf(text, f[0]!), '\\ud800', 'the span is the escape of the one code unit');
      assert.match(applyFix(text, f, 'MCP403', 'Percent-encode non-ASCII characters'), /"file:\/\/\/a%EF%BF%BDb"/);
      // a character outside the BMP is one character of two code units, encoded as its four UTF-8 bytes
      const emoji = lint(resources(res({ uri: 'file:///a😀b' })));
      assert.equal(spanOf(resources(res({ uri: 'file:///a😀b' })), emoji[0]!), '😀');
      assert.match(applyFix(resources(res({ uri: 'file:///a😀b' })), emoji, 'MCP403'), /"file:\/\/\/a%F0%9F%98%80b"/);
    });
  });

  it('MCP404 reports {braces} in a resource uri', () => {
    const text = resources(res({ uri: 'users://{id}/profile' }));
    const f = lint(text);
    assert.deepEqual(codes(f), ['MCP404']);
    assert.equal(spanOf(text, f[0]!), '{id}');
  });

  describe('MCP405 invalid templates', () => {
    it('reports an unclosed brace and closes it', () => {
      const text = templates(tpl('file:///{path'));
      const f = lint(text);
      assert.deepEqual(codes(f), ['MCP405']);
      assert.equal(spanOf(text, f[0]!), '{path');
      const fixed = applyFix(text, f, 'MCP405');
      assert.match(fixed, /"file:\/\/\/\{path\}"/);
      assert.deepEqual(codes(lint(fixed)), []);
    });
    it('reports a stray closing brace and removes it', () => {
      const text = templates(tpl('file:///{dir}}/x'));
      const f = lint(text);
      assert.deepEqual(codes(f), ['MCP405']);
      assert.equal(spanOf(text, f[0]!), '}');
      assert.deepEqual(codes(lint(applyFix(text, f, 'MCP405'))), []);
    });
    it('reports prefix and explode together, a prefix out of range, and a reserved operator', () => {
      assert.deepEqual(codes(lint(templates(tpl('x://{a:3*}')))), ['MCP405']);
      const text = templates(tpl('x://{a:10000}'));
      const f = lint(text);
      assert.deepEqual(codes(f), ['MCP405']);
      assert.equal(spanOf(text, f[0]!), '10000');
      assert.deepEqual(codes(lint(applyFix(text, f, 'MCP405'))), []);
      assert.deepEqual(codes(lint(templates(tpl('x://{=a}')))), ['MCP405']);
    });
    it('reports a bad variable name at the bad character, past JSON escapes', () => {
      const text = templates(tpl('x://\u00e9\t{a b}'));
      const f = lint(text);
      assert.ok(codes(f).includes('MCP405'));
      const bad = f.find((x) => x.message.includes('not allowed in a variable name'))!;
      assert.equal(spanOf(text, bad), ' ');
    });
    it('warns about a template that expands to a relative URI', () => {
      const f = lint(templates(tpl('files/{path}')));
      assert.deepEqual(codes(f), ['MCP405']);
      assert.equal(f[0]!.severity, 'warning');
    });
  });

  it('MCP406 reports a template without variables', () => {
    assert.deepEqual(codes(lint(templates(tpl('file:///config.json')))), ['MCP406']);
  });

  it('MCP407 reports a duplicate variable at its second occurrence', () => {
    const text = templates(tpl('repo://{owner}/{owner}'));
    const f = lint(text);
    assert.deepEqual(codes(f), ['MCP407']);
    assert.equal(f[0]!.offset, text.lastIndexOf('owner'));
  });

  describe('MCP408 MIME types', () => {
    it('reports a shorthand and offers the full type', () => {
      const text = resources(res({ mimeType: 'json' }));
      const f = lint(text);
      assert.deepEqual(codes(f), ['MCP408']);
      assert.deepEqual(codes(lint(applyFix(text, f, 'MCP408'))), []);
    });
    it('accepts parameters and vendor types', () => {
      assert.deepEqual(
        codes(
          lint(
            resources(
              res({ mimeType: 'text/plain; charset=utf-8' }),
              res({ uri: 'file:///b', name: 'b', mimeType: 'application/vnd.api+json' }),
            ),
          ),
        ),
        [],
      );
    });
  });

  it('MCP409 reports a size that is not a non-negative integer, and converts a numeric string', () => {
    assert.deepEqual(codes(lint(resources(res({ size: -1 })))), ['MCP409']);
    assert.deepEqual(codes(lint(resources(res({ size: 1.5 })))), ['MCP409']);
    const text = resources(res({ size: '2048' }));
    const f = lint(text);
    assert.deepEqual(codes(f), ['MCP409']);
    assert.deepEqual(codes(lint(applyFix(text, f, 'MCP409'))), []);
  });

  it('MCP410 reports duplicate URIs and templates', () => {
    assert.deepEqual(codes(lint(resources(res(), res({ name: 'other' })))), ['MCP410']);
    assert.deepEqual(codes(lint(templates(tpl('file:///{path}'), tpl('file:///{path}', { name: 'again' })))), [
      'MCP410',
    ]);
  });

  it('MCP411 reports misspelt keys with a safe rename', () => {
    const text = resources({ uri: 'file:///a.txt', name: 'a', mimetype: 'text/plain' });
    const f = lint(text);
    assert.deepEqual(codes(f), ['MCP411']);
    assert.deepEqual(codes(lint(applyFix(text, f, 'MCP411'))), []);
  });

  describe('MCP412 resource contents', () => {
    const contents = (...c: unknown[]) => JSON.stringify({ contents: c }, null, 2);
    it('accepts text and blob contents', () => {
      assert.deepEqual(
        codes(
          lint(
            contents(
              { uri: 'file:///a.txt', mimeType: 'text/plain', text: 'hi' },
              { uri: 'file:///a.png', mimeType: 'image/png', blob: 'iVBORw0KGgo=' },
            ),
          ),
        ),
        [],
      );
    });
    it('reports both text and blob, neither, and broken base64', () => {
      assert.deepEqual(codes(lint(contents({ uri: 'file:///a', text: 'x', blob: 'eA==' }))), ['MCP412']);
      assert.deepEqual(codes(lint(contents({ uri: 'file:///a', mimeType: 'text/plain' }))), ['MCP412']);
      const text = contents({ uri: 'file:///a', blob: 'not base64!' });
      const f = lint(text);
      assert.deepEqual(codes(f), ['MCP412']);
      assert.equal(spanOf(text, f[0]!), '!');
    });
    it('checks embedded resources in content blocks too', () => {
      assert.deepEqual(codes(lint(JSON.stringify({ content: [{ type: 'resource', resource: { text: 'x' } }] }))), [
        'MCP412',
      ]);
    });
  });

  it('MCP413 reports wrongly typed fields', () => {
    assert.deepEqual(codes(lint(resources(res({ description: 42 })))), ['MCP413']);
    assert.deepEqual(codes(lint(templates(tpl(7)))), ['MCP413']);
  });
});

describe('resources, templates and resource contents (MCP401–MCP413) at their edges', () => {
  const cases: [string, string, string[]][] = [
    [
      'a resource name: missing, not a string, blank',
      resources({ uri: 'file:///a' }, { uri: 'file:///b', name: 3 }, { uri: 'file:///c', name: ' ' }),
      [
        'MCP401 error "{": This resource has no "name": "name" is required. Add one, e.g. a file name or short identifier.',
        'MCP401 error "3": This resource has a "name" that is an integer: "name" is required. Add one, e.g. a file name or short identifier.',
        'MCP401 error "\\" \\"": This resource has an empty "name": "name" is required. Add one, e.g. a file name or short identifier.',
      ],
    ],
    [
      'field types of a resource',
      resources({
        uri: 'file:///a',
        name: 'a',
        title: 1,
        description: [],
        mimeType: 2,
        annotations: 'x',
        _meta: [],
        icons: {},
      }),
      [
        'MCP413 error "1": "title" must be a string, not an integer.',
        'MCP413 error "[]": "description" must be a string, not an array.',
        'MCP413 error "2": "mimeType" must be a string, not an integer.',
        'MCP413 error "\\"x\\"": "annotations" must be an object, not a string.',
        'MCP413 error "[]": "_meta" must be an object, not an array.',
        'MCP413 error "{}": "icons" must be an array, not an object.',
      ],
    ],
    [
      'uriTemplate in a resource: renamed when it has no variables, sent to resourceTemplates when it has',
      resources(
        { name: 'a', uriTemplate: 'file:///a' },
        { name: 'b', uriTemplate: 'file:///{b}' },
        { name: 'c', uriTemplate: 4 },
        { name: 'd' },
        {},
      ),
      [
        'MCP402 error "\\"uriTemplate\\"": Resource "a" has "uriTemplate" where a resource needs "uri" (the value has no {variables}, so it is a plain URI). ‖ Rename to "uri" (preferred) (safe): "\\"uriTemplate\\""→"\\"uri\\""',
        'MCP402 error "\\"uriTemplate\\"": Resource "b" has a "uriTemplate": parameterized resources belong under "resourceTemplates", not "resources".',
        'MCP402 error "\\"c\\"": Resource "c" has no "uri": clients read resources by URI. Add one, e.g. "file:///path/to/file".',
        'MCP402 error "\\"d\\"": Resource "d" has no "uri": clients read resources by URI. Add one, e.g. "file:///path/to/file".',
        'MCP401 error "{": This resource has no "name": "name" is required. Add one, e.g. a file name or short identifier.',
        'MCP402 error "{": This resource has no "uri": clients read resources by URI. Add one, e.g. "file:///path/to/file".',
      ],
    ],
    [
      'a resource uri: not a string, a template expression, a bad URI',
      resources(
        { name: 'a', uri: 1 },
        { name: 'b', uri: 'file:///x/{id}/y' },
        { name: 'c', uri: 'not a uri' },
        { name: 'd', uri: 'https://e.com/a b' },
      ),
      [
        'MCP413 error "1": "uri" must be a string, not an integer.',
        'MCP404 error "{id}": "uri" contains the template expression "{id}", which clients do not expand: move this entry to "resourceTemplates" and call the field "uriTemplate".',
        'MCP403 error "\\"not a uri\\"": "not a uri" is not an absolute URI: it needs a scheme such as "file:///", "https://" or a custom "myapp://".',
        'MCP403 error " ": A space is not allowed in a URI; percent-encode it as %20. ‖ Encode as %20 (preferred): "\\"https://e.com/a b\\""→"\\"https://e.com/a%20b\\""',
      ],
    ],
    [
      'a URI without the host its scheme needs, an IPv6 host left open, several spaces encoded at once',
      resources(
        { name: 'a', uri: 'https://' },
        { name: 'b', uri: 'http://user@:8080/x' },
        { name: 'c', uri: 'https:example.com' },
        { name: 'd', uri: 'http://[::1/x' },
        { name: 'e', uri: 'file:///a b c' },
        { name: 'f', uri: 'file:///a b|c' },
        { name: 'g', uri: 'file:///x' },
        { name: 'h', uri: 'myapp:thing' },
        { name: 'i', uri: 'HTTPS://E.COM' },
      ),
      [
        'MCP403 error "\\"https://\\"": This https URI has no host: write the server\'s name after "https://", such as "https://example.com/".',
        'MCP403 error "http://user@:8080": This http URI has no host: write the server\'s name after "http://", such as "http://example.com/".',
        'MCP403 error "https:": A "https:" URI needs "//" and a host, such as "https://example.com/".',
        'MCP403 error "[::1": The IPv6 address of the host is not closed: write it in brackets, such as "[::1]".',
        'MCP403 error " ": A space is not allowed in a URI; percent-encode it as %20. ‖ Encode as %20 (preferred): "\\"file:///a b c\\""→"\\"file:///a%20b%20c\\""',
        'MCP403 error " ": A space is not allowed in a URI; percent-encode it as %20. ‖ Percent-encode the characters a URI does not allow (preferred): "\\"file:///a b|c\\""→"\\"file:///a%20b%7Cc\\""',
      ],
    ],
    [
      'a duplicate resource URI names the line of the first',
      '{"resources": [\n{"uri": "file:///a", "name": "a"},\n\n{"uri": "file:///a", "name": "b"}]}',
      [
        'MCP410 warning "\\"file:///a\\"": Another resource already has the URI "file:///a" (line 2): a URI identifies one resource. Remove the duplicate or give it its own URI.',
      ],
    ],
    [
      'size: integers from 0 are fine; negatives, fractions and strings are said, digit strings fixed',
      resources(
        { uri: 'file:///a', name: 'a', size: 0 },
        { uri: 'file:///b', name: 'b', size: -1 },
        { uri: 'file:///c', name: 'c', size: 1.5 },
        { uri: 'file:///d', name: 'd', size: ' 42 ' },
        { uri: 'file:///e', name: 'e', size: '4 2' },
        { uri: 'file:///f', name: 'f', size: '1e3' },
        { uri: 'file:///g', name: 'g', size: true },
      ),
      [
        'MCP409 error "-1": "size" must be the size in bytes as a non-negative integer, not negative (-1).',
        'MCP409 error "1.5": "size" must be the size in bytes as a non-negative integer, not a fraction (1.5).',
        'MCP409 error "\\" 42 \\"": "size" must be the size in bytes as a non-negative integer, not a string (" 42 "). ‖ Change to the number 42 (preferred) (safe): "\\" 42 \\""→"42"',
        'MCP409 error "\\"4 2\\"": "size" must be the size in bytes as a non-negative integer, not a string ("4 2").',
        'MCP409 error "\\"1e3\\"": "size" must be the size in bytes as a non-negative integer, not a string ("1e3").',
        'MCP409 error "true": "size" must be the size in bytes as a non-negative integer, not a boolean.',
      ],
    ],
    [
      'unknown resource keys: a near miss renamed, the rest at Information',
      resources({ uri: 'file:///a', name: 'a', mimetype: 'text/plain', colour: 'red' }),
      [
        'MCP411 warning "\\"mimetype\\"": Unknown resource key "mimetype": did you mean "mimeType"? Clients ignore keys they do not know. ‖ Rename to "mimeType" (preferred) (safe): "\\"mimetype\\""→"\\"mimeType\\""',
        'MCP411 info "\\"colour\\"": "colour" is not a resource field; clients ignore it. Put custom data under "_meta" instead.',
      ],
    ],
    [
      'a template: uri instead of uriTemplate (safe to rename only with variables), neither, not a string',
      templates(
        { name: 'a', uri: 'file:///{a}' },
        { name: 'b', uri: 'file:///b' },
        { name: 'c' },
        { name: 'd', uriTemplate: 5 },
        { name: 'e', uri: 5 },
      ),
      [
        'MCP402 error "\\"uri\\"": Resource template "a" has "uri" where a template needs "uriTemplate". ‖ Rename to "uriTemplate" (preferred) (safe): "\\"uri\\""→"\\"uriTemplate\\""',
        'MCP402 error "\\"uri\\"": Resource template "b" has "uri" where a template needs "uriTemplate". ‖ Rename to "uriTemplate" (preferred): "\\"uri\\""→"\\"uriTemplate\\""',
        'MCP402 error "\\"c\\"": Resource template "c" has no "uriTemplate": add one such as "file:///{path}".',
        'MCP413 error "5": "uriTemplate" must be a string, not an integer.',
        'MCP402 error "\\"e\\"": Resource template "e" has no "uriTemplate": add one such as "file:///{path}".',
      ],
    ],
    [
      'template problems: no variables, a duplicate variable, a broken expression with its fix',
      templates(
        { name: 'a', uriTemplate: 'file:///a' },
        { name: 'b', uriTemplate: 'file:///{x}/{x}' },
        { name: 'c', uriTemplate: 'file:///{x' },
        { name: 'd', uriTemplate: 'file:///{a b}' },
      ),
      [
        'MCP406 warning "\\"file:///a\\"": The template has no {variables}: it names one fixed URI. List it as a resource with "uri" instead, or add the variable part, e.g. "file:///{path}".',
        'MCP407 warning "x": Variable "x" appears more than once: both places expand to the same value, and a client matching URIs against the template cannot tell which part is which. Use distinct names.',
        'MCP405 error "{x": This "{" is never closed: every expression needs a "}" after its variable names. ‖ Close the expression with "}" (preferred): ""→"}"',
        'MCP405 error " ": " " is not allowed in a variable name (letters, digits, "_", "." and percent-encodings only).',
      ],
    ],
    [
      'a duplicate template names the line of the first',
      '{"resourceTemplates": [\n{"uriTemplate": "file:///{a}", "name": "a"},\n\n{"uriTemplate": "file:///{a}", "name": "b"}]}',
      [
        'MCP410 warning "\\"file:///{a}\\"": Another resource template already has the uriTemplate "file:///{a}" (line 2). Remove the duplicate.',
      ],
    ],
    [
      'unknown template keys, and size, which templates do not have',
      templates({ uriTemplate: 'file:///{a}', name: 'a', size: 3, uriTemplat: 'x' }),
      [
        'MCP411 info "\\"size\\"": "size" is not a resource template field; clients ignore it. Put custom data under "_meta" instead.',
        'MCP411 warning "\\"uriTemplat\\"": Unknown resource template key "uriTemplat": did you mean "uriTemplate" (there is a "uriTemplate" too; this one is ignored)? Clients ignore keys they do not know.',
      ],
    ],
    [
      'resource contents: uri missing, not a string, a template, a bad URI',
      JSON.stringify(
        {
          contents: [
            { text: 'a' },
            { uri: 1, text: 'b' },
            { uri: 'file:///{x}', text: 'c' },
            { uri: 'not a uri', text: 'd' },
          ],
        },
        null,
        2,
      ),
      [
        'MCP412 error "{": Resource contents need the "uri" of the resource they came from.',
        'MCP412 error "1": "uri" must be a string, not an integer.',
        'MCP403 error "\\"not a uri\\"": "not a uri" is not an absolute URI: it needs a scheme such as "file:///", "https://" or a custom "myapp://".',
      ],
    ],
    [
      'resource contents: text and blob, neither, their types, broken base64, keys',
      JSON.stringify(
        {
          contents: [
            { uri: 'file:///a', text: 'a', blob: 'AA==' },
            { uri: 'file:///b' },
            {},
            { uri: 'file:///c', text: 3 },
            { uri: 'file:///d', blob: 3 },
            { uri: 'file:///e', blob: 'abc' },
            { uri: 'file:///f', text: 't', mimeType: 'txt', extra: 1, txt: 'x' },
          ],
        },
        null,
        2,
      ),
      [
        'MCP412 error "\\"blob\\"": Resource contents have both "text" and "blob": give exactly one — "text" for textual content, "blob" (base64) for binary.',
        'MCP412 error "\\"file:///b\\"": Resource contents have neither "text" nor "blob": add the content, as "text" (a string) or "blob" (base64).',
        'MCP412 error "{": Resource contents need the "uri" of the resource they came from.',
        'MCP412 error "{": Resource contents have neither "text" nor "blob": add the content, as "text" (a string) or "blob" (base64).',
        'MCP412 error "3": "text" must be a string, not an integer.',
        'MCP412 error "3": "blob" must be a base64 string, not an integer.',
        'MCP412 error "\\"abc\\"": "blob": The base64 data has the wrong length or padding (it must be a multiple of 4 characters, with at most two "=" at the end): it is probably cut off.',
        'MCP408 error "\\"txt\\"": "txt" is not a MIME type: write "type/subtype", e.g. "text/plain". ‖ Change to "text/plain" (preferred): "\\"txt\\""→"\\"text/plain\\""',
        'MCP411 warning "\\"txt\\"": Unknown resource contents key "txt": did you mean "text" (there is a "text" too; this one is ignored)? Clients ignore keys they do not know.',
      ],
    ],
    [
      'near misses of resource and contents keys',
      JSON.stringify(
        {
          resources: [{ uri: 'file:///a', name: 'a', titl: 'T', _mta: {} }],
          contents: [{ uri: 'file:///b', text: 'b', ur: 1, mimetyp: 'x', blb: 'y', _mta: {} }],
        },
        null,
        2,
      ),
      [
        'MCP411 warning "\\"titl\\"": Unknown resource key "titl": did you mean "title"? Clients ignore keys they do not know. ‖ Rename to "title" (preferred) (safe): "\\"titl\\""→"\\"title\\""',
        'MCP411 warning "\\"_mta\\"": Unknown resource key "_mta": did you mean "_meta"? Clients ignore keys they do not know. ‖ Rename to "_meta" (preferred) (safe): "\\"_mta\\""→"\\"_meta\\""',
        'MCP411 warning "\\"ur\\"": Unknown resource contents key "ur": did you mean "uri" (there is a "uri" too; this one is ignored)? Clients ignore keys they do not know.',
        'MCP411 warning "\\"mimetyp\\"": Unknown resource contents key "mimetyp": did you mean "mimeType"? Clients ignore keys they do not know. ‖ Rename to "mimeType" (preferred) (safe): "\\"mimetyp\\""→"\\"mimeType\\""',
        'MCP411 warning "\\"blb\\"": Unknown resource contents key "blb": did you mean "blob"? Clients ignore keys they do not know. ‖ Rename to "blob" (preferred) (safe): "\\"blb\\""→"\\"blob\\""',
        'MCP411 warning "\\"_mta\\"": Unknown resource contents key "_mta": did you mean "_meta"? Clients ignore keys they do not know. ‖ Rename to "_meta" (preferred) (safe): "\\"_mta\\""→"\\"_meta\\""',
      ],
    ],
    [
      'a template without a name, with neither name nor uriTemplate, and with both uri and uriTemplate',
      templates({ uriTemplate: 'file:///{a}' }, {}, { uriTemplate: 'file:///{b}', name: 'b', uri: 'file:///b' }),
      [
        'MCP401 error "{": This resource template has no "name": "name" is required. Add one, e.g. a file name or short identifier.',
        'MCP401 error "{": This resource template has no "name": "name" is required. Add one, e.g. a file name or short identifier.',
        'MCP402 error "{": This resource template has no "uriTemplate": add one such as "file:///{path}".',
        'MCP411 info "\\"uri\\"": "uri" is not a resource template field; clients ignore it. Put custom data under "_meta" instead.',
      ],
    ],
    [
      'a URI whose problem is at its start',
      resources({ uri: ' file:///a', name: 'a' }, { uri: 'file:///a#b#c', name: 'b' }),
      [
        'MCP403 error " ": The URI has leading or trailing whitespace, which is not part of any URI. ‖ Trim the whitespace (preferred): "\\" file:///a\\""→"\\"file:///a\\""',
      ],
    ],
    [
      'a template without uriTemplate still has its unknown keys said',
      templates({ name: 'x', colour: 'red' }),
      [
        'MCP402 error "\\"x\\"": Resource template "x" has no "uriTemplate": add one such as "file:///{path}".',
        'MCP411 info "\\"colour\\"": "colour" is not a resource template field; clients ignore it. Put custom data under "_meta" instead.',
      ],
    ],
  ];
  for (const [title, doc, expected] of cases) {
    it(title, () => assert.deepEqual(transcript('resources.json', doc), expected));
  }
});
