import { Diagnostic, DiagnosticSeverity, DiagnosticTag, type TextEdit } from 'vscode-languageserver-types';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { Analysis } from '../analysis';
import { isCodeDocument } from '../code';
import type { LintResult } from '../engine/lint';
import type { Finding, Severity } from '../engine/types';

export const DIAGNOSTIC_SOURCE = 'MCP Lens';
export const RULES_DOC_URL = 'https://github.com/mcp-lens/mcp-lens/blob/main/docs/rules.md';

/** What a diagnostic carries so that code actions can be answered without re-linting. */
export interface DiagnosticData {
  readonly version: number;
  readonly fixes: readonly { title: string; edits: TextEdit[]; preferred?: boolean }[];
}

const SEVERITY: Record<Severity, DiagnosticSeverity> = {
  error: DiagnosticSeverity.Error,
  warning: DiagnosticSeverity.Warning,
  info: DiagnosticSeverity.Information,
  hint: DiagnosticSeverity.Hint,
};

export function ruleAnchor(code: string): string {
  return `${RULES_DOC_URL}#${code.toLowerCase()}`;
}

export function toDiagnostic(doc: TextDocument, f: Finding): Diagnostic {
  const range = { start: doc.positionAt(f.offset), end: doc.positionAt(f.offset + f.length) };
  const diagnostic = Diagnostic.create(range, f.message, SEVERITY[f.severity], f.code, DIAGNOSTIC_SOURCE);
  diagnostic.codeDescription = { href: ruleAnchor(f.code) };
  if (f.tags?.length) diagnostic.tags = f.tags.map((t) => (t === 'unnecessary' ? DiagnosticTag.Unnecessary : DiagnosticTag.Deprecated));
  if (f.fixes?.length) {
    const data: DiagnosticData = {
      version: doc.version,
      fixes: f.fixes.map((fix) => ({
        title: fix.title,
        preferred: fix.preferred,
        edits: fix.edits.map((e) => ({ range: { start: doc.positionAt(e.offset), end: doc.positionAt(e.offset + e.length) }, newText: e.newText })),
      })),
    };
    diagnostic.data = data;
  }
  return diagnostic;
}

const MCP_HINT = /"(tools|resources|resourceTemplates|prompts|mcpServers|servers|inputSchema|manifest_version|dxt_version|packages|remotes)"\s*:/;

/** The diagnostics of one analysed document, ready to publish. */
export function computeDiagnostics(analysis: Analysis, result: LintResult, options: { hostReportsSyntaxErrors?: boolean; maxDocumentSize: number }): Diagnostic[] {
  const doc = analysis.textDocument;
  if (analysis.tooLarge || analysis.unchecked) return notChecked(analysis, options.maxDocumentSize);
  const codeFailure = codeNotParsed(analysis);
  if (codeFailure) return [codeFailure];
  const diagnostics = capPerCode(result.findings.filter((f) => !(options.hostReportsSyntaxErrors && f.code === 'MCP001'))).map((f) => toDiagnostic(doc, f));
  if (result.ruleErrors.length) diagnostics.push(internalErrorNotice(result.ruleErrors.map((e) => `rule ${e.rule}: ${errorText(e.error)}`).join('; '), true));
  return diagnostics;
}

/**
 * The one diagnostic that says MCP Lens itself failed on this document (a bug of ours, never the user's): with
 * `othersRan`, the findings of the other checks are published beside it.
 */
export function internalErrorNotice(what: string, othersRan: boolean): Diagnostic {
  const tail = othersRan ? 'other checks still ran' : 'this file was not checked';
  return Diagnostic.create(
    { start: { line: 0, character: 0 }, end: { line: 0, character: 1 } },
    `MCP Lens hit an internal error checking this file: ${clip(what, 300)}; ${tail}. Please report it (the server log has the details).`,
    DiagnosticSeverity.Information,
    'MCP004',
    DIAGNOSTIC_SOURCE,
  );
}

export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** A server's source whose parse failed or ran out of time: say so once instead of staying silent. */
function codeNotParsed(analysis: Analysis): Diagnostic | undefined {
  const parsed = analysis.parsed;
  if (!isCodeDocument(parsed) || parsed.code.state !== 'failed') return undefined;
  return Diagnostic.create(
    { start: { line: 0, character: 0 }, end: { line: 0, character: 1 } },
    `MCP Lens did not check the MCP declarations of this file: ${parsed.code.failure ?? 'it could not be parsed'}.`,
    DiagnosticSeverity.Information,
    'MCP005',
    DIAGNOSTIC_SOURCE,
  );
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
      out.push(more ? { ...f, message: `${f.message} (${more} more ${f.code} problems in this document are not shown.)` } : f);
    }
  }
  return out;
}

/** One information diagnostic saying why the document was not checked (only for documents that look like MCP files). */
function notChecked(analysis: Analysis, maxDocumentSize: number): Diagnostic[] {
  const doc = analysis.textDocument;
  const head = doc.getText({ start: { line: 0, character: 0 }, end: doc.positionAt(65536) });
  if (analysis.detection.kind === 'unknown' && !MCP_HINT.test(head)) return [];
  const deep = analysis.parsed.tooDeep;
  if (!analysis.tooLarge && deep) {
    const at = doc.positionAt(deep.offset);
    return [
      Diagnostic.create(
        { start: at, end: doc.positionAt(deep.offset + 1) },
        `MCP Lens did not check this document: its arrays and objects nest more than ${deep.limit} levels deep (here, at line ${at.line + 1}). No MCP file needs that; remove the runaway brackets.`,
        DiagnosticSeverity.Information,
        'MCP003',
        DIAGNOSTIC_SOURCE,
      ),
    ];
  }
  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
  return [
    Diagnostic.create(
      { start: { line: 0, character: 0 }, end: { line: 0, character: 1 } },
      `MCP Lens did not check this document: it is ${mb(doc.getText().length)}, over the ${mb(maxDocumentSize)} limit. Raise "mcpLens.maxDocumentSize" to check it.`,
      DiagnosticSeverity.Information,
      'MCP002',
      DIAGNOSTIC_SOURCE,
    ),
  ];
}
