import type { Rule } from '../../types';
import { contentAnnotations } from './contentAnnotations';

export const CAPABILITY_RULES: readonly Rule[] = [contentAnnotations];
