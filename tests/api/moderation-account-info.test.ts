import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startServer, type TestServer } from './harness';
import { ok, seedWorld, type World } from './fixtures/content';
import { queryRows } from '#server/db/client';

let s: TestServer;
let w: World;
let agent: string;

beforeAll(async () => {
  s = await startServer();
  w = await seedWorld(s.db);
  agent = await s.login('agent');
});
afterAll(() => s.close());

const n = async (query: ReturnType<typeof sql>) => (await queryRows<{ n: number }>(s.db, query))[0]!.n;

describe('account info', () => {
  it('gives the account unmasked on a reveal, live counts, recent content, reports against it, certification and orders', async () => {
    const id = w.accounts[0]!;
    const info = ok(await s.call('/admins/account-info/get', { accountId: id, reveal: true }, { token: agent }));
    expect(info.account).toMatchObject({
      id,
      nickname: 'Alice',
      phone: '+86 138 0000 1001',
      email: 'alice@example.com',
    });
    const against = sql`(target_type = 'account' AND target_id = ${id})
      OR (target_type = 'moment' AND target_id IN (SELECT id FROM moments WHERE account_id = ${id}))
      OR (target_type = 'moment_comment' AND target_id IN (SELECT id FROM moment_comments WHERE account_id = ${id}))
      OR (target_type = 'question' AND target_id IN (SELECT id FROM questions WHERE account_id = ${id}))
      OR (target_type = 'question_reply' AND target_id IN (SELECT id FROM question_replies WHERE account_id = ${id}))
      OR (target_type = 'reply_comment' AND target_id IN (SELECT id FROM reply_comments WHERE account_id = ${id}))
      OR (target_type = 'message' AND target_id IN (SELECT id FROM messages WHERE from_account_id = ${id}))`;
    expect(info.counts).toEqual({
      moments: await n(sql`SELECT count(*)::int n FROM moments WHERE account_id = ${id}`),
      momentComments: await n(sql`SELECT count(*)::int n FROM moment_comments WHERE account_id = ${id}`),
      questions: await n(sql`SELECT count(*)::int n FROM questions WHERE account_id = ${id}`),
      questionReplies: await n(sql`SELECT count(*)::int n FROM question_replies WHERE account_id = ${id}`),
      replyComments: await n(sql`SELECT count(*)::int n FROM reply_comments WHERE account_id = ${id}`),
      aboutAnswers: await n(sql`SELECT count(*)::int n FROM about_answers WHERE account_id = ${id}`),
      reportsAgainst: await n(sql`SELECT count(*)::int n FROM reports WHERE ${against}`),
      openReportsAgainst: await n(sql`SELECT count(*)::int n FROM reports WHERE (${against}) AND status = 'OPEN'`),
      reportsFiled: await n(sql`SELECT count(*)::int n FROM reports WHERE reporter_id = ${id}`),
      removed: await n(sql`SELECT count(*)::int n FROM (
        SELECT enabled, audit_status FROM moments WHERE account_id = ${id}
        UNION ALL SELECT enabled, audit_status FROM moment_comments WHERE account_id = ${id}
        UNION ALL SELECT enabled, audit_status FROM questions WHERE account_id = ${id}
        UNION ALL SELECT enabled, audit_status FROM question_replies WHERE account_id = ${id}
        UNION ALL SELECT enabled, audit_status FROM reply_comments WHERE account_id = ${id}
        UNION ALL SELECT enabled, audit_status FROM about_answers WHERE account_id = ${id}
      ) c WHERE NOT enabled OR audit_status = 'REJECTED'`),
      orders: 3,
    });
    expect(info.counts.reportsAgainst).toBeGreaterThan(0);
    expect(info.reports).toHaveLength(info.counts.reportsAgainst);
    expect(info.reports.every((r) => r.target.accountId === id)).toBe(true);

    const recent = await queryRows<{ id: number }>(
      s.db,
      sql`SELECT id FROM moments WHERE account_id = ${id} ORDER BY created_at DESC, id DESC LIMIT 5`,
    );
    expect(info.recent.moments.map((m) => m.id)).toEqual(recent.map((r) => r.id));
    expect(info.recent.momentComments.every((c) => c.accountId === id && c.parent.snippet.length > 0)).toBe(true);
    expect(info.recent.questions.map((q) => q.accountId)).toEqual([id, id]);
    expect(info.about.every((a) => a.accountId === id)).toBe(true);
    expect(info.certification).toMatchObject({ accountId: id, avatarUrl: '/a1.svg', auditStatus: 'PENDING' });
    expect(info.orders.map((o) => o.orderNo)).toEqual(['NO-2', 'NO-1', 'NO-0']);
    expect(info.orders[0]).toMatchObject({
      amountCents: 1802,
      currency: 'CNY',
      status: 'PAID',
      payMethod: 'alipay',
      refundedCents: 0,
    });
  });

  it('names the last status change from the action log: the status, who set it, when and why', async () => {
    const id = w.accounts.at(-1)!;
    const before = ok(await s.call('/admins/account-info/get', { accountId: id }, { token: agent }));
    expect(before.lastStatusChange).toBeNull();
    ok(
      await s.call(
        '/admins/account-status',
        { accountId: id, accountStatus: 'MUTED', reasonCode: 'spam', reason: 'same link in 40 comments' },
        { token: agent },
      ),
    );
    ok(
      await s.call(
        '/admins/account-status',
        { accountId: id, accountStatus: 'BANNED', reason: 'fraud ring' },
        { token: agent },
      ),
    );
    const info = ok(await s.call('/admins/account-info/get', { accountId: id }, { token: agent }));
    const [logged] = await queryRows<{ at: Date }>(
      s.db,
      sql`SELECT at FROM action_log WHERE action = 'account.set_status' AND target_id = ${String(id)} ORDER BY id DESC LIMIT 1`,
    );
    expect(info.lastStatusChange).toEqual({
      status: 'BANNED',
      at: new Date(logged!.at).toISOString(),
      by: { id: expect.any(Number), username: 'agent' },
      reason: 'fraud ring',
    });
  });

  it('answers 40400 for an account that does not exist, 40000 for a bad id', async () => {
    const missing = await s.call('/admins/account-info/get', { accountId: 999_999 }, { token: agent });
    expect([missing.status, missing.body.code]).toEqual([404, 40400]);
    const bad = await s.call('/admins/account-info/get', { accountId: -1 }, { token: agent });
    expect([bad.status, bad.body.code]).toEqual([400, 40000]);
  });

  it('is refused to PROMOTE', async () => {
    const r = await s.call(
      '/admins/account-info/get',
      { accountId: w.accounts[0]! },
      { token: await s.login('promote') },
    );
    expect([r.status, r.body.code]).toEqual([403, 40300]);
  });
});
