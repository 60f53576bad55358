/**
 * A tool's effective behaviour: its annotations with the spec's defaults where they say nothing, and the name a client
 * displays. Hovers, the Servers tree, the approval policy and the rules all compute it here, from plain values.
 */

/** The four behaviour hints of a tool's `annotations`: the one list of them (rules, detection, views read it). */
export const HINT_KEYS = ['readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint'] as const;

export type HintKey = (typeof HINT_KEYS)[number];

export const HINT_DEFAULTS: Readonly<Record<HintKey, boolean>> = {
  readOnlyHint: false,
  destructiveHint: true,
  idempotentHint: false,
  openWorldHint: true,
};

export interface Hint {
  readonly value: boolean;
  /** The server set it as a boolean; false when the spec default applies (absent or not a boolean). */
  readonly explicit: boolean;
  /** Set, but not a boolean: clients ignore it and use the default. */
  readonly invalid: boolean;
  /** destructiveHint and idempotentHint mean something only for a tool that is not read-only. */
  readonly meaningful: boolean;
}

export interface ToolBehaviour {
  readonly hints: Readonly<Record<HintKey, Hint>>;
  /** The tool claims not to modify its environment. */
  readonly readOnly: boolean;
  /**
   * The tool may destroy: destructiveHint true (explicit, or by default on a tool that is not read-only).
   * An explicit destructiveHint true wins over readOnlyHint true: a contradiction is taken the cautious way.
   */
  readonly destructive: boolean;
  /** Why `destructive` is what it is, in words for the user. */
  readonly destructiveBecause: string;
  /** Repeating a call with the same arguments has no further effect (only meaningful when it may modify). */
  readonly idempotent: boolean;
  readonly openWorld: boolean;
}

export type DisplayNameSource = 'title' | 'annotations.title' | 'name';

export interface ToolDisplayName {
  readonly name: string;
  readonly source: DisplayNameSource;
}

function record(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** Effective behaviour from a tool's `annotations` value exactly as listed (anything; bad values count as absent). */
export function toolBehaviour(annotations: unknown): ToolBehaviour {
  const a = record(annotations);
  const readOnlySet = a.readOnlyHint === true;
  const hint = (key: HintKey): Hint => {
    const raw = a[key];
    const meaningful = key === 'destructiveHint' || key === 'idempotentHint' ? !readOnlySet : true;
    return typeof raw === 'boolean'
      ? { value: raw, explicit: true, invalid: false, meaningful }
      : { value: HINT_DEFAULTS[key], explicit: false, invalid: raw !== undefined, meaningful };
  };
  const hints = {
    readOnlyHint: hint('readOnlyHint'),
    destructiveHint: hint('destructiveHint'),
    idempotentHint: hint('idempotentHint'),
    openWorldHint: hint('openWorldHint'),
  };
  const readOnly = hints.readOnlyHint.value;
  const d = hints.destructiveHint;
  let destructive: boolean;
  let destructiveBecause: string;
  if (d.explicit && d.value) {
    destructive = true;
    destructiveBecause = readOnly
      ? 'the server sets destructiveHint: true ' +
        '(and also readOnlyHint: true; the contradiction is taken the cautious way)'
      : 'the server sets destructiveHint: true';
  } else if (readOnly) {
    destructive = false;
    destructiveBecause = 'the server sets readOnlyHint: true';
  } else if (d.explicit) {
    destructive = false;
    destructiveBecause = 'the server sets destructiveHint: false';
  } else {
    destructive = true;
    destructiveBecause =
      'destructiveHint is not set and the tool is not read-only, so the MCP default (destructive) applies';
  }
  return {
    hints,
    readOnly,
    destructive,
    destructiveBecause,
    idempotent: !readOnly && hints.idempotentHint.value,
    openWorld: hints.openWorldHint.value,
  };
}

/** The name a client shows for a tool: `title`, then `annotations.title`, then `name`. */
export function toolDisplayName(tool: unknown): ToolDisplayName {
  const t = record(tool);
  const title = t.title;
  if (typeof title === 'string' && title.trim() !== '') return { name: title, source: 'title' };
  const annTitle = record(t.annotations).title;
  if (typeof annTitle === 'string' && annTitle.trim() !== '') return { name: annTitle, source: 'annotations.title' };
  return { name: typeof t.name === 'string' ? t.name : '', source: 'name' };
}

/**
 * One line for hovers and tooltips, e.g. "may modify, may destroy (default), not idempotent (default),
 * reaches the outside world (default)". "(default)" marks what the server left unsaid.
 */
export function describeBehaviour(b: ToolBehaviour): string {
  const mark = (h: Hint, text: string) => (h.explicit ? text : `${text} (default)`);
  const { readOnlyHint, destructiveHint, idempotentHint, openWorldHint } = b.hints;
  const parts: string[] = [];
  if (b.readOnly && b.destructive) {
    parts.push('claims read-only but also destructive (taken as may destroy)');
  } else if (b.readOnly) {
    parts.push('read-only');
  } else {
    parts.push(mark(readOnlyHint, 'may modify'));
    parts.push(mark(destructiveHint, b.destructive ? 'may destroy' : 'additive only'));
    parts.push(mark(idempotentHint, idempotentHint.value ? 'idempotent' : 'not idempotent'));
  }
  parts.push(mark(openWorldHint, openWorldHint.value ? 'reaches the outside world' : 'closed world'));
  return parts.join(', ');
}
