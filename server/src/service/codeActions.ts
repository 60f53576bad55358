import type { CodeActionParams } from 'vscode-languageserver';
import {
  CodeAction,
  CodeActionKind,
  CreateFile,
  DeleteFile,
  TextDocumentEdit,
  TextEdit,
  type Diagnostic,
  type WorkspaceEdit,
} from 'vscode-languageserver-types';
import type { SourceText } from '../pipeline';
import { DIAGNOSTIC_SOURCE, type DiagnosticData } from './diagnostics';

/** Quick fixes for the diagnostics in the request's context; the fixes travel in each diagnostic's data. */
export function getCodeActions(doc: SourceText, params: CodeActionParams): CodeAction[] {
  const actions: CodeAction[] = [];
  for (const diagnostic of params.context.diagnostics) {
    if (diagnostic.source !== DIAGNOSTIC_SOURCE) continue;
    const data = diagnostic.data as DiagnosticData | undefined;
    if (!data || !Array.isArray(data.fixes) || data.version !== doc.version) continue;
    for (const fix of data.fixes) actions.push(toAction(doc, diagnostic, fix));
  }
  return actions;
}

function toAction(doc: SourceText, diagnostic: Diagnostic, fix: DiagnosticData['fixes'][number]): CodeAction {
  const edit = fix.files?.length ? workspaceEdit(doc, fix) : { changes: { [doc.uri]: fix.edits } };
  const action = CodeAction.create(fix.title, edit, CodeActionKind.QuickFix);
  action.diagnostics = [diagnostic];
  if (fix.preferred) action.isPreferred = true;
  return action;
}

/** A fix that creates, rewrites or deletes files: the document's edits, then each file operation, as one change. */
function workspaceEdit(doc: SourceText, fix: DiagnosticData['fixes'][number]): WorkspaceEdit {
  const changes: WorkspaceEdit['documentChanges'] = [];
  if (fix.edits.length) changes.push(TextDocumentEdit.create({ uri: doc.uri, version: doc.version }, fix.edits));
  for (const op of fix.files ?? []) {
    if (op.kind === 'create') {
      changes.push(CreateFile.create(op.uri, { overwrite: false, ignoreIfExists: false }));
      changes.push(TextDocumentEdit.create({ uri: op.uri, version: null }, [TextEdit.insert(START, op.text)]));
    } else if (op.kind === 'replace') {
      const whole = { start: START, end: endOf(op.oldText) };
      changes.push(TextDocumentEdit.create({ uri: op.uri, version: null }, [TextEdit.replace(whole, op.text)]));
    } else {
      changes.push(DeleteFile.create(op.uri, { ignoreIfNotExists: true }));
    }
  }
  return { documentChanges: changes };
}

const START = { line: 0, character: 0 };

/** The position just after the last character of `text`. */
function endOf(text: string): { line: number; character: number } {
  const lines = text.split(/\r\n|\r|\n/);
  return { line: lines.length - 1, character: lines[lines.length - 1]!.length };
}
