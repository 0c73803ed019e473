import type { PaidStatsReply } from '#contract/api/stats-paid';
import { addDays, daysBetween } from '../../stats/dates';

/** One row per bucket of the series, for the tables and their CSV. */
export interface BucketRow {
  label: string;
  revenueCents: number;
  refundCents: number;
  netCents: number;
  orders: number;
  payingAccounts: number;
  renewalOrders: number;
  /** Days of the period the bucket covers, and how many a whole one has (7 a week, the month's). */
  days: number;
  wholeDays: number;
}

/** Days in a bucket of `granularity` that starts on `day` when it is whole. */
function wholeDays(day: string, granularity: PaidStatsReply['granularity']): number {
  if (granularity === 'day') return 1;
  if (granularity === 'week') return 7;
  const [y = 0, m = 0] = day.split('-').map(Number);
  // Day 0 of the next month is this month's last day.
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/**
 * How many days each bucket covers: the first and last week or month are cut by the period's ends
 * (from a Sunday, a week holds one day), and their smaller figures would read as a fall.
 */
export function bucketDays(reply: PaidStatsReply): { days: number; wholeDays: number }[] {
  const { labels } = reply.series;
  return labels.map((start, i) => ({
    days: daysBetween(start, labels[i + 1] ?? addDays(reply.to, 1)) - 1,
    wholeDays: wholeDays(start, reply.granularity),
  }));
}

export const isPartial = (b: { days: number; wholeDays: number }): boolean => b.days < b.wholeDays;

export function bucketRows(reply: PaidStatsReply): BucketRow[] {
  const s = reply.series;
  const spans = bucketDays(reply);
  return s.labels.map((label, i) => ({
    ...spans[i]!,
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
