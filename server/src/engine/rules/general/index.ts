import type { Rule } from '../../types';
import { syntaxErrors } from './syntaxErrors';

export const GENERAL_RULES: readonly Rule[] = [syntaxErrors];
