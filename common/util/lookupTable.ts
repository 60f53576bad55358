/**
 * A constant table that is read with keys a file or a server chooses. It has no prototype, so a key such as
 * "constructor" or "toString" finds nothing instead of Object.prototype's member.
 */
export function lookupTable<T>(entries: Record<string, T>): Readonly<Record<string, T>> {
  return Object.freeze(Object.assign(Object.create(null) as Record<string, T>, entries));
}
