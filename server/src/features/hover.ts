import type { Hover, Position } from 'vscode-languageserver-types';
import type { Analysis } from '../analysis';

export function getHover(_analysis: Analysis, _position: Position): Hover | null {
  return null;
}
