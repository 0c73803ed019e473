import { z } from 'zod';
import { isoDate } from '../validation';
import type { Endpoint } from './endpoint';
import { REG_BUCKET_MINUTES, STATS_FIRST_DATE, STATS_LAST_DATE, type RegBucketMinutes } from './stats-limits';

/**
 * Registration and user-count statistics (area userStats). Every day and bucket is a day or
 * bucket of the business time zone, which each reply names in `timeZone`; series are aligned
 * arrays with empty buckets present as zeros, so a chart can take them as they are.
 */

export { REG_BUCKET_MINUTES, STATS_FIRST_DATE, STATS_LAST_DATE, type RegBucketMinutes } from './stats-limits';

/** A calendar date of the business time zone, within the years the statistics cover. */
export const statsDate = isoDate.refine((d) => d >= STATS_FIRST_DATE && d <= STATS_LAST_DATE, {
  message: `must be between ${STATS_FIRST_DATE} and ${STATS_LAST_DATE}`,
});

const minute = z
  .number()
  .int()
  .refine((m): m is RegBucketMinutes => (REG_BUCKET_MINUTES as readonly number[]).includes(m), {
    message: `must be one of ${REG_BUCKET_MINUTES.join(', ')}`,
  });

const count = z.number().int().min(0);

export const regStatsReply = z.object({
  timeZone: z.string(),
  date: z.string(),
  previousDate: z.string(),
  minute: z.number(),
  /** Wall-clock start of each bucket in the business time zone, ISO time "HH:MM"; both days share them. */
  labels: z.array(z.string()),
  /** The same bucket starts on `date` as UTC instants (ISO-8601), for a time axis. */
  starts: z.array(z.string()),
  /** Registrations per bucket on `date`. */
  counts: z.array(count),
  /** Registrations in the same wall-clock buckets on `previousDate`. */
  previousCounts: z.array(count),
  total: count,
  previousTotal: count,
});
export type RegStatsReply = z.infer<typeof regStatsReply>;

export const sourceRow = z.object({
  /** The account's `source`, normally an apk channel code. */
  source: z.string(),
  count,
  previous: count,
  /** count / total of `date`, 0..1; 0 when the day had no registration. */
  share: z.number(),
  /** count − previous. */
  change: z.number().int(),
  /** (count − previous) / previous; null when `previous` is 0. */
  changeRate: z.number().nullable(),
});
export type SourceRow = z.infer<typeof sourceRow>;

export const sourceStatsReply = z.object({
  timeZone: z.string(),
  date: z.string(),
  previousDate: z.string(),
  total: count,
  previousTotal: count,
  /** Sources with a registration on either day, most registrations on `date` first. */
  sources: z.array(sourceRow),
});
export type SourceStatsReply = z.infer<typeof sourceStatsReply>;

export const userCountStatsReply = z.object({
  timeZone: z.string(),
  /** Today in the business time zone, the day every "today" figure is about. */
  today: z.string(),
  /** Every account row, whatever its status (deleted accounts included). */
  total: count,
  newToday: count,
  /** Accounts whose last activity is today / within the last 7 / 30 days, today included. */
  activeToday: count,
  active7d: count,
  active30d: count,
  certified: count,
  vip: count,
  banned: count,
  series: z.object({
    /** The last 30 days, oldest first, "YYYY-MM-DD". */
    labels: z.array(z.string()),
    /** Registrations of each day. */
    registered: z.array(count),
    /** Accounts registered up to the end of each day (today: up to now). */
    total: z.array(count),
  }),
});
export type UserCountStatsReply = z.infer<typeof userCountStatsReply>;

export const statsApi = {
  '/admins/reg-stats': {
    area: 'userStats',
    body: z.object({ date: statsDate, minute }).strict(),
    reply: regStatsReply,
  },
  '/admins/source-stats': {
    area: 'userStats',
    body: z.object({ date: statsDate }).strict(),
    reply: sourceStatsReply,
  },
  '/admins/user-count-stats': {
    area: 'userStats',
    body: z.object({}).strict(),
    reply: userCountStatsReply,
  },
} as const satisfies Record<string, Endpoint>;
