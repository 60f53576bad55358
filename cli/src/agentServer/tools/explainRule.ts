/** `explain_rule`: `mcp-lens explain CODE`, a rule's documentation from the rule table. */
import { fromJsonSchema, type McpServer } from '@modelcontextprotocol/server';
import { NOTICE_METAS } from '../../../../server/src/engine/notices';
import { ruleAnchor } from '../../../../server/src/engine/rulesDoc';
import { documentedRule, explainRule } from '../../explain';
import { answer } from '../answerSize';
import { SEVERITIES } from '../../../../common/protocol/severity';

const INPUT = {
  type: 'object',
  properties: {
    code: {
      type: 'string',
      minLength: 1,
      maxLength: 100,
      description: 'The rule code of a finding (e.g. MCP302, any case) or the rule name (e.g. priority-invalid).',
    },
  },
  required: ['code'],
  additionalProperties: false,
} as const;

const OUTPUT = {
  type: 'object',
  properties: {
    code: { type: 'string' },
    name: { type: 'string' },
    severity: { type: 'string', enum: [...SEVERITIES], description: 'The default severity; settings may change it.' },
    kinds: { type: 'array', items: { type: 'string' }, description: 'The document kinds the rule looks at.' },
    summary: { type: 'string' },
    why: { type: 'string' },
    fix: { type: 'string' },
    example: { type: ['string', 'null'], description: 'A document that triggers the rule.' },
    notice: { type: 'boolean', description: 'A notice that a document was not checked, not a rule.' },
    docs: { type: 'string' },
  },
  required: ['code', 'name', 'severity', 'kinds', 'summary', 'why', 'fix', 'example', 'notice', 'docs'],
  additionalProperties: false,
} as const;

export function registerExplainRule(server: McpServer): void {
  server.registerTool(
    'explain_rule',
    {
      title: 'Explain an MCP Lens rule',
      description:
        'Explains a rule of MCP Lens by its code (MCP302) or name: what it checks, why it matters, how to fix it, ' +
        'and an example that triggers it. ' +
        'Use it when a finding of check_files or check_document is not clear enough to fix.',
      inputSchema: fromJsonSchema<{ code: string }>(INPUT),
      outputSchema: fromJsonSchema(OUTPUT),
      annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    },
    ({ code }) => {
      const meta = documentedRule(code);
      return answer(explainRule(meta.code), {
        code: meta.code,
        name: meta.name,
        severity: meta.severity,
        kinds: [...meta.kinds],
        summary: meta.summary,
        why: meta.why,
        fix: meta.fix,
        example: meta.example ?? null,
        notice: NOTICE_METAS.includes(meta),
        docs: ruleAnchor(meta.code),
      });
    },
  );
}
