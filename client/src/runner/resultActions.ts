// What the user can do with a result the page shows: open a block or a part in an editor tab, save it, copy it.
import type { JsonObject } from '../../../common/mcp/types';
import type { ResultPart } from '../protocol/runnerViews';
import { fileName, resourceTitle, type KeptResults } from './keptResults';
import type { RunnerHost } from './runnerHost';

type ResultHost = Pick<RunnerHost, 'openText' | 'saveBytes' | 'copy'>;

/** Opens a block's text in an editor tab, or saves its bytes (binary resources, images, audio). */
export async function blockAction(
  kept: KeptResults,
  host: ResultHost,
  resultId: string,
  index: number,
  save: boolean,
): Promise<void> {
  const found = kept.block(resultId, index);
  if (!found) return;
  // an embedded resource's contents sit in `resource`; a read's contents are the block itself
  const inner =
    found.block.type === 'resource' && found.block.resource && typeof found.block.resource === 'object'
      ? (found.block.resource as JsonObject)
      : found.block;
  const mime = typeof inner.mimeType === 'string' ? inner.mimeType : undefined;
  const name = typeof inner.uri === 'string' ? inner.uri : found.title;
  const text = typeof inner.text === 'string' ? inner.text : undefined;
  const base64 = firstString(inner, ['blob', 'data']);
  if (text !== undefined && !save) return host.openText(resourceTitle(name), text, mime);
  if (base64 !== undefined) return host.saveBytes(fileName(name, mime), mime, Buffer.from(base64, 'base64'));
  if (text !== undefined) return host.saveBytes(fileName(name, mime), mime, Buffer.from(text, 'utf8'));
}

/** Opens a part of a result as JSON, or copies it. */
export async function partAction(
  kept: KeptResults,
  host: ResultHost,
  resultId: string,
  part: ResultPart,
  copy: boolean,
): Promise<void> {
  const text = kept.partText(resultId, part);
  if (text === undefined) return;
  if (copy) await host.copy(text);
  else await host.openText(`${part} ${resultId}`, text, 'application/json');
}

/** The value of the first of `keys` that holds a string in `o`. */
function firstString(o: JsonObject, keys: readonly string[]): string | undefined {
  for (const key of keys) {
    const value = o[key];
    if (typeof value === 'string') return value;
  }
  return undefined;
}
