// The server.json rules of icons.ts (MCP817), icons: their case tables (icons.cases.ts) and the tests that need code of
// their own.
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { applyFix, codes, lintText } from '../../../../helpers/engine';
import { runCases, textOf, describeFindings } from '../../ruleCases';
import { P, icon } from './fixtures';
import {
  iconRules,
  iconEdgeRules,
  mimeTypeByExtension,
  iconFixes,
  iconOverHttp,
  iconMimeTypeGuess,
} from './icons.cases';

describe('server.json: icons and legacy keys', () => {
  runCases(iconRules);
});

describe('server.json: icons at their edges', () => {
  runCases(iconEdgeRules);

  describeFindings(iconFixes);
});

describe('server.json: what the second mutation run asked for', () => {
  describeFindings(iconOverHttp);

  it('an icon over http in capitals or with blanks around it: the fix changes the scheme (it changed nothing)', () => {
    const bad = textOf(icon({ src: ' HTTP://example.com/i.png' }));
    const fixed = applyFix(bad, lintText(P, bad), 'MCP817');
    assert.equal(JSON.parse(fixed).icons[0].src, 'https://example.com/i.png');
    assert.deepEqual(codes(lintText(P, fixed)), []);
  });

  describeFindings(iconMimeTypeGuess);

  describeFindings(mimeTypeByExtension);
});
