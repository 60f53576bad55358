import { Diagnostic, DiagnosticSeverity, DiagnosticTag, type TextEdit } from 'vscode-languageserver-types';
import type { FileOperation, Finding, Severity } from '../engine/types';
import { ruleAnchor } from '../engine/rulesDoc';
import type { CheckResult, SourceText } from '../pipeline';

export const DIAGNOSTIC_SOURCE = 'MCP Lens';

/** What a diagnostic carries so that code actions can be answered without re-linting. */
export interface DiagnosticData {
  readonly version: number;
  readonly fixes: readonly {
    title: string;
    edits: TextEdit[];
    preferred?: boolean;
    files?: readonly FileOperation[];
  }[];
}

const SEVERITY: Record<Severity, DiagnosticSeverity> = {
  error: DiagnosticSeverity.Error,
  warning: DiagnosticSeverity.Warning,
  info: DiagnosticSeverity.Information,
  hint: DiagnosticSeverity.Hint,
};

export function toDiagnostic(source: SourceText, f: Finding): Diagnostic {
  const range = { start: source.positionAt(f.offset), end: source.positionAt(f.offset + f.length) };
  const diagnostic = Diagnostic.create(range, f.message, SEVERITY[f.severity], f.code, DIAGNOSTIC_SOURCE);
  diagnostic.codeDescription = { href: ruleAnchor(f.code) };
  if (f.tags?.length) {
    diagnostic.tags = f.tags.map((t) => (t === 'unnecessary' ? DiagnosticTag.Unnecessary : DiagnosticTag.Deprecated));
  }
  if (f.fixes?.length) {
    const data: DiagnosticData = {
      version: source.version,
      fixes: f.fixes.map((fix) => ({
        title: fix.title,
        preferred: fix.preferred,
        ...(fix.files?.length ? { files: fix.files } : {}),
        edits: fix.edits.map((e) => ({
          range: { start: source.positionAt(e.offset), end: source.positionAt(e.offset + e.length) },
          newText: e.newText,
        })),
      })),
    };
    diagnostic.data = data;
  }
  return diagnostic;
}

export interface DiagnosticsOptions {
  /** The editor reports JSON syntax errors itself (VS Code does): MCP001 is left out. */
  readonly hostReportsSyntaxErrors?: boolean;
}

/** The diagnostics of one checked document version, ready to publish: the findings (capped per code), then the notices. */
export function computeDiagnostics(
  source: SourceText,
  result: CheckResult,
  options: DiagnosticsOptions = {},
): Diagnostic[] {
  const findings = capPerCode(result.findings.filter((f) => !(options.hostReportsSyntaxErrors && f.code === 'MCP001')));
  return [...findings, ...result.notices].map((f) => toDiagnostic(source, f));
}

/** Diagnostics published per rule code and document: a flood (one per character of a pasted blob) would freeze the editor. */
export const MAX_DIAGNOSTICS_PER_CODE = 1000;

function capPerCode(findings: readonly Finding[]): Finding[] {
  const total = new Map<string, number>();
  for (const f of findings) total.set(f.code, (total.get(f.code) ?? 0) + 1);
  if ([...total.values()].every((n) => n <= MAX_DIAGNOSTICS_PER_CODE)) return [...findings];
  const shown = new Map<string, number>();
  const out: Finding[] = [];
  for (const f of findings) {
    const n = (shown.get(f.code) ?? 0) + 1;
    shown.set(f.code, n);
    if (n < MAX_DIAGNOSTICS_PER_CODE) out.push(f);
    else if (n === MAX_DIAGNOSTICS_PER_CODE) {
      const more = total.get(f.code)! - n;
      out.push(
        more ? { ...f, message: `${f.message} (${more} more ${f.code} problems in this document are not shown.)` } : f,
      );
    }
  }
  return out;
}
