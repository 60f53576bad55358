/**
 * The MCP specification revisions the rules know, on their own: the settings (in the extension's first bundle) need
 * them without the engine, and spec.ts's reading of a document's revision brings the date checks.
 */

/** Oldest first. */
export const SPEC_REVISIONS = ['2025-03-26', '2025-06-18', '2025-11-25', '2026-07-28'] as const;
export type SpecRevision = (typeof SPEC_REVISIONS)[number];
export const NEWEST_REVISION: SpecRevision = '2026-07-28';

export function isSpecRevision(value: unknown): value is SpecRevision {
  return typeof value === 'string' && (SPEC_REVISIONS as readonly string[]).includes(value);
}

/** a ≥ b in revision order. */
export function atLeast(a: SpecRevision, b: SpecRevision): boolean {
  return SPEC_REVISIONS.indexOf(a) >= SPEC_REVISIONS.indexOf(b);
}
