import type { DocumentSymbol } from 'vscode-languageserver-types';
import type { Analysis } from '../analysis';

export function getDocumentSymbols(_analysis: Analysis): DocumentSymbol[] {
  return [];
}
