// registry.ts: what the server.json rules know of the registry: version ranges, released schema dates and URLs.
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import {
  looksLikeVersionRange,
  parseTemplatedUrl,
  schemaDateOf,
} from '../../../../../server/src/engine/rules/serverJson/registry';

describe('server.json registry facts', () => {
  it('tells a version range from one exact version, as the registry does', () => {
    const ranges = [
      '^1.0.0',
      '~1.2',
      '>=1.0.0',
      '<=2',
      '>1',
      '<2.0.0',
      '=1.0.0',
      '>= 1.0.0',
      '^v1.2.3',
      '~1.2.3-beta.1',
      '>1.2.3.4',
      '1.0.0 - 2.0.0',
      '1 -2',
      '1.0.0 || 2.0.0',
      '1||2',
      '1 || 2 || 3',
      '1.x',
      '1.2.x',
      'x.1',
      '*.1',
      '1.X',
      '1.*',
      '1.2.*-beta',
      'v1.x',
      '10.x',
      'x.10',
      '1.10.x',
    ];
    const exact = [
      '',
      '   ',
      '1',
      '1.0.0',
      'v1.2.3',
      '1.0.0-beta.1',
      '1.2.3.4',
      '2024.01.01',
      'latest',
      'latest-1',
      'x',
      '*',
      '1.x.2.3',
      '1.2.3.4.5',
      '^',
      '>=',
      '1.0.0 -',
      '- 1.0.0',
      '1.0.0 ||',
      '|| 1.0.0',
      '^1.0.0 junk',
      '1.0.0 - 2.0.0 - 3.0.0',
      '1.2.3-x',
      '1.0.0-experimental',
      '1.0-beta.x',
      '1.0.0-',
      'a.b',
      '^1.2.3.4.5',
    ];
    for (const v of ranges) assert.equal(looksLikeVersionRange(v), true, `"${v}" is a range`);
    for (const v of exact) assert.equal(looksLikeVersionRange(v), false, `"${v}" is not a range`);
    // surrounding spaces do not matter
    assert.equal(looksLikeVersionRange('  ^1.0.0  '), true);
  });

  it('reads the date of a released schema URL, and of nothing else', () => {
    const url = (date: string) => `https://static.modelcontextprotocol.io/schemas/${date}/server.schema.json`;
    assert.equal(schemaDateOf(url('2025-12-11')), '2025-12-11');
    assert.equal(schemaDateOf(` ${url('2025-09-29')} `), '2025-09-29');
    assert.equal(schemaDateOf(url('2025-12-11').replace('https:', 'http:')), '2025-12-11');
    for (const other of [
      undefined,
      '',
      url('2025-1-11'),
      url('20251211'),
      `${url('2025-12-11')}#`,
      `x${url('2025-12-11')}`,
      url('2025-12-11').replace('server.schema', 'servers.schema'),
      'https://static.modelcontextprotocol.io/schemas/2025-12-11/',
    ]) {
      assert.equal(schemaDateOf(other), undefined, String(other));
    }
  });

  it('takes an absolute http(s) URL with a host, its {placeholders} stood in for', () => {
    assert.equal(parseTemplatedUrl('https://api.example.com/mcp')?.hostname, 'api.example.com');
    assert.equal(parseTemplatedUrl('http://{host}/mcp')?.hostname, 'placeholder');
    assert.equal(parseTemplatedUrl('https://example.com:{port}/mcp')?.port, '8080');
    assert.equal(parseTemplatedUrl('https://example.com:{port}')?.port, '8080');
    assert.equal(parseTemplatedUrl('https://{tenant}.example.com/{path}')?.hostname, 'placeholder.example.com');
    for (const bad of [
      'ftp://example.com',
      'example.com/mcp',
      '/mcp',
      'https://',
      'file:///etc/passwd',
      'https://exa mple.com',
      'mailto:a@example.com',
    ]) {
      assert.equal(parseTemplatedUrl(bad), undefined, bad.slice(0, 40));
    }
  });
});
