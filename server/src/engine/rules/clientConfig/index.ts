import type { Rule } from '../../types';
import { clientFields } from './clientFields';
import { clientVariables } from './clientVariables';
import { commandOnPath } from './commandOnPath';
import { devMode } from './devMode';
import { envFile } from './envFile';
import { inputs } from './inputs';
import { movedConfig } from './movedConfig';
import { oauthFields } from './oauthFields';
import { plainHttpCredentials } from './plainHttpCredentials';
import { rootKey } from './rootKey';
import { secrets } from './secrets';
import { serverShape } from './serverShape';
import { vscodeFields } from './vscodeFields';
import { toxicFlow } from './toxicFlow';
import { typosquat } from './typosquat';
import { unpinnedPackage } from './unpinnedPackage';

export const CLIENT_CONFIG_RULES: readonly Rule[] = [
  rootKey,
  serverShape,
  inputs,
  clientVariables,
  clientFields,
  oauthFields,
  secrets,
  commandOnPath,
  devMode,
  movedConfig,
  envFile,
  vscodeFields,
  typosquat,
  unpinnedPackage,
  plainHttpCredentials,
  toxicFlow,
];
