// Entry of the language server (dist/server.js): runs over IPC when started by the extension and over stdio with
// `node dist/server.js --stdio`. The main thread only wires LSP to the language workers (dist/languageWorker.js).
import { join } from 'node:path';
import { runLanguageServer } from './host/languageServer';

runLanguageServer({ workerScript: join(__dirname, 'languageWorker.js') });
