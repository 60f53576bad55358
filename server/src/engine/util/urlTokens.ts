/**
 * Whether the run at an index continues a URL or dotted name: its token (since the last space) holds "://" or ends in
 * ".", ":" or "/" before it. Asked in increasing order, it reads each character a few times rather than quadratically.
 */
export function urlTokens(text: string): (index: number) => boolean {
  // everything before `seen` was looked at; the token around it starts at `start` and holds "://" when `scheme`
  let seen = 0;
  let start = 0;
  let scheme = false;
  return (index) => {
    let i = index - 1;
    while (i >= seen && text.charCodeAt(i) !== SPACE && text.charCodeAt(i) !== LINE_FEED) i--;
    if (i >= seen) {
      start = i + 1;
      scheme = false;
    }
    // a "://" may straddle what was looked at and what was not
    if (!scheme) scheme = text.slice(Math.max(start, seen - 2), index).includes('://');
    seen = index;
    // at a token's first character, the one before is a space or a line break (or none, at 0)
    return scheme || ENDS_NAME.has(text.charCodeAt(index - 1));
  };
}

const SPACE = 32;
const LINE_FEED = 10;
/** ".", ":" and "/". */
const ENDS_NAME = new Set([46, 58, 47]);
