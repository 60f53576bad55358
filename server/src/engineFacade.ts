/**
 * The rule engine's one door for the extension: the check pipeline and JSON Schema validation (imports.test.ts holds
 * client/ to it). The pure readings of MCP data that both use are in common/.
 */
export * from './pipeline';
export { dialectOfUri, validatorPool, type SchemaDialect } from './engine/util/jsonSchema';
