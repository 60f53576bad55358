// The message layer of the migration rules (MCP030–MCP034) on server code: what each finding of
// rules/migration/codeMigration.cases.ts says (its severity, message, tags and fixes' titles), against
// migration.messages.json. `UPDATE_SNAPSHOTS=1 npm test -- engine/messages` rewrites it from what the rules say now.
import { join } from 'node:path';
import { REPO_ROOT } from '../../../helpers/paths';
import { SnapshotFile } from '../../../helpers/snapshot';
import { loadGrammars } from '../../code/codeFixtures';
import { describeMessages } from '../ruleCases';
import { codeTargets, overloadsAndMarkers, pythonMigration } from '../rules/migration/codeMigration.cases';

loadGrammars();

const snapshot = new SnapshotFile(join(REPO_ROOT, 'test/unit/engine/messages/migration.messages.json'));
describeMessages(snapshot, 'codeMigration', [codeTargets, pythonMigration, overloadsAndMarkers]);
snapshot.finish();
