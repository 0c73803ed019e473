import { randomBytes, scryptSync } from 'node:crypto';
import { operator } from '#server/domain/actor';
import { DEMO_PASSWORD } from '#server/db/seed/demo-admins';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { actionLogRows, startServer, type TestServer } from './harness';
import { queryRows } from '#server/db/client';
import { setAdminDisabled, setAdminRoles } from '#server/services/admins/admin-users';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

const cli = operator('test');

describe('login and logout', () => {
  it('logs in with a 43-character token that is stored only as its SHA-256', async () => {
    const token = await s.login('agent');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await queryRows<{ token_hash: string }>(s.db, sql`SELECT token_hash FROM admin_sessions`);
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });

  it('gives an unknown user and a wrong password the identical reply', async () => {
    const wrong = await s.call('/admins/login', { username: 'root', password: 'not-the-password' }, { ip: '10.0.0.1' });
    const unknown = await s.call(
      '/admins/login',
      { username: 'nobody', password: 'not-the-password' },
      { ip: '10.0.0.2' },
    );
    expect(wrong.status).toBe(unknown.status);
    expect(wrong.body).toEqual(unknown.body);
    expect([wrong.body.code, wrong.body.data]).toEqual([42200, { why: 'BAD_CREDENTIALS' }]);
  });

  it('logs logins and failures without passwords or tokens', async () => {
    const token = await s.login('promote');
    await s.call('/admins/login', { username: 'promote', password: 'secret-guess-123' }, { ip: '10.0.0.3' });
    const log = JSON.stringify(await actionLogRows(s.db));
    expect(log).not.toContain('backoffice-demo');
    expect(log).not.toContain('secret-guess-123');
    expect(log).not.toContain(token);
    expect((await actionLogRows(s.db, 'auth.login')).length).toBeGreaterThan(0);
    expect((await actionLogRows(s.db, 'auth.login_failed')).some((r) => r.target_id === 'promote')).toBe(true);
  });

  it('replaces a hash written before Argon2id at the next login, and logs that it did', async () => {
    const salt = randomBytes(16);
    const key = scryptSync(DEMO_PASSWORD, salt, 32, { N: 2 ** 10, r: 8, p: 1 });
    const legacy = ['scrypt', 2 ** 10, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
    await s.db.execute(sql`UPDATE admins SET password_hash = ${legacy} WHERE username = 'promote'`);
    await s.login('promote');
    const [row] = await queryRows<{ password_hash: string }>(
      s.db,
      sql`SELECT password_hash FROM admins WHERE username = 'promote'`,
    );
    expect(row!.password_hash).toMatch(/^\$argon2id\$v=19\$/);
    const logins = await actionLogRows(s.db, 'auth.login');
    expect(logins.at(-1)!.after).toMatchObject({ passwordRehashed: true });
    await s.login('promote');
    expect((await actionLogRows(s.db, 'auth.login')).at(-1)!.after).not.toHaveProperty('passwordRehashed');
  });

  it('revokes the session on logout; the token then gets 60001', async () => {
    const token = await s.login('agent');
    expect((await s.call('/admins/info/get', {}, { token })).body.code).toBe(200);
    expect((await s.call('/admins/logout', {}, { token })).body.code).toBe(200);
    const after = await s.call('/admins/info/get', {}, { token });
    expect([after.status, after.body.code]).toEqual([401, 60001]);
    expect((await actionLogRows(s.db, 'auth.logout')).length).toBe(1);
  });

  it('answers an unknown or malformed token with 401', async () => {
    for (const token of ['A'.repeat(43), 'short', 'has spaces in it and more']) {
      const r = await s.call('/admins/info/get', {}, { token });
      expect([r.status, r.body.code]).toEqual([401, 401]);
    }
  });
});

describe('session limits', () => {
  it('expires a session idle for more than 30 minutes', async () => {
    const token = await s.login('agent');
    await s.db.execute(
      sql`UPDATE admin_sessions SET last_seen_at = now() - interval '31 minutes' WHERE revoked_at IS NULL`,
    );
    const r = await s.call('/admins/info/get', {}, { token });
    expect([r.status, r.body.code]).toEqual([401, 60001]);
    expect(
      (await actionLogRows(s.db, 'auth.token_rejected')).some((x) => (x.after as { why: string }).why === 'expired'),
    ).toBe(true);
  });

  it('keeps a session alive while used, and ends it at the absolute limit', async () => {
    const token = await s.login('agent');
    await s.db.execute(
      sql`UPDATE admin_sessions SET last_seen_at = now() - interval '29 minutes' WHERE revoked_at IS NULL AND expires_at > now()`,
    );
    expect((await s.call('/admins/info/get', {}, { token })).body.code).toBe(200);
    await s.db.execute(
      sql`UPDATE admin_sessions SET expires_at = now() - interval '1 second' WHERE revoked_at IS NULL`,
    );
    expect((await s.call('/admins/info/get', {}, { token })).body.code).toBe(60001);
  });

  it('honours configured limits', async () => {
    const short = await startServer({ SESSION_IDLE_MINUTES: '1', SESSION_ABSOLUTE_HOURS: '1' });
    try {
      const token = await short.login('agent');
      const [row] = await queryRows<{ hours: number }>(
        short.db,
        sql`SELECT extract(epoch FROM expires_at - created_at) / 3600 AS hours FROM admin_sessions`,
      );
      expect(Math.round(Number(row?.hours))).toBe(1);
      await short.db.execute(sql`UPDATE admin_sessions SET last_seen_at = now() - interval '61 seconds'`);
      expect((await short.call('/admins/info/get', {}, { token })).body.code).toBe(60001);
    } finally {
      await short.close();
    }
  });

  it('revokes every session of an admin who is disabled or whose roles change', async () => {
    const a = await s.login('promote');
    const b = await s.login('promote');
    await setAdminRoles(s.db, cli, 'promote', ['PROMOTE', 'BACKEND_SUPPORT_AGENT']);
    expect((await s.call('/admins/info/get', {}, { token: a })).body.code).toBe(60001);
    expect((await s.call('/admins/info/get', {}, { token: b })).body.code).toBe(60001);

    const c = await s.login('promote');
    await setAdminDisabled(s.db, cli, 'promote', true);
    expect((await s.call('/admins/info/get', {}, { token: c })).body.code).toBe(60001);
    const denied = await s.call(
      '/admins/login',
      { username: 'promote', password: 'backoffice-demo' },
      { ip: '10.9.9.9' },
    );
    expect(denied.body.code).toBe(42200);
    await setAdminDisabled(s.db, cli, 'promote', false);
    await setAdminRoles(s.db, cli, 'promote', ['PROMOTE']);
    expect(await s.login('promote')).toBeTruthy();
  });
});

describe('roles', () => {
  it('returns the current admin with the active role', async () => {
    const token = await s.login('agent');
    const r = await s.call('/admins/info/get', {}, { token });
    expect(r.body.data).toMatchObject({
      username: 'agent',
      role: 'BACKEND_SUPPORT_AGENT',
      roles: ['BACKEND_SUPPORT_AGENT'],
    });
    expect(r.body.data.registrationDate).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('switches among held roles, server-side, and refuses a role not held', async () => {
    const token = await s.login('root');
    const switched = await s.call('/admins/role/switch', { role: 'PROMOTE' }, { token });
    expect(switched.body.data.role).toBe('PROMOTE');
    expect((await s.call('/admins/info/get', {}, { token })).body.data.role).toBe('PROMOTE');
    const menus = await s.call('/admins/menus/get', {}, { token });
    expect(menus.body.data.map((m) => m.name)).toEqual(['Dashboard', 'StatsCenter', 'AdminCenter', 'User']);
    await s.call('/admins/role/switch', { role: 'ADMIN_ROOT' }, { token });

    const agent = await s.login('agent');
    const refused = await s.call('/admins/role/switch', { role: 'ADMIN_ROOT' }, { token: agent });
    expect([refused.status, refused.body.code]).toEqual([403, 40300]);
    expect((await s.call('/admins/info/get', {}, { token: agent })).body.data.role).toBe('BACKEND_SUPPORT_AGENT');
    expect((await actionLogRows(s.db, 'auth.denied')).some((r) => r.target_id === 'ADMIN_ROOT')).toBe(true);
    expect((await actionLogRows(s.db, 'auth.role_switch')).length).toBe(2);
  });

  it('serves the menu of each role: every screen it may see and none it may not', async () => {
    const names = async (user: string) => {
      const menus = await s.call('/admins/menus/get', {}, { token: await s.login(user) });
      return menus.body.data.flatMap((m) => m.children.map((c) => c.name));
    };
    const root = await names('root');
    expect(root).toEqual(
      expect.arrayContaining([
        'Workplace',
        'AccountList',
        'MomentList',
        'ReportList',
        'OrderList',
        'ChannelList',
        'PaidStats',
        'AdminList',
        'ActionLog',
      ]),
    );
    const agent = await names('agent');
    expect(agent).toContain('AboutAccountList');
    expect(agent).not.toContain('ChannelList');
    expect(agent).not.toContain('PaidStats');
    expect(agent).not.toContain('AdminList');
    const promote = await names('promote');
    // Every role reads the API reference of the endpoints it may call.
    expect(promote).toEqual(['Workplace', 'PaidStats', 'RegistrationStats', 'Api', 'UserInfo', 'UserSetting']);
  });
});
