// A test build of dist/languageWorker.js with the hooks of hooks.ts.
import { runLanguageWorker } from '../../../server/src/worker/languageWorker';
import { FIX_FORMATTING_RULE, HANGING_RULE, misbehavingAnalysis } from './hooks';

runLanguageWorker({ extraRules: [HANGING_RULE, FIX_FORMATTING_RULE], beforeAnalysis: misbehavingAnalysis });
