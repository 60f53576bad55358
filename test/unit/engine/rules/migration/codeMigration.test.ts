// The migration rules (MCP030–MCP034) on server code: codeMigration.cases.ts, each file's findings as the language
// server reports them (code, span, quick fix).
import { describeFindings } from '../../ruleCases';
import { loadGrammars } from '../../../code/codeFixtures';
import { codeTargets, overloadsAndMarkers, pythonMigration } from './codeMigration.cases';

loadGrammars();

describeFindings(codeTargets);
describeFindings(pythonMigration);
describeFindings(overloadsAndMarkers);
