import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { actionLogRows, startServer, type TestServer } from './harness';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

const attempt = (username: string, password: string, ip: string) =>
  s.call('/admins/login', { username, password }, { ip });

describe('login throttling', () => {
  it('locks a username for 10 minutes after 10 failures, whatever the IP and even with the right password', async () => {
    const started = Date.now();
    for (let i = 0; i < 10; i++) {
      expect((await attempt('agent', `wrong-password-${i}`, `10.1.0.${i}`)).body.code).toBe(42200);
    }
    const locked = await attempt('agent', 'backoffice-demo', '10.1.1.1');
    expect([locked.status, locked.body.code]).toEqual([429, 42900]);
    const wait = (locked.body.data as unknown as { retryAfterSeconds: number }).retryAfterSeconds;
    // The lock runs 10 minutes from the first of the ten failures.
    expect(wait).toBeGreaterThanOrEqual(600 - Math.ceil((Date.now() - started) / 1000) - 1);
    expect(wait).toBeLessThanOrEqual(600);
    expect((await actionLogRows(s.db, 'auth.login_throttled')).length).toBe(1);

    // Ten minutes later the lock is gone.
    await s.db.execute(
      sql`UPDATE login_attempts SET at = at - interval '10 minutes 1 second' WHERE username = 'agent'`,
    );
    expect((await attempt('agent', 'backoffice-demo', '10.1.1.2')).body.code).toBe(200);
  });

  it('locks an unknown username the same way, so a lockout reveals nothing', async () => {
    for (let i = 0; i < 10; i++) await attempt('ghost', `wrong-password-${i}`, `10.2.0.${i}`);
    const known = await attempt('ghost', 'whatever', '10.2.1.1');
    expect(known.body.code).toBe(42900);
  });

  it('allows 25 attempts per IP in 5 minutes, then refuses every username from that IP', async () => {
    const ip = '10.3.3.3';
    for (let i = 0; i < 25; i++) {
      const user = i === 24 ? 'root' : `user${i % 5}`;
      const r = await attempt(user, i === 24 ? 'backoffice-demo' : 'wrong-password', ip);
      expect(r.body.code).not.toBe(42900);
    }
    const refused = await attempt('promote', 'backoffice-demo', ip);
    expect(refused.body.code).toBe(42900);
    expect((await attempt('promote', 'backoffice-demo', '10.3.3.4')).body.code).toBe(200);
  });

  it('counts parallel guesses: 15 at once never let more than 10 through to the password check', async () => {
    const replies = await Promise.all(
      Array.from({ length: 15 }, (_, i) => attempt('root', `parallel-guess-${i}`, `10.4.0.${i}`)),
    );
    const codes = replies.map((r) => r.body.code);
    expect(codes.filter((c) => c === 42200).length).toBe(10);
    expect(codes.filter((c) => c === 42900).length).toBe(5);
  });
});
