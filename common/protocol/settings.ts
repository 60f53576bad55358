import { DEFAULT_TARGET_HOSTS, isHostId, type HostId } from '../formats/hosts';
import { isSpecRevision, type SpecRevision } from '../formats/revisions';
import { SEVERITIES, type SeveritySetting } from './severity';

export type { SeveritySetting } from './severity';

/**
 * The `mcpLens.*` settings the language server, the CLI (`.mcplensrc.json`) and the extension share.
 * Read and checked in one place per side: `normalizeSettings` here, `client/src/config.ts` in VS Code.
 */
export interface LensSettings {
  /** Target MCP revision when the document does not name one. */
  readonly specVersion: SpecRevision | 'auto';
  /** Severity per rule code, e.g. { "MCP204": "off" }. */
  readonly rules: Readonly<Record<string, SeveritySetting>>;
  /** Glob → document kind, for files detection cannot recognise. */
  readonly files: Readonly<Record<string, string>>;
  /** Documents larger than this (in characters) are not analysed; a diagnostic says so. */
  readonly maxDocumentSize: number;
  /** Whether a stdio `command` is looked up on PATH. */
  readonly checkCommandsOnPath: boolean;
  /** Inlay hint with the effective behaviour beside each tool. */
  readonly effectiveBehaviourHints: boolean;
  /** How long one step of a document's analysis (its parse, one rule) may run before it is stopped and the document reported not checked. */
  readonly analysisTimeLimitSeconds: number;
  /** The hosts the author targets: the host-profile rules (MCP122–MCP124) report only for these. */
  readonly targetHosts: readonly HostId[];
}

export const DEFAULT_SETTINGS: LensSettings = {
  specVersion: 'auto',
  rules: {},
  files: {},
  maxDocumentSize: 16 * 1024 * 1024,
  checkCommandsOnPath: true,
  effectiveBehaviourHints: true,
  analysisTimeLimitSeconds: 15,
  targetHosts: DEFAULT_TARGET_HOSTS,
};

const SEVERITY_SETTINGS = new Set<string>(['off', ...SEVERITIES]);

/** Turns whatever a client or config file sent into valid settings; bad values fall back to defaults. */
export function normalizeSettings(raw: unknown): LensSettings {
  const r = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const rules: Record<string, SeveritySetting> = {};
  if (r.rules && typeof r.rules === 'object') {
    for (const [code, sev] of Object.entries(r.rules as Record<string, unknown>)) {
      if (typeof sev === 'string' && SEVERITY_SETTINGS.has(sev.toLowerCase())) {
        rules[code.toUpperCase()] = sev.toLowerCase() as SeveritySetting;
      }
    }
  }
  const files: Record<string, string> = {};
  if (r.files && typeof r.files === 'object') {
    for (const [glob, kind] of Object.entries(r.files as Record<string, unknown>)) {
      if (typeof kind === 'string') files[glob] = kind;
    }
  }
  const spec = r.specVersion;
  const size = r.maxDocumentSize;
  const limit = r.analysisTimeLimitSeconds;
  return {
    specVersion: spec === 'auto' || isSpecRevision(spec) ? spec : DEFAULT_SETTINGS.specVersion,
    rules,
    files,
    maxDocumentSize: typeof size === 'number' && size > 0 ? size : DEFAULT_SETTINGS.maxDocumentSize,
    checkCommandsOnPath:
      typeof r.checkCommandsOnPath === 'boolean' ? r.checkCommandsOnPath : DEFAULT_SETTINGS.checkCommandsOnPath,
    effectiveBehaviourHints:
      typeof r.effectiveBehaviourHints === 'boolean'
        ? r.effectiveBehaviourHints
        : DEFAULT_SETTINGS.effectiveBehaviourHints,
    analysisTimeLimitSeconds:
      typeof limit === 'number' && limit > 0 && Number.isFinite(limit)
        ? limit
        : DEFAULT_SETTINGS.analysisTimeLimitSeconds,
    targetHosts: targetHostsOf(r.targetHosts),
  };
}

/** A list of known host ids, each once; unknown entries are dropped, and anything but an array is the default. */
function targetHostsOf(raw: unknown): readonly HostId[] {
  if (!Array.isArray(raw)) return DEFAULT_SETTINGS.targetHosts;
  return [...new Set(raw.filter(isHostId))];
}
