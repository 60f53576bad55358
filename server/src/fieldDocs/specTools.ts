import { LINKS } from './links';
import { descriptionField, HINT_NOTE, iconsField, metaField } from './specFields';
import type { ObjectType } from './types';

// The MCP specification's tool: its definition, its execution (the tasks of 2025-11-25) and its annotations.

export const SPEC_TOOL_TYPES: Record<string, ObjectType> = {
  Tool: {
    name: 'Tool',
    fields: {
      name: {
        summary:
          'Programmatic identifier of the tool, used in `tools/call`. ' +
          'Should be 1–128 characters of `A-Z a-z 0-9 _ - .`, ' +
          'case-sensitive and unique within the server (e.g. `getUser`, `admin.tools.list`).',
        type: 'string',
        required: true,
        links: [LINKS.toolNames],
      },
      title: {
        summary:
          'Human-readable display name of the tool. ' +
          'Clients show, in order of preference: `title`, then `annotations.title`, then `name`.',
        type: 'string',
        since: 'MCP 2025-06-18',
      },
      description: descriptionField(
        'tool',
        ' It is a hint to the model: it decides when and how to call the tool from this text. ' +
          'Some clients cut it at 1024 characters.',
      ),
      inputSchema: {
        summary:
          'JSON Schema of the arguments the tool takes. ' +
          'Its root must be `"type": "object"` and must never be `null`; ' +
          'for a tool without parameters write `{ "type": "object", "additionalProperties": false }`. ' +
          'Since 2026-07-28 any JSON Schema 2020-12 keyword is allowed.',
        type: 'object (JSON Schema)',
        required: true,
        links: [LINKS.tools, LINKS.jsonSchema],
        inner: { object: 'InputSchema' },
      },
      outputSchema: {
        summary:
          "JSON Schema of the tool's `structuredContent`. Clients validate results against it. " +
          'Until 2025-11-25 its root had to be an object; ' +
          'since 2026-07-28 any JSON Schema 2020-12 is allowed.',
        type: 'object (JSON Schema)',
        since: 'MCP 2025-06-18',
        links: [LINKS.tools, LINKS.jsonSchema],
        inner: { object: 'JsonSchema' },
      },
      annotations: {
        summary:
          'Hints about how the tool behaves (read-only, destructive, idempotent, open-world) and its display title. ' +
          'These are **tool** annotations, not the `audience`/`priority` annotations of resources and content. ' +
          HINT_NOTE,
        type: 'ToolAnnotations',
        since: 'MCP 2025-03-26',
        links: [LINKS.toolAnnotations],
        inner: { object: 'ToolAnnotations' },
      },
      icons: iconsField('tool'),
      execution: {
        summary: 'How the tool may run as a task (experimental tasks of 2025-11-25).',
        type: 'ToolExecution',
        since: 'MCP 2025-11-25',
        removed: 'Removed in MCP 2026-07-28: tasks moved to the `io.modelcontextprotocol/tasks` extension (SEP-2663).',
        inner: { object: 'ToolExecution' },
      },
      _meta: metaField('tool', undefined, 'ToolMeta'),
    },
  },

  ToolExecution: {
    name: 'ToolExecution',
    fields: {
      taskSupport: {
        summary: 'Whether the tool can be called as a long-running task.',
        type: 'string',
        default: '"forbidden"',
        since: 'MCP 2025-11-25',
        removed: 'Removed in MCP 2026-07-28 (tasks became an extension).',
        values: [
          { value: 'forbidden', doc: 'The tool cannot run as a task (the default).' },
          { value: 'optional', doc: 'The client may call the tool as a task or directly.' },
          { value: 'required', doc: 'The tool must be called as a task.' },
        ],
      },
    },
  },

  ToolAnnotations: {
    name: 'ToolAnnotations',
    fields: {
      title: {
        summary: 'Human-readable title of the tool. A top-level `title` on the tool takes precedence over this one.',
        type: 'string',
        since: 'MCP 2025-03-26',
        whenAbsent: 'Clients show the top-level `title`, or else `name`.',
        links: [LINKS.toolAnnotations],
      },
      readOnlyHint: {
        summary: 'If true, the tool does not modify its environment.',
        type: 'boolean',
        default: 'false',
        since: 'MCP 2025-03-26',
        whenAbsent:
          'Clients assume the tool **may modify** its environment (and, with the other defaults, may destroy data). ' +
          'Set it to `true` on tools that only read.',
        links: [LINKS.toolAnnotations],
        values: [
          { value: true, doc: 'The tool only reads; it changes nothing.' },
          { value: false, doc: 'The tool may change its environment (the default).' },
        ],
      },
      destructiveHint: {
        summary:
          'If true, the tool may perform destructive updates (delete, overwrite); ' +
          'if false, its updates are only additive. ' +
          'Meaningful only when `readOnlyHint` is false.',
        type: 'boolean',
        default: 'true',
        since: 'MCP 2025-03-26',
        whenAbsent: 'Clients assume the tool **may destroy** data (unless it is marked read-only).',
        links: [LINKS.toolAnnotations],
        values: [
          { value: true, doc: 'The tool may delete or overwrite (the default).' },
          { value: false, doc: 'The tool only adds; it never destroys.' },
        ],
      },
      idempotentHint: {
        summary:
          'If true, calling the tool again with the same arguments has no further effect. ' +
          'Meaningful only when `readOnlyHint` is false.',
        type: 'boolean',
        default: 'false',
        since: 'MCP 2025-03-26',
        whenAbsent: 'Clients assume repeated calls **may have additional effects**.',
        links: [LINKS.toolAnnotations],
        values: [
          { value: true, doc: 'Repeating a call with the same arguments changes nothing more.' },
          { value: false, doc: 'Repeated calls may have additional effects (the default).' },
        ],
      },
      openWorldHint: {
        summary:
          'If true, the tool may interact with an "open world" of external entities (a web search); ' +
          'if false, its domain is closed (a memory tool).',
        type: 'boolean',
        default: 'true',
        since: 'MCP 2025-03-26',
        whenAbsent: 'Clients assume the tool **reaches the outside world**.',
        links: [LINKS.toolAnnotations],
        values: [
          { value: true, doc: 'The tool may reach external entities (the default).' },
          { value: false, doc: 'The tool works on a closed domain only.' },
        ],
      },
    },
  },
};
