// The client scenarios of the MCP conformance suite that `npm run conformance` runs (scripts/conformance.mjs) and
// `npm test` requires to pass (test/conformance/conformance.test.mjs).

/** The client scenarios MCP Lens passes; docs/conformance.md says what each checks. */
export const SCENARIOS = [
  'initialize',
  'tools_call',
  'elicitation-sep1034-client-defaults',
  'sse-retry',
  // MCP authorization (2025-11-25, and 2025-03-26's back-compat): every one the suite requires of a client
  'auth/metadata-default',
  'auth/metadata-var1',
  'auth/metadata-var2',
  'auth/metadata-var3',
  'auth/basic-cimd',
  'auth/scope-from-www-authenticate',
  'auth/scope-from-scopes-supported',
  'auth/scope-omitted-when-undefined',
  'auth/scope-step-up',
  'auth/scope-retry-limit',
  'auth/token-endpoint-auth-basic',
  'auth/token-endpoint-auth-post',
  'auth/token-endpoint-auth-none',
  'auth/pre-registration',
  'auth/2025-03-26-oauth-metadata-backcompat',
  'auth/2025-03-26-oauth-endpoint-fallback',
];
