// A test build of dist/languageWorker.js with the hooks of hooks.ts.
import { runLanguageWorker } from '../../../server/src/worker/languageWorker';
import { HANGING_RULE, misbehavingAnalysis } from './hooks';

runLanguageWorker({ extraRules: [HANGING_RULE], beforeAnalysis: misbehavingAnalysis });
