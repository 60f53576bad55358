import type { Node } from 'jsonc-parser';
import { prop, stringValue } from '../../../common/json/jsonNodes';
import { isSpecRevision, NEWEST_REVISION, SPEC_REVISIONS, type SpecRevision } from '../../../common/formats/revisions';
import { isCalendarDate } from './util/formats';

export {
  atLeast,
  isSpecRevision,
  NEWEST_REVISION,
  SPEC_REVISIONS,
  type SpecRevision,
} from '../../../common/formats/revisions';

/**
 * The document's own revision, if it names one: `protocolVersion` at the root or in a JSON-RPC result,
 * or `_meta["io.modelcontextprotocol/protocolVersion"]`. Older strings (2024-11-05) map to the oldest known.
 */
export function revisionFromDocument(root: Node | undefined): { revision: SpecRevision; node: Node } | undefined {
  const candidates = [
    prop(root, 'protocolVersion'),
    prop(prop(root, 'result'), 'protocolVersion'),
    prop(prop(root, '_meta'), 'io.modelcontextprotocol/protocolVersion'),
    prop(prop(prop(root, 'result'), '_meta'), 'io.modelcontextprotocol/protocolVersion'),
  ];
  for (const node of candidates) {
    const v = stringValue(node);
    // a known revision is itself; another day the newest revision not after it, and the oldest for a day before them all
    if (v !== undefined && isCalendarDate(v)) {
      return { revision: [...SPEC_REVISIONS].reverse().find((r) => r <= v) ?? SPEC_REVISIONS[0], node: node! };
    }
  }
  return undefined;
}

export function targetRevision(
  root: Node | undefined,
  setting: SpecRevision | 'auto' | undefined,
): { revision: SpecRevision; fromDocument: boolean } {
  const fromDoc = revisionFromDocument(root);
  if (fromDoc) return { revision: fromDoc.revision, fromDocument: true };
  if (isSpecRevision(setting)) return { revision: setting, fromDocument: false };
  return { revision: NEWEST_REVISION, fromDocument: false };
}
