import {
  PAID_GRANULARITIES,
  PAID_MAX_DAYS,
  STATS_FIRST_DATE,
  STATS_LAST_DATE,
  type PaidGranularity,
} from '#contract/api/stats-limits';
import type { MessageKey } from '../../i18n/message-key';
import { addDays, daysBetween, isIsoDate, todayIn } from '../../stats/dates';
import type { PaidStatsQuery } from './use-paid-stats';

/** The screen's filters as they sit in the query string. */
export type PaidFilters = { from: string; to: string; granularity: PaidGranularity; channel: string };

const DEFAULT_DAYS = 30;
const CHANNEL = /^[a-z0-9_-]{2,32}$/;

function isGranularity(text: string | null): text is PaidGranularity {
  return (PAID_GRANULARITIES as readonly (string | null)[]).includes(text);
}

/** The last 30 days up to today (of the business time zone once a reply has named it) unless the URL says otherwise. */
export function parsePaidFilters(query: URLSearchParams): PaidFilters {
  const to = query.get('to');
  const from = query.get('from');
  const granularity = query.get('granularity');
  const channel = query.get('channel') ?? '';
  // Dates in the URL stay as typed (being edited, or wrong: the bar says so); none means the default.
  const end = isIsoDate(to) ? to : todayIn();
  return {
    from: from ?? addDays(end, 1 - DEFAULT_DAYS),
    to: to ?? end,
    granularity: isGranularity(granularity) ? granularity : 'day',
    channel: CHANNEL.test(channel) ? channel : '',
  };
}

/** What is wrong with the period, before asking the server (it would refuse the same). */
export function periodProblem(f: PaidFilters): { field: 'from' | 'to'; key: MessageKey } | null {
  if (!isIsoDate(f.from) || f.from < STATS_FIRST_DATE || f.from > STATS_LAST_DATE)
    return { field: 'from', key: 'paidStats.error.date' };
  if (!isIsoDate(f.to) || f.to < STATS_FIRST_DATE || f.to > STATS_LAST_DATE)
    return { field: 'to', key: 'paidStats.error.date' };
  if (f.to < f.from) return { field: 'to', key: 'paidStats.error.order' };
  if (daysBetween(f.from, f.to) > PAID_MAX_DAYS) return { field: 'to', key: 'paidStats.error.long' };
  return null;
}

export function toPaidQuery(f: PaidFilters): PaidStatsQuery {
  return { from: f.from, to: f.to, granularity: f.granularity, ...(f.channel ? { channel: f.channel } : {}) };
}
