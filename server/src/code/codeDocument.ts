import type { Detection } from '../../../common/formats/documentKind';
import { markSyntheticTree, type ParsedDocument } from '../../../common/json/parsedDocument';
import type { Extraction } from './ir';
import { codeLanguageOf, importsMcpSdk, type CodeLanguage } from '../../../common/formats/codeLanguages';
import { syntheticTree, type SyntheticTree } from './mapper';
import {
  bracketDepth,
  deleteTree,
  MAX_CODE_NESTING,
  PARSE_BUDGET_MS,
  parseCode,
  parserFailure,
  parserFor,
} from './parsers';
import { extractPython } from './python';
import { extractTypeScript } from './typescript';
import { migrationFactsPy } from './migrationPy';
import { migrationFactsTs } from './migrationTs';

/** How far a code document got: checked, waiting for its grammar, not an MCP server, or the grammar failed to load. */
export type CodeState = 'parsed' | 'pending' | 'not-mcp' | 'failed';

export interface CodeInfo {
  readonly language: CodeLanguage;
  readonly state: CodeState;
  readonly extraction?: Extraction;
  readonly tree?: SyntheticTree;
  /** Why the grammar could not be loaded, when it could not. */
  readonly failure?: string;
}

/**
 * A source file read as MCP definitions: `root` is the synthetic capability tree of its declarations (spans point
 * at the code), `text` the source itself. Every capability rule runs on it unchanged.
 */
export interface CodeDocument extends ParsedDocument {
  readonly code: CodeInfo;
}

export function isCodeDocument(doc: ParsedDocument | undefined): doc is CodeDocument {
  return !!doc && 'code' in doc;
}

/**
 * Reads a TypeScript/JavaScript/Python document synchronously: undefined when it is not source code, no tree when it
 * imports no MCP SDK or its grammar is still loading (`state: 'pending'`; analyse again once `onParserReady` fires).
 */
export function analyseCodeDocument(
  uri: string,
  text: string,
  version = 0,
  languageId?: string,
): CodeDocument | undefined {
  const language = codeLanguageOf(uri, languageId);
  if (!language) return undefined;
  const base = { uri, version, text, root: undefined, syntaxErrors: [] };
  if (!importsMcpSdk(text, language)) return { ...base, code: { language, state: 'not-mcp' } };
  const parser = parserFor(language);
  if (!parser) {
    const failure = parserFailure(language);
    return { ...base, code: { language, state: failure ? 'failed' : 'pending', failure } };
  }
  if (bracketDepth(text) > MAX_CODE_NESTING) {
    return {
      ...base,
      code: {
        language,
        state: 'failed',
        failure: `its brackets nest more than ${MAX_CODE_NESTING} levels deep, which no server's code needs`,
      },
    };
  }
  const tree = parseCode(parser, text);
  if (!tree) {
    return {
      ...base,
      code: {
        language,
        state: 'failed',
        failure: `parsing it took longer than ${PARSE_BUDGET_MS / 1000} s (tree-sitter gave up)`,
      },
    };
  }
  try {
    const extraction = {
      ...(language === 'python' ? extractPython(tree, text) : extractTypeScript(tree, text)),
      migration: language === 'python' ? migrationFactsPy(tree, text) : migrationFactsTs(tree, text),
    };
    const synthetic = syntheticTree(extraction, text.length);
    markSyntheticTree(synthetic.root);
    return { ...base, root: synthetic.root, code: { language, state: 'parsed', extraction, tree: synthetic } };
  } finally {
    deleteTree(tree);
  }
}

const LANGUAGE_NAMES: Readonly<Record<CodeLanguage, string>> = {
  typescript: 'TypeScript/JavaScript',
  tsx: 'TSX/JSX',
  python: 'Python',
};

/** Code that declares MCP capabilities is checked as a capability document; anything else is not MCP. */
export function codeDetection(doc: CodeDocument): Detection {
  const name = LANGUAGE_NAMES[doc.code.language];
  switch (doc.code.state) {
    case 'parsed':
      return {
        kind: 'capabilities',
        reason: `${name} MCP server code (${doc.code.extraction!.declarations.length} declarations)`,
      };
    case 'pending':
      return { kind: 'unknown', reason: `${name}: the parser is loading` };
    case 'failed':
      return { kind: 'unknown', reason: `${name}: the parser could not be loaded (${doc.code.failure})` };
    default:
      return { kind: 'unknown', reason: `${name} file that imports no MCP SDK` };
  }
}
