import type { Node } from 'jsonc-parser';
import { prop, stringValue } from '../../../common/json/jsonNodes';
import { isSpecRevision, NEWEST_REVISION, SPEC_REVISIONS, type SpecRevision } from '../../../common/formats/revisions';
import { isCalendarDate } from './util/formats';

export { atLeast, isSpecRevision, NEWEST_REVISION, SPEC_REVISIONS, type SpecRevision } from '../../../common/formats/revisions';

/**
 * The document's own revision, if it names one: `protocolVersion` at the root or in a JSON-RPC result,
 * or `_meta["io.modelcontextprotocol/protocolVersion"]`. Older strings (2024-11-05) map to the oldest known.
 */
export function revisionFromDocument(root: Node | undefined): { revision: SpecRevision; node: Node } | undefined {
  const candidates = [prop(root, 'protocolVersion'), prop(prop(root, 'result'), 'protocolVersion'), prop(prop(root, '_meta'), 'io.modelcontextprotocol/protocolVersion'), prop(prop(prop(root, 'result'), '_meta'), 'io.modelcontextprotocol/protocolVersion')];
  for (const node of candidates) {
    const v = stringValue(node);
    if (!v || !node) continue;
    if (isSpecRevision(v)) return { revision: v, node };
    if (isCalendarDate(v)) {
      const older = v < SPEC_REVISIONS[0];
      const newer = v > NEWEST_REVISION;
      if (older) return { revision: SPEC_REVISIONS[0], node };
      if (newer) return { revision: NEWEST_REVISION, node };
      // between two known revisions: the newest one not after it
      const prior = [...SPEC_REVISIONS].reverse().find((r) => r <= v);
      if (prior) return { revision: prior, node };
    }
  }
  return undefined;
}

export function targetRevision(root: Node | undefined, setting: SpecRevision | 'auto' | undefined): { revision: SpecRevision; fromDocument: boolean } {
  const fromDoc = revisionFromDocument(root);
  if (fromDoc) return { revision: fromDoc.revision, fromDocument: true };
  if (setting && setting !== 'auto' && isSpecRevision(setting)) return { revision: setting, fromDocument: false };
  return { revision: NEWEST_REVISION, fromDocument: false };
}
