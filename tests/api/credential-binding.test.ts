import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { actionLogRows, startServer, type TestServer } from './harness';
import { loginWithStepUp, nextIp } from './fixtures/commerce';
import { enrol, loggedIn, newAdmin, STAFF_PASSWORD, stepUp } from './fixtures/staff';
import { totpNow } from './fixtures/rfc6238';
import { operator } from '#server/domain/actor';
import { resetAdminPassword } from '#server/services/admins/admin-users';
import { resetMfa } from '#server/services/mfa/mfa-service';
import type { ApiTokenRevokeReason } from '#contract/api/api-tokens';

let s: TestServer;
let root = '';

beforeAll(async () => {
  s = await startServer({ MFA_ENCRYPTION_KEY: randomBytes(32).toString('hex') });
  root = await loginWithStepUp(s, 'root');
});
afterAll(() => s.close());

/** A new ADMIN_ROOT with a session stepped up, and an API token it made. */
async function makerWithToken() {
  const maker = await newAdmin(s, ['ADMIN_ROOT'], 'maker');
  const ip = nextIp();
  const token = await loggedIn(s, maker.username, { ip });
  expect((await stepUp(s, token, undefined, ip)).body.code).toBe(200);
  const made = await s.call('/admins/api-tokens/create', { name: 'nightly', role: 'ADMIN_ROOT' }, { token, ip });
  expect(made.body.code, made.body.msg).toBe(200);
  const { secret, token: apiToken } = made.body.data;
  expect((await s.call('/admins/admin-list', {}, { token: secret })).body.code).toBe(200);
  return { ...maker, session: token, ip, secret, tokenId: apiToken.id };
}

/** The token is refused from its next call, and the list says why. */
async function expectRevoked(maker: Awaited<ReturnType<typeof makerWithToken>>, reason: ApiTokenRevokeReason) {
  const call = await s.call('/admins/admin-list', {}, { token: maker.secret });
  expect([call.status, call.body.code]).toEqual([401, 60001]);
  const listed = await s.call('/admins/api-tokens/list', { includeEnded: true }, { token: root });
  expect(listed.body.data.list.find((t) => t.id === maker.tokenId)).toMatchObject({
    state: 'REVOKED',
    revokedReason: reason,
  });
}

describe("API tokens and their maker's credentials", () => {
  it('last 90 days unless their maker chooses, and show when they were last used', async () => {
    const made = await s.call('/admins/api-tokens/create', { name: 'default life', role: 'PROMOTE' }, { token: root });
    expect(made.body.code, made.body.msg).toBe(200);
    const { token, secret } = made.body.data;
    expect(Date.parse(token.expiresAt) - Date.parse(token.createdAt)).toBe(90 * 86_400_000);
    expect(token.lastUsedAt).toBeNull();
    const before = Date.now();
    expect((await s.call('/admins/info/get', {}, { token: secret })).body.code).toBe(200);
    const listed = (await s.call('/admins/api-tokens/list', {}, { token: root })).body.data.list;
    const used = Date.parse(listed.find((t) => t.id === token.id)!.lastUsedAt!);
    expect(used).toBeGreaterThanOrEqual(before - 1000);
  });

  it("end when another ADMIN_ROOT resets the maker's password, logged with the reset", async () => {
    const maker = await makerWithToken();
    const r = await s.call(
      '/admins/admin/reset-password',
      { adminId: maker.id, password: 'a-fresh-reset-phrase-58' },
      { token: root },
    );
    expect(r.body.code, r.body.msg).toBe(200);
    await expectRevoked(maker, 'MAKER_PASSWORD_RESET');
    const [logged] = (await actionLogRows(s.db, 'admin.reset_password')).filter(
      (l) => l.target_id === String(maker.id),
    );
    expect(logged?.after).toMatchObject({ revokedApiTokens: 1 });
  });

  it("end when the command line resets the maker's password or second factor", async () => {
    const reset = await makerWithToken();
    await resetAdminPassword(s.db, operator('cli-test'), reset.username, 'another-reset-phrase-77', false);
    await expectRevoked(reset, 'MAKER_PASSWORD_RESET');

    const lost = await makerWithToken();
    await enrol(s, lost.session);
    // The token made before enrolment still works; resetting the factor ends it.
    expect((await s.call('/admins/admin-list', {}, { token: lost.secret })).body.code).toBe(200);
    await resetMfa(s.db, operator('cli-test'), lost.username);
    await expectRevoked(lost, 'MAKER_MFA_RESET');
  });

  it("end when an ADMIN_ROOT resets the maker's second factor, or the maker turns it off", async () => {
    const reset = await makerWithToken();
    await enrol(s, reset.session);
    expect((await s.call('/admins/admin/mfa-reset', { adminId: reset.id }, { token: root })).body.code).toBe(200);
    await expectRevoked(reset, 'MAKER_MFA_RESET');

    const off = await makerWithToken();
    const { secret, recoveryCodes } = await enrol(s, off.session);
    // Enrolment ended the earlier step-up: the maker steps up again, with a code, to turn it off.
    expect((await stepUp(s, off.session, totpNow(secret, 1))).body.code).toBe(200);
    const disabled = await s.call(
      '/admins/mfa/disable',
      { code: recoveryCodes[0]! },
      { token: off.session, ip: nextIp() },
    );
    expect(disabled.body.code, disabled.body.msg).toBe(200);
    await expectRevoked(off, 'MAKER_MFA_DISABLED');
  });

  it("end when the maker's roles change, the maker is disabled, or changes their own password", async () => {
    const roles = await makerWithToken();
    const changed = await s.call(
      '/admins/admin/roles',
      { adminId: roles.id, roles: ['ADMIN_ROOT', 'PROMOTE'] },
      { token: root },
    );
    expect(changed.body.code, changed.body.msg).toBe(200);
    await expectRevoked(roles, 'MAKER_ROLES_CHANGED');

    const gone = await makerWithToken();
    expect(
      (await s.call('/admins/admin/disable', { adminId: gone.id, disabled: true }, { token: root })).body.code,
    ).toBe(200);
    // Enabled again, the token stays revoked.
    expect(
      (await s.call('/admins/admin/disable', { adminId: gone.id, disabled: false }, { token: root })).body.code,
    ).toBe(200);
    await expectRevoked(gone, 'MAKER_DISABLED');

    const own = await makerWithToken();
    const r = await s.call(
      '/admins/password/change',
      { oldPassword: STAFF_PASSWORD, newPassword: 'my-own-new-phrase-4417' },
      { token: own.session, ip: own.ip },
    );
    expect(r.body.code, r.body.msg).toBe(200);
    await expectRevoked(own, 'MAKER_PASSWORD_CHANGED');
  });

  it("answer to the maker's gates: a required password change", async () => {
    const maker = await makerWithToken();
    await s.db.execute(sql`UPDATE admins SET must_change_password = true WHERE id = ${maker.id}`);
    const r = await s.call('/admins/admin-list', {}, { token: maker.secret });
    expect([r.status, r.body.data]).toEqual([403, { reason: 'PASSWORD_CHANGE_REQUIRED' }]);
    const refused = (await actionLogRows(s.db, 'auth.gate_refused')).at(-1);
    expect(refused?.admin_id).toBe(maker.id);
  });
});

