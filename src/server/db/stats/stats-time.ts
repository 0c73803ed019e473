import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../client';

/**
 * Days of the business time zone. PostgreSQL computes them (`AT TIME ZONE`), never the Node
 * process, whose own zone is irrelevant — but it computes them ONCE per request, in `calendar`,
 * and the statistics queries then compare indexed columns with those instants as constants:
 * a day boundary written as an expression over now() would be re-evaluated for every row, and
 * the planner would have to guess its selectivity (and then sometimes pay for JIT compilation).
 */

/** Today in `tz` as a date expression. */
export const todayIn = (tz: string): SQL => sql`((now() AT TIME ZONE ${tz})::date)`;

/** A date expression `days` days after today in `tz` (negative: before). */
export const todayPlus = (tz: string, days: number): SQL => sql`(${todayIn(tz)} + ${days}::int)`;

/** The instant (timestamptz) at which local day `day` (a date or timestamp expression) starts in `tz`. */
export const dayStart = (day: SQL, tz: string): SQL => sql`((${day})::timestamp AT TIME ZONE ${tz})`;

/** An instant formatted as an ISO-8601 UTC string, the wire format of DESIGN §3. */
export const utcIso = (instant: SQL): SQL =>
  sql`to_char((${instant}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** A date (or timestamp) formatted as "YYYY-MM-DD". */
export const isoDay = (day: SQL): SQL => sql`to_char(${day}, 'YYYY-MM-DD')`;

/** A bound date parameter. */
export const dateParam = (d: string): SQL => sql`${d}::date`;

/** A bound instant, as `calendar` returns them. */
export const at = (iso: string): SQL => sql`${iso}::timestamptz`;

/** Bound instants as one timestamptz[] parameter (ISO strings hold no character an array literal quotes). */
export const atArray = (isos: readonly string[]): SQL => sql`${`{${isos.join(',')}}`}::timestamptz[]`;

export interface CalendarDay {
  /** The local date, "YYYY-MM-DD". */
  day: string;
  /** The instant it starts, ISO-8601 UTC. */
  start: string;
}

/**
 * Local days `first`, `first + 1`, …, `first + count` of `tz` with the instants they start at.
 * One more day than `count`, so the last day asked for also has its end.
 */
export function calendar(db: Db, tz: string, first: SQL, count: number): Promise<CalendarDay[]> {
  return queryRows<CalendarDay>(
    db,
    sql`SELECT ${isoDay(sql`d`)} AS day, ${utcIso(dayStart(sql`d`, tz))} AS start
        FROM generate_series((${first})::timestamp, (${first})::timestamp + make_interval(days => ${count}::int), interval '1 day') AS d
        ORDER BY d`,
  );
}

/** The entry at `i`, which the caller's own `count` guarantees. */
export function dayAt(days: readonly CalendarDay[], i: number): CalendarDay {
  const d = days[i];
  if (!d) throw new Error(`calendar has no day ${i}`);
  return d;
}

/** Calendar arithmetic on "YYYY-MM-DD" (no time zone involved: a date is a date). */
export function addDays(date: string, days: number): string {
  const t = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}
