import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../client';
import type { PaidGranularity } from '#contract/api/stats-paid';
import { dateParam, dayStart, isoDay, utcIso } from './stats-time';

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
  /** The apk channel's name; null for a code no channel has (orders keep the code of a channel since removed). */
  name: string | null;
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

/** Dates as one date[] parameter ("YYYY-MM-DD" holds no character an array literal quotes). */
const dateArray = (days: readonly string[]): SQL => sql`${`{${days.join(',')}}`}::date[]`;

/** The rollup rows of the asked channel, or of every channel together ('') when none is asked. */
const rollupChannel = (q: PaidQuery): string => q.channel ?? '';

/**
 * One row per bucket, empty buckets included, from the daily rollup (migration paid-rollup): a
 * bucket is a range of local days, so no order is read. Paying accounts of a bucket [s, e) are
 * the payment days in it whose gap reaches back before s (schema/stats.ts, statsPayerGaps).
 */
export function bucketRows(db: Db, q: PaidQuery, buckets: readonly Bucket[]): Promise<BucketRow[]> {
  const days = buckets.map((b) => b.day);
  const channel = rollupChannel(q);
  return queryRows<BucketRow>(
    db,
    sql`SELECT coalesce(f.orders, 0)::int AS orders, coalesce(f.revenue, 0)::float8 AS revenue,
               coalesce(f.renewals, 0)::int AS renewals, coalesce(f.refunds, 0)::float8 AS refunds,
               coalesce(p.payers, 0)::int AS payers
        FROM unnest(${dateArray(days.slice(0, -1))}, ${dateArray(days.slice(1))}) WITH ORDINALITY AS b(s, e, i)
        LEFT JOIN LATERAL (
          SELECT sum(d.orders) AS orders, sum(d.revenue) AS revenue, sum(d.renewals) AS renewals, sum(d.refunds) AS refunds
          FROM stats_paid_days d WHERE d.channel = ${channel} AND d.day >= b.s AND d.day < b.e
        ) f ON true
        LEFT JOIN LATERAL (
          SELECT sum(g.payers) AS payers
          FROM stats_payer_gaps g WHERE g.channel = ${channel} AND g.day >= b.s AND g.day < b.e AND g.gap > g.day - b.s
        ) p ON true
        ORDER BY b.i`,
  );
}

/**
 * One row per channel with an order or a refund in the period, and the period's totals row
 * (`is_total`, from the all-channel rollup rows, or the asked channel's), whose payers are
 * distinct over the whole period — not a sum over channels. Channels compare bytewise ("C"),
 * which orders codes as the contract's [a-z0-9_-] alphabet expects. Each channel comes with its
 * name from apk_channels, so the console names it without a second request.
 */
export function channelRows(db: Db, q: PaidQuery, buckets: readonly Bucket[]): Promise<ChannelRow[]> {
  const first = buckets[0];
  const last = buckets[buckets.length - 1];
  if (!first || !last) throw new Error('a period has at least one bucket');
  const from = dateParam(first.day);
  const end = dateParam(last.day);
  const total = rollupChannel(q);
  // The per-channel rows: the asked channel alone, or every channel but the all-channel one.
  const perChannel = q.channel === undefined ? sql`channel <> ''` : sql`channel = ${q.channel}`;
  const wanted = sql`(${perChannel} OR channel = ${total})`;
  return queryRows<ChannelRow>(
    db,
    sql`WITH figures AS (
          SELECT channel, sum(orders) AS orders, sum(revenue) AS revenue, sum(renewals) AS renewals, sum(refunds) AS refunds
          FROM stats_paid_days WHERE ${wanted} AND day >= ${from} AND day < ${end}
          GROUP BY channel
        ),
        payers AS (
          SELECT channel, sum(payers) AS payers
          FROM stats_payer_gaps WHERE ${wanted} AND day >= ${from} AND day < ${end} AND gap > day - ${from}
          GROUP BY channel
        ),
        rows AS (
          SELECT f.channel COLLATE "C" AS channel, f.orders, f.revenue, f.renewals, f.refunds, coalesce(p.payers, 0) AS payers
          FROM figures f LEFT JOIN payers p ON p.channel = f.channel
        )
        SELECT x.*, c.name FROM (
          SELECT false AS is_total, channel, orders::int AS orders, revenue::float8 AS revenue, renewals::int AS renewals,
                 payers::int AS payers, refunds::float8 AS refunds
          FROM rows WHERE ${perChannel} AND (orders <> 0 OR refunds <> 0)
          UNION ALL
          SELECT true, '', orders::int, revenue::float8, renewals::int, payers::int, 0 FROM rows WHERE channel = ${total}
        ) x
        LEFT JOIN apk_channels c ON c.code = x.channel AND NOT x.is_total
        ORDER BY x.is_total, x.revenue DESC, x.channel`,
  );
}
