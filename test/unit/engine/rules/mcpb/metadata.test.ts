// The MCPB manifest rules of metadata.ts (MCP919, MCP920), version and compatibility ranges: their case tables
// (metadata.cases.ts) and the tests that need code of their own.
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { runCases, findingCases } from '../../ruleCases';
import { isVersionRange } from '../../../../../server/src/engine/rules/mcpb/metadata';
import { notSemver, rangesRejected, metadataRules } from './metadata.cases';
import { findingLines } from '../../../../helpers/findings';
import { M, P } from './fixtures';

describe('MCP Bundle manifest: prompts, icons, metadata', () => {
  runCases(metadataRules);
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
      assert.deepEqual(findingLines(P, M({ version: v }), { only: ['MCP919'] }), [], v);
    }
  });

  describe('warns about anything else, quoting it', () => findingCases(notSemver));

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

  describe('names the range it rejects: claude_desktop and each runtime', () => findingCases(rangesRejected));
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
