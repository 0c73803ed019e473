import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness';
import { DEMO_PASSWORD } from '#server/db/seed/demo-admins';
import { RFC9106_COST, setPasswordCost } from '#server/lib/passwords';

// Hashing at the production cost here: the point is who waits for whom while it runs.
setPasswordCost(RFC9106_COST);

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

const SOURCES = 30;

/** A login as a browser sends it, from `ip` with the cookie it holds; resolves with its code and the time it answered. */
async function login(username: string, password: string, ip: string, cookie?: string) {
  const res = await fetch(`${s.url}/admins/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ username, password }),
  });
  const body = (await res.json()) as { code: number };
  return {
    code: body.code,
    at: performance.now(),
    cookie: /bo_device=[^;]+/.exec(res.headers.get('set-cookie') ?? '')?.[0],
  };
}

describe('login hashing under a flood from many sources', () => {
  it(`serves an admin from a known device before a flood from ${SOURCES} sources at ${SOURCES} usernames, not after it`, async () => {
    const { cookie } = await login('agent', DEMO_PASSWORD, '10.70.0.1');
    expect(cookie).toBeDefined();
    // Each source guesses at a username of its own (unknown ones are checked against a decoy hash,
    // as long as a real one): no username-wide lock and no source's limit stops them before hashing.
    const flood = Array.from({ length: SOURCES }, (_, i) =>
      login(`nobody-${i}`, `guess-${i}-xxxxxx`, `10.71.0.${i + 1}`),
    );
    // Let the flood reach the hash queue first.
    await new Promise((resolve) => setTimeout(resolve, 150));
    const mine = await login('agent', DEMO_PASSWORD, '10.70.0.2', cookie);
    const replies = await Promise.all(flood);
    expect(mine.code).toBe(200);
    expect(replies.every((r) => r.code === 42200)).toBe(true);
    const before = replies.filter((r) => r.at < mine.at).length;
    console.log(`login from a known device answered after ${before} of ${SOURCES} flooding logins`);
    // Untrusted logins share one place in the queue and leave a core free: the known device waits
    // for at most the hashes already running, where one place per source put it behind about half
    // of them (every source's first hash ahead of its turn).
    expect(before).toBeLessThanOrEqual(4);
  });
});
