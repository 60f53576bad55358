import type { InlayHint, Range } from 'vscode-languageserver-types';
import type { Analysis } from '../analysis';
import type { LensSettings } from '../protocol/settings';

export function getInlayHints(_analysis: Analysis, _range: Range, _settings: LensSettings): InlayHint[] {
  return [];
}
