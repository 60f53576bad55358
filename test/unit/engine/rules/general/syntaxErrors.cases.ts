// The syntaxErrors tests' documents and the findings each must give (code, span, fixed text); the message layer
// (test/unit/engine/messages/) pins what the same findings say.
import type { FindingTable } from '../../ruleCases';

export const syntaxErrorEdges: FindingTable = {
  title: 'JSON syntax (MCP001) at its edges',
  path: 'tools.json',
  only: ['MCP001'],
  cases: [
    {
      title: 'covers the whole of a bad token, and at least one character where the parser names a place',
      doc: '{"tools": [{"name": hello, "description": "d", "inputSchema": {"type": "object"}}]}',
      findings: ['MCP001 hello', 'MCP001 ,'],
    },
  ],
};
