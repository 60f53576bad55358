// Entry of dist/checkWorker.js (see checkWorker.ts).
import { serveFileChecks } from './checkWorker';

serveFileChecks();
