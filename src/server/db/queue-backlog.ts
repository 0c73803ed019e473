import { getTableName, sql } from 'drizzle-orm';
import { MODERATION_QUEUES, type ModerationQueue } from '#contract/api/moderation-kinds';
import { TOTAL_CAP } from '#contract/api/list';
import { queryRows, type Db } from './client';
import { MODERATED } from './moderation-tables';

export interface QueueBacklog {
  queue: ModerationQueue;
  /** Items waiting for a decision, counted up to BACKLOG_CAP; a larger backlog reads BACKLOG_CAP. */
  waiting: number;
  /** Age of the oldest waiting item, 0 when none waits. */
  oldestSeconds: number;
}

/** Counting stops here, as list totals do: each count reads at most this many index entries. */
export const BACKLOG_CAP = TOTAL_CAP + 1;

/**
 * What waits in every moderation queue, in one statement. Each count walks the queue's
 * (status, created_at, id) index and stops at BACKLOG_CAP; each oldest is one probe of that index.
 */
export async function readQueueBacklog(db: Db): Promise<QueueBacklog[]> {
  const parts = MODERATION_QUEUES.map((queue) => {
    const t = sql.identifier(getTableName(MODERATED[queue].table));
    const waiting = queue === 'report' ? sql`status = 'OPEN'` : sql`audit_status = 'PENDING'`;
    return sql`SELECT ${queue}::text AS queue,
      (SELECT count(*) FROM (SELECT 1 FROM ${t} WHERE ${waiting} LIMIT ${BACKLOG_CAP}) x)::int AS waiting,
      coalesce(extract(epoch FROM now() - (SELECT min(created_at) FROM ${t} WHERE ${waiting})), 0)::float8 AS oldest`;
  });
  const rows = await queryRows<{ queue: ModerationQueue; waiting: number; oldest: number }>(
    db,
    sql.join(parts, sql` UNION ALL `),
  );
  return rows.map((r) => ({
    queue: r.queue,
    waiting: Number(r.waiting),
    oldestSeconds: Math.max(0, Number(r.oldest)),
  }));
}
