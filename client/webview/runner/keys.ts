// The keys the runner page files things under: a catalog item, its form and the Resources picker's value. The page's
// saved state holds their string forms, so these must not change.
import type { RunnerKind } from '../../src/protocol/runnerViews';

/** One item of one server's catalog. */
export interface ItemRef {
  readonly serverId: string;
  readonly kind: RunnerKind;
  readonly key: string;
}

/** Where the values typed into an item's form are kept. */
export type FormKey = string & { readonly __formKey: never };

export function formKey(ref: ItemRef): FormKey {
  return `${ref.serverId}|${ref.kind}|${ref.key}` as FormKey;
}

/** What the Resources tab has chosen: a listed resource, a template, or (undefined) a URI of the user's own. */
export type ResourcePick = { readonly kind: 'resource' | 'template'; readonly key: string } | undefined;

/** The picker's option value of a choice (`r:uri`, `t:template`, '' for a URI of one's own). */
export function pickValue(pick: ResourcePick): string {
  return pick ? `${pick.kind === 'template' ? 't' : 'r'}:${pick.key}` : '';
}

export function parsePick(value: string): ResourcePick {
  if (!value) return undefined;
  return { kind: value.startsWith('t:') ? 'template' : 'resource', key: value.slice(2) };
}
