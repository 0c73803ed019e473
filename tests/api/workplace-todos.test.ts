import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startServer, type TestServer } from './harness';
import { DAY, insertAccounts } from './stats-fixtures';
import { adminId, insertMoments, insertNotification, todoRows } from './workplace-fixtures';

let s: TestServer;
let root = '';
let rootId = 0;
let account = 0;
const now = Date.now();

async function addReports(n: number, status: 'OPEN' | 'FINISHED', at = now) {
  for (let i = 0; i < n; i++) {
    await s.db.execute(
      status === 'OPEN'
        ? sql`INSERT INTO reports (reporter_id, target_type, target_id, reason, created_at) VALUES (${account}, 'account', ${account}, 'spam', ${new Date(at).toISOString()}::timestamptz)`
        : sql`INSERT INTO reports (reporter_id, target_type, target_id, reason, status, result, finished_at) VALUES (${account}, 'account', ${account}, 'spam', 'FINISHED', 'VALID', now())`,
    );
  }
}

async function addCerts(n: number, auditStatus: 'PENDING' | 'APPROVED') {
  for (let i = 0; i < n; i++) {
    await s.db.execute(
      sql`INSERT INTO avatar_certs (account_id, avatar_url, selfie_url, audit_status) VALUES (${account}, 'a', 's', ${auditStatus})`,
    );
  }
}

const list = (token: string, body: { type?: 'message' | 'notice' | 'todo' } = {}) =>
  s.call('/admins/notifications/list', body, { token });

beforeAll(async () => {
  s = await startServer();
  root = await s.login('root');
  rootId = await adminId(s.db, 'root');
  account = (await insertAccounts(s.db, [{ registeredAt: now - 10 * DAY }]))[0]!;
  // The account itself is APPROVED so the account queue stays empty; the queues below fill up.
  await s.db.execute(sql`UPDATE accounts SET audit_status = 'APPROVED'`);
  await addReports(3, 'OPEN', now - 2 * DAY);
  await addReports(1, 'FINISHED');
  await addCerts(2, 'PENDING');
  await addCerts(1, 'APPROVED');
  const ids = await insertMoments(
    s.db,
    Array.from({ length: 4 }, () => ({ accountId: account, createdAt: now - 3600_000, media: [] })),
  );
  await s.db.execute(sql`UPDATE moments SET audit_status = 'APPROVED' WHERE id = ${ids[0]!}`);
  await insertNotification(s.db, { adminId: rootId, type: 'message', title: 'hello', time: now });
});
afterAll(() => s.close());

describe('message-box todos from the live queues', () => {
  it('lists one todo per non-empty queue with its count and a link to the queue', async () => {
    const r = await list(root, { type: 'todo' });
    expect(r.body.code).toBe(200);
    const todos = r.body.data.list.map((n) => ({
      link: n.link,
      subTitle: n.subTitle,
      status: n.status,
      messageType: n.messageType,
    }));
    expect(todos.sort((a, b) => (a.link < b.link ? -1 : 1))).toEqual([
      { link: '/audit-center/avatar-cert-list', subTitle: '2', status: 0, messageType: 2 },
      { link: '/audit-center/moment-list', subTitle: '3', status: 0, messageType: 2 },
      // The oldest open report has waited two days: flagged overdue.
      { link: '/audit-center/report-list', subTitle: '3', status: 0, messageType: 3 },
    ]);
    expect(r.body.data.list.find((n) => n.link.endsWith('report-list'))?.content).toMatch(
      /^3 waiting, oldest since \d{4}-\d\d-\d\dT/,
    );
    expect(r.body.data.unread).toEqual({ message: 1, notice: 0, todo: 3 });
  });

  it('does not add rows when listed again, and keeps the same ids', async () => {
    const before = await todoRows(s.db, rootId);
    for (let i = 0; i < 3; i++) await list(root);
    expect(await todoRows(s.db, rootId)).toEqual(before);
    expect(before).toHaveLength(3);
  });

  it('keeps a read todo read until its queue grows, then makes it unread with the new count', async () => {
    const read = await s.call('/admins/notifications/read', { type: 'todo' }, { token: root });
    expect(read.body.data.updated).toBe(3);
    expect((await list(root)).body.data.unread.todo).toBe(0);

    await addReports(2, 'OPEN');
    const r = await list(root, { type: 'todo' });
    const reports = r.body.data.list.find((n) => n.link === '/audit-center/report-list');
    expect(reports).toMatchObject({ subTitle: '5', status: 0 });
    expect(r.body.data.unread.todo).toBe(1);

    // A queue that shrinks updates its count and stays read.
    await s.db.execute(
      sql`UPDATE avatar_certs SET audit_status = 'APPROVED' WHERE id = (SELECT min(id) FROM avatar_certs WHERE audit_status = 'PENDING')`,
    );
    const after = await list(root, { type: 'todo' });
    expect(after.body.data.list.find((n) => n.link === '/audit-center/avatar-cert-list')).toMatchObject({
      subTitle: '1',
      status: 1,
    });
  });

  it('drops the todo of a queue that empties', async () => {
    await s.db.execute(sql`UPDATE moments SET audit_status = 'APPROVED'`);
    await list(root);
    expect((await todoRows(s.db, rootId)).map((t) => t.link)).toEqual([
      '/audit-center/avatar-cert-list',
      '/audit-center/report-list',
    ]);
  });

  it('gives todos only for queues the active role may see', async () => {
    const promote = await s.login('promote');
    const p = await list(promote);
    expect(p.body.data.list.filter((n) => n.type === 'todo')).toEqual([]);
    expect(await todoRows(s.db, await adminId(s.db, 'promote'))).toEqual([]);

    const agent = await s.login('agent');
    const a = await list(agent, { type: 'todo' });
    expect(a.body.data.list.map((n) => n.link).sort()).toEqual([
      '/audit-center/avatar-cert-list',
      '/audit-center/report-list',
    ]);

    // Root acting as PROMOTE loses its queue todos; back as ADMIN_ROOT it gets them again.
    const rootAsPromote = await s.login('root');
    await s.call('/admins/role/switch', { role: 'PROMOTE' }, { token: rootAsPromote });
    expect((await list(rootAsPromote)).body.data.unread.todo).toBe(0);
    expect(await todoRows(s.db, rootId)).toEqual([]);
    expect((await list(root, { type: 'todo' })).body.data.list).toHaveLength(2);
  });

  it('leaves other notifications alone', async () => {
    const r = await list(root, { type: 'message' });
    expect(r.body.data.list.map((n) => n.title)).toEqual(['hello']);
    expect(r.body.data.unread.message).toBe(1);
  });

  it('stores one row per queue when many list calls race', async () => {
    const agentId = await adminId(s.db, 'agent');
    await s.db.execute(sql`DELETE FROM notifications WHERE admin_id = ${agentId}`);
    await addCerts(3, 'PENDING');
    // Two sessions, logged in one after the other: while a login is checked it counts as a failed
    // attempt, and the throttle would make a second one at the same moment wait (42900).
    const tokens = [await s.login('agent'), await s.login('agent')];
    const replies = await Promise.all(Array.from({ length: 16 }, (_, i) => list(tokens[i % 2]!)));
    for (const r of replies) expect(r.body.code).toBe(200);
    const rows = await todoRows(s.db, agentId);
    expect(rows.map((t) => [t.link, t.sub_title])).toEqual([
      ['/audit-center/avatar-cert-list', '4'],
      ['/audit-center/report-list', '5'],
    ]);
  });
});
