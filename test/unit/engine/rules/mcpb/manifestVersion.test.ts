import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { runCases } from '../../ruleCases';
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

const without = (key: string, from: Record<string, unknown> = base) =>
  Object.fromEntries(Object.entries(from).filter(([k]) => k !== key));

type Doc = Record<string, unknown>;

const withoutKey = (doc: Doc, key: string): Doc => Object.fromEntries(Object.entries(doc).filter(([k]) => k !== key));

function table(name: string, codes: string[], cases: [string, Doc | string, string[]][]): void {
  describe(name, () => {
    for (const [title, doc, expected] of cases) {
      it(title, () => {
        const actual = transcript(P, doc, { only: codes });
        assert.deepEqual(actual, expected);
      });
    }
  });
}

describe('MCP Bundle manifest: versions', () => {
  runCases([
    {
      code: 'MCP901',
      title: 'no version at all, added',
      path: P,
      bad: without('manifest_version'),
      good: M(),
      fix: true,
      severity: 'error',
    },
    {
      code: 'MCP901',
      title: 'an unknown version',
      path: P,
      bad: M({ manifest_version: '1.0' }),
      good: M({ manifest_version: '0.4' }),
      span: '"1.0"',
    },
    {
      code: 'MCP901',
      title: 'a three-part version, fixed',
      path: P,
      bad: M({ manifest_version: '0.3.0' }),
      good: M(),
      fix: true,
    },
    {
      code: 'MCP901',
      title: 'two different versions',
      path: P,
      bad: M({ dxt_version: '0.2' }),
      good: M({ dxt_version: '0.3' }),
      fix: true,
    },
    {
      code: 'MCP902',
      title: 'dxt_version renamed',
      path: P,
      bad: { ...without('manifest_version'), dxt_version: '0.1', server: server() },
      good: M(),
      fix: true,
      severity: 'info',
      fixed: (t) => assert.equal(JSON.parse(t).manifest_version, '0.1'),
    },
  ]);
});

table(
  'manifest_version and dxt_version',
  ['MCP901', 'MCP902'],
  [
    [
      'none: added',
      withoutKey(M(), 'manifest_version'),
      [
        'MCP901 error "{": The manifest needs "manifest_version" (e.g. "0.3"): the mcpb tools pick the schema by it and reject a manifest without one. ‖ Add "manifest_version": "0.3" (preferred): "  }"→"  },\\n  \\"manifest_version\\": \\"0.3\\""',
      ],
    ],
    ['each known version', M({ manifest_version: '0.1' }), []],
    ['0.4', M({ manifest_version: '0.4' }), []],
    [
      'a three-part 0.x.0: shortened',
      M({ manifest_version: '0.2.0' }),
      [
        'MCP901 error "\\"0.2.0\\"": "0.2.0" is not a manifest version the mcpb tools accept ("0.1", "0.2", "0.3", "0.4"); "mcpb validate" rejects the manifest. ‖ Change to "0.2" (preferred): "\\"0.2.0\\""→"\\"0.2\\""',
      ],
    ],
    [
      '0.5.0: not a known version, no fix',
      M({ manifest_version: '0.5.0' }),
      [
        'MCP901 error "\\"0.5.0\\"": "0.5.0" is not a manifest version the mcpb tools accept ("0.1", "0.2", "0.3", "0.4"); "mcpb validate" rejects the manifest.',
      ],
    ],
    ['a number', M({ manifest_version: 0.3 }), []],
    [
      'an empty string',
      M({ manifest_version: '' }),
      [
        'MCP901 error "\\"\\"": "" is not a manifest version the mcpb tools accept ("0.1", "0.2", "0.3", "0.4"); "mcpb validate" rejects the manifest.',
      ],
    ],
    [
      'dxt_version alone: renamed',
      { ...withoutKey(M(), 'manifest_version'), dxt_version: '0.2' },
      [
        'MCP902 info "\\"dxt_version\\"": "dxt_version" is the deprecated name of "manifest_version"; rename it. [deprecated] ‖ Rename to "manifest_version" (preferred) (safe): "\\"dxt_version\\""→"\\"manifest_version\\""',
      ],
    ],
    [
      'both, the same: dxt_version removed',
      M({ dxt_version: '0.3' }),
      [
        'MCP902 info "\\"dxt_version\\"": "dxt_version" is the deprecated name of "manifest_version"; rename it. [deprecated] ‖ Remove "dxt_version" (preferred) (safe): "  },\\n  \\"dxt_version\\": \\"0.3\\""→"  }"',
      ],
    ],
    [
      'both, different: dxt_version removed',
      M({ dxt_version: '0.2' }),
      [
        'MCP901 error "\\"0.2\\"": "dxt_version" ("0.2") differs from "manifest_version" ("0.3"); the schema of version 0.3 requires both to match. Remove the deprecated "dxt_version". ‖ Remove "dxt_version" (preferred): "  },\\n  \\"dxt_version\\": \\"0.2\\""→"  }"',
      ],
    ],
    [
      'both, dxt_version unknown',
      M({ dxt_version: '1.0' }),
      [
        'MCP901 error "\\"1.0\\"": "1.0" is not a manifest version the mcpb tools accept ("0.1", "0.2", "0.3", "0.4"); "mcpb validate" rejects the manifest.',
        'MCP901 error "\\"1.0\\"": "dxt_version" ("1.0") differs from "manifest_version" ("0.3"); the schema of version 0.3 requires both to match. Remove the deprecated "dxt_version". ‖ Remove "dxt_version" (preferred): "  },\\n  \\"dxt_version\\": \\"1.0\\""→"  }"',
      ],
    ],
    [
      'dxt_version a number',
      M({ dxt_version: 2 }),
      [
        'MCP902 info "\\"dxt_version\\"": "dxt_version" is the deprecated name of "manifest_version"; rename it. [deprecated] ‖ Remove "dxt_version" (preferred) (safe): "  },\\n  \\"dxt_version\\": 2"→"  }"',
        'MCP901 error "2": an integer is not a manifest version the mcpb tools accept ("0.1", "0.2", "0.3", "0.4"); "mcpb validate" rejects the manifest.',
      ],
    ],
    ['a manifest that is not an object', '[]', []],
  ],
);

describe('MCP Bundle manifests at their edges', () => {
  const cases: [string, Doc | string, string[]][] = [
    [
      'a version with text before 0.x.0: no fix',
      M({ manifest_version: 'x0.2.0' }),
      [
        'MCP901 error "\\"x0.2.0\\"": "x0.2.0" is not a manifest version the mcpb tools accept ("0.1", "0.2", "0.3", "0.4"); "mcpb validate" rejects the manifest.',
      ],
    ],
    [
      'a version with a part after 0.x.0: no fix',
      M({ manifest_version: '0.2.0.1' }),
      [
        'MCP901 error "\\"0.2.0.1\\"": "0.2.0.1" is not a manifest version the mcpb tools accept ("0.1", "0.2", "0.3", "0.4"); "mcpb validate" rejects the manifest.',
      ],
    ],
  ];
  for (const [title, doc, expected] of cases) it(title, () => assert.deepEqual(transcript(P, doc), expected));
});
