import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { actionLogRows, startServer, type TestServer } from './harness';
import { loginWithStepUp, nextIp } from './fixtures/commerce';
import { admins } from '#server/db/schema/staff';
import { queryRows } from '#server/db/client';
import type { ApiBody } from '#contract/api';

let s: TestServer;
let root = '';
let rootId = 0;
const PASSWORD = 'Initial-Passw0rd-2025';

beforeAll(async () => {
  s = await startServer();
  root = await loginWithStepUp(s, 'root');
  rootId = (await s.db.select().from(admins).where(eq(admins.username, 'root')))[0]!.id;
});
afterAll(() => s.close());

async function loginWith(username: string, password: string) {
  const r = await s.call('/admins/login', { username, password }, { ip: nextIp() });
  return r.body.code === 200 ? r.body.data : null;
}
async function adminsState() {
  const [row] = await queryRows<{ sum: string }>(
    s.db,
    sql`SELECT md5(coalesce(string_agg(a::text, ',' ORDER BY id), '')) AS sum FROM admins a`,
  );
  return row?.sum;
}
const create = (body: ApiBody<'/admins/admin/create'>, token = root) => s.call('/admins/admin/create', body, { token });
const idOf = async (username: string) => (await s.db.select().from(admins).where(eq(admins.username, username)))[0]!.id;

describe('/admins/admin-list', () => {
  it('lists admins with roles and session figures, never a password hash, and filters', async () => {
    const all = await s.call('/admins/admin-list', {}, { token: root });
    expect(all.body.data.list.map((a) => a.username)).toEqual(['root', 'agent', 'promote']);
    expect(JSON.stringify(all.body.data)).not.toMatch(/scrypt|password_?hash/i);
    expect(all.body.data.list[0]).toMatchObject({
      roles: ['ADMIN_ROOT', 'BACKEND_SUPPORT_AGENT', 'PROMOTE'],
      disabled: false,
      liveSessions: 1,
    });
    expect(all.body.data.list[0]!.lastSeenAt).not.toBeNull();
    const agents = await s.call('/admins/admin-list', { filters: { role: 'BACKEND_SUPPORT_AGENT' } }, { token: root });
    expect(agents.body.data.list.map((a) => a.username)).toEqual(['root', 'agent']);
    const byName = await s.call('/admins/admin-list', { filters: { q: '晓' } }, { token: root });
    expect(byName.body.data.list.map((a) => a.username)).toEqual(['promote']);
    const sorted = await s.call(
      '/admins/admin-list',
      { sort: { field: 'username', order: 'asc' }, pageSize: 2 },
      { token: root },
    );
    expect(sorted.body.data.list.map((a) => a.username)).toEqual(['agent', 'promote']);
    expect(sorted.body.data.nextCursor).not.toBeNull();
  });

  it('is denied to the other roles', async () => {
    const agent = await s.login('agent', { ip: nextIp() });
    expect((await s.call('/admins/admin-list', {}, { token: agent })).body.code).toBe(40300);
  });
});

