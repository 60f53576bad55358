import type { Finding } from '../engine/types';
import type { Detection } from '../../../common/formats/documentKind';

/** Why a document (or part of it) was not checked: each reason has its notice code (docs/rules.md, "Notices"). */
export type NotChecked =
  | { readonly code: 'MCP002'; readonly reason: 'too-large'; readonly size: number; readonly limit: number }
  | { readonly code: 'MCP003'; readonly reason: 'too-deep'; readonly offset: number; readonly limit: number }
  | { readonly code: 'MCP005'; readonly reason: 'code-not-parsed'; readonly detail: string }
  /** The checker stopped the analysis (a runaway rule or parser); `seconds` is its time limit. */
  | { readonly code: 'MCP006'; readonly reason: 'time-limit'; readonly seconds: number }
  /** The worker that analysed it failed (ran out of memory, crashed); `detail` says how. */
  | { readonly code: 'MCP006'; readonly reason: 'checker-failed'; readonly detail: string };

/** A rule that threw (a bug of ours): its findings are missing, the others stand. */
export interface RuleFailure {
  readonly rule: string;
  readonly message: string;
  readonly stack?: string;
}

const MCP_HINT =
  /"(tools|resources|resourceTemplates|prompts|mcpServers|servers|inputSchema|manifest_version|dxt_version|packages|remotes)"\s*:/;

/** Whether a document no rule looked at is still worth a notice: detected as MCP, or its head mentions MCP keys. */
export function looksLikeMcp(analysis: {
  readonly detection: Pick<Detection, 'kind'>;
  readonly source: { readonly text: string };
}): boolean {
  return analysis.detection.kind !== 'unknown' || MCP_HINT.test(analysis.source.text.slice(0, 65536));
}

const FIRST_CHARACTER = { offset: 0, length: 1 } as const;

function notice(code: string, message: string, at: { offset: number; length: number } = FIRST_CHARACTER): Finding {
  return { code, message, offset: at.offset, length: at.length, severity: 'info' };
}

/** A size in characters as people read it: 812 characters, 40 KB, 16.0 MB. */
function size(n: number): string {
  if (n < 1024) return `${n} characters`;
  if (n < 1024 * 1024) return `${Math.round(n / 1024)} KB`;
  return `${(n / 1024 / 1024).toFixed(1)} MB`;
}

/** The notice that says why a document was not checked. */
export function notCheckedNotice(why: NotChecked, lineNumberAt: (offset: number) => number): Finding {
  switch (why.code) {
    case 'MCP002':
      return notice(
        why.code,
        `MCP Lens did not check this document: it is ${size(why.size)}, over the ${size(why.limit)} limit. Raise "mcpLens.maxDocumentSize" to check it.`,
      );
    case 'MCP003':
      return notice(
        why.code,
        `MCP Lens did not check this document: its arrays and objects nest more than ${why.limit} levels deep (here, at line ${lineNumberAt(why.offset)}). No MCP file needs that; remove the runaway brackets.`,
        { offset: why.offset, length: 1 },
      );
    case 'MCP005':
      return notice(why.code, `MCP Lens did not check the MCP declarations of this file: ${why.detail}.`);
    case 'MCP006':
      return notice(
        why.code,
        why.reason === 'time-limit'
          ? `Not checked: analysis took longer than ${why.seconds} s and was stopped, so the MCP problems of this version are not shown. It is checked again when it changes; if this keeps happening, please report it (the log has the details).`
          : `Not checked: the checker stopped (${why.detail}), so the MCP problems of this version are not shown. It is checked again when it changes; if this keeps happening, please report it (the log has the details).`,
      );
  }
}

/** The one notice that says some checks failed (a bug of ours, never the user's); the findings of the others stand. */
export function ruleFailureNotice(failures: readonly RuleFailure[]): Finding {
  const what = failures.map((f) => `rule ${f.rule}: ${f.message}`).join('; ');
  return internalErrorNotice(what, true);
}

/** MCP Lens itself failed on this document: with `othersRan`, other findings are shown beside it. */
export function internalErrorNotice(what: string, othersRan: boolean): Finding {
  const tail = othersRan ? 'other checks still ran' : 'this file was not checked';
  return notice(
    'MCP004',
    `MCP Lens hit an internal error checking this file: ${clip(what, 300)}; ${tail}. Please report it (the log has the details).`,
  );
}

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
