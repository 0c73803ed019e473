import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '#server/db/client';
import { actionLogRows, startServer, type TestServer } from './harness';
import { seedWorld, type World } from './fixtures/content';
import { seedAccount, seedOrder } from './fixtures/commerce';

let s: TestServer;
let w: World;
let agent: string;
let agentId: number;

beforeAll(async () => {
  s = await startServer();
  w = await seedWorld(s.db);
  agent = await s.login('agent');
  agentId = (await queryRows<{ id: number }>(s.db, sql`SELECT id FROM admins WHERE username = 'agent'`))[0]!.id;
});
afterAll(() => s.close());

const messageReads = async (via: string) =>
  (await actionLogRows(s.db, 'message.read')).filter((r) => (r.after as { via?: string }).via === via);

/** The open reports whose target is a private message, from the seeded world. */
const reportedMessages = async () =>
  queryRows<{ id: number; target_id: number }>(
    s.db,
    sql`SELECT id, target_id FROM reports WHERE target_type = 'message' AND status = 'OPEN' ORDER BY id`,
  );

describe('reads of private content are logged', () => {
  it('the whole phone number in the account drawer', async () => {
    const account = w.accounts[0]!;
    const r = await s.call('/admins/account-info/get', { accountId: account }, { token: agent });
    expect(r.body.code).toBe(200);
    expect(r.body.data.account.phone).toBe('+86 138 0000 1001');
    const rows = (await actionLogRows(s.db, 'account.phone_read')).filter((x) => x.target_id === String(account));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.admin_id).toBe(agentId);
  });

  it('message text in report previews, in the list and in the queue', async () => {
    const onMessages = await reportedMessages();
    expect(onMessages.length).toBeGreaterThan(0);

    const list = await s.call('/admins/report-list/get', { pageSize: 50, filters: {} }, { token: agent });
    expect(list.body.code).toBe(200);
    const shown = list.body.data.list.filter((r) => r.targetType === 'message' && r.target.exists);
    expect(shown.length).toBeGreaterThan(0);
    const [listed] = await messageReads('report-list');
    expect(listed?.admin_id).toBe(agentId);
    expect(listed?.after).toMatchObject({
      reportIds: shown.map((r) => r.id),
      ids: [...new Set(shown.map((r) => r.targetId))],
    });

    const hand = await s.call('/admins/queue/lease', { queue: 'report', count: 50 }, { token: agent });
    expect(hand.body.code).toBe(200);
    const [leased] = await messageReads('queue');
    const inHand = hand.body.data.list as { id: number; targetType: string }[];
    expect((leased?.after as { reportIds: number[] }).reportIds).toEqual(
      inHand.filter((r) => r.targetType === 'message').map((r) => r.id),
    );
  });

  it('logs nothing extra for a report page without a message on it', async () => {
    const before = (await actionLogRows(s.db, 'message.read')).length;
    const r = await s.call(
      '/admins/report-list/get',
      { pageSize: 50, filters: { targetType: 'moment' } },
      { token: agent },
    );
    expect(r.body.code).toBe(200);
    expect((await actionLogRows(s.db, 'message.read')).length).toBe(before);
  });
});

describe('refusals at a gate are logged', () => {
  it('a refund without a fresh step-up', async () => {
    const account = await seedAccount(s.db);
    const orderId = await seedOrder(s.db, { accountId: account, amountCents: 100 });
    const r = await s.call(
      '/admins/order-refund',
      { orderId, amountCents: 10, reason: 'duplicate', idempotencyKey: 'gate-test-0001' },
      { token: agent },
    );
    expect(r.body).toMatchObject({ code: 40300, data: { reason: 'REAUTH_REQUIRED' } });
    const [row] = (await actionLogRows(s.db, 'auth.gate_refused')).filter(
      (x) => x.target_id === '/admins/order-refund',
    );
    expect(row).toMatchObject({ admin_id: agentId, after: { reason: 'REAUTH_REQUIRED' } });
  });

  it('a call made before the required password change', async () => {
    await s.db.execute(sql`UPDATE admins SET must_change_password = true WHERE username = 'promote'`);
    const token = await s.login('promote');
    const r = await s.call('/admins/workplace/get', {}, { token });
    expect(r.body).toMatchObject({ code: 40300, data: { reason: 'PASSWORD_CHANGE_REQUIRED' } });
    const [promoteId] = await queryRows<{ id: number }>(s.db, sql`SELECT id FROM admins WHERE username = 'promote'`);
    const [row] = (await actionLogRows(s.db, 'auth.gate_refused')).filter(
      (x) => x.target_id === '/admins/workplace/get',
    );
    expect(row).toMatchObject({ admin_id: promoteId!.id, after: { reason: 'PASSWORD_CHANGE_REQUIRED' } });
  });
});
