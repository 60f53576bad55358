import type { Rule } from '../../types';
import { testFileShape } from './testFileShape';

/** The rules of saved test files (`*.mcptest.json`). */
export const TEST_FILE_RULES: readonly Rule[] = [testFileShape];
