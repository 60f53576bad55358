import type { Position } from 'vscode-languageserver-types';
import { analyseDocument, type Analysis } from '../../../server/src/pipeline';
import { DEFAULT_SETTINGS, type LensSettings } from '../../../common/protocol/settings';

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
  const analysis = analyseDocument({ uri, text, version: 1 }, { ...DEFAULT_SETTINGS, ...settings });
  return { analysis, text, offset, position: analysis.source.positionAt(offset) };
}
