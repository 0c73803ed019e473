import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import type { RegBucketMinutes, RegStatsReply } from '#contract/api/stats';
import { addDays, at, calendar, dateParam, dayAt, dayStart, utcIso } from '../../db/stats/stats-time';

interface BucketRow {
  label: string;
  start: string;
  n: number;
  prev: number;
}

/**
 * Registrations of `date` and of the day before in wall-clock buckets of `minute` minutes.
 * Each row is placed by its local time of day, so on a DST day every registration still lands
 * in exactly one bucket. Only two days of rows are read, through accounts_registered_idx.
 */
export async function regStats(db: Db, tz: string, date: string, minute: RegBucketMinutes): Promise<RegStatsReply> {
  const day = dateParam(date);
  const days = await calendar(db, tz, sql`${day} - 1`, 2);
  // The bucket needs each row's local time of day; the day only a comparison with a constant.
  const local = sql`(a.registered_at AT TIME ZONE ${tz})`;
  const rows = await queryRows<BucketRow>(
    db,
    sql`WITH counted AS (
          SELECT a.registered_at >= ${at(dayAt(days, 1).start)} AS on_date,
                 (extract(hour FROM ${local})::int * 60 + extract(minute FROM ${local})::int) / ${minute}::int AS bucket,
                 count(*)::int AS n
          FROM accounts a
          WHERE a.registered_at >= ${at(dayAt(days, 0).start)} AND a.registered_at < ${at(dayAt(days, 2).start)}
          GROUP BY 1, 2
        )
        SELECT to_char(timestamp '2000-01-01' + g.i * make_interval(mins => ${minute}::int), 'HH24:MI') AS label,
               ${utcIso(dayStart(sql`${day}::timestamp + g.i * make_interval(mins => ${minute}::int)`, tz))} AS start,
               coalesce(sum(c.n) FILTER (WHERE c.on_date), 0)::int AS n,
               coalesce(sum(c.n) FILTER (WHERE NOT c.on_date), 0)::int AS prev
        FROM generate_series(0, 1440 / ${minute}::int - 1) AS g(i)
        LEFT JOIN counted c ON c.bucket = g.i
        GROUP BY g.i
        ORDER BY g.i`,
  );
  const counts = rows.map((r) => r.n);
  const previousCounts = rows.map((r) => r.prev);
  return {
    timeZone: tz,
    date,
    previousDate: addDays(date, -1),
    minute,
    labels: rows.map((r) => r.label),
    starts: rows.map((r) => r.start),
    counts,
    previousCounts,
    total: sum(counts),
    previousTotal: sum(previousCounts),
  };
}

export const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);
