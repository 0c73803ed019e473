/**
 * The bounds of the statistics screens' inputs. Apart from the schemas (stats.ts, stats-paid.ts) so
 * that the stats screens, which validate nothing on the client, load no zod.
 */

/** Bucket widths `/admins/reg-stats` accepts; each divides an hour, so buckets never straddle one. */
export const REG_BUCKET_MINUTES = [1, 5, 10, 15, 30, 60] as const;
export type RegBucketMinutes = (typeof REG_BUCKET_MINUTES)[number];

export const STATS_FIRST_DATE = '2000-01-01';
export const STATS_LAST_DATE = '2099-12-31';

export const PAID_GRANULARITIES = ['day', 'week', 'month'] as const;
export type PaidGranularity = (typeof PAID_GRANULARITIES)[number];

/** Longest period one paid-stats request may cover, in days (both ends included). */
export const PAID_MAX_DAYS = 366;
