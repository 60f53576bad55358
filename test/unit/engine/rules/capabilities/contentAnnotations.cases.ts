// The contentAnnotations tests' documents and the findings each must give (code, span, fixed text); the message layer
// (test/unit/engine/messages/) pins what the same findings say.
import { resources } from './fixtures';
import type { FindingTable } from '../../ruleCases';

export const resource = (annotations: unknown) =>
  JSON.stringify({ resources: [{ uri: 'file:///a.txt', name: 'a', annotations }] }, null, 2);

export const contentAnnotationEdges: FindingTable = {
  title: 'content and resource annotations (MCP301–MCP306) at their edges',
  path: 'resources.json',
  cases: [
    {
      title: "annotations that are not an object are the owner's type rule",
      doc: resources({ uri: 'file:///a', name: 'a', annotations: [] }),
      findings: ['MCP413 []'],
    },
    {
      title: 'audience: not a list (a role wrapped, anything else said), empty',
      doc: resources(
        { uri: 'file:///a', name: 'a', annotations: { audience: 'user' } },
        { uri: 'file:///b', name: 'b', annotations: { audience: 'users' } },
        { uri: 'file:///c', name: 'c', annotations: { audience: 3 } },
        { uri: 'file:///d', name: 'd', annotations: { audience: [] } },
      ),
      findings: [
        'MCP301 "user" ⇒ ["user"]',
        'MCP301 "users"',
        'MCP301 3',
        'MCP301 [] ⇒       "annotations": {\n        "audience": [] →       "annotations": {',
      ],
    },
    {
      title: 'audience entries: not a string, a near miss, system and model, a far one, a duplicate',
      doc: resources({
        uri: 'file:///a',
        name: 'a',
        annotations: { audience: [1, 'usr', 'System', 'MODEL', 'robot', 'user', 'user', 'assistant'] },
      }),
      findings: [
        'MCP301 1',
        'MCP301 "usr" ⇒ "user"',
        'MCP301 "System" ⇒ "assistant"',
        'MCP301 "MODEL" ⇒ "assistant"',
        'MCP301 "robot"',
        'MCP301 "user" ⇒ ,\n          "user" → ∅',
      ],
    },
    {
      title: 'a long unknown role is cut in the message',
      doc: resources({ uri: 'file:///a', name: 'a', annotations: { audience: ['x'.repeat(200)] } }),
      findings: [
        'MCP301 "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"',
      ],
    },
    {
      title: 'priority: strings that are numbers are converted (clamped; safe only within 0–1), others said',
      doc: resources(
        { uri: 'file:///a', name: 'a', annotations: { priority: '0.5' } },
        { uri: 'file:///b', name: 'b', annotations: { priority: '7' } },
        { uri: 'file:///c', name: 'c', annotations: { priority: ' ' } },
        { uri: 'file:///d', name: 'd', annotations: { priority: 'high' } },
        { uri: 'file:///e', name: 'e', annotations: { priority: true } },
        { uri: 'file:///f', name: 'f', annotations: { priority: '-1' } },
      ),
      findings: [
        'MCP302 "0.5" ⇒ 0.5',
        'MCP302 "7" ⇒ 1',
        'MCP302 " "',
        'MCP302 "high"',
        'MCP302 true',
        'MCP302 "-1" ⇒ 0',
      ],
    },
    {
      title: 'priority outside 0–1 is clamped; 0 and 1 are fine',
      doc: resources(
        { uri: 'file:///a', name: 'a', annotations: { priority: 1.5 } },
        { uri: 'file:///b', name: 'b', annotations: { priority: -0.1 } },
        { uri: 'file:///c', name: 'c', annotations: { priority: 0 } },
        { uri: 'file:///d', name: 'd', annotations: { priority: 1 } },
      ),
      findings: ['MCP302 1.5 ⇒ 1', 'MCP302 -0.1 ⇒ 0'],
    },
    {
      title: 'lastModified: not a string, not ISO (rewritten), an impossible ISO date (not rewritten)',
      doc: resources(
        { uri: 'file:///a', name: 'a', annotations: { lastModified: 1700000000 } },
        { uri: 'file:///b', name: 'b', annotations: { lastModified: 'Jan 12 2025 10:00 UTC' } },
        { uri: 'file:///c', name: 'c', annotations: { lastModified: '2025-02-30T00:00:00Z' } },
        { uri: 'file:///d', name: 'd', annotations: { lastModified: 'soon' } },
      ),
      findings: [
        'MCP303 1700000000',
        'MCP303 "Jan 12 2025 10:00 UTC" ⇒ "2025-01-12T10:00:00.000Z"',
        'MCP303 "2025-02-30T00:00:00Z"',
        'MCP303 "soon"',
      ],
    },
    {
      title: 'tool hints in content annotations are removed; other keys renamed when close',
      doc: resources({
        uri: 'file:///a',
        name: 'a',
        annotations: { readOnlyHint: true, title: 'T', priorty: 0.5, colour: 'red' },
      }),
      findings: [
        'MCP305 "readOnlyHint" ⇒       "annotations": {\n' +
          '        "readOnlyHint": true,\n' +
          '        "title": "T", →       "annotations": {\n' +
          '        "title": "T",',
        'MCP305 "title" ⇒         "readOnlyHint": true,\n        "title": "T", →         "readOnlyHint": true,',
        'MCP306 "priorty" ⇒ "priority"',
        'MCP306 "colour"',
      ],
    },
    {
      title: 'content blocks and templates carry annotations too',
      doc: JSON.stringify(
        {
          resourceTemplates: [{ uriTemplate: 'file:///{a}', name: 'a', annotations: { audience: 'x' } }],
          content: [{ type: 'text', text: 'hi', annotations: { priority: 2 } }],
        },
        null,
        2,
      ),
      findings: ['MCP301 "x"', 'MCP302 2 ⇒ 1'],
    },
    {
      title: 'keys without values while the file is typed',
      doc: '{"resources": [{"uri": "file:///a", "name": "a", "annotations": {"audience": , "priority": , "lastModified": }}]}',
      findings: ['MCP001 ,', 'MCP001 ,', 'MCP001 }'],
    },
    {
      title: 'priority strings 0 and 1 convert safely; a short or late date is rewritten',
      doc: resources(
        { uri: 'file:///a', name: 'a', annotations: { priority: '0' } },
        { uri: 'file:///b', name: 'b', annotations: { priority: '1' } },
        { uri: 'file:///c', name: 'c', annotations: { lastModified: '2025-02-3 10:00 UTC' } },
        { uri: 'file:///d', name: 'd', annotations: { lastModified: 'Mon 2025-01-13 10:00 UTC' } },
      ),
      findings: [
        'MCP302 "0" ⇒ 0',
        'MCP302 "1" ⇒ 1',
        'MCP303 "2025-02-3 10:00 UTC" ⇒ "2025-02-03T10:00:00.000Z"',
        'MCP303 "Mon 2025-01-13 10:00 UTC" ⇒ "2025-01-13T10:00:00.000Z"',
      ],
    },
  ],
};

const lastModifiedAt = (lastModified: string) =>
  resources({ uri: 'file:///a', name: 'a', annotations: { lastModified } });

export const aDayAfterNow: FindingTable = {
  title: 'the future starts a day after now: a timestamp in a time zone ahead is not a mistake',
  path: 'resources.json',
  options: { now: () => new Date('2026-01-01T00:00:00Z') },
  cases: [
    { title: 'a day after now', doc: lastModifiedAt('2026-01-02T00:00:00Z'), findings: [] },
    {
      title: 'a millisecond past a day after now',
      doc: lastModifiedAt('2026-01-02T00:00:00.001Z'),
      findings: ['MCP304 "2026-01-02T00:00:00.001Z"'],
    },
  ],
};
