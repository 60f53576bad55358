import { CURRENT_SERVER_SCHEMA_DATE, CURRENT_SERVER_SCHEMA_URL, LINKS, OLDER_SERVER_SCHEMA_DATES } from './links';
import type { FieldDoc, ObjectType } from './types';

// MCP Registry `server.json` (schema 2025-12-11 and the versions before it).

const L = [LINKS.serverJson];
const legacy = (camel: string, summary: string): FieldDoc => ({
  summary: `${summary} This is the snake_case name of schema versions before 2025-09-16.`,
  type: 'see `' + camel + '`',
  hidden: true,
  removed: `Renamed to \`${camel}\` in server.json 2025-09-16.`,
  links: [LINKS.serverJsonChangelog],
});

const INPUT_FIELDS: Record<string, FieldDoc> = {
  description: { summary: 'What the value is for, shown to whoever installs the server.', type: 'string', links: L },
  isRequired: {
    summary: 'Whether the value must be supplied.',
    type: 'boolean',
    default: 'false',
    links: L,
    values: bools('The value must be supplied.', 'The value may be left out (the default).'),
  },
  format: {
    summary: 'The kind of value, so that installers can validate or offer a picker.',
    type: 'string',
    default: '"string"',
    links: L,
    values: [
      { value: 'string', doc: 'Free text (the default).' },
      { value: 'number', doc: 'A number.' },
      { value: 'boolean', doc: '`true` or `false`.' },
      { value: 'filepath', doc: 'A path on the user’s machine.' },
    ],
  },
  value: {
    summary: 'A fixed value. It may use `{variable}` placeholders resolved from `variables`.',
    type: 'string',
    links: L,
    variables: 'registry',
  },
  isSecret: {
    summary: 'Whether the value is a secret (API key, token) that installers must hide and store securely.',
    type: 'boolean',
    default: 'false',
    links: L,
    values: bools('A secret: hide it and store it securely.', 'Not a secret (the default).'),
  },
  default: { summary: 'The value used when the user gives none.', type: 'string', links: L },
  placeholder: { summary: 'Placeholder text shown in an empty input field.', type: 'string', links: L },
  choices: { summary: 'The only values allowed.', type: 'string[]', links: L },
  variables: {
    summary: 'The `{name}` placeholders used in `value`, each described as an input.',
    type: 'object',
    links: L,
    inner: { object: 'RegistryInputMap' },
  },
  is_required: legacy('isRequired', 'Whether the value must be supplied.'),
  is_secret: legacy('isSecret', 'Whether the value is a secret.'),
};

const transportType = (values: readonly ('stdio' | 'streamable-http' | 'sse')[]): FieldDoc => ({
  summary: 'The transport a client uses to talk to the server.',
  type: 'string',
  required: true,
  links: L,
  values: [
    { value: 'stdio', doc: 'The client starts the package and talks over stdin/stdout.' },
    { value: 'streamable-http', doc: 'Streamable HTTP at `url`.' },
    { value: 'sse', doc: 'HTTP+SSE at `url` (the older transport).' },
  ].filter((v) => values.includes(v.value as 'stdio')),
});

const transportUrl = (where: string): FieldDoc => ({
  summary: `The endpoint, \`http://\` or \`https://\`. It may contain \`{variable}\` placeholders, resolved from ${where}.`,
  type: 'string (URL)',
  required: 'for streamable-http and sse',
  onlyWhen: { key: 'type', values: ['streamable-http', 'sse'] },
  links: L,
  variables: 'registry',
});

const headersField: FieldDoc = {
  summary: 'HTTP headers the client sends, each a named input (`name`, `description`, `isSecret`, `value`…).',
  type: 'KeyValueInput[]',
  onlyWhen: { key: 'type', values: ['streamable-http', 'sse'] },
  links: L,
  inner: { items: 'RegistryKeyValueInput' },
};

