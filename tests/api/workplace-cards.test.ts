import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startServer, type TestServer } from './harness';
import { queryRows } from '#server/db/client';
import { DEMO_ADMINS } from '#server/db/seed/demo-admins';
import {
  DAY,
  addDays,
  insertAccounts,
  insertOrders,
  insertRefunds,
  rng,
  shanghaiMidnight,
  todayIn,
  type OrderSpec,
} from './stats-fixtures';
import {
  adminId,
  insertMomentComments,
  insertMoments,
  insertNotification,
  insertQuestionReplies,
  insertQuestions,
  insertReplyComments,
} from './workplace-fixtures';

let s: TestServer;
const tokens: Record<'root' | 'agent' | 'promote', string> = { root: '', agent: '', promote: '' };
let t0 = 0;
let t1 = 0;
const content: { createdAt: number; enabled: boolean }[] = [];
const comments: number[] = [];
const orders: (OrderSpec & { createdAt: number })[] = [];
const refunds: { createdAt: number; amountCents: number; currency: string }[] = [];
let rootNotices: { title: string; time: number }[] = [];

beforeAll(async () => {
  s = await startServer();
  for (const u of ['root', 'agent', 'promote'] as const) tokens[u] = await s.login(u);
  const today = todayIn('Asia/Shanghai');
  t0 = shanghaiMidnight(today);
  t1 = shanghaiMidnight(addDays(today, -1));
  const now = Date.now();
  const random = rng(21);
  // Instants over the last four days, with today's and yesterday's first and last milliseconds.
  const when = (i: number) => [t0, t0 - 1, t1, t1 - 1][i] ?? t1 - 2 * DAY + Math.floor(random() * (now - t1 + 2 * DAY));
  const [account] = await insertAccounts(s.db, [{ registeredAt: t1 - 10 * DAY }]);

  const momentSpecs = Array.from({ length: 40 }, (_, i) => ({
    accountId: account!,
    createdAt: when(i),
    media: [],
    enabled: random() < 0.8,
  }));
  const questionSpecs = Array.from({ length: 25 }, (_, i) => ({
    accountId: account!,
    createdAt: when(i),
    enabled: random() < 0.8,
  }));
  const [momentId] = await insertMoments(s.db, momentSpecs);
  const [questionId] = await insertQuestions(s.db, questionSpecs);
  content.push(...momentSpecs, ...questionSpecs);

  const commentTimes = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ accountId: account!, createdAt: when(i) }));
  const mc = commentTimes(30);
  const qr = commentTimes(20);
  const rc = commentTimes(10);
  await insertMomentComments(s.db, momentId!, mc);
  const [replyId] = await insertQuestionReplies(s.db, questionId!, qr);
  await insertReplyComments(s.db, replyId!, rc);
  comments.push(...[...mc, ...qr, ...rc].map((c) => c.createdAt));

  for (let i = 0; i < 60; i++) {
    const paid = random() < 0.7;
    const createdAt = when(i);
    orders.push({
      accountId: account!,
      amountCents: 100 * (1 + Math.floor(random() * 50)),
      channel: 'alpha',
      createdAt,
      paidAt: paid ? createdAt : null,
      status: paid ? 'PAID' : 'PENDING',
      renewal: random() < 0.5,
      currency: random() < 0.1 ? 'USD' : 'CNY',
    });
  }
  const orderIds = await insertOrders(s.db, orders);
  for (let i = 0; i < 15; i++) {
    const k = Math.floor(random() * orders.length);
    if (orders[k]!.paidAt === null) continue;
    refunds.push({ createdAt: when(i), amountCents: 50, currency: orders[k]!.currency ?? 'CNY' });
    await insertRefunds(s.db, [{ orderId: orderIds[k]!, ...refunds.at(-1)! }]);
  }

  const root = await adminId(s.db, 'root');
  rootNotices = Array.from({ length: 7 }, (_, i) => ({ title: `notice ${i}`, time: now - i * 60_000 }));
  for (const n of rootNotices) await insertNotification(s.db, { adminId: root, type: 'notice', ...n });
  await insertNotification(s.db, { adminId: root, type: 'message', title: 'a message', time: now });
  await insertNotification(s.db, {
    adminId: await adminId(s.db, 'agent'),
    type: 'notice',
    title: 'for agent',
    time: now,
  });
});
afterAll(() => s.close());

const isToday = (t: number) => t >= t0;
const isYesterday = (t: number) => t >= t1 && t < t0;

