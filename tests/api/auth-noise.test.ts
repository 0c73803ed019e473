import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '#server/db/client';
import { actionLogRows, startServer, type TestServer } from './harness';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

const noise = (action: string) =>
  queryRows<{ ip: string; detail: string; count: number; log_id: number }>(
    s.db,
    sql`SELECT ip, detail, count, log_id::int FROM auth_noise WHERE action = ${action} ORDER BY minute, ip, detail`,
  );

describe('unauthenticated noise in the action log', () => {
  it('logs a flood of random tokens once per source and minute, and counts every request', async () => {
    const flood = (ip: string) =>
      Promise.all(
        Array.from({ length: 100 }, () =>
          s.raw('/admins/info/get', {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${randomBytes(24).toString('base64url')}`,
              'x-forwarded-for': ip,
            },
            body: '{}',
          }),
        ),
      );
    const replies = [...(await flood('203.0.113.7')), ...(await flood('203.0.113.8'))];
    expect(replies.every((r) => r.status === 401)).toBe(true);

    const logged = await actionLogRows(s.db, 'auth.token_rejected');
    const counted = await noise('auth.token_rejected');
    expect(counted.reduce((n, r) => n + r.count, 0)).toBe(200);
    // Two sources: one row each, two if the flood crossed a minute boundary.
    expect(logged.length).toBe(counted.length);
    expect(logged.length).toBeGreaterThanOrEqual(2);
    expect(logged.length).toBeLessThanOrEqual(4);
    expect(new Set(counted.map((r) => r.ip))).toEqual(new Set(['203.0.113.7', '203.0.113.8']));
  });

  it('shows on the action-log screen how many requests a row stands for', async () => {
    const token = await s.login('root');
    const r = await s.call(
      '/admins/action-log/list',
      { pageSize: 20, filters: { action: 'auth.token_rejected' } },
      { token },
    );
    expect(r.body.code).toBe(200);
    const counted = await noise('auth.token_rejected');
    const byLog = new Map(counted.map((n) => [n.log_id, n.count]));
    expect(r.body.data.list.length).toBe(counted.length);
    for (const row of r.body.data.list) expect(row.repeats).toBe(byLog.get(row.id));
    const others = await s.call(
      '/admins/action-log/list',
      { pageSize: 5, filters: { action: 'auth.login' } },
      { token },
    );
    expect(others.body.data.list.every((row) => row.repeats === 1)).toBe(true);
  });

  it('keeps a different reason from the same source as a row of its own', async () => {
    const token = await s.login('agent', { ip: '203.0.113.9' });
    await s.call('/admins/logout', {}, { token, ip: '203.0.113.9' });
    for (let i = 0; i < 3; i++) {
      expect((await s.call('/admins/info/get', {}, { token, ip: '203.0.113.9' })).body.code).toBe(60001);
    }
    const revoked = (await noise('auth.token_rejected')).filter((r) => r.detail === 'revoked');
    expect(revoked.map((r) => [r.ip, r.count])).toEqual([['203.0.113.9', 3]]);
    const [row] = (await actionLogRows(s.db, 'auth.token_rejected')).filter(
      (x) => (x.after as { why: string }).why === 'revoked',
    );
    expect(row?.admin_id).not.toBeNull();
  });
});
