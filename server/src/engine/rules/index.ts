import type { Rule, RuleMeta } from '../types';
import { GENERAL_RULES } from './general';
import { CAPABILITY_RULES } from './capabilities';
import { CLIENT_CONFIG_RULES } from './clientConfig';
import { SERVER_JSON_RULES } from './serverJson';
import { MCPB_RULES } from './mcpb';
import { TEST_FILE_RULES } from './testFile';
import { migration } from './migration';

/** Every rule of the engine, in the order they run. */
export const ALL_RULES: readonly Rule[] = [
  ...GENERAL_RULES,
  ...CAPABILITY_RULES,
  ...CLIENT_CONFIG_RULES,
  ...SERVER_JSON_RULES,
  ...MCPB_RULES,
  ...TEST_FILE_RULES,
  migration,
];

/** The one table of rule metadata (docs/rules.md, settings, SARIF and the CLI's `explain` read it). */
export const RULE_METAS: readonly RuleMeta[] = ALL_RULES.flatMap((r) =>
  Array.isArray(r.meta) ? (r.meta as RuleMeta[]) : [r.meta as RuleMeta],
);

export const RULES_BY_CODE: ReadonlyMap<string, RuleMeta> = new Map(RULE_METAS.map((m) => [m.code, m]));
