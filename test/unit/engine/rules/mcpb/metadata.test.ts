import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { runCases } from '../../ruleCases';
import { isVersionRange } from '../../../../../server/src/engine/rules/mcpb/metadata';
import { transcript } from '../../../../helpers/transcript';

const P = 'manifest.json';

const server = (extra: object = {}, config: object = {}) => ({
  type: 'node',
  entry_point: 'server/index.js',
  mcp_config: { command: 'node', args: ['${__dirname}/server/index.js'], ...config },
  ...extra,
});

const base = {
  manifest_version: '0.3',
  name: 'weather',
  version: '1.0.0',
  description: 'Weather data',
  author: { name: 'Acme' },
  server: server(),
};

const M = (extra: object = {}) => ({ ...base, ...extra });

describe('MCP Bundle manifest: prompts, icons, metadata', () => {
  runCases([
    {
      code: 'MCP919',
      title: 'a version that is not semver',
      path: P,
      bad: M({ version: 'v1' }),
      good: M({ version: '2.0.0-beta.17' }),
      severity: 'warning',
    },
    {
      code: 'MCP920',
      title: 'a range in words',
      path: P,
      bad: M({ compatibility: { runtimes: { node: 'node 18 or newer' } } }),
      good: M({ compatibility: { claude_desktop: '>=0.10.0', runtimes: { node: '>=16.0.0', python: '>=3.8,<4.0' } } }),
      severity: 'warning',
    },
  ]);
});

describe('MCP Bundle manifest: version and compatibility ranges', () => {
  it('takes semantic versions, with a leading v, pre-release and build parts, and spaces around', () => {
    for (const v of [
      '1.0.0',
      'v1.2.3',
      '0.0.0',
      '10.20.30',
      '1.0.0-alpha',
      '1.0.0-alpha.1',
      '1.0.0-0.3.7',
      '1.0.0-x-y.7z',
      '1.0.0+build.1',
      '1.0.0+20130313144700',
      '1.0.0-beta+exp.sha.5114f85',
      ' 2.0.0 ',
    ]) {
      assert.deepEqual(transcript(P, M({ version: v }), { only: ['MCP919'] }), [], v);
    }
  });

  it('warns about anything else, quoting it', () => {
    for (const v of [
      '1',
      '1.0',
      '01.0.0',
      '1.01.0',
      '1.0.01',
      '1.0.0-',
      '1.0.0+',
      '1.0.0-alpha..1',
      '1.0.0+a..b',
      'a.b.c',
      '1.0.0.0',
      'x1.0.0',
      '1.0.0x',
      'V1.0.0',
      '1.x.0',
      '',
    ]) {
      assert.deepEqual(
        transcript(P, M({ version: v }), { only: ['MCP919'] }),
        [
          `MCP919 warning ${JSON.stringify(JSON.stringify(v))}: "version" should be a semantic version such as "1.0.0", not "${v}".`,
        ],
        v,
      );
    }
  });

  it('takes npm and PEP 440 ranges', () => {
    for (const r of [
      '>=1.0.0',
      '^2.1',
      '~1.2.3',
      '1.x',
      '1.X',
      '1.*',
      '*',
      '>=3.8,<4.0',
      '>= 1.0.0',
      '>=1.0.0 <2.0.0',
      '1.0.0 - 2.0.0',
      '^1 || ^2',
      '~=3.10',
      '==3.11',
      '!=3.9',
      '<2',
      '<=2',
      '>1',
      '=1.0.0',
      'v1.2.3',
      '1.2.3-beta.1',
      '10.20',
      '  >=1.0.0  ',
    ]) {
      assert.equal(isVersionRange(r.trim()), true, r);
    }
  });

  it('rejects what is not a range', () => {
    for (const r of [
      '',
      'node 18 or newer',
      '>=',
      '^',
      '1.0.0 -',
      '- 1.0.0',
      '|| 1',
      '1 ||',
      '1 || || 2',
      '>=1.0.0.0',
      '=>1',
      'latest',
      '1.0.0 - x.y',
      '1.0.0 - 2.0.0 - 3.0.0',
      'a1',
      '1a',
      '>>1',
      '1.0.0-',
      ',',
    ]) {
      assert.equal(isVersionRange(r), false, r);
    }
  });

  it('names the range it rejects: claude_desktop and each runtime', () => {
    const doc = M({ compatibility: { claude_desktop: 'newest', runtimes: { node: '>=18', python: '3.10 or later' } } });
    assert.deepEqual(transcript(P, doc, { only: ['MCP920'] }), [
      'MCP920 warning "\\"newest\\"": "compatibility.claude_desktop" must be a version range such as ">=1.0.0" or "^2.1", not "newest".',
      'MCP920 warning "\\"3.10 or later\\"": "compatibility.runtimes.python" must be a version range such as ">=1.0.0" or "^2.1", not "3.10 or later".',
    ]);
    assert.deepEqual(transcript(P, M({ compatibility: { claude_desktop: ' >=0.10.0 ' } }), { only: ['MCP920'] }), []);
  });
});

describe('MCP Bundle version ranges at their edges', () => {
  it('trims each alternative before it looks for a hyphen range', () =>
    assert.equal(isVersionRange('<1 || 1.0 - 2.0'), true));
  it('needs every alternative to be a range', () => assert.equal(isVersionRange('>=1 || not a range'), false));
  it('takes any run of spaces around a hyphen and after an operator', () => {
    assert.equal(isVersionRange('1.0  -  2.0'), true);
    assert.equal(isVersionRange('>=  1.0'), true);
  });
  it('takes a comma with spaces between comparators, and no empty comparator', () => {
    assert.equal(isVersionRange('>=1, <2'), true);
    assert.equal(isVersionRange('>=1 , <2'), true);
    assert.equal(isVersionRange('>=3.10,'), false);
    assert.equal(isVersionRange(',>=1'), false);
  });
});
