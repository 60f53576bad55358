import type { ExecuteCommandParams, ShowDocumentParams } from 'vscode-languageserver';
import type { Location, Position } from 'vscode-languageserver-types';
import { CATALOG_SCHEME } from '../../../common/protocol/catalogScheme';

/** Whether a document is a running server's live catalog (a read-only document), the only kind with source hints. */
export function isCatalogUri(uri: string): boolean {
  return uri.startsWith(`${CATALOG_SCHEME}:`);
}

/** Run by the client (a code action), answered with `window/showDocument`. */
export const OPEN_DECLARATION_COMMAND = 'mcpLens.openDeclaration';

/** What the open-declaration command asks the client to show, when its arguments are what the action sent. */
export function showDeclarationParams(params: ExecuteCommandParams): ShowDocumentParams | undefined {
  if (params.command !== OPEN_DECLARATION_COMMAND) return undefined;
  const [uri, range] = params.arguments ?? [];
  if (typeof uri !== 'string' || !uri.startsWith('file:') || !isRange(range)) return undefined;
  return { uri, selection: range, takeFocus: true };
}

function isRange(r: unknown): r is Location['range'] {
  const pos = (p: unknown) =>
    typeof p === 'object' &&
    p !== null &&
    Number.isInteger((p as Position).line) &&
    Number.isInteger((p as Position).character);
  return (
    typeof r === 'object' && r !== null && pos((r as Location['range']).start) && pos((r as Location['range']).end)
  );
}
