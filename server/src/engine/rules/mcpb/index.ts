import type { Rule } from '../../types';
import { assets } from './assets';
import { bundleVariables } from './bundleVariables';
import { manifestShape } from './manifestShape';
import { manifestVersion } from './manifestVersion';
import { metadata } from './metadata';
import { prompts } from './prompts';
import { serverConfig } from './serverConfig';
import { userConfig } from './userConfig';

export const MCPB_RULES: readonly Rule[] = [
  manifestVersion,
  manifestShape,
  serverConfig,
  bundleVariables,
  userConfig,
  prompts,
  assets,
  metadata,
];
