// The message layer of the capability rules (tools, resources, prompts, content): what each finding of the rule tests'
// documents says (its severity, message, tags and fixes' titles), against capabilities.messages.json. The rule tests
// pin codes, spans and fixed text; `UPDATE_SNAPSHOTS=1 npm test -- engine/messages` rewrites the snapshot from what the
// rules say now.
import { join } from 'node:path';
import { REPO_ROOT } from '../../../helpers/paths';
import { SnapshotFile } from '../../../helpers/snapshot';
import { describeMessages, ruleCaseTable } from '../ruleCases';
import {
  uiResourceMimeTypes,
  uiMetaFieldTypes,
  cspDomainLists,
  uiPermissions,
  uiResourceRules,
} from '../rules/capabilities/appResources.cases';
import { toolMetaUiEdges, inServerCode, appToolRules } from '../rules/capabilities/appTools.cases';
import { contentAnnotationEdges, aDayAfterNow } from '../rules/capabilities/contentAnnotations.cases';
import { contentBlockEdges } from '../rules/capabilities/contentBlocks.cases';
import { hygieneEdges } from '../rules/capabilities/descriptionHygiene.cases';
import { hostProfileFindings, hostProfileRules } from '../rules/capabilities/hostProfiles.cases';
import { iconEdges } from '../rules/capabilities/icons.cases';
import { promptEdges } from '../rules/capabilities/prompts.cases';
import { resourceEdges } from '../rules/capabilities/resources.cases';
import { revisionEdges, whatIsAResult } from '../rules/capabilities/specRevision.cases';
import { toolAnnotationEdges, unusualTools } from '../rules/capabilities/toolAnnotations.cases';
import { toolDefinitionEdges, hintsOutsideAnnotations } from '../rules/capabilities/toolDefinitions.cases';
import { toolSchemaEdges } from '../rules/capabilities/toolSchemas.cases';

const snapshot = new SnapshotFile(join(REPO_ROOT, 'test/unit/engine/messages/capabilities.messages.json'));
const FAMILIES = {
  appResources: [
    uiResourceMimeTypes,
    uiMetaFieldTypes,
    cspDomainLists,
    uiPermissions,
    ruleCaseTable('MCP Apps: the UI resource (MCP414–MCP416)', uiResourceRules),
  ],
  appTools: [toolMetaUiEdges, inServerCode, ruleCaseTable('MCP Apps: the tool side (MCP117–MCP121)', appToolRules)],
  contentAnnotations: [contentAnnotationEdges, aDayAfterNow],
  contentBlocks: [contentBlockEdges],
  descriptionHygiene: [hygieneEdges],
  hostProfiles: [hostProfileFindings, ruleCaseTable('host profiles (MCP122–MCP124)', hostProfileRules)],
  icons: [iconEdges],
  prompts: [promptEdges],
  resources: [resourceEdges],
  specRevision: [revisionEdges, whatIsAResult],
  toolAnnotations: [toolAnnotationEdges, unusualTools],
  toolDefinitions: [toolDefinitionEdges, hintsOutsideAnnotations],
  toolSchemas: [toolSchemaEdges],
};
for (const [family, tables] of Object.entries(FAMILIES)) describeMessages(snapshot, family, tables);
snapshot.finish();
