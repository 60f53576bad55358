import type { Rule } from '../../types';
import { argumentsRule } from './arguments';
import { icons } from './icons';
import { legacyKeys } from './legacyKeys';
import { packages } from './packages';
import { publishPreflight } from './publishPreflight';
import { schemaVersion } from './schemaVersion';
import { serverIdentity } from './serverIdentity';
import { templates } from './templates';

export const SERVER_JSON_RULES: readonly Rule[] = [
  schemaVersion,
  serverIdentity,
  packages,
  argumentsRule,
  templates,
  icons,
  legacyKeys,
  publishPreflight,
];
