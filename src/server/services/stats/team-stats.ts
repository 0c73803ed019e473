import type { Db } from '../../db/client';
import type { TeamStatsReply } from '#contract/api/team-stats';
import { activeHourRows, adminNames, dayRows, kindRows, waitRows } from '../../db/stats/team-stats-queries';
import { calendar, dateParam } from '../../db/stats/stats-time';
import { teamFiguresOf } from './team-figures';

export interface TeamStatsQuery {
  tz: string;
  from: string;
  to: string;
}

const daysIn = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/**
 * Decisions per moderator and for the team over [from, to] of the business time zone, from the
 * hourly rollups. The day starts come first (computed by PostgreSQL, then bound as constants);
 * the four reads over them are independent, so on PostgreSQL they run at once.
 */
export async function teamStats(db: Db, q: TeamStatsQuery): Promise<TeamStatsReply> {
  const days = await calendar(db, q.tz, dateParam(q.from), daysIn(q.from, q.to));
  const starts = days.map((d) => d.start);
  const span = { start: starts[0]!, end: starts[starts.length - 1]! };
  const [tallies, hours, waits, perDay] = await Promise.all([
    kindRows(db, span),
    activeHourRows(db, span),
    waitRows(db, span),
    dayRows(db, starts),
  ]);
  const ids = [...new Set([...tallies.map((t) => t.admin_id), ...hours.map((h) => h.admin_id)])];
  const names = new Map((await adminNames(db, ids)).map((a) => [a.id, a]));

  const histogram = (rows: typeof waits) => {
    const m = new Map<number, number>();
    for (const r of rows) m.set(r.bucket, (m.get(r.bucket) ?? 0) + r.n);
    return m;
  };
  const hoursOf = new Map(hours.map((h) => [h.admin_id, h.hours]));
  const moderators = ids
    .map((id) => ({
      adminId: id,
      username: names.get(id)?.username ?? '',
      name: names.get(id)?.name ?? '',
      ...teamFiguresOf(
        tallies.filter((t) => t.admin_id === id),
        hoursOf.get(id) ?? 0,
        histogram(waits.filter((w) => w.admin_id === id)),
      ),
    }))
    .sort((a, b) => b.decisions - a.decisions || a.username.localeCompare(b.username));
  const team = teamFiguresOf(
    tallies,
    hours.reduce((s, h) => s + h.hours, 0),
    histogram(waits),
  );

  const labels = days.slice(0, -1).map((d) => d.day);
  const byDay = new Map(perDay.map((r) => [r.day, r]));
  const seriesOf = (field: 'decisions' | 'undone' | 'overturned') =>
    labels.map((_, i) => byDay.get(i + 1)?.[field] ?? 0);
  return {
    timeZone: q.tz,
    from: q.from,
    to: q.to,
    team,
    moderators,
    series: {
      labels,
      decisions: seriesOf('decisions'),
      undone: seriesOf('undone'),
      overturned: seriesOf('overturned'),
    },
  };
}
