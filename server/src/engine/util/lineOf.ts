let cursor: { text: string; offset: number; line: number } | undefined;

/** The 1-based line of an offset, for messages that point at another place ("already named … on line 4"). */
export function lineOf(text: string, offset: number): number {
  // a catalog with many duplicates asks once per duplicate, in document order: count on from the last answer
  let from = 0;
  let line = 1;
  if (cursor?.text === text && cursor.offset <= offset) ({ offset: from, line } = cursor);
  for (let i = text.indexOf('\n', from); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) line++;
  cursor = { text, offset, line };
  return line;
}
