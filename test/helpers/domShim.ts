// A small stand-in for the DOM, enough for builders that only create and append elements and text, so that they run
// under plain Node. The runner's end-to-end suite checks what a real browser makes of the same.

export class ShimText {
  readonly nodeType = 3;
  constructor(public data: string) {}
  get textContent(): string {
    return this.data;
  }
}

export class ShimElement {
  readonly nodeType = 1;
  readonly childNodes: (ShimElement | ShimText)[] = [];
  readonly attributes = new Map<string, string>();
  className = '';
  title = '';
  private readonly listeners = new Map<string, (() => void)[]>();
  constructor(readonly tagName: string) {}
  addEventListener(type: string, listener: () => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  /** What a user's `type` event (a click) would run. */
  dispatch(type: string): void {
    for (const l of this.listeners.get(type) ?? []) l();
  }
  appendChild<T extends ShimElement | ShimText>(child: T): T {
    this.childNodes.push(child);
    return child;
  }
  setAttribute(name: string, value: string): void {
    this.attributes.set(name, value);
  }
  getAttribute(name: string): string | null {
    return this.attributes.get(name) ?? null;
  }
  get textContent(): string {
    let out = '';
    const stack: (ShimElement | ShimText)[] = [this];
    while (stack.length) {
      const n = stack.pop()!;
      if (n instanceof ShimText) out += n.data;
      else for (let i = n.childNodes.length - 1; i >= 0; i--) stack.push(n.childNodes[i]!);
    }
    return out;
  }
  /** The element as compact markup, for assertions: `<p>a<em>b</em></p>` (attributes sorted, class and title included). */
  get outline(): string {
    return outline(this);
  }
}

const VOID = new Set(['br', 'hr', 'img']);

function outline(root: ShimElement | ShimText): string {
  // iterative: a test may build something deep
  let out = '';
  const stack: (ShimElement | ShimText | string)[] = [root];
  while (stack.length) {
    const n = stack.pop()!;
    if (typeof n === 'string') out += n;
    else if (n instanceof ShimText) out += n.data.replace(/&/g, '&amp;').replace(/</g, '&lt;');
    else {
      const attrs = [
        ...(n.className ? [['class', n.className]] : []),
        ...(n.title ? [['title', n.title]] : []),
        ...n.attributes,
      ].sort(([a], [b]) => (a! < b! ? -1 : 1));
      out += `<${n.tagName}${attrs.map(([k, v]) => ` ${k}="${v}"`).join('')}>`;
      if (!VOID.has(n.tagName)) stack.push(`</${n.tagName}>`);
      for (let i = n.childNodes.length - 1; i >= 0; i--) stack.push(n.childNodes[i]!);
    }
  }
  return out;
}

export const shimDocument = {
  createElement: (tag: string) => new ShimElement(tag) as unknown as HTMLElement,
  createTextNode: (text: string) => new ShimText(text) as unknown as Text,
};

/** Makes the stand-in the global `document` (for builders that call `document.createElement`); returns the undo. */
export function installDomShim(): () => void {
  const g = globalThis as { document?: unknown };
  const before = g.document;
  g.document = shimDocument;
  return () => {
    g.document = before;
  };
}
