import type { Hover } from 'vscode-languageserver-types';
import type { CodeDocument } from '../../code/codeDocument';
import { REGISTER_METHOD, type ClientFeature, type MigrationSite } from '../../code/migration';
import { ruleAnchor } from '../../engine/rulesDoc';

const SUPPORT_2026 =
  'https://github.com/modelcontextprotocol/typescript-sdk/blob/main/docs/migration/support-2026-07-28.md';
const UPGRADE_V2 = 'https://github.com/modelcontextprotocol/typescript-sdk/blob/main/docs/migration/upgrade-to-v2.md';

const HELPER: Readonly<Record<ClientFeature, string>> = {
  elicitation: 'inputRequired.elicit',
  'url-elicitation': 'inputRequired.elicitUrl',
  sampling: 'inputRequired.createMessage',
  roots: 'inputRequired.listRoots',
};

/**
 * Hover on a spot the migration rules (MCP030–MCP034) read: what changed in MCP 2026-07-28 or the TypeScript SDK 2.x
 * there, and the form to write instead. Said whatever revision the file targets: the diagnostic says whether it applies.
 */
export function migrationHover(
  doc: CodeDocument,
  offset: number,
  range: (start: number, end: number) => Hover['range'],
): Hover | null {
  const site = doc.code.extraction?.migration?.sites.find((s) => s.span.start <= offset && offset < s.span.end);
  if (!site) return null;
  const markdown = markdownOf(site, doc.code.language === 'python');
  return { contents: { kind: 'markdown', value: markdown }, range: range(site.span.start, site.span.end) };
}

function markdownOf(site: MigrationSite, python: boolean): string {
  switch (site.kind) {
    case 'push-request':
      return [
        `**Server-to-client request** (\`${site.api}\`) — removed in MCP 2026-07-28 (SEP-2322)`,
        '',
        'On a 2026-07-28 session the server cannot send requests to the client: the handler returns `input_required` with the requests, and the client retries the call with the answers. It still works with 2025 clients.',
        '',
        ...(python
          ? [
              'Return an `input_required` result with the request in `inputRequests`; read `inputResponses` on the retry.',
            ]
          : [
              '```ts',
              `return inputRequired({ inputRequests: { answer: ${HELPER[site.feature]}({ /* … */ }) } });`,
              "// on the retry: acceptedContent(ctx.mcpReq.inputResponses, 'answer')",
              '```',
              '',
              "The SDK's legacy shim serves the same form to 2025 clients.",
            ]),
        '',
        `[Multi-round-trip requests](${SUPPORT_2026}#multi-round-trip-requests) · [MCP030](${ruleAnchor('MCP030')})`,
      ].join('\n');
    case 'deprecated':
      return [
        `**${site.feature[0]!.toUpperCase()}${site.feature.slice(1)}** (\`${site.api}\`) — deprecated in MCP 2026-07-28 (SEP-2577)`,
        '',
        'Roots, sampling and logging keep working for a window of at least twelve months (until 2027-07-28 at the earliest), then may be removed.',
        '',
        `[MCP031](${ruleAnchor('MCP031')})`,
      ].join('\n');
    case 'resource-not-found':
      return [
        `**Resource not found** — \`-32002\` before MCP 2026-07-28, \`-32602\` (Invalid Params) with \`data: { uri }\` from 2026-07-28 on`,
        '',
        ...(python ? [] : ['In the TypeScript SDK 2.x: `throw new ResourceNotFoundError(uri)`.', '']),
        `[MCP032](${ruleAnchor('MCP032')})`,
      ].join('\n');
    case 'overload':
      return [
        `**\`${site.method}(…)\`** — the 1.x overload, removed in the TypeScript SDK 2.x`,
        '',
        `Use \`${REGISTER_METHOD[site.method]}\` with a config object.`,
        '',
        `[Server registration API](${UPGRADE_V2}#server-registration-api) · [MCP033](${ruleAnchor('MCP033')})`,
      ].join('\n');
    case 'codemod-marker':
      return [
        "**`@mcp-codemod-error`** — left by the SDK's v1-to-v2 codemod where it could not rewrite",
        '',
        site.message,
        '',
        `[Manual changes](${UPGRADE_V2}#manual-changes-what-the-codemod-does-not-handle) · [MCP034](${ruleAnchor('MCP034')})`,
      ].join('\n');
  }
}
