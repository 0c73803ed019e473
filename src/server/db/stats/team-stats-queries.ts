import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../client';
import { at, atArray } from './stats-time';

/**
 * The team statistics read only the rollups (schema/team-stats.ts), between instants bound as
 * constants. A period is cut into whole UTC days, read from the daily rollups, and the hours
 * before the first and after the last of them, read from the hourly ones: a 30-day view reads
 * a day's worth of hourly rows and 29 days of daily ones, never the decisions.
 */
export interface Span {
  start: string;
  end: string;
}

const DAY_MS = 86_400_000;

/** Whole UTC days inside [start, end), as dates, and the hours around them; days null when none fits. */
export function splitSpan(s: Span): { days: { from: string; to: string } | null; hours: Span[] } {
  const start = Date.parse(s.start);
  const end = Date.parse(s.end);
  const firstDay = Math.ceil(start / DAY_MS) * DAY_MS;
  const lastDay = Math.floor(end / DAY_MS) * DAY_MS;
  if (firstDay >= lastDay) return { days: null, hours: [s] };
  const iso = (t: number) => new Date(t).toISOString();
  return {
    days: { from: iso(firstDay).slice(0, 10), to: iso(lastDay).slice(0, 10) },
    hours: [
      { start: s.start, end: iso(firstDay) },
      { start: iso(lastDay), end: s.end },
    ].filter((h) => h.start < h.end),
  };
}

/** Rows of an hourly table in the span's edge hours, and of its daily twin in the whole days. */
function spanRows(s: Span, columns: SQL, hourly: string, daily: string): SQL {
  const { days, hours } = splitSpan(s);
  const parts = hours.map(
    (h) => sql`SELECT ${columns} FROM ${sql.identifier(hourly)} WHERE hour >= ${at(h.start)} AND hour < ${at(h.end)}`,
  );
  if (days)
    parts.push(
      sql`SELECT ${columns} FROM ${sql.identifier(daily)} WHERE day >= ${days.from}::date AND day < ${days.to}::date`,
    );
  return sql.join(parts, sql` UNION ALL `);
}

export interface KindRow {
  admin_id: number;
  queue: string;
  kind: string;
  decisions: number;
  undone: number;
  overturned: number;
}

export const kindRows = (db: Db, s: Span) =>
  queryRows<KindRow>(
    db,
    sql`SELECT admin_id, queue, kind, sum(decisions)::int AS decisions, sum(undone)::int AS undone,
               sum(overturned)::int AS overturned
          FROM (${spanRows(s, sql`admin_id, queue, kind, decisions, undone, overturned`, 'team_decision_hours', 'team_decision_days')}) x
         GROUP BY admin_id, queue, kind`,
  );

/**
 * The wait histogram per moderator: bucket rows of the edge hours, and the daily arrays of the
 * whole days unnested (element i is bucket i - 1), summed together.
 */
export const waitRows = (db: Db, s: Span) => {
  const { days, hours } = splitSpan(s);
  const parts = hours.map(
    (h) => sql`SELECT admin_id, bucket, n FROM team_wait_hours WHERE hour >= ${at(h.start)} AND hour < ${at(h.end)}`,
  );
  if (days)
    parts.push(
      sql`SELECT w.admin_id, (e.i - 1)::smallint AS bucket, e.n
            FROM team_wait_days w CROSS JOIN LATERAL unnest(w.hist) WITH ORDINALITY AS e(n, i)
           WHERE w.day >= ${days.from}::date AND w.day < ${days.to}::date AND e.n > 0`,
    );
  return queryRows<{ admin_id: number; bucket: number; n: number }>(
    db,
    sql`SELECT admin_id, bucket, sum(n)::int AS n FROM (${sql.join(parts, sql` UNION ALL `)}) x GROUP BY admin_id, bucket`,
  );
};

/** Clock hours with a decision, per moderator. */
export const activeHourRows = (db: Db, s: Span) =>
  queryRows<{ admin_id: number; hours: number }>(
    db,
    sql`SELECT admin_id, count(*)::int AS hours
          FROM team_admin_hours WHERE hour >= ${at(s.start)} AND hour < ${at(s.end)} AND decisions > 0
         GROUP BY admin_id`,
  );

/** Per day of `starts` (each day's first instant, plus the end of the last): `day` is its index from 1. */
export const dayRows = (db: Db, starts: readonly string[]) =>
  queryRows<{ day: number; decisions: number; undone: number; overturned: number }>(
    db,
    sql`SELECT width_bucket(hour, ${atArray(starts)}) AS day, sum(decisions)::int AS decisions,
               sum(undone)::int AS undone, sum(overturned)::int AS overturned
          FROM team_admin_hours WHERE hour >= ${at(starts[0]!)} AND hour < ${at(starts[starts.length - 1]!)}
         GROUP BY 1`,
  );

export const adminNames = (db: Db, ids: readonly number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : queryRows<{ id: number; username: string; name: string }>(
        db,
        sql`SELECT id, username, name FROM admins WHERE id = ANY(${`{${ids.join(',')}}`}::int[])`,
      );
