import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { actionLogRows, startServer, type TestServer } from './harness';
import { nextIp } from './fixtures/commerce';
import { awayFromStepEdge, totpNow } from './fixtures/rfc6238';
import { queryRows } from '#server/db/client';
import { operator } from '#server/domain/actor';
import { createAdmin } from '#server/services/admins/admin-users';
import { DEMO_PASSWORD } from '#server/db/seed/demo-admins';
import { configWith } from '#server/config';
import { mfaSettingsAtStart } from '#server/services/mfa/mfa-startup';

const PASSWORD = 'long-enough-passphrase-42';
const KEY = randomBytes(32).toString('hex');

let s: TestServer;
beforeAll(async () => {
  s = await startServer({ MFA_ENCRYPTION_KEY: KEY });
});
afterAll(() => s.close());

let adminCounter = 0;
/** A fresh admin of its own per test, so one test's attempts and codes never touch another's. */
async function newAdmin(roles: ('ADMIN_ROOT' | 'PROMOTE')[] = ['PROMOTE']) {
  const username = `mfa-user-${++adminCounter}`;
  const id = await createAdmin(s.db, operator('test'), {
    username,
    password: PASSWORD,
    roles,
    mustChangePassword: false,
  });
  return { id, username };
}

async function login(username: string, otp?: string, password = PASSWORD) {
  return s.call('/admins/login', { username, password, ...(otp ? { otp } : {}) }, { ip: nextIp() });
}

async function loggedIn(username: string, otp?: string): Promise<string> {
  const r = await login(username, otp);
  if (r.body.code !== 200) throw new Error(`login ${username}: ${r.body.code} ${r.body.msg}`);
  return r.body.data;
}

async function stepUp(token: string, otp?: string) {
  return s.call('/admins/reauth', { password: PASSWORD, ...(otp ? { otp } : {}) }, { token, ip: nextIp() });
}

/** Enrols through the API as a user would and returns the secret and the recovery codes. */
async function enrolled(username: string) {
  const token = await loggedIn(username);
  expect((await stepUp(token)).body.code).toBe(200);
  const enroll = await s.call('/admins/mfa/enroll', {}, { token });
  expect(enroll.body.code).toBe(200);
  const { secret } = enroll.body.data;
  await awayFromStepEdge();
  const confirm = await s.call('/admins/mfa/confirm', { code: totpNow(secret) }, { token, ip: nextIp() });
  expect(confirm.body.code).toBe(200);
  return { username, token, secret, recoveryCodes: confirm.body.data.recoveryCodes };
}

async function mfaRow(adminId: number) {
  const [row] = await queryRows<{ secret: string | null; pending_secret: string | null; enabled_at: Date | null }>(
    s.db,
    sql`SELECT secret, pending_secret, enabled_at FROM admin_mfa WHERE admin_id = ${adminId}`,
  );
  return row ?? null;
}

