// The message layer of the test file rules: what each finding of the rule tests' documents says, against
// testFile.messages.json. `UPDATE_SNAPSHOTS=1 npm test -- engine/messages` rewrites the snapshot.
import { join } from 'node:path';
import { REPO_ROOT } from '../../../helpers/paths';
import { SnapshotFile } from '../../../helpers/snapshot';
import { describeMessages, ruleCaseTable } from '../ruleCases';
import { testFileCases, testFileRules } from '../rules/testFile/testFileShape.cases';

const snapshot = new SnapshotFile(join(REPO_ROOT, 'test/unit/engine/messages/testFile.messages.json'));
describeMessages(snapshot, 'testFileShape', [testFileCases, ruleCaseTable('test files', testFileRules)]);
snapshot.finish();
