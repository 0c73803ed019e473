import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows } from '#server/db/client';
import { actionLogRows, startServer, type TestServer } from './harness';
import { nextIp } from './fixtures/commerce';
import { enrol, loggedIn, newAdmin, STAFF_PASSWORD, stepUp } from './fixtures/staff';
import { totpNow } from './fixtures/rfc6238';

let s: TestServer;
beforeAll(async () => {
  s = await startServer({ MFA_ENCRYPTION_KEY: randomBytes(32).toString('hex') });
});
afterAll(() => s.close());

const login = (username: string, otp: string, ip = nextIp()) =>
  s.call('/admins/login', { username, password: STAFF_PASSWORD, otp }, { ip });

/** A wrong code that is certainly not the right one now, nor one step either side. */
function wrongCode(secret: string, i: number): string {
  const right = new Set([-1, 0, 1].map((o) => totpNow(secret, o)));
  let code = String(100_000 + i * 7919);
  while (right.has(code)) code = String(Number(code) + 1);
  return code;
}

describe('the account-wide ceiling on second-factor guesses', () => {
  it('locks authenticator codes after 10 wrong ones from anywhere, until a recovery code; logged and told at the next login', async () => {
    const { username, id } = await newAdmin(s);
    const home = nextIp();
    const session = await loggedIn(s, username, { ip: home });
    const { secret, recoveryCodes } = await enrol(s, session);

    // Six wrong codes at login from six sources, four at re-entry from the owner's session: ten.
    for (let i = 0; i < 6; i++) expect((await login(username, wrongCode(secret, i))).body.code).toBe(40101);
    for (let i = 6; i < 10; i++) expect((await stepUp(s, session, wrongCode(secret, i), home)).body.code).toBe(40101);
    const [locked] = (await actionLogRows(s.db, 'mfa.locked')).filter((r) => r.target_id === String(id));
    expect(locked?.after).toMatchObject({ failures: 10, windowSeconds: 900 });
    expect((locked?.after as { sources: string[] }).sources).toContain(home);

    // The right code no longer gets in, from the owner's own address either: unchecked, said as locked.
    const right = await login(username, totpNow(secret, 1), home);
    expect([right.status, right.body.code, right.body.data]).toEqual([401, 40101, { otp: 'locked' }]);
    const fresh = await login(username, totpNow(secret, 1));
    expect(fresh.body.code).not.toBe(200);
    const failed = (await actionLogRows(s.db, 'auth.login_failed')).filter((r) => r.target_id === username).at(-1);
    expect(failed?.after).toMatchObject({ secondFactor: 'locked' });

    // A recovery code gets in and unlocks, even from a new address under the username's lock;
    // the owner is told what happened.
    const recovered = await login(username, recoveryCodes[0]!);
    expect(recovered.body.code, recovered.body.msg).toBe(200);
    expect((await actionLogRows(s.db, 'mfa.unlocked')).filter((r) => r.target_id === String(id))).toHaveLength(1);
    const info = await s.call('/admins/info/get', {}, { token: recovered.body.data });
    const notices = info.body.data.securityNotices;
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ kind: 'SECOND_FACTOR_LOCKED', data: { failures: 10, windowSeconds: 900 } });

    const ack = await s.call('/admins/security-notices/ack', { ids: [notices[0]!.id] }, { token: recovered.body.data });
    expect(ack.body.data).toEqual({ acknowledged: 1 });
    expect((await s.call('/admins/info/get', {}, { token: recovered.body.data })).body.data.securityNotices).toEqual(
      [],
    );
    expect((await actionLogRows(s.db, 'security_notice.ack')).filter((r) => r.admin_id === id)).toHaveLength(1);

    // Codes work again.
    expect((await login(username, totpNow(secret, 1))).body.code).toBe(200);
  });

  it('lets 40 parallel wrong codes from 40 sources be checked no more than 10 times', async () => {
    const { username, id } = await newAdmin(s);
    const session = await loggedIn(s, username);
    const { secret } = await enrol(s, session);
    const replies = await Promise.all(Array.from({ length: 40 }, (_, i) => login(username, wrongCode(secret, i))));
    expect(replies.some((r) => r.body.code === 200)).toBe(false);
    const checked = (await actionLogRows(s.db, 'auth.login_failed')).filter(
      (r) => r.target_id === username && (r.after as { secondFactor?: string }).secondFactor === 'invalid',
    );
    expect(checked.length).toBeLessThanOrEqual(10);
    expect((await actionLogRows(s.db, 'mfa.locked')).filter((r) => r.target_id === String(id))).toHaveLength(1);
  });

  it("is an ADMIN_ROOT's to lift by resetting the factor; another's notices are not theirs to acknowledge", async () => {
    const { username, id } = await newAdmin(s);
    const home = nextIp();
    const session = await loggedIn(s, username, { ip: home });
    const { secret } = await enrol(s, session);
    for (let i = 0; i < 10; i++) await login(username, wrongCode(secret, i));
    expect((await login(username, totpNow(secret, 1), home)).body.data).toEqual({ otp: 'locked' });
    const rootToken = await s.login('root', { ip: nextIp() });
    expect((await s.call('/admins/reauth', { password: 'backoffice-demo' }, { token: rootToken })).body.code).toBe(200);
    const [notice] = await queryRows<{ id: number }>(s.db, sql`SELECT id FROM security_notices WHERE admin_id = ${id}`);
    expect(
      (await s.call('/admins/security-notices/ack', { ids: [notice!.id] }, { token: rootToken })).body.data,
    ).toEqual({
      acknowledged: 0,
    });
    expect((await s.call('/admins/admin/mfa-reset', { adminId: id }, { token: rootToken })).body.code).toBe(200);
    // Without a factor the password alone logs in again, from the owner's address.
    expect((await s.call('/admins/login', { username, password: STAFF_PASSWORD }, { ip: home })).body.code).toBe(200);
  });
});
