import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { applyFix, codes, lintText, spanOf } from '../../../../helpers/engine';
import { transcript } from '../../../../helpers/transcript';
import { resources } from './fixtures';

const resource = (annotations: unknown) =>
  JSON.stringify({ resources: [{ uri: 'file:///a.txt', name: 'a', annotations }] }, null, 2);

const block = (annotations: unknown) =>
  JSON.stringify({ content: [{ type: 'text', text: 'hi', annotations }] }, null, 2);

describe('content and resource annotations', () => {
  it('accepts valid annotations', () => {
    assert.deepEqual(
      codes(
        lintText(
          'r.json',
          resource({ audience: ['user', 'assistant'], priority: 0.5, lastModified: '2025-01-12T15:00:58Z' }),
        ),
      ),
      [],
    );
    assert.deepEqual(codes(lintText('c.json', block({ audience: ['assistant'], priority: 1 }))), []);
  });

  describe('MCP301 audience', () => {
    it('reports a bare string and wraps it', () => {
      const text = resource({ audience: 'user' });
      const f = lintText('r.json', text);
      assert.deepEqual(codes(f), ['MCP301']);
      assert.equal(spanOf(text, f[0]!), '"user"');
      assert.deepEqual(codes(lintText('r.json', applyFix(text, f, 'MCP301'))), []);
    });
    it('reports unknown roles, with a suggestion, and duplicates', () => {
      const text = resource({ audience: ['system', 'user', 'user'] });
      const f = lintText('r.json', text);
      assert.deepEqual(codes(f), ['MCP301', 'MCP301']);
      assert.match(f[0]!.message, /"system" is not an MCP role/);
      assert.match(f[1]!.message, /twice/);
    });
    it('reports an empty array', () => {
      assert.deepEqual(codes(lintText('r.json', resource({ audience: [] }))), ['MCP301']);
    });
  });

  describe('MCP302 priority', () => {
    it('reports out of range and clamps', () => {
      const text = resource({ priority: 2 });
      const f = lintText('r.json', text);
      assert.deepEqual(codes(f), ['MCP302']);
      assert.equal(spanOf(text, f[0]!), '2');
      assert.equal(f[0]!.severity, 'error');
      assert.deepEqual(codes(lintText('r.json', applyFix(text, f, 'MCP302'))), []);
    });
    it('reports a numeric string and converts it', () => {
      const text = block({ priority: '0.8' });
      const f = lintText('c.json', text);
      assert.deepEqual(codes(f), ['MCP302']);
      const fixed = applyFix(text, f, 'MCP302');
      assert.match(fixed, /"priority": 0.8/);
      assert.deepEqual(codes(lintText('c.json', fixed)), []);
    });
    it('accepts the bounds', () => {
      assert.deepEqual(codes(lintText('r.json', resource({ priority: 0 }))), []);
      assert.deepEqual(codes(lintText('r.json', resource({ priority: 1 }))), []);
    });
    it('follows a severity override, and off', () => {
      assert.equal(
        lintText('r.json', resource({ priority: 2 }), { rules: { MCP302: 'warning' } })[0]!.severity,
        'warning',
      );
      assert.deepEqual(codes(lintText('r.json', resource({ priority: 2 }), { rules: { MCP302: 'off' } })), []);
    });
  });

  describe('MCP303/MCP304 lastModified', () => {
    it('reports free text', () => {
      assert.deepEqual(codes(lintText('r.json', resource({ lastModified: 'some time' }))), ['MCP303']);
      assert.deepEqual(codes(lintText('r.json', resource({ lastModified: 12 }))), ['MCP303']);
    });
    it('accepts offsets and fractions', () => {
      assert.deepEqual(codes(lintText('r.json', resource({ lastModified: '2025-01-12T15:00:58.123+02:00' }))), []);
    });
    it('reports dates that do not exist, which Date.parse would roll over into the next month', () => {
      for (const lastModified of [
        '2025-02-30T00:00:00Z',
        '2025-02-29T12:00:00Z',
        '2025-04-31',
        '1900-02-29T00:00:00Z',
        '2025-06-31T10:00:00+02:00',
        '2025-01-01T12:30:60Z',
      ]) {
        const f = lintText('r.json', resource({ lastModified }));
        assert.deepEqual(codes(f), ['MCP303'], lastModified);
        assert.deepEqual(f[0]!.fixes ?? [], [], `no "rewrite" fix that would turn ${lastModified} into another day`);
      }
      assert.match(
        lintText('r.json', resource({ lastModified: '2025-02-30T00:00:00Z' }))[0]!.message,
        /February 2025 has 28 days/,
      );
    });
    it('accepts leap days, leap seconds and reduced precision', () => {
      for (const lastModified of [
        '2024-02-29T00:00:00Z',
        '2000-02-29',
        '2016-12-31T23:59:60Z',
        '2025-01-12T15:00Z',
        '2025-01-12 15:00:58',
        '2025-12-31T23:59:59.999-05:00',
      ]) {
        assert.deepEqual(
          codes(lintText('r.json', resource({ lastModified }), { now: () => new Date('2030-01-01T00:00:00Z') })),
          [],
          lastModified,
        );
      }
    });
    it('warns about the future', () => {
      const f = lintText('r.json', resource({ lastModified: '2030-01-01T00:00:00Z' }), {
        now: () => new Date('2026-01-01T00:00:00Z'),
      });
      assert.deepEqual(codes(f), ['MCP304']);
      assert.equal(f[0]!.severity, 'warning');
    });
  });

  describe('MCP305/MCP306 keys', () => {
    it('reports tool hints placed in resource annotations', () => {
      const text = resource({ readOnlyHint: true });
      const f = lintText('r.json', text);
      assert.deepEqual(codes(f), ['MCP305']);
      assert.equal(spanOf(text, f[0]!), '"readOnlyHint"');
      assert.deepEqual(codes(lintText('r.json', applyFix(text, f, 'MCP305'))), []);
    });
    it('suggests a known key for a typo', () => {
      const text = resource({ priorty: 0.5 });
      const f = lintText('r.json', text);
      assert.deepEqual(codes(f), ['MCP306']);
      assert.match(f[0]!.message, /did you mean "priority"/);
      assert.deepEqual(codes(lintText('r.json', applyFix(text, f, 'MCP306'))), []);
    });
  });

  it('gives an unrelated JSON file nothing', () => {
    assert.deepEqual(codes(lintText('package.json', { name: 'x', annotations: { priority: 5 } })), []);
    assert.deepEqual(codes(lintText('data.json', { priority: 5, items: [1, 2] })), []);
  });
});

