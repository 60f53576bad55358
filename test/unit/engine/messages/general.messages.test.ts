// The message layer of the rules of every file kind (JSON syntax): what each finding of the rule tests' documents
// says, against general.messages.json. `UPDATE_SNAPSHOTS=1 npm test -- engine/messages` rewrites it (docs/testing.md).
import { join } from 'node:path';
import { REPO_ROOT } from '../../../helpers/paths';
import { SnapshotFile } from '../../../helpers/snapshot';
import { describeMessages } from '../ruleCases';
import { syntaxErrorEdges } from '../rules/general/syntaxErrors.cases';

const snapshot = new SnapshotFile(join(REPO_ROOT, 'test/unit/engine/messages/general.messages.json'));
describeMessages(snapshot, 'syntaxErrors', [syntaxErrorEdges]);
snapshot.finish();
