/**
 * The schema worker (dist/schemaWorker.js): checks values against servers' schemas one at a time off the extension
 * host's thread, keeping compiled validators. Whatever goes wrong comes back as a verdict, never as a crash.
 */
import { serveCalls } from '../../../common/workers/serveCalls';
import { checkAgainstSchema, type SchemaVerdict } from '../../../server/src/schemaCheck';
import type { SchemaCheckRequest } from './schemaChecker';

serveCalls<SchemaCheckRequest, SchemaVerdict>(
  'schemaWorker.js',
  (request, started) => {
    try {
      const schema: unknown = JSON.parse(request.schema);
      const value: unknown = JSON.parse(request.value);
      // the time limit runs from here: what follows depends on the schema
      started();
      return checkAgainstSchema(schema, value, request.schema);
    } catch (e) {
      return {
        ok: 'unchecked',
        reason: `the value could not be checked: ${e instanceof Error ? e.message : String(e)}`,
      };
    }
  },
  // ajv's first compile in a new thread is many times slower than the next ones (its code is not yet optimised):
  // paid here, before the time limit of any check starts, so a fresh worker is as quick as a warm one
  () =>
    checkAgainstSchema(
      {
        type: 'object',
        properties: {
          s: { type: 'string', pattern: '^a', format: 'email', minLength: 1 },
          n: { type: 'integer', enum: [1] },
        },
        required: ['s'],
      },
      { s: 'a@b.c', n: 2 },
    ),
);
