// Entry of dist/languageWorker.js, the language server's worker threads (see languageWorker.ts).
import { runLanguageWorker } from './languageWorker';

runLanguageWorker();
