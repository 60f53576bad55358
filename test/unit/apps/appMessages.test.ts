// The checks every message from an app's frame passes: one JSON-RPC 2.0 message (request, notification or response)
// of bounded size, handed on as a plain JSON copy; and the flood guard that stops an app sending in a loop.
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import {
  APP_MESSAGE_MAX_CHARS,
  APP_MESSAGES_PER_SECOND,
  checkAppMessage,
  FloodGuard,
} from '../../../common/mcp/apps/appMessages';

/** The reason a message is refused (fails the test when it is accepted). */
function refused(data: unknown): string {
  const check = checkAppMessage(data);
  assert.equal(check.ok, false, `expected ${String(data)} to be refused`);
  return (check as { reason: string }).reason;
}

/** The message handed on (fails the test when it is refused). */
function accepted(data: unknown): Record<string, unknown> {
  const check = checkAppMessage(data);
  assert.equal(check.ok, true, `expected it to be accepted, refused: ${(check as { reason?: string }).reason}`);
  return (check as { message: Record<string, unknown> }).message;
}

describe('checkAppMessage: what is accepted', () => {
  it('accepts a request with a numeric id and object params', () => {
    const data = { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'add', arguments: { a: 1, b: 2 } } };
    assert.deepEqual(accepted(data), {
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/call',
      params: { name: 'add', arguments: { a: 1, b: 2 } },
    });
  });

  it('accepts a request with a string id and no params', () => {
    assert.deepEqual(accepted({ jsonrpc: '2.0', id: 'r-7', method: 'ui/initialize' }), {
      jsonrpc: '2.0',
      id: 'r-7',
      method: 'ui/initialize',
    });
  });

  it('accepts an id of 0, a negative and a fractional id', () => {
    for (const id of [0, -3, 1.5]) {
      assert.deepEqual(accepted({ jsonrpc: '2.0', id, method: 'm' }), { jsonrpc: '2.0', id, method: 'm' });
    }
  });

  it('accepts a notification (no id) with and without params', () => {
    assert.deepEqual(accepted({ jsonrpc: '2.0', method: 'ui/notifications/size-changed', params: { height: 300 } }), {
      jsonrpc: '2.0',
      method: 'ui/notifications/size-changed',
      params: { height: 300 },
    });
    assert.deepEqual(accepted({ jsonrpc: '2.0', method: 'ui/notifications/initialized' }), {
      jsonrpc: '2.0',
      method: 'ui/notifications/initialized',
    });
  });

  it('accepts a response with a result, also a null or empty one', () => {
    assert.deepEqual(accepted({ jsonrpc: '2.0', id: 4, result: { ok: true } }), {
      jsonrpc: '2.0',
      id: 4,
      result: { ok: true },
    });
    assert.deepEqual(accepted({ jsonrpc: '2.0', id: 'x', result: null }), { jsonrpc: '2.0', id: 'x', result: null });
    assert.deepEqual(accepted({ jsonrpc: '2.0', id: 5, result: {} }), { jsonrpc: '2.0', id: 5, result: {} });
  });

  it('accepts a response with an error of numeric code and string message, with or without data', () => {
    assert.deepEqual(accepted({ jsonrpc: '2.0', id: 4, error: { code: -32601, message: 'Method not found' } }), {
      jsonrpc: '2.0',
      id: 4,
      error: { code: -32601, message: 'Method not found' },
    });
    assert.deepEqual(accepted({ jsonrpc: '2.0', id: 4, error: { code: 1, message: '', data: [1, 2] } }), {
      jsonrpc: '2.0',
      id: 4,
      error: { code: 1, message: '', data: [1, 2] },
    });
  });
});

