// The protocol eras a server can be started in, with no dependency: the activation bundle reads the setting with these.

export const PROTOCOL_ERAS = ['auto', 'legacy', 'modern'] as const;
export type ProtocolEra = (typeof PROTOCOL_ERAS)[number];
/** The era a session turned out to speak. */
export type DetectedEra = Exclude<ProtocolEra, 'auto'>;

export function isProtocolEra(value: unknown): value is ProtocolEra {
  return typeof value === 'string' && (PROTOCOL_ERAS as readonly string[]).includes(value);
}

/** How a start reaches its server: the era chosen, and for auto what it found the last time. */
export interface EraPlan {
  readonly era: ProtocolEra;
  /** Auto found this server modern before: it is tried on the modern path first, the full probe only if that fails. */
  readonly knownModern?: boolean;
}
