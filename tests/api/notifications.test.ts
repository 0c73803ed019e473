import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { actionLogRows, startServer, type TestServer } from './harness';
import { notifications } from '#server/db/schema/staff';
import { queryRows } from '#server/db/client';

let s: TestServer;
let rootToken = '';
let promoteToken = '';
let ids: Record<string, number> = {};

beforeAll(async () => {
  s = await startServer();
  rootToken = await s.login('root');
  promoteToken = await s.login('promote');
  const [root] = await queryRows<{ id: number }>(s.db, sql`SELECT id FROM admins WHERE username = 'root'`);
  const [promote] = await queryRows<{ id: number }>(s.db, sql`SELECT id FROM admins WHERE username = 'promote'`);
  const rows = await s.db
    .insert(notifications)
    .values([
      { adminId: root!.id, type: 'message', title: 'hello', time: new Date('2026-01-02T00:00:00Z') },
      { adminId: root!.id, type: 'message', title: 'older', time: new Date('2026-01-01T00:00:00Z') },
      { adminId: root!.id, type: 'notice', title: 'release' },
      { adminId: promote!.id, type: 'message', title: 'not yours' },
    ])
    .returning({ id: notifications.id, title: notifications.title });
  ids = Object.fromEntries(rows.map((r) => [r.title, r.id]));
});
afterAll(() => s.close());

describe('message box', () => {
  it('lists only the caller’s notifications, newest first, with unread counts per type', async () => {
    const r = await s.call('/admins/notifications/list', { type: 'message' }, { token: rootToken });
    expect(r.body.data.list.map((n) => n.title)).toEqual(['hello', 'older']);
    expect(r.body.data.unread).toMatchObject({ message: 2, notice: 1 });
  });

  it('marks by ids, leaves other admins’ notifications alone, and logs the change', async () => {
    const r = await s.call(
      '/admins/notifications/read',
      { ids: [ids.hello!, ids['not yours']!] },
      { token: rootToken },
    );
    expect(r.body.data.updated).toBe(1);
    const mine = await s.call('/admins/notifications/list', { type: 'message' }, { token: rootToken });
    expect(mine.body.data.list.find((n) => n.title === 'hello')?.status).toBe(1);
    const theirs = await s.call('/admins/notifications/list', { type: 'message' }, { token: promoteToken });
    expect(theirs.body.data.list.find((n) => n.title === 'not yours')?.status).toBe(0);
    const log = await actionLogRows(s.db, 'notification.read');
    expect(log.map((l) => l.after)).toEqual([{ ids: [ids.hello], type: null }]);
  });

  it('marks a whole type read, and refuses a body naming neither ids nor type', async () => {
    expect(
      (await s.call('/admins/notifications/read', { type: 'notice' }, { token: rootToken })).body.data.updated,
    ).toBe(1);
    const after = await s.call('/admins/notifications/list', {}, { token: rootToken });
    expect(after.body.data.unread.notice).toBe(0);
    const bad = await s.call('/admins/notifications/read', {}, { token: rootToken });
    expect([bad.body.code, bad.body.msg]).toEqual([40000, 'ids: give ids or type']);
  });

  it('empties one tab of the caller’s own box, logs the ids it removed, and changes nothing else', async () => {
    const r = await s.call('/admins/notifications/clear', { type: 'message' }, { token: rootToken });
    expect(r.body.data.deleted).toBe(2);
    const mine = await s.call('/admins/notifications/list', {}, { token: rootToken });
    expect(mine.body.data.list.map((n) => n.title)).toEqual(['release']);
    const theirs = await s.call('/admins/notifications/list', { type: 'message' }, { token: promoteToken });
    expect(theirs.body.data.list.map((n) => n.title)).toEqual(['not yours']);
    const log = await actionLogRows(s.db, 'notification.clear');
    expect(log.map((l) => l.after)).toEqual([{ ids: [ids.hello!, ids.older!].sort((a, b) => a - b), type: 'message' }]);
    const again = await s.call('/admins/notifications/clear', { type: 'message' }, { token: rootToken });
    expect(again.body.data.deleted).toBe(0);
    expect(await actionLogRows(s.db, 'notification.clear')).toHaveLength(1);
  });

  it('refuses to empty the todo tab, naming the field, and deletes nothing', async () => {
    const before = await s.call('/admins/notifications/list', {}, { token: rootToken });
    const bad = await s.raw('/admins/notifications/clear', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${rootToken}` },
      body: JSON.stringify({ type: 'todo' }),
    });
    expect(bad.body.code).toBe(40000);
    expect(bad.body.msg).toMatch(/^type: /);
    const after = await s.call('/admins/notifications/list', {}, { token: rootToken });
    expect(after.body.data.list).toEqual(before.body.data.list);
  });
});
