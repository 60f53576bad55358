/** 1-based line and column (UTF-16 code units, as editors and SARIF's utf16CodeUnits count). */
export interface LineColumn {
  readonly line: number;
  readonly column: number;
}

/** Offsets to lines and columns; line breaks are \n, \r\n and \r, as in the editor. */
export class LineIndex {
  private lineStarts: number[] | undefined;

  constructor(private readonly text: string) {}

  /** Computed on first use: most documents of a run have no problem to place. */
  private get starts(): number[] {
    if (this.lineStarts) return this.lineStarts;
    const starts = [0];
    const text = this.text;
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

  get length(): number {
    return this.text.length;
  }

  position(offset: number): LineColumn {
    const at = Math.max(0, Math.min(offset, this.text.length));
    let lo = 0;
    const starts = this.starts;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= at) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: at - starts[lo]! + 1 };
  }

  /** The text of a 1-based line, without its line break. */
  lineText(line: number): string {
    const start = this.starts[line - 1];
    if (start === undefined) return '';
    const next = this.starts[line];
    return this.text.slice(start, next ?? this.text.length).replace(/\r?\n$|\r$/, '');
  }
}