describe('checkAppMessage: the message handed on is a plain JSON copy', () => {
  it('is a new object, not the one given, and not sharing its nested objects', () => {
    const data = { jsonrpc: '2.0', id: 1, method: 'm', params: { nested: { a: 1 } } };
    const message = accepted(data);
    assert.notEqual(message, data);
    assert.notEqual(message.params, data.params);
    (data.params.nested as { a: number }).a = 2;
    assert.deepEqual(message.params, { nested: { a: 1 } });
  });

  it('drops undefined fields, at the top and nested', () => {
    const message = accepted({
      jsonrpc: '2.0',
      id: 1,
      method: 'm',
      extra: undefined,
      params: { keep: 1, drop: undefined },
    });
    assert.deepEqual(message, { jsonrpc: '2.0', id: 1, method: 'm', params: { keep: 1 } });
    assert.equal('extra' in message, false);
    assert.equal('drop' in (message.params as object), false);
  });

  it('turns a request whose id is undefined into a notification (no id key at all)', () => {
    const message = accepted({ jsonrpc: '2.0', id: undefined, method: 'm' });
    assert.deepEqual(message, { jsonrpc: '2.0', method: 'm' });
    assert.equal('id' in message, false);
  });

  it('turns Dates into their ISO strings', () => {
    const message = accepted({
      jsonrpc: '2.0',
      method: 'm',
      params: { when: new Date(Date.UTC(2026, 0, 2, 3, 4, 5)) },
    });
    assert.deepEqual(message.params, { when: '2026-01-02T03:04:05.000Z' });
  });

  it('drops functions nested in params and turns NaN in params into null', () => {
    const message = accepted({
      jsonrpc: '2.0',
      method: 'm',
      params: { f: () => 1, n: Number.NaN, list: [undefined, 1] },
    });
    assert.deepEqual(message.params, { n: null, list: [null, 1] });
  });

  it('leaves only plain prototypes: a class instance in params becomes a plain object', () => {
    class Point {
      constructor(
        readonly x: number,
        readonly y: number,
      ) {}
      norm() {
        return Math.hypot(this.x, this.y);
      }
    }
    const message = accepted({ jsonrpc: '2.0', method: 'm', params: { p: new Point(3, 4) } });
    const p = (message.params as { p: object }).p;
    assert.equal(Object.getPrototypeOf(p), Object.prototype);
    assert.deepEqual(p, { x: 3, y: 4 });
  });

  it('turns a Map in params into an empty object (what JSON makes of it)', () => {
    const message = accepted({ jsonrpc: '2.0', method: 'm', params: { m: new Map([[1, 2]]) } });
    assert.deepEqual(message.params, { m: {} });
  });
});

