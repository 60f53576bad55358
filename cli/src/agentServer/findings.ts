/**
 * A check's problems as the agent server answers them: one flat list, the most severe first, each with its file,
 * position and the fix when the rule has one; and the JSON Schema of that shape, for the tools' output schemas.
 */
import { SERVER_WARNING } from '../../../common/mcp/serverWarnings';
import { NOTICES_BY_CODE } from '../../../server/src/engine/notices';
import { RULES_BY_CODE } from '../../../server/src/engine/rules';
import { ruleAnchor } from '../../../server/src/engine/rulesDoc';
import { SEVERITIES, type Severity } from '../../../common/protocol/severity';
import { totals, type CheckReport } from '../report';

export interface AgentFinding {
  readonly code: string;
  /** The rule's name (`priority-invalid`), null for what is no rule (the server's own warnings). */
  readonly rule: string | null;
  readonly severity: Severity;
  readonly message: string;
  /** The file (relative to the working folder when inside it), or the live catalog's name. */
  readonly file: string;
  readonly line: number;
  readonly column: number;
  readonly endLine: number;
  readonly endColumn: number;
  /** The fix the rule offers, and whether it is safe (`apply_safe_fixes` applies only those). */
  readonly fix: { readonly title: string; readonly safe: boolean } | null;
  readonly docs: string | null;
}

export interface FindingCounts {
  readonly errors: number;
  readonly warnings: number;
  readonly infos: number;
  readonly hints: number;
  /** Problems with a safe fix. */
  readonly fixable: number;
}

/** Every problem of the report, errors first, then in the report's order (files in path order, then position). */
export function findingsOf(report: CheckReport): AgentFinding[] {
  const all = report.documents.flatMap((d) =>
    d.problems.map((p) => ({
      code: p.code,
      rule: (RULES_BY_CODE.get(p.code) ?? NOTICES_BY_CODE.get(p.code))?.name ?? null,
      severity: p.severity,
      message: p.message,
      file: d.displayPath,
      line: p.start.line,
      column: p.start.column,
      endLine: p.end.line,
      endColumn: p.end.column,
      fix: p.fix ? { title: p.fix, safe: p.fixable } : null,
      docs: p.code === SERVER_WARNING ? null : ruleAnchor(p.code),
    })),
  );
  // a stable sort: within a severity the report's order stays
  return all.sort((a, b) => SEVERITIES.indexOf(a.severity) - SEVERITIES.indexOf(b.severity));
}

export function countsOf(report: CheckReport): FindingCounts {
  const t = totals(report);
  const fixable = report.documents.reduce((n, d) => n + d.problems.filter((p) => p.fixable).length, 0);
  return { errors: t.errors, warnings: t.warnings, infos: t.infos, hints: t.hints, fixable };
}

/** Only the findings at `least` or more severe. */
export function atLeast(findings: readonly AgentFinding[], least: Severity): AgentFinding[] {
  const rank = SEVERITIES.indexOf(least);
  return findings.filter((f) => SEVERITIES.indexOf(f.severity) <= rank);
}

const count = { type: 'integer', minimum: 0 } as const;

export const FINDING_SCHEMA = {
  type: 'object',
  properties: {
    code: { type: 'string', description: 'The rule code, e.g. MCP302; explain_rule tells more.' },
    rule: { type: ['string', 'null'], description: "The rule's name." },
    severity: { type: 'string', enum: [...SEVERITIES] },
    message: { type: 'string' },
    file: { type: 'string', description: 'The file, relative to the working folder when inside it.' },
    line: { type: 'integer', minimum: 1 },
    column: { type: 'integer', minimum: 1, description: 'In UTF-16 code units, from 1.' },
    endLine: { type: 'integer', minimum: 1 },
    endColumn: { type: 'integer', minimum: 1, description: 'Exclusive.' },
    fix: {
      type: ['object', 'null'],
      properties: { title: { type: 'string' }, safe: { type: 'boolean' } },
      required: ['title', 'safe'],
      additionalProperties: false,
    },
    docs: { type: ['string', 'null'], description: "The rule's documentation page." },
  },
  required: ['code', 'rule', 'severity', 'message', 'file', 'line', 'column', 'endLine', 'endColumn', 'fix', 'docs'],
  additionalProperties: false,
} as const;

export const COUNTS_SCHEMA = {
  type: 'object',
  properties: { errors: count, warnings: count, infos: count, hints: count, fixable: count },
  required: ['errors', 'warnings', 'infos', 'hints', 'fixable'],
  additionalProperties: false,
} as const;

/** The page of findings shown, and where the next one starts (null when this is the last). */
export const PAGE_SCHEMA = {
  findings: { type: 'array', items: FINDING_SCHEMA },
  offset: count,
  total: { ...count, description: 'How many findings match (at minSeverity or above), all pages together.' },
  nextOffset: { type: ['integer', 'null'], minimum: 0, description: 'Call again with this offset for the next page.' },
} as const;
