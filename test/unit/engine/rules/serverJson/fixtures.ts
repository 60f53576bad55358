// The documents the server.json rule tests start from: a valid file, and the parts each family edits.
export const P = 'server.json';

export const CURRENT = 'https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json';

export const base = {
  $schema: CURRENT,
  name: 'io.github.user/weather',
  description: 'Weather data and forecasts',
  version: '1.0.0',
};

export const S = (extra: object = {}) => ({ ...base, ...extra });

export const npm = (extra: object = {}) => ({
  registryType: 'npm',
  identifier: '@user/weather-mcp',
  version: '1.0.0',
  transport: { type: 'stdio' },
  ...extra,
});

export const pkg = (extra: object = {}) => S({ packages: [npm(extra)] });

export const remote = (extra: object = {}) =>
  S({ remotes: [{ type: 'streamable-http', url: 'https://api.example.com/mcp', ...extra }] });

export const without = (key: string) => Object.fromEntries(Object.entries(base).filter(([k]) => k !== key));

export const repo = (extra: object) =>
  S({ repository: { url: 'https://github.com/user/weather', source: 'github', ...extra } });

export const oci = (identifier: string) => pkg({ registryType: 'oci', identifier, version: undefined });

export const mcpb = (extra: object = {}) =>
  pkg({
    registryType: 'mcpb',
    identifier: 'https://github.com/user/weather-mcp/releases/download/v1/weather.mcpb',
    version: undefined,
    fileSha256: 'a'.repeat(64),
    ...extra,
  });

export const arg = (a: unknown) => pkg({ packageArguments: [a] });

export const env = (...vars: unknown[]) => pkg({ environmentVariables: vars });

export const header = (...headers: unknown[]) => remote({ headers });

export const icon = (i: unknown) => S({ icons: [i] });

export const png = (extra: object = {}) => icon({ src: 'https://example.com/icon.png', ...extra });

export const httpPkg = (url: string, extra: object = {}) =>
  pkg({ transport: { type: 'streamable-http', url }, ...extra });

export const mcpbAt = (identifier: string | undefined) =>
  S({ packages: [{ registryType: 'mcpb', identifier, fileSha256: 'a'.repeat(64), transport: { type: 'stdio' } }] });
