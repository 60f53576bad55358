import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { definitionHash, definitionOf, type Pin, type ToolLike } from '../../../client/src/approval/pins';
import {
  decideApproval,
  type ApprovalSettings,
  type PolicyInput,
  type SessionGrants,
} from '../../../client/src/approval/policy';

type Trust = 'trusted' | 'untrusted';
type Grant = 'none' | 'session' | 'once';
type PinState = 'new' | 'same' | 'changed';
type Expect = 'run' | `ask:${'destructive' | 'write' | 'readOnly' | 'untrusted'}`;

/** Annotation sets by the behaviour they give; `defaults` leaves every hint out. */
const ANNOTATIONS: Record<string, unknown> = {
  readOnly: { readOnlyHint: true },
  nonDestructive: { readOnlyHint: false, destructiveHint: false },
  nonDestructiveImplicitWrite: { destructiveHint: false },
  destructive: { readOnlyHint: false, destructiveHint: true },
  defaults: undefined,
  emptyObject: {},
  onlyOpenWorld: { openWorldHint: false, idempotentHint: true },
  // claims read-only and destructive at once: the cautious reading wins
  contradictory: { readOnlyHint: true, destructiveHint: true },
  // not a boolean: counts as absent, so the defaults (destructive) apply
  stringlyReadOnly: { readOnlyHint: 'true' },
  notAnObject: 'readOnly',
};

const ASK_ALL: ApprovalSettings = { readOnly: 'ask', nonDestructive: 'ask' };
const DEFAULTS: ApprovalSettings = { readOnly: 'auto', nonDestructive: 'ask' };
const ONCE: ApprovalSettings = { readOnly: 'auto', nonDestructive: 'askOncePerSession' };
const AUTO: ApprovalSettings = { readOnly: 'auto', nonDestructive: 'auto' };

/** The pin stored for the tool: none when it is new, its current definition, or an older description's. */
function pinFor(pin: PinState, tool: ToolLike, current: Pin): Pin | undefined {
  if (pin === 'new') return undefined;
  if (pin === 'same') return current;
  const old = definitionOf({ ...tool, description: 'Does it, harmlessly.' });
  return { hash: definitionHash(old), definition: old };
}

function input(
  trust: Trust,
  annotations: string,
  grant: Grant,
  pin: PinState,
  settings: ApprovalSettings,
): PolicyInput {
  const tool: ToolLike = {
    name: 'do_it',
    description: 'Does it.',
    inputSchema: { type: 'object' },
    annotations: ANNOTATIONS[annotations],
  };
  const definition = definitionOf(tool);
  const hash = definitionHash(definition);
  const pinned = pinFor(pin, tool, { hash, definition });
  const grants: SessionGrants = { allowedForSession: grant === 'session', approvedThisSession: grant === 'once' };
  return {
    trusted: trust === 'trusted',
    annotations: ANNOTATIONS[annotations],
    pinned,
    current: { hash, definition },
    settings,
    grants,
  };
}

