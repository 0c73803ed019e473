import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startServer, type TestServer } from './harness';
import {
  DAY,
  HOUR,
  addDays,
  insertAccounts,
  insertOrders,
  insertRefunds,
  rng,
  shanghaiMidnight,
} from './stats-fixtures';
import { expectedPaidStats, type TestOrder, type TestRefund } from './stats-paid-expected';
import { queryRows } from '#server/db/client';
import { ensurePaidRollup } from '#server/db/paid-rollup';
import { paidStats } from '#server/services/stats/paid-stats';
import { PAID_MAX_DAYS } from '#contract/api/stats-paid';

/**
 * The paid rollup is kept by triggers; these tests change orders and refunds in every way a
 * statement can (backdated payments, moved days, channels and accounts, deletions, refunds
 * edited) and check the replies against the rows read back, and the kept rollup against one
 * rebuilt from scratch.
 */

const FROM = '2026-05-04';
const TO = '2026-06-12';
const CHANNELS = ['alpha', 'beta', 'gamma'];

let s: TestServer;
let promote = '';
let accounts: number[] = [];
const random = rng(11);
const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)]!;
const start = shanghaiMidnight(FROM);
const span = shanghaiMidnight(addDays(TO, 1)) - start;
/** A payment instant in the period or up to three days outside it. */
const someInstant = () => start - 3 * DAY + Math.floor(random() * (span + 6 * DAY));

beforeAll(async () => {
  s = await startServer();
  promote = await s.login('promote');
  accounts = await insertAccounts(
    s.db,
    Array.from({ length: 8 }, () => ({ registeredAt: Date.parse('2025-01-01T00:00:00Z') })),
  );
  const ids = await insertOrders(
    s.db,
    Array.from({ length: 160 }, () => ({
      accountId: pick(accounts),
      amountCents: pick([600, 1800, 3000]),
      channel: pick(CHANNELS),
      paidAt: random() < 0.9 ? someInstant() : null,
      renewal: random() < 0.4,
    })),
  );
  const paid = await queryRows<{ id: number; paid: number }>(
    s.db,
    sql`SELECT id, (extract(epoch FROM paid_at) * 1000)::float8 AS paid FROM orders WHERE id IN ${ids} AND paid_at IS NOT NULL`,
  );
  await insertRefunds(
    s.db,
    paid
      .slice(0, 30)
      .map((o) => ({ orderId: o.id, amountCents: 100, createdAt: o.paid + Math.floor(random() * 3 * DAY) })),
  );
});
afterAll(() => s.close());

/** Orders and refunds as they are now in the database, for the JavaScript oracle. */
async function readBack(): Promise<{ orders: TestOrder[]; refunds: TestRefund[] }> {
  const orders = await queryRows<TestOrder>(
    s.db,
    sql`SELECT id, account_id AS "accountId", amount_cents AS "amountCents", channel, renewal, currency,
               (extract(epoch FROM paid_at) * 1000)::float8 AS "paidAt" FROM orders`,
  );
  const refunds = await queryRows<TestRefund>(
    s.db,
    sql`SELECT order_id AS "orderId", amount_cents AS "amountCents", currency, (extract(epoch FROM created_at) * 1000)::float8 AS "createdAt" FROM refunds`,
  );
  return { orders, refunds };
}

async function expectRepliesMatchRows() {
  const rows = await readBack();
  for (const granularity of ['day', 'week', 'month'] as const) {
    for (const channel of [undefined, 'beta']) {
      const q = { from: FROM, to: TO, granularity, ...(channel ? { channel } : {}) };
      const r = await s.call('/admins/paid-stats/get', q, { token: promote });
      expect(r.body.data, JSON.stringify(q)).toEqual({
        timeZone: 'Asia/Shanghai',
        currency: 'CNY',
        ...expectedPaidStats(rows.orders, rows.refunds, q),
      });
    }
  }
}

/** Both rollup tables summed per key, zero sums left out: equal for equal contents, however folded. */
async function rollupContents() {
  const days = await queryRows(
    s.db,
    sql`SELECT channel, day::text, sum(orders)::int AS orders, sum(revenue)::int AS revenue, sum(renewals)::int AS renewals, sum(refunds)::int AS refunds
        FROM stats_paid_days GROUP BY 1, 2
        HAVING sum(orders) <> 0 OR sum(revenue) <> 0 OR sum(renewals) <> 0 OR sum(refunds) <> 0 ORDER BY 1, 2`,
  );
  const gaps = await queryRows(
    s.db,
    sql`SELECT channel, day::text, gap, sum(payers)::int AS payers FROM stats_payer_gaps GROUP BY 1, 2, 3 HAVING sum(payers) <> 0 ORDER BY 1, 2, 3`,
  );
  return { days, gaps };
}

async function expectKeptEqualsRebuilt() {
  const kept = await rollupContents();
  expect(kept.days.length).toBeGreaterThan(0);
  await s.db.execute(sql`SELECT stats_paid_rebuild('Asia/Shanghai')`);
  expect(await rollupContents()).toEqual(kept);
}

