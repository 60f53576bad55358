/** The file name suffix of a test file; the language server, the CLI and the Test Explorer find files by it. */
export const TEST_FILE_SUFFIX = '.mcptest.json';

/** Where a test file's JSON Schema is published, for its `$schema` (the extension ships the same file). */
export const TEST_FILE_SCHEMA_URL =
  'https://raw.githubusercontent.com/mcp-lens/mcp-lens/main/common/savedTests/mcptest.schema.json';