// [trust, annotations, grant, pin, settings, expected]
const TABLE: [Trust, string, Grant, PinState, ApprovalSettings, Expect][] = [
  // untrusted: every call asks, whatever the annotations, grants or settings say
  ['untrusted', 'readOnly', 'none', 'new', AUTO, 'ask:untrusted'],
  ['untrusted', 'readOnly', 'session', 'same', AUTO, 'ask:untrusted'],
  ['untrusted', 'readOnly', 'once', 'same', ONCE, 'ask:untrusted'],
  ['untrusted', 'nonDestructive', 'none', 'new', AUTO, 'ask:untrusted'],
  ['untrusted', 'nonDestructive', 'once', 'same', ONCE, 'ask:untrusted'],
  ['untrusted', 'destructive', 'none', 'new', AUTO, 'ask:destructive'],
  ['untrusted', 'destructive', 'session', 'same', AUTO, 'ask:destructive'],
  ['untrusted', 'defaults', 'none', 'new', AUTO, 'ask:destructive'],
  ['untrusted', 'emptyObject', 'session', 'same', AUTO, 'ask:destructive'],
  ['untrusted', 'contradictory', 'none', 'new', AUTO, 'ask:destructive'],
  ['untrusted', 'stringlyReadOnly', 'none', 'new', AUTO, 'ask:destructive'],
  ['untrusted', 'onlyOpenWorld', 'none', 'new', AUTO, 'ask:destructive'],
  ['untrusted', 'readOnly', 'none', 'changed', AUTO, 'ask:untrusted'],
  ['untrusted', 'destructive', 'none', 'changed', AUTO, 'ask:destructive'],

  // trusted, read-only: runs unless the setting asks; a session allowance lets it run anyway
  ['trusted', 'readOnly', 'none', 'new', DEFAULTS, 'run'],
  ['trusted', 'readOnly', 'none', 'same', DEFAULTS, 'run'],
  ['trusted', 'readOnly', 'none', 'new', ASK_ALL, 'ask:readOnly'],
  ['trusted', 'readOnly', 'once', 'same', ASK_ALL, 'ask:readOnly'],
  ['trusted', 'readOnly', 'session', 'same', ASK_ALL, 'run'],
  ['trusted', 'readOnly', 'none', 'changed', DEFAULTS, 'ask:readOnly'],
  ['trusted', 'readOnly', 'session', 'changed', DEFAULTS, 'ask:readOnly'],

  // trusted, non-destructive writes: follow mcpLens.approval.nonDestructive
  ['trusted', 'nonDestructive', 'none', 'new', DEFAULTS, 'ask:write'],
  ['trusted', 'nonDestructive', 'once', 'same', DEFAULTS, 'ask:write'],
  ['trusted', 'nonDestructive', 'none', 'new', ONCE, 'ask:write'],
  ['trusted', 'nonDestructive', 'once', 'same', ONCE, 'run'],
  ['trusted', 'nonDestructive', 'none', 'new', AUTO, 'run'],
  ['trusted', 'nonDestructive', 'session', 'same', DEFAULTS, 'run'],
  ['trusted', 'nonDestructive', 'once', 'changed', ONCE, 'ask:write'],
  ['trusted', 'nonDestructive', 'none', 'changed', AUTO, 'ask:write'],
  ['trusted', 'nonDestructiveImplicitWrite', 'none', 'new', AUTO, 'run'],
  ['trusted', 'nonDestructiveImplicitWrite', 'none', 'new', DEFAULTS, 'ask:write'],
  // readOnly: ask does not touch writes, nonDestructive: auto does not touch read-only tools
  ['trusted', 'nonDestructive', 'none', 'new', { readOnly: 'ask', nonDestructive: 'auto' }, 'run'],
  ['trusted', 'readOnly', 'none', 'new', { readOnly: 'ask', nonDestructive: 'auto' }, 'ask:readOnly'],

  // trusted, destructive (explicit or by default): always asks unless allowed for this session
  ['trusted', 'destructive', 'none', 'new', AUTO, 'ask:destructive'],
  ['trusted', 'destructive', 'once', 'same', AUTO, 'ask:destructive'],
  ['trusted', 'destructive', 'once', 'same', ONCE, 'ask:destructive'],
  ['trusted', 'destructive', 'session', 'same', ASK_ALL, 'run'],
  ['trusted', 'destructive', 'session', 'changed', AUTO, 'ask:destructive'],
  ['trusted', 'defaults', 'none', 'new', AUTO, 'ask:destructive'],
  ['trusted', 'defaults', 'once', 'same', ONCE, 'ask:destructive'],
  ['trusted', 'defaults', 'session', 'same', DEFAULTS, 'run'],
  ['trusted', 'emptyObject', 'none', 'same', AUTO, 'ask:destructive'],
  ['trusted', 'onlyOpenWorld', 'none', 'new', AUTO, 'ask:destructive'],
  ['trusted', 'notAnObject', 'none', 'new', AUTO, 'ask:destructive'],
  ['trusted', 'stringlyReadOnly', 'none', 'new', AUTO, 'ask:destructive'],
  ['trusted', 'contradictory', 'none', 'new', AUTO, 'ask:destructive'],
  ['trusted', 'contradictory', 'session', 'same', AUTO, 'run'],
];

