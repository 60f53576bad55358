import { canonicalJson, sha256 } from './canonicalJson';
import { lineDiff, type DiffLine } from './lineDiff';

/** The parts of a tool as a server lists it that the approval layer reads (structural: no SDK type here). */
export interface ToolLike {
  readonly name: string;
  /** Anything the server sent: only a string is shown; any value is pinned. */
  readonly title?: unknown;
  readonly description?: unknown;
  readonly inputSchema?: unknown;
  readonly annotations?: unknown;
}

/** What a pin remembers of a tool: the parts whose change makes an approval stale. */
export interface PinnedDefinition {
  readonly name: string;
  readonly description?: unknown;
  readonly inputSchema?: unknown;
  readonly annotations?: unknown;
}

export interface Pin {
  readonly hash: string;
  readonly definition: PinnedDefinition;
}

export type DefinitionField = 'description' | 'inputSchema' | 'annotations';

export interface FieldDiff {
  readonly field: DefinitionField;
  readonly lines: readonly DiffLine[];
}

/** What changed between the pinned definition and the one the server presents now. */
export interface DefinitionDiff {
  readonly fields: readonly FieldDiff[];
}

/** Storage with the shape of `vscode.Memento` (workspaceState), so this module needs no `vscode`. */
export interface MementoLike {
  get<T>(key: string): T | undefined;
  update(key: string, value: unknown): PromiseLike<void>;
}

export function definitionOf(tool: ToolLike): PinnedDefinition {
  return {
    name: tool.name,
    description: tool.description,
    inputSchema: tool.inputSchema,
    annotations: tool.annotations,
  };
}

/** SHA-256 of the canonical JSON of name, description, input schema and annotations. */
export function definitionHash(definition: PinnedDefinition): string {
  const { name, description, inputSchema, annotations } = definition;
  return sha256(canonicalJson({ name, description, inputSchema, annotations }));
}

function fieldText(field: DefinitionField, d: PinnedDefinition): string {
  const value = d[field];
  if (value === undefined) return '(not set)';
  return field === 'description' && typeof value === 'string' ? value : canonicalJson(value, 2);
}

export function diffDefinitions(before: PinnedDefinition, after: PinnedDefinition): DefinitionDiff {
  const fields: FieldDiff[] = [];
  for (const field of ['description', 'inputSchema', 'annotations'] as const) {
    const a = fieldText(field, before);
    const b = fieldText(field, after);
    if (a !== b) fields.push({ field, lines: lineDiff(a, b) });
  }
  return { fields };
}

const STORE_KEY = 'mcpLens.approval.pins';

type PinTable = Record<string, Record<string, Pin>>;

/** Pinned tool definitions per server, kept in the workspace's storage. */
export class PinStore {
  constructor(private readonly memento: MementoLike) {}

  get(serverId: string, toolName: string): Pin | undefined {
    const pin = this.table()[serverId]?.[toolName];
    return pin && typeof pin.hash === 'string' && pin.definition ? pin : undefined;
  }

  async pin(serverId: string, tool: ToolLike): Promise<Pin> {
    const definition = definitionOf(tool);
    const pin: Pin = { hash: definitionHash(definition), definition };
    const table = this.table();
    await this.memento.update(STORE_KEY, { ...table, [serverId]: { ...table[serverId], [tool.name]: pin } });
    return pin;
  }

  async clear(): Promise<void> {
    await this.memento.update(STORE_KEY, undefined);
  }

  private table(): PinTable {
    const t = this.memento.get<PinTable>(STORE_KEY);
    return t && typeof t === 'object' ? t : {};
  }
}
