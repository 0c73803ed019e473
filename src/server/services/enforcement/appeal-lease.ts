import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { cappedCount } from '../../db/keyset';
import { enforcementsWhere } from '../../db/enforcement-rows';
import { claimLeases, heldByOthers, releaseLeases, renewOwnLeases, stillMatching } from '../../db/moderation-leases';
import { intArray } from '../../db/moderation-sql';
import { enforcements } from '../../db/schema/enforcement';
import { retrying } from '../core/transaction';
import { appealItemsOf } from './appeals';
import type { EnforcementContext } from './context';
import type { ApiReply } from '#contract/api';
import { APPEAL_QUEUE } from '#contract/api/enforcement';
import { LEASE_SECONDS } from '#contract/api/moderation-queue';

/** Claiming rounds when appeals are lost to another moderator racing for the same ones. */
const CLAIM_ROUNDS = 5;

/** Pending appeals in `queue_leases` terms: the table, its id and the oldest-first order's time. */
const SOURCE = { table: enforcements, id: enforcements.id, sort: enforcements.appealedAt };

function pendingWhere(accountId: number | undefined): SQL | undefined {
  return and(
    eq(enforcements.appealState, 'pending'),
    isNotNull(enforcements.appealedAt),
    accountId === undefined ? undefined : eq(enforcements.accountId, accountId),
  );
}

/**
 * The caller's hand of pending appeals, oldest first, as the content queues lease theirs
 * (`services/moderation/queue.ts`): the caller's live leases still pending, renewed (those on
 * decided appeals released), then unclaimed appeals up to `count`, never one another moderator
 * holds. Each statement commits on its own; the conditional claim is what keeps hands disjoint.
 */
export function leaseAppeals(
  ctx: EnforcementContext,
  body: { count: number; filters: { accountId?: number | undefined } },
): Promise<ApiReply<'/admins/appeal/lease'>> {
  const { db } = ctx;
  // The appeal queue names no tab: its leases are the moderator's, held by ''.
  const me = { adminId: ctx.actor.adminId, holder: '' };
  const where = pendingWhere(body.filters.accountId);
  return retrying(async () => {
    const expiresAt = new Date(Date.now() + LEASE_SECONDS * 1000).toISOString();
    const renewed = await renewOwnLeases(db, APPEAL_QUEUE, me, LEASE_SECONDS);
    const kept = await stillMatching(db, SOURCE, where, renewed);
    const decided = renewed.filter((id) => !kept.includes(id));
    if (decided.length > 0) await releaseLeases(db, APPEAL_QUEUE, me, decided);

    const hand = [...kept];
    for (let round = 0; round < CLAIM_ROUNDS && hand.length < body.count; round++) {
      const want = body.count - hand.length;
      const { seen, claimed } = await claimLeases(db, {
        queue: APPEAL_QUEUE,
        who: me,
        source: SOURCE,
        where,
        order: 'asc',
        limit: want,
        exclude: hand,
        seconds: LEASE_SECONDS,
      });
      hand.push(...claimed);
      if (seen < want) break;
    }

    const [rows, count, held] = await Promise.all([
      hand.length === 0
        ? Promise.resolve([])
        : enforcementsWhere(db, sql`e.id = ANY(${intArray(hand)})`, sql`e.appealed_at, e.id`, hand.length),
      cappedCount(db, sql`${enforcements}`, where),
      heldByOthers(db, APPEAL_QUEUE, SOURCE, where, me),
    ]);
    return { list: await appealItemsOf(ctx, rows), expiresAt, ...count, heldByOthers: held };
  });
}

/** Gives the caller's appeal leases back: on these appeals, or all. Others' leases are untouched. */
export async function releaseAppeals(ctx: EnforcementContext, ids: number[] | undefined) {
  return { released: await releaseLeases(ctx.db, APPEAL_QUEUE, { adminId: ctx.actor.adminId, holder: '' }, ids) };
}
