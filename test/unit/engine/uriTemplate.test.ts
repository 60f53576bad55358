import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { expandUriTemplate, parseUriTemplate } from '../../../common/formats/uriTemplate';

const kinds = (t: string) => parseUriTemplate(t).problems.map((p) => p.kind);
const span = (t: string, i = 0) => {
  const p = parseUriTemplate(t).problems[i]!;
  return t.slice(p.start, p.end);
};

describe('RFC 6570 URI templates (model/uriTemplate)', () => {
  it('parses every operator and modifier, with variable spans', () => {
    const t = 'x://{a}{+b}{#c}{.d}{/e*}{;f:3}{?g,h}{&i}';
    const parsed = parseUriTemplate(t);
    assert.deepEqual(parsed.problems, []);
    assert.deepEqual(parsed.names, ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i']);
    assert.deepEqual(
      parsed.expressions.map((e) => e.operator),
      ['', '+', '#', '.', '/', ';', '?', '&'],
    );
    const e = parsed.variables.find((v) => v.name === 'e')!;
    assert.equal(e.explode, true);
    assert.equal(t.slice(e.start, e.end), 'e');
    assert.equal(parsed.variables.find((v) => v.name === 'f')!.prefix, 3);
    assert.equal(t.slice(parsed.expressions[6]!.start, parsed.expressions[6]!.end), '{?g,h}');
  });

  it('accepts dotted and percent-encoded variable names', () => {
    assert.deepEqual(kinds('x://{user.name}/{a%20b}'), []);
  });

  it('reports an unclosed brace, with the place to close it', () => {
    const p = parseUriTemplate('file:///{path/x').problems[0]!;
    assert.equal(p.kind, 'unclosed-brace');
    assert.deepEqual(p.fix!.edits, [{ start: 13, end: 13, newText: '}' }]);
    assert.deepEqual(kinds('a{b{c}'), ['unclosed-brace']);
  });

  it('reports a stray closing brace at its position', () => {
    assert.deepEqual(kinds('x://a}b'), ['stray-brace']);
    assert.equal(span('x://a}b'), '}');
  });

  it('reports empty expressions, reserved operators and bad names', () => {
    assert.deepEqual(kinds('x://{}'), ['empty-expression']);
    assert.deepEqual(kinds('x://{a,}'), ['empty-expression']);
    assert.deepEqual(kinds('x://{=a}'), ['reserved-operator']);
    assert.deepEqual(kinds('x://{a-b}'), ['invalid-variable-name']);
    assert.equal(span('x://{a-b}'), '-');
    assert.deepEqual(kinds('x://{.a..b}'), ['invalid-variable-name']);
    assert.deepEqual(kinds('x://{a(ext)}'), ['invalid-variable-name']);
  });

  it('reports prefix modifiers outside 1–9999 and prefix with explode', () => {
    assert.deepEqual(kinds('x://{a:0}'), ['invalid-prefix']);
    assert.deepEqual(kinds('x://{a:10000}'), ['invalid-prefix']);
    assert.deepEqual(kinds('x://{a:}'), ['invalid-prefix']);
    assert.deepEqual(kinds('x://{a:9999}'), []);
    assert.deepEqual(kinds('x://{a:3*}'), ['explode-and-prefix']);
    assert.deepEqual(kinds('x://{a*:3}'), ['explode-and-prefix']);
  });

  it('reports characters a literal may not hold', () => {
    assert.deepEqual(kinds('x://a b/{c}'), ['invalid-literal']);
    assert.deepEqual(kinds('x://100%/{c}'), ['invalid-literal']);
    assert.deepEqual(kinds('x://a%20b/{c}'), []);
  });

  it('a run of one character is one problem, with one fix for the run', () => {
    const t = 'x://a\\\\\\b/{c}';
    const [p, ...rest] = parseUriTemplate(t).problems;
    assert.deepEqual(rest, []);
    assert.equal(t.slice(p!.start, p!.end), '\\\\\\');
    assert.equal(p!.message, '3 of "\\" in a row are not allowed in a URI template; percent-encode each as %5C.');
    assert.deepEqual(p!.fix, {
      title: 'Encode as %5C',
      edits: [{ start: p!.start, end: p!.end, newText: '%5C%5C%5C' }],
    });
    assert.equal(
      parseUriTemplate('x://a b/{c}').problems[0]!.message,
      'A space is not allowed in a URI template; percent-encode it as %20.',
    );
    assert.equal(
      parseUriTemplate('x://%%/{c}').problems[0]!.message,
      '2 "%" signs that start no percent-encoding such as %20; write a literal percent sign as %25.',
    );
  });

  it('a template of 100,000 bad characters is a handful of problems, not 100,000', () => {
    const backslashes = parseUriTemplate('\\'.repeat(100_000)).problems;
    assert.deepEqual(
      backslashes.map((p) => [p.kind, p.start, p.end]),
      [['invalid-literal', 0, 100_000]],
    );
    const mixed = parseUriTemplate('x://' + 'a b^'.repeat(25_000)).problems;
    assert.equal(mixed.length, 20);
    assert.match(mixed[19]!.message, /^49,981 more characters of this part of the template are not allowed/);
    assert.equal(mixed[19]!.end, 4 + 100_000);
    const braces = parseUriTemplate('{'.repeat(100_000)).problems;
    assert.equal(braces.length, 51);
    assert.match(
      braces[50]!.message,
      /^More problems follow in the rest of the template \(from character \d+ of 100,000\); fix these 50 first\.$/,
    );
  });

  it('warns about duplicates, no variables and relative templates', () => {
    const dup = parseUriTemplate('x://{a}/{a}');
    assert.deepEqual(
      dup.problems.map((p) => [p.kind, p.severity, p.start]),
      [['duplicate-variable', 'warning', 9]],
    );
    assert.deepEqual(kinds('file:///fixed.txt'), ['no-variables']);
    assert.deepEqual(kinds('files/{path}'), ['relative']);
    assert.deepEqual(kinds('{+base}/items'), []);
  });

  it('expands templates', () => {
    assert.equal(
      expandUriTemplate('repo://{owner}/{repo}{?state}', { owner: 'a', repo: 'b c', state: 'open' }),
      'repo://a/b%20c?state=open',
    );
    assert.equal(expandUriTemplate('x://{a', {}), undefined);
  });
});
