import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parse, printParseErrorCode, type ParseError } from 'jsonc-parser';
import { DEFAULT_SETTINGS, normalizeSettings, type LensSettings } from '../../common/protocol/settings';

export const RC_FILE = '.mcplensrc.json';

/** Settings read from a configuration file, and where they came from. */
export interface FoundSettings {
  readonly settings: LensSettings;
  /** The file that supplied them; undefined when no file was found (defaults). */
  readonly source: string | undefined;
}

/** A configuration file that exists but cannot be used: an error the user must fix (exit code 2). */
export class ConfigFileError extends Error {}

/**
 * Finds a path's settings, shaped as the editor's `mcpLens.*`, in the nearest folder at or above it that has a
 * `.mcplensrc.json` or a `package.json` with an `mcpLens` key (in one folder, `.mcplensrc.json` wins).
 */
export class SettingsResolver {
  private readonly byFolder = new Map<string, FoundSettings | undefined>();

  constructor(private readonly cwd: string) {}

  /** Settings for a file: from its folder upward, else from the working folder upward, else the defaults. */
  forFile(file: string): FoundSettings {
    return this.fromFolder(dirname(resolve(this.cwd, file))) ?? this.forWorkingFolder();
  }

  forWorkingFolder(): FoundSettings {
    return this.fromFolder(this.cwd) ?? { settings: DEFAULT_SETTINGS, source: undefined };
  }

  private fromFolder(folder: string): FoundSettings | undefined {
    if (this.byFolder.has(folder)) return this.byFolder.get(folder);
    const found = readFolder(folder) ?? (dirname(folder) === folder ? undefined : this.fromFolder(dirname(folder)));
    this.byFolder.set(folder, found);
    return found;
  }
}

function readFolder(folder: string): FoundSettings | undefined {
  const rc = join(folder, RC_FILE);
  const rcText = readIfExists(rc);
  if (rcText !== undefined) return { settings: normalizeSettings(parseJson(rc, rcText)), source: rc };
  const pkg = join(folder, 'package.json');
  const pkgText = readIfExists(pkg);
  if (pkgText === undefined) return undefined;
  let manifest: unknown;
  try {
    manifest = JSON.parse(pkgText);
  } catch {
    return undefined; // a broken package.json is not ours to report; it just holds no settings
  }
  if (!manifest || typeof manifest !== 'object' || !('mcpLens' in manifest)) return undefined;
  const section = (manifest as { mcpLens: unknown }).mcpLens;
  if (!section || typeof section !== 'object' || Array.isArray(section)) {
    throw new ConfigFileError(`${pkg}: "mcpLens" must be an object of settings.`);
  }
  return { settings: normalizeSettings(section), source: `${pkg}#mcpLens` };
}

function readIfExists(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'ENOTDIR') {
      return undefined;
    }
    throw new ConfigFileError(`${file}: cannot be read (${(error as Error).message}).`);
  }
}

function parseJson(file: string, text: string): unknown {
  const errors: ParseError[] = [];
  const value = parse(text, errors, { allowTrailingComma: true, disallowComments: false });
  if (errors.length) {
    throw new ConfigFileError(
      `${file}: not valid JSON (${printParseErrorCode(errors[0]!.error)} at offset ${errors[0]!.offset}).`,
    );
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new ConfigFileError(`${file}: must hold an object of settings, e.g. { "rules": { "MCP302": "warning" } }.`);
  }
  return value;
}
