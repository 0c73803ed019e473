import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '#server/db/client';
import { maskPhone } from '#server/lib/mask-phone';
import { actionLogRows, startServer, type TestServer } from './harness';
import { seedWorld } from './fixtures/content';
import { seedAccount, seedOrder } from './fixtures/commerce';

let s: TestServer;
let agent: string;
let agentId: number;

beforeAll(async () => {
  s = await startServer();
  await seedWorld(s.db);
  agent = await s.login('agent');
  agentId = (await queryRows<{ id: number }>(s.db, sql`SELECT id FROM admins WHERE username = 'agent'`))[0]!.id;
});
afterAll(() => s.close());

const messageReads = async (via: string) =>
  (await actionLogRows(s.db, 'message.read')).filter((r) => (r.after as { via?: string }).via === via);

/** An account one of whose private messages is reported (so its account info carries one). */
const reportedSender = async () =>
  (
    await queryRows<{ id: number; phone: string }>(
      s.db,
      sql`SELECT a.id, a.phone FROM reports r JOIN messages m ON m.id = r.target_id
          JOIN accounts a ON a.id = m.from_account_id
          WHERE r.target_type = 'message' ORDER BY r.id LIMIT 1`,
    )
  )[0]!;

/** The open reports whose target is a private message, from the seeded world. */
const reportedMessages = async () =>
  queryRows<{ id: number; target_id: number }>(
    s.db,
    sql`SELECT id, target_id FROM reports WHERE target_type = 'message' AND status = 'OPEN' ORDER BY id`,
  );

describe('reads of private content are logged', () => {
  it('account info masks the phone and holds back reported messages unless revealed, and logs nothing', async () => {
    const { id: account, phone } = await reportedSender();
    const messages = (await actionLogRows(s.db, 'message.read')).length;
    for (const body of [{ accountId: account }, { accountId: account, reveal: false }]) {
      const r = await s.call('/admins/account-info/get', body, { token: agent });
      expect(r.body.code).toBe(200);
      expect(r.body.data.revealed).toBe(false);
      expect(r.body.data.account.phone).toBe(maskPhone(phone));
      expect(r.body.data.account.phone).not.toBe(phone);
      const onMessages = r.body.data.reports.filter((x) => x.targetType === 'message');
      expect(onMessages.length).toBeGreaterThan(0);
      expect(onMessages.every((x) => x.target.snippet === '' && x.target.media.length === 0)).toBe(true);
    }
    expect(
      (await actionLogRows(s.db, 'account.phone_read')).filter((x) => x.target_id === String(account)),
    ).toHaveLength(0);
    expect((await actionLogRows(s.db, 'message.read')).length).toBe(messages);
  });

  it('the whole phone number and reported messages on a reveal, logged once', async () => {
    const { id: account, phone } = await reportedSender();
    const r = await s.call('/admins/account-info/get', { accountId: account, reveal: true }, { token: agent });
    expect(r.body.code).toBe(200);
    expect(r.body.data.revealed).toBe(true);
    expect(r.body.data.account.phone).toBe(phone);
    const onMessages = r.body.data.reports.filter((x) => x.targetType === 'message' && x.target.exists);
    expect(onMessages.length).toBeGreaterThan(0);
    expect(onMessages.every((x) => x.target.snippet !== '' || x.target.media.length > 0)).toBe(true);
    const rows = (await actionLogRows(s.db, 'account.phone_read')).filter((x) => x.target_id === String(account));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.admin_id).toBe(agentId);
    const [read] = await messageReads('account-info');
    expect(read?.after).toMatchObject({ reportIds: onMessages.map((x) => x.id) });
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
