import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import type { SourceStatsReply } from '#contract/api/stats';
import { addDays, at, calendar, dateParam, dayAt } from '../../db/stats/stats-time';

interface SourceCountRow {
  source: string;
  n: number;
  prev: number;
}

/**
 * Registrations of `date` and of the day before, per source. The distinct sources are walked
 * through accounts_source_registered_idx one index probe each (a "loose index scan"), and each
 * source's two days are then counted from the same index — no row of the table is visited, so
 * the cost follows the number of sources, not of accounts.
 */
export async function sourceStats(db: Db, tz: string, date: string): Promise<SourceStatsReply> {
  const days = await calendar(db, tz, sql`${dateParam(date)} - 1`, 2);
  const previousStart = at(dayAt(days, 0).start);
  const start = at(dayAt(days, 1).start);
  const end = at(dayAt(days, 2).start);
  const rows = await queryRows<SourceCountRow>(
    db,
    sql`WITH RECURSIVE sources AS (
          (SELECT source FROM accounts ORDER BY source LIMIT 1)
          UNION ALL
          SELECT (SELECT a.source FROM accounts a WHERE a.source > s.source ORDER BY a.source LIMIT 1)
          FROM sources s WHERE s.source IS NOT NULL
        ),
        counted AS (
          SELECT s.source,
            (SELECT count(*) FROM accounts a WHERE a.source = s.source AND a.registered_at >= ${start} AND a.registered_at < ${end})::int AS n,
            (SELECT count(*) FROM accounts a WHERE a.source = s.source AND a.registered_at >= ${previousStart} AND a.registered_at < ${start})::int AS prev
          FROM sources s WHERE s.source IS NOT NULL
        )
        SELECT source, n, prev FROM counted WHERE n > 0 OR prev > 0 ORDER BY n DESC, source`,
  );
  const total = rows.reduce((a, r) => a + r.n, 0);
  const previousTotal = rows.reduce((a, r) => a + r.prev, 0);
  return {
    timeZone: tz,
    date,
    previousDate: addDays(date, -1),
    total,
    previousTotal,
    sources: rows.map((r) => ({
      source: r.source,
      count: r.n,
      previous: r.prev,
      share: total === 0 ? 0 : r.n / total,
      change: r.n - r.prev,
      changeRate: r.prev === 0 ? null : (r.n - r.prev) / r.prev,
    })),
  };
}
