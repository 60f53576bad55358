import type { CompletionList, Position } from 'vscode-languageserver-types';
import type { Analysis } from '../analysis';

export function getCompletions(_analysis: Analysis, _position: Position): CompletionList {
  return { isIncomplete: false, items: [] };
}
