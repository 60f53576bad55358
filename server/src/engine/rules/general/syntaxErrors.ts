import { DOCUMENT_KINDS } from '../../../../../common/formats/documentKind';
import type { Rule } from '../../types';

export const syntaxErrors: Rule = {
  meta: {
    code: 'MCP001',
    name: 'json-syntax',
    severity: 'error',
    summary: 'The document is not well-formed JSON (comments and trailing commas are tolerated).',
    why: 'A client that cannot parse its configuration or a definition ignores it, usually without saying so.',
    fix: 'Correct the syntax at the marked place: a missing comma, bracket, brace or quote.',
    example: '{ "servers": { "a": { "command": "node" } }',
    kinds: DOCUMENT_KINDS,
  },
  check(ctx) {
    for (const e of ctx.doc.syntaxErrors) {
      ctx.report('MCP001', { offset: e.offset, length: Math.max(e.length, 1) }, e.message);
    }
  },
};
