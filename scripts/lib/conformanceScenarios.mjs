// The client scenarios of the MCP conformance suite that `npm run conformance` runs (scripts/conformance.mjs) and
// `npm test` requires (test/conformance/conformance.test.mjs); docs/conformance.md says what each checks.

/** The revisions whose frozen requirement sets are run, each at its own wire (the suite's `--requirements`). */
export const REVISIONS = ['2026-07-28', '2025-11-25'];

const AUTH_SCENARIOS = [
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
];

/** What each revision requires of a client (`conformance list --client --requirements R`); all must pass. */
export const REQUIRED = {
  '2026-07-28': [
    'tools_call',
    'request-metadata',
    ...AUTH_SCENARIOS,
    'auth/resource-mismatch',
    'auth/offline-access-scope',
    'auth/offline-access-not-supported',
    'auth/authorization-server-migration',
    'auth/iss-supported',
    'auth/iss-not-advertised',
    'auth/iss-supported-missing',
    'auth/iss-wrong-issuer',
    'auth/iss-unexpected',
    'auth/iss-normalized',
    'auth/metadata-issuer-mismatch',
    'sep-2322-client-request-state',
    'http-standard-headers',
    'http-custom-headers',
    'http-invalid-tool-headers',
    'json-schema-ref-no-deref',
  ],
  '2025-11-25': ['initialize', 'tools_call', 'elicitation-sep1034-client-defaults', 'sse-retry', ...AUTH_SCENARIOS],
};

/**
 * Required by MCP Lens though no requirement set names them: 2025-03-26's authorization back-compat, run at the
 * 2025-11-25 wire (the suite's default for them), as before the requirement sets existed.
 */
export const BACK_COMPAT = ['auth/2025-03-26-oauth-metadata-backcompat', 'auth/2025-03-26-oauth-endpoint-fallback'];

/**
 * Run and reported but not scored by the suite (its `not_scored`, the same in both sets). One that passes must keep
 * passing; `notYet` says why one does not pass yet, and a run where it passes says to remove the note.
 */
export const NOT_SCORED = [
  { scenario: 'auth/client-credentials-jwt', reason: 'extension', notYet: 'no client-credentials grant (see docs)' },
  { scenario: 'auth/client-credentials-basic', reason: 'extension', notYet: 'no client-credentials grant (see docs)' },
  {
    scenario: 'auth/enterprise-managed-authorization',
    reason: 'extension',
    notYet: 'no identity-assertion grant (see docs)',
  },
  { scenario: 'auth/dpop', reason: 'extension', notYet: 'no DPoP proofs (see docs)' },
  { scenario: 'auth/dpop-nonce', reason: 'extension', notYet: 'no DPoP proofs (see docs)' },
  { scenario: 'auth/wif-jwt-bearer', reason: 'extension', notYet: 'no JWT-bearer grant (see docs)' },
  { scenario: 'json-schema-2020-12-preservation', reason: 'added-after-release' },
];

/**
 * Checks the suite reports SKIPPED because the wire cannot carry what they look at; any other SKIPPED check is a
 * step the client did not take, and the scenario does not pass.
 */
export const SKIPPED_AT_WIRE = {
  '2026-07-28': {
    'http-standard-headers': {
      checks: ['ClientMcpMethodHeader_initialize', 'ClientMcpMethodHeader_notifications_initialized'],
      why: 'the 2026-07-28 wire has no initialize handshake',
    },
  },
};

/** Scenarios timed by the server to the tens of milliseconds: run alone, after the others. */
export const RUN_ALONE = ['sse-retry'];

/**
 * Every run, in the table's order: each revision's required scenarios, then the back-compat ones, then each
 * revision's unscored ones. `scored` is `required`, or the suite's reason for not scoring it.
 */
export function conformanceRuns() {
  const runs = [];
  for (const wire of REVISIONS) {
    for (const scenario of REQUIRED[wire]) runs.push({ wire, scenario, scored: 'required' });
  }
  for (const scenario of BACK_COMPAT) runs.push({ wire: '2025-11-25', scenario, scored: 'required', backCompat: true });
  for (const wire of REVISIONS) {
    for (const s of NOT_SCORED) runs.push({ wire, scenario: s.scenario, scored: s.reason, notYet: s.notYet });
  }
  return runs;
}

/** The key of a run in the summary and the test: `<wire> <scenario>`. */
export function runKey(run) {
  return `${run.wire} ${run.scenario}`;
}
