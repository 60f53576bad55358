import { createHash } from 'node:crypto';
import { sortKeys } from '../../../common/json/sortKeys';

/** JSON with object keys sorted at every depth, so equal values always give equal text. */
export function canonicalJson(value: unknown, indent?: number): string {
  return JSON.stringify(sortKeys(value), null, indent) ?? 'null';
}

export function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}