describe('checkAppMessage: what is refused, and why', () => {
  it('refuses null, arrays, strings, numbers, booleans, undefined and functions as not an object, naming what they are', () => {
    assert.equal(refused(null), 'a message that is not a JSON-RPC object (null)');
    assert.equal(refused([]), 'a message that is not a JSON-RPC object (an array)');
    assert.equal(refused([{ jsonrpc: '2.0', method: 'm' }]), 'a message that is not a JSON-RPC object (an array)');
    assert.equal(refused('{"jsonrpc":"2.0","method":"m"}'), 'a message that is not a JSON-RPC object (string)');
    assert.equal(refused(42), 'a message that is not a JSON-RPC object (number)');
    assert.equal(refused(true), 'a message that is not a JSON-RPC object (boolean)');
    assert.equal(refused(undefined), 'a message that is not a JSON-RPC object (undefined)');
    assert.equal(
      refused(() => undefined),
      'a message that is not a JSON-RPC object (function)',
    );
  });

  it('refuses a message without "jsonrpc": "2.0" (missing, another version, a number)', () => {
    const reason = 'a message without "jsonrpc": "2.0"';
    assert.equal(refused({ id: 1, method: 'm' }), reason);
    assert.equal(refused({ jsonrpc: '1.0', id: 1, method: 'm' }), reason);
    assert.equal(refused({ jsonrpc: 2, id: 1, method: 'm' }), reason);
    assert.equal(refused({ jsonrpc: '2.0 ', id: 1, method: 'm' }), reason);
    assert.equal(refused({}), reason);
  });

  it('refuses a method that is not a non-empty string', () => {
    const reason = 'a message whose method is not a string';
    assert.equal(refused({ jsonrpc: '2.0', id: 1, method: 42 }), reason);
    assert.equal(refused({ jsonrpc: '2.0', id: 1, method: null }), reason);
    assert.equal(refused({ jsonrpc: '2.0', id: 1, method: ['m'] }), reason);
    assert.equal(refused({ jsonrpc: '2.0', id: 1, method: { name: 'm' } }), reason);
    assert.equal(refused({ jsonrpc: '2.0', method: '' }), reason);
  });

  it('refuses a request whose id is NaN, Infinity, null, an object, an array or a boolean, naming the method', () => {
    const reason = 'a request whose id is not a string or a number (tools/call)';
    for (const id of [Number.NaN, Number.POSITIVE_INFINITY, null, { n: 1 }, [1], true]) {
      assert.equal(refused({ jsonrpc: '2.0', id, method: 'tools/call' }), reason, `id ${String(id)}`);
    }
  });

  it('refuses params that are not an object: an array, null, a string, a number', () => {
    for (const params of [[1, 2], null, 'p', 3, false]) {
      assert.equal(
        refused({ jsonrpc: '2.0', id: 1, method: 'tools/call', params }),
        'a message whose params are not an object (tools/call)',
        `params ${String(params)}`,
      );
      assert.equal(
        refused({ jsonrpc: '2.0', method: 'n/x', params }),
        'a message whose params are not an object (n/x)',
      );
    }
  });

  it('refuses a response whose id is missing, null, NaN or an object', () => {
    const reason = 'a response whose id is not a string or a number';
    assert.equal(refused({ jsonrpc: '2.0', result: {} }), reason);
    assert.equal(refused({ jsonrpc: '2.0', id: null, result: {} }), reason);
    assert.equal(refused({ jsonrpc: '2.0', id: Number.NaN, result: {} }), reason);
    assert.equal(refused({ jsonrpc: '2.0', id: {}, error: { code: 1, message: 'x' } }), reason);
  });

  it('refuses a response with neither result nor error, and one with both', () => {
    const reason = 'a response with neither or both of result and error';
    assert.equal(refused({ jsonrpc: '2.0', id: 1 }), reason);
    assert.equal(refused({ jsonrpc: '2.0', id: 1, result: {}, error: { code: 1, message: 'x' } }), reason);
    // an undefined result is no result once it is JSON
    assert.equal(refused({ jsonrpc: '2.0', id: 1, result: undefined }), reason);
  });

  it('refuses an error without a numeric code and a string message', () => {
    const reason = 'a response whose error has no numeric code and message';
    for (const error of [
      null,
      'boom',
      [1, 'x'],
      {},
      { code: 1 },
      { message: 'x' },
      { code: '1', message: 'x' },
      { code: 1, message: 2 },
      { code: Number.NaN, message: 'x' },
    ]) {
      assert.equal(refused({ jsonrpc: '2.0', id: 1, error }), reason, `error ${JSON.stringify(error)}`);
    }
  });

  it('refuses a message with a cycle in it', () => {
    const params: Record<string, unknown> = { a: 1 };
    params.self = params;
    assert.equal(
      refused({ jsonrpc: '2.0', id: 1, method: 'm', params }),
      'a message that is not JSON (a cycle, a BigInt or a function in it)',
    );
    const top: Record<string, unknown> = { jsonrpc: '2.0', method: 'm' };
    top.params = { back: top };
    assert.equal(refused(top), 'a message that is not JSON (a cycle, a BigInt or a function in it)');
  });

  it('refuses a message with a BigInt in it', () => {
    assert.equal(
      refused({ jsonrpc: '2.0', id: 1, method: 'm', params: { n: 10n } }),
      'a message that is not JSON (a cycle, a BigInt or a function in it)',
    );
    assert.equal(
      refused({ jsonrpc: '2.0', id: 1n, method: 'm' }),
      'a message that is not JSON (a cycle, a BigInt or a function in it)',
    );
  });

  it('refuses a message whose toJSON throws, rather than throwing itself', () => {
    const params = {
      toJSON() {
        throw new Error('nope');
      },
    };
    assert.equal(
      refused({ jsonrpc: '2.0', id: 1, method: 'm', params }),
      'a message that is not JSON (a cycle, a BigInt or a function in it)',
    );
  });

  it('a function as the method is dropped as JSON, and what is left is a response without an id', () => {
    assert.equal(refused({ jsonrpc: '2.0', method: () => 'm' }), 'a response whose id is not a string or a number');
  });

  it('accepts a message of exactly APP_MESSAGE_MAX_CHARS characters of JSON and refuses one more', () => {
    assert.equal(APP_MESSAGE_MAX_CHARS, 1_000_000);
    const overhead = JSON.stringify({ jsonrpc: '2.0', method: 'm', params: { s: '' } }).length;
    const atLimit = { jsonrpc: '2.0', method: 'm', params: { s: 'x'.repeat(APP_MESSAGE_MAX_CHARS - overhead) } };
    assert.equal(JSON.stringify(atLimit).length, APP_MESSAGE_MAX_CHARS);
    assert.equal(checkAppMessage(atLimit).ok, true);
    const over = { jsonrpc: '2.0', method: 'm', params: { s: 'x'.repeat(APP_MESSAGE_MAX_CHARS - overhead + 1) } };
    assert.equal(refused(over), 'a message of 1,000,001 characters (at most 1,000,000)');
  });

  it('counts the size as JSON, escapes included, not as the raw string', () => {
    // each quote is two characters once escaped
    const overhead = JSON.stringify({ jsonrpc: '2.0', method: 'm', params: { s: '' } }).length;
    const quotes = '"'.repeat(Math.ceil((APP_MESSAGE_MAX_CHARS - overhead) / 2) + 1);
    const json = JSON.stringify({ jsonrpc: '2.0', method: 'm', params: { s: quotes } });
    assert.ok(quotes.length < APP_MESSAGE_MAX_CHARS);
    assert.equal(
      refused({ jsonrpc: '2.0', method: 'm', params: { s: quotes } }),
      `a message of ${json.length.toLocaleString('en-US')} characters (at most 1,000,000)`,
    );
  });

  it('checks the size before the shape: a huge response with both result and error is refused for its size', () => {
    const big = 'y'.repeat(APP_MESSAGE_MAX_CHARS);
    assert.match(
      refused({ jsonrpc: '2.0', id: 1, result: big, error: { code: 1, message: 'x' } }),
      /^a message of [\d,]+ characters \(at most 1,000,000\)$/,
    );
  });
});

