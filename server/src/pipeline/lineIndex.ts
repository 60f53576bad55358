/**
 * The one conversion between offsets and positions for every checker: line breaks are \n, \r\n and \r, and characters
 * are UTF-16 code units, as LSP and SARIF count them.
 */

/** 0-based, as LSP positions are. */
export interface Position {
  readonly line: number;
  readonly character: number;
}

export class LineIndex {
  /** `lineStarts`: where each line of `text` starts, when a parser has counted them already (`ParsedDocument`). */
  constructor(
    readonly text: string,
    private lineStarts?: readonly number[],
  ) {}

  get length(): number {
    return this.text.length;
  }

  get lineCount(): number {
    return this.starts.length;
  }

  /** The position of an offset (clamped into the text). */
  positionAt(offset: number): Position {
    const at = Math.max(0, Math.min(offset, this.text.length));
    const starts = this.starts;
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= at) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo, character: at - starts[lo]! };
  }

  /** The offset of a position (clamped into its line and the text). */
  offsetAt(position: Position): number {
    const starts = this.starts;
    if (position.line < 0) return 0;
    if (position.line >= starts.length) return this.text.length;
    const start = starts[position.line]!;
    const end = this.lineEnd(position.line);
    return Math.max(start, Math.min(start + position.character, end));
  }

  /** The 1-based line of an offset, for messages that point at another place ("already named … on line 4"). */
  lineNumberAt(offset: number): number {
    return this.positionAt(offset).line + 1;
  }

  /** The text of a 0-based line, without its line break. */
  lineText(line: number): string {
    const start = this.starts[line];
    if (start === undefined) return '';
    return this.text.slice(start, this.lineEnd(line));
  }

  /** Computed on first use: most documents have no problem to place. */
  private get starts(): readonly number[] {
    if (this.lineStarts) return this.lineStarts;
    const starts = [0];
    const text = this.text;
    // nearly every document breaks lines with \n alone, and then indexOf finds them far faster than a loop
    if (text.indexOf('\r') < 0) {
      for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
      return (this.lineStarts = starts);
    }
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 13 /* \r */) {
        if (text.charCodeAt(i + 1) === 10) i++;
        starts.push(i + 1);
      } else if (c === 10 /* \n */) {
        starts.push(i + 1);
      }
    }
    return (this.lineStarts = starts);
  }

  /** Where a line's text ends (before its line break). */
  private lineEnd(line: number): number {
    const next = this.starts[line + 1];
    if (next === undefined) return this.text.length;
    let end = next;
    if (end > 0 && this.text.charCodeAt(end - 1) === 10) end--;
    if (end > 0 && this.text.charCodeAt(end - 1) === 13) end--;
    return Math.max(end, this.starts[line]!);
  }
}

export interface Range {
  readonly start: Position;
  readonly end: Position;
}

/**
 * A version of a document's text with its line index: what every feature and checker converts offsets with. It
 * has the part of vscode-languageserver-textdocument's TextDocument that features use, so LSP types fit it.
 */
export class SourceText extends LineIndex {
  constructor(
    readonly uri: string,
    text: string,
    readonly version = 0,
    readonly languageId = '',
    lineStarts?: readonly number[],
  ) {
    super(text, lineStarts);
  }

  getText(range?: Range): string {
    if (!range) return this.text;
    return this.text.slice(this.offsetAt(range.start), this.offsetAt(range.end));
  }
}
