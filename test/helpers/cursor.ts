import type { Position } from 'vscode-languageserver-protocol';

/** Marks the cursor in the text of a test document. */
export const CURSOR = '‸';

/** Splits a text with a `‸` into the text and the cursor position. */
export function withCursor(textWithCursor: string): { text: string; position: Position } {
  const offset = textWithCursor.indexOf(CURSOR);
  const before = textWithCursor.slice(0, offset).split('\n');
  return {
    text: textWithCursor.replace(CURSOR, ''),
    position: { line: before.length - 1, character: before[before.length - 1]!.length },
  };
}
