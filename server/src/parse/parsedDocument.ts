import { parseTree, type Node, type ParseError, printParseErrorCode } from 'jsonc-parser';

/** A document parsed once per version; every feature and rule receives this, never the raw text alone. */
export interface ParsedDocument {
  readonly uri: string;
  readonly version: number;
  readonly text: string;
  /** Root of the jsonc-parser tree; undefined when the text holds no JSON value at all. */
  readonly root: Node | undefined;
  readonly syntaxErrors: readonly SyntaxProblem[];
}

export interface SyntaxProblem {
  readonly message: string;
  readonly offset: number;
  readonly length: number;
}

export function parseDocument(uri: string, text: string, version = 0): ParsedDocument {
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, { allowTrailingComma: true, disallowComments: false, allowEmptyContent: true });
  return {
    uri,
    version,
    text,
    root,
    syntaxErrors: errors.map((e) => ({ message: describeParseError(e), offset: e.offset, length: e.length })),
  };
}

function describeParseError(e: ParseError): string {
  const name = printParseErrorCode(e.error);
  const words = name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return `JSON syntax: ${words}.`;
}
