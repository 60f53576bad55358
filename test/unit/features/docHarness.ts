import type { Position } from 'vscode-languageserver-types';
import { AnalysisCache, textDocumentOf, type Analysis } from '../../../server/src/analysis';
import { DEFAULT_SETTINGS, type LensSettings } from '../../../server/src/protocol/settings';

/** Marks the cursor in test documents. */
export const CURSOR = '‸';

export interface Fixture {
  readonly analysis: Analysis;
  readonly text: string;
  readonly offset: number;
  readonly position: Position;
}

/** Analyses `text` as the file at `path`; a `‸` in the text marks the cursor (and is removed). */
export function fixture(path: string, textWithCursor: string, settings: Partial<LensSettings> = {}): Fixture {
  const offset = Math.max(0, textWithCursor.indexOf(CURSOR));
  const text = textWithCursor.replace(CURSOR, '');
  const uri = path.startsWith('file:') ? path : `file:///work/${path.replace(/^\//, '')}`;
  const cache = new AnalysisCache({ ...DEFAULT_SETTINGS, ...settings });
  const doc = textDocumentOf(uri, text, 1);
  const analysis = cache.analysis(doc);
  return { analysis, text, offset, position: doc.positionAt(offset) };
}
