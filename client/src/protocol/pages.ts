/**
 * What every page shares with the extension; nothing in client/src/protocol/ imports `vscode`, since the pages bundle
 * it. A server's text travels as plain strings or segments, which the pages set as text, never as HTML.
 */

/** Plain text, or one hidden character (or run of tag characters) shown as a visible label. */
export type TextSegment = { readonly text: string } | { readonly hidden: string; readonly title: string };

/** The id of the data block (`<script type="application/json">`) that carries what a page shows from its start. */
export const PAGE_DATA_ID = 'page-data';
