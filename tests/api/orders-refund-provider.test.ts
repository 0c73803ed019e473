import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { actionLogRows, startServer, type TestServer } from './harness';
import { loginWithStepUp, seedAccount, seedOrder } from './fixtures/commerce';
import { orders, refunds } from '#server/db/schema/commerce';
import { admins } from '#server/db/schema/staff';
import { refundOrder } from '#server/services/orders/order-refund';
import type { ProviderRefundRequest, RefundProvider } from '#server/services/orders/refund-provider';
import type { Actor, AuthSession } from '#server/domain/actor';
import { createLogger } from '#server/logger';

let s: TestServer;
let root = '';
let session: AuthSession;

beforeAll(async () => {
  s = await startServer();
  root = await loginWithStepUp(s, 'root');
  const [admin] = await s.db.select().from(admins).where(eq(admins.username, 'root'));
  session = {
    sessionId: 1,
    apiTokenId: null,
    adminId: admin!.id,
    username: 'root',
    role: 'ADMIN_ROOT',
    roles: admin!.roles,
    reauthAt: new Date(),
    mustChangePassword: false,
    mfaEnrollmentRequired: false,
  };
});
afterAll(() => s.close());

const log = createLogger('silent');
const actor = (): Actor => ({
  adminId: session.adminId,
  session,
  ip: '127.0.0.1',
  requestId: 'provider-test',
  userAgent: 'test',
});

/** A provider that times out `failures` times, then settles; it records every call. */
function flakyProvider(failures: number): RefundProvider & { calls: ProviderRefundRequest[] } {
  const calls: ProviderRefundRequest[] = [];
  return {
    name: 'flaky',
    calls,
    refund: async (request) => {
      calls.push(request);
      if (calls.length <= failures) throw new Error('provider timeout');
      return { status: 'settled', providerRef: `flaky-${request.idempotencyKey}` };
    },
  };
}

describe('refund provider: pending row before the call', () => {
  it('keeps the money reserved and the row pending when the provider fails, and settles on retry with the same key', async () => {
    const account = await seedAccount(s.db);
    const orderId = await seedOrder(s.db, { accountId: account, amountCents: 800 });
    const provider = flakyProvider(1);
    const body = { orderId, amountCents: 300, reason: 'late delivery', idempotencyKey: 'flaky-key-0001' };

    const first = await refundOrder(s.db, provider, actor(), body, log);
    expect(first.refund).toMatchObject({ state: 'PENDING', providerRef: null });
    expect(first.order).toMatchObject({ refundedCents: 300, status: 'PARTIALLY_REFUNDED' });
    // The ledger committed before the call: the amount cannot be refunded twice meanwhile.
    const [row] = await s.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row?.refundedCents).toBe(300);

    const retry = await refundOrder(s.db, provider, actor(), body, log);
    expect(retry.replayed).toBe(true);
    expect(retry.refund).toMatchObject({ id: first.refund.id, state: 'SETTLED', providerRef: 'flaky-flaky-key-0001' });
    expect(retry.order.refundedCents).toBe(300);
    expect(provider.calls).toHaveLength(2);
    expect(provider.calls.map((c) => [c.refundId, c.idempotencyKey, c.amountCents])).toEqual([
      [first.refund.id, body.idempotencyKey, 300],
      [first.refund.id, body.idempotencyKey, 300],
    ]);
    expect((await s.db.select().from(refunds).where(eq(refunds.orderId, orderId))).length).toBe(1);
    const settled = (await actionLogRows(s.db, 'order.refund_settled')).filter(
      (r) => r.target_id === String(first.refund.id),
    );
    expect(settled).toHaveLength(1);
  });

  it('lets a retry over HTTP settle a pending refund with the default ledger provider', async () => {
    const account = await seedAccount(s.db);
    const orderId = await seedOrder(s.db, { accountId: account, amountCents: 500 });
    const body = { orderId, amountCents: 500, reason: 'fraud', idempotencyKey: 'flaky-key-0002' };
    const pending = await refundOrder(s.db, flakyProvider(10), actor(), body, log);
    expect(pending.refund.state).toBe('PENDING');
    const r = await s.call('/admins/order-refund', body, { token: root });
    expect(r.body.code).toBe(200);
    expect(r.body.data).toMatchObject({
      replayed: true,
      refund: { id: pending.refund.id, state: 'SETTLED', providerRef: `ledger:${pending.refund.id}` },
    });
    expect(r.body.data.order).toMatchObject({ status: 'REFUNDED', refundedCents: 500 });
  });
});
