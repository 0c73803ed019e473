import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from './client';
import { claimItems, heldBy, type LeaseHolder } from './moderation-leases';
import { intArray } from './moderation-sql';
import { reports } from './schema/reports';
import { reportLeaseGroups } from './report-lease-groups';
import { defaultQueueFilter, QUEUE_FILTERS } from '#contract/api/moderation-filters';
import type { HeldElsewhere } from '#contract/api/moderation-bulk';

/**
 * Leases `ids` of the queue to `who` for `seconds`, inside the caller's transaction: the rows a
 * write put back into that tab's hand. The claim is claimLeases' conditional insert, so a live
 * lease of another holder is never taken over; in the report queue a report is also left alone
 * while another holder holds an open report of its target (a target is one moderator's card).
 * Answers what another holder keeps, and who, as a lease counts them.
 */
export async function leaseIntoHand(
  tx: Db,
  queue: string,
  who: LeaseHolder,
  seconds: number,
  ids: number[],
): Promise<HeldElsewhere> {
  const named = sql`SELECT unnest(${intArray(ids)}) AS id`;
  const claimable =
    queue === 'report'
      ? sql`SELECT ${reports.id} AS id FROM reports WHERE ${reports.id} = ANY(${intArray(ids)}) AND ${
          reportLeaseGroups(QUEUE_FILTERS.report.parse(defaultQueueFilter('report')), who).notHeldByOthers
        }`
      : named;
  const held = new Set(ids.length > 0 ? await claimItems(tx, queue, who, seconds, claimable) : []);
  const others = ids.filter((id) => !held.has(id));
  if (others.length === 0) return { ids: [], items: 0, moderators: 0, ownTabs: 0 };
  // In the report queue the holder may hold the target's other open reports, not these.
  const leased: SQL =
    queue === 'report'
      ? sql`SELECT sibling.id FROM reports r JOIN reports sibling
              ON sibling.target_type = r.target_type AND sibling.target_id = r.target_id
            WHERE r.id = ANY(${intArray(others)}) AND sibling.status = ${defaultQueueFilter('report').status}`
      : sql`SELECT unnest(${intArray(others)})`;
  const [row] = await queryRows<{ moderators: number; ownTabs: number }>(
    tx,
    sql`SELECT count(DISTINCT l.admin_id) FILTER (WHERE l.admin_id <> ${who.adminId})::int AS moderators,
          count(DISTINCT l.holder) FILTER (WHERE l.admin_id = ${who.adminId})::int AS "ownTabs"
        FROM queue_leases l
        WHERE l.queue = ${queue} AND l.expires_at > now() AND NOT ${heldBy('l', who)} AND l.item_id IN (${leased})`,
  );
  return { ids: others, items: others.length, moderators: row?.moderators ?? 0, ownTabs: row?.ownTabs ?? 0 };
}
