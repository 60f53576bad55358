// The two ways the engine tests read a finding. The rule tests pin what a rule does: the code, the text its range
// covers and what each quick fix writes (findingLine). The message layer (test/unit/engine/messages/) pins what it
// says: the severity, the message, the tags and the fixes' titles (messageOf), in snapshot files.
import type { FileKindMap } from '../../server/src/detect/detect';
import type { EngineOptions, Finding, Fix } from '../../server/src/engine/types';
import { lintText } from './engine';

/** How a document is linted: its path (detection goes by it), the codes kept, the settings and the file kinds. */
export interface LintAs {
  readonly path: string;
  /** Only the findings of these codes (all when absent). */
  readonly only?: readonly string[];
  readonly options?: EngineOptions;
  readonly files?: FileKindMap;
}

/** Text as a line of a test shows it: an empty string as ∅ (so that an insertion or a removal is seen). */
const shown = (s: string) => (s === '' ? '∅' : s);

/**
 * What a fix writes: `new` when it replaces the finding's own text, otherwise each edit as `old → new` (joined by
 * ` + `). Together with the finding's text, this is the fixed text.
 */
export function fixedText(text: string, f: Finding, fix: Fix): string {
  const only = fix.edits.length === 1 ? fix.edits[0]! : undefined;
  if (only && only.offset === f.offset && only.length === f.length) return shown(only.newText);
  return fix.edits.map((e) => `${shown(text.slice(e.offset, e.offset + e.length))} → ${shown(e.newText)}`).join(' + ');
}

/** A finding as the rule tests pin it: `MCP904 "yes" ⇒ true`, its code, the text it covers, then each fix. */
export function findingLine(text: string, f: Finding): string {
  const fixes = (f.fixes ?? []).map((fix) => ` ⇒ ${fixedText(text, f, fix)}`).join('');
  return `${f.code} ${shown(text.slice(f.offset, f.offset + f.length))}${fixes}`;
}

/** What a finding says, as the message layer pins it. */
export interface MessageOf {
  readonly code: string;
  /** The text the finding covers, to tell findings apart. */
  readonly at: string;
  readonly severity: string;
  readonly message: string;
  readonly tags?: readonly string[];
  /** Each fix's title, with `(preferred)` and `(safe)` when it is. */
  readonly fixes?: readonly string[];
}

export function messageOf(text: string, f: Finding): MessageOf {
  const fixes = (f.fixes ?? []).map((x) => `${x.title}${x.preferred ? ' (preferred)' : ''}${x.safe ? ' (safe)' : ''}`);
  return {
    code: f.code,
    at: text.slice(f.offset, f.offset + f.length),
    severity: f.severity,
    message: f.message,
    ...(f.tags?.length ? { tags: [...f.tags] } : {}),
    ...(fixes.length ? { fixes } : {}),
  };
}

export function textOf(doc: string | object): string {
  return typeof doc === 'string' ? doc : JSON.stringify(doc, null, 2);
}

function findingsOf(doc: string | object, as: LintAs): { text: string; findings: Finding[] } {
  const text = textOf(doc);
  const findings = lintText(as.path, text, as.options, as.files).filter((f) => !as.only || as.only.includes(f.code));
  return { text, findings };
}

/** Every finding of `doc` (of the codes in `only`), as findingLine writes it. */
export function findingLines(path: string, doc: string | object, as: Omit<LintAs, 'path'> = {}): string[] {
  const { text, findings } = findingsOf(doc, { path, ...as });
  return findings.map((f) => findingLine(text, f));
}

/** Every finding of `doc` (of the codes in `only`), as messageOf gives it. */
export function messagesOf(doc: string | object, as: LintAs): MessageOf[] {
  const { text, findings } = findingsOf(doc, as);
  return findings.map((f) => messageOf(text, f));
}
