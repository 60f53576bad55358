// The documents the MCPB manifest rule tests start from, shared by the families' cases.
export const P = 'manifest.json';

export const server = (extra: object = {}, config: object = {}) => ({
  type: 'node',
  entry_point: 'server/index.js',
  mcp_config: { command: 'node', args: ['${__dirname}/server/index.js'], ...config },
  ...extra,
});

export const base = {
  manifest_version: '0.3',
  name: 'weather',
  version: '1.0.0',
  description: 'Weather data',
  author: { name: 'Acme' },
  server: server(),
};

export const M = (extra: object = {}) => ({ ...base, ...extra });

export type Doc = Record<string, unknown>;

export const withConfig = (config: object, userConfig?: object) =>
  M({ server: server({}, config), ...(userConfig ? { user_config: userConfig } : {}) });

export const option = (extra: object = {}) => ({ type: 'string', title: 'API key', description: 'Your key', ...extra });

/** A manifest whose user_config holds `options`, each passed to the server in env (so none is unused). */
export const withOptions = (options: Record<string, Doc>): Doc =>
  M({
    server: server(
      {},
      { env: Object.fromEntries(Object.keys(options).map((k) => [k.toUpperCase(), `\${user_config.${k}}`])) },
    ),
    user_config: options,
  });

export const bareOption = (extra: Doc): Doc => ({ title: 'T', description: 'D', ...extra });

export const without = (key: string, from: Record<string, unknown> = base) =>
  Object.fromEntries(Object.entries(from).filter(([k]) => k !== key));

export const withoutKey = (doc: Doc, key: string): Doc =>
  Object.fromEntries(Object.entries(doc).filter(([k]) => k !== key));
