import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { REPO_ROOT } from '../helpers/paths';

const SARIF_SCHEMA = join(
  REPO_ROOT,
  'node_modules',
  '@microsoft',
  'jest-sarif',
  'lib',
  'schemas',
  'sarif-2.1.0-rtm.5.json',
);

/**
 * The official SARIF 2.1.0 schema, compiled by ajv as draft-07 (its draft-04 `id` is the only keyword to drop).
 * Its `language` pattern has a stray `]`, an error only for unicode regular expressions, hence unicodeRegExp: false.
 */
export function sarifValidator() {
  const schema = JSON.parse(readFileSync(SARIF_SCHEMA, 'utf8')) as Record<string, unknown>;
  assert.match(String(schema.title), /SARIF\) Version 2\.1\.0/);
  delete schema.$schema;
  delete schema.id;
  const ajv = new Ajv({ allErrors: true, unicodeRegExp: false });
  addFormats(ajv);
  return ajv.compile(schema);
}
