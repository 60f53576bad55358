// canonicalJson over random values with awkward keys (`__proto__`, hidden characters, the empty key): its text must
// not depend on key order, must tell such values apart, and must read back as the value's own data.
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { canonicalJson, sha256 } from '../../client/src/approval/canonicalJson';
import { countFromEnv, Random, seedFromEnv } from './random';

const SEED = seedFromEnv(0x63616e6f);
// bounded by a count of values, not by time
const VALUES = countFromEnv('FUZZ_CANONICAL_VALUES', 400);

const ODD_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'toJSON',
  '__defineGetter__',
  'isPrototypeOf',
  '',
  'a\u200Bb',
  '\u200D',
  '\uFEFF',
  'x\u202Ey',
  '\u2066inner\u2069',
  '\u061C',
  'k'.repeat(10_000),
  `${'\u200B'.repeat(300)}long`,
  '0',
  '10',
  '9',
  '-1',
  'a',
  'b',
];

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Sets `key` as an own enumerable property, the way JSON.parse does (never through a setter such as `__proto__`'s). */
function define(target: object, key: string, value: Json): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

function randomKey(rng: Random): string {
  return rng.chance(0.7) ? rng.pick(ODD_KEYS) : `k${rng.int(50)}`;
}

function randomLeaf(rng: Random): Json {
  return rng.pick<() => Json>([() => null, () => rng.chance(0.5), () => rng.int(1000) - 500, () => randomKey(rng)])();
}

function randomValue(rng: Random, depth: number): Json {
  if (depth <= 0 || rng.chance(0.25)) return randomLeaf(rng);
  if (rng.chance(0.2)) return Array.from({ length: rng.int(4) }, () => randomValue(rng, depth - 1));
  const out = {};
  for (let n = rng.int(6); n > 0; n--) define(out, randomKey(rng), randomValue(rng, depth - 1));
  return out;
}

function isObject(value: Json): value is { [key: string]: Json } {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The same value with the keys of every object inserted in a shuffled order. */
function reordered(rng: Random, value: Json): Json {
  if (Array.isArray(value)) return value.map((v) => reordered(rng, v));
  if (!isObject(value)) return value;
  const out = {};
  for (const key of rng.shuffle(Object.keys(value))) define(out, key, reordered(rng, value[key]!));
  return out;
}

/** The objects inside `value` (itself included), so that a change can be made at any depth. */
function objectsIn(value: Json, out: { [key: string]: Json }[] = []): { [key: string]: Json }[] {
  if (Array.isArray(value)) for (const v of value) objectsIn(v, out);
  else if (isObject(value)) {
    out.push(value);
    for (const key of Object.keys(value)) objectsIn(value[key]!, out);
  }
  return out;
}

/** A deep copy through defineProperty (structuredClone and spread would be fine too; this one is explicit). */
function copy(value: Json): Json {
  if (Array.isArray(value)) return value.map(copy);
  if (!isObject(value)) return value;
  const out = {};
  for (const key of Object.keys(value)) define(out, key, copy(value[key]!));
  return out;
}

/** Changes one odd key somewhere in `value`: its content, or the key itself added or removed. */
function changeAtOddKey(rng: Random, value: Json): Json {
  const changed = copy(value);
  const target = rng.pick(objectsIn(changed));
  const key = rng.pick(ODD_KEYS);
  if (Object.hasOwn(target, key) && rng.chance(0.5)) delete target[key];
  else define(target, key, Object.hasOwn(target, key) ? { was: copy(target[key]!) } : randomValue(rng, 2));
  return changed;
}

describe('canonicalJson on keys a server chooses', () => {
  it(`is stable under key order, tells changes apart and reads back as the value (seed ${SEED}, ${VALUES} values)`, () => {
    const rng = new Random(SEED);
    for (let i = 0; i < VALUES; i++) {
      const root = {};
      for (let n = rng.between(1, 5); n > 0; n--) define(root, randomKey(rng), randomValue(rng, rng.between(1, 6)));
      const text = canonicalJson(root);
      const where = `value ${i} of seed ${SEED}`;
      assert.equal(canonicalJson(reordered(rng, root)), text, `${where}: key order changed the text`);
      assert.equal(
        canonicalJson(reordered(rng, root), 2),
        canonicalJson(root, 2),
        `${where}: key order changed the indented text`,
      );
      assert.deepStrictEqual(JSON.parse(text), root, `${where}: the text does not read back as the value`);
      const changed = changeAtOddKey(rng, root);
      assert.notEqual(sha256(canonicalJson(changed)), sha256(text), `${where}: a change at an odd key kept the hash`);
      assert.notEqual(
        canonicalJson(changed, 2),
        canonicalJson(root, 2),
        `${where}: a change at an odd key kept the diff text`,
      );
    }
  });

  it('leaves the prototype of what it is given and of Object.prototype alone', () => {
    const value = JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}') as object;
    canonicalJson(value);
    canonicalJson(value, 2);
    assert.equal(Object.getPrototypeOf(value), Object.prototype);
    assert.equal(({} as { polluted?: boolean }).polluted, undefined);
  });
});
