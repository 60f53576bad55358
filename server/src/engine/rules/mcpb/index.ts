import type { Rule } from '../../types';

export const MCPB_RULES: readonly Rule[] = [];
