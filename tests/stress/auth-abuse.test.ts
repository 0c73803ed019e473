import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { queryRows } from '#server/db/client';
import { actionLogRows, startServer, type TestServer } from '../api/harness';
import { api, type ApiPath } from '#contract/api';
import { ROLES } from '#contract/roles';
import { DEMO_PASSWORD } from '#server/db/seed/demo-admins';
import { awayFromStepEdge, totpNow } from '../api/fixtures/rfc6238';

let s: TestServer;
beforeAll(async () => {
  s = await startServer({ MFA_ENCRYPTION_KEY: 'ab'.repeat(32) });
});
afterAll(() => s.close());

const send = (path: string, body: unknown, token: string) =>
  s.raw(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });

const FLOOD_SECONDS = Number(process.env.STRESS_FLOOD_SECONDS ?? 10);

describe('auth abuse', () => {
  it(`keeps the action log bounded under 200 connections of random tokens for ${FLOOD_SECONDS} s`, async () => {
    const rowCount = async () =>
      (await queryRows<{ n: number }>(s.db, sql`SELECT count(*)::int AS n FROM action_log`))[0]!.n;
    const before = await rowCount();
    const until = Date.now() + FLOOD_SECONDS * 1000;
    let sent = 0;
    const connection = async (i: number) => {
      while (Date.now() < until) {
        const r = await s.raw('/admins/info/get', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${randomBytes(24).toString('base64url')}`,
            'x-forwarded-for': `198.51.100.${i % 50}`,
          },
          body: '{}',
        });
        expect(r.status).toBe(401);
        sent++;
      }
    };
    await Promise.all(Array.from({ length: 200 }, (_, i) => connection(i)));
    const added = (await rowCount()) - before;
    // 50 sources: one row each per minute the flood touched.
    expect(sent).toBeGreaterThan(200);
    expect(added).toBeLessThanOrEqual(50 * (Math.ceil(FLOOD_SECONDS / 60) + 1));
    const [counted] = await queryRows<{ n: number }>(
      s.db,
      sql`SELECT sum(count)::int AS n FROM auth_noise WHERE action = 'auth.token_rejected' AND detail = 'unknown'`,
    );
    expect(counted?.n).toBeGreaterThanOrEqual(sent);
  }, 120_000);

  it('refuses a token replayed after logout, and counts each attempt', async () => {
    const token = await s.login('agent');
    await s.call('/admins/logout', {}, { token });
    for (let i = 0; i < 3; i++) expect((await s.call('/admins/info/get', {}, { token })).body.code).toBe(60001);
    const rejected = (await actionLogRows(s.db, 'auth.token_rejected')).filter(
      (r) => (r.after as { why: string }).why === 'revoked',
    );
    // Logged once per source and minute, counted every time.
    expect(rejected.length).toBeGreaterThanOrEqual(1);
    const [counted] = await queryRows<{ n: number }>(
      s.db,
      sql`SELECT sum(count)::int AS n FROM auth_noise WHERE action = 'auth.token_rejected' AND detail = 'revoked'`,
    );
    expect(counted?.n).toBe(3);
  });

  it('refuses forged tokens of every shape with 401', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 0, maxLength: 200 }), async (forged) => {
        const r = await s.raw('/admins/info/get', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${forged.replace(/[\r\n]/g, '')}` },
          body: '{}',
        });
        expect([r.status, r.body.code]).toEqual([401, 401]);
      }),
      { numRuns: 60 },
    );
  });

  it('refuses an expired token with 60001', async () => {
    const token = await s.login('promote');
    await s.db.execute(
      sql`UPDATE admin_sessions SET expires_at = now() - interval '1 second' WHERE revoked_at IS NULL`,
    );
    expect((await s.call('/admins/info/get', {}, { token })).body.code).toBe(60001);
  });

  it('never lets a payload field raise a role: every endpoint refuses role-like keys', async () => {
    const token = await s.login('agent');
    for (const path of Object.keys(api) as ApiPath[]) {
      for (const key of ['role', 'roles', 'activeRole', 'adminId', 'isRoot']) {
        const r = await send(path, { [key]: key === 'roles' ? [...ROLES] : 'ADMIN_ROOT' }, token);
        expect(r.body.code, `${path} with ${key}`).toBeGreaterThanOrEqual(40000);
        expect(r.body.code).toBeLessThan(50000);
      }
    }
    const info = await s.call('/admins/info/get', {}, { token });
    expect([info.body.data.role, info.body.data.roles]).toEqual(['BACKEND_SUPPORT_AGENT', ['BACKEND_SUPPORT_AGENT']]);
  });

  it('denies and logs switching to a role not held', async () => {
    const token = await s.login('promote');
    for (const role of ['ADMIN_ROOT', 'BACKEND_SUPPORT_AGENT'] as const) {
      expect((await s.call('/admins/role/switch', { role }, { token })).body.code).toBe(40300);
    }
    const denials = (await actionLogRows(s.db, 'auth.denied')).filter(
      (r) => r.target_type === 'role' && (r.after as { role: string }).role === 'PROMOTE',
    );
    expect(denials.map((r) => r.target_id)).toEqual(['ADMIN_ROOT', 'BACKEND_SUPPORT_AGENT']);
  });

  it('lets 40 parallel second-factor guesses through the throttle no more than its 10 failures, and logs them', async () => {
    const ip = '10.99.0.1';
    const token = await s.login('promote', { ip });
    await s.call('/admins/reauth', { password: DEMO_PASSWORD }, { token, ip });
    const { secret } = (await s.call('/admins/mfa/enroll', {}, { token })).body.data;
    await awayFromStepEdge();
    expect((await s.call('/admins/mfa/confirm', { code: totpNow(secret) }, { token, ip })).body.code).toBe(200);
    const guesses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        s.call(
          '/admins/login',
          { username: 'promote', password: DEMO_PASSWORD, otp: String(100000 + i) },
          { ip: `10.99.1.${i}` },
        ),
      ),
    );
    const codes = guesses.map((r) => r.body.code);
    expect(codes.filter((c) => c === 40101).length).toBeLessThanOrEqual(10);
    expect(codes.filter((c) => c === 200)).toEqual([]);
    expect(codes.every((c) => c === 40101 || c === 42900)).toBe(true);
    const failed = (await actionLogRows(s.db, 'auth.login_failed')).filter((r) => r.target_id === 'promote');
    // Past the tenth failure the username is locked: the guesses still checked there (they carry a
    // code) are logged as failures under the lock and answered 42900 like a wrong password.
    const underLock = (r: (typeof failed)[number]) => (r.after as { underLock?: boolean }).underLock === true;
    expect(failed.filter((r) => !underLock(r)).length).toBe(codes.filter((c) => c === 40101).length);
    expect(failed.filter(underLock).length).toBeLessThanOrEqual(codes.filter((c) => c === 42900).length);
  });

  it('keeps an admin getting in from their own address while 200 sources flood wrong guesses at their username', async () => {
    const home = '10.98.0.1';
    expect(
      (await s.call('/admins/login', { username: 'agent', password: DEMO_PASSWORD }, { ip: home })).body.code,
    ).toBe(200);
    const flood = Array.from({ length: 200 }, (_, i) =>
      s.call(
        '/admins/login',
        { username: 'agent', password: `flood-${i}` },
        { ip: `10.98.${1 + (i >> 8)}.${i & 255}` },
      ),
    );
    const during = [];
    for (let i = 0; i < 3; i++) {
      during.push(
        (await s.call('/admins/login', { username: 'agent', password: DEMO_PASSWORD }, { ip: home })).body.code,
      );
    }
    const codes = (await Promise.all(flood)).map((r) => r.body.code);
    expect(during).toEqual([200, 200, 200]);
    // The flood reaches the password check at most 10 times per success in between (a success
    // clears the username's count, as one would expect of the admin's own login).
    expect(codes.filter((c) => c === 42200).length).toBeLessThanOrEqual(10 * (during.length + 1));
    expect(codes.every((c) => c === 42200 || c === 42900)).toBe(true);
  });

  it('slows one source firing 60 parallel guesses at one username to its 5 free failures', async () => {
    const codes = (
      await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          s.call('/admins/login', { username: 'root', password: `burst-${i}` }, { ip: '10.97.0.1' }),
        ),
      )
    ).map((r) => r.body.code);
    expect(codes.filter((c) => c === 42200).length).toBe(5);
    expect(codes.filter((c) => c === 42900).length).toBe(55);
  });
});
