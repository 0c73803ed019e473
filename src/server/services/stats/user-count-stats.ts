import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import type { UserCountStatsReply } from '#contract/api/stats';
import { at, atArray, calendar, dayAt, todayPlus } from '../../db/stats/stats-time';

const SERIES_DAYS = 30;

interface FiguresRow {
  total: number;
  certified: number;
  vip: number;
  banned: number;
  active_today: number;
  active_7d: number;
  active_30d: number;
  /** Accounts registered after today's end (clock skew, imports): not in any day of the series. */
  later: number;
}

/**
 * Account figures. Totals come from account_tallies (kept by triggers; a count over 1M rows is
 * too slow); activity is one index-only range scan of accounts_last_active_idx; the daily series
 * is one index-only range count per day on accounts_registered_idx, days being the constants
 * `calendar` computed.
 */
export async function userCountStats(db: Db, tz: string): Promise<UserCountStatsReply> {
  // Day i of the series starts at days[i]; days[SERIES_DAYS] is tomorrow, the end of today.
  const days = await calendar(db, tz, todayPlus(tz, -(SERIES_DAYS - 1)), SERIES_DAYS);
  const since = (daysAgo: number) => at(dayAt(days, SERIES_DAYS - 1 - daysAgo).start);
  const starts = days.slice(0, SERIES_DAYS).map((d) => d.start);
  const ends = days.slice(1).map((d) => d.start);
  const figures = queryRows<FiguresRow>(
    db,
    sql`SELECT t.total, t.certified, t.vip, t.banned, act.active_today, act.active_7d, act.active_30d,
          (SELECT count(*) FROM accounts WHERE registered_at >= ${at(dayAt(days, SERIES_DAYS).start)})::int AS later
        FROM (SELECT coalesce(sum(total), 0)::float8 AS total, coalesce(sum(certified), 0)::float8 AS certified,
                     coalesce(sum(vip), 0)::float8 AS vip, coalesce(sum(banned), 0)::float8 AS banned
              FROM account_tallies) t,
             (SELECT count(*) FILTER (WHERE last_active_at >= ${since(0)})::int AS active_today,
                     count(*) FILTER (WHERE last_active_at >= ${since(6)})::int AS active_7d,
                     count(*)::int AS active_30d
              FROM accounts WHERE last_active_at >= ${since(SERIES_DAYS - 1)}) act`,
  );
  const series = queryRows<{ registered: number }>(
    db,
    sql`SELECT (SELECT count(*) FROM accounts a WHERE a.registered_at >= b.s AND a.registered_at < b.e)::int AS registered
        FROM unnest(${atArray(starts)}, ${atArray(ends)}) WITH ORDINALITY AS b(s, e, i)
        ORDER BY b.i`,
  );
  const [[f], perDay] = await Promise.all([figures, series]);
  if (!f) throw new Error('user-count figures query returned no row');
  const registered = perDay.map((d) => d.registered);
  // Accounts up to the end of day i = all accounts − those registered after it, walked backwards.
  const total: number[] = new Array<number>(registered.length);
  let running = f.total - f.later;
  for (let i = registered.length - 1; i >= 0; i--) {
    total[i] = running;
    running -= registered[i] ?? 0;
  }
  return {
    timeZone: tz,
    today: dayAt(days, SERIES_DAYS - 1).day,
    total: f.total,
    newToday: registered[registered.length - 1] ?? 0,
    activeToday: f.active_today,
    active7d: f.active_7d,
    active30d: f.active_30d,
    certified: f.certified,
    vip: f.vip,
    banned: f.banned,
    series: { labels: days.slice(0, SERIES_DAYS).map((d) => d.day), registered, total },
  };
}
