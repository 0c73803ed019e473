import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { actionLogRows, startServer, type TestServer } from './harness';
import { awayFromStepEdge, totpNow } from './fixtures/rfc6238';
import { DEMO_PASSWORD } from '#server/db/seed/demo-admins';

let s: TestServer;
beforeAll(async () => {
  s = await startServer({ MFA_ENCRYPTION_KEY: randomBytes(32).toString('hex') });
});
afterAll(() => s.close());

const attempt = (username: string, password: string, ip: string, otp?: string) =>
  s.call('/admins/login', { username, password, ...(otp ? { otp } : {}) }, { ip });
const retryAfter = (r: { body: { data: unknown } }) => (r.body.data as { retryAfterSeconds: number }).retryAfterSeconds;
/** Moves a username's attempts into the past, as if that much time had gone by. */
const age = (username: string, by: string) =>
  s.db.execute(sql`UPDATE login_attempts SET at = at - ${by}::interval WHERE username = ${username}`);

describe('login throttling', () => {
  it('locks a username against new sources for 10 minutes after 10 failures from anywhere, even with the right password', async () => {
    const started = Date.now();
    for (let i = 0; i < 10; i++) {
      expect((await attempt('agent', `wrong-password-${i}`, `10.1.0.${i}`)).body.code).toBe(42200);
    }
    const locked = await attempt('agent', DEMO_PASSWORD, '10.1.1.1');
    expect([locked.status, locked.body.code]).toEqual([429, 42900]);
    // The lock runs 10 minutes from the first of the ten failures.
    expect(retryAfter(locked)).toBeGreaterThanOrEqual(600 - Math.ceil((Date.now() - started) / 1000) - 1);
    expect(retryAfter(locked)).toBeLessThanOrEqual(600);
    expect((await actionLogRows(s.db, 'auth.login_throttled')).length).toBe(1);
    // Without a second factor on, a code cannot open the lock either.
    expect((await attempt('agent', DEMO_PASSWORD, '10.1.1.3', '123456')).body.code).toBe(42900);

    await age('agent', '10 minutes 1 second');
    expect((await attempt('agent', DEMO_PASSWORD, '10.1.1.2')).body.code).toBe(200);
  });

  it('lets an admin in from their own address while another address floods wrong guesses at their username', async () => {
    const home = '10.5.0.1';
    expect((await attempt('promote', DEMO_PASSWORD, home)).body.code).toBe(200);
    const flood = [];
    for (let i = 0; i < 30; i++) flood.push((await attempt('promote', `flood-${i}`, `10.5.1.${i % 3}`)).body.code);
    expect(flood.filter((c) => c === 42200).length).toBe(10);
    expect(flood.slice(10).every((c) => c === 42900)).toBe(true);
    // The lock binds new sources, not the one promote logged in from.
    expect((await attempt('promote', DEMO_PASSWORD, '10.5.2.1')).body.code).toBe(42900);
    expect((await attempt('promote', DEMO_PASSWORD, home)).body.code).toBe(200);
  });

  it('under a username-wide lock lets a right password with a valid TOTP code through, and answers every failure alike', async () => {
    const token = await s.login('root', { ip: '10.6.0.1' });
    expect((await s.call('/admins/reauth', { password: DEMO_PASSWORD }, { token, ip: '10.6.0.1' })).body.code).toBe(
      200,
    );
    const { secret } = (await s.call('/admins/mfa/enroll', {}, { token })).body.data;
    await awayFromStepEdge();
    expect((await s.call('/admins/mfa/confirm', { code: totpNow(secret) }, { token, ip: '10.6.0.1' })).body.code).toBe(
      200,
    );
    for (let i = 0; i < 10; i++) await attempt('root', `wrong-${i}`, `10.6.1.${i}`);

    const replies = [
      await attempt('root', DEMO_PASSWORD, '10.6.2.1'),
      await attempt('root', DEMO_PASSWORD, '10.6.2.2', '000000'),
      await attempt('root', 'wrong-password-again', '10.6.2.3', totpNow(secret, 1)),
    ];
    // A right password with a wrong or missing code says no more than a wrong password.
    expect(replies.map((r) => r.body.code)).toEqual([42900, 42900, 42900]);
    const failures = (await actionLogRows(s.db, 'auth.login_failed')).filter((r) => r.target_id === 'root');
    expect(failures.filter((r) => (r.after as { underLock?: boolean }).underLock).length).toBe(2);

    // The confirmation spent this step's code; the next step's is still inside the window.
    expect((await attempt('root', DEMO_PASSWORD, '10.6.2.4', totpNow(secret, 1))).body.code).toBe(200);
    await s.db.execute(sql`DELETE FROM admin_mfa`);
  });

  it('slows one source guessing one username exponentially: 5 free failures, then 2 s, 4 s, 8 s', async () => {
    const ip = '10.7.0.1';
    for (let i = 0; i < 5; i++) expect((await attempt('nobody', `guess-${i}`, ip)).body.code).toBe(42200);
    const waits = [];
    for (let round = 0; round < 3; round++) {
      const slowed = await attempt('nobody', 'guess-again', ip);
      expect(slowed.body.code).toBe(42900);
      waits.push(retryAfter(slowed));
      await age('nobody', `${retryAfter(slowed)} seconds`);
      expect((await attempt('nobody', `guess-after-${round}`, ip)).body.code).toBe(42200);
    }
    expect(waits).toEqual([2, 4, 8]);
    // Another source at the same username is not slowed by this one's failures.
    expect((await attempt('nobody', 'other-source', '10.7.0.2')).body.code).toBe(42200);
  });

  it('locks an unknown username the same way, so a lockout reveals nothing', async () => {
    for (let i = 0; i < 10; i++) await attempt('ghost', `wrong-password-${i}`, `10.2.0.${i}`);
    expect((await attempt('ghost', 'whatever', '10.2.1.1')).body.code).toBe(42900);
    expect((await attempt('ghost', 'whatever', '10.2.1.2', '123456')).body.code).toBe(42900);
  });

  it('allows 25 failures per IP in 5 minutes, successes not counted, then refuses every username from that IP', async () => {
    const ip = '10.3.3.3';
    for (let i = 0; i < 30; i++) {
      // Successes from a busy address (a shared office) do not use up its budget.
      if (i % 6 === 0) expect((await attempt('agent', DEMO_PASSWORD, ip)).body.code).toBe(200);
      else expect((await attempt(`user${i}`, 'wrong-password', ip)).body.code).toBe(42200);
    }
    const refused = await attempt('agent', DEMO_PASSWORD, ip);
    expect(refused.body.code).toBe(42900);
    expect((await attempt('agent', DEMO_PASSWORD, '10.3.3.4')).body.code).toBe(200);
  });

  it('counts parallel guesses: 15 at once from 15 sources never let more than 10 through to the password check', async () => {
    const replies = await Promise.all(
      Array.from({ length: 15 }, (_, i) => attempt('promote', `parallel-guess-${i}`, `10.4.0.${i}`)),
    );
    const codes = replies.map((r) => r.body.code);
    expect(codes.filter((c) => c === 42200).length).toBe(10);
    expect(codes.filter((c) => c === 42900).length).toBe(5);
  });

  it('counts parallel guesses from one source: 12 at once pass 5 free failures and no more', async () => {
    const replies = await Promise.all(
      Array.from({ length: 12 }, (_, i) => attempt('single-source', `parallel-guess-${i}`, '10.8.0.1')),
    );
    const codes = replies.map((r) => r.body.code);
    expect(codes.filter((c) => c === 42200).length).toBe(5);
    expect(codes.filter((c) => c === 42900).length).toBe(7);
  });
});
