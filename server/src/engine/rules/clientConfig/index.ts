import type { Rule } from '../../types';

export const CLIENT_CONFIG_RULES: readonly Rule[] = [];
