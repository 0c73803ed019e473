import type { ModerationQueue } from '#contract/api/moderation-kinds';
import { LIVE_TICKET_SECONDS, PRESENCE_TTL_SECONDS, type LivePresence } from '#contract/live-events';
import type { Db } from '../../db/client';
import { insertTicket, presenceIn, setPresence } from '../../db/live-rows';
import type { Actor } from '../../domain/actor';
import { hashToken, newToken } from '../../lib/tokens';

/** A single-use ticket for one event stream of the caller's session; only its hash is stored. */
export async function issueStreamTicket(db: Db, actor: Actor): Promise<{ ticket: string; expiresInSeconds: number }> {
  const ticket = newToken();
  await insertTicket(db, hashToken(ticket), actor.session.sessionId, LIVE_TICKET_SECONDS);
  return { ticket, expiresInSeconds: LIVE_TICKET_SECONDS };
}

/**
 * Records where the caller's tab is and answers who else is in that queue. Not in the action log:
 * it is a heartbeat, not an action, and it expires by itself.
 */
export async function updatePresence(
  db: Db,
  actor: Actor,
  where: { queue: ModerationQueue | null; itemId: number | null },
): Promise<{ people: LivePresence[] }> {
  const { sessionId, adminId } = actor.session;
  await setPresence(db, { sessionId, adminId, queue: where.queue, itemId: where.queue === null ? null : where.itemId });
  if (where.queue === null) return { people: [] };
  const people = await presenceIn(db, where.queue, PRESENCE_TTL_SECONDS);
  return { people: people.filter((p) => p.id !== adminId) };
}
