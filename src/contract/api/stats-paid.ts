import { z } from 'zod';
import { statsDate } from './stats';
import type { Endpoint } from './endpoint';
import { PAID_GRANULARITIES, PAID_MAX_DAYS } from './stats-limits';

/**
 * Paid statistics (area paidStats). Revenue is what orders paid in the period were paid
 * (`paidAt` in the period, any later refund notwithstanding); refunds are refunds made in the
 * period (their own `createdAt`), whichever order they belong to; net = revenue − refunds.
 * Only orders in STATS_CURRENCY are counted, so sums never mix currencies.
 */

export const STATS_CURRENCY = 'CNY';
export { PAID_GRANULARITIES, PAID_MAX_DAYS, type PaidGranularity } from './stats-limits';

const dayNumber = (d: string) => Date.parse(`${d}T00:00:00Z`) / 86_400_000;

export const paidStatsBody = z
  .object({
    from: statsDate,
    to: statsDate,
    granularity: z.enum(PAID_GRANULARITIES),
    /** An apk channel code; without it every channel counts. */
    channel: z
      .string()
      .regex(/^[a-z0-9_-]{2,32}$/, 'must be a channel code ([a-z0-9_-]{2,32})')
      .optional(),
  })
  .strict()
  .refine((b) => b.to >= b.from, { message: 'must not be before from', path: ['to'] })
  .refine((b) => dayNumber(b.to) - dayNumber(b.from) + 1 <= PAID_MAX_DAYS, {
    message: `the period may cover at most ${PAID_MAX_DAYS} days`,
    path: ['to'],
  });

const cents = z.number().int();
const count = z.number().int().min(0);

/** The figures of one period, one channel or the whole request. */
export const paidFigures = z.object({
  revenueCents: cents,
  refundCents: cents,
  netCents: cents,
  orders: count,
  /** Distinct accounts with an order paid in the period. */
  payingAccounts: count,
  renewalOrders: count,
  /** revenueCents / payingAccounts, rounded; null without a paying account. */
  arppuCents: z.number().int().nullable(),
  /** renewalOrders / orders, 0..1; null without an order. */
  renewalShare: z.number().nullable(),
});
export type PaidFigures = z.infer<typeof paidFigures>;

export const paidStatsReply = z.object({
  timeZone: z.string(),
  currency: z.string(),
  from: z.string(),
  to: z.string(),
  granularity: z.enum(PAID_GRANULARITIES),
  channel: z.string().nullable(),
  totals: paidFigures,
  /**
   * One entry per bucket: calendar days, ISO weeks (Monday first) or months of the business time
   * zone, clipped to [from, to] — so the first label is `from` even when it falls mid-week.
   */
  series: z.object({
    /** First day of each bucket, "YYYY-MM-DD". */
    labels: z.array(z.string()),
    /** The same starts as UTC instants (ISO-8601). */
    starts: z.array(z.string()),
    revenueCents: z.array(cents),
    refundCents: z.array(cents),
    netCents: z.array(cents),
    orders: z.array(count),
    payingAccounts: z.array(count),
    renewalOrders: z.array(count),
  }),
  /** Channels with an order or a refund in the period, highest revenue first. */
  channels: z.array(
    paidFigures.extend({
      /** The apk channel code the orders carry. */
      channel: z.string(),
      /** Its name in the apk channel list; null for a code no channel has (one removed since). */
      name: z.string().nullable(),
    }),
  ),
});
export type PaidStatsReply = z.infer<typeof paidStatsReply>;

export const paidStatsApi = {
  '/admins/paid-stats/get': { area: 'paidStats', body: paidStatsBody, reply: paidStatsReply },
} as const satisfies Record<string, Endpoint>;
