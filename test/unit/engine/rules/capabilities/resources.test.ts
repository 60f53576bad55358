// The capability rules of resources.ts (MCP401–MCP413), resources, templates and resource contents: their case tables
// (resources.cases.ts) and the tests that need code of their own.
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { applyFix, codes, spanOf, lintText } from '../../../../helpers/engine';
import { resources, templates } from './fixtures';
import { describeFindings } from '../../ruleCases';
import { resourceEdges } from './resources.cases';

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

describeFindings(resourceEdges);
