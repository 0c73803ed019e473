import { sql, type SQL } from 'drizzle-orm';

/**
 * SQL fragments for days of the business time zone. Days are computed by PostgreSQL (`AT TIME
 * ZONE`), never by the Node process, whose own zone is irrelevant. Indexed timestamp columns are
 * only ever compared with such instants, never wrapped in a function, so range scans stay usable.
 */

/** Today in `tz` as a date. */
export const todayIn = (tz: string): SQL => sql`((now() AT TIME ZONE ${tz})::date)`;

/** The instant (timestamptz) at which local day `day` (a date expression) starts in `tz`. */
export const dayStart = (day: SQL, tz: string): SQL => sql`((${day})::timestamp AT TIME ZONE ${tz})`;

/** A date expression `days` days after today in `tz` (negative: before). */
export const todayPlus = (tz: string, days: number): SQL => sql`(${todayIn(tz)} + ${days}::int)`;

/** An instant formatted as an ISO-8601 UTC string, the wire format of DESIGN §3. */
export const utcIso = (instant: SQL): SQL => sql`to_char((${instant}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** A date (or timestamp) formatted as "YYYY-MM-DD". */
export const isoDay = (day: SQL): SQL => sql`to_char(${day}, 'YYYY-MM-DD')`;

/** A bound date parameter. */
export const dateParam = (d: string): SQL => sql`${d}::date`;

/** Calendar arithmetic on "YYYY-MM-DD" (no time zone involved: a date is a date). */
export function addDays(date: string, days: number): string {
  const t = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}
