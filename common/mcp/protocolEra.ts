/**
 * The protocol era of a server's start: auto (ask `initialize`, and go modern only when the server refuses it naming
 * modern revisions), legacy (`initialize` only) or modern (`server/discover` only). docs/protocol-revisions.md.
 */
import { SdkError, SdkErrorCode } from '@modelcontextprotocol/client';
import { ERA_CHOICE } from './errorCodes';
import { CancelledError } from './errors';
import { FIRST_MODERN_REVISION, isModernRevision, modernRevisionsSpoken, revisionToPin } from './modernSession';
import type { Session } from './session';
import type { DetectedEra, EraPlan } from './protocolEraNames';
import type { Logger } from './types';

export { isProtocolEra, PROTOCOL_ERAS, type DetectedEra, type EraPlan, type ProtocolEra } from './protocolEraNames';

export function eraOfRevision(revision: string): DetectedEra {
  return isModernRevision(revision) ? 'modern' : 'legacy';
}

/** The two ways connect.ts reaches a server, and how it reads a refused `initialize`. */
export interface EraPaths {
  legacy(): Promise<void>;
  modern(pin: string): Promise<void>;
  /**
   * The modern revisions a server named when it refused `initialize` (-32022), [] for a refusal only a modern server
   * sends that names none (-32020, header mismatch), undefined for any other error.
   */
  modernRevisionsOffered(e: unknown): string[] | undefined;
}

/** Connects on the path the plan says, or throws why not, in words that say which era to choose instead. */
export async function connectInEra(session: Session, plan: EraPlan, logger: Logger, paths: EraPaths): Promise<void> {
  const newest = modernRevisionsSpoken()[0] ?? FIRST_MODERN_REVISION;
  if (plan.era === 'modern') {
    try {
      return await paths.modern(newest);
    } catch (e) {
      if (session.closed || !isNotModernAnswer(e)) throw e;
      // the attempt ends here, so that how its process ended does not hide the reason
      await session.discardAttempt();
      throw new Error(notModernMessage(e));
    }
  }
  if (plan.era === 'auto' && plan.knownModern) {
    try {
      return await paths.modern(newest);
    } catch (e) {
      if (session.closed || !isNotModernAnswer(e)) throw e;
      logger.info(
        `The server was modern at its last start, but it did not answer server/discover as one now; asking initialize`,
      );
      await nextAttempt(session);
    }
  }
  try {
    await paths.legacy();
  } catch (e) {
    const offered = session.closed ? undefined : paths.modernRevisionsOffered(e);
    if (!offered) throw e;
    if (!offered.length) return await modernWithoutNamedRevisions(session, plan, logger, paths, newest);
    const pin = revisionToPin(offered);
    if (!pin) {
      throw new Error(
        `The server speaks only ${offered.join(', ')}, which MCP Lens does not ` +
          `(it speaks ${[...modernRevisionsSpoken(), '2025-11-25 and earlier'].join(', ')})`,
      );
    }
    if (plan.era === 'legacy') {
      await session.discardAttempt();
      throw new Error(legacyRefusedMessage(offered));
    }
    logger.info(
      `The server refused initialize: it speaks only ${offered.join(', ')}; connecting again with protocol ${pin}`,
    );
    await nextAttempt(session);
    await paths.modern(pin);
  }
}

/** After a refusal of `initialize` that only a modern server sends but that names no revision: server/discover. */
async function modernWithoutNamedRevisions(
  session: Session,
  plan: EraPlan,
  logger: Logger,
  paths: EraPaths,
  newest: string,
): Promise<void> {
  const refusal = 'with a header mismatch (-32020), which only a modern server sends';
  if (plan.era === 'legacy') {
    await session.discardAttempt();
    throw new Error(
      `The server refused initialize ${refusal}. Its protocol era is set to legacy, which asks initialize only; ` +
        `choose modern or auto for it (${ERA_CHOICE})`,
    );
  }
  logger.info(`The server refused initialize ${refusal}; connecting again with protocol ${newest}`);
  await nextAttempt(session);
  try {
    await paths.modern(newest);
  } catch (e) {
    if (session.closed || !isNotModernAnswer(e)) throw e;
    await session.discardAttempt();
    const why = e instanceof Error ? e.message.replace(/^Version negotiation failed: /, '') : String(e);
    throw new Error(
      `The server refused initialize ${refusal}, but it does not speak ${newest} either: ${why}. ` +
        `MCP Lens speaks ${[...modernRevisionsSpoken(), '2025-11-25 and earlier'].join(', ')}`,
    );
  }
}

async function nextAttempt(session: Session): Promise<void> {
  await session.discardAttempt();
  if (session.closed) throw new CancelledError('start');
}

/** The 2.x client's answer when a server does not answer `server/discover` as a modern one (pin mode). */
export function isNotModernAnswer(e: unknown): boolean {
  return (
    e instanceof SdkError &&
    e.code === SdkErrorCode.EraNegotiationFailed &&
    /did not offer pinned protocol version|before the server offered pinned protocol version/.test(e.message)
  );
}

function notModernMessage(e: unknown): string {
  const why = e instanceof Error ? e.message.replace(/^Version negotiation failed: /, '') : String(e);
  return (
    `The server does not speak the modern era (${modernRevisionsSpoken().join(', ')}): ${why}. ` +
    `Its protocol era is set to modern, which sends server/discover and never initialize; ` +
    `choose legacy or auto for it (${ERA_CHOICE})`
  );
}

function legacyRefusedMessage(offered: readonly string[]): string {
  return (
    `The server refused initialize: it speaks only ${offered.join(', ')}, the modern era. ` +
    `Its protocol era is set to legacy, which asks initialize only; choose modern or auto for it (${ERA_CHOICE})`
  );
}
