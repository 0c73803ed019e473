import type { PaidStatsReply } from '#contract/api/stats-paid';

/** One row per bucket of the series, for the tables and their CSV. */
export interface BucketRow {
  label: string;
  revenueCents: number;
  refundCents: number;
  netCents: number;
  orders: number;
  payingAccounts: number;
  renewalOrders: number;
}

export function bucketRows(reply: PaidStatsReply): BucketRow[] {
  const s = reply.series;
  return s.labels.map((label, i) => ({
    label,
    revenueCents: s.revenueCents[i] ?? 0,
    refundCents: s.refundCents[i] ?? 0,
    netCents: s.netCents[i] ?? 0,
    orders: s.orders[i] ?? 0,
    payingAccounts: s.payingAccounts[i] ?? 0,
    renewalOrders: s.renewalOrders[i] ?? 0,
  }));
}

/** A channel as the reply names it: its name, or its code when no apk channel has that code any more. */
export type ChannelName = Pick<PaidStatsReply['channels'][number], 'channel' | 'name'>;

export const channelName = (c: ChannelName): string => c.name ?? c.channel;

/** Months are labelled by their first day; show "2024-05" for them. */
export function periodLabel(label: string, granularity: PaidStatsReply['granularity']): string {
  return granularity === 'month' ? label.slice(0, 7) : label;
}

/** A reply with no paid order and no refund: the charts would be flat lines at zero. */
export function isEmptyPeriod(reply: PaidStatsReply): boolean {
  return reply.totals.orders === 0 && reply.totals.refundCents === 0;
}

/** File name of an export: what, period and channel, e.g. "paid-revenue_2024-05-01_2024-05-31_all". */
export function exportName(what: string, reply: PaidStatsReply): string {
  return `paid-${what}_${reply.from}_${reply.to}_${reply.granularity}_${reply.channel ?? 'all'}`;
}