describe('FloodGuard', () => {
  /** A guard over a clock the test moves. */
  function guard(perSecond: number) {
    let t = 10_000;
    const g = new FloodGuard(perSecond, () => t);
    return {
      allow: () => g.allow(),
      at: (ms: number) => {
        t = 10_000 + ms;
        return g.allow();
      },
    };
  }

  it('allows perSecond messages within a second and refuses the one after', () => {
    const g = guard(3);
    assert.deepEqual([g.at(0), g.at(100), g.at(200), g.at(300)], [true, true, true, false]);
  });

  it('stays tripped for good, however long the app then waits', () => {
    const g = guard(2);
    assert.deepEqual([g.at(0), g.at(0), g.at(0)], [true, true, false]);
    assert.equal(g.at(1_000), false);
    assert.equal(g.at(60_000), false);
    assert.equal(g.at(3_600_000), false);
  });

  it('uses a sliding window: a message a full second after the oldest pushes that one out', () => {
    const g = guard(2);
    assert.deepEqual([g.at(0), g.at(500), g.at(1_000), g.at(1_499)], [true, true, true, false]);
  });

  it('still counts a message 999 ms old', () => {
    const g = guard(2);
    assert.deepEqual([g.at(0), g.at(0), g.at(999)], [true, true, false]);
  });

  it('does not count a message exactly 1000 ms old', () => {
    const g = guard(2);
    assert.deepEqual([g.at(0), g.at(0), g.at(1_000), g.at(1_000)], [true, true, true, true]);
    assert.equal(g.at(1_999), false);
  });

  it('never trips for messages spread out at exactly the rate, over many seconds', () => {
    const g = guard(100);
    for (let i = 0; i < 5_000; i++) assert.equal(g.at(i * 10), true, `message ${i}`);
  });

  it('trips for messages a little faster than the rate', () => {
    const g = guard(100);
    let first = -1;
    for (let i = 0; i < 500 && first < 0; i++) if (!g.at(i * 9)) first = i;
    // at 9 ms apart, the 101st message in a window comes at 900 ms: still within the first second
    assert.equal(first, 100);
  });

  it('defaults to APP_MESSAGES_PER_SECOND (100) messages a second', () => {
    assert.equal(APP_MESSAGES_PER_SECOND, 100);
    const g = new FloodGuard(undefined, () => 0);
    for (let i = 0; i < 100; i++) assert.equal(g.allow(), true, `message ${i + 1}`);
    assert.equal(g.allow(), false);
  });

  it('defaults to the real clock', () => {
    const g = new FloodGuard(1);
    assert.equal(g.allow(), true);
    assert.equal(g.allow(), false);
  });

  it('with a rate of 0 refuses the first message', () => {
    assert.equal(guard(0).at(0), false);
  });
});
