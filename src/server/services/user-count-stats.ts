import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import type { UserCountStatsReply } from '../../contract/api/stats';
import { dayStart, isoDay, todayIn, todayPlus } from './stats-time';

const SERIES_DAYS = 30;

interface FiguresRow {
  today: string;
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

interface DayRow {
  label: string;
  registered: number;
}

/**
 * Account figures. Totals come from account_tallies (kept by triggers; a count over 1M rows is
 * too slow); activity is one index-only range scan of accounts_last_active_idx; the daily series
 * is one index-only range count per day on accounts_registered_idx.
 */
export async function userCountStats(db: Db, tz: string): Promise<UserCountStatsReply> {
  const since = (days: number) => dayStart(todayPlus(tz, -days), tz);
  const figures = queryRows<FiguresRow>(
    db,
    sql`SELECT ${isoDay(todayIn(tz))} AS today,
          t.total, t.certified, t.vip, t.banned, act.active_today, act.active_7d, act.active_30d,
          (SELECT count(*) FROM accounts WHERE registered_at >= ${dayStart(todayPlus(tz, 1), tz)})::int AS later
        FROM (SELECT coalesce(sum(total), 0)::float8 AS total, coalesce(sum(certified), 0)::float8 AS certified,
                     coalesce(sum(vip), 0)::float8 AS vip, coalesce(sum(banned), 0)::float8 AS banned
              FROM account_tallies) t,
             (SELECT count(*) FILTER (WHERE last_active_at >= ${since(0)})::int AS active_today,
                     count(*) FILTER (WHERE last_active_at >= ${since(6)})::int AS active_7d,
                     count(*)::int AS active_30d
              FROM accounts WHERE last_active_at >= ${since(SERIES_DAYS - 1)}) act`,
  );
  const days = queryRows<DayRow>(
    db,
    sql`SELECT ${isoDay(sql`d.day`)} AS label,
          (SELECT count(*) FROM accounts a
           WHERE a.registered_at >= ${dayStart(sql`d.day`, tz)} AND a.registered_at < ${dayStart(sql`d.day + 1`, tz)})::int AS registered
        FROM (SELECT g::date AS day
              FROM generate_series(${todayPlus(tz, -(SERIES_DAYS - 1))}::timestamp, ${todayIn(tz)}::timestamp, interval '1 day') AS g) d
        ORDER BY d.day`,
  );
  const [[f], series] = await Promise.all([figures, days]);
  if (!f) throw new Error('user-count figures query returned no row');
  const registered = series.map((d) => d.registered);
  // Accounts up to the end of day i = all accounts − those registered after it, walked backwards.
  const total: number[] = new Array<number>(registered.length);
  let running = f.total - f.later;
  for (let i = registered.length - 1; i >= 0; i--) {
    total[i] = running;
    running -= registered[i] ?? 0;
  }
  return {
    timeZone: tz,
    today: f.today,
    total: f.total,
    newToday: registered[registered.length - 1] ?? 0,
    activeToday: f.active_today,
    active7d: f.active_7d,
    active30d: f.active_30d,
    certified: f.certified,
    vip: f.vip,
    banned: f.banned,
    series: { labels: series.map((d) => d.label), registered, total },
  };
}
