// The message layer of the server.json rules: what each finding of the rule tests' documents says (its severity,
// message, tags and fixes' titles), against serverJson.messages.json. The rule tests pin codes, spans and fixed text;
// `UPDATE_SNAPSHOTS=1 npm test -- engine/messages` rewrites the snapshot from what the rules say now.
import { join } from 'node:path';
import { REPO_ROOT } from '../../../helpers/paths';
import { SnapshotFile } from '../../../helpers/snapshot';
import { describeMessages, ruleCaseTable } from '../ruleCases';
import {
  argumentFixes,
  variablesAreInputs,
  headerNameCase,
  argumentTypeGuess,
  namedArgumentNames,
  valueRepeatsFlag,
  valueIsAString,
  transportHeaderNames,
  argumentRules,
  argumentEdgeRules,
} from '../rules/serverJson/arguments.cases';
import {
  iconFixes,
  iconOverHttp,
  iconMimeTypeGuess,
  mimeTypeByExtension,
  iconRules,
  iconEdgeRules,
} from '../rules/serverJson/icons.cases';
import { legacyKeyFixes, renamedKeys, legacyKeyEdgeRules, legacyKeyRules } from '../rules/serverJson/legacyKeys.cases';
import {
  packageFixes,
  listsOfNonObjects,
  registryBaseUrls,
  runtimeHints,
  mcpbIdentifiers,
  transportTypes,
  hashEdges,
  packageRules,
  packageEdgeRules,
} from '../rules/serverJson/packages.cases';
import { publishPreflightFindings, publishPreflightRules } from '../rules/serverJson/publishPreflight.cases';
import { schemaFixes, schemaVersionRules, schemaVersionEdgeRules } from '../rules/serverJson/schemaVersion.cases';
import {
  websiteFixes,
  deprecatedKeys,
  identityRules,
  identityEdgeRules,
} from '../rules/serverJson/serverIdentity.cases';
import {
  unusedVariables,
  undeclaredVariables,
  templateRules,
  templateEdgeRules,
} from '../rules/serverJson/templates.cases';

const snapshot = new SnapshotFile(join(REPO_ROOT, 'test/unit/engine/messages/serverJson.messages.json'));
const FAMILIES = {
  arguments: [
    argumentFixes,
    variablesAreInputs,
    headerNameCase,
    argumentTypeGuess,
    namedArgumentNames,
    valueRepeatsFlag,
    valueIsAString,
    transportHeaderNames,
    ruleCaseTable('server.json: arguments and inputs', argumentRules),
    ruleCaseTable('server.json: arguments, variables and inputs at their edges', argumentEdgeRules),
  ],
  icons: [
    iconFixes,
    iconOverHttp,
    iconMimeTypeGuess,
    mimeTypeByExtension,
    ruleCaseTable('server.json: icons and legacy keys', iconRules),
    ruleCaseTable('server.json: icons at their edges', iconEdgeRules),
  ],
  legacyKeys: [
    legacyKeyFixes,
    renamedKeys,
    ruleCaseTable('server.json: pre-camelCase keys at their edges', legacyKeyEdgeRules),
    ruleCaseTable('server.json: icons and legacy keys', legacyKeyRules),
  ],
  packages: [
    packageFixes,
    listsOfNonObjects,
    registryBaseUrls,
    runtimeHints,
    mcpbIdentifiers,
    transportTypes,
    hashEdges,
    ruleCaseTable('server.json: packages and transports', packageRules),
    ruleCaseTable('server.json: packages and transports at their edges', packageEdgeRules),
  ],
  publishPreflight: [
    publishPreflightFindings,
    ruleCaseTable('server.json: registry preflight (MCP823–MCP825)', publishPreflightRules),
  ],
  schemaVersion: [
    schemaFixes,
    ruleCaseTable('server.json: $schema', schemaVersionRules),
    ruleCaseTable('server.json: $schema at its edges', schemaVersionEdgeRules),
  ],
  serverIdentity: [
    websiteFixes,
    deprecatedKeys,
    ruleCaseTable('server.json: identity', identityRules),
    ruleCaseTable('server.json: identity at its edges', identityEdgeRules),
  ],
  templates: [
    unusedVariables,
    undeclaredVariables,
    ruleCaseTable('server.json: arguments and inputs', templateRules),
    ruleCaseTable('server.json: URL and value variables at their edges', templateEdgeRules),
  ],
};
for (const [family, tables] of Object.entries(FAMILIES)) describeMessages(snapshot, family, tables);
snapshot.finish();
