import { LINKS } from './links';
import { descriptionField, iconsField, metaField, mimeTypeField, titleField } from './specFields';
import { SPEC_TOOL_TYPES } from './specTools';
import type { FieldDoc, ObjectType } from './types';

// MCP specification types (2026-07-28 and the revisions before it), as capability documents hold them.

export const SPEC_TYPES: Record<string, ObjectType> = {
  CapabilityDocument: {
    name: 'MCP result',
    fields: {
      tools: {
        summary: 'The tools a server offers (the result of `tools/list`).',
        type: 'Tool[]',
        links: [LINKS.tools],
        inner: { items: 'Tool' },
      },
      resources: {
        summary: 'The resources a server offers (the result of `resources/list`).',
        type: 'Resource[]',
        links: [LINKS.resources],
        inner: { items: 'Resource' },
      },
      resourceTemplates: {
        summary: 'Parameterized resources the client can fill in (the result of `resources/templates/list`).',
        type: 'ResourceTemplate[]',
        links: [LINKS.resources],
        inner: { items: 'ResourceTemplate' },
      },
      prompts: {
        summary: 'The prompts a server offers (the result of `prompts/list`).',
        type: 'Prompt[]',
        links: [LINKS.prompts],
        inner: { items: 'Prompt' },
      },
      nextCursor: {
        summary: 'Opaque token for the next page of a paginated list. Absent on the last page.',
        type: 'string',
      },
      messages: {
        summary: 'The messages a prompt expands to (the result of `prompts/get`).',
        type: 'PromptMessage[]',
        links: [LINKS.prompts],
        inner: { items: 'PromptMessage' },
      },
      description: { summary: 'In a `prompts/get` result: an optional description of the prompt.', type: 'string' },
      content: {
        summary: 'The content blocks of a tool result (`tools/call`).',
        type: 'ContentBlock[]',
        links: [LINKS.tools],
        inner: { items: 'ContentBlock' },
      },
      structuredContent: {
        summary:
          "A tool result's structured value; it must validate against the tool's `outputSchema`. " +
          'Since 2026-07-28 it may be any JSON value.',
        type: 'any',
        since: 'MCP 2025-06-18',
        inner: { free: true },
      },
      isError: {
        summary: 'True when the tool call failed; the content then describes the error for the model.',
        type: 'boolean',
        default: 'false',
      },
      contents: {
        summary: 'The contents of a resource (the result of `resources/read`).',
        type: 'ResourceContents[]',
        links: [LINKS.resources],
        inner: { items: 'ResourceContents' },
      },
      resultType: {
        summary: 'The kind of result. Every result carries it since MCP 2026-07-28.',
        type: 'string',
        since: 'MCP 2026-07-28',
      },
      ttlMs: {
        summary:
          'How long (in milliseconds) a client may cache this list result. ' +
          'List results must carry it since MCP 2026-07-28.',
        type: 'number',
        since: 'MCP 2026-07-28',
      },
      cacheScope: {
        summary: 'Who may share a cached copy of this list result. List results must carry it since MCP 2026-07-28.',
        type: 'string',
        since: 'MCP 2026-07-28',
      },
      protocolVersion: {
        summary: 'The MCP revision this result follows (from `initialize`). MCP Lens checks the document against it.',
        type: 'string',
        values: [
          {
            value: '2026-07-28',
            doc: 'Newest revision: no `initialize`, tasks moved to an extension, `x-mcp-header`.',
          },
          { value: '2025-11-25', doc: 'Icons, tool-name guidance, experimental tasks, JSON Schema 2020-12 default.' },
          { value: '2025-06-18', doc: '`title`, `outputSchema`/`structuredContent`, `_meta`, `lastModified`.' },
          { value: '2025-03-26', doc: 'Tool annotations.' },
        ],
      },
      serverInfo: {
        summary: 'Name and version of the server implementation (from `initialize`).',
        type: 'Implementation',
        inner: { object: 'Implementation' },
      },
      instructions: {
        summary: 'Hints from the server to the model on how to use it (from `initialize`).',
        type: 'string',
      },
      capabilities: {
        summary: 'The capabilities the server declares (from `initialize`).',
        type: 'object',
        inner: { free: true },
      },
      _meta: metaField('result'),
      jsonrpc: {
        summary: 'JSON-RPC version; always `"2.0"`.',
        type: 'string',
        values: [{ value: '2.0', doc: 'The only JSON-RPC version MCP uses.' }],
      },
      id: { summary: 'JSON-RPC id of the request this responds to.', type: 'string | number' },
      result: {
        summary: 'The JSON-RPC result: one of the MCP results documented here.',
        type: 'object',
        inner: { object: 'CapabilityDocument' },
      },
      error: { summary: 'The JSON-RPC error, instead of a result.', type: 'object', inner: { free: true } },
    },
  },

  Implementation: {
    name: 'Implementation',
    fields: {
      name: { summary: 'Programmatic name of the implementation.', type: 'string', required: true },
      title: titleField('implementation'),
      version: { summary: 'Version of the implementation.', type: 'string', required: true },
      description: { summary: 'What the implementation is.', type: 'string', since: 'MCP 2025-11-25' },
      icons: iconsField('implementation'),
      websiteUrl: { summary: 'Home page of the implementation.', type: 'string (URL)', since: 'MCP 2025-11-25' },
    },
  },

  ...SPEC_TOOL_TYPES,

  Resource: {
    name: 'Resource',
    fields: {
      uri: {
        summary: 'The URI of the resource, e.g. `file:///project/README.md`.',
        type: 'string (URI)',
        required: true,
        links: [LINKS.resources],
      },
      name: {
        summary: 'Programmatic name of the resource. Shown only when there is no `title`.',
        type: 'string',
        required: true,
      },
      title: titleField('resource'),
      description: descriptionField(
        'resource',
        ' Clients use it to help the model understand the available resources.',
      ),
      mimeType: mimeTypeField('resource'),
      annotations: {
        summary:
          'Hints for the client about who the resource is for (`audience`), ' +
          'how important it is (`priority`) and when it changed (`lastModified`). ' +
          'These are **content** annotations, not tool annotations.',
        type: 'Annotations',
        links: [LINKS.resourceAnnotations],
        inner: { object: 'Annotations' },
      },
      size: {
        summary:
          'Size of the raw resource content in bytes (before base64 encoding or tokenization), if known. ' +
          'Lets clients estimate context use.',
        type: 'integer',
      },
      icons: iconsField('resource'),
      _meta: metaField('resource', undefined, 'ResourceMeta'),
    },
  },

  ResourceTemplate: {
    name: 'ResourceTemplate',
    fields: {
      uriTemplate: {
        summary:
          'An RFC 6570 URI template the client expands to read a resource, ' +
          'e.g. `file:///logs/{date}.log` or `repo://{owner}/{repo}{/path*}`.',
        type: 'string (URI template)',
        required: true,
        links: [LINKS.resources, LINKS.rfc6570],
        variables: 'uri-template',
      },
      name: {
        summary: 'Programmatic name of the template. Shown only when there is no `title`.',
        type: 'string',
        required: true,
      },
      title: titleField('resource template'),
      description: descriptionField('resource template'),
      mimeType: mimeTypeField(
        'resources this template yields',
        ' Include it only when every matching resource has this type.',
      ),
      annotations: {
        summary:
          'Hints about the resources the template yields: `audience`, `priority`, `lastModified`. ' +
          'These are **content** annotations, not tool annotations.',
        type: 'Annotations',
        links: [LINKS.resourceAnnotations],
        inner: { object: 'Annotations' },
      },
      icons: iconsField('resource template'),
      _meta: metaField('resource template'),
    },
  },

  Annotations: {
    name: 'Annotations',
    fields: {
      audience: {
        summary:
          'Who the content is meant for: the user, the assistant (model), or both. ' +
          'An array of roles, without duplicates.',
        type: '("user" | "assistant")[]',
        whenAbsent: 'Clients treat the content as meant for both.',
        links: [LINKS.resourceAnnotations],
        values: [
          { value: 'user', doc: 'Meant for the human user.' },
          { value: 'assistant', doc: 'Meant for the model.' },
        ],
      },
      priority: {
        summary:
          'How important the content is, from 0 (entirely optional) to 1 (most important, effectively required).',
        type: 'number (0–1)',
        links: [LINKS.resourceAnnotations],
        examples: ['1', '0.8', '0.5', '0'],
      },
      lastModified: {
        summary: 'When the content was last modified, as an ISO 8601 timestamp such as `"2025-01-12T15:00:58Z"`.',
        type: 'string (ISO 8601)',
        since: 'MCP 2025-06-18',
        links: [LINKS.resourceAnnotations],
      },
    },
  },

  Prompt: {
    name: 'Prompt',
    fields: {
      name: {
        summary: 'Programmatic name of the prompt, used in `prompts/get`. Must be unique within the server.',
        type: 'string',
        required: true,
        links: [LINKS.prompts],
      },
      title: titleField('prompt'),
      description: descriptionField('prompt'),
      arguments: {
        summary: 'The arguments the prompt accepts to fill in its template.',
        type: 'PromptArgument[]',
        links: [LINKS.prompts],
        inner: { items: 'PromptArgument' },
      },
      icons: iconsField('prompt'),
      _meta: metaField('prompt'),
    },
  },

  PromptArgument: {
    name: 'PromptArgument',
    fields: {
      name: { summary: 'Name of the argument; unique within the prompt.', type: 'string', required: true },
      title: titleField('argument'),
      description: descriptionField('argument'),
      required: {
        summary: 'Whether the argument must be given.',
        type: 'boolean',
        default: 'false',
        values: bool('The argument must be given.', 'The argument may be left out.'),
      },
    },
  },

  PromptMessage: {
    name: 'PromptMessage',
    fields: {
      role: {
        summary: 'Who speaks the message. MCP knows only `user` and `assistant`: there is no `system` role.',
        type: '"user" | "assistant"',
        required: true,
        values: [
          { value: 'user', doc: 'The message comes from the user.' },
          { value: 'assistant', doc: 'The message comes from the model.' },
        ],
      },
      content: {
        summary: 'The content of the message: one content block.',
        type: 'ContentBlock',
        required: true,
        inner: { object: 'ContentBlock', items: 'ContentBlock' },
      },
    },
  },

  ContentBlock: {
    name: 'ContentBlock',
    discriminator: {
      key: 'type',
      impliedBy: { text: 'text', data: 'image', resource: 'resource', uri: 'resource_link' },
    },
    fields: {
      type: {
        summary: 'The kind of content block.',
        type: 'string',
        required: true,
        values: [
          { value: 'text', doc: 'Plain text in `text`.' },
          { value: 'image', doc: 'A base64 image in `data`, with its `mimeType`.' },
          { value: 'audio', doc: 'Base64 audio in `data`, with its `mimeType`.' },
          { value: 'resource', doc: 'An embedded resource in `resource` (its contents inline).' },
          { value: 'resource_link', doc: 'A link to a resource the client can read (`uri`, `name`, …).' },
        ],
      },
      text: {
        summary: 'The text of a text block.',
        type: 'string',
        required: 'for text blocks',
        onlyWhen: { key: 'type', values: ['text'] },
      },
      data: {
        summary: 'The base64-encoded image or audio data.',
        type: 'string (base64)',
        required: 'for image and audio blocks',
        onlyWhen: { key: 'type', values: ['image', 'audio'] },
      },
      mimeType: {
        summary: 'MIME type of the image, audio or linked resource, e.g. `image/png`.',
        type: 'string',
        required: 'for image and audio blocks',
        onlyWhen: { key: 'type', values: ['image', 'audio', 'resource_link'] },
      },
      resource: {
        summary: 'The embedded resource: its `uri`, `mimeType` and `text` or `blob`.',
        type: 'ResourceContents',
        required: 'for resource blocks',
        onlyWhen: { key: 'type', values: ['resource'] },
        inner: { object: 'ResourceContents' },
      },
      uri: {
        summary: 'URI of the linked resource.',
        type: 'string (URI)',
        required: 'for resource_link blocks',
        onlyWhen: { key: 'type', values: ['resource_link'] },
      },
      name: {
        summary: 'Programmatic name of the linked resource.',
        type: 'string',
        required: 'for resource_link blocks',
        onlyWhen: { key: 'type', values: ['resource_link'] },
      },
      title: { ...titleField('linked resource'), onlyWhen: { key: 'type', values: ['resource_link'] } },
      description: { ...descriptionField('linked resource'), onlyWhen: { key: 'type', values: ['resource_link'] } },
      size: {
        summary: 'Size of the linked resource in bytes, if known.',
        type: 'integer',
        onlyWhen: { key: 'type', values: ['resource_link'] },
      },
      icons: { ...iconsField('linked resource'), onlyWhen: { key: 'type', values: ['resource_link'] } },
      annotations: {
        summary:
          'Hints for the client about this content: `audience`, `priority`, `lastModified`. ' +
          'These are **content** annotations, not tool annotations.',
        type: 'Annotations',
        inner: { object: 'Annotations' },
      },
      _meta: metaField('content block'),
    },
  },

  ResourceContents: {
    name: 'ResourceContents',
    fields: {
      uri: { summary: 'URI of the resource these contents belong to.', type: 'string (URI)', required: true },
      mimeType: mimeTypeField('contents'),
      text: {
        summary: 'The contents as text (for text resources). Either `text` or `blob` is present.',
        type: 'string',
      },
      blob: {
        summary: 'The contents as base64-encoded binary data. Either `text` or `blob` is present.',
        type: 'string (base64)',
      },
      _meta: metaField('contents', undefined, 'ResourceMeta'),
    },
  },

  Icon: {
    name: 'Icon',
    fields: {
      src: {
        summary:
          'Where the icon is: an `https:` URL or a `data:` URI with base64 data. ' +
          'Clients should check the domain and take care with SVG.',
        type: 'string (URI)',
        required: true,
        links: [LINKS.icons],
      },
      mimeType: {
        summary: 'MIME type of the icon, when the URL does not make it clear.',
        type: 'string',
        values: [
          { value: 'image/png', doc: 'PNG (every client that shows icons supports it).' },
          { value: 'image/jpeg', doc: 'JPEG (every client that shows icons supports it).' },
          { value: 'image/svg+xml', doc: 'SVG (clients should support it).' },
          { value: 'image/webp', doc: 'WebP (clients should support it).' },
        ],
        valuesAreExamples: true,
      },
      sizes: {
        summary: 'The sizes the icon fits, each `"WxH"` (e.g. `"48x48"`) or `"any"`.',
        type: 'string[]',
        whenAbsent: 'The icon fits any size.',
        examples: ['"48x48"', '"96x96"', '"any"'],
      },
      theme: {
        summary: 'The color theme the icon is drawn for.',
        type: '"light" | "dark"',
        whenAbsent: 'The icon fits any theme.',
        values: [
          { value: 'light', doc: 'For a light background.' },
          { value: 'dark', doc: 'For a dark background.' },
        ],
      },
    },
  },

  Meta: {
    name: '_meta',
    fields: {
      progressToken: {
        summary: 'Reserved: the token a request uses to receive progress notifications.',
        type: 'string | number',
        hidden: true,
      },
      'io.modelcontextprotocol/protocolVersion': {
        summary: 'Reserved: the protocol revision of a request (2026-07-28 has no `initialize` handshake).',
        type: 'string',
        since: 'MCP 2026-07-28',
        hidden: true,
      },
      'io.modelcontextprotocol/clientInfo': {
        summary: 'Reserved: the client implementation sending a request.',
        type: 'object',
        since: 'MCP 2026-07-28',
        hidden: true,
        inner: { free: true },
      },
      'io.modelcontextprotocol/clientCapabilities': {
        summary: 'Reserved: the capabilities of the client sending a request.',
        type: 'object',
        since: 'MCP 2026-07-28',
        hidden: true,
        inner: { free: true },
      },
      'io.modelcontextprotocol/logLevel': {
        summary: 'Reserved: the log level a request asks for.',
        type: 'string',
        since: 'MCP 2026-07-28',
        hidden: true,
      },
      'io.modelcontextprotocol/subscriptionId': {
        summary: 'Reserved: the subscription a notification belongs to.',
        type: 'string',
        since: 'MCP 2026-07-28',
        hidden: true,
      },
      traceparent: { summary: 'Reserved: W3C trace context (`traceparent`).', type: 'string', hidden: true },
      tracestate: { summary: 'Reserved: W3C trace context (`tracestate`).', type: 'string', hidden: true },
      baggage: { summary: 'Reserved: W3C baggage.', type: 'string', hidden: true },
    },
    other: {
      summary:
        'A metadata key of your own. Write it as a prefix and a name (`com.example/key`); ' +
        'the prefix is dot-separated labels followed by `/`, reverse DNS recommended. ' +
        'Prefixes whose second label is `modelcontextprotocol` or `mcp` ' +
        '(`io.modelcontextprotocol/`, `dev.mcp/`) are reserved.',
      type: 'any',
      links: [LINKS.meta],
      inner: { free: true },
    },
  },
};

function bool(yes: string, no: string): FieldDoc['values'] {
  return [
    { value: true, doc: yes },
    { value: false, doc: no },
  ];
}
