import type { CodeActionParams } from 'vscode-languageserver';
import { CodeAction, CodeActionKind, type Diagnostic } from 'vscode-languageserver-types';
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
  const action = CodeAction.create(fix.title, { changes: { [doc.uri]: fix.edits } }, CodeActionKind.QuickFix);
  action.diagnostics = [diagnostic];
  if (fix.preferred) action.isPreferred = true;
  return action;
}
