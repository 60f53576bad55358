import type { PlacedFinding } from '../../../server/src/engineFacade';
import { LineIndex } from '../../../server/src/engineFacade';
import { notCheckedNotice } from '../../../server/src/engineFacade';
import { describeWarning, SERVER_WARNING } from '../../../common/mcp/serverWarnings';
import type { Catalog, ConnectionState } from '../../../common/mcp/types';
import type { CatalogLintResult } from './catalogLinter';
import type { ServerDefinition } from '../../../common/config/configSource';
import type { LaunchedCommand } from '../../../common/config/sourceHints';
import { catalogText, catalogUri, warningSpans } from '../../../common/catalog/catalogText';

/**
 * Where the lint of a catalog document is: it runs off the host's thread (CatalogLinter), so a document is shown
 * `pending` at once and its findings follow; `unchecked` when the lint could not finish (the reason says why).
 */
export type CatalogLintState =
  | { readonly status: 'pending' }
  | { readonly status: 'checked' }
  | { readonly status: 'unchecked'; readonly reason: string };

/** A running server's catalog as a JSON document, with what the rule engine finds in it. */
export interface CatalogDocument {
  readonly uri: string;
  readonly text: string;
  /**
   * What the rule engine found in `text`: none yet while `pending` (or, after a relint of the same text, the
   * previous lint's until the new ones arrive); a single notice at the top when `unchecked`.
   */
  readonly findings: readonly PlacedFinding[];
  /**
   * The server's warnings (ConnectionState's `warnings`), at their place in `_meta`: among `findings` too, and
   * shown even while the document is open (the language server, which checks it then, knows nothing of them).
   */
  readonly notices: readonly PlacedFinding[];
  readonly lint: CatalogLintState;
}

/** The code of a notice of the server's own warnings (not a rule of the catalog: they are about the server). */
export { SERVER_WARNING };

/** The document of a catalog as the server sent it, shown at once; its findings follow (`withLint`). */
export function buildCatalogDocument(
  def: ServerDefinition,
  state: Extract<ConnectionState, { status: 'running' }>,
  catalog: Catalog,
  launched?: LaunchedCommand,
): CatalogDocument {
  const text = catalogText(def, state, catalog, launched);
  const notices = warningNotices(text, state.warnings ?? []);
  return { uri: catalogUri(def), text, findings: notices, notices, lint: { status: 'pending' } };
}

/** The same document once its lint has answered: its findings, or the notice that it was not checked. */
export function withLint(doc: CatalogDocument, result: CatalogLintResult): CatalogDocument {
  if (result.status === 'checked') {
    return { ...doc, findings: [...doc.notices, ...result.findings], lint: { status: 'checked' } };
  }
  // the notice every checker gives a document it stopped checking (MCP006), at the top of the catalog
  const notice = notCheckedNotice(result.why, () => 1);
  const reason =
    result.why.reason === 'time-limit' ? `checking it took longer than ${result.why.seconds} s` : result.why.detail;
  return {
    ...doc,
    findings: [...doc.notices, { ...notice, start: { line: 0, character: 0 }, end: { line: 0, character: 1 } }],
    lint: { status: 'unchecked', reason },
  };
}

/** A warning notice on each warning string of `_meta["mcp-lens/server"].warnings`. */
function warningNotices(text: string, warnings: readonly string[]): PlacedFinding[] {
  const lines = new LineIndex(text);
  return warningSpans(text, warnings).map(({ warning, offset, length }) => {
    const start = lines.positionAt(offset);
    const end = lines.positionAt(offset + length);
    const message = describeWarning(warning).explained;
    return { code: SERVER_WARNING, message, offset, length, severity: 'warning' as const, start, end };
  });
}
