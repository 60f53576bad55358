import type { Node } from 'jsonc-parser';
import { keyNode, keyOf, properties, propertyNode } from '../../../../common/json/jsonNodes';
import type { Fix, RuleContext } from '../types';
import { renameKey } from './edits';
import { didYouMean } from './suggest';

/**
 * Reports the keys of `obj` not in `known`: with "did you mean" and a rename when one is close (clients silently ignore
 * a misspelt key), else at `unknownSeverity` if given. `special` answers first for keys with their own explanation.
 * A missing object has no keys.
 */
export function reportUnknownKeys(
  ctx: RuleContext,
  obj: Node | undefined,
  known: readonly string[],
  code: string,
  what: string,
  options: {
    unknownSeverity?: 'warning' | 'info' | 'hint';
    /** A misspelt key's severity when not the rule's (for a rule of errors, since an ignored key is not an error). */
    misspeltSeverity?: 'warning';
    special?: (key: string, property: Node) => boolean;
    /** Where custom data goes instead, for an object that has no `_meta` of its own (e.g. `the tool's "_meta"`). */
    metaHome?: string;
  } = {},
): void {
  for (const p of properties(obj)) {
    const key = keyOf(p);
    if (known.includes(key) || key.startsWith('x-')) continue;
    if (options.special?.(key, p)) continue;
    const guess = didYouMean(key, known);
    if (guess) {
      const present = !!propertyNode(obj, guess);
      const fixes: Fix[] = present
        ? []
        : [{ title: `Rename to "${guess}"`, edits: [renameKey(p, guess)], preferred: true, safe: true }];
      const also = present ? ` (there is a "${guess}" too; this one is ignored)` : '';
      ctx.report(
        code,
        keyNode(p),
        `Unknown ${what} key "${key}": did you mean "${guess}"${also}? Clients ignore keys they do not know.`,
        { fixes, severity: options.misspeltSeverity },
      );
    } else if (options.unknownSeverity) {
      ctx.report(
        code,
        keyNode(p),
        `"${key}" is not a ${what} field; clients ignore it. ` +
          `Put custom data under ${options.metaHome ?? '"_meta"'} instead.`,
        { severity: options.unknownSeverity },
      );
    }
  }
}
