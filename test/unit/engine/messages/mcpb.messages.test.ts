// The message layer of the MCPB manifest rules: what each finding of the rule tests' documents says (its severity,
// message, tags and fixes' titles), against mcpb.messages.json. The rule tests pin codes, spans and fixed text;
// `UPDATE_SNAPSHOTS=1 npm test -- engine/messages` rewrites the snapshot from what the rules say now.
import { join } from 'node:path';
import { REPO_ROOT } from '../../../helpers/paths';
import { SnapshotFile } from '../../../helpers/snapshot';
import { describeMessages, ruleCaseTable } from '../ruleCases';
import { assetEdges, iconsAndLocalization, assetRules } from '../rules/mcpb/assets.cases';
import { variableCases, variableEdges, bundleVariableRules } from '../rules/mcpb/bundleVariables.cases';
import {
  manifestShapeEdges,
  requiredFieldsRemoved,
  wrongKinds,
  urlsAndEmail,
  unknownKeys,
  newerFields,
  manifestShapeRules,
} from '../rules/mcpb/manifestShape.cases';
import { manifestVersionCases, manifestVersionEdges, manifestVersionRules } from '../rules/mcpb/manifestVersion.cases';
import { notSemver, rangesRejected, metadataRules } from '../rules/mcpb/metadata.cases';
import { promptCases, promptEdges, promptRules } from '../rules/mcpb/prompts.cases';
import { serverConfigCases, serverConfigEdges, serverConfigRules } from '../rules/mcpb/serverConfig.cases';
import { userConfigCases, userConfigEdges, userConfigRules } from '../rules/mcpb/userConfig.cases';

const snapshot = new SnapshotFile(join(REPO_ROOT, 'test/unit/engine/messages/mcpb.messages.json'));
const FAMILIES = {
  assets: [
    assetEdges,
    iconsAndLocalization,
    ruleCaseTable('MCP Bundle manifest: prompts, icons, metadata', assetRules),
  ],
  bundleVariables: [
    variableCases,
    variableEdges,
    ruleCaseTable('MCP Bundle manifest: variables and user_config', bundleVariableRules),
  ],
  manifestShape: [
    manifestShapeEdges,
    requiredFieldsRemoved,
    wrongKinds,
    urlsAndEmail,
    unknownKeys,
    newerFields,
    ruleCaseTable('MCP Bundle manifest: shape', manifestShapeRules),
  ],
  manifestVersion: [
    manifestVersionCases,
    manifestVersionEdges,
    ruleCaseTable('MCP Bundle manifest: versions', manifestVersionRules),
  ],
  metadata: [notSemver, rangesRejected, ruleCaseTable('MCP Bundle manifest: prompts, icons, metadata', metadataRules)],
  prompts: [promptCases, promptEdges, ruleCaseTable('MCP Bundle manifest: prompts, icons, metadata', promptRules)],
  serverConfig: [serverConfigCases, serverConfigEdges, ruleCaseTable('MCP Bundle manifest: server', serverConfigRules)],
  userConfig: [
    userConfigCases,
    userConfigEdges,
    ruleCaseTable('MCP Bundle manifest: variables and user_config', userConfigRules),
  ],
};
for (const [family, tables] of Object.entries(FAMILIES)) describeMessages(snapshot, family, tables);
snapshot.finish();
