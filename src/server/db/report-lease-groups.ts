import { and, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { queryRows, type Db } from './client';
import { reports } from './schema/reports';
import { reportWhere } from './moderation-report-rows';
import { claimItems, heldBy, notLeasedByOthers, type LeaseHolder } from './moderation-leases';
import { intArray } from './moderation-sql';
import { LEASE_TARGET_REPORTS_MAX, type HeldByOthers } from '#contract/api/moderation-queue';
import type { ReportFilters } from '#contract/api/moderation-filters';

const QUEUE = 'report';

/** Another report than the one a statement is about, read beside it (`FROM reports sibling`). */
const sibling = alias(reports, 'sibling');

/**
 * The report queue leases by target: the reports against one target (type and id) that match the
 * filters are one group, held by one moderator. These are the pieces of a lease that see groups,
 * bound to the caller and the filters of one lease call.
 */
export function reportLeaseGroups(filters: ReportFilters, who: LeaseHolder) {
  const where = and(...reportWhere(reports, filters));
  const siblingWhere = and(...reportWhere(sibling, filters));
  const free = notLeasedByOthers(QUEUE, reports, who);

  /**
   * A report of the same target as the statement's `reports` row that matches the filters and is
   * under another admin's live lease, or null. A scalar subquery, like notLeasedByOthers and for
   * the same reason: per candidate, one walk of reports_target_idx with a primary-key probe of the
   * leases for each report found, never a join over every lease.
   */
  const heldSibling = sql`(SELECT sibling.id FROM reports sibling
    WHERE ${and(
      sql`${sibling.targetType} = ${reports.targetType} AND ${sibling.targetId} = ${reports.targetId}`,
      siblingWhere,
      sql`NOT ${notLeasedByOthers(QUEUE, sibling, who)}`,
    )} LIMIT 1)`;

  /**
   * The reports the caller may take of the seeds' targets (`seeds`: a condition on `s.id`, the
   * seed reports): matching, not leased by another, not in `exclude`; per target, the lowest ids
   * up to LEASE_TARGET_REPORTS_MAX less what `hand` already holds of it.
   */
  const groupsOf = (seeds: SQL, hand: number[], exclude: number[]): SQL =>
    sql`SELECT g.id FROM (
          SELECT ${reports.id} AS id, ${reports.targetType} AS target_type, ${reports.targetId} AS target_id,
            row_number() OVER (PARTITION BY ${reports.targetType}, ${reports.targetId} ORDER BY ${reports.id}) AS n
          FROM reports
          WHERE ${and(
            sql`(${reports.targetType}, ${reports.targetId}) IN (SELECT s.target_type, s.target_id FROM reports s WHERE ${seeds})`,
            where,
            free,
            sql`${reports.id} <> ALL(${intArray(exclude)})`,
          )}
        ) g
        WHERE g.n <= ${LEASE_TARGET_REPORTS_MAX} - (SELECT count(*) FROM reports h
          WHERE h.id = ANY(${intArray(hand)}) AND h.target_type = g.target_type AND h.target_id = g.target_id)`;

  return {
    /** For the claim's WHERE: no other admin holds part of this report's group. */
    notHeldByOthers: sql`${heldSibling} IS NULL`,

    /** For claimLeases' `grow`: the candidates' whole groups. */
    grow: (hand: number[], done: number[]) => (candidates: SQL) =>
      groupsOf(sql`s.id IN (${candidates})`, hand, [...hand, ...done]),

    /** Claims what the caller may take of the groups it holds (reports filed since, or let go by others). */
    claimRest(db: Db, hand: number[], done: number[], seconds: number): Promise<number[]> {
      if (hand.length === 0) return Promise.resolve([]);
      return claimItems(
        db,
        QUEUE,
        who,
        seconds,
        groupsOf(sql`s.id = ANY(${intArray(hand)})`, hand, [...hand, ...done]),
      );
    },

    /**
     * Gives back the reports among `claimed` (this call's) whose group another admin also claimed
     * meanwhile. Each claim reads the leases as of its own start, so two admins starting together
     * can each claim part of a group the other has not committed yet; both claims commit before
     * either check runs, so the later check always sees the other's and at least one gives way.
     * The leases are locked in item order, as claims lock them, so that a claim meeting them
     * waits instead of deadlocking.
     */
    async yieldShared(db: Db, claimed: number[]): Promise<number[]> {
      if (claimed.length === 0) return [];
      const rows = await queryRows<{ item_id: number }>(
        db,
        sql`DELETE FROM queue_leases WHERE queue = ${QUEUE} AND item_id IN (
              SELECT l.item_id FROM queue_leases l JOIN reports ON ${reports.id} = l.item_id
              WHERE l.queue = ${QUEUE} AND ${heldBy('l', who)} AND l.item_id = ANY(${intArray(claimed)})
                AND ${heldSibling} IS NOT NULL
              ORDER BY l.item_id FOR UPDATE OF l)
            RETURNING item_id`,
      );
      return rows.map((r) => r.item_id);
    },

    /**
     * Matching reports the caller cannot have because of others, how many other admins hold them
     * and how many of the caller's other tabs:
     * those of every group another admin holds part of (leased or not), less the caller's own.
     */
    async heldByOthers(db: Db): Promise<HeldByOthers> {
      const [row] = await queryRows<HeldByOthers>(
        db,
        sql`WITH held AS MATERIALIZED (
              SELECT DISTINCT ${reports.targetType} AS target_type, ${reports.targetId} AS target_id, l.admin_id, l.holder
              FROM queue_leases l JOIN reports ON ${reports.id} = l.item_id
              WHERE ${and(sql`l.queue = ${QUEUE} AND l.expires_at > now() AND NOT ${heldBy('l', who)}`, where)}
            )
            SELECT (SELECT count(*)::int FROM reports WHERE ${and(
              sql`(${reports.targetType}, ${reports.targetId}) IN (SELECT target_type, target_id FROM held)`,
              where,
              // Its live lease, if any, is not the caller's: a primary-key probe per report.
              sql`NOT coalesce((SELECT ${heldBy('m', who)} FROM queue_leases m WHERE m.queue = ${QUEUE}
                    AND m.item_id = ${reports.id} AND m.expires_at > now()), false)`,
            )}) AS items,
            (SELECT count(DISTINCT admin_id)::int FROM held WHERE admin_id <> ${who.adminId}) AS moderators,
            (SELECT count(DISTINCT holder)::int FROM held WHERE admin_id = ${who.adminId}) AS "ownTabs"`,
      );
      return { items: row?.items ?? 0, moderators: row?.moderators ?? 0, ownTabs: row?.ownTabs ?? 0 };
    },
  };
}