describe('the paid rollup kept by triggers', () => {
  it('follows backdated payments, moved days, channels and accounts, currency changes and deletions', async () => {
    for (let round = 0; round < 6; round++) {
      // Payments before, between and after an account's others, several in one statement.
      await insertOrders(
        s.db,
        Array.from({ length: 6 }, () => ({
          accountId: pick(accounts),
          amountCents: 900,
          channel: pick(CHANNELS),
          paidAt: someInstant(),
          renewal: random() < 0.5,
        })),
      );
      const ids = (await queryRows<{ id: number }>(s.db, sql`SELECT id FROM orders ORDER BY random() LIMIT 12`)).map(
        (r) => r.id,
      );
      const [a, b, c, d, e, f, g] = ids;
      await s.db.execute(
        sql`UPDATE orders SET paid_at = paid_at + ${`${Math.floor(random() * 9) - 4} days`}::interval WHERE id = ${a!}`,
      );
      await s.db.execute(
        sql`UPDATE orders SET channel = ${pick(CHANNELS)}, account_id = ${pick(accounts)} WHERE id = ${b!}`,
      );
      await s.db.execute(
        sql`UPDATE orders SET currency = CASE currency WHEN 'CNY' THEN 'USD' ELSE 'CNY' END WHERE id = ${c!}`,
      );
      await s.db.execute(
        sql`UPDATE orders SET paid_at = CASE WHEN paid_at IS NULL THEN ${new Date(someInstant())}::timestamptz END WHERE id = ${d!}`,
      );
      await s.db.execute(
        sql`UPDATE orders SET amount_cents = amount_cents + 7, renewal = NOT renewal WHERE id IN (${e!}, ${f!})`,
      );
      // A refund's status change touches the order without changing anything counted.
      await s.db.execute(sql`UPDATE orders SET updated_at = now(), version = version + 1 WHERE id IN ${ids}`);
      await s.db
        .execute(sql`UPDATE refunds SET created_at = created_at + interval '20 hours', amount_cents = amount_cents + 1
                             WHERE id = (SELECT min(id) FROM refunds WHERE order_id <> ${g!})`);
      await s.db.execute(sql`DELETE FROM refunds WHERE order_id = ${g!}`);
      await s.db.execute(sql`DELETE FROM orders WHERE id = ${g!}`);
    }
    await expectRepliesMatchRows();
    await expectKeptEqualsRebuilt();
  });

  it('counts an account paying on consecutive days once per period, and again in a later one', async () => {
    const [acc] = await insertAccounts(s.db, [{ registeredAt: Date.parse('2025-01-01T00:00:00Z') }]);
    // Inserted last first, one statement each, so every insert lands before the ones already there.
    for (const day of [TO, addDays(FROM, 20), addDays(FROM, 1), FROM]) {
      await insertOrders(s.db, [
        { accountId: acc!, amountCents: 5000, channel: 'omega', paidAt: shanghaiMidnight(day) + 10 * HOUR },
      ]);
    }
    const r = await s.call(
      '/admins/paid-stats/get',
      { from: FROM, to: TO, granularity: 'week', channel: 'omega' },
      { token: promote },
    );
    expect(r.body.data.totals).toMatchObject({ orders: 4, payingAccounts: 1 });
    expect(r.body.data.series.payingAccounts.filter((n) => n > 0)).toEqual([1, 1, 1]);
    await expectRepliesMatchRows();
  });

  it('caps gaps at the longest period a request may cover', async () => {
    const [row] = await queryRows<{ gap: number }>(s.db, sql`SELECT max(gap)::int AS gap FROM stats_payer_gaps`);
    expect(row!.gap).toBe(366);
    expect(PAID_MAX_DAYS).toBeLessThanOrEqual(366);
  });

  it('is rebuilt by day of another business time zone, and back', async () => {
    await ensurePaidRollup(s.db, 'America/New_York');
    const byNewYorkDay = await queryRows<{ day: string; orders: number }>(
      s.db,
      sql`SELECT (paid_at AT TIME ZONE 'America/New_York')::date::text AS day, count(*)::int AS orders FROM orders
          WHERE paid_at IS NOT NULL AND currency = 'CNY' AND (paid_at AT TIME ZONE 'America/New_York')::date BETWEEN ${FROM}::date AND ${TO}::date
          GROUP BY 1 ORDER BY 1`,
    );
    const reply = await paidStats(s.db, {
      tz: 'America/New_York',
      from: FROM,
      to: TO,
      granularity: 'day',
      channel: undefined,
    });
    const reported = reply.series.labels
      .map((day, i) => ({ day, orders: reply.series.orders[i]! }))
      .filter((d) => d.orders > 0);
    expect(reported).toEqual(byNewYorkDay);
    const [state] = await queryRows<{ time_zone: string }>(s.db, sql`SELECT time_zone FROM stats_rollup_state`);
    expect(state!.time_zone).toBe('America/New_York');
    // A server configured for Shanghai puts it back on its first request.
    await expectRepliesMatchRows();
    const [back] = await queryRows<{ time_zone: string }>(s.db, sql`SELECT time_zone FROM stats_rollup_state`);
    expect(back!.time_zone).toBe('Asia/Shanghai');
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'stays exact when writers change the same accounts at once (PostgreSQL)',
    async () => {
      const few = accounts.slice(0, 3);
      await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          s.db.transaction(async (tx) => {
            await insertOrders(tx, [
              { accountId: few[i % 3]!, amountCents: 1200, channel: pick(CHANNELS), paidAt: someInstant() },
              { accountId: few[(i + 1) % 3]!, amountCents: 1300, channel: pick(CHANNELS), paidAt: someInstant() },
            ]);
            const [o] = await queryRows<{ id: number; paid: number }>(
              tx,
              sql`SELECT id, (extract(epoch FROM paid_at) * 1000)::float8 AS paid FROM orders WHERE account_id = ${few[i % 3]!} AND paid_at IS NOT NULL ORDER BY id LIMIT 1`,
            );
            await insertRefunds(tx, [{ orderId: o!.id, amountCents: 10, createdAt: o!.paid + HOUR }]);
          }),
        ),
      );
      await expectRepliesMatchRows();
      await expectKeptEqualsRebuilt();
    },
  );
});
