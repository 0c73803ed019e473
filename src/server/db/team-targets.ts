import { getTableName, sql, type SQL } from 'drizzle-orm';
import { BREACH_LIST_MAX, TEAM_QUEUES, type TeamQueue } from '#contract/api/team-stats-kinds';
import { queryRows, type Db } from './client';
import { MODERATED } from './moderation-tables';
import { BACKLOG_CAP } from './queue-backlog';

export interface TargetRow {
  queue: TeamQueue;
  target_minutes: number;
  version: number;
  updated_at: string;
  updated_by: string | null;
}

export interface QueueStandRow extends TargetRow {
  waiting: number;
  oldest: number;
  breaches: number;
  /** The oldest breaches as JSON: [{id, at}], oldest first. */
  list: { id: number; at: string }[] | null;
}

/** What waits in a queue and since when: the (status, time, id) index every queue has answers it. */
function waitingIn(queue: TeamQueue): { table: SQL; waiting: SQL; since: SQL } {
  if (queue === 'appeal')
    return { table: sql`enforcements`, waiting: sql`appeal_state = 'pending'`, since: sql`appealed_at` };
  const table = sql`${sql.identifier(getTableName(MODERATED[queue].table))}`;
  const waiting = queue === 'report' ? sql`status = 'OPEN'` : sql`audit_status = 'PENDING'`;
  return { table, waiting, since: sql`created_at` };
}

const iso = (e: SQL) => sql`to_char((${e}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Every queue's target with its backlog now: waiting items and breaches (waiting longer than the
 * target) each counted up to BACKLOG_CAP, the oldest item's age, and the oldest breaches. One
 * statement; each part walks one index and stops early.
 */
export function readQueueStand(db: Db): Promise<QueueStandRow[]> {
  const parts = TEAM_QUEUES.map((queue) => {
    const { table, waiting, since } = waitingIn(queue);
    const cutoff = sql`now() - make_interval(mins => g.target_minutes)`;
    return sql`SELECT g.queue, g.target_minutes, g.version, ${iso(sql`g.updated_at`)} AS updated_at,
      a.username AS updated_by,
      (SELECT count(*) FROM (SELECT 1 FROM ${table} WHERE ${waiting} LIMIT ${BACKLOG_CAP}) x)::int AS waiting,
      coalesce(extract(epoch FROM now() - (SELECT min(${since}) FROM ${table} WHERE ${waiting})), 0)::float8 AS oldest,
      (SELECT count(*) FROM (SELECT 1 FROM ${table} WHERE ${waiting} AND ${since} < ${cutoff} LIMIT ${BACKLOG_CAP}) x)::int AS breaches,
      (SELECT json_agg(json_build_object('id', b.id, 'at', ${iso(sql`b.since`)}) ORDER BY b.since, b.id)
         FROM (SELECT id, ${since} AS since FROM ${table} WHERE ${waiting} AND ${since} < ${cutoff}
                ORDER BY ${since}, id LIMIT ${BREACH_LIST_MAX}) b) AS list
      FROM team_queue_targets g LEFT JOIN admins a ON a.id = g.updated_by WHERE g.queue = ${queue}`;
  });
  return queryRows<QueueStandRow>(db, sql.join(parts, sql` UNION ALL `));
}

export async function lockTarget(db: Db, queue: TeamQueue): Promise<TargetRow | undefined> {
  const [row] = await queryRows<TargetRow>(
    db,
    sql`SELECT queue, target_minutes, version, ${iso(sql`updated_at`)} AS updated_at, NULL AS updated_by
          FROM team_queue_targets WHERE queue = ${queue} FOR UPDATE`,
  );
  return row;
}

/** Sets a queue's target (inserting it if the queue had none), bumping its version. */
export async function writeTarget(db: Db, queue: TeamQueue, minutes: number, adminId: number): Promise<TargetRow> {
  const [row] = await queryRows<TargetRow>(
    db,
    sql`INSERT INTO team_queue_targets AS g (queue, target_minutes, updated_by) VALUES (${queue}, ${minutes}, ${adminId})
        ON CONFLICT (queue) DO UPDATE SET target_minutes = excluded.target_minutes, updated_by = excluded.updated_by,
          updated_at = now(), version = g.version + 1
        RETURNING queue, target_minutes, version, ${iso(sql`updated_at`)} AS updated_at,
          (SELECT username FROM admins WHERE id = ${adminId}) AS updated_by`,
  );
  return row!;
}

/** A queue's waiting-time target in minutes (what a queue card's clock runs against), or null. */
export async function queueTargetMinutes(db: Db, queue: string): Promise<number | null> {
  const [row] = await queryRows<{ target_minutes: number }>(
    db,
    sql`SELECT target_minutes FROM team_queue_targets WHERE queue = ${queue}`,
  );
  return row?.target_minutes ?? null;
}
