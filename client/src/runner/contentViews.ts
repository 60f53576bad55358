/**
 * Content blocks as servers send them (anything at all) made safe to show: text as text, media only as data: URIs of
 * their own image/* or audio/* type with valid base64, and the rest as JSON.
 */
import type { ContentAnnotationsView, ContentView } from '../protocol/runnerViews';

type Json = Record<string, unknown>;

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const MEDIA_TYPE = /^([a-z]+)\/([a-z0-9][a-z0-9!#$&^_.+-]*)$/i;

function record(v: unknown): Json | undefined {
  return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : undefined;
}

function str(v: unknown): string | undefined {
  return typeof v === 'string' ? v : undefined;
}

/** The media type without parameters, lower case, when it is of the wanted top-level type. */
export function mediaType(mime: unknown, top: 'image' | 'audio'): string | undefined {
  if (typeof mime !== 'string') return undefined;
  const m = MEDIA_TYPE.exec(mime.split(';')[0]!.trim());
  return m && m[1]!.toLowerCase() === top ? `${top}/${m[2]!.toLowerCase()}` : undefined;
}

/** The number of bytes base64 text stands for, or undefined when it is not base64. */
export function base64Bytes(data: string): number | undefined {
  const compact = data.replace(/\s+/g, '');
  if (compact.length % 4 !== 0 || !BASE64.test(compact)) return undefined;
  const padding = /={1,2}$/.exec(compact)?.[0].length ?? 0;
  return (compact.length / 4) * 3 - padding;
}

/** A data: URI for base64 `data` of media type `mime` (image/* or audio/* only), or why there is none. */
export function mediaUri(
  top: 'image' | 'audio',
  mime: unknown,
  data: unknown,
): { uri?: string; bytes?: number; problem?: string } {
  const type = mediaType(mime, top);
  if (!type) {
    return {
      problem:
        `its mimeType ${mime === undefined ? 'is missing' : `${JSON.stringify(mime)} is not an ${top}/* type`}, ` +
        'so it is not shown',
    };
  }
  if (typeof data !== 'string') return { problem: 'it has no base64 data' };
  const bytes = base64Bytes(data);
  if (bytes === undefined) return { problem: 'its data is not valid base64' };
  return { uri: `data:${type};base64,${data.replace(/\s+/g, '')}`, bytes };
}

/** Annotations as sent, read for showing; `lowest` is decided across the blocks shown together (see `contentViews`). */
function annotationsOf(raw: unknown): ContentAnnotationsView | undefined {
  const a = record(raw);
  if (!a) return undefined;
  const odd: string[] = [];
  let audience: string[] | undefined;
  if (Array.isArray(a.audience)) {
    audience = a.audience.filter((x): x is string => typeof x === 'string');
    if (audience.length !== a.audience.length || audience.some((x) => x !== 'user' && x !== 'assistant')) {
      odd.push(`audience ${JSON.stringify(a.audience)}`);
    }
  } else if (a.audience !== undefined) odd.push(`audience ${JSON.stringify(a.audience)}`);
  let priority: number | undefined;
  if (typeof a.priority === 'number' && a.priority >= 0 && a.priority <= 1) priority = a.priority;
  else if (a.priority !== undefined) odd.push(`priority ${JSON.stringify(a.priority)}`);
  if (!audience && priority === undefined && !odd.length) return undefined;
  return {
    ...(audience ? { audience } : {}),
    ...(priority !== undefined ? { priority } : {}),
    lowest: priority === 0,
    ...(odd.length ? { odd: odd.join(', ') } : {}),
  };
}

/** One block as a view (annotations not yet compared with the other blocks'). */
export function contentView(block: unknown): ContentView {
  const b = record(block);
  if (!b) return { type: 'unknown', json: JSON.stringify(block, null, 2) ?? String(block) };
  const annotations = annotationsOf(b.annotations);
  const ann = annotations ? { annotations } : {};
  switch (b.type) {
    case 'text':
      if (typeof b.text === 'string') return { type: 'text', text: b.text, ...ann };
      break;
    case 'image':
    case 'audio': {
      const media = mediaUri(b.type, b.mimeType, b.data);
      return {
        type: b.type,
        mimeType: str(b.mimeType) ?? '(none)',
        ...(media.uri ? { dataUri: media.uri } : {}),
        ...(media.bytes !== undefined ? { bytes: media.bytes } : {}),
        ...(media.problem ? { problem: media.problem } : {}),
        ...ann,
      };
    }
    case 'resource_link':
      if (typeof b.uri === 'string') {
        return {
          type: 'resource_link',
          uri: b.uri,
          ...optional({
            name: str(b.name),
            title: str(b.title),
            description: str(b.description),
            mimeType: str(b.mimeType),
          }),
          ...ann,
        };
      }
      break;
    case 'resource': {
      const view = resourceContentsView(b.resource);
      if (view) return { ...view, ...ann };
      break;
    }
  }
  return { type: 'unknown', json: JSON.stringify(block, null, 2), ...ann };
}

/** A resource's contents (`resources/read` or an embedded resource): text, or a blob shown as an image if it is one. */
export function resourceContentsView(raw: unknown): Extract<ContentView, { type: 'resource' }> | undefined {
  const r = record(raw);
  if (!r || typeof r.uri !== 'string') return undefined;
  const mimeType = str(r.mimeType);
  const annotations = annotationsOf(r.annotations);
  const base = {
    type: 'resource' as const,
    uri: r.uri,
    ...(mimeType ? { mimeType } : {}),
    ...(annotations ? { annotations } : {}),
  };
  if (typeof r.text === 'string') return { ...base, text: r.text };
  if (typeof r.blob === 'string') {
    const bytes = base64Bytes(r.blob);
    if (bytes === undefined) return { ...base, blob: { bytes: 0, problem: 'its blob is not valid base64' } };
    const image = mediaType(mimeType, 'image') ? mediaUri('image', mimeType, r.blob).uri : undefined;
    return { ...base, blob: { bytes, ...(image ? { imageUri: image } : {}) } };
  }
  return undefined;
}

/**
 * Views of blocks shown together: the ones of the lowest priority are de-emphasised when the blocks differ
 * in priority (and any block of priority 0, which the spec calls entirely optional).
 */
export function contentViews(blocks: readonly unknown[]): ContentView[] {
  return markLowest(blocks.map(contentView));
}

export function markLowest<T extends ContentView>(views: T[]): T[] {
  const priorities = views.map((v) => v.annotations?.priority).filter((p): p is number => p !== undefined);
  if (!priorities.length) return views;
  const min = Math.min(...priorities);
  const differ = Math.max(...priorities) > min;
  return views.map((v) => {
    const a = v.annotations;
    if (!a || a.priority === undefined) return v;
    return { ...v, annotations: { ...a, lowest: a.priority === 0 || (differ && a.priority === min) } };
  });
}

function optional<T extends Record<string, string | undefined>>(o: T): Partial<Record<keyof T, string>> {
  const out: Partial<Record<keyof T, string>> = {};
  for (const [k, v] of Object.entries(o)) if (v !== undefined) out[k as keyof T] = v;
  return out;
}
