/**
 * The one door of the rule engine for the extension (client/): the check pipeline every checker shares, and JSON
 * Schema validation (the runner checks arguments and results with the engine's validators, in a worker). Nothing else
 * under server/ is imported by the extension (test/architecture/imports.test.ts); the pure readings of MCP data both
 * use (tool behaviour, URI templates, hidden characters, which files are server code) are in common/.
 */
export * from './pipeline';
export { dialectOfUri, validatorPool, type SchemaDialect } from './engine/util/jsonSchema';
