import type { Db } from '../../db/client';
import { leaseIntoHand } from '../../db/hand-leases';
import { LEASE_SECONDS } from '#contract/api/moderation-queue';
import type { HeldElsewhere } from '#contract/api/moderation-bulk';
import type { ModerationQueue } from '#contract/api/moderation-filters';
import type { Actor } from '../../domain/actor';
import type { Outcome } from './change-rows';

/** A write from a queue tab's hand (an undo): the tab's lease holder id. */
export interface FromHand {
  holder?: string | undefined;
}

/**
 * The rows a write from a queue tab's hand leaves changed or already so go back into that hand
 * held, as leased items are: an undo makes its items wait again, and an item waiting unleased
 * would be handed to the next moderator who leases while it sits in this tab's hand.
 *
 * Taken here, in the write's transaction, and not by the client leasing the ids once the undo has
 * answered: between that answer and such a lease the item waits free, and any claim may take it.
 * Here a claim that reads before this commits sees the item still decided, one after sees this
 * lease; an item its decision left waiting (enabled, still pending) is free to both, and the two
 * conditional inserts meet on its lease row, which one of them gets. Another holder's live lease
 * is never taken over: the undo still applies, the item is theirs, and `heldByOthers` says so.
 */
export async function backInHand(
  tx: Db,
  queue: ModerationQueue,
  from: FromHand,
  actor: Actor,
  outcome: Pick<Outcome, 'changed' | 'unchanged'>,
): Promise<{ heldByOthers?: HeldElsewhere }> {
  if (from.holder === undefined) return {};
  const who = { adminId: actor.adminId, holder: from.holder };
  return {
    heldByOthers: await leaseIntoHand(tx, queue, who, LEASE_SECONDS, [...outcome.changed, ...outcome.unchanged]),
  };
}
