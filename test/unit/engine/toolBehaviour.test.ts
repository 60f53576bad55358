import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { describeBehaviour, toolBehaviour, toolDisplayName } from '../../../common/formats/toolBehaviour';

describe('effective tool behaviour (model/toolBehaviour)', () => {
  it('fills in the spec defaults when nothing is said', () => {
    const b = toolBehaviour(undefined);
    assert.equal(b.readOnly, false);
    assert.equal(b.destructive, true);
    assert.equal(b.idempotent, false);
    assert.equal(b.openWorld, true);
    assert.equal(b.hints.destructiveHint.explicit, false);
    assert.equal(
      describeBehaviour(b),
      'may modify (default), may destroy (default), not idempotent (default), reaches the outside world (default)',
    );
  });

  it('distinguishes explicit values from defaults', () => {
    const b = toolBehaviour({
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    });
    assert.equal(b.destructive, false);
    assert.equal(describeBehaviour(b), 'may modify, additive only, idempotent, closed world');
  });

  it('treats a read-only tool as not destructive, and its other hints as meaningless', () => {
    const b = toolBehaviour({ readOnlyHint: true, idempotentHint: false });
    assert.equal(b.destructive, false);
    assert.equal(b.hints.idempotentHint.meaningful, false);
    assert.equal(describeBehaviour(b), 'read-only, reaches the outside world (default)');
  });

  it('resolves read-only plus destructive towards caution', () => {
    const b = toolBehaviour({ readOnlyHint: true, destructiveHint: true });
    assert.equal(b.destructive, true);
    assert.match(b.destructiveBecause, /cautious/);
    assert.match(describeBehaviour(b), /taken as may destroy/);
  });

  it('counts hints of the wrong type as absent, and says they were invalid', () => {
    const b = toolBehaviour({ readOnlyHint: 'true' });
    assert.equal(b.readOnly, false);
    assert.equal(b.hints.readOnlyHint.invalid, true);
    assert.equal(b.hints.readOnlyHint.explicit, false);
  });

  it('picks the display name as clients do: title, then annotations.title, then name', () => {
    assert.deepEqual(toolDisplayName({ name: 'a', title: 'T', annotations: { title: 'A' } }), {
      name: 'T',
      source: 'title',
    });
    assert.deepEqual(toolDisplayName({ name: 'a', annotations: { title: 'A' } }), {
      name: 'A',
      source: 'annotations.title',
    });
    assert.deepEqual(toolDisplayName({ name: 'a', title: '' }), { name: 'a', source: 'name' });
  });
});
