import { randomBytes } from 'node:crypto';

/** What a webview page loads: one script bundle and its style sheets, already turned into webview URIs. */
export interface HtmlShellParts {
  readonly title: string;
  readonly cspSource: string;
  readonly scriptUri: string;
  readonly styleUris: readonly string[];
  /** A fresh one per render. */
  readonly nonce: string;
  /** Let audio and video play from data: URIs (the runner shows audio content blocks); off unless a page needs it. */
  readonly media?: boolean;
}

export function createNonce(): string {
  return randomBytes(18).toString('base64');
}

/**
 * The HTML of every webview: a strict Content-Security-Policy (no inline or eval'd script; only the
 * nonce-tagged bundle runs), an empty root the bundle fills from the DOM API, and nothing from a server.
 */
export function htmlShell(parts: HtmlShellParts): string {
  const { cspSource, nonce } = parts;
  const csp = [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src ${cspSource} 'nonce-${nonce}'`,
    `img-src ${cspSource} data:`,
    ...(parts.media ? ['media-src data:'] : []),
  ].join('; ');
  const styles = parts.styleUris.map((uri) => `<link rel="stylesheet" nonce="${attr(nonce)}" href="${attr(uri)}">`).join('\n  ');
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
  <script nonce="${attr(nonce)}" src="${attr(parts.scriptUri)}"></script>
</body>
</html>`;
}

function text(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function attr(s: string): string {
  return text(s).replace(/"/g, '&quot;');
}