describe('enrolment', () => {
  it('needs a fresh step-up, keeps the secret encrypted, and is on only once a code from it is confirmed', async () => {
    const { id, username } = await newAdmin();
    const token = await loggedIn(username);
    const status0 = await s.call('/admins/mfa/status', {}, { token });
    expect(status0.body.data).toEqual({ enabled: false, required: false, recoveryCodesLeft: 0 });

    const early = await s.call('/admins/mfa/enroll', {}, { token });
    expect([early.status, early.body.code, early.body.data]).toEqual([403, 40300, { reason: 'REAUTH_REQUIRED' }]);
    expect(await mfaRow(id)).toBeNull();

    expect((await stepUp(token)).body.code).toBe(200);
    const enroll = await s.call('/admins/mfa/enroll', {}, { token });
    const { secret, otpauthUri } = enroll.body.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(otpauthUri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe('Backoffice');
    expect(decodeURIComponent(uri.pathname)).toContain(username);

    const pending = await mfaRow(id);
    expect(pending!.enabled_at).toBeNull();
    expect(pending!.pending_secret).toMatch(/^v1\./);
    expect(pending!.pending_secret).not.toContain(secret);
    // Not on yet: a login still needs no code.
    expect((await login(username)).body.code).toBe(200);

    const wrong = await s.call('/admins/mfa/confirm', { code: totpNow(secret, 5) }, { token, ip: nextIp() });
    expect([wrong.status, wrong.body.code, wrong.body.data]).toEqual([401, 40101, { otp: 'invalid' }]);
    expect((await mfaRow(id))!.enabled_at).toBeNull();
    expect((await actionLogRows(s.db, 'mfa.confirm_failed')).some((r) => r.admin_id === id)).toBe(true);

    await awayFromStepEdge();
    const confirm = await s.call('/admins/mfa/confirm', { code: totpNow(secret) }, { token, ip: nextIp() });
    expect(confirm.body.code).toBe(200);
    const codes = confirm.body.data.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){5}$/);

    const stored = await queryRows<{ code_hash: string }>(
      s.db,
      sql`SELECT code_hash FROM admin_recovery_codes WHERE admin_id = ${id}`,
    );
    expect(stored).toHaveLength(10);
    const dump = JSON.stringify([stored, await mfaRow(id), await actionLogRows(s.db)]);
    for (const code of codes) expect(dump).not.toContain(code.replace(/-/g, ''));
    expect(dump).not.toContain(secret);
    expect((await s.call('/admins/mfa/status', {}, { token })).body.data).toEqual({
      enabled: true,
      required: false,
      recoveryCodesLeft: 10,
    });
    expect((await actionLogRows(s.db, 'mfa.enabled')).some((r) => r.admin_id === id)).toBe(true);

    // On, it cannot be enrolled over: turning it off comes first.
    expect((await stepUp(token, totpNow(secret, 1))).body.code).toBe(200);
    const again = await s.call('/admins/mfa/enroll', {}, { token });
    expect([again.body.code, again.body.data]).toEqual([42200, { why: 'ALREADY_ENABLED' }]);
  });

  it('refuses to enrol while the server has no MFA_ENCRYPTION_KEY', async () => {
    const bare = await startServer();
    try {
      const token = await bare.login('promote', { ip: nextIp() });
      await bare.call('/admins/reauth', { password: DEMO_PASSWORD }, { token });
      const r = await bare.call('/admins/mfa/enroll', {}, { token });
      expect([r.body.code, r.body.data]).toEqual([42200, { why: 'NO_KEY' }]);
      expect((await queryRows(bare.db, sql`SELECT 1 FROM admin_mfa`)).length).toBe(0);
    } finally {
      await bare.close();
    }
  });
});

describe('login with a second factor', () => {
  it('asks for the code only once the password is right, and takes a code from a real TOTP computation', async () => {
    const { username } = await enrolled((await newAdmin()).username);
    const wrongPassword = await login(username, undefined, 'not-the-password-at-all');
    const unknownUser = await s.call(
      '/admins/login',
      { username: 'nobody-at-all', password: 'not-the-password-at-all' },
      { ip: nextIp() },
    );
    expect(wrongPassword.body).toEqual(unknownUser.body);
    expect(wrongPassword.body.code).toBe(42200);
    // A wrong password with a code says nothing more.
    const wrongWithCode = await login(username, '123456', 'not-the-password-at-all');
    expect(wrongWithCode.body).toEqual(unknownUser.body);

    const missing = await login(username);
    expect([missing.status, missing.body.code, missing.body.data]).toEqual([401, 40101, { otp: 'required' }]);
    const wrong = await login(username, '000000');
    expect([wrong.status, wrong.body.code, wrong.body.data]).toEqual([401, 40101, { otp: 'invalid' }]);
  });

  it('accepts a code once, and one step of clock drift either way but not two', async () => {
    const { id, username } = await newAdmin();
    const { secret } = await enrolled(username);
    // As if the confirmation were long past, so that the step before this one is still unused.
    await s.db.execute(sql`UPDATE admin_mfa SET last_step = 0 WHERE admin_id = ${id}`);
    await awayFromStepEdge();
    expect((await login(username, totpNow(secret, -2))).body.code).toBe(40101);
    expect((await login(username, totpNow(secret, 2))).body.code).toBe(40101);
    expect((await login(username, totpNow(secret, -1))).body.code).toBe(200);
    const now = totpNow(secret);
    expect((await login(username, now)).body.code).toBe(200);
    // The same code again, within its window, from anywhere: refused.
    expect((await login(username, now)).body.data).toEqual({ otp: 'invalid' });
    // An earlier step than the last one used is spent too.
    expect((await login(username, totpNow(secret, -1))).body.code).toBe(40101);
    expect((await login(username, totpNow(secret, 1))).body.code).toBe(200);
    const logins = await actionLogRows(s.db, 'auth.login');
    expect(logins.at(-1)!.after).toMatchObject({ secondFactor: 'totp' });
    const failures = await actionLogRows(s.db, 'auth.login_failed');
    expect(failures.at(-1)).toMatchObject({ target_id: username, after: { secondFactor: 'invalid' } });
  });

  it('takes each recovery code once, in any case and with or without hyphens', async () => {
    const { id, username } = await newAdmin();
    const { recoveryCodes } = await enrolled(username);
    const [first, second] = recoveryCodes as [string, string];
    expect((await login(username, first)).body.code).toBe(200);
    expect((await login(username, first)).body.data).toEqual({ otp: 'invalid' });
    expect((await login(username, second.toUpperCase().replace(/-/g, ''))).body.code).toBe(200);
    const token = await loggedIn(username, recoveryCodes[2]);
    expect((await s.call('/admins/mfa/status', {}, { token })).body.data.recoveryCodesLeft).toBe(7);
    expect((await actionLogRows(s.db, 'auth.login')).filter((r) => r.admin_id === id).at(-1)!.after).toMatchObject({
      secondFactor: 'recovery',
    });
    // Another admin's recovery code is nobody else's.
    const other = await enrolled((await newAdmin()).username);
    expect((await login(username, other.recoveryCodes[0])).body.code).toBe(40101);
  });

  it('throttles wrong codes like wrong passwords: 10 lock the username, and then a wrong code or none answers as locked', async () => {
    const { username } = await newAdmin();
    const { secret } = await enrolled(username);
    for (let i = 0; i < 10; i++) expect((await login(username, String(100000 + i))).body.code).toBe(40101);
    // Under the lock only the right password with a valid code passes (login-throttle.ts): a code
    // five steps ahead is none, and no code is refused before any check.
    const wrongCode = await login(username, totpNow(secret, 5));
    expect([wrongCode.status, wrongCode.body.code]).toEqual([429, 42900]);
    const noCode = await login(username);
    expect([noCode.status, noCode.body.code]).toEqual([429, 42900]);
  });

  it('asks the step-up for the code as well', async () => {
    const { username } = await newAdmin();
    const { token, secret } = await enrolled(username);
    const missing = await stepUp(token);
    expect([missing.body.code, missing.body.data]).toEqual([40101, { otp: 'required' }]);
    const wrongPassword = await s.call('/admins/reauth', { password: 'not-the-password', otp: '123456' }, { token });
    expect(wrongPassword.body.code).toBe(42200);
    await awayFromStepEdge();
    expect((await stepUp(token, totpNow(secret, 1))).body.code).toBe(200);
    expect((await actionLogRows(s.db, 'auth.reauth_failed')).at(-2)!.after).toEqual({ secondFactor: 'required' });
  });

  it('refuses an otp of the wrong shape as a 40000 naming the field', async () => {
    const r = await s.call('/admins/login', { username: 'root', password: DEMO_PASSWORD, otp: '12345' });
    expect([r.status, r.body.code, r.body.data]).toEqual([400, 40000, { field: 'otp', rule: 'invalid_format' }]);
  });
});

