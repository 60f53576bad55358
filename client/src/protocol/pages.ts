/**
 * What every page shares with the extension: where a page finds what it shows from its start, and text as segments.
 * No `vscode` import in client/src/protocol/: the pages (client/webview/) bundle these files for the browser.
 * Everything a server said travels as plain strings or segments; webviews set it as text, never as HTML.
 */

/** Plain text, or one hidden character (or run of tag characters) shown as a visible label. */
export type TextSegment = { readonly text: string } | { readonly hidden: string; readonly title: string };

/** The id of the data block (`<script type="application/json">`) that carries what a page shows from its start. */
export const PAGE_DATA_ID = 'page-data';
