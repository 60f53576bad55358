import { LINKS } from './links';
import type { FieldDoc, ObjectType } from './types';

// MCP Bundle (formerly DXT) `manifest.json`, manifest versions 0.1–0.4. The objects are strict: unknown keys are errors.

const L = [LINKS.mcpb];
const text = (summary: string, extra: Partial<FieldDoc> = {}): FieldDoc => ({
  summary,
  type: 'string',
  links: L,
  ...extra,
});
const url = (summary: string, extra: Partial<FieldDoc> = {}): FieldDoc => ({
  summary,
  type: 'string (URL)',
  links: L,
  ...extra,
});

const MANIFEST_VERSIONS = [
  { value: '0.3', doc: 'The version MANIFEST.md describes: adds `icons`, `localization`, `_meta`.' },
  { value: '0.4', doc: 'Experimental: adds the `uv` server type.' },
  { value: '0.2', doc: 'Adds `privacy_policies`; what `mcpb init` writes.' },
  { value: '0.1', doc: 'The first version.' },
];

const mcpConfigFields = (required: boolean): Record<string, FieldDoc> => ({
  command: {
    summary: 'The program Claude Desktop starts, e.g. `node`, `python`, or `${__dirname}/server/my-binary`.',
    type: 'string',
    required: required || undefined,
    links: L,
    variables: 'mcpb',
    examples: ['"node"', '"python"', '"${__dirname}/server/index.js"'],
  },
  args: {
    summary:
      'Arguments for `command`, e.g. `["${__dirname}/server/index.js"]`. An argument that is exactly `${user_config.KEY}` of a `multiple` option expands to several arguments.',
    type: 'string[]',
    links: L,
    variables: 'mcpb',
  },
  env: {
    summary: 'Environment variables for the server; values may use `${user_config.KEY}`.',
    type: 'object',
    links: L,
    inner: { object: 'McpbEnv' },
  },
});

