import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startServer, type TestServer } from './harness';

// SESSION_IDLE_MINUTES=2: 120 s.
let s: TestServer;
beforeAll(async () => {
  s = await startServer({ SESSION_IDLE_MINUTES: '2' });
});
afterAll(() => s.close());

const info = (token: string) => s.call('/admins/info/get', {}, { token });
/** Moves a session's last activity into the past, as if it had been idle that long. */
const age = (seconds: number) =>
  s.db.execute(sql`UPDATE admin_sessions SET last_seen_at = last_seen_at - make_interval(secs => ${seconds})`);

describe('the idle timeout', () => {
  it('counts from the last call to the second, not from the last minute the session was written', async () => {
    const token = await s.login('agent');
    // Last written 50 s ago, then a call: the call is the last activity from now on.
    await age(50);
    expect((await info(token)).body.code).toBe(200);
    // 115 s idle after that call: still inside the 120 s limit.
    await age(115);
    expect((await info(token)).body.code).toBe(200);
  });

  it('ends the session once the configured idle time has passed', async () => {
    const token = await s.login('promote');
    await age(118);
    expect((await info(token)).body.code).toBe(200);
    await age(121);
    const expired = await info(token);
    expect([expired.status, expired.body.code]).toEqual([401, 60001]);
  });
});