describe('content and resource annotations (MCP301–MCP306) at their edges', () => {
  const cases: [string, string, string[]][] = [
    [
      "annotations that are not an object are the owner's type rule",
      resources({ uri: 'file:///a', name: 'a', annotations: [] }),
      ['MCP413 error "[]": "annotations" must be an object, not an array.'],
    ],
    [
      'audience: not a list (a role wrapped, anything else said), empty',
      resources(
        { uri: 'file:///a', name: 'a', annotations: { audience: 'user' } },
        { uri: 'file:///b', name: 'b', annotations: { audience: 'users' } },
        { uri: 'file:///c', name: 'c', annotations: { audience: 3 } },
        { uri: 'file:///d', name: 'd', annotations: { audience: [] } },
      ),
      [
        'MCP301 error "\\"user\\"": "audience" must be an array of roles, not a string: write ["user"], ["assistant"] or both. ‖ Wrap in an array: ["user"] (preferred) (safe): "\\"user\\""→"[\\"user\\"]"',
        'MCP301 error "\\"users\\"": "audience" must be an array of roles, not a string: write ["user"], ["assistant"] or both.',
        'MCP301 error "3": "audience" must be an array of roles, not an integer: write ["user"], ["assistant"] or both.',
        'MCP301 error "[]": "audience" is empty: name who the content is for (["user"], ["assistant"] or both), or leave the key out. ‖ Remove the empty "audience": "      \\"annotations\\": {\\n        \\"audience\\": []"→"      \\"annotations\\": {"',
      ],
    ],
    [
      'audience entries: not a string, a near miss, system and model, a far one, a duplicate',
      resources({
        uri: 'file:///a',
        name: 'a',
        annotations: { audience: [1, 'usr', 'System', 'MODEL', 'robot', 'user', 'user', 'assistant'] },
      }),
      [
        'MCP301 error "1": An audience entry must be the string "user" or "assistant", not an integer.',
        'MCP301 error "\\"usr\\"": "usr" is not an MCP role: audience takes only "user" and "assistant" (did you mean "user"?). ‖ Change to "user" (preferred): "\\"usr\\""→"\\"user\\""',
        'MCP301 error "\\"System\\"": "System" is not an MCP role: audience takes only "user" and "assistant" (did you mean "assistant"?). ‖ Change to "assistant" (preferred): "\\"System\\""→"\\"assistant\\""',
        'MCP301 error "\\"MODEL\\"": "MODEL" is not an MCP role: audience takes only "user" and "assistant" (did you mean "assistant"?). ‖ Change to "assistant" (preferred): "\\"MODEL\\""→"\\"assistant\\""',
        'MCP301 error "\\"robot\\"": "robot" is not an MCP role: audience takes only "user" and "assistant".',
        'MCP301 error "\\"user\\"": "user" appears twice in audience. ‖ Remove the duplicate "user" (safe): ",\\n          \\"user\\""→""',
      ],
    ],
    [
      'a long unknown role is cut in the message',
      resources({ uri: 'file:///a', name: 'a', annotations: { audience: ['x'.repeat(200)] } }),
      [
        'MCP301 error "\\"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\\"": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…" is not an MCP role: audience takes only "user" and "assistant".',
      ],
    ],
    [
      'priority: strings that are numbers are converted (clamped; safe only within 0–1), others said',
      resources(
        { uri: 'file:///a', name: 'a', annotations: { priority: '0.5' } },
        { uri: 'file:///b', name: 'b', annotations: { priority: '7' } },
        { uri: 'file:///c', name: 'c', annotations: { priority: ' ' } },
        { uri: 'file:///d', name: 'd', annotations: { priority: 'high' } },
        { uri: 'file:///e', name: 'e', annotations: { priority: true } },
        { uri: 'file:///f', name: 'f', annotations: { priority: '-1' } },
      ),
      [
        'MCP302 error "\\"0.5\\"": "priority" must be a number from 0 to 1, not a string ("0.5"). ‖ Convert to the number 0.5 (preferred) (safe): "\\"0.5\\""→"0.5"',
        'MCP302 error "\\"7\\"": "priority" must be a number from 0 to 1, not a string ("7"). ‖ Convert to the number 1 (preferred): "\\"7\\""→"1"',
        'MCP302 error "\\" \\"": "priority" must be a number from 0 to 1, not a string (" ").',
        'MCP302 error "\\"high\\"": "priority" must be a number from 0 to 1, not a string ("high").',
        'MCP302 error "true": "priority" must be a number from 0 to 1, not a boolean.',
        'MCP302 error "\\"-1\\"": "priority" must be a number from 0 to 1, not a string ("-1"). ‖ Convert to the number 0 (preferred): "\\"-1\\""→"0"',
      ],
    ],
    [
      'priority outside 0–1 is clamped; 0 and 1 are fine',
      resources(
        { uri: 'file:///a', name: 'a', annotations: { priority: 1.5 } },
        { uri: 'file:///b', name: 'b', annotations: { priority: -0.1 } },
        { uri: 'file:///c', name: 'c', annotations: { priority: 0 } },
        { uri: 'file:///d', name: 'd', annotations: { priority: 1 } },
      ),
      [
        'MCP302 error "1.5": "priority" is 1.5, outside 0–1: 1 means effectively required, 0 entirely optional. ‖ Clamp to 1 (preferred): "1.5"→"1"',
        'MCP302 error "-0.1": "priority" is -0.1, outside 0–1: 1 means effectively required, 0 entirely optional. ‖ Clamp to 0 (preferred): "-0.1"→"0"',
      ],
    ],
    [
      'lastModified: not a string, not ISO (rewritten), an impossible ISO date (not rewritten)',
      resources(
        { uri: 'file:///a', name: 'a', annotations: { lastModified: 1700000000 } },
        { uri: 'file:///b', name: 'b', annotations: { lastModified: 'Jan 12 2025 10:00 UTC' } },
        { uri: 'file:///c', name: 'c', annotations: { lastModified: '2025-02-30T00:00:00Z' } },
        { uri: 'file:///d', name: 'd', annotations: { lastModified: 'soon' } },
      ),
      [
        'MCP303 error "1700000000": "lastModified" must be an ISO 8601 timestamp string such as "2025-01-12T15:00:58Z", not an integer.',
        'MCP303 error "\\"Jan 12 2025 10:00 UTC\\"": "lastModified" is not an ISO 8601 timestamp: write it like "2025-01-12T15:00:58Z". ‖ Rewrite as 2025-01-12T10:00:00.000Z: "\\"Jan 12 2025 10:00 UTC\\""→"\\"2025-01-12T10:00:00.000Z\\""',
        'MCP303 error "\\"2025-02-30T00:00:00Z\\"": "lastModified" names 2025-02-30, a day that does not exist: February 2025 has 28 days.',
        'MCP303 error "\\"soon\\"": "lastModified" is not an ISO 8601 timestamp: write it like "2025-01-12T15:00:58Z".',
      ],
    ],
    [
      'tool hints in content annotations are removed; other keys renamed when close',
      resources({
        uri: 'file:///a',
        name: 'a',
        annotations: { readOnlyHint: true, title: 'T', priorty: 0.5, colour: 'red' },
      }),
      [
        'MCP305 error "\\"readOnlyHint\\"": "readOnlyHint" is a tool annotation; resource and content annotations only take audience, priority and lastModified. Move it to the tool\'s annotations or remove it. ‖ Remove "readOnlyHint": "      \\"annotations\\": {\\n        \\"readOnlyHint\\": true,\\n        \\"title\\": \\"T\\","→"      \\"annotations\\": {\\n        \\"title\\": \\"T\\","',
        'MCP305 error "\\"title\\"": "title" is a tool annotation; resource and content annotations only take audience, priority and lastModified. Move it to the tool\'s annotations or remove it. ‖ Remove "title": "        \\"readOnlyHint\\": true,\\n        \\"title\\": \\"T\\","→"        \\"readOnlyHint\\": true,"',
        'MCP306 warning "\\"priorty\\"": Unknown annotation "priorty": did you mean "priority"? ‖ Rename to "priority" (preferred) (safe): "\\"priorty\\""→"\\"priority\\""',
        'MCP306 warning "\\"colour\\"": Unknown annotation "colour": resource and content annotations only take audience, priority and lastModified.',
      ],
    ],
    [
      'content blocks and templates carry annotations too',
      JSON.stringify(
        {
          resourceTemplates: [{ uriTemplate: 'file:///{a}', name: 'a', annotations: { audience: 'x' } }],
          content: [{ type: 'text', text: 'hi', annotations: { priority: 2 } }],
        },
        null,
        2,
      ),
      [
        'MCP301 error "\\"x\\"": "audience" must be an array of roles, not a string: write ["user"], ["assistant"] or both.',
        'MCP302 error "2": "priority" is 2, outside 0–1: 1 means effectively required, 0 entirely optional. ‖ Clamp to 1 (preferred): "2"→"1"',
      ],
    ],
    [
      'keys without values while the file is typed',
      '{"resources": [{"uri": "file:///a", "name": "a", "annotations": {"audience": , "priority": , "lastModified": }}]}',
      [
        'MCP001 error ",": JSON syntax: value expected.',
        'MCP001 error ",": JSON syntax: value expected.',
        'MCP001 error "}": JSON syntax: value expected.',
      ],
    ],
    [
      'priority strings 0 and 1 convert safely; a short or late date is rewritten',
      resources(
        { uri: 'file:///a', name: 'a', annotations: { priority: '0' } },
        { uri: 'file:///b', name: 'b', annotations: { priority: '1' } },
        { uri: 'file:///c', name: 'c', annotations: { lastModified: '2025-02-3 10:00 UTC' } },
        { uri: 'file:///d', name: 'd', annotations: { lastModified: 'Mon 2025-01-13 10:00 UTC' } },
      ),
      [
        'MCP302 error "\\"0\\"": "priority" must be a number from 0 to 1, not a string ("0"). ‖ Convert to the number 0 (preferred) (safe): "\\"0\\""→"0"',
        'MCP302 error "\\"1\\"": "priority" must be a number from 0 to 1, not a string ("1"). ‖ Convert to the number 1 (preferred) (safe): "\\"1\\""→"1"',
        'MCP303 error "\\"2025-02-3 10:00 UTC\\"": "lastModified" is not an ISO 8601 timestamp: write it like "2025-01-12T15:00:58Z". ‖ Rewrite as 2025-02-03T10:00:00.000Z: "\\"2025-02-3 10:00 UTC\\""→"\\"2025-02-03T10:00:00.000Z\\""',
        'MCP303 error "\\"Mon 2025-01-13 10:00 UTC\\"": "lastModified" is not an ISO 8601 timestamp: write it like "2025-01-12T15:00:58Z". ‖ Rewrite as 2025-01-13T10:00:00.000Z: "\\"Mon 2025-01-13 10:00 UTC\\""→"\\"2025-01-13T10:00:00.000Z\\""',
      ],
    ],
  ];
  for (const [title, doc, expected] of cases) {
    it(title, () => assert.deepEqual(transcript('resources.json', doc), expected));
  }

  it('the future starts a day after now: a timestamp in a time zone ahead is not a mistake', () => {
    const at = (lastModified: string) => resources({ uri: 'file:///a', name: 'a', annotations: { lastModified } });
    const now = { now: () => new Date('2026-01-01T00:00:00Z') };
    assert.deepEqual(transcript('resources.json', at('2026-01-02T00:00:00Z'), { options: now }), []);
    assert.deepEqual(transcript('resources.json', at('2026-01-02T00:00:00.001Z'), { options: now }), [
      'MCP304 warning "\\"2026-01-02T00:00:00.001Z\\"": "lastModified" (2026-01-02T00:00:00.001Z) lies in the future; check the time zone and the clock that produced it.',
    ]);
  });
});