export const SERVER_JSON_TYPES: Record<string, ObjectType> = {
  ServerDetail: {
    name: 'server.json',
    fields: {
      $schema: {
        summary: `The server.json schema this file follows. The registry rejects a file without it and warns about older versions; the current one is ${CURRENT_SERVER_SCHEMA_DATE}.`,
        type: 'string (URI)',
        links: [LINKS.serverJson, LINKS.serverJsonChangelog],
        values: [
          { value: CURRENT_SERVER_SCHEMA_URL, doc: `The current schema (${CURRENT_SERVER_SCHEMA_DATE}).` },
          ...OLDER_SERVER_SCHEMA_DATES.map((d) => ({
            value: `https://static.modelcontextprotocol.io/schemas/${d}/server.schema.json`,
            doc: `An older schema (${d}); the registry accepts it with a warning.`,
            deprecated: `Use ${CURRENT_SERVER_SCHEMA_DATE}.`,
          })),
        ],
      },
      name: {
        summary:
          'The server’s unique name: a reverse-DNS namespace, one `/`, and a name, e.g. `io.github.user/weather`. 3–200 characters of `a-z A-Z 0-9 . -` (plus `_` after the slash). GitHub sign-in grants `io.github.<user>/*`; DNS or HTTP proof grants your domain.',
        type: 'string',
        required: true,
        links: [LINKS.serverJson, LINKS.registryRequirements],
      },
      description: {
        summary: 'What the server does, in at most 100 characters.',
        type: 'string (1–100)',
        required: true,
        links: L,
      },
      title: { summary: 'A display name for the server (1–100 characters).', type: 'string', links: L },
      version: {
        summary:
          'The version of this server release; should be semver (`1.2.3`) and match the packages. `latest` and ranges (`^1.2.3`, `~1.2`, `>=1`, `1.x`) are rejected. Corresponds to the MCP `Implementation.version`.',
        type: 'string',
        required: true,
        links: L,
      },
      websiteUrl: { summary: 'The server’s home page or documentation.', type: 'string (URL)', links: L },
      repository: {
        summary: 'Where the server’s source code lives.',
        type: 'object',
        links: L,
        inner: { object: 'RegistryRepository' },
      },
      icons: {
        summary:
          'Icons for the server. The registry accepts only HTTPS URLs (at most 255 characters) and PNG, JPEG, SVG or WebP.',
        type: 'Icon[]',
        links: L,
        inner: { items: 'RegistryIcon' },
      },
      packages: {
        summary: 'Packages that install and run the server locally (npm, PyPI, OCI image, NuGet, MCPB bundle…).',
        type: 'Package[]',
        links: L,
        inner: { items: 'RegistryPackage' },
      },
      remotes: {
        summary: 'Hosted endpoints of the server that clients can connect to directly.',
        type: 'Remote[]',
        links: L,
        inner: { items: 'RegistryRemote' },
      },
      _meta: {
        summary:
          'Extension metadata. The registry keeps only `io.modelcontextprotocol.registry/publisher-provided`, up to 4 KB.',
        type: 'object',
        links: [LINKS.registryRequirements],
        inner: { object: 'RegistryMeta' },
      },
      status: {
        summary: 'Publication status; the registry sets it, a publisher does not.',
        type: 'string',
        hidden: true,
        removed: 'Removed from publisher server.json in 2025-09-29.',
        links: [LINKS.serverJsonChangelog],
      },
      website_url: legacy('websiteUrl', 'The server’s home page.'),
      version_detail: {
        summary: 'The version object of pre-2025-09 drafts; write `version` as a string instead.',
        type: 'object',
        hidden: true,
        removed: 'Obsolete before 2025-09: use `version`.',
        inner: { free: true },
      },
    },
  },

  RegistryRepository: {
    name: 'repository',
    fields: {
      url: { summary: 'URL of the repository.', type: 'string (URL)', required: true, links: L },
      source: {
        summary: 'The hosting service.',
        type: 'string',
        required: true,
        links: L,
        values: [
          { value: 'github', doc: 'GitHub.' },
          { value: 'gitlab', doc: 'GitLab.' },
        ],
        valuesAreExamples: true,
      },
      id: { summary: 'The repository’s id at the hosting service (stable across renames).', type: 'string', links: L },
      subfolder: {
        summary: 'The folder of the server inside a monorepo, e.g. `src/weather`.',
        type: 'string',
        links: L,
      },
    },
  },

  RegistryIcon: {
    name: 'Icon',
    fields: {
      src: {
        summary: 'HTTPS URL of the icon (at most 255 characters). The registry refuses other schemes.',
        type: 'string (URL)',
        required: true,
        links: L,
      },
      mimeType: {
        summary: 'MIME type of the icon.',
        type: 'string',
        links: L,
        values: ['image/png', 'image/jpeg', 'image/jpg', 'image/svg+xml', 'image/webp'].map((v) => ({
          value: v,
          doc: `A ${v.slice(6).toUpperCase()} image.`,
        })),
      },
      sizes: {
        summary: 'The sizes it fits, each `"WxH"` or `"any"`.',
        type: 'string[]',
        links: L,
        examples: ['"48x48"', '"any"'],
      },
      theme: {
        summary: 'The theme the icon is drawn for.',
        type: '"light" | "dark"',
        links: L,
        values: [
          { value: 'light', doc: 'For a light background.' },
          { value: 'dark', doc: 'For a dark background.' },
        ],
      },
    },
  },

  RegistryPackage: {
    name: 'Package',
    fields: {
      registryType: {
        summary: 'The package registry the package is published to.',
        type: 'string',
        required: true,
        links: [LINKS.serverJson, LINKS.registryRequirements],
        valuesAreExamples: true,
        values: [
          {
            value: 'npm',
            doc: 'npm (public registry only in the official registry; ownership via `mcpName` in package.json).',
          },
          { value: 'pypi', doc: 'PyPI (ownership via `mcp-name: <server name>` in the README).' },
          {
            value: 'oci',
            doc: 'An OCI/Docker image (docker.io, ghcr.io, quay.io, *.pkg.dev, *.azurecr.io, mcr.microsoft.com); version in `identifier`.',
          },
          { value: 'nuget', doc: 'NuGet (`https://api.nuget.org/v3/index.json`).' },
          { value: 'mcpb', doc: 'An MCP Bundle downloaded from a GitHub or GitLab release; `fileSha256` required.' },
          { value: 'maven', doc: 'Maven.' },
          { value: 'cargo', doc: 'crates.io (draft schema).' },
        ],
      },
      registryBaseUrl: {
        summary:
          'Base URL of the package registry, e.g. `https://registry.npmjs.org`. The official registry accepts only the public registry of each type.',
        type: 'string (URL)',
        links: L,
      },
      identifier: {
        summary:
          'The package name (`@scope/pkg`, `my-package`); for OCI the full image reference `registry/ns/repo:tag`; for MCPB the download URL.',
        type: 'string',
        required: true,
        links: L,
      },
      version: {
        summary:
          'The exact package version. Never `latest` and never a range. Optional for OCI (the tag is in `identifier`) and MCPB.',
        type: 'string',
        since: 'optional since server.json 2025-10-11',
        links: L,
      },
      fileSha256: {
        summary:
          'SHA-256 of the package file (64 lowercase hex digits). Required by the official registry for MCPB packages.',
        type: 'string',
        links: [LINKS.serverJson, LINKS.registryRequirements],
      },
      runtimeHint: {
        summary: 'The runner a client should use to start the package; give it whenever `runtimeArguments` are given.',
        type: 'string',
        links: L,
        valuesAreExamples: true,
        values: [
          { value: 'npx', doc: 'Run an npm package.' },
          { value: 'uvx', doc: 'Run a PyPI package with uv.' },
          { value: 'docker', doc: 'Run an OCI image.' },
          { value: 'dnx', doc: 'Run a NuGet tool.' },
          { value: 'jbang', doc: 'Run a Java package with JBang.' },
        ],
      },
      transport: {
        summary: 'How a client talks to the package once it runs.',
        type: 'object',
        required: true,
        links: L,
        inner: { object: 'RegistryLocalTransport' },
      },
      runtimeArguments: {
        summary: 'Arguments for the runner (`runtimeHint`), e.g. docker flags.',
        type: 'Argument[]',
        links: L,
        inner: { items: 'RegistryArgument' },
      },
      packageArguments: {
        summary: 'Arguments passed to the package itself.',
        type: 'Argument[]',
        links: L,
        inner: { items: 'RegistryArgument' },
      },
      environmentVariables: {
        summary:
          'Environment variables the package reads, each described as an input (`name`, `description`, `isRequired`, `isSecret`…).',
        type: 'KeyValueInput[]',
        links: L,
        inner: { items: 'RegistryKeyValueInput' },
      },
      postInstallInstructions: {
        summary: 'Steps to run after installing (draft schema).',
        type: 'object[]',
        links: L,
        inner: { items: 'RegistryPostInstall' },
      },
      registry_type: legacy('registryType', 'The package registry.'),
      registry_base_url: legacy('registryBaseUrl', 'Base URL of the package registry.'),
      runtime_hint: legacy('runtimeHint', 'The runner.'),
      package_arguments: legacy('packageArguments', 'Arguments for the package.'),
      runtime_arguments: legacy('runtimeArguments', 'Arguments for the runner.'),
      environment_variables: legacy('environmentVariables', 'Environment variables.'),
      file_sha256: legacy('fileSha256', 'SHA-256 of the package file.'),
      transport_type: {
        ...legacy('transport', 'The transport type.'),
        removed: 'Obsolete before 2025-09: use `transport: { "type": … }`.',
      },
    },
  },

  RegistryLocalTransport: {
    name: 'transport',
    discriminator: { key: 'type', impliedBy: { url: 'streamable-http' } },
    fields: {
      type: transportType(['stdio', 'streamable-http', 'sse']),
      url: transportUrl('argument `valueHint`s, argument names or environment variable names'),
      headers: headersField,
    },
  },

  RegistryRemote: {
    name: 'Remote',
    discriminator: { key: 'type' },
    fields: {
      type: transportType(['streamable-http', 'sse']),
      url: { ...transportUrl('`variables`'), onlyWhen: undefined, required: true },
      headers: { ...headersField, onlyWhen: undefined },
      variables: {
        summary: 'The `{name}` placeholders of `url`, each described as an input.',
        type: 'object',
        since: 'server.json 2025-12-11',
        links: L,
        inner: { object: 'RegistryInputMap' },
      },
    },
  },

  RegistryInputMap: {
    name: 'variables',
    fields: {},
    entry: {
      entryName: 'variable',
      summary: 'A `{name}` placeholder and how to obtain its value.',
      type: 'Input',
      links: L,
      inner: { object: 'RegistryInput' },
    },
  },

  RegistryInput: { name: 'Input', fields: withoutVariables(INPUT_FIELDS) },

  RegistryKeyValueInput: {
    name: 'KeyValueInput',
    fields: {
      name: {
        summary: 'The environment variable or header name, e.g. `API_KEY` or `Authorization`.',
        type: 'string',
        required: true,
        links: L,
      },
      ...INPUT_FIELDS,
    },
  },

  RegistryArgument: {
    name: 'Argument',
    discriminator: { key: 'type' },
    fields: {
      type: {
        summary: 'Whether the argument is positional or a named flag.',
        type: '"positional" | "named"',
        required: true,
        links: L,
        values: [
          { value: 'positional', doc: 'A bare value; needs `value` or `valueHint`.' },
          { value: 'named', doc: 'A flag with a name such as `--port`.' },
        ],
      },
      name: {
        summary: 'The flag, including its dashes, e.g. `--port`.',
        type: 'string',
        required: 'for named arguments',
        onlyWhen: { key: 'type', values: ['named'] },
        links: L,
      },
      valueHint: {
        summary:
          'A name for the value, shown to users and usable as a `{placeholder}` in transport URLs. A positional argument needs `value` or `valueHint`.',
        type: 'string',
        links: L,
      },
      isRepeated: {
        summary: 'Whether the argument may be given several times.',
        type: 'boolean',
        default: 'false',
        links: L,
        values: bools('May be repeated.', 'Given at most once (the default).'),
      },
      ...INPUT_FIELDS,
      value_hint: legacy('valueHint', 'A name for the value.'),
      is_repeated: legacy('isRepeated', 'Whether the argument may repeat.'),
    },
  },

  RegistryPostInstall: {
    name: 'post-install instruction',
    fields: {
      description: { summary: 'What to do.', type: 'string', required: true, links: L },
      command: { summary: 'The command to run.', type: 'string', links: L },
      documentation: { summary: 'A link to more help.', type: 'string (URL)', links: L },
      optional: { summary: 'Whether the step may be skipped.', type: 'boolean', links: L },
    },
  },

  RegistryMeta: {
    name: '_meta',
    fields: {
      'io.modelcontextprotocol.registry/publisher-provided': {
        summary: 'Free-form metadata from the publisher, kept by the registry (up to 4 KB).',
        type: 'object',
        links: [LINKS.registryRequirements],
        inner: { free: true },
      },
      'io.modelcontextprotocol.registry/official': {
        summary: 'Metadata the official registry adds itself; a publisher does not write it.',
        type: 'object',
        hidden: true,
        removed: 'Removed from publisher server.json in 2025-09-29.',
        inner: { free: true },
      },
    },
    other: {
      summary:
        'Extension metadata the official registry drops: it keeps only `io.modelcontextprotocol.registry/publisher-provided`.',
      type: 'any',
      hidden: true,
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

function withoutVariables(fields: Record<string, FieldDoc>): Record<string, FieldDoc> {
  const { variables: _drop, ...rest } = fields;
  void _drop;
  return rest;
}