describe('/admins/admin/create', () => {
  it('needs step-up: 40300 REAUTH_REQUIRED without it, nothing created', async () => {
    const fresh = await s.login('root', { ip: nextIp() });
    const before = await adminsState();
    const r = await create({ username: 'nostep', password: PASSWORD, roles: ['PROMOTE'] }, fresh);
    expect(r.body).toMatchObject({ code: 40300, data: { reason: 'REAUTH_REQUIRED' } });
    expect(await adminsState()).toBe(before);
  });

  it('creates an admin who must change the initial password before doing anything else', async () => {
    const r = await create({
      username: 'lin.wei',
      password: PASSWORD,
      roles: ['BACKEND_SUPPORT_AGENT'],
      name: '林伟',
      email: 'lin@example.com',
    });
    expect(r.body.code, r.body.msg).toBe(200);
    expect(r.body.data).toMatchObject({
      username: 'lin.wei',
      name: '林伟',
      roles: ['BACKEND_SUPPORT_AGENT'],
      mustChangePassword: true,
      disabled: false,
      liveSessions: 0,
    });
    expect((await actionLogRows(s.db, 'admin.create')).at(-1)).toMatchObject({
      admin_id: rootId,
      target_id: String(r.body.data.id),
    });
    expect(JSON.stringify(await actionLogRows(s.db))).not.toContain(PASSWORD);

    const token = (await loginWith('lin.wei', PASSWORD))!;
    expect((await s.call('/admins/info/get', {}, { token })).body.data.mustChangePassword).toBe(true);
    const blocked = await s.call('/admins/order-list/get', {}, { token });
    expect(blocked.body).toMatchObject({ code: 40300, data: { reason: 'PASSWORD_CHANGE_REQUIRED' } });
    const changed = await s.call(
      '/admins/password/change',
      { oldPassword: PASSWORD, newPassword: 'My-0wn-Secret-Phrase' },
      { token },
    );
    expect(changed.body.code).toBe(200);
    expect((await s.call('/admins/order-list/get', {}, { token })).body.code).toBe(200);
  });

  it.each([
    [{ username: 'lin.wei' }, 'username: lin.wei is already taken'],
    [{ username: 'Bad Name' }, 'username: must be 2–64 characters'],
    [{ password: 'short' }, 'password:'],
    [{ username: 'weakling', password: 'weakling-is-me-123' }, 'password: must not contain the username'],
    [{ roles: [] }, 'roles: at least one role is required'],
    [{ roles: ['PROMOTE', 'PROMOTE'] }, 'roles: must not repeat a role'],
    [{ roles: ['SUPERUSER'] }, 'roles.0'],
    [{ email: 'not-an-email' }, 'email: must be an email address'],
    [{ mustChangePassword: false }, 'mustChangePassword: unknown key'],
  ])('refuses %j with 40000, creating nothing', async (patch, msg) => {
    const before = await adminsState();
    const r = await s.raw('/admins/admin/create', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${root}` },
      body: JSON.stringify({ username: 'newbie', password: PASSWORD, roles: ['PROMOTE'], ...patch }),
    });
    expect([r.status, r.body.code]).toEqual([400, 40000]);
    expect(r.body.msg.startsWith(msg), r.body.msg).toBe(true);
    expect(await adminsState()).toBe(before);
  });
});

describe('/admins/admin/roles', () => {
  it('grants and revokes roles, revoking the admin’s sessions, and honours expectedVersion', async () => {
    const id = await idOf('promote');
    const token = await s.login('promote', { ip: nextIp() });
    const version = (await s.db.select().from(admins).where(eq(admins.id, id)))[0]!.version;
    const stale = await s.call(
      '/admins/admin/roles',
      { adminId: id, roles: ['PROMOTE', 'BACKEND_SUPPORT_AGENT'], expectedVersion: version + 5 },
      { token: root },
    );
    expect([stale.status, stale.body.code]).toEqual([409, 40900]);
    const r = await s.call(
      '/admins/admin/roles',
      { adminId: id, roles: ['PROMOTE', 'BACKEND_SUPPORT_AGENT'], expectedVersion: version },
      { token: root },
    );
    expect(r.body.code, r.body.msg).toBe(200);
    expect(r.body.data).toMatchObject({
      admin: { roles: ['PROMOTE', 'BACKEND_SUPPORT_AGENT'], version: version + 1 },
      revokedSessions: 1,
    });
    expect((await s.call('/admins/info/get', {}, { token })).body.code).toBe(60001);
    expect((await actionLogRows(s.db, 'admin.roles')).at(-1)).toMatchObject({
      before: { roles: ['PROMOTE'] },
      after: { roles: ['PROMOTE', 'BACKEND_SUPPORT_AGENT'] },
    });
    expect((await s.call('/admins/admin/roles', { adminId: id, roles: ['PROMOTE'] }, { token: root })).body.code).toBe(
      200,
    );
  });

  it('refuses to take ADMIN_ROOT from oneself (42200) but lets a root change their other roles, keeping the session', async () => {
    const before = await adminsState();
    const demote = await s.call(
      '/admins/admin/roles',
      { adminId: rootId, roles: ['BACKEND_SUPPORT_AGENT'] },
      { token: root },
    );
    expect([demote.status, demote.body.code, demote.body.data]).toEqual([422, 42200, { why: 'DEMOTE_SELF' }]);
    expect(await adminsState()).toBe(before);
    const trim = await s.call(
      '/admins/admin/roles',
      { adminId: rootId, roles: ['ADMIN_ROOT', 'BACKEND_SUPPORT_AGENT'] },
      { token: root },
    );
    expect(trim.body.code, trim.body.msg).toBe(200);
    expect((await s.call('/admins/info/get', {}, { token: root })).body.code).toBe(200);
    await s.call(
      '/admins/admin/roles',
      { adminId: rootId, roles: ['ADMIN_ROOT', 'BACKEND_SUPPORT_AGENT', 'PROMOTE'] },
      { token: root },
    );
  });

  it('answers 40400 for an unknown admin', async () => {
    expect(
      (await s.call('/admins/admin/roles', { adminId: 424_242, roles: ['PROMOTE'] }, { token: root })).body.code,
    ).toBe(40400);
  });
});

describe('/admins/admin/disable', () => {
  it('disables (killing every session) and enables again', async () => {
    const id = await idOf('agent');
    const token = await s.login('agent', { ip: nextIp() });
    const r = await s.call(
      '/admins/admin/disable',
      { adminId: id, disabled: true, reason: 'left the company' },
      { token: root },
    );
    expect(r.body.code, r.body.msg).toBe(200);
    expect(r.body.data.admin.disabled).toBe(true);
    expect(r.body.data.revokedSessions).toBeGreaterThanOrEqual(1);
    expect((await s.call('/admins/info/get', {}, { token })).body.code).toBe(60001);
    expect(await loginWith('agent', 'backoffice-demo')).toBeNull();
    expect((await actionLogRows(s.db, 'admin.disable')).at(-1)).toMatchObject({
      reason: 'left the company',
      after: { disabled: true },
    });
    const back = await s.call('/admins/admin/disable', { adminId: id, disabled: false }, { token: root });
    expect(back.body.data).toMatchObject({ admin: { disabled: false }, revokedSessions: 0 });
    expect(await loginWith('agent', 'backoffice-demo')).not.toBeNull();
  });

  it('needs step-up to disable and to enable: 40300 REAUTH_REQUIRED without it, nothing changed', async () => {
    const id = await idOf('promote');
    const fresh = await s.login('root', { ip: nextIp() });
    const before = await adminsState();
    for (const disabled of [true, false]) {
      const r = await s.call('/admins/admin/disable', { adminId: id, disabled }, { token: fresh });
      expect(r.body).toMatchObject({ code: 40300, data: { reason: 'REAUTH_REQUIRED' } });
    }
    expect(await adminsState()).toBe(before);
  });

  it('refuses to let an admin disable themselves (42200)', async () => {
    const r = await s.call('/admins/admin/disable', { adminId: rootId, disabled: true }, { token: root });
    expect([r.status, r.body.code, r.body.data]).toEqual([422, 42200, { why: 'DISABLE_SELF' }]);
    expect((await s.call('/admins/info/get', {}, { token: root })).body.code).toBe(200);
  });
});

describe('/admins/admin/reset-password', () => {
  it('sets a new password the admin must change, and ends their sessions', async () => {
    const id = await idOf('promote');
    const token = await s.login('promote', { ip: nextIp() });
    const r = await s.call(
      '/admins/admin/reset-password',
      { adminId: id, password: 'Temporary-Reset-991' },
      { token: root },
    );
    expect(r.body.code, r.body.msg).toBe(200);
    expect(r.body.data).toMatchObject({ admin: { mustChangePassword: true }, revokedSessions: 1 });
    expect((await s.call('/admins/info/get', {}, { token })).body.code).toBe(60001);
    expect(await loginWith('promote', 'backoffice-demo')).toBeNull();
    expect(await loginWith('promote', 'Temporary-Reset-991')).not.toBeNull();
  });

  it('refuses a weak password (40000), one’s own reset (42200), and works only after step-up', async () => {
    const id = await idOf('promote');
    const weak = await s.call(
      '/admins/admin/reset-password',
      { adminId: id, password: 'promote-promote' },
      { token: root },
    );
    expect([weak.body.code, weak.body.msg]).toEqual([40000, 'password: must not contain the username']);
    const own = await s.call(
      '/admins/admin/reset-password',
      { adminId: rootId, password: 'Another-Secret-777' },
      { token: root },
    );
    expect([own.body.code, own.body.data]).toEqual([42200, { why: 'RESET_OWN_PASSWORD' }]);
    const fresh = await s.login('root', { ip: nextIp() });
    const noStep = await s.call(
      '/admins/admin/reset-password',
      { adminId: id, password: 'Another-Secret-777' },
      { token: fresh },
    );
    expect(noStep.body).toMatchObject({ code: 40300, data: { reason: 'REAUTH_REQUIRED' } });
  });
});
