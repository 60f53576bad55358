import { randomBytes } from 'node:crypto';
import { PAGE_DATA_ID } from '../protocol/pages';

/**
 * A script or style sheet of the page: its text, put inline under the nonce, or else its webview URI. The extension
 * renders them inline (see renderWebviewHtml); the URI is for a bundle that could not be read or embedded.
 */
export type PageAsset = { readonly text: string; readonly uri: string } | { readonly uri: string };

/** What a webview page loads: one script bundle and its style sheets. */
export interface HtmlShellParts {
  readonly title: string;
  readonly cspSource: string;
  readonly script: PageAsset;
  readonly styles: readonly PageAsset[];
  /** A fresh one per render. */
  readonly nonce: string;
  /** Let audio and video play from data: URIs (the runner shows audio content blocks); off unless a page needs it. */
  readonly media?: boolean;
  /** The one origin the page may frame (the runner's MCP Apps sandbox); none unless a page needs it. */
  readonly frames?: string;
  /**
   * What the page shows from its first moment, as JSON in a data block (`<script type="application/json"
   * id="page-data">`) that the page's script reads with JSON.parse: never parsed as HTML, never run.
   */
  readonly data?: unknown;
}

export function createNonce(): string {
  return randomBytes(18).toString('base64');
}

/**
 * The HTML of every webview: a strict Content-Security-Policy under which only what carries the nonce runs, an empty
 * root the bundle fills through the DOM API, the page's data as inert JSON, and nothing from a server as markup.
 */
export function htmlShell(parts: HtmlShellParts): string {
  const { cspSource, nonce } = parts;
  const csp = [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src ${cspSource} 'nonce-${nonce}'`,
    `img-src ${cspSource} data:`,
    ...(parts.media ? ['media-src data:'] : []),
    ...(parts.frames ? [`frame-src ${parts.frames}`] : []),
  ].join('; ');
  const n = attr(nonce);
  const styles = parts.styles
    .map((s) => {
      const text = inlineText(s, 'style');
      return text !== undefined
        ? `<style nonce="${n}">\n${text}\n</style>`
        : `<link rel="stylesheet" nonce="${n}" href="${attr(s.uri)}">`;
    })
    .join('\n  ');
  const data =
    parts.data === undefined
      ? ''
      : `<script type="application/json" id="${PAGE_DATA_ID}" nonce="${n}">${jsonForScript(parts.data)}</script>\n  `;
  const scriptText = inlineText(parts.script, 'script');
  const script =
    scriptText !== undefined
      ? `<script nonce="${n}">\n${scriptText}\n</script>`
      : `<script nonce="${n}" src="${attr(parts.script.uri)}"></script>`;
  return `<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="UTF-8">
  <meta http-equiv="Content-Security-Policy" content="${attr(csp)};">
  <meta name="viewport" content="width=device-width, initial-scale=1.0">
  ${styles}
  <title>${text(parts.title)}</title>
</head>
<body>
  <main id="root"></main>
  ${data}${script}
</body>
</html>`;
}

/**
 * JSON that stays one inert text node inside a script element: every `<`, `>` and `&` is written as a `\u` escape, so
 * no `</script>` or `<!--` can end or bend the element whatever the strings hold (JSON.parse reads them back the same).
 */
export function jsonForScript(value: unknown): string {
  return (JSON.stringify(value) ?? 'null').replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * The asset's text when it can sit inside its element unchanged: not when it could close the element (`</script`,
 * `</style`) or open an HTML comment that changes how a script element is parsed (`<!--`).
 */
function inlineText(asset: PageAsset, element: 'script' | 'style'): string | undefined {
  if (!('text' in asset)) return undefined;
  const lower = asset.text.toLowerCase();
  if (lower.includes(`</${element}`) || lower.includes('<!--')) return undefined;
  return asset.text;
}

function text(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function attr(s: string): string {
  return text(s).replace(/"/g, '&quot;');
}