describe('turning it off', () => {
  it('needs a step-up and a current code, then logins need no code', async () => {
    const { id, username } = await newAdmin();
    const { token, secret, recoveryCodes } = await enrolled(username);
    await s.db.execute(sql`UPDATE admin_sessions SET reauth_at = now() - interval '16 minutes' WHERE admin_id = ${id}`);
    const early = await s.call('/admins/mfa/disable', { code: totpNow(secret) }, { token });
    expect(early.body.data).toEqual({ reason: 'REAUTH_REQUIRED' });
    expect((await stepUp(token, recoveryCodes[0])).body.code).toBe(200);
    await awayFromStepEdge();
    const wrong = await s.call('/admins/mfa/disable', { code: '999999' }, { token, ip: nextIp() });
    expect(wrong.body.code).toBe(40101);
    expect((await actionLogRows(s.db, 'mfa.disable_failed')).some((r) => r.admin_id === id)).toBe(true);
    const off = await s.call('/admins/mfa/disable', { code: totpNow(secret, 1) }, { token, ip: nextIp() });
    expect(off.body.code).toBe(200);
    expect(await mfaRow(id)).toBeNull();
    expect((await login(username)).body.code).toBe(200);
    expect((await actionLogRows(s.db, 'mfa.disabled')).some((r) => r.admin_id === id)).toBe(true);
  });

  it("lets an ADMIN_ROOT with a step-up reset another admin's second factor, ending its sessions", async () => {
    const { id, username } = await newAdmin();
    const { token: theirs } = await enrolled(username);
    const root = await s.login('root', { ip: nextIp() });
    const early = await s.call('/admins/admin/mfa-reset', { adminId: id }, { token: root });
    expect(early.body.data).toEqual({ reason: 'REAUTH_REQUIRED' });
    await s.call('/admins/reauth', { password: DEMO_PASSWORD }, { token: root });
    const reset = await s.call('/admins/admin/mfa-reset', { adminId: id }, { token: root });
    expect(reset.body).toMatchObject({ code: 200, data: { revokedSessions: 1 } });
    expect((await s.call('/admins/info/get', {}, { token: theirs })).body.code).toBe(60001);
    expect((await login(username)).body.code).toBe(200);
    const logged = (await actionLogRows(s.db, 'mfa.reset')).at(-1)!;
    expect(logged).toMatchObject({ target_id: String(id), after: { username, revokedSessions: 1 } });
    const none = await s.call('/admins/admin/mfa-reset', { adminId: id }, { token: root });
    expect([none.body.code, none.body.data]).toEqual([42200, { why: 'NO_SECOND_FACTOR' }]);
  });
});

