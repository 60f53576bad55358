/**
 * Objects keyed by names a server or a file chooses. Plain assignment takes "__proto__" as the prototype's setter
 * (the key vanishes), and a plain read or `in` finds Object.prototype's `constructor` or `toString` on every object.
 */

/** Sets `key` as an own enumerable property of `target`, whatever the name. */
export function setOwn(target: object, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** `target[key]` when `key` is the object's own property, else undefined. */
export function ownValue(target: object, key: string): unknown {
  return Object.hasOwn(target, key) ? (target as Record<string, unknown>)[key] : undefined;
}
