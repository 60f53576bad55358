/**
 * A large document's text in shared memory, written once by the main thread and read back by each worker instead of
 * being serialised per worker. The copy is exact: Latin-1 when every character fits, else the UTF-16 code units.
 */
export interface SharedText {
  readonly shared: SharedArrayBuffer;
  readonly encoding: 'latin1' | 'utf16le';
}

/** Below this many characters a string is sent as it is: copying it is cheaper than setting up shared memory. */
export const SHARE_TEXT_FROM = 256 * 1024;

const BEYOND_LATIN1 = /[^\u0000-\u00ff]/;

export function shareText(text: string): SharedText {
  const encoding = BEYOND_LATIN1.test(text) ? 'utf16le' : 'latin1';
  const shared = new SharedArrayBuffer(encoding === 'latin1' ? text.length : text.length * 2);
  Buffer.from(shared).write(text, 0, encoding);
  return { shared, encoding };
}

/** The text of an open message: as sent, or read back from shared memory. */
export function textOf(text: string | SharedText): string {
  return typeof text === 'string' ? text : Buffer.from(text.shared).toString(text.encoding);
}

/** What the main thread sends for a document's text: shared memory for a large one, else the string. */
export function textMessage(text: string): string | SharedText {
  return text.length >= SHARE_TEXT_FROM ? shareText(text) : text;
}
