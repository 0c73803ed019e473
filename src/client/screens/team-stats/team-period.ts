import { STATS_FIRST_DATE, STATS_LAST_DATE } from '#contract/api/stats-limits';
import { TEAM_STATS_MAX_DAYS } from '#contract/api/team-stats-kinds';
import type { MessageKey } from '../../i18n/message-key';
import { addDays, daysBetween, isIsoDate, todayIn } from '../../stats/dates';
import type { TeamStatsQuery } from './team-stats-api';

export const PERIODS = ['today', '7d', '30d', 'custom'] as const;
export type Period = (typeof PERIODS)[number];

/** The period as the query string holds it: a preset, or a custom range typed into the two dates. */
export interface PeriodFilters {
  period: Period;
  from: string;
  to: string;
}

const PRESET_DAYS: Record<Exclude<Period, 'custom'>, number> = { today: 1, '7d': 7, '30d': 30 };

/** Seven days up to today (of the business time zone once a reply has named it) unless the URL says otherwise. */
export function parsePeriod(query: URLSearchParams): PeriodFilters {
  const asked = query.get('period');
  const period: Period = (PERIODS as readonly (string | null)[]).includes(asked) ? (asked as Period) : '7d';
  const today = todayIn();
  if (period !== 'custom') return { period, from: addDays(today, 1 - PRESET_DAYS[period]), to: today };
  // Custom dates stay as typed (being edited, or wrong: the bar says so).
  const to = query.get('to') ?? today;
  return { period, from: query.get('from') ?? addDays(isIsoDate(to) ? to : today, -6), to };
}

/** What is wrong with the period, before asking the server (it would refuse the same). */
export function periodProblem(f: PeriodFilters): { field: 'from' | 'to'; key: MessageKey } | null {
  if (!isIsoDate(f.from) || f.from < STATS_FIRST_DATE || f.from > STATS_LAST_DATE)
    return { field: 'from', key: 'teamStats.error.date' };
  if (!isIsoDate(f.to) || f.to < STATS_FIRST_DATE || f.to > STATS_LAST_DATE)
    return { field: 'to', key: 'teamStats.error.date' };
  if (f.to < f.from) return { field: 'to', key: 'teamStats.error.order' };
  if (daysBetween(f.from, f.to) > TEAM_STATS_MAX_DAYS) return { field: 'to', key: 'teamStats.error.long' };
  return null;
}

export const toQuery = (f: PeriodFilters): TeamStatsQuery | null =>
  periodProblem(f) ? null : { from: f.from, to: f.to };
