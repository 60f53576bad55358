// A strict reader of the XML subset a JUnit report uses (a declaration, elements, attributes, text, the five entities
// and numeric references): it throws on anything not well-formed, so a test knows the report parses anywhere.

export interface XmlElement {
  readonly name: string;
  readonly attributes: Readonly<Record<string, string>>;
  readonly children: readonly XmlElement[];
  /** The element's own text, entities decoded. */
  readonly text: string;
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(raw: string): string {
  if (/&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);)/i.test(raw)) throw new Error(`a bare & in ${JSON.stringify(raw)}`);
  if (raw.includes('<')) throw new Error(`a bare < in ${JSON.stringify(raw)}`);
  return raw.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (_, e: string) => {
    if (/^#x/i.test(e)) return String.fromCodePoint(parseInt(e.slice(2), 16));
    if (e.startsWith('#')) return String.fromCodePoint(Number(e.slice(1)));
    return ENTITIES[e]!;
  });
}

export function parseXml(xml: string): XmlElement {
  let at = 0;
  const declaration = /^<\?xml version="1\.0" encoding="UTF-8"\?>\s*/.exec(xml);
  if (!declaration) throw new Error('no XML declaration');
  at = declaration[0].length;
  const element = (): XmlElement => {
    const open = /^<([A-Za-z][\w.-]*)((?:\s+[\w.-]+="[^"]*")*)\s*(\/?)>/.exec(xml.slice(at));
    if (!open) throw new Error(`no element at ${at}: ${xml.slice(at, at + 40)}`);
    at += open[0].length;
    const attributes: Record<string, string> = {};
    for (const m of open[2]!.matchAll(/([\w.-]+)="([^"]*)"/g)) {
      if (m[1]! in attributes) throw new Error(`attribute ${m[1]} twice on <${open[1]}>`);
      attributes[m[1]!] = decode(m[2]!);
    }
    const children: XmlElement[] = [];
    let text = '';
    if (open[3] === '/') return { name: open[1]!, attributes, children, text };
    for (;;) {
      const next = xml.indexOf('<', at);
      if (next < 0) throw new Error(`<${open[1]}> is not closed`);
      text += decode(xml.slice(at, next));
      at = next;
      if (xml.startsWith('</', at)) {
        const close = `</${open[1]}>`;
        if (!xml.startsWith(close, at)) throw new Error(`expected ${close} at ${at}: ${xml.slice(at, at + 40)}`);
        at += close.length;
        return { name: open[1]!, attributes, children, text };
      }
      children.push(element());
    }
  };
  const root = element();
  if (xml.slice(at).trim()) throw new Error(`content after the root element: ${xml.slice(at, at + 40)}`);
  return root;
}

export function childrenNamed(element: XmlElement, name: string): XmlElement[] {
  return element.children.filter((c) => c.name === name);
}
