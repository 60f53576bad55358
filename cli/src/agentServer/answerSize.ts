/**
 * Keeps every answer within what an agent can take in: a summary, one page of findings with each message clipped, and
 * how to ask for the next page. The text is what the model reads, and structuredContent carries the same page.
 */
import type { CallToolResult } from '@modelcontextprotocol/server';
import { SEVERITIES, type Severity } from '../../../common/protocol/severity';
import type { AgentFinding, FindingCounts } from './findings';

export const DEFAULT_LIMIT = 50;
export const MAX_LIMIT = 200;
/** A message longer than this (a rule quoting a long description) is cut, with "…". */
const MAX_MESSAGE = 500;

/** The paging arguments every tool that answers with findings takes. */
export const PAGING_PROPERTIES = {
  offset: {
    type: 'integer',
    minimum: 0,
    description: 'How many findings to skip: 0 for the first page, then the nextOffset of the previous answer.',
  },
  limit: {
    type: 'integer',
    minimum: 1,
    maximum: MAX_LIMIT,
    description: `How many findings to return (default ${DEFAULT_LIMIT}, at most ${MAX_LIMIT}).`,
  },
  minSeverity: {
    type: 'string',
    enum: [...SEVERITIES],
    description: 'Leave out findings below this severity (default "info": hints are left out).',
  },
} as const;

export interface Paging {
  readonly offset?: number;
  readonly limit?: number;
  readonly minSeverity?: Severity;
}

export interface FindingsPage {
  readonly findings: readonly AgentFinding[];
  readonly offset: number;
  readonly total: number;
  readonly nextOffset: number | null;
}

/** The page of `findings` that `paging` asks for, messages clipped. */
export function pageOf(findings: readonly AgentFinding[], paging: Paging): FindingsPage {
  const offset = Math.max(0, paging.offset ?? 0);
  const limit = Math.min(MAX_LIMIT, Math.max(1, paging.limit ?? DEFAULT_LIMIT));
  const shown = findings.slice(offset, offset + limit).map((f) => ({ ...f, message: clip(f.message, MAX_MESSAGE) }));
  const next = offset + shown.length;
  return { findings: shown, offset, total: findings.length, nextOffset: next < findings.length ? next : null };
}

export function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/** "2 errors, 3 warnings, 1 info" (what there is), or "no problems". */
export function countsText(c: FindingCounts): string {
  const parts = [
    c.errors && plural(c.errors, 'error'),
    c.warnings && plural(c.warnings, 'warning'),
    c.infos && `${c.infos} info`,
    c.hints && plural(c.hints, 'hint'),
  ].filter((p): p is string => !!p);
  return parts.length ? parts.join(', ') : 'no problems';
}

export function plural(n: number, word: string, many = `${word}s`): string {
  return `${n} ${n === 1 ? word : many}`;
}

/**
 * The page as lines a model reads well, one finding each: `severity CODE file:line:column message`, then its fix;
 * and, when there is more, how to get it (`again` names the call to repeat).
 */
export function pageText(page: FindingsPage, again: string): string {
  if (!page.total) return '';
  const last = page.offset + page.findings.length;
  const lines = [
    page.findings.length
      ? `Findings ${page.offset + 1}–${last} of ${page.total}, most severe first:`
      : `No findings from ${page.offset + 1} on (there are ${page.total}).`,
  ];
  for (const f of page.findings) {
    lines.push(`- ${f.severity} ${f.code} ${f.file}:${f.line}:${f.column} ${f.message}`);
    if (f.fix) lines.push(`  fix${f.fix.safe ? ' (safe: apply_safe_fixes applies it)' : ''}: ${f.fix.title}`);
  }
  if (page.nextOffset !== null) {
    lines.push(`${page.total - last} more: ${again} (offset ${page.nextOffset}) for the next page.`);
  }
  return lines.join('\n');
}

/** A tool's answer: the text for the model, and the same facts as structuredContent for the output schema. */
export function answer(text: string, structured: Record<string, unknown>): CallToolResult {
  return { content: [{ type: 'text', text }], structuredContent: structured };
}
