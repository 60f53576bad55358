import { LINKS } from './links';
import type { FieldDoc } from './types';

// The fields that many MCP specification types share (title, description, icons, _meta, mimeType), written once.

export const titleField = (what: string): FieldDoc => ({
  summary: `Human-readable display name of the ${what}, for user interfaces. When it is absent, clients show \`name\`.`,
  type: 'string',
  since: 'MCP 2025-06-18',
});

export const descriptionField = (what: string, extra = ''): FieldDoc => ({
  summary: `What the ${what} is for, in plain words.${extra}`,
  type: 'string',
});

export const iconsField = (what: string): FieldDoc => ({
  summary:
    `Icons a client may show beside the ${what}. ` +
    'Clients that render icons must support `image/png` and `image/jpeg`, ' +
    'and should support `image/svg+xml` and `image/webp`.',
  type: 'Icon[]',
  since: 'MCP 2025-11-25',
  links: [LINKS.icons],
  inner: { items: 'Icon' },
});

export const metaField = (what: string, since = 'MCP 2025-06-18', object = 'Meta'): FieldDoc => ({
  summary:
    `Extra metadata about the ${what}, keyed by (preferably reverse-DNS) prefixed names. ` +
    'Prefixes whose second label is `modelcontextprotocol` or `mcp` are reserved for MCP itself.',
  type: 'object',
  since,
  links: [LINKS.meta],
  inner: { object },
});

export const mimeTypeField = (what: string, extra = ''): FieldDoc => ({
  summary: `MIME type of the ${what}, e.g. \`text/plain\` or \`application/json\`.${extra}`,
  type: 'string',
  examples: ['"text/plain"', '"text/markdown"', '"application/json"', '"image/png"'],
});

export const HINT_NOTE =
  'Annotations are hints: a client must not base tool-use decisions on the annotations of a server it does not trust.';