describe('MFA_REQUIRED_ROLES', () => {
  it('lets a root without MFA reach only user settings until enrolled; other roles are not held to it', async () => {
    const gated = await startServer({ MFA_ENCRYPTION_KEY: KEY, MFA_REQUIRED_ROLES: 'ADMIN_ROOT' });
    try {
      const root = await gated.login('root', { ip: nextIp() });
      const info = await gated.call('/admins/info/get', {}, { token: root });
      expect(info.body.data.mfaEnrollmentRequired).toBe(true);
      const list = await gated.call('/admins/account-list/get', {}, { token: root });
      expect([list.status, list.body.data]).toEqual([403, { reason: 'MFA_ENROLLMENT_REQUIRED' }]);
      // Root's session in another role is still root's: the gate is on the roles held.
      expect((await gated.call('/admins/role/switch', { role: 'PROMOTE' }, { token: root })).body.data).toEqual({
        reason: 'MFA_ENROLLMENT_REQUIRED',
      });
      expect((await gated.call('/admins/profile/update', { jobName: 'Ops' }, { token: root })).body.code).toBe(200);
      expect((await gated.call('/admins/mfa/status', {}, { token: root })).body.data.required).toBe(true);

      const agent = await gated.login('agent', { ip: nextIp() });
      expect((await gated.call('/admins/account-list/get', {}, { token: agent })).body.code).toBe(200);
      expect((await gated.call('/admins/info/get', {}, { token: agent })).body.data.mfaEnrollmentRequired).toBe(false);

      await gated.call('/admins/reauth', { password: DEMO_PASSWORD }, { token: root });
      const { secret } = (await gated.call('/admins/mfa/enroll', {}, { token: root })).body.data;
      await awayFromStepEdge();
      expect((await gated.call('/admins/mfa/confirm', { code: totpNow(secret) }, { token: root })).body.code).toBe(200);
      expect((await gated.call('/admins/account-list/get', {}, { token: root })).body.code).toBe(200);
      expect((await gated.call('/admins/info/get', {}, { token: root })).body.data.mfaEnrollmentRequired).toBe(false);
    } finally {
      await gated.close();
    }
  });
});

describe('starting the server', () => {
  it('refuses to start without MFA_ENCRYPTION_KEY once an admin has MFA, and starts without it before', async () => {
    const bare = await startServer();
    try {
      await expect(mfaSettingsAtStart(bare.db, configWith({}), 'postgres')).resolves.toBeDefined();
    } finally {
      await bare.close();
    }
    await enrolled((await newAdmin()).username);
    await expect(mfaSettingsAtStart(s.db, configWith({}), 'postgres')).rejects.toThrow(
      /MFA_ENCRYPTION_KEY is required/,
    );
    await expect(mfaSettingsAtStart(s.db, configWith({ MFA_ENCRYPTION_KEY: KEY }), 'postgres')).resolves.toBeDefined();
  });

  it('requires ADMIN_ROOT by default, none on the PGlite demo unless set, and exactly what is set', async () => {
    const key = { MFA_ENCRYPTION_KEY: KEY };
    const roles = async (env: Record<string, string>, kind: 'pglite' | 'postgres') =>
      (await mfaSettingsAtStart(s.db, configWith(env), kind)).MFA_REQUIRED_ROLES ?? ['ADMIN_ROOT'];
    expect(await roles(key, 'postgres')).toEqual(['ADMIN_ROOT']);
    expect(await roles(key, 'pglite')).toEqual([]);
    expect(await roles({ ...key, MFA_REQUIRED_ROLES: 'ADMIN_ROOT,PROMOTE' }, 'pglite')).toEqual([
      'ADMIN_ROOT',
      'PROMOTE',
    ]);
    expect(await roles({ ...key, MFA_REQUIRED_ROLES: 'none' }, 'postgres')).toEqual([]);
    expect(() => configWith({ MFA_REQUIRED_ROLES: 'KING' })).toThrow(/MFA_REQUIRED_ROLES/);
    expect(() => configWith({ MFA_ENCRYPTION_KEY: 'short' })).toThrow(/MFA_ENCRYPTION_KEY/);
  });
});