export const MCPB_TYPES: Record<string, ObjectType> = {
  McpbManifest: {
    name: 'MCPB manifest',
    fields: {
      $schema: text(
        'Path or URL of the manifest JSON Schema (the npm package `@anthropic-ai/mcpb` ships them under `schemas/`; there is no hosted URL).',
      ),
      manifest_version: {
        summary: 'The manifest format version. One of `manifest_version` or the older `dxt_version` is required.',
        type: 'string',
        required: 'unless dxt_version is given',
        links: L,
        values: MANIFEST_VERSIONS,
      },
      dxt_version: {
        summary: 'The manifest version under the bundle format’s former name (DXT).',
        type: 'string',
        deprecated: 'Use `manifest_version`.',
        links: L,
        values: MANIFEST_VERSIONS,
      },
      name: text('Machine-readable name of the bundle.', { required: true }),
      display_name: text('Name shown to users.'),
      version: text('Version of the bundle (semver).', { required: true }),
      description: text('A short description of the bundle.', { required: true }),
      long_description: text('A longer description in Markdown.'),
      author: {
        summary: 'Who made the bundle.',
        type: 'object',
        required: true,
        links: L,
        inner: { object: 'McpbAuthor' },
      },
      repository: { summary: 'Where the source lives.', type: 'object', links: L, inner: { object: 'McpbRepository' } },
      homepage: url('The bundle’s home page.'),
      documentation: url('Where its documentation is.'),
      support: url('Where users get help.'),
      icon: text('Path to a PNG icon inside the bundle, or an https URL.'),
      icons: {
        summary: 'Icons in several sizes and themes.',
        type: 'object[]',
        since: 'MCPB 0.3',
        links: L,
        inner: { items: 'McpbIcon' },
      },
      screenshots: { summary: 'Paths to screenshots inside the bundle.', type: 'string[]', links: L },
      localization: {
        summary: 'Where translated strings live.',
        type: 'object',
        since: 'MCPB 0.3',
        links: L,
        inner: { object: 'McpbLocalization' },
      },
      server: {
        summary: 'How to run the server inside the bundle.',
        type: 'object',
        required: true,
        links: L,
        inner: { object: 'McpbServer' },
      },
      tools: {
        summary: 'The tools the server provides, listed for display before installation.',
        type: 'object[]',
        links: L,
        inner: { items: 'McpbTool' },
      },
      tools_generated: {
        summary: 'Whether the server creates more tools at run time than `tools` lists.',
        type: 'boolean',
        default: 'false',
        links: L,
        values: bools('More tools appear at run time.', '`tools` is the complete list (the default).'),
      },
      prompts: {
        summary: 'The prompts the server provides.',
        type: 'object[]',
        links: L,
        inner: { items: 'McpbPrompt' },
      },
      prompts_generated: {
        summary: 'Whether the server creates more prompts at run time than `prompts` lists.',
        type: 'boolean',
        default: 'false',
        links: L,
        values: bools('More prompts appear at run time.', '`prompts` is the complete list (the default).'),
      },
      keywords: { summary: 'Search keywords.', type: 'string[]', links: L },
      license: text('License identifier, e.g. `MIT`.', { examples: ['"MIT"', '"Apache-2.0"'] }),
      privacy_policies: {
        summary: 'URLs of the privacy policies of the services the server talks to.',
        type: 'string[]',
        since: 'MCPB 0.2',
        links: L,
      },
      compatibility: {
        summary: 'Where the bundle runs: client versions, platforms, runtimes.',
        type: 'object',
        links: L,
        inner: { object: 'McpbCompatibility' },
      },
      user_config: {
        summary:
          'Settings the user fills in when installing; the server receives them through `${user_config.KEY}` in `mcp_config`.',
        type: 'object',
        links: L,
        inner: { object: 'McpbUserConfig' },
      },
      _meta: {
        summary: 'Client-specific metadata, keyed by reverse-DNS names.',
        type: 'object',
        since: 'MCPB 0.3',
        links: L,
        inner: { object: 'McpbMeta' },
      },
    },
  },

  McpbAuthor: {
    name: 'author',
    fields: {
      name: text('Author name.', { required: true }),
      email: text('Contact email (must be a valid address).'),
      url: url('Author home page.'),
    },
  },

  McpbRepository: {
    name: 'repository',
    fields: {
      type: text('Version control system.', {
        required: true,
        values: [{ value: 'git', doc: 'Git.' }],
        valuesAreExamples: true,
      }),
      url: url('Repository URL.', { required: true }),
    },
  },

  McpbIcon: {
    name: 'icons entry',
    fields: {
      src: text('Path inside the bundle or https URL of the icon.', { required: true }),
      size: text('Its size as `WxH`, e.g. `16x16`.', { required: true, examples: ['"16x16"', '"32x32"', '"64x64"'] }),
      theme: text('The theme it is drawn for, e.g. `light` or `dark`.', {
        values: [
          { value: 'light', doc: 'Light theme.' },
          { value: 'dark', doc: 'Dark theme.' },
        ],
        valuesAreExamples: true,
      }),
    },
  },

  McpbLocalization: {
    name: 'localization',
    fields: {
      resources: text('Path of the translation files; must contain `${locale}`.', {
        default: '"mcpb-resources/${locale}.json"',
      }),
      default_locale: text('The locale of the manifest’s own strings (BCP 47).', { default: '"en-US"' }),
    },
  },

  McpbServer: {
    name: 'server (bundle)',
    fields: {
      type: {
        summary: 'How the server runs.',
        type: 'string',
        required: true,
        links: L,
        values: [
          { value: 'node', doc: 'A Node.js server shipped in the bundle.' },
          { value: 'python', doc: 'A Python server shipped in the bundle (with its dependencies).' },
          { value: 'binary', doc: 'A compiled executable.' },
          { value: 'uv', doc: 'A Python server whose dependencies uv installs.', since: 'MCPB 0.4' },
        ],
      },
      entry_point: text('The main file of the server inside the bundle, e.g. `server/index.js`.', { required: true }),
      mcp_config: {
        summary: 'The command Claude Desktop runs to start the server.',
        type: 'object',
        required: true,
        links: L,
        inner: { object: 'McpbMcpConfig' },
      },
    },
  },

  McpbMcpConfig: {
    name: 'mcp_config',
    fields: {
      ...mcpConfigFields(true),
      platform_overrides: {
        summary: 'Replacements for `command`, `args` or `env` on one platform (`darwin`, `win32`, `linux`).',
        type: 'object',
        links: L,
        inner: { object: 'McpbPlatformOverrides' },
      },
    },
  },

  McpbPlatformOverrides: {
    name: 'platform_overrides',
    fields: {
      darwin: { summary: 'Overrides on macOS.', type: 'object', links: L, inner: { object: 'McpbOverride' } },
      win32: { summary: 'Overrides on Windows.', type: 'object', links: L, inner: { object: 'McpbOverride' } },
      linux: { summary: 'Overrides on Linux.', type: 'object', links: L, inner: { object: 'McpbOverride' } },
    },
  },

  McpbOverride: { name: 'override', fields: mcpConfigFields(false) },

  McpbEnv: {
    name: 'env',
    fields: {},
    entry: {
      entryName: 'environment variable',
      summary: 'An environment variable for the server; may use `${user_config.KEY}`.',
      type: 'string',
      links: L,
      variables: 'mcpb',
    },
  },

  McpbTool: {
    name: 'tools entry',
    fields: {
      name: text('The tool’s name, as the server reports it.', { required: true }),
      description: text('What the tool does.'),
    },
  },

  McpbPrompt: {
    name: 'prompts entry',
    fields: {
      name: text('The prompt’s name.', { required: true }),
      description: text('What the prompt is for.'),
      arguments: {
        summary: 'Names of the prompt’s arguments, used as `${arguments.NAME}` in `text`.',
        type: 'string[]',
        links: L,
      },
      text: text('The prompt text; `${arguments.NAME}` placeholders are replaced by the arguments.', {
        required: true,
        variables: 'mcpb-prompt',
      }),
    },
  },

  McpbCompatibility: {
    name: 'compatibility',
    fields: {
      claude_desktop: text('The Claude Desktop versions the bundle needs, as a semver range, e.g. `>=0.10.0`.', {
        examples: ['">=0.10.0"'],
      }),
      platforms: {
        summary: 'The operating systems the bundle supports.',
        type: 'string[]',
        links: L,
        values: [
          { value: 'darwin', doc: 'macOS.' },
          { value: 'win32', doc: 'Windows.' },
          { value: 'linux', doc: 'Linux.' },
        ],
      },
      runtimes: {
        summary: 'The runtime versions the server needs.',
        type: 'object',
        links: L,
        inner: { object: 'McpbRuntimes' },
      },
    },
  },

  McpbRuntimes: {
    name: 'runtimes',
    fields: {
      node: text('Node.js versions, as a semver range, e.g. `>=18.0.0`.', { examples: ['">=18.0.0"'] }),
      python: text('Python versions, as a range, e.g. `>=3.10`.', { examples: ['">=3.10"'] }),
    },
  },

  McpbUserConfig: {
    name: 'user_config',
    fields: {},
    entry: {
      entryName: 'setting',
      summary: 'A setting the user fills in at install time; its key is what `${user_config.KEY}` refers to.',
      type: 'object',
      links: L,
      inner: { object: 'McpbUserConfigOption' },
    },
  },

  McpbUserConfigOption: {
    name: 'user_config option',
    discriminator: { key: 'type', impliedBy: { sensitive: 'string', multiple: 'directory' } },
    fields: {
      type: {
        summary: 'The kind of value, which decides the input the user sees.',
        type: 'string',
        required: true,
        links: L,
        values: [
          { value: 'string', doc: 'Text (set `sensitive` for secrets).' },
          { value: 'number', doc: 'A number (`min`, `max`).' },
          { value: 'boolean', doc: 'A checkbox.' },
          { value: 'directory', doc: 'A folder picker (`multiple` for several).' },
          { value: 'file', doc: 'A file picker (`multiple` for several).' },
        ],
      },
      title: text('The label of the setting.', { required: true }),
      description: text('Help text for the setting.', { required: true }),
      required: {
        summary: 'Whether the user must fill it in.',
        type: 'boolean',
        default: 'false',
        links: L,
        values: bools('The user must fill it in.', 'Optional (the default).'),
      },
      default: {
        summary: 'The initial value; may use `${HOME}`, `${DOCUMENTS}` and the other documented variables.',
        type: 'string | number | boolean | string[]',
        links: L,
        variables: 'mcpb',
      },
      multiple: {
        summary: 'Let the user choose several directories or files (they expand to several arguments).',
        type: 'boolean',
        onlyWhen: { key: 'type', values: ['directory', 'file'] },
        links: L,
        values: bools('Several paths.', 'One path.'),
      },
      sensitive: {
        summary: 'Treat the value as a secret: mask it and store it securely.',
        type: 'boolean',
        onlyWhen: { key: 'type', values: ['string'] },
        links: L,
        values: bools('A secret: masked and stored securely.', 'Not a secret.'),
      },
      min: {
        summary: 'Smallest allowed number.',
        type: 'number',
        onlyWhen: { key: 'type', values: ['number'] },
        links: L,
      },
      max: {
        summary: 'Largest allowed number.',
        type: 'number',
        onlyWhen: { key: 'type', values: ['number'] },
        links: L,
      },
    },
  },

  McpbMeta: {
    name: '_meta',
    fields: {},
    entry: {
      entryName: 'client key',
      summary: 'Metadata for one client, under a reverse-DNS key (e.g. `com.example.client`).',
      type: 'object',
      links: L,
      inner: { free: true },
    },
  },
};

function bools(yes: string, no: string): FieldDoc['values'] {
  return [
    { value: true, doc: yes },
    { value: false, doc: no },
  ];
}
