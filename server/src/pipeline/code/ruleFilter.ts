/**
 * What becomes of a JSON rule's findings on code (docs/code-files.md): `never` drops them, and `when-complete` keeps a
 * finding of something missing only when every field that could supply it was read. Others apply as in JSON.
 */
export type CodeRuleUse = 'never' | 'when-complete';

export const CODE_RULES: Readonly<Record<string, { readonly use: CodeRuleUse; readonly why: string }>> = {
  MCP104: {
    use: 'never',
    why:
      'inputSchema is optional in the SDKs: registerTool defaults it to an empty object schema, ' +
      'FastMCP derives it from the signature.',
  },
  MCP105: {
    use: 'never',
    why:
      'the input schema is put together here from a Zod shape or a signature, always with an object root; ' +
      'nothing in the code can be wrong about it.',
  },
  MCP106: {
    use: 'never',
    why:
      'types, refinements and keywords of Zod schemas are not modelled; ' +
      'compiling the partial schema would check our model, not the code.',
  },
  MCP107: { use: 'never', why: 'required is derived from the same shape as properties, so they cannot disagree.' },
  MCP108: {
    use: 'never',
    why: 'outputSchema is a Zod schema (or a return type) the SDK converts at run time; it is not read.',
  },
  MCP111: { use: 'never', why: 'x-mcp-header cannot be written in a Zod shape as read here.' },
  MCP112: { use: 'never', why: 'x-mcp-header cannot be written in a Zod shape as read here.' },
  MCP114: { use: 'never', why: 'schema keywords are Zod methods in code, checked by the TypeScript compiler.' },
  MCP115: { use: 'never', why: 'a Zod schema names no $schema dialect.' },
  MCP101: { use: 'when-complete', why: 'a tool name given by a variable is not missing.' },
  MCP109: { use: 'when-complete', why: 'a description given by a variable or spread in is not missing.' },
  MCP206: { use: 'when-complete', why: 'annotations given by a variable or spread in may say readOnlyHint.' },
  MCP401: { use: 'when-complete', why: 'a resource name given by a variable is not missing.' },
  MCP402: { use: 'when-complete', why: 'a URI given by a variable is not missing.' },
  MCP414: { use: 'when-complete', why: 'a MIME type given by a variable or spread in is not missing.' },
  MCP412: { use: 'when-complete', why: 'resource contents built from variables may have their text or blob.' },
  MCP501: { use: 'when-complete', why: 'a prompt name given by a variable is not missing.' },
  MCP503: { use: 'when-complete', why: 'prompt arguments built from variables are not checked.' },
  MCP507: { use: 'when-complete', why: 'message content given by a variable is not missing.' },
  MCP509: { use: 'when-complete', why: 'content fields given by variables (text: result) are not missing.' },
};
