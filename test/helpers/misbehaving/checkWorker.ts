// A test build of the command line's dist/checkWorker.js with the hanging rule of hooks.ts.
import { serveFileChecks } from '../../../cli/src/worker/serveFileChecks';
import { HANGING_RULE } from './hooks';

serveFileChecks({ extraRules: [HANGING_RULE] });
