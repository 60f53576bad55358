import { LEGACY_RESOURCE_URI_KEY, APP_MIME_TYPE } from '../../../common/mcp/apps/uiMeta';
import { LINKS } from './links';
import { SPEC_TYPES } from './spec';
import type { FieldDoc, ObjectType } from './types';

// MCP Apps (the extension io.modelcontextprotocol/ui): the `_meta.ui` of a tool and of its UI resource.

const APPS = 'MCP Apps';
const LINKS_APPS = [LINKS.mcpApps];
const META = SPEC_TYPES.Meta!;

const domainList = (what: string, directive: string, example: string): FieldDoc => ({
  summary: `Origins the page may ${what} (the CSP \`${directive}\`). Each entry is an origin — scheme, host, optional port, no path — and the first label of the host may be \`*\` for any subdomain (\`https://*.example.com\`). Empty or left out: none.`,
  type: 'string[] (origins)',
  since: APPS,
  links: LINKS_APPS,
  examples: [example],
});

const permission = (what: string, feature: string): FieldDoc => ({
  summary: `Asks the host for ${what} (Permission Policy \`${feature}\`); write it as \`{}\`. Hosts may refuse: the page should detect the feature before using it.`,
  type: 'object ({})',
  since: APPS,
  links: LINKS_APPS,
});

export const MCP_APPS_TYPES: Record<string, ObjectType> = {
  ToolMeta: {
    name: '_meta',
    fields: {
      ...META.fields,
      ui: {
        summary:
          'The interactive UI of this tool (MCP Apps): the `ui://` resource the host renders when the tool is called, and who may call the tool.',
        type: 'object',
        since: APPS,
        links: LINKS_APPS,
        inner: { object: 'ToolUiMeta' },
      },
      [LEGACY_RESOURCE_URI_KEY]: {
        summary:
          "The `ui://` resource of the tool's UI, as the first drafts of MCP Apps named it. Hosts still read it; `ui.resourceUri` wins when both are there.",
        type: 'string (ui:// URI)',
        since: APPS,
        deprecated: 'Use `_meta.ui.resourceUri`; `registerAppTool` writes both for older hosts.',
        hidden: true,
        links: LINKS_APPS,
      },
    },
    other: META.other,
  },

  ToolUiMeta: {
    name: 'McpUiToolMeta',
    fields: {
      resourceUri: {
        summary: `The \`ui://\` URI of the UI resource the host reads (\`resources/read\`) and renders in a sandboxed frame when the tool is called. The server must list that resource with the MIME type \`${APP_MIME_TYPE}\`.`,
        type: 'string (ui:// URI)',
        since: APPS,
        links: LINKS_APPS,
        examples: ['"ui://weather/view.html"'],
      },
      visibility: {
        summary:
          'Who may call the tool: the model (the agent sees and calls it) and/or the app (the server\'s own UI calls it). `["app"]` hides the tool from the model; `["model"]` keeps the UI from calling it.',
        type: '("model" | "app")[]',
        default: '["model", "app"]',
        since: APPS,
        links: LINKS_APPS,
        values: [
          { value: 'model', doc: 'The agent sees the tool and may call it.' },
          { value: 'app', doc: "The server's own UI may call the tool (from this server only)." },
        ],
      },
      csp: {
        summary:
          'Belongs on the UI **resource** (`_meta.ui.csp` of its listing or contents): hosts ignore it on a tool.',
        type: 'never',
        hidden: true,
      },
      permissions: {
        summary: 'Belongs on the UI **resource** (`_meta.ui.permissions`): hosts ignore it on a tool.',
        type: 'never',
        hidden: true,
      },
    },
  },

  ResourceMeta: {
    name: '_meta',
    fields: {
      ...META.fields,
      ui: {
        summary:
          'How the host sandboxes this UI resource (MCP Apps): the origins the page may reach, the browser permissions it asks for, its own origin and border. On the `resources/read` contents it takes precedence over the listing.',
        type: 'object',
        since: APPS,
        links: LINKS_APPS,
        inner: { object: 'ResourceUiMeta' },
      },
    },
    other: META.other,
  },

  ResourceUiMeta: {
    name: 'McpUiResourceMeta',
    fields: {
      csp: {
        summary:
          'The origins the sandboxed page may reach, which the host turns into its Content-Security-Policy. Left out: no network access at all (the secure default).',
        type: 'object',
        since: APPS,
        links: LINKS_APPS,
        inner: { object: 'UiResourceCsp' },
      },
      permissions: {
        summary:
          "Browser capabilities the page asks for (camera, microphone, geolocation, clipboard write), each as `{}`. Hosts may honour them with the frame's `allow` attribute.",
        type: 'object',
        since: APPS,
        links: LINKS_APPS,
        inner: { object: 'UiResourcePermissions' },
      },
      domain: {
        summary:
          "A dedicated origin for the page's sandbox, for OAuth callbacks, CORS or API key allowlists. Its format is the host's (e.g. `a904794854a047f6.claudemcpcontent.com`): see the host's documentation.",
        type: 'string',
        since: APPS,
        links: LINKS_APPS,
        whenAbsent: 'The host uses its default sandbox origin (typically one per conversation).',
      },
      prefersBorder: {
        summary:
          "Whether the page wants the host to draw a visible border and background around it. Set it explicitly: hosts' defaults differ.",
        type: 'boolean',
        since: APPS,
        links: LINKS_APPS,
        whenAbsent: 'The host decides.',
      },
    },
  },

  UiResourceCsp: {
    name: 'McpUiResourceCsp',
    fields: {
      connectDomains: domainList(
        'connect to with fetch, XHR and WebSocket',
        'connect-src',
        '"https://api.example.com"',
      ),
      resourceDomains: domainList(
        'load images, scripts, styles, fonts and media from',
        'img-src, script-src, style-src, font-src, media-src',
        '"https://cdn.jsdelivr.net"',
      ),
      frameDomains: domainList('embed in nested frames', 'frame-src', '"https://www.youtube.com"'),
      baseUriDomains: domainList('use as the document base URI', 'base-uri', '"https://cdn.example.com"'),
    },
  },

  UiResourcePermissions: {
    name: 'McpUiResourcePermissions',
    fields: {
      camera: permission('the camera', 'camera'),
      microphone: permission('the microphone', 'microphone'),
      geolocation: permission('the location', 'geolocation'),
      clipboardWrite: permission('writing to the clipboard', 'clipboard-write'),
    },
  },
};
