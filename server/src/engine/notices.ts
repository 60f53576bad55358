import { DOCUMENT_KINDS } from '../../../common/formats/documentKind';
import type { RuleMeta } from './types';

/**
 * The notices: codes every checker reports when it did not check a document, or not all of it. They are not rules
 * (`mcpLens.rules` cannot change them), but this table documents them beside the rules (docs/rules.md, SARIF).
 */
export const NOTICE_METAS: readonly RuleMeta[] = [
  {
    code: 'MCP002',
    name: 'document-too-large',
    severity: 'info',
    summary: 'The document is larger than `mcpLens.maxDocumentSize` (default 16 MB): it was not checked.',
    why: 'Checking a document of that size would keep the checker busy for seconds at every change.',
    fix: 'Raise `mcpLens.maxDocumentSize` (or `maxDocumentSize` in `.mcplensrc.json`) to check it.',
    kinds: DOCUMENT_KINDS,
  },
  {
    code: 'MCP003',
    name: 'document-too-deep',
    severity: 'info',
    summary: 'Arrays and objects nest deeper than any MCP file needs (runaway brackets): the document was not checked.',
    why: 'No MCP file nests more than a few levels; hundreds of levels are a paste gone wrong, and would exhaust the checker.',
    fix: 'Remove the runaway brackets at the position the notice points to.',
    kinds: DOCUMENT_KINDS,
  },
  {
    code: 'MCP004',
    name: 'internal-error',
    severity: 'info',
    summary:
      'MCP Lens hit an internal error on the document (a bug of ours): the message says which check failed and whether the others still ran.',
    why: 'A check that fails must say so rather than leave the document looking clean.',
    fix: 'Nothing in your file: the log has the details; please report it.',
    kinds: DOCUMENT_KINDS,
  },
  {
    code: 'MCP005',
    name: 'code-not-parsed',
    severity: 'info',
    summary:
      'A TypeScript, JavaScript or Python file that imports an MCP SDK could not be parsed in time (or at all): its MCP declarations were not checked.',
    why: 'The declarations of a server file are read from its syntax tree; without one there is nothing to check.',
    fix: 'Usually a file far larger than a server needs, or a grammar that failed to load (the log says which).',
    kinds: ['capabilities'],
  },
  {
    code: 'MCP006',
    name: 'analysis-stopped',
    severity: 'info',
    summary:
      'The analysis of this version of the document took longer than `mcpLens.analysisTimeLimitSeconds` (default 15 s), or ended its worker, and was stopped: the document was not checked.',
    why: 'A runaway rule or parser must never freeze the editor or hang a CI run: the checker stops it and says so, and the other documents are checked as usual.',
    fix: 'The document is checked again when it changes. If it keeps happening on a document of ordinary size, please report it with the document (the log has the details).',
    kinds: DOCUMENT_KINDS,
  },
];

export const NOTICES_BY_CODE: ReadonlyMap<string, RuleMeta> = new Map(NOTICE_METAS.map((m) => [m.code, m]));
