import { analyseCodeDocument, codeDetection, isCodeDocument } from '../code/codeDocument';
import { codeLanguageOf, importsMcpSdk } from '../../../common/formats/codeLanguages';
import { loadParser, parserSettled } from '../code/parsers';
import { detectKind, type FileKindMap } from '../detect/detect';
import type { Detection } from '../../../common/formats/documentKind';
import { parseDocument, type ParsedDocument } from '../../../common/json/parsedDocument';
import { SourceText } from './lineIndex';
import { embeddedDocument } from '../../../common/config/vscodeSurfaces';
import type { NotChecked } from './notChecked';

/** One version of a document, as every checker hands it to the pipeline. */
export interface DocumentInput {
  readonly uri: string;
  readonly text: string;
  readonly version?: number;
  /** The editor's language id (`json`, `typescript`, `python`…); without it the file extension decides. */
  readonly languageId?: string;
  /** What the caller knows the document to be (a live catalog, the tool of an approval): detection is skipped. */
  readonly kind?: Detection;
}

/** The settings analysis depends on (a subset of LensSettings). */
export interface AnalysisSettings {
  readonly maxDocumentSize: number;
  readonly files?: FileKindMap;
}

/** Everything features and checks need about one version of a document, computed once and shared. */
export interface Analysis {
  /** The text with its line index: every offset → position conversion goes through it. */
  readonly source: SourceText;
  /** JSON documents: the jsonc tree; server code: a CodeDocument whose tree holds its MCP declarations. */
  readonly parsed: ParsedDocument;
  readonly detection: Detection;
  /** Set when the document was not analysed (too large, too deep, unparsable code); features then answer nothing. */
  readonly notChecked?: NotChecked;
}

/**
 * Analyses a document: size and depth limits, code or JSON, parse, detection. Synchronous and never throws on any
 * text; server code needs its grammar loaded first (`prepareDocument`), else it is analysed as still loading.
 */
export function analyseDocument(input: DocumentInput, settings: AnalysisSettings): Analysis {
  const version = input.version ?? 0;
  const source = new SourceText(input.uri, input.text, version, input.languageId);
  if (input.text.length > settings.maxDocumentSize) {
    const parsed = parseDocument(input.uri, '', version);
    const detection = input.kind ?? detectKind(input.uri, undefined, settings.files);
    return {
      source,
      parsed,
      detection,
      notChecked: { code: 'MCP002', reason: 'too-large', size: input.text.length, limit: settings.maxDocumentSize },
    };
  }
  // TypeScript/JavaScript/Python: the MCP declarations of a server's code, read as a capability document
  const code = input.kind ? undefined : analyseCodeDocument(input.uri, input.text, version, input.languageId);
  if (code) {
    const failed =
      code.code.state === 'failed'
        ? {
            code: 'MCP005' as const,
            reason: 'code-not-parsed' as const,
            detail: code.code.failure ?? 'it could not be parsed',
          }
        : undefined;
    return { source, parsed: code, detection: codeDetection(code), notChecked: failed };
  }
  const whole = parseDocument(input.uri, input.text, version);
  const detection = input.kind ?? detectKind(input.uri, whole.root, settings.files);
  // a devcontainer.json's servers are checked, hovered and completed as the VS Code configuration they are
  const parsed = embeddedDocument(whole, detection.embeddedAt);
  const notChecked = parsed.tooDeep
    ? {
        code: 'MCP003' as const,
        reason: 'too-deep' as const,
        offset: parsed.tooDeep.offset,
        limit: parsed.tooDeep.limit,
      }
    : undefined;
  // the parser counted the lines as it went: a catalog of megabytes is not scanned for them again
  const lines = parsed.lineStarts
    ? new SourceText(input.uri, input.text, version, input.languageId, parsed.lineStarts)
    : source;
  return { source: lines, parsed, detection, notChecked };
}

/**
 * Loads what the analysis of `input` needs that takes time (the grammar of server code), so the next analysis is the
 * real one. It resolves at once for JSON and never rejects; a grammar that fails to load is reported as MCP005.
 */
export async function prepareDocument(
  input: Pick<DocumentInput, 'uri' | 'text' | 'languageId' | 'kind'>,
): Promise<void> {
  if (input.kind) return;
  const language = codeLanguageOf(input.uri, input.languageId);
  if (language && importsMcpSdk(input.text, language)) await loadParser(language);
}

/** Whether `prepareDocument` has work to do for `input` (a grammar that has not loaded, or failed to, yet). */
export function needsPreparation(input: Pick<DocumentInput, 'uri' | 'text' | 'languageId' | 'kind'>): boolean {
  if (input.kind) return false;
  const language = codeLanguageOf(input.uri, input.languageId);
  return !!language && !parserSettled(language) && importsMcpSdk(input.text, language);
}

/** An analysis of server code made while its grammar was loading, now that it has loaded: analyse it again. */
export function isStaleAnalysis(analysis: Analysis): boolean {
  const doc = analysis.parsed;
  return isCodeDocument(doc) && doc.code.state === 'pending' && parserSettled(doc.code.language);
}
