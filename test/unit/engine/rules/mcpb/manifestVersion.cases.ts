// The manifestVersion tests' documents and the findings each must give (code, span, fixed text); the message layer
// (test/unit/engine/messages/) pins what the same findings say.
import { strict as assert } from 'node:assert';
import type { PinnedRuleCase, FindingTable } from '../../ruleCases';
import { withoutKey, without, M, server, P } from './fixtures';

export const manifestVersionCases: FindingTable = {
  title: 'manifest_version and dxt_version',
  path: P,
  only: ['MCP901', 'MCP902'],
  cases: [
    {
      title: 'none: added',
      doc: withoutKey(M(), 'manifest_version'),
      findings: ['MCP901 { ⇒   } →   },\n  "manifest_version": "0.3"'],
    },
    { title: 'each known version', doc: M({ manifest_version: '0.1' }), findings: [] },
    { title: '0.4', doc: M({ manifest_version: '0.4' }), findings: [] },
    {
      title: 'a three-part 0.x.0: shortened',
      doc: M({ manifest_version: '0.2.0' }),
      findings: ['MCP901 "0.2.0" ⇒ "0.2"'],
    },
    {
      title: '0.5.0: not a known version, no fix',
      doc: M({ manifest_version: '0.5.0' }),
      findings: ['MCP901 "0.5.0"'],
    },
    { title: 'a number', doc: M({ manifest_version: 0.3 }), findings: [] },
    { title: 'an empty string', doc: M({ manifest_version: '' }), findings: ['MCP901 ""'] },
    {
      title: 'dxt_version alone: renamed',
      doc: { ...withoutKey(M(), 'manifest_version'), dxt_version: '0.2' },
      findings: ['MCP902 "dxt_version" ⇒ "manifest_version"'],
    },
    {
      title: 'both, the same: dxt_version removed',
      doc: M({ dxt_version: '0.3' }),
      findings: ['MCP902 "dxt_version" ⇒   },\n  "dxt_version": "0.3" →   }'],
    },
    {
      title: 'both, different: dxt_version removed',
      doc: M({ dxt_version: '0.2' }),
      findings: ['MCP901 "0.2" ⇒   },\n  "dxt_version": "0.2" →   }'],
    },
    {
      title: 'both, dxt_version unknown',
      doc: M({ dxt_version: '1.0' }),
      findings: ['MCP901 "1.0"', 'MCP901 "1.0" ⇒   },\n  "dxt_version": "1.0" →   }'],
    },
    {
      title: 'dxt_version a number',
      doc: M({ dxt_version: 2 }),
      findings: ['MCP902 "dxt_version" ⇒   },\n  "dxt_version": 2 →   }', 'MCP901 2'],
    },
    { title: 'a manifest that is not an object', doc: '[]', findings: [] },
  ],
};

export const manifestVersionEdges: FindingTable = {
  title: 'MCP Bundle manifests at their edges',
  path: P,
  cases: [
    {
      title: 'a version with text before 0.x.0: no fix',
      doc: M({ manifest_version: 'x0.2.0' }),
      findings: ['MCP901 "x0.2.0"'],
    },
    {
      title: 'a version with a part after 0.x.0: no fix',
      doc: M({ manifest_version: '0.2.0.1' }),
      findings: ['MCP901 "0.2.0.1"'],
    },
  ],
};

export const manifestVersionRules: readonly PinnedRuleCase[] = [
  {
    code: 'MCP901',
    title: 'no version at all, added',
    path: P,
    bad: without('manifest_version'),
    good: M(),
    span: '{',
    fixedText: '  } →   },\n  "manifest_version": "0.3"',
    fix: true,
    severity: 'error',
  },
  {
    code: 'MCP901',
    title: 'an unknown version',
    path: P,
    bad: M({ manifest_version: '1.0' }),
    good: M({ manifest_version: '0.4' }),
    fixedText: null,
    span: '"1.0"',
  },
  {
    code: 'MCP901',
    title: 'a three-part version, fixed',
    path: P,
    bad: M({ manifest_version: '0.3.0' }),
    good: M(),
    span: '"0.3.0"',
    fixedText: '"0.3"',
    fix: true,
  },
  {
    code: 'MCP901',
    title: 'two different versions',
    path: P,
    bad: M({ dxt_version: '0.2' }),
    good: M({ dxt_version: '0.3' }),
    span: '"0.2"',
    fixedText: '  },\n  "dxt_version": "0.2" →   }',
    fix: true,
  },
  {
    code: 'MCP902',
    title: 'dxt_version renamed',
    path: P,
    bad: { ...without('manifest_version'), dxt_version: '0.1', server: server() },
    good: M(),
    span: '"dxt_version"',
    fixedText: '"manifest_version"',
    fix: true,
    severity: 'info',
    fixed: (t) => assert.equal(JSON.parse(t).manifest_version, '0.1'),
  },
];
