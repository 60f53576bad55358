/** The last answer: its text and offset, the line there, and the first line break at or after the offset (-1: none). */
let cursor: { text: string; offset: number; line: number; next: number } | undefined;

/** The 1-based line of an offset, for messages that point at another place ("already named … on line 4"). */
export function lineOf(text: string, offset: number): number {
  // a catalog with many duplicates asks once per duplicate, in document order: count on from the last answer, which
  // also knows where the next line break is (a minified catalog has none: each answer would look to its end again)
  const known = cursor?.text === text && cursor.offset <= offset ? cursor : undefined;
  let line = known?.line ?? 1;
  let next = known ? known.next : text.indexOf('\n');
  for (; next !== -1 && next < offset; next = text.indexOf('\n', next + 1)) line++;
  cursor = { text, offset, line, next };
  return line;
}
