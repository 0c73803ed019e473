import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { actionLogRows, startServer, type TestServer } from '../api/harness';
import { api, type ApiPath } from '#contract/api';
import { ROLES } from '#contract/roles';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

const send = (path: string, body: unknown, token: string) =>
  s.raw(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });

describe('auth abuse', () => {
  it('refuses a token replayed after logout, and logs each attempt', async () => {
    const token = await s.login('agent');
    await s.call('/admins/logout', {}, { token });
    for (let i = 0; i < 3; i++) expect((await s.call('/admins/info/get', {}, { token })).body.code).toBe(60001);
    const rejected = (await actionLogRows(s.db, 'auth.token_rejected')).filter(
      (r) => (r.after as { why: string }).why === 'revoked',
    );
    expect(rejected.length).toBe(3);
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
});
