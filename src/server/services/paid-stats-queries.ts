import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { STATS_CURRENCY, type PaidGranularity } from '../../contract/api/stats-paid';
import { at, atArray, dateParam, dayStart, isoDay, utcIso } from './stats-time';
import { statsRows } from './stats-query';

/** One bucket, one channel or the whole period, as the queries return them. */
export interface PaidRow {
  orders: number;
  revenue: number;
  renewals: number;
  payers: number;
  refunds: number;
}
export type BucketRow = PaidRow;
export interface ChannelRow extends PaidRow {
  channel: string;
  is_total: boolean;
}

export interface PaidQuery {
  tz: string;
  from: string;
  to: string;
  granularity: PaidGranularity;
  channel: string | undefined;
}

// A whitelist, so the unit can be written into SQL as a literal.
const STEP: Record<PaidGranularity, SQL> = {
  day: sql.raw(`interval '1 day'`),
  week: sql.raw(`interval '1 week'`),
  month: sql.raw(`interval '1 month'`),
};

export interface Bucket {
  /** First local day of the bucket, "YYYY-MM-DD". */
  day: string;
  /** The instant it starts, ISO-8601 UTC. */
  start: string;
}

/**
 * Bucket starts as local dates with their instants: `from`, then every calendar day / Monday /
 * first of month after it up to `to`; plus one last entry, the day after `to`, where the period ends.
 */
export function bucketCalendar(db: Db, q: PaidQuery): Promise<Bucket[]> {
  const step = STEP[q.granularity];
  return queryRows<Bucket>(
    db,
    sql`SELECT ${isoDay(sql`b.d`)} AS day, ${utcIso(dayStart(sql`b.d`, q.tz))} AS start
        FROM (SELECT ${dateParam(q.from)} AS d
              UNION
              SELECT g::date FROM generate_series(date_trunc(${q.granularity}, ${dateParam(q.from)}::timestamp) + ${step},
                                                  ${dateParam(q.to)}::timestamp, ${step}) AS g
              UNION
              SELECT ${dateParam(q.to)} + 1) b
        ORDER BY b.d`,
  );
}

const channelFilter = (q: PaidQuery, alias: SQL) => (q.channel === undefined ? sql`` : sql`AND ${alias}.channel = ${q.channel}`);

/**
 * Paid orders of [start, end): a range scan of orders_paid_covering_idx (orders_channel_paid_idx with a
 * channel), rows kept only when paid in the stats currency.
 */
function ordersIn(q: PaidQuery, start: SQL, end: SQL): SQL {
  return sql`SELECT count(*)::int AS orders, coalesce(sum(o.amount_cents), 0)::float8 AS revenue,
      count(*) FILTER (WHERE o.renewal)::int AS renewals, count(DISTINCT o.account_id)::int AS payers
    FROM orders o
    WHERE o.paid_at >= ${start} AND o.paid_at < ${end} AND o.currency = ${STATS_CURRENCY} ${channelFilter(q, sql`o`)}`;
}

/** Refunds made in [start, end), of orders of the channel when one is asked. */
function refundsIn(q: PaidQuery, start: SQL, end: SQL): SQL {
  const join = q.channel === undefined ? sql`` : sql`JOIN orders o ON o.id = r.order_id ${channelFilter(q, sql`o`)}`;
  return sql`SELECT coalesce(sum(r.amount_cents), 0)::float8 AS refunds
    FROM refunds r ${join}
    WHERE r.created_at >= ${start} AND r.created_at < ${end} AND r.currency = ${STATS_CURRENCY}`;
}

/**
 * One row per bucket, empty buckets included. Each bucket is its own index range scan between
 * two constant instants, so no order's time is converted to the local zone.
 */
export function bucketRows(db: Db, q: PaidQuery, buckets: readonly Bucket[]): Promise<BucketRow[]> {
  const starts = buckets.slice(0, -1).map((b) => b.start);
  const ends = buckets.slice(1).map((b) => b.start);
  const start = sql`b.s`;
  const end = sql`b.e`;
  return statsRows<BucketRow>(
    db,
    sql`SELECT o.*, r.refunds
        FROM unnest(${atArray(starts)}, ${atArray(ends)}) WITH ORDINALITY AS b(s, e, i)
        CROSS JOIN LATERAL (${ordersIn(q, start, end)}) o
        CROSS JOIN LATERAL (${refundsIn(q, start, end)}) r
        ORDER BY b.i`,
  );
}

/** The whole period [from, to] as two constant instants. */
export function periodOf(buckets: readonly Bucket[]): { start: SQL; end: SQL } {
  const first = buckets[0];
  const last = buckets[buckets.length - 1];
  if (!first || !last) throw new Error('a period has at least one bucket');
  return { start: at(first.start), end: at(last.start) };
}

/**
 * One row per channel with an order or a refund in the period, and the period's totals row
 * (`is_total`), whose payers are distinct over the whole period — not a sum over channels. One
 * range scan of orders_paid_covering_idx feeds both grouping sets; channels compare bytewise ("C"), which
 * sorts faster and orders codes as the contract's [a-z0-9_-] alphabet expects.
 */
export function channelRows(db: Db, q: PaidQuery, buckets: readonly Bucket[]): Promise<ChannelRow[]> {
  const { start, end } = periodOf(buckets);
  const channel = sql`(o.channel COLLATE "C")`;
  return statsRows<ChannelRow>(
    db,
    sql`WITH refunded AS MATERIALIZED (
          SELECT ${channel} AS channel, sum(r.amount_cents)::float8 AS refunds
          FROM refunds r JOIN orders o ON o.id = r.order_id
          WHERE r.created_at >= ${start} AND r.created_at < ${end} AND r.currency = ${STATS_CURRENCY} ${channelFilter(q, sql`o`)}
          GROUP BY 1
        ),
        paid AS MATERIALIZED (
          SELECT ${channel} AS channel, grouping(${channel}) = 1 AS is_total,
                 count(*)::int AS orders, coalesce(sum(o.amount_cents), 0)::float8 AS revenue,
                 count(*) FILTER (WHERE o.renewal)::int AS renewals, count(DISTINCT o.account_id)::int AS payers
          FROM orders o
          WHERE o.paid_at >= ${start} AND o.paid_at < ${end} AND o.currency = ${STATS_CURRENCY} ${channelFilter(q, sql`o`)}
          GROUP BY GROUPING SETS ((${channel}), ())
        )
        SELECT * FROM (
          SELECT false AS is_total, coalesce(p.channel, f.channel) AS channel, coalesce(p.orders, 0) AS orders,
                 coalesce(p.revenue, 0)::float8 AS revenue, coalesce(p.renewals, 0) AS renewals, coalesce(p.payers, 0) AS payers,
                 coalesce(f.refunds, 0)::float8 AS refunds
          FROM (SELECT * FROM paid WHERE NOT is_total) p FULL JOIN refunded f ON f.channel = p.channel
          UNION ALL
          SELECT true, '', orders, revenue, renewals, payers, 0 FROM paid WHERE is_total
        ) x
        ORDER BY x.is_total, x.revenue DESC, x.channel`,
  );
}
