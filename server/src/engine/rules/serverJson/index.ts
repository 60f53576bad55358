import type { Rule } from '../../types';

export const SERVER_JSON_RULES: readonly Rule[] = [];
