/**
 * A copy of a JSON value with every object's keys in sorted order, so that equal values give equal text. The objects
 * have no prototype: a key such as "__proto__" (an own key of what JSON.parse gives) stays a key, not a setter.
 */
export function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value !== null && typeof value === 'object') {
    const out = Object.create(null) as Record<string, unknown>;
    for (const key of Object.keys(value).sort()) out[key] = sortKeys((value as Record<string, unknown>)[key]);
    return out;
  }
  return value;
}
