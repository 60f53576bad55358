/**
 * Fetching a tool's UI resource: `resources/read` of its `ui://` URI, checked before anything renders it (HTML of a
 * bounded size, in the content item for that URI) and read into what the sandbox needs.
 */
import type { JsonObject } from '../types';
import { APP_MIME_TYPE, appSandboxDeclaration, type AppSandboxDeclaration } from './uiMeta';

/** The largest UI resource rendered: a bundled single-file app is some hundreds of kilobytes. */
export const APP_HTML_MAX_BYTES = 5 * 1024 * 1024;

export interface AppResource {
  readonly uri: string;
  readonly html: string;
  readonly declaration: AppSandboxDeclaration;
  /** What was odd but not fatal (a MIME type without the MCP App profile). */
  readonly notes: readonly string[];
}

const isObject = (v: unknown): v is JsonObject => !!v && typeof v === 'object' && !Array.isArray(v);

/** Reads and checks the UI resource `uri`; `listing` is its entry in the server's resources/list, when it has one. Throws with the reason. */
export async function readAppResource(
  read: (uri: string) => Promise<JsonObject>,
  uri: string,
  listing: JsonObject | undefined,
): Promise<AppResource> {
  const result = await read(uri);
  const contents = Array.isArray(result.contents) ? result.contents.filter(isObject) : [];
  if (!contents.length) throw new Error(`the server's answer to resources/read of ${uri} holds no contents`);
  const content = contents.find((c) => c.uri === uri) ?? contents[0]!;
  const mime = typeof content.mimeType === 'string' ? content.mimeType : undefined;
  const notes: string[] = [];
  if (mime !== APP_MIME_TYPE) {
    if (!mime || !/^text\/html\b/i.test(mime)) {
      throw new Error(
        `${uri} is not HTML (its MIME type is ${mime ? JSON.stringify(mime) : 'missing'}; an app's is "${APP_MIME_TYPE}")`,
      );
    }
    notes.push(`Its MIME type is ${JSON.stringify(mime)}, not "${APP_MIME_TYPE}": hosts may refuse it.`);
  }
  let html: string;
  if (typeof content.text === 'string') html = content.text;
  else if (typeof content.blob === 'string') html = Buffer.from(content.blob, 'base64').toString('utf8');
  else throw new Error(`${uri} has neither text nor blob`);
  const bytes = Buffer.byteLength(html, 'utf8');
  if (bytes > APP_HTML_MAX_BYTES) {
    throw new Error(
      `${uri} is ${(bytes / 1024 / 1024).toFixed(1)} MB of HTML (at most ${APP_HTML_MAX_BYTES / 1024 / 1024} MB is rendered)`,
    );
  }
  if (!html.trim()) throw new Error(`${uri} is empty`);
  return { uri, html, declaration: appSandboxDeclaration(listing, content), notes };
}
