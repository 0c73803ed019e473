import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { actionLogRows, startServer, type TestServer } from './harness';
import { loginWithStepUp, nextIp, seedAccount, seedOrder } from './fixtures/commerce';
import { orders, refunds } from '#server/db/schema/commerce';
import { queryRows } from '#server/db/client';
import { DEMO_PASSWORD } from '#server/db/seed/demo-admins';

let s: TestServer;
let root = '';
let account = 0;

beforeAll(async () => {
  s = await startServer();
  account = await seedAccount(s.db);
  root = await loginWithStepUp(s, 'root');
});
afterAll(() => s.close());

let keyCounter = 0;
const newKey = () => `key-${Date.now()}-${++keyCounter}`;

async function orderRow(id: number) {
  const [row] = await s.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}
async function refundCount(orderId: number) {
  return (await s.db.select().from(refunds).where(eq(refunds.orderId, orderId))).length;
}
const refund = (
  body: { orderId: number; amountCents: number; reason?: string; idempotencyKey?: string },
  token = root,
) => s.call('/admins/order-refund', { reason: 'customer asked', idempotencyKey: newKey(), ...body }, { token });

describe('/admins/order-refund: amounts and statuses', () => {
  it('refunds part, then the rest: PAID → PARTIALLY_REFUNDED → REFUNDED, and nothing more', async () => {
    const orderId = await seedOrder(s.db, { accountId: account, amountCents: 100 });
    const first = await refund({ orderId, amountCents: 30 });
    expect(first.body.code, first.body.msg).toBe(200);
    expect(first.body.data.replayed).toBe(false);
    expect(first.body.data.order).toMatchObject({
      status: 'PARTIALLY_REFUNDED',
      refundedCents: 30,
      refundableCents: 70,
      version: 2,
    });
    expect(first.body.data.refund).toMatchObject({
      orderId,
      amountCents: 30,
      currency: 'CNY',
      reason: 'customer asked',
      adminUsername: 'root',
      state: 'SETTLED',
    });
    expect(first.body.data.refund.providerRef).toBe(`ledger:${first.body.data.refund.id}`);

    const rest = await refund({ orderId, amountCents: 70 });
    expect(rest.body.data.order).toMatchObject({ status: 'REFUNDED', refundedCents: 100, refundableCents: 0 });

    const more = await refund({ orderId, amountCents: 1 });
    expect([more.status, more.body.code]).toEqual([422, 42200]);
    expect(more.body.data).toMatchObject({ why: 'FULLY_REFUNDED', refundableCents: 0, status: 'REFUNDED' });

    const detail = await s.call('/admins/order/get', { id: orderId }, { token: root });
    expect(detail.body.data.refunds.map((r) => r.amountCents)).toEqual([30, 70]);
    expect(await refundCount(orderId)).toBe(2);
  });

  it('refuses an amount above the refundable rest with 42200 stating the refundable amount', async () => {
    const orderId = await seedOrder(s.db, {
      accountId: account,
      amountCents: 5000,
      status: 'PARTIALLY_REFUNDED',
      refundedCents: 1500,
    });
    const r = await refund({ orderId, amountCents: 3501 });
    expect([r.status, r.body.code]).toEqual([422, 42200]);
    expect(r.body.data).toEqual({
      why: 'ABOVE_REFUNDABLE',
      status: 'PARTIALLY_REFUNDED',
      refundableCents: 3500,
      currency: 'CNY',
    });
    expect(r.body.msg).toBe('amountCents: 3501 is above the refundable 3500 (CNY)');
    expect(await orderRow(orderId)).toMatchObject({ refundedCents: 1500, status: 'PARTIALLY_REFUNDED', version: 1 });
    expect(await refundCount(orderId)).toBe(0);
    const exact = await refund({ orderId, amountCents: 3500 });
    expect(exact.body.data.order).toMatchObject({ status: 'REFUNDED', refundedCents: 5000 });
  });

  it.each(['PENDING', 'CLOSED'] as const)('refuses to refund a %s order (42200), changing nothing', async (status) => {
    const orderId = await seedOrder(s.db, { accountId: account, amountCents: 900, status });
    const r = await refund({ orderId, amountCents: 100 });
    expect([r.status, r.body.code]).toEqual([422, 42200]);
    expect(r.body.data).toMatchObject({ why: 'NOT_PAID', status, refundableCents: 0 });
    expect(await orderRow(orderId)).toMatchObject({ refundedCents: 0, status, version: 1 });
    expect(await refundCount(orderId)).toBe(0);
  });

  it('answers 40400 for an unknown order', async () => {
    const r = await refund({ orderId: 987_654, amountCents: 1 });
    expect([r.status, r.body.code]).toEqual([404, 40400]);
  });

  it.each([
    [{ amountCents: 0 }, 'amountCents: must be at least 1 cent'],
    [{ amountCents: -5 }, 'amountCents: must be at least 1 cent'],
    [{ amountCents: 1.5 }, 'amountCents'],
    [{ amountCents: '10' }, 'amountCents'],
    [{ reason: '   ' }, 'reason'],
    [{ reason: undefined }, 'reason: is required'],
    [{ idempotencyKey: 'short' }, 'idempotencyKey: must be 8–128 characters'],
    [{ idempotencyKey: 'has spaces in it' }, 'idempotencyKey'],
    [{ orderId: 0 }, 'orderId'],
    [{ currency: 'CNY' }, 'currency: unknown key'],
  ])('refuses bad input %j with 40000 and changes nothing', async (patch, msg) => {
    const orderId = await seedOrder(s.db, { accountId: account, amountCents: 100 });
    const body = { orderId, amountCents: 10, reason: 'r', idempotencyKey: newKey(), ...patch };
    const r = await s.raw('/admins/order-refund', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${root}` },
      body: JSON.stringify(body),
    });
    expect([r.status, r.body.code]).toEqual([400, 40000]);
    expect(r.body.msg.startsWith(msg)).toBe(true);
    expect(await orderRow(orderId)).toMatchObject({ refundedCents: 0, status: 'PAID' });
    expect(await refundCount(orderId)).toBe(0);
  });
});

describe('/admins/order-refund: idempotency', () => {
  it('replays the first result for the same key and body, without a second refund', async () => {
    const orderId = await seedOrder(s.db, { accountId: account, amountCents: 1000 });
    const body = { orderId, amountCents: 250, reason: '  duplicate charge  ', idempotencyKey: newKey() };
    const first = await s.call('/admins/order-refund', body, { token: root });
    const again = await s.call('/admins/order-refund', body, { token: root });
    expect(first.body.code).toBe(200);
    expect(again.body.code).toBe(200);
    expect(again.body.data.replayed).toBe(true);
    expect(again.body.data.refund).toEqual(first.body.data.refund);
    expect(again.body.data.order.refundedCents).toBe(250);
    expect(first.body.data.refund.reason).toBe('duplicate charge');
    expect(await refundCount(orderId)).toBe(1);
    // Trimming is part of validation, so the same reason with other padding is the same body.
    const padded = await s.call('/admins/order-refund', { ...body, reason: 'duplicate charge' }, { token: root });
    expect(padded.body.data.replayed).toBe(true);
  });

  it('answers 40900 for the same key with another body or from another admin, changing nothing', async () => {
    const orderId = await seedOrder(s.db, { accountId: account, amountCents: 1000 });
    const key = newKey();
    expect((await refund({ orderId, amountCents: 100, idempotencyKey: key })).body.code).toBe(200);
    for (const other of [{ amountCents: 101 }, { reason: 'another reason' }]) {
      const r = await refund({ orderId, amountCents: 100, idempotencyKey: key, ...other });
      expect([r.status, r.body.code]).toEqual([409, 40900]);
      expect(r.body.msg.startsWith('idempotencyKey:')).toBe(true);
    }
    const otherOrder = await seedOrder(s.db, { accountId: account, amountCents: 1000 });
    expect((await refund({ orderId: otherOrder, amountCents: 100, idempotencyKey: key })).body.code).toBe(40900);
    const agent = await loginWithStepUp(s, 'agent');
    expect((await refund({ orderId, amountCents: 100, idempotencyKey: key }, agent)).body.code).toBe(40900);
    expect(await orderRow(orderId)).toMatchObject({ refundedCents: 100 });
    expect(await orderRow(otherOrder)).toMatchObject({ refundedCents: 0 });
    expect(await refundCount(orderId)).toBe(1);
  });
});

describe('/admins/order-refund: step-up and roles', () => {
  it('needs the password re-entered within 15 minutes: 40300 REAUTH_REQUIRED before, 200 after', async () => {
    const ip = nextIp();
    const token = await s.login('agent', { ip });
    const orderId = await seedOrder(s.db, { accountId: account, amountCents: 100 });
    const before = await refund({ orderId, amountCents: 10 }, token);
    expect([before.status, before.body.code, before.body.data]).toEqual([403, 40300, { reason: 'REAUTH_REQUIRED' }]);
    expect(await refundCount(orderId)).toBe(0);

    expect((await s.call('/admins/reauth', { password: DEMO_PASSWORD }, { token, ip })).body.code).toBe(200);
    expect((await refund({ orderId, amountCents: 10 }, token)).body.code).toBe(200);

    await s.db.execute(
      sql`UPDATE admin_sessions SET reauth_at = now() - interval '16 minutes' WHERE reauth_at IS NOT NULL`,
    );
    const stale = await refund({ orderId, amountCents: 10 }, token);
    expect(stale.body).toMatchObject({ code: 40300, data: { reason: 'REAUTH_REQUIRED' } });
    await s.db.execute(sql`UPDATE admin_sessions SET reauth_at = now() WHERE reauth_at IS NOT NULL`);
    expect(await refundCount(orderId)).toBe(1);
  });

  it('is denied to PROMOTE even after step-up', async () => {
    const token = await loginWithStepUp(s, 'promote');
    const orderId = await seedOrder(s.db, { accountId: account, amountCents: 100 });
    const r = await refund({ orderId, amountCents: 10 }, token);
    expect([r.status, r.body.code]).toEqual([403, 40300]);
    expect(await refundCount(orderId)).toBe(0);
  });
});

describe('/admins/order-refund: the action log', () => {
  it('writes the refund, its settlement and every refusal, with before, after and reason', async () => {
    const orderId = await seedOrder(s.db, { accountId: account, amountCents: 400 });
    const ok = await refund({ orderId, amountCents: 150, reason: '商品未收到' });
    await refund({ orderId, amountCents: 999 });
    const rows = await actionLogRows(s.db);
    const mine = rows.filter((r) => r.target_id === String(orderId) || r.target_id === String(ok.body.data.refund.id));
    expect(mine.map((r) => r.action)).toEqual(['order.refund', 'order.refund_settled', 'order.refund_refused']);
    expect(mine[0]).toMatchObject({
      target_type: 'order',
      reason: '商品未收到',
      before: { status: 'PAID', refundedCents: 0 },
      after: {
        status: 'PARTIALLY_REFUNDED',
        refundedCents: 150,
        refundId: ok.body.data.refund.id,
        amountCents: 150,
        currency: 'CNY',
      },
    });
    const [count] = await queryRows<{ n: number }>(
      s.db,
      sql`SELECT count(*)::int AS n FROM action_log WHERE action = 'order.refund'`,
    );
    const [made] = await queryRows<{ n: number }>(s.db, sql`SELECT count(*)::int AS n FROM refunds`);
    // Every refund row has its action-log row: they commit together or not at all.
    expect(count?.n).toBe(made?.n);
  });
});
