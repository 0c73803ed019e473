import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../stress/server-process';
import { startPrivatePostgres, type PrivatePostgres } from '../stress/private-postgres';

let pg: PrivatePostgres;
let server: ServerProcess;

beforeAll(async () => {
  pg = await startPrivatePostgres();
  server = await startServerProcess({ DATABASE_URL: pg.url });
}, 120_000);
afterAll(async () => {
  await server?.kill('SIGKILL');
  pg?.destroy();
});

async function probe(path: string) {
  const res = await fetch(server.url + path, { signal: AbortSignal.timeout(10_000) });
  return { status: res.status, body: (await res.json()) as { status: string; reason?: string } };
}

async function until(done: () => Promise<boolean>, ms: number): Promise<void> {
  const started = Date.now();
  while (!(await done())) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('readiness when PostgreSQL itself stops and starts', () => {
  it('goes 503 while the database is down, stays alive, and 200 once the same server is back', async () => {
    expect(await probe('/readyz')).toEqual({ status: 200, body: { status: 'ready' } });

    pg.stop();
    await until(async () => (await probe('/readyz')).status === 503, 20_000);
    expect(await probe('/readyz')).toEqual({
      status: 503,
      body: { status: 'unavailable', reason: 'database unavailable' },
    });
    expect(await probe('/healthz')).toEqual({ status: 200, body: { status: 'ok' } });

    pg.start();
    await until(async () => (await probe('/readyz')).status === 200, 30_000);
    // And it serves again, through the same pool.
    const login = await fetch(server.url + '/admins/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'root', password: 'wrong-password-here' }),
    });
    expect(((await login.json()) as { code: number }).code).toBe(42200);
    expect(server.child.exitCode).toBeNull();
  }, 120_000);
});
