// The metadata tests' documents and the findings each must give (code, span, fixed text); the message layer
// (test/unit/engine/messages/) pins what the same findings say.
import type { PinnedRuleCase, FindingTable } from '../../ruleCases';
import { M, P } from './fixtures';

export const notSemver: FindingTable = {
  title: 'MCP Bundle manifest: version and compatibility ranges: warns about anything else, quoting it',
  path: P,
  only: ['MCP919'],
  cases: [
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
  ].map((v) => ({
    title: JSON.stringify(v),
    doc: M({ version: v }),
    findings: [`MCP919 ${JSON.stringify(v)}`],
  })),
};

export const rangesRejected: FindingTable = {
  title: 'MCP Bundle manifest: version and compatibility ranges: names the range it rejects',
  path: P,
  only: ['MCP920'],
  cases: [
    {
      title: 'claude_desktop and each runtime',
      doc: M({ compatibility: { claude_desktop: 'newest', runtimes: { node: '>=18', python: '3.10 or later' } } }),
      findings: ['MCP920 "newest"', 'MCP920 "3.10 or later"'],
    },
    { title: 'blanks around a range', doc: M({ compatibility: { claude_desktop: ' >=0.10.0 ' } }), findings: [] },
  ],
};

export const metadataRules: readonly PinnedRuleCase[] = [
  {
    code: 'MCP919',
    title: 'a version that is not semver',
    path: P,
    bad: M({ version: 'v1' }),
    good: M({ version: '2.0.0-beta.17' }),
    span: '"v1"',
    fixedText: null,
    severity: 'warning',
  },
  {
    code: 'MCP920',
    title: 'a range in words',
    path: P,
    bad: M({ compatibility: { runtimes: { node: 'node 18 or newer' } } }),
    good: M({ compatibility: { claude_desktop: '>=0.10.0', runtimes: { node: '>=16.0.0', python: '>=3.8,<4.0' } } }),
    span: '"node 18 or newer"',
    fixedText: null,
    severity: 'warning',
  },
];