describe('/admins/workplace/get', () => {
  it('gives root every card, each matching the inserted rows', async () => {
    const r = await s.call('/admins/workplace/get', {}, { token: tokens.root });
    expect(r.body.code).toBe(200);
    const paid = orders.filter((o) => o.paidAt !== null);
    const revenue = (f: (t: number) => boolean) =>
      paid.filter((o) => o.currency === 'CNY' && f(o.paidAt!)).reduce((a, o) => a + o.amountCents, 0);
    const refunded = (f: (t: number) => boolean) =>
      refunds.filter((x) => x.currency === 'CNY' && f(x.createdAt)).reduce((a, x) => a + x.amountCents, 0);
    const pending = orders.filter((o) => o.paidAt === null);
    expect(r.body.data).toEqual({
      timeZone: 'Asia/Shanghai',
      today: todayIn('Asia/Shanghai'),
      name: DEMO_ADMINS.find((a) => a.username === 'root')!.name,
      currency: 'CNY',
      cards: {
        netRevenueCents: {
          today: revenue(isToday) - refunded(isToday),
          yesterday: revenue(isYesterday) - refunded(isYesterday),
        },
        pendingOrders: { now: pending.length, beforeToday: pending.filter((o) => o.createdAt < t0).length },
        renewalOrders: {
          today: paid.filter((o) => o.renewal && isToday(o.paidAt!)).length,
          yesterday: paid.filter((o) => o.renewal && isYesterday(o.paidAt!)).length,
        },
        onlineContent: {
          now: content.filter((c) => c.enabled).length,
          beforeToday: content.filter((c) => c.enabled && c.createdAt < t0).length,
        },
        contentPutIn: {
          today: content.filter((c) => isToday(c.createdAt)).length,
          yesterday: content.filter((c) => isYesterday(c.createdAt)).length,
        },
        newComments: { today: comments.filter(isToday).length, yesterday: comments.filter(isYesterday).length },
      },
      announcements: rootNotices.slice(0, 5).map((n) => ({
        id: expect.any(Number),
        title: n.title,
        content: `${n.title} content`,
        time: new Date(n.time).toISOString(),
      })),
    });
    expect(r.body.data.cards.contentPutIn.today + r.body.data.cards.contentPutIn.yesterday).toBeGreaterThan(4);
  });

  it('leaves the money card out for the support agent and the order cards out for promote', async () => {
    const root = (await s.call('/admins/workplace/get', {}, { token: tokens.root })).body.data.cards;
    const agent = await s.call('/admins/workplace/get', {}, { token: tokens.agent });
    const promote = await s.call('/admins/workplace/get', {}, { token: tokens.promote });
    expect(Object.keys(agent.body.data.cards).sort()).toEqual([
      'contentPutIn',
      'newComments',
      'onlineContent',
      'pendingOrders',
      'renewalOrders',
    ]);
    expect(Object.keys(promote.body.data.cards).sort()).toEqual([
      'contentPutIn',
      'netRevenueCents',
      'newComments',
      'onlineContent',
    ]);
    expect(agent.body.data.cards.pendingOrders).toEqual(root.pendingOrders);
    expect(promote.body.data.cards.netRevenueCents).toEqual(root.netRevenueCents);
    expect(promote.body.data.cards.onlineContent).toEqual(root.onlineContent);
    expect(agent.body.data.announcements.map((a) => a.title)).toEqual(['for agent']);
    expect(promote.body.data.announcements).toEqual([]);
  });

  it('follows the active role, not the roles held', async () => {
    const token = await s.login('root');
    await s.call('/admins/role/switch', { role: 'PROMOTE' }, { token });
    const r = await s.call('/admins/workplace/get', {}, { token });
    expect(r.body.data.cards.pendingOrders).toBeUndefined();
    expect(r.body.data.cards.netRevenueCents).toBeDefined();
  });

  it('keeps online content exact through batch disables, enables and deletes', async () => {
    const current = async () =>
      (await s.call('/admins/workplace/get', {}, { token: tokens.root })).body.data.cards.onlineContent;
    const ids = await queryRows<{ id: number; enabled: boolean; t: string }>(
      s.db,
      sql`SELECT id, enabled, created_at::text AS t FROM moments ORDER BY id`,
    );
    // Disable every enabled moment with an even id and enable every disabled one with an odd id, in one statement.
    await s.db.execute(
      sql`UPDATE moments SET enabled = CASE WHEN id % 2 = 0 THEN false ELSE true END, version = version + 1`,
    );
    // Delete the moment rows no comment points at, and two enabled questions.
    await s.db.execute(sql`DELETE FROM moments WHERE id NOT IN (SELECT moment_id FROM moment_comments) AND id % 3 = 0`);
    await s.db.execute(
      sql`DELETE FROM questions WHERE id IN (SELECT id FROM questions WHERE enabled AND id NOT IN (SELECT question_id FROM question_replies) ORDER BY id LIMIT 2)`,
    );
    const [expected] = await queryRows<{ now: number; before: number }>(
      s.db,
      sql`SELECT ((SELECT count(*) FROM moments WHERE enabled) + (SELECT count(*) FROM questions WHERE enabled))::int AS now,
                 ((SELECT count(*) FROM moments WHERE enabled AND created_at < ${new Date(t0).toISOString()}::timestamptz)
                + (SELECT count(*) FROM questions WHERE enabled AND created_at < ${new Date(t0).toISOString()}::timestamptz))::int AS before`,
    );
    expect(ids.length).toBeGreaterThan(10);
    expect(await current()).toEqual({ now: expected!.now, beforeToday: expected!.before });
  });

  it('takes no payload and needs a session', async () => {
    const extra = await s.raw('/admins/workplace/get', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.agent}` },
      body: JSON.stringify({ role: 'ADMIN_ROOT' }),
    });
    expect([extra.status, extra.body.code, extra.body.msg]).toEqual([400, 40000, 'role: unknown key, not allowed']);
    const anonymous = await s.call('/admins/workplace/get', {});
    expect([anonymous.status, anonymous.body.code]).toEqual([401, 401]);
  });
});
