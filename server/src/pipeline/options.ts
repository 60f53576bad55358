import type { EngineOptions } from '../engine/types';
import type { LensSettings } from '../../../common/protocol/settings';

/** What a checker adds to the settings: what the engine may not find out itself (PATH lookups, the clock, the disk). */
export type EngineExtras = Pick<
  EngineOptions,
  'commandExists' | 'now' | 'extraRules' | 'editorValidatesVsCodeMcpJson' | 'watchedFiles' | 'neighbourFiles'
>;

/** The one way engine options are built from settings, in the editor, the CLI and the live lint. */
export function engineOptionsOf(
  settings: Pick<LensSettings, 'specVersion' | 'rules' | 'checkCommandsOnPath'> &
    Partial<Pick<LensSettings, 'targetHosts'>>,
  extras: EngineExtras = {},
): EngineOptions {
  return {
    specVersion: settings.specVersion,
    rules: settings.rules,
    commandExists: settings.checkCommandsOnPath ? extras.commandExists : undefined,
    now: extras.now,
    extraRules: extras.extraRules,
    editorValidatesVsCodeMcpJson: extras.editorValidatesVsCodeMcpJson,
    watchedFiles: extras.watchedFiles,
    targetHosts: settings.targetHosts,
    neighbourFiles: extras.neighbourFiles,
  };
}
