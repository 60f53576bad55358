import type { TextDocument } from 'vscode-languageserver-textdocument';
import type {
  CodeAction,
  CompletionItem,
  CompletionList,
  Diagnostic,
  DocumentSymbol,
  Hover,
  InlayHint,
  Position,
  Range,
  SymbolInformation,
  TextEdit,
} from 'vscode-languageserver-types';

/**
 * Shape checks on the server's answers that VS Code relies on: a symbol's selection range outside its range drops the
 * whole outline, and overlapping edits are refused. Each returns the problems found.
 */

function lineLength(doc: TextDocument, line: number): number {
  const start = doc.offsetAt({ line, character: 0 });
  const next = line + 1 < doc.lineCount ? doc.offsetAt({ line: line + 1, character: 0 }) : doc.getText().length;
  return next - start;
}

function positionOk(doc: TextDocument, p: Position | undefined): boolean {
  if (!p || !Number.isInteger(p.line) || !Number.isInteger(p.character) || p.line < 0 || p.character < 0) return false;
  return p.line < doc.lineCount && p.character <= lineLength(doc, p.line);
}

function before(a: Position, b: Position): boolean {
  return a.line < b.line || (a.line === b.line && a.character <= b.character);
}

function rangeProblem(doc: TextDocument, r: Range | undefined, what: string): string | undefined {
  if (!r || !positionOk(doc, r.start) || !positionOk(doc, r.end)) {
    return `${what} ${JSON.stringify(r)} is outside the document (${doc.lineCount} lines)`;
  }
  if (!before(r.start, r.end)) return `${what} ${JSON.stringify(r)} runs backwards`;
  return undefined;
}

function contains(outer: Range, inner: Range): boolean {
  return before(outer.start, inner.start) && before(inner.end, outer.end);
}

export function checkDiagnostics(doc: TextDocument, diagnostics: readonly Diagnostic[]): string[] {
  const problems: string[] = [];
  for (const d of diagnostics) {
    const p = rangeProblem(doc, d.range, `diagnostic ${String(d.code)}`);
    if (p) problems.push(p);
    if (typeof d.message !== 'string' || !d.message.trim()) {
      problems.push(`diagnostic ${String(d.code)} has no message`);
    }
  }
  return problems;
}

export function checkCompletion(doc: TextDocument, result: CompletionList | CompletionItem[] | null): string[] {
  if (result === null) return [];
  const items = Array.isArray(result) ? result : result?.items;
  if (!Array.isArray(items)) return [`completion answered ${JSON.stringify(result)?.slice(0, 200)}`];
  const problems: string[] = [];
  for (const item of items) {
    if (typeof item.label !== 'string') {
      problems.push(`completion item without a label: ${JSON.stringify(item).slice(0, 200)}`);
    }
    const edit = item.textEdit;
    if (edit) {
      const ranges = 'range' in edit ? [edit.range] : [edit.insert, edit.replace];
      for (const r of ranges) {
        const p = rangeProblem(doc, r, `completion "${item.label}" textEdit`);
        if (p) problems.push(p);
        else if (r.start.line !== r.end.line) {
          problems.push(`completion "${item.label}" textEdit spans lines ${JSON.stringify(r)}`);
        }
      }
    }
    if (edit && typeof edit.newText !== 'string') problems.push(`completion "${item.label}" textEdit without newText`);
    for (const e of item.additionalTextEdits ?? []) {
      const p = rangeProblem(doc, e.range, `completion "${item.label}" additionalTextEdit`);
      if (p) problems.push(p);
    }
  }
  return problems;
}

export function checkHover(doc: TextDocument, result: Hover | null): string[] {
  if (result === null) return [];
  if (!result || result.contents === undefined) return [`hover answered ${JSON.stringify(result)?.slice(0, 200)}`];
  const p = result.range ? rangeProblem(doc, result.range, 'hover range') : undefined;
  return p ? [p] : [];
}

export function checkSymbols(doc: TextDocument, result: (DocumentSymbol | SymbolInformation)[] | null): string[] {
  if (result === null) return [];
  if (!Array.isArray(result)) return [`documentSymbol answered ${JSON.stringify(result)?.slice(0, 200)}`];
  const problems: string[] = [];
  const stack = [...result];
  while (stack.length && problems.length < 5) {
    const s = stack.pop()!;
    if (typeof s.name !== 'string' || !s.name) {
      problems.push(`symbol without a name (VS Code rejects the outline): ${JSON.stringify(s).slice(0, 200)}`);
    }
    if ('location' in s) {
      const p = rangeProblem(doc, s.location.range, `symbol "${s.name}"`);
      if (p) problems.push(p);
      continue;
    }
    const p =
      rangeProblem(doc, s.range, `symbol "${s.name}" range`) ??
      rangeProblem(doc, s.selectionRange, `symbol "${s.name}" selectionRange`);
    if (p) problems.push(p);
    else if (!contains(s.range, s.selectionRange)) {
      problems.push(
        `symbol "${s.name}" selectionRange ${JSON.stringify(s.selectionRange)} is not inside its range ${JSON.stringify(s.range)}`,
      );
    }
    stack.push(...(s.children ?? []));
  }
  return problems;
}

export function checkInlayHints(doc: TextDocument, result: InlayHint[] | null): string[] {
  if (result === null) return [];
  if (!Array.isArray(result)) return [`inlayHint answered ${JSON.stringify(result)?.slice(0, 200)}`];
  const problems: string[] = [];
  for (const h of result) {
    if (!positionOk(doc, h.position)) {
      problems.push(`inlay hint at ${JSON.stringify(h.position)} is outside the document`);
    }
    if (typeof h.label !== 'string' && !Array.isArray(h.label)) {
      problems.push(`inlay hint without a label: ${JSON.stringify(h).slice(0, 200)}`);
    }
  }
  return problems;
}

/** The edits of an action for `uri`, or a problem when they are out of the document or overlap. */
export function actionEdits(doc: TextDocument, action: CodeAction): { edits: TextEdit[]; problem?: string } {
  const edits = [...(action.edit?.changes?.[doc.uri] ?? [])];
  for (const e of edits) {
    if (typeof e.newText !== 'string') {
      return { edits: [], problem: `code action "${action.title}" has an edit without newText: ${JSON.stringify(e)}` };
    }
    const p = rangeProblem(doc, e.range, `code action "${action.title}" edit`);
    if (p) return { edits: [], problem: p };
  }
  const sorted = edits
    .map((e) => ({ start: doc.offsetAt(e.range.start), end: doc.offsetAt(e.range.end) }))
    .sort((a, b) => a.start - b.start);
  for (let i = 1; i < sorted.length; i++) {
    if (sorted[i]!.start < sorted[i - 1]!.end) {
      return { edits: [], problem: `code action "${action.title}" has overlapping edits` };
    }
  }
  return { edits };
}

export function checkCodeActions(doc: TextDocument, result: CodeAction[] | null): string[] {
  if (result === null) return [];
  if (!Array.isArray(result)) return [`codeAction answered ${JSON.stringify(result)?.slice(0, 200)}`];
  return result.map((a) => actionEdits(doc, a).problem).filter((p): p is string => !!p);
}
