import {
  REG_BUCKET_MINUTES,
  STATS_FIRST_DATE,
  STATS_LAST_DATE,
  type RegBucketMinutes,
} from '#contract/api/stats-limits';
import type { MessageKey } from '../../i18n/message-key';
import { isIsoDate, todayIn } from '../../stats/dates';

/** The screen's filters as they sit in the query string (strings, like every URL value). */
export type RegFilters = { date: string; minute: string };

export const DEFAULT_MINUTE: RegBucketMinutes = 60;

export function toMinute(text: string): RegBucketMinutes {
  const n = Number(text);
  return REG_BUCKET_MINUTES.find((m) => m === n) ?? DEFAULT_MINUTE;
}

/** Today (of the business time zone once a reply has named it) in hourly buckets, unless the URL says otherwise. */
export function parseRegFilters(query: URLSearchParams): RegFilters {
  const date = query.get('date');
  // A date in the URL stays as typed (being edited, or wrong: the screen says so); none means today.
  return { date: date ?? todayIn(), minute: String(toMinute(query.get('minute') ?? '')) };
}

export function isStatsDate(date: string): boolean {
  return isIsoDate(date) && date >= STATS_FIRST_DATE && date <= STATS_LAST_DATE;
}

/**
 * What is wrong with the day, before asking the server: not a day of the statistics' years, or a
 * day after `today` (of the business time zone), whose figures would all read 0 rather than none yet.
 */
export function dayProblem(date: string, today: string): MessageKey | null {
  if (!isStatsDate(date)) return 'regStats.error.date';
  return date > today ? 'regStats.error.future' : null;
}
