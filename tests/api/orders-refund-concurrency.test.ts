import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { startServer, type TestServer } from './harness';
import { loginWithStepUp, seedAccount, seedOrder } from './fixtures/commerce';
import { orders, refunds } from '#server/db/schema/commerce';
import { queryRows } from '#server/db/client';
import type { OrderStatus } from '#contract/entities';

let s: TestServer;
let root = '';
let account = 0;

beforeAll(async () => {
  s = await startServer();
  account = await seedAccount(s.db);
  root = await loginWithStepUp(s, 'root');
});
afterAll(() => s.close());

let run = 0;

describe('refund ledger property', () => {
  it('never refunds more than was paid, whatever the sequence (sent all at once)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 500 }),
        fc.constantFrom<OrderStatus>('PAID', 'PAID', 'PARTIALLY_REFUNDED', 'PENDING', 'CLOSED'),
        fc.array(fc.record({ amount: fc.integer({ min: 1, max: 300 }), repeat: fc.boolean() }), {
          minLength: 1,
          maxLength: 12,
        }),
        async (amountCents, status, steps) => {
          run++;
          const already = status === 'PARTIALLY_REFUNDED' ? Math.max(1, Math.floor(amountCents / 3)) : 0;
          if (status === 'PARTIALLY_REFUNDED' && already >= amountCents) return;
          const orderId = await seedOrder(s.db, { accountId: account, amountCents, status, refundedCents: already });
          // A repeated step reuses the previous step's key and body: a retried request.
          const bodies = steps.map((step, i) => ({
            orderId,
            amountCents: step.amount,
            reason: 'property',
            idempotencyKey: `prop-${run}-${i}`,
          }));
          for (let i = 1; i < bodies.length; i++) if (steps[i]!.repeat) bodies[i] = bodies[i - 1]!;
          const replies = await Promise.all(bodies.map((b) => s.call('/admins/order-refund', b, { token: root })));

          const [order] = await s.db.select().from(orders).where(eq(orders.id, orderId));
          const rows = await s.db.select().from(refunds).where(eq(refunds.orderId, orderId));
          const ledger = rows.reduce((n, r) => n + r.amountCents, 0);
          expect(order!.refundedCents).toBeLessThanOrEqual(order!.amountCents);
          expect(order!.refundedCents).toBe(already + ledger);
          // One row per distinct key that succeeded; replays add none.
          const succeeded = new Set(
            replies.flatMap((r, i) => (r.body.code === 200 ? [bodies[i]!.idempotencyKey] : [])),
          );
          expect(rows.length).toBe(succeeded.size);
          for (const r of replies) expect([200, 42200]).toContain(r.body.code);
          if (status === 'PENDING' || status === 'CLOSED') expect(rows).toHaveLength(0);
          const expected: OrderStatus =
            status === 'PENDING' || status === 'CLOSED'
              ? status
              : order!.refundedCents === order!.amountCents
                ? 'REFUNDED'
                : order!.refundedCents > 0
                  ? 'PARTIALLY_REFUNDED'
                  : 'PAID';
          expect(order!.status).toBe(expected);
        },
      ),
      { numRuns: 40 },
    );
  });
});

const refund = (orderId: number, amountCents: number, idempotencyKey: string) =>
  s.call('/admins/order-refund', { orderId, amountCents, reason: 'race', idempotencyKey }, { token: root });

/**
 * Races are real only on PostgreSQL (PGlite runs one query at a time), so these tests are
 * defined only there. Timings are printed so the README can quote them.
 */
describe.runIf(process.env.TEST_DB === 'postgres')('refund races on PostgreSQL', () => {
  it('50 concurrent refunds of 30 on an order of 100: exactly 3 succeed and refunded = 90', async () => {
    const orderId = await seedOrder(s.db, { accountId: account, amountCents: 100 });
    const started = performance.now();
    const replies = await Promise.all(Array.from({ length: 50 }, (_, i) => refund(orderId, 30, `race-50-${i}-key`)));
    const ms = performance.now() - started;
    console.info(`50 concurrent refunds: ${ms.toFixed(0)} ms`);
    const codes = replies.map((r) => r.body.code);
    expect(codes.filter((c) => c === 200)).toHaveLength(3);
    expect(codes.filter((c) => c === 42200)).toHaveLength(47);
    for (const r of replies.filter((x) => x.body.code === 42200)) {
      expect(r.body.data).toMatchObject({ why: 'ABOVE_REFUNDABLE', refundableCents: 10 });
    }
    const [order] = await s.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ refundedCents: 90, status: 'PARTIALLY_REFUNDED', version: 4 });
    expect(await s.db.select().from(refunds).where(eq(refunds.orderId, orderId))).toHaveLength(3);
    const [logged] = await queryRows<{ n: number }>(
      s.db,
      sql`SELECT count(*)::int AS n FROM action_log WHERE action = 'order.refund' AND target_id = ${String(orderId)}`,
    );
    expect(logged?.n).toBe(3);
  });

  it('20 parallel identical requests make one refund row and all get its result', async () => {
    const orderId = await seedOrder(s.db, { accountId: account, amountCents: 100 });
    const started = performance.now();
    const replies = await Promise.all(Array.from({ length: 20 }, () => refund(orderId, 30, 'race-twin-key-1')));
    console.info(`20 identical refunds: ${(performance.now() - started).toFixed(0)} ms`);
    expect(replies.map((r) => r.body.code)).toEqual(Array(20).fill(200));
    const ids = new Set(replies.map((r) => r.body.data.refund.id));
    expect(ids.size).toBe(1);
    expect(replies.filter((r) => !r.body.data.replayed)).toHaveLength(1);
    expect(await s.db.select().from(refunds).where(eq(refunds.orderId, orderId))).toHaveLength(1);
    const [order] = await s.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.refundedCents).toBe(30);
  });

  it('20 parallel identical full refunds: the twins that find nothing left to refund still replay', async () => {
    const orderId = await seedOrder(s.db, { accountId: account, amountCents: 100 });
    const replies = await Promise.all(Array.from({ length: 20 }, () => refund(orderId, 100, 'race-twin-key-2')));
    expect(replies.map((r) => r.body.code)).toEqual(Array(20).fill(200));
    expect(new Set(replies.map((r) => r.body.data.refund.id)).size).toBe(1);
    expect(await s.db.select().from(refunds).where(eq(refunds.orderId, orderId))).toHaveLength(1);
    const [order] = await s.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ refundedCents: 100, status: 'REFUNDED' });
  });

  it('the same key raced with two different bodies: one refund, the other gets 40900', async () => {
    const orderId = await seedOrder(s.db, { accountId: account, amountCents: 100 });
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, i) => refund(orderId, i % 2 === 0 ? 10 : 20, 'race-mixed-key-1')),
    );
    const ok = replies.filter((r) => r.body.code === 200);
    const conflicts = replies.filter((r) => r.body.code === 40900);
    expect(ok.length + conflicts.length).toBe(10);
    const amounts = new Set(ok.map((r) => r.body.data.refund.amountCents));
    expect(amounts.size).toBe(1);
    expect(conflicts).toHaveLength(5);
    expect(await s.db.select().from(refunds).where(eq(refunds.orderId, orderId))).toHaveLength(1);
  });
});
