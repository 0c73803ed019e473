import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { actionLogRows, startServer, type TestServer } from './harness';
import { nextIp } from './fixtures/commerce';
import { admins } from '#server/db/schema/staff';
import { operator } from '#server/domain/actor';
import { createAdmin } from '#server/services/admins/admin-users';

const PASSWORD = 'Current-Passphrase-2025';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

let counter = 0;
async function freshAdmin() {
  const username = `changer-${++counter}`;
  const id = await createAdmin(s.db, operator('test'), {
    username,
    password: PASSWORD,
    roles: ['PROMOTE'],
    mustChangePassword: false,
  });
  const ip = nextIp();
  return { id, username, ip, token: await loginAs(username, ip) };
}
async function loginAs(username: string, ip: string) {
  const r = await s.call('/admins/login', { username, password: PASSWORD }, { ip });
  if (r.body.code !== 200) throw new Error(`login ${username}: ${r.body.code}`);
  return r.body.data;
}
const hashOf = async (username: string) =>
  (await s.db.select().from(admins).where(eq(admins.username, username)))[0]!.passwordHash;
const change = (token: string, oldPassword: string, newPassword: string, ip: string) =>
  s.call('/admins/password/change', { oldPassword, newPassword }, { token, ip });

describe('/admins/password/change', () => {
  it('answers a wrong old password the same whatever the new one, logs it and changes nothing', async () => {
    const { id, username, token, ip } = await freshAdmin();
    const before = await hashOf(username);
    const weak = await change(token, 'not-the-password', 'short', ip);
    const strong = await change(token, 'not-the-password', 'A-Perfectly-Fine-Passphrase-9', ip);
    for (const r of [weak, strong])
      expect([r.status, r.body.code, r.body.msg, r.body.data]).toEqual([
        422,
        42200,
        'Current password is incorrect',
        { why: 'WRONG_CURRENT_PASSWORD' },
      ]);
    expect(await hashOf(username)).toBe(before);
    const failed = (await actionLogRows(s.db, 'admin.password_change_failed')).filter(
      (r) => r.target_id === String(id),
    );
    expect(failed.length).toBe(2);
  });

  it('checks the new password only once the old one is right', async () => {
    const { token, ip } = await freshAdmin();
    const r = await change(token, PASSWORD, 'short', ip);
    expect([r.body.code, r.body.msg]).toEqual([40000, 'newPassword: must be at least 12 characters']);
  });

  it.each([
    ['qwertyuiopasdfgh', 'too_common'],
    ['Aaaaaaaaaaaaaaa1', 'repeated_character'],
  ])('refuses the new password %s (%s) over HTTP, and keeps the old one', async (next, why) => {
    const { username, token, ip } = await freshAdmin();
    const before = await hashOf(username);
    const r = await change(token, PASSWORD, next, ip);
    expect(r.body).toMatchObject({ code: 40000, data: { field: 'newPassword', rule: why } });
    expect(await hashOf(username)).toBe(before);
  });

  it('throttles wrong old passwords like logins: 5 free failures per source, then a wait', async () => {
    const { username, token, ip } = await freshAdmin();
    const before = await hashOf(username);
    for (let i = 0; i < 5; i++)
      expect((await change(token, `guess-${i}`, 'Whatever-Passphrase-1', ip)).body.code).toBe(42200);
    const slowed = await change(token, PASSWORD, 'A-Perfectly-Fine-Passphrase-9', ip);
    expect([slowed.status, slowed.body.code]).toEqual([429, 42900]);
    // Even the right old password waits: the throttle decides before any check.
    expect(await hashOf(username)).toBe(before);
    const throttled = (await actionLogRows(s.db, 'auth.login_throttled')).filter((r) => r.target_id === username);
    expect(throttled.length).toBe(1);
  });

  it('counts its failures towards the username-wide lock, which refuses a change from a new source', async () => {
    const { username, token } = await freshAdmin();
    for (let i = 0; i < 10; i++) await change(token, `guess-${i}`, 'Whatever-Passphrase-1', `10.200.0.${i}`);
    const locked = await change(token, PASSWORD, 'A-Perfectly-Fine-Passphrase-9', '10.200.1.1');
    expect(locked.body.code).toBe(42900);
    expect((await s.call('/admins/login', { username, password: PASSWORD }, { ip: '10.200.1.2' })).body.code).toBe(
      42900,
    );
  });
});
