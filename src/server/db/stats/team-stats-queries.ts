import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../client';
import { at, atArray } from './stats-time';

/**
 * The team statistics read only the hourly rollups (schema/team-stats.ts), between two instants
 * bound as constants: a 30-day view reads a few thousand rollup rows, never the decisions.
 */
export interface Span {
  start: string;
  end: string;
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
          FROM team_decision_hours WHERE hour >= ${at(s.start)} AND hour < ${at(s.end)}
         GROUP BY admin_id, queue, kind`,
  );

/** Clock hours with a decision, per moderator (the rollup also holds hours with only undos counted). */
export const activeHourRows = (db: Db, s: Span) =>
  queryRows<{ admin_id: number; hours: number }>(
    db,
    sql`SELECT admin_id, count(DISTINCT hour)::int AS hours
          FROM team_decision_hours WHERE hour >= ${at(s.start)} AND hour < ${at(s.end)} AND decisions > 0
         GROUP BY admin_id`,
  );

export const waitRows = (db: Db, s: Span) =>
  queryRows<{ admin_id: number; bucket: number; n: number }>(
    db,
    sql`SELECT admin_id, bucket, sum(n)::int AS n
          FROM team_wait_hours WHERE hour >= ${at(s.start)} AND hour < ${at(s.end)}
         GROUP BY admin_id, bucket`,
  );

/** Per day of `starts` (each day's first instant, plus the end of the last): `day` is its index from 1. */
export const dayRows = (db: Db, starts: readonly string[]) =>
  queryRows<{ day: number; decisions: number; undone: number; overturned: number }>(
    db,
    sql`SELECT width_bucket(hour, ${atArray(starts)}) AS day, sum(decisions)::int AS decisions,
               sum(undone)::int AS undone, sum(overturned)::int AS overturned
          FROM team_decision_hours WHERE hour >= ${at(starts[0]!)} AND hour < ${at(starts[starts.length - 1]!)}
         GROUP BY 1`,
  );

export const adminNames = (db: Db, ids: readonly number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : queryRows<{ id: number; username: string; name: string }>(
        db,
        sql`SELECT id, username, name FROM admins WHERE id = ANY(${`{${ids.join(',')}}`}::int[])`,
      );
