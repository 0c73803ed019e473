import { and, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cappedCount } from '../../db/keyset';
import { rowsByIds, type ListSource } from '../../db/moderation-list-query';
import { QUEUE_SOURCES } from '../../db/moderation-sources';
import { claimLeases, heldByOthers, releaseLeases, renewOwnLeases, stillMatching } from '../../db/moderation-leases';
import type { ApiReply } from '#contract/api';
import { LEASE_SECONDS, type LeaseRequest } from '#contract/api/moderation-queue';
import type { ModerationQueue } from '#contract/api/moderation-filters';
import type { Actor } from '../../domain/actor';
import { retrying } from '../core/transaction';
import { logReportedMessageReads } from './private-reads';
import type { ReportRow } from '#contract/api/moderation-rows';
import { reportLeaseGroups } from '../../db/report-lease-groups';
import { targetKey } from '../../db/moderation-report-targets';
import { announceReleased } from '../../db/live-rows';
import { queueTargetMinutes } from '../../db/team-targets';
import type { ListOrder } from '../../db/queue-order';
import type { ClassifierLabel } from '#contract/classifier';

type LeaseReply = ApiReply<'/admins/queue/lease'>;

/** Rounds of claiming when items are lost to other moderators racing for the same ones. */
const CLAIM_ROUNDS = 5;

/**
 * The caller's hand in a queue: first their own live leases that still match the filters, renewed
 * (leases on items that no longer match — already decided — are released), then newly claimed
 * items up to `count`, never one the caller says it is `done` with. Each statement commits on its
 * own, so no lock is held across them; the claim itself is what guarantees exclusivity (see
 * claimLeases).
 *
 * Leases are the caller's tab's (`req.holder`): another tab of the same moderator is "another"
 * here as another moderator is. The report queue leases by target (db/report-lease-groups.ts): a report whose target another
 * holder holds reports of is not claimed, the rest of each target the hand holds is claimed with
 * it even past `count`, and the list holds whole targets, each target's reports together.
 */
export function lease(db: Db, req: LeaseRequest, actor: Actor): Promise<LeaseReply> {
  return retrying(async () => {
    const expiresAt = new Date(Date.now() + LEASE_SECONDS * 1000).toISOString();
    // The source is the one of `req.queue`, so it takes `req.filters`; TypeScript cannot see that.
    const source: ListSource<LeaseRequest['filters'], { id: number }> = QUEUE_SOURCES[req.queue];
    const where = and(...source.where(req.filters));
    const me = { adminId: actor.adminId, holder: req.holder };
    const groups = req.queue === 'report' ? reportLeaseGroups(req.filters, me) : null;
    const order = orderOf(req);

    // Riskiest first: strikes that expired since the last look leave the scores before the claim.
    if (req.order === 'risk') await db.execute(sql`SELECT risk_expire_strikes()`);
    const renewed = await renewOwnLeases(db, req.queue, me, LEASE_SECONDS);
    const done = new Set(req.done);
    const kept = (await stillMatching(db, source, where, renewed)).filter((id) => !done.has(id));
    const decided = renewed.filter((id) => !kept.includes(id));
    if (decided.length > 0) await releaseLeases(db, req.queue, me, decided);

    const hand = [...kept];
    const fresh = groups ? await groups.claimRest(db, kept, req.done, LEASE_SECONDS) : [];
    hand.push(...fresh);
    for (let round = 0; round < CLAIM_ROUNDS && hand.length < req.count; round++) {
      const want = req.count - hand.length;
      const { seen, claimed } = await claimLeases(db, {
        queue: req.queue,
        who: me,
        source,
        where: and(
          groups ? and(where, groups.notHeldByOthers) : where,
          req.order === 'risk' ? source.riskWhere : undefined,
        ),
        order,
        limit: want,
        exclude: [...hand, ...req.done],
        seconds: LEASE_SECONDS,
        ...(groups && { grow: groups.grow([...hand], req.done) }),
      });
      hand.push(...claimed);
      fresh.push(...claimed);
      if (seen < want) break;
    }
    const given = new Set(groups ? await groups.yieldShared(db, fresh) : []);

    const [rows, count, held, targetMinutes] = await Promise.all([
      rowsByIds(db, source, given.size > 0 ? hand.filter((id) => !given.has(id)) : hand, order),
      cappedCount(db, sql`${source.table}`, where),
      groups ? groups.heldByOthers(db) : heldByOthers(db, req.queue, source, where, me),
      queueTargetMinutes(db, req.queue),
    ]);
    const list = groups ? wholeTargets(rows as ReportRow[], req.count) : rows.slice(0, req.count);
    if (req.queue === 'report') await logReportedMessageReads(db, actor, list as ReportRow[], 'queue');
    // Rows are of `req.queue`'s list; TypeScript cannot tie the two together here.
    return { queue: req.queue, list, expiresAt, ...count, heldByOthers: held, targetMinutes } as LeaseReply;
  });
}

/** The order the lease runs: "by a label's score" takes its label from the filters (the body's check). */
function orderOf(req: LeaseRequest): ListOrder {
  if (req.order !== 'label') return req.order;
  const label = (req.filters as { classifierLabel?: ClassifierLabel }).classifierLabel;
  if (label === undefined) throw new Error('a lease by label score without a classifierLabel filter');
  return { label };
}

/**
 * The first `count` targets of the hand, each with all its reports, where its first report is.
 * The client shows a target as one card, which must not lack reports this admin holds. A claim
 * takes fewer new targets than the hand lacks reports, so no target claimed now is left out.
 */
function wholeTargets(rows: ReportRow[], count: number): ReportRow[] {
  const groups = new Map<string, ReportRow[]>();
  for (const r of rows) {
    const key = targetKey(r.targetType, r.targetId);
    const group = groups.get(key);
    if (group) group.push(r);
    else if (groups.size < count) groups.set(key, [r]);
  }
  return [...groups.values()].flat();
}

/** Hands the caller's leases back (these items, or all) and says so on the live stream, once they are free. */
export async function release(db: Db, queue: ModerationQueue, ids: number[] | undefined, holder: string, actor: Actor) {
  const released = await releaseLeases(db, queue, { adminId: actor.adminId, holder }, ids);
  if (released > 0) await announceReleased(db, queue, actor.adminId, holder, released);
  return { released };
}
