/**
 * The results a runner session can still act on (open a block, save it, copy it as JSON): tool calls from the
 * shared history, and the session's own reads and prompt gets, the last KEEP of them. No `vscode` here.
 */
import type { JsonObject } from '../../../common/mcp/types';
import type { ResultPart } from '../protocol/runnerViews';
import { toolsCallRequest, type RunHistory } from './history';

/** A read or get kept for the actions on it. */
export type Kept =
  | { readonly kind: 'resource'; readonly result: JsonObject; readonly uri: string }
  | { readonly kind: 'prompt'; readonly result: JsonObject; readonly name: string };

const KEEP = 50;

let counter = 0;
/** An id unique in this extension host: `prefix-time-count`. */
export function newId(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${(++counter).toString(36)}`;
}

export class KeptResults {
  private readonly kept = new Map<string, Kept>();

  constructor(private readonly history: RunHistory) {}

  /** Keeps a read or get; the id it gets is the result's in the page. */
  keep(entry: Kept): string {
    const id = newId(entry.kind);
    this.kept.set(id, entry);
    while (this.kept.size > KEEP) this.kept.delete(this.kept.keys().next().value!);
    return id;
  }

  /** The raw block `index` of a result: a tool result's content, a read's contents, a prompt message's content. */
  block(resultId: string, index: number): { block: JsonObject; title: string } | undefined {
    const entry = this.history.get(resultId);
    const kept = this.kept.get(resultId);
    let list: unknown;
    let title: string;
    if (entry) {
      list = entry.result?.content;
      title = entry.view.tool;
    } else if (kept?.kind === 'resource') {
      list = kept.result.contents;
      title = kept.uri;
    } else if (kept?.kind === 'prompt') {
      list = Array.isArray(kept.result.messages)
        ? kept.result.messages.map((m) => (m && typeof m === 'object' ? (m as JsonObject).content : undefined))
        : [];
      title = kept.name;
    } else return undefined;
    const block = Array.isArray(list) ? list[index] : undefined;
    return block && typeof block === 'object' ? { block: block as JsonObject, title } : undefined;
  }

  /** A part of a result as pretty JSON: the request, the structured content, a prompt's messages, or all of it. */
  partText(resultId: string, part: ResultPart): string | undefined {
    const entry = this.history.get(resultId);
    const kept = this.kept.get(resultId);
    let value: unknown;
    if (entry) {
      if (part === 'request') value = toolsCallRequest(entry.view.tool, entry.arguments);
      else if (part === 'structured') value = entry.result?.structuredContent;
      else value = entry.result ?? { status: entry.view.status, message: entry.view.message };
    } else if (kept) {
      value = part === 'messages' && kept.kind === 'prompt' ? kept.result.messages : kept.result;
    }
    return value === undefined ? undefined : JSON.stringify(value, null, 2) + '\n';
  }

  clear(): void {
    this.kept.clear();
  }
}

/** A short title for an editor tab: the last segment of the URI's path, decoded ("readme.md", "Ada Lovelace"). */
export function resourceTitle(uri: string): string {
  const path = uri.replace(/[?#].*$/s, '');
  const last = path.split('/').filter(Boolean).pop() ?? path;
  try {
    return decodeURIComponent(last) || uri;
  } catch {
    return last || uri;
  }
}

/** File extensions people expect where the MIME subtype differs from them. */
const USUAL_EXTENSIONS = new Map([
  ['jpeg', 'jpg'],
  ['octet', 'bin'],
]);

/** A file name for saving: the last segment of the URI, with an extension from the MIME type when it has none. */
export function fileName(uriOrTitle: string, mime: string | undefined): string {
  const last =
    uriOrTitle
      .replace(/[?#].*$/s, '')
      .split(/[/\\]/)
      .filter(Boolean)
      .pop() ?? 'resource';
  const safe = last.replace(/[^\w.\-]+/g, '_').slice(0, 80) || 'resource';
  if (/\.\w{1,8}$/.test(safe)) return safe;
  const ext = mime ? /^[a-z]+\/(?:x-)?([a-z0-9]+)/i.exec(mime)?.[1] : undefined;
  return ext ? `${safe}.${USUAL_EXTENSIONS.get(ext) ?? ext}` : safe;
}
