import { strict as assert } from 'node:assert';
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import { RedrawThrottle } from '../../../client/src/servers/redrawThrottle';

type Row = { readonly id: string; readonly v?: number };

describe('RedrawThrottle', () => {
  let clock = 0;
  let redraws: (string[] | 'all')[] = [];
  // the clock the throttle reads moves with the timers, a millisecond at a time
  const tick = (ms: number) => {
    for (let i = 0; i < ms; i++) {
      clock++;
      mock.timers.tick(1);
    }
  };
  const make = () =>
    new RedrawThrottle<Row>(
      (rows) => redraws.push(rows ? rows.map((r) => `${r.id}${r.v ?? ''}`) : 'all'),
      (r) => r.id,
      400,
      () => clock,
    );

  beforeEach(() => {
    mock.timers.enable({ apis: ['setTimeout'] });
    clock = 1_000;
    redraws = [];
  });
  afterEach(() => mock.timers.reset());

  it('redraws a first change at once', () => {
    make().request({ id: 'a' });
    assert.deepEqual(redraws, [['a']]);
  });

  it('holds what changes within the interval and redraws it once, when the interval is over', () => {
    const throttle = make();
    throttle.request({ id: 'a' });
    tick(100);
    throttle.request({ id: 'b' });
    throttle.request({ id: 'c' });
    tick(299);
    assert.deepEqual(redraws, [['a']]);
    tick(1);
    assert.deepEqual(redraws, [['a'], ['b', 'c']]);
  });

  it('never lets two redraws come closer than the interval, however many changes come (a server announcing every 100 ms)', () => {
    const throttle = make();
    const at: number[] = [];
    const timed = new RedrawThrottle<Row>(
      () => at.push(clock),
      (r) => r.id,
      400,
      () => clock,
    );
    for (let i = 0; i < 50; i++) {
      timed.request({ id: 'server' });
      throttle.request({ id: 'server' });
      tick(100);
    }
    tick(400);
    assert.deepEqual(
      at,
      [1_000, 1_400, 1_800, 2_200, 2_600, 3_000, 3_400, 3_800, 4_200, 4_600, 5_000, 5_400, 5_800, 6_200],
    );
    assert.equal(redraws.length, at.length);
  });

  it('redraws a row once per batch, with the newest object it was given', () => {
    const throttle = make();
    throttle.request({ id: 'a', v: 1 });
    throttle.request({ id: 'b', v: 1 });
    throttle.request({ id: 'a', v: 2 });
    tick(400);
    assert.deepEqual(redraws, [['a1'], ['b1', 'a2']]);
  });

  it('redraws the whole tree when any change asks for it, before or after rows', () => {
    const throttle = make();
    throttle.request({ id: 'a' });
    throttle.request({ id: 'b' });
    throttle.request(undefined);
    throttle.request({ id: 'c' });
    tick(400);
    throttle.request(undefined);
    assert.deepEqual(redraws, [['a'], 'all']);
    tick(400);
    assert.deepEqual(redraws, [['a'], 'all', 'all']);
  });

  it('redraws at once again after a quiet interval', () => {
    const throttle = make();
    throttle.request({ id: 'a' });
    tick(400);
    throttle.request({ id: 'b' });
    assert.deepEqual(redraws, [['a'], ['b']]);
  });

  it('redraws nothing once disposed', () => {
    const throttle = make();
    throttle.request({ id: 'a' });
    throttle.request({ id: 'b' });
    throttle.dispose();
    tick(10_000);
    assert.deepEqual(redraws, [['a']]);
  });
});