describe('enrolling a second factor', () => {
  it('ends the other sessions, saying why, and every step-up taken before it', async () => {
    const admin = await newAdmin(s, ['ADMIN_ROOT'], 'enrolling');
    const elsewhere = await loggedIn(s, admin.username);
    const here = await loggedIn(s, admin.username);
    const confirm = await enrol(s, here);
    expect(confirm.endedSessions).toBe(1);

    const other = await s.call('/admins/info/get', {}, { token: elsewhere });
    expect([other.status, other.body.code, other.body.data]).toEqual([401, 60001, { reason: 'MFA_ENROLLED' }]);
    const [logged] = (await actionLogRows(s.db, 'mfa.enabled')).filter((l) => l.target_id === String(admin.id));
    expect(logged?.after).toMatchObject({ revokedSessions: 1 });

    // The enrolling session stays, but its password-only step-up no longer counts.
    expect((await s.call('/admins/info/get', {}, { token: here })).body.code).toBe(200);
    const create = await s.call('/admins/api-tokens/create', { name: 'after', role: 'PROMOTE' }, { token: here });
    expect([create.status, create.body.data]).toEqual([403, { reason: 'REAUTH_REQUIRED' }]);
    expect((await stepUp(s, here)).body.code).toBe(40101);
    expect((await stepUp(s, here, totpNow(confirm.secret, 1))).body.code).toBe(200);
    const made = await s.call('/admins/api-tokens/create', { name: 'after', role: 'PROMOTE' }, { token: here });
    expect(made.body.code, made.body.msg).toBe(200);
  });

  it('says why other sessions ended: a disabled account, changed roles', async () => {
    const admin = await newAdmin(s, ['PROMOTE'], 'ended');
    const token = await loggedIn(s, admin.username);
    await s.call('/admins/admin/roles', { adminId: admin.id, roles: ['BACKEND_SUPPORT_AGENT'] }, { token: root });
    expect((await s.call('/admins/info/get', {}, { token })).body.data).toEqual({ reason: 'ROLES_CHANGED' });
    const again = await loggedIn(s, admin.username);
    await s.call('/admins/admin/disable', { adminId: admin.id, disabled: true }, { token: root });
    expect((await s.call('/admins/info/get', {}, { token: again })).body.data).toEqual({ reason: 'DISABLED' });
  });
});

describe('API tokens under the second-factor gate', () => {
  let gated: TestServer;
  beforeAll(async () => {
    gated = await startServer({
      MFA_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      MFA_REQUIRED_ROLES: 'ADMIN_ROOT',
    });
  });
  afterAll(() => gated.close());

  it("get the maker's MFA_ENROLLMENT_REQUIRED while the maker has not enrolled", async () => {
    const maker = await newAdmin(gated, ['ADMIN_ROOT'], 'gated');
    const secret = `bo_${randomBytes(32).toString('base64url')}`;
    const { hashToken } = await import('#server/lib/tokens');
    await gated.db.execute(
      sql`INSERT INTO api_tokens (name, role, token_hash, hint, created_by, expires_at)
          VALUES ('from before the gate', 'PROMOTE', ${hashToken(secret)}, ${secret.slice(0, 9)}, ${maker.id},
                  now() + interval '1 day')`,
    );
    const r = await gated.call('/admins/reg-stats', {} as never, { token: secret });
    expect([r.status, r.body.data]).toEqual([403, { reason: 'MFA_ENROLLMENT_REQUIRED' }]);
  });
});
