// A test build of dist/server.js whose workers misbehave on marked documents (languageWorker.ts beside it).
import { join } from 'node:path';
import { runLanguageServer } from '../../../server/src/host/languageServer';

runLanguageServer({ workerScript: join(__dirname, 'languageWorker.js') });
