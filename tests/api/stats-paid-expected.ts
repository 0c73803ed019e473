import type { PaidFigures, PaidStatsReply } from '#contract/api/stats-paid';
import { addDays, shanghaiDate, shanghaiMidnight } from './stats-fixtures';

/**
 * The paid-stats reply a test expects, worked out in JavaScript from the orders and refunds the
 * test inserted: buckets by Asia/Shanghai calendar dates, weeks from Monday, months from the 1st,
 * the first bucket starting at `from`.
 */

export interface TestOrder {
  id: number;
  accountId: number;
  amountCents: number;
  channel: string;
  paidAt: number | null;
  renewal: boolean;
  currency: string;
}
export interface TestRefund {
  orderId: number;
  amountCents: number;
  createdAt: number;
  currency: string;
}

type Granularity = 'day' | 'week' | 'month';

function bucketStarts(from: string, to: string, g: Granularity): string[] {
  const starts = [from];
  for (let d = addDays(from, 1); d <= to; d = addDays(d, 1)) {
    const weekday = new Date(`${d}T00:00:00Z`).getUTCDay();
    if (g === 'day' || (g === 'week' && weekday === 1) || (g === 'month' && d.endsWith('-01'))) starts.push(d);
  }
  return starts;
}

interface Acc {
  revenue: number;
  refunds: number;
  orders: number;
  renewals: number;
  payers: Set<number>;
}
const acc = (): Acc => ({ revenue: 0, refunds: 0, orders: 0, renewals: 0, payers: new Set() });

function figures(a: Acc): PaidFigures {
  return {
    revenueCents: a.revenue,
    refundCents: a.refunds,
    netCents: a.revenue - a.refunds,
    orders: a.orders,
    payingAccounts: a.payers.size,
    renewalOrders: a.renewals,
    arppuCents: a.payers.size === 0 ? null : Math.round(a.revenue / a.payers.size),
    renewalShare: a.orders === 0 ? null : a.renewals / a.orders,
  };
}

export function expectedPaidStats(
  ordersIn: TestOrder[],
  refundsIn: TestRefund[],
  q: { from: string; to: string; granularity: Granularity; channel?: string },
  /** The apk channels' names by code; a code without one is named null. */
  names: Readonly<Record<string, string>> = {},
): Omit<PaidStatsReply, 'timeZone' | 'currency'> {
  const starts = bucketStarts(q.from, q.to, q.granularity);
  const bucketOf = (t: number): number | null => {
    const d = shanghaiDate(t);
    if (d < q.from || d > q.to) return null;
    let i = 0;
    while (i + 1 < starts.length && starts[i + 1]! <= d) i++;
    return i;
  };
  const byId = new Map(ordersIn.map((o) => [o.id, o]));
  const inChannel = (o: TestOrder) => q.channel === undefined || o.channel === q.channel;
  const buckets = starts.map(acc);
  const total = acc();
  const channels = new Map<string, Acc>();
  const channelAcc = (c: string) => channels.get(c) ?? channels.set(c, acc()).get(c)!;

  for (const o of ordersIn) {
    if (o.paidAt === null || o.currency !== 'CNY' || !inChannel(o)) continue;
    const i = bucketOf(o.paidAt);
    if (i === null) continue;
    for (const a of [buckets[i]!, total, channelAcc(o.channel)]) {
      a.revenue += o.amountCents;
      a.orders += 1;
      if (o.renewal) a.renewals += 1;
      a.payers.add(o.accountId);
    }
  }
  for (const r of refundsIn) {
    const o = byId.get(r.orderId)!;
    if (r.currency !== 'CNY' || !inChannel(o)) continue;
    const i = bucketOf(r.createdAt);
    if (i === null) continue;
    for (const a of [buckets[i]!, total, channelAcc(o.channel)]) a.refunds += r.amountCents;
  }
  const f = buckets.map(figures);
  return {
    from: q.from,
    to: q.to,
    granularity: q.granularity,
    channel: q.channel ?? null,
    totals: figures(total),
    series: {
      labels: starts,
      starts: starts.map((d) => new Date(shanghaiMidnight(d)).toISOString().replace('.000Z', 'Z')),
      revenueCents: f.map((x) => x.revenueCents),
      refundCents: f.map((x) => x.refundCents),
      netCents: f.map((x) => x.netCents),
      orders: f.map((x) => x.orders),
      payingAccounts: f.map((x) => x.payingAccounts),
      renewalOrders: f.map((x) => x.renewalOrders),
    },
    channels: [...channels.entries()]
      .map(([channel, a]) => ({ channel, name: names[channel] ?? null, ...figures(a) }))
      .filter((c) => c.orders > 0 || c.refundCents > 0)
      .sort((a, b) => b.revenueCents - a.revenueCents || (a.channel < b.channel ? -1 : 1)),
  };
}
