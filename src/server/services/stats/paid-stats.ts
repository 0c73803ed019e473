import type { Db } from '../../db/client';
import { STATS_CURRENCY, type PaidFigures, type PaidStatsReply } from '#contract/api/stats-paid';
import { ensurePaidRollup } from '../../db/paid-rollup';
import {
  bucketCalendar,
  bucketRows,
  channelRows,
  type PaidQuery,
  type PaidRow,
} from '../../db/stats/paid-stats-queries';

/** The reply's figures from one row; ratios are derived here so every level uses the same rule. */
export function figuresOf(row: PaidRow): PaidFigures {
  return {
    revenueCents: row.revenue,
    refundCents: row.refunds,
    netCents: row.revenue - row.refunds,
    orders: row.orders,
    payingAccounts: row.payers,
    renewalOrders: row.renewals,
    arppuCents: row.payers === 0 ? null : Math.round(row.revenue / row.payers),
    renewalShare: row.orders === 0 ? null : row.renewals / row.orders,
  };
}

/**
 * Revenue, refunds and their derived figures over [from, to] of the business time zone, from the
 * daily rollup. The bucket days come first (computed by PostgreSQL, then bound as constants); the
 * two queries over them are independent, so on PostgreSQL they run at once on separate connections.
 */
export async function paidStats(db: Db, q: PaidQuery): Promise<PaidStatsReply> {
  await ensurePaidRollup(db, q.tz);
  const calendar = await bucketCalendar(db, q);
  const [buckets, channelsAndTotal] = await Promise.all([bucketRows(db, q, calendar), channelRows(db, q, calendar)]);
  const channels = channelsAndTotal.filter((c) => !c.is_total);
  const payers = channelsAndTotal.find((c) => c.is_total)?.payers ?? 0;
  const total = buckets.reduce<PaidRow>(
    (t, b) => ({
      orders: t.orders + b.orders,
      revenue: t.revenue + b.revenue,
      renewals: t.renewals + b.renewals,
      refunds: t.refunds + b.refunds,
      payers,
    }),
    { orders: 0, revenue: 0, renewals: 0, refunds: 0, payers },
  );
  return {
    timeZone: q.tz,
    currency: STATS_CURRENCY,
    from: q.from,
    to: q.to,
    granularity: q.granularity,
    channel: q.channel ?? null,
    totals: figuresOf(total),
    series: {
      labels: calendar.slice(0, -1).map((b) => b.day),
      starts: calendar.slice(0, -1).map((b) => b.start),
      revenueCents: buckets.map((b) => b.revenue),
      refundCents: buckets.map((b) => b.refunds),
      netCents: buckets.map((b) => b.revenue - b.refunds),
      orders: buckets.map((b) => b.orders),
      payingAccounts: buckets.map((b) => b.payers),
      renewalOrders: buckets.map((b) => b.renewals),
    },
    channels: channels.map((c) => ({ channel: c.channel, name: c.name, ...figuresOf(c) })),
  };
}
