// Entry of dist/checkWorker.js (see serveFileChecks.ts).
import { serveFileChecks } from './serveFileChecks';

serveFileChecks();
