// The message layer of the client-config rules: what each finding of the rule tests' documents says (its severity,
// message, tags and fixes' titles), against clientConfig.messages.json. The rule tests pin codes, spans and fixed text;
// `UPDATE_SNAPSHOTS=1 npm test -- engine/messages` rewrites the snapshot from what the rules say now.
import { join } from 'node:path';
import { REPO_ROOT } from '../../../helpers/paths';
import { SnapshotFile } from '../../../helpers/snapshot';
import { describeMessages, ruleCaseTable } from '../ruleCases';
import {
  fieldsEachClientReads,
  clientFieldsSecondRun,
  clientFieldRules,
} from '../rules/clientConfig/clientFields.cases';
import {
  variablesEachClientReplaces,
  clientVariablesSecondRun,
  clientVariableRules,
} from '../rules/clientConfig/clientVariables.cases';
import { commandsOnThisMachine, commandOnPathSecondRun } from '../rules/clientConfig/commandOnPath.cases';
import {
  devModeOnThisMachine,
  devModeSecondRun,
  noFolderToLookIn,
  watchMatchesNothing,
  devModeRules,
} from '../rules/clientConfig/devMode.cases';
import { inputCases, inputsSecondRun, inputRules } from '../rules/clientConfig/inputs.cases';
import { oauthFieldCases, oauthFieldEdges, oauthFixRules } from '../rules/clientConfig/oauthFields.cases';
import { rootKeyCases, rootKeySecondRun, rootKeyRules } from '../rules/clientConfig/rootKey.cases';
import {
  credentialCases,
  credentialsSecondRun,
  percentEscapes,
  secretRules,
} from '../rules/clientConfig/secrets.cases';
import {
  serverEntriesByDialect,
  serverShapeSecondRun,
  typesAsWritten,
  typeErrors,
  serverShapeRules,
} from '../rules/clientConfig/serverShape.cases';
import { plainHttpCases, toxicFlowCases, typosquatCases, unpinnedCases } from '../rules/clientConfig/supplyChain.cases';
import {
  launchedPackageCases,
  notRegistryNameCases,
  pinnedVersionCases,
} from '../rules/clientConfig/launchedPackage.cases';
import { projectFolders, uvLockTables, versionSources } from '../rules/clientConfig/pinSources.cases';
import { plainHttpEdges } from '../rules/clientConfig/plainHttpCredentials.cases';
import { toxicFlowRoles } from '../rules/clientConfig/toxicFlow.cases';
import { vscodeFieldValues, vscodeInputValues } from '../rules/clientConfig/vscodeFields.cases';
import { movedConfigCases } from '../rules/clientConfig/movedConfig.cases';
import { envFileCases } from '../rules/clientConfig/envFile.cases';

const snapshot = new SnapshotFile(join(REPO_ROOT, 'test/unit/engine/messages/clientConfig.messages.json'));
const FAMILIES = {
  clientFields: [
    fieldsEachClientReads,
    clientFieldsSecondRun,
    ruleCaseTable('client configs: fields a client ignores', clientFieldRules),
  ],
  clientVariables: [
    variablesEachClientReplaces,
    clientVariablesSecondRun,
    ruleCaseTable('client configs: variables per client', clientVariableRules),
  ],
  commandOnPath: [commandsOnThisMachine, commandOnPathSecondRun],
  devMode: [
    devModeOnThisMachine,
    devModeSecondRun,
    noFolderToLookIn,
    watchMatchesNothing,
    ruleCaseTable('client configs: VS Code dev mode', devModeRules),
  ],
  inputs: [inputCases, inputsSecondRun, ruleCaseTable('client configs: VS Code inputs', inputRules)],
  oauthFields: [
    oauthFieldCases,
    oauthFieldEdges,
    ruleCaseTable('MCP721 fixes, each on a failing fixture beside a passing one', oauthFixRules),
  ],
  rootKey: [rootKeyCases, rootKeySecondRun, ruleCaseTable('client configs: root keys', rootKeyRules)],
  secrets: [
    credentialCases,
    credentialsSecondRun,
    percentEscapes,
    ruleCaseTable('MCP713 secrets in plain text', secretRules),
  ],
  serverShape: [
    serverEntriesByDialect,
    serverShapeSecondRun,
    typesAsWritten,
    typeErrors,
    ruleCaseTable('client configs: server entries', serverShapeRules),
  ],
  supplyChain: [typosquatCases, unpinnedCases, plainHttpCases, toxicFlowCases],
  launchedPackage: [launchedPackageCases, notRegistryNameCases, pinnedVersionCases],
  pinSources: [projectFolders, versionSources, uvLockTables],
  plainHttpCredentials: [plainHttpEdges],
  toxicFlow: [toxicFlowRoles],
  vscodeFields: [vscodeFieldValues, vscodeInputValues],
  movedConfig: [movedConfigCases],
  envFile: [envFileCases],
};
for (const [family, tables] of Object.entries(FAMILIES)) describeMessages(snapshot, family, tables);
snapshot.finish();
