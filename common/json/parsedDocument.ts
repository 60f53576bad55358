import { type Node, type ParseError, printParseErrorCode } from 'jsonc-parser';
import { deepestNesting } from './nesting';
import { NestingLimit, parseTree } from './tree';
import { NOT_WELL_FORMED, parseWellFormedLines } from './wellFormed';

/**
 * Containers nested deeper than this are not parsed. jsonc-parser and every rule and feature walk the tree
 * recursively, so unbounded nesting would overflow the stack; no real MCP document comes near this.
 */
export const MAX_NESTING_DEPTH = 256;

/**
 * Syntax errors kept per document. Past the first few, errors are echoes of one another (a pasted blob of junk
 * makes one per token), and tens of thousands of them would only slow the editor down.
 */
export const MAX_SYNTAX_ERRORS = 200;

/** A document parsed once per version; every feature and rule receives this, never the raw text alone. */
export interface ParsedDocument {
  readonly uri: string;
  readonly version: number;
  readonly text: string;
  /** Root of the jsonc-parser tree; undefined when the text holds no JSON value at all, or nests too deeply. */
  readonly root: Node | undefined;
  readonly syntaxErrors: readonly SyntaxProblem[];
  /** Set when the text nests containers deeper than the limit: it was not parsed (root undefined, no syntax errors). */
  readonly tooDeep?: TooDeep;
  /** Where each line starts, when the parser counted them (a well-formed text with no \r): see `parseWellFormedLines`. */
  readonly lineStarts?: readonly number[];
}

export interface SyntaxProblem {
  readonly message: string;
  readonly offset: number;
  readonly length: number;
}

export interface TooDeep {
  /** Where the nesting first passes the limit (the offending `[` or `{`). */
  readonly offset: number;
  readonly limit: number;
}

export function parseDocument(uri: string, text: string, version = 0, maxDepth = MAX_NESTING_DEPTH): ParsedDocument {
  // most documents are well formed: one tight pass builds their tree; anything else goes through jsonc-parser's recovery
  const wellFormed = parseWellFormedLines(text, maxDepth);
  if (wellFormed !== NOT_WELL_FORMED) return parsed(uri, text, version, wellFormed.root, [], wellFormed.lineStarts);
  const errors: ParseError[] = [];
  let root: Node | undefined;
  try {
    // the parser counts its own depth and stops at the limit, so a deep document never reaches the bottom of the stack
    root = parseTree(
      text,
      errors,
      { allowTrailingComma: true, disallowComments: false, allowEmptyContent: true },
      maxDepth,
    );
  } catch (error) {
    // before any syntax error, brackets nest exactly as the parser reads them: this is where the bracket scan would stop
    if (error instanceof NestingLimit && !error.errorsBefore) {
      return tooDeep(uri, text, version, error.offset, maxDepth);
    }
    // after one, error recovery can nest deeper than brackets suggest (a skipped `]` does not close anything)
    if (error instanceof NestingLimit || error instanceof RangeError) {
      return tooDeep(uri, text, version, deepestNesting(text, maxDepth) ?? 0, maxDepth);
    }
    throw error;
  }
  if (errors.length) {
    // text the parser skipped (after the root value, past a broken token) may still nest too deeply
    const deepAt = deepestNesting(text, maxDepth);
    if (deepAt !== undefined) return tooDeep(uri, text, version, deepAt, maxDepth);
  }
  return parsed(uri, text, version, root, errors);
}

function parsed(
  uri: string,
  text: string,
  version: number,
  root: Node | undefined,
  errors: readonly ParseError[],
  lineStarts?: readonly number[],
): ParsedDocument {
  if (root) treeTexts.set(root, text);
  return {
    uri,
    version,
    text,
    root,
    syntaxErrors: errors
      .slice(0, MAX_SYNTAX_ERRORS)
      .map((e) => ({ message: describeParseError(e), offset: e.offset, length: e.length })),
    ...(lineStarts ? { lineStarts } : {}),
  };
}

/** The text each tree was parsed from, so that edits can reuse the tree instead of parsing the text again. */
const treeTexts = new WeakMap<Node, string>();

/** The text `root` was parsed from by `parseDocument`, if it is the root of such a tree. */
export function parsedTextOf(root: Node): string | undefined {
  return treeTexts.get(root);
}

/** Trees that stand for a document without being parsed from its text: server code read as MCP declarations. */
const syntheticTrees = new WeakSet<Node>();

/** Marks `root` as a tree whose document's text is not JSON (server code): no JSON edit of that text follows it. */
export function markSyntheticTree(root: Node): void {
  syntheticTrees.add(root);
}

/** Whether `root` is the root of a tree marked by `markSyntheticTree`. */
export function isSyntheticTree(root: Node): boolean {
  return syntheticTrees.has(root);
}

function tooDeep(uri: string, text: string, version: number, offset: number, limit: number): ParsedDocument {
  return { uri, version, text, root: undefined, syntaxErrors: [], tooDeep: { offset, limit } };
}

function describeParseError(e: ParseError): string {
  const name = printParseErrorCode(e.error);
  const words = name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return `JSON syntax: ${words}.`;
}
