/** Small valid capability fixtures the rule tests start from (each lints clean; see the tests). */

export const validTool = () => ({
  name: 'sum',
  description: 'The sum of two numbers.',
  inputSchema: { type: 'object', properties: { a: { type: 'number' }, b: { type: 'number' } }, required: ['a', 'b'] },
  annotations: { readOnlyHint: true, openWorldHint: false },
});

export const tools = (...list: unknown[]): string => JSON.stringify({ tools: list }, null, 2);

/** A valid tool with some fields replaced or added (`undefined` removes a field). */
export const toolWith = (fields: Record<string, unknown>): Record<string, unknown> => {
  const t: Record<string, unknown> = { ...validTool(), ...fields };
  for (const [k, v] of Object.entries(fields)) if (v === undefined) delete t[k];
  return t;
};

/** A valid tool whose inputSchema is replaced. */
export const withSchema = (inputSchema: unknown): Record<string, unknown> => toolWith({ inputSchema });

export const resources = (...list: unknown[]): string => JSON.stringify({ resources: list }, null, 2);
export const templates = (...list: unknown[]): string => JSON.stringify({ resourceTemplates: list }, null, 2);
export const prompts = (...list: unknown[]): string => JSON.stringify({ prompts: list }, null, 2);
export const messages = (...list: unknown[]): string =>
  JSON.stringify({ description: 'A prompt', messages: list }, null, 2);
export const content = (...list: unknown[]): string => JSON.stringify({ content: list }, null, 2);

export const MIME = 'text/html;profile=mcp-app';
