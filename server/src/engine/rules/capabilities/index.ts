import type { Rule } from '../../types';
import { appResources } from './appResources';
import { appTools } from './appTools';
import { contentAnnotations } from './contentAnnotations';
import { contentBlocks } from './contentBlocks';
import { descriptionHygiene } from './descriptionHygiene';
import { hostProfiles } from './hostProfiles';
import { icons } from './icons';
import { prompts } from './prompts';
import { resources } from './resources';
import { specRevision } from './specRevision';
import { toolAnnotations } from './toolAnnotations';
import { toolDefinitions } from './toolDefinitions';
import { toolSchemas } from './toolSchemas';

export const CAPABILITY_RULES: readonly Rule[] = [
  specRevision,
  icons,
  toolDefinitions,
  toolSchemas,
  toolAnnotations,
  contentAnnotations,
  resources,
  appTools,
  appResources,
  prompts,
  contentBlocks,
  descriptionHygiene,
  hostProfiles,
];
