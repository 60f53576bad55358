/**
 * The catalog lint worker (dist/catalogLintWorker.js): lints running servers' catalogs one at a time off the
 * extension host's thread, keeping the engine's compiled schemas between catalogs.
 */
import type { PlacedFinding } from '../../../server/src/engineFacade';
import { serveCalls } from '../../../common/workers/serveCalls';
import { lintCatalog, type CatalogLintRequest } from './catalogLint';

/** A catalog that takes the paths a real one takes: a schema with a `$ref` (compiled), annotations, a resource. */
const WARM_UP = JSON.stringify({
  protocolVersion: '2025-11-25',
  tools: [
    {
      name: 'warm_up',
      description: 'Reads nothing.',
      inputSchema: {
        type: 'object',
        properties: { a: { $ref: '#/$defs/a' } },
        $defs: { a: { type: 'string', pattern: '^a' } },
      },
      annotations: { readOnlyHint: true },
    },
  ],
  resources: [{ name: 'r', uri: 'file:///r', annotations: { audience: ['user'], priority: 0.5 } }],
});

serveCalls<CatalogLintRequest, PlacedFinding[]>(
  'catalogLintWorker.js',
  (request, started) => lintCatalog(request, started),
  // ajv's first compiles in a new thread are many times slower than the next ones: paid before any time limit starts
  () =>
    lintCatalog({
      uri: 'mcp-lens-catalog:/warm-up.catalog.json',
      text: WARM_UP,
      settings: { specVersion: 'auto', rules: {}, maxDocumentSize: Infinity },
    }),
);
