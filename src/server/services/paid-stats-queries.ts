import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { STATS_CURRENCY, type PaidGranularity } from '../../contract/api/stats-paid';
import { dateParam, dayStart, isoDay, utcIso } from './stats-time';

/** One bucket, one channel or the whole period, as the queries return them. */
export interface PaidRow {
  orders: number;
  revenue: number;
  renewals: number;
  payers: number;
  refunds: number;
}
export interface BucketRow extends PaidRow {
  label: string;
  start: string;
}
export interface ChannelRow extends PaidRow {
  channel: string;
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

/**
 * Buckets as local dates [start_day, end_day): `from`, then every calendar day / Monday / first
 * of month after it up to `to`, the last one ending after `to`.
 */
function buckets(q: PaidQuery): SQL {
  const step = STEP[q.granularity];
  return sql`SELECT b.start_day, lead(b.start_day, 1, ${dateParam(q.to)} + 1) OVER (ORDER BY b.start_day) AS end_day
    FROM (SELECT ${dateParam(q.from)} AS start_day
          UNION
          SELECT g::date FROM generate_series(date_trunc(${q.granularity}, ${dateParam(q.from)}::timestamp) + ${step},
                                              ${dateParam(q.to)}::timestamp, ${step}) AS g) b`;
}

const channelFilter = (q: PaidQuery, alias: SQL) => (q.channel === undefined ? sql`` : sql`AND ${alias}.channel = ${q.channel}`);

/**
 * Paid orders of [start, end): a range scan of orders_paid_idx (orders_channel_paid_idx with a
 * channel), rows kept only when paid in the stats currency.
 */
function ordersIn(q: PaidQuery, start: SQL, end: SQL, extra: SQL = sql``): SQL {
  return sql`SELECT count(*)::int AS orders, coalesce(sum(o.amount_cents), 0)::float8 AS revenue,
      count(*) FILTER (WHERE o.renewal)::int AS renewals, count(DISTINCT o.account_id)::int AS payers
    FROM orders o
    WHERE o.paid_at >= ${start} AND o.paid_at < ${end} AND o.currency = ${STATS_CURRENCY} ${channelFilter(q, sql`o`)} ${extra}`;
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
 * two instants computed once, which avoids converting every order's time to the local zone.
 */
export function bucketRows(db: Db, q: PaidQuery): Promise<BucketRow[]> {
  const start = dayStart(sql`b.start_day`, q.tz);
  const end = dayStart(sql`b.end_day`, q.tz);
  return queryRows<BucketRow>(
    db,
    sql`SELECT ${isoDay(sql`b.start_day`)} AS label, ${utcIso(start)} AS start, o.*, r.refunds
        FROM (${buckets(q)}) b
        CROSS JOIN LATERAL (${ordersIn(q, start, end)}) o
        CROSS JOIN LATERAL (${refundsIn(q, start, end)}) r
        ORDER BY b.start_day`,
  );
}

/** Distinct paying accounts of the whole period (not a sum of the buckets' counts). */
export async function periodPayers(db: Db, q: PaidQuery): Promise<number> {
  const start = dayStart(dateParam(q.from), q.tz);
  const end = dayStart(sql`${dateParam(q.to)} + 1`, q.tz);
  const [row] = await queryRows<PaidRow>(db, ordersIn(q, start, end));
  return row?.payers ?? 0;
}

/**
 * One row per channel with an order or a refund in the period. Channels are walked through
 * orders_channel_paid_idx (loose index scan), then each channel's period is a range scan of it;
 * refunds are grouped by their order's channel once.
 */
export function channelRows(db: Db, q: PaidQuery): Promise<ChannelRow[]> {
  const start = dayStart(dateParam(q.from), q.tz);
  const end = dayStart(sql`${dateParam(q.to)} + 1`, q.tz);
  const channels =
    q.channel === undefined
      ? sql`WITH RECURSIVE walk AS (
              (SELECT channel FROM orders ORDER BY channel LIMIT 1)
              UNION ALL
              SELECT (SELECT o.channel FROM orders o WHERE o.channel > w.channel ORDER BY o.channel LIMIT 1)
              FROM walk w WHERE w.channel IS NOT NULL)
            SELECT channel FROM walk WHERE channel IS NOT NULL`
      : sql`SELECT ${q.channel}::text AS channel`;
  return queryRows<ChannelRow>(
    db,
    sql`WITH refunded AS MATERIALIZED (
          SELECT o.channel, sum(r.amount_cents)::float8 AS refunds
          FROM refunds r JOIN orders o ON o.id = r.order_id
          WHERE r.created_at >= ${start} AND r.created_at < ${end} AND r.currency = ${STATS_CURRENCY} ${channelFilter(q, sql`o`)}
          GROUP BY o.channel
        )
        SELECT c.channel, o.*, coalesce(f.refunds, 0)::float8 AS refunds
        FROM (${channels}) c
        CROSS JOIN LATERAL (${ordersIn(q, start, end, sql`AND o.channel = c.channel`)}) o
        LEFT JOIN refunded f ON f.channel = c.channel
        WHERE o.orders > 0 OR f.refunds > 0
        ORDER BY o.revenue DESC, c.channel`,
  );
}
