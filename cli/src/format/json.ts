import { SERVER_WARNING } from '../../../common/mcp/serverWarnings';
import { NOTICES_BY_CODE } from '../../../server/src/engine/notices';
import { RULES_BY_CODE } from '../../../server/src/engine/rules';
import { ruleAnchor } from '../../../server/src/engine/rulesDoc';
import { displayPathOf } from '../relativePath';
import { totals, type CheckReport } from '../report';
import { TOOL_NAME, TOOL_VERSION } from '../toolInfo';

/** Bumped only when a field changes meaning or disappears; new fields may appear within a version. */
export const JSON_FORMAT_VERSION = 1;

/** The machine-readable report documented in docs/cli.md ("JSON output"). Keys and order are stable. */
export function formatJson(report: CheckReport): string {
  const t = totals(report);
  const out = {
    formatVersion: JSON_FORMAT_VERSION,
    tool: { name: TOOL_NAME, version: TOOL_VERSION },
    documents: report.documents.map((d) => ({
      path: d.displayPath,
      kind: d.kind,
      dialect: d.dialect ?? null,
      spec: d.spec,
      settings: d.settingsSource ? displayPathOf(d.settingsSource, report.cwd) : null,
      fixesApplied: d.fixesApplied,
      problems: d.problems.map((p) => ({
        code: p.code,
        rule: (RULES_BY_CODE.get(p.code) ?? NOTICES_BY_CODE.get(p.code))?.name ?? null,
        severity: p.severity,
        message: p.message,
        range: {
          start: { line: p.start.line, column: p.start.column, offset: p.offset },
          end: { line: p.end.line, column: p.end.column, offset: p.offset + p.length },
        },
        fixable: p.fixable,
        // the server's own warnings are no rule of docs/rules.md
        docs: p.code === SERVER_WARNING ? null : ruleAnchor(p.code),
      })),
    })),
    skipped: report.skipped.map((s) => ({ path: s.displayPath, reason: s.reason, message: s.message })),
    failures: report.internalErrors,
    summary: {
      documents: report.documents.length,
      notChecked: t.notChecked,
      errors: t.errors,
      warnings: t.warnings,
      infos: t.infos,
      hints: t.hints,
      fixesApplied: t.fixesApplied,
    },
  };
  return JSON.stringify(out, null, 2) + '\n';
}