describe('approval policy', () => {
  for (const [trust, annotations, grant, pin, settings, expected] of TABLE) {
    const name = `${trust} · ${annotations} · grant ${grant} · pin ${pin} · readOnly ${settings.readOnly}, nonDestructive ${settings.nonDestructive} → ${expected}`;
    it(name, () => {
      const d = decideApproval(input(trust, annotations, grant, pin, settings));
      assert.equal(d.action === 'run' ? 'run' : `ask:${d.level}`, expected, d.reason);
      assert.ok(d.reason.length > 10);
      if (d.action === 'ask') {
        assert.equal(!!d.changed, pin === 'changed', 'a diff comes exactly when the pinned definition changed');
        assert.deepEqual(d.offers, { allowForSession: trust === 'trusted', trustServer: trust === 'untrusted' });
      }
    });
  }

  it('holds its invariants over every combination', () => {
    const settingsList: ApprovalSettings[] = [];
    for (const readOnly of ['auto', 'ask'] as const) {
      for (const nonDestructive of ['ask', 'askOncePerSession', 'auto'] as const) {
        settingsList.push({ readOnly, nonDestructive });
      }
    }
    let runs = 0;
    for (const trust of ['trusted', 'untrusted'] as const) {
      for (const annotations of Object.keys(ANNOTATIONS)) {
        for (const grant of ['none', 'session', 'once'] as const) {
          for (const pin of ['new', 'same', 'changed'] as const) {
            for (const settings of settingsList) {
              const d = decideApproval(input(trust, annotations, grant, pin, settings));
              const where = `${trust} ${annotations} ${grant} ${pin} ${JSON.stringify(settings)}`;
              if (trust === 'untrusted') assert.equal(d.action, 'ask', `untrusted always asks: ${where}`);
              if (pin === 'changed') {
                assert.ok(
                  d.action === 'ask' && d.changed && d.changed.fields.length > 0,
                  `a changed definition asks with its diff: ${where}`,
                );
              }
              if (d.action === 'ask' && trust === 'trusted' && pin !== 'changed') {
                assert.notEqual(
                  grant,
                  'session',
                  `a session allowance of an unchanged tool of a trusted server runs: ${where}`,
                );
              }
              if (d.action === 'run') {
                runs++;
                assert.ok(
                  grant === 'session' ||
                    ![
                      'destructive',
                      'defaults',
                      'emptyObject',
                      'contradictory',
                      'stringlyReadOnly',
                      'notAnObject',
                      'onlyOpenWorld',
                    ].includes(annotations),
                  `a destructive tool ran without a session allowance: ${where}`,
                );
              }
            }
          }
        }
      }
    }
    assert.ok(runs > 0);
  });

  it('names the reason a tool counts as destructive', () => {
    const byDefault = decideApproval(input('trusted', 'defaults', 'none', 'new', AUTO));
    assert.match(byDefault.reason, /destructiveHint is not set and the tool is not read-only/);
    const explicit = decideApproval(input('untrusted', 'destructive', 'none', 'new', AUTO));
    assert.match(explicit.reason, /sets destructiveHint: true/);
    const lying = decideApproval(input('untrusted', 'readOnly', 'none', 'new', AUTO));
    assert.match(lying.reason, /unverified claim/);
  });

  it('carries the diff of what changed', () => {
    const d = decideApproval(input('trusted', 'readOnly', 'none', 'changed', DEFAULTS));
    assert.equal(d.action, 'ask');
    assert.ok(d.action === 'ask' && d.changed);
    assert.deepEqual(
      d.changed.fields.map((f) => f.field),
      ['description'],
    );
    assert.deepEqual(d.changed.fields[0]!.lines, [
      { kind: 'removed', text: 'Does it, harmlessly.' },
      { kind: 'added', text: 'Does it.' },
    ]);
    assert.match(d.reason, /definition changed since it was approved/);
  });
});
