import { and, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from './client';
import { idIn, intArray } from './moderation-sql';
import type { ListSource } from './moderation-list-query';
import { orderByOf, type ListOrder } from './queue-order';
import type { HeldByOthers } from '#contract/api/moderation-queue';

/**
 * Who holds a lease: a moderator's tab (issue 38). Two tabs of one moderator are two holders, each
 * with its own hand, as two moderators are; `holder` is '' for a caller that names none.
 */
export interface LeaseHolder {
  adminId: number;
  holder: string;
}

/** The lease row `alias` is held by `who`. */
export function heldBy(alias: string, who: LeaseHolder): SQL {
  const l = sql.raw(alias);
  return sql`(${l}.admin_id = ${who.adminId} AND ${l}.holder = ${who.holder})`;
}

/** What leasing needs of a list: its table, id and creation time (for the oldest-first order). */
type Source = Pick<ListSource<never, unknown>, 'table' | 'id' | 'sort'>;

/**
 * The item is not under a live lease of another admin (an expired lease is nobody's). Written as a
 * scalar subquery, not NOT EXISTS: the planner cannot turn it into an anti-join, so it stays one
 * primary-key probe per candidate, which is what a LIMITed walk down the queue index wants. (As
 * an anti-join, with stale statistics on a small leases table, it became a nested loop over
 * every lease for every candidate: 470 ms with 2 500 leases.)
 */
export function notLeasedByOthers(queue: string, source: Pick<Source, 'id'>, who: LeaseHolder): SQL {
  return sql`(SELECT l.admin_id FROM queue_leases l WHERE l.queue = ${queue} AND l.item_id = ${source.id}
    AND l.expires_at > now() AND NOT ${heldBy('l', who)}) IS NULL`;
}

const interval = (seconds: number) => sql.raw(`interval '${Math.trunc(seconds)} seconds'`);

/**
 * Leases on the items `ids` (a SELECT of one `id` column) to the caller, answering those it got:
 * the conditional insert described at claimLeases.
 */
function insertLeases(queue: string, who: LeaseHolder, seconds: number, ids: SQL): SQL {
  return sql`INSERT INTO queue_leases (queue, item_id, admin_id, holder, expires_at)
          SELECT ${queue}, id, ${who.adminId}, ${who.holder}, now() + ${interval(seconds)} FROM ${ids} ORDER BY id
          ON CONFLICT (queue, item_id) DO UPDATE
            SET admin_id = EXCLUDED.admin_id, holder = EXCLUDED.holder, expires_at = EXCLUDED.expires_at
            WHERE queue_leases.expires_at <= now() OR ${heldBy('queue_leases', who)}
          RETURNING item_id`;
}

/** Extends the caller's live leases in the queue; returns the items they cover. */
export async function renewOwnLeases(db: Db, queue: string, who: LeaseHolder, seconds: number): Promise<number[]> {
  const rows = await queryRows<{ item_id: number }>(
    db,
    sql`UPDATE queue_leases SET expires_at = now() + ${interval(seconds)}
        WHERE queue = ${queue} AND ${heldBy('queue_leases', who)} AND expires_at > now()
        RETURNING item_id`,
  );
  return rows.map((r) => r.item_id);
}

/** Which of these items still match the filters. */
export async function stillMatching(db: Db, source: Source, where: SQL | undefined, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT ${source.id} AS id FROM ${source.table} WHERE ${and(idIn(source.id, ids), where)}`,
  );
  return rows.map((r) => r.id);
}

/**
 * Claims up to `limit` matching items in the queue's order (oldest, newest or riskiest first), skipping items under another's
 * live lease and those in `exclude`. The claim is conditional: when two admins race for an item,
 * the second INSERT waits on the first's row and its ON CONFLICT update only applies if the lease
 * it then sees is expired or its own, so no item is ever handed to two admins. Leases are written
 * in item order so that racing claims queue up rather than deadlock. `seen` is how many candidates
 * there were: fewer than `limit` means the queue is exhausted; more than were claimed means some
 * were lost to a race and another round may find others. `grow`, given the candidates (a SELECT
 * of their ids), names the items to claim instead: the report queue's whole groups, claimed in
 * the same statement so that two admins racing for one group meet on its lowest item.
 */
export async function claimLeases(
  db: Db,
  args: {
    queue: string;
    who: LeaseHolder;
    source: Source;
    where: SQL | undefined;
    order: ListOrder;
    limit: number;
    exclude: number[];
    seconds: number;
    grow?: (candidates: SQL) => SQL;
  },
): Promise<{ seen: number; claimed: number[] }> {
  const { queue, who, source } = args;
  const where = and(
    args.where,
    notLeasedByOthers(queue, source, who),
    sql`${source.id} <> ALL(${intArray(args.exclude)})`,
  );
  const [row] = await queryRows<{ seen: number; claimed: number[] }>(
    db,
    sql`WITH candidates AS MATERIALIZED (
          SELECT ${source.id} AS id FROM ${source.table} WHERE ${where}
          ORDER BY ${sql.join(orderByOf(source, args.order), sql`, `)} LIMIT ${args.limit}
        ), claimed AS (
          ${insertLeases(queue, who, args.seconds, args.grow ? sql`(${args.grow(sql`SELECT id FROM candidates`)}) grown` : sql`candidates`)}
        )
        SELECT (SELECT count(*)::int FROM candidates) AS seen,
               coalesce((SELECT json_agg(item_id) FROM claimed), '[]'::json) AS claimed`,
  );
  return row ?? { seen: 0, claimed: [] };
}

/** Claims these items (a SELECT of one `id` column) as claimLeases does; answers those the caller got. */
export async function claimItems(
  db: Db,
  queue: string,
  who: LeaseHolder,
  seconds: number,
  ids: SQL,
): Promise<number[]> {
  const rows = await queryRows<{ item_id: number }>(
    db,
    sql`WITH claimed AS (${insertLeases(queue, who, seconds, sql`(${ids}) items`)}) SELECT item_id FROM claimed`,
  );
  return rows.map((r) => r.item_id);
}

/** Drops the caller's leases in the queue: on these items, or all. Others' leases are untouched. */
export async function releaseLeases(db: Db, queue: string, who: LeaseHolder, ids?: number[]): Promise<number> {
  const rows = await queryRows<{ item_id: number }>(
    db,
    sql`DELETE FROM queue_leases WHERE queue = ${queue} AND ${heldBy('queue_leases', who)}
        ${ids ? sql`AND item_id = ANY(${intArray(ids)})` : sql``} RETURNING item_id`,
  );
  return rows.length;
}

/**
 * Matching items under a live lease of another holder: how many, how many other moderators hold
 * them (admins, whatever their tabs), and how many of the caller's own other tabs do.
 */
export async function heldByOthers(
  db: Db,
  queue: string,
  source: Source,
  where: SQL | undefined,
  who: LeaseHolder,
): Promise<HeldByOthers> {
  const [row] = await queryRows<HeldByOthers>(
    db,
    sql`SELECT count(*)::int AS items,
          count(DISTINCT l.admin_id) FILTER (WHERE l.admin_id <> ${who.adminId})::int AS moderators,
          count(DISTINCT l.holder) FILTER (WHERE l.admin_id = ${who.adminId})::int AS "ownTabs"
        FROM queue_leases l JOIN ${source.table} ON ${source.id} = l.item_id
        WHERE ${and(sql`l.queue = ${queue} AND l.expires_at > now() AND NOT ${heldBy('l', who)}`, where)}`,
  );
  return { items: row?.items ?? 0, moderators: row?.moderators ?? 0, ownTabs: row?.ownTabs ?? 0 };
}
