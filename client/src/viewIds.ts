/** The ids of the extension's views (package.json `contributes.views`), for the activation bundle and the features alike. */
export const SERVERS_VIEW_ID = 'mcpLens.servers';

/** The id of the runner's side view, and of its panel in the editor (so a restored panel finds its serializer). */
export const RUNNER_ID = 'mcpLens.runner';

/** The scheme of the read-only documents that show what servers return (client/src/servers/resultDocuments.ts). */
export const RESULT_SCHEME = 'mcp-lens-result';
