import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, startServerProcess, type ServerProcess } from './server-process';
import { throwawayDatabase } from './throwaway-postgres';
import { startTcpProxy } from './tcp-proxy';

let db: Awaited<ReturnType<typeof throwawayDatabase>>;
let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
let server: ServerProcess;

beforeAll(async () => {
  db = await throwawayDatabase();
  const real = new URL(db.url);
  proxy = await startTcpProxy({ host: real.hostname, port: Number(real.port || 5432) });
  const viaProxy = new URL(db.url);
  viaProxy.port = String(proxy.port);
  server = await startServerProcess({ DATABASE_URL: viaProxy.toString() }, ['--seed-demo']);
});
afterAll(async () => {
  await server?.kill();
  await proxy?.close();
  await db?.drop();
});

/** A stream of authenticated reads, each answered or failed within the client's timeout. */
async function load(token: string, ms: number) {
  const replies: { status: number; code: number; ms: number }[] = [];
  const until = Date.now() + ms;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (Date.now() < until) {
        const started = Date.now();
        try {
          const r = await post(server.url, '/admins/info/get', {}, token);
          replies.push({ status: r.status, code: r.body.code, ms: Date.now() - started });
        } catch {
          replies.push({ status: 0, code: 0, ms: Date.now() - started });
        }
      }
    }),
  );
  return replies;
}

describe('losing the database mid-load', () => {
  it('answers 50000 envelopes while it is gone, never hangs or crashes, and recovers by itself', async () => {
    const token = (await post<string>(server.url, '/admins/login', { username: 'agent', password: 'backoffice-demo' }))
      .body.data;
    const healthy = await load(token, 1_000);
    expect(healthy.every((r) => r.code === 200)).toBe(true);

    proxy.cut();
    const down = await load(token, 4_000);
    expect(down.length).toBeGreaterThan(0);
    // Every request got an envelope: no dropped connections, no crash.
    expect(down.every((r) => r.status !== 0)).toBe(true);
    expect(down.filter((r) => r.code !== 200).every((r) => r.status === 500 && r.code === 50000)).toBe(true);
    expect(down.some((r) => r.code === 50000)).toBe(true);
    // Bounded by the pool's 5 s connection timeout.
    expect(Math.max(...down.map((r) => r.ms))).toBeLessThan(10_000);
    expect(server.child.exitCode).toBeNull();

    proxy.restore();
    const deadline = Date.now() + 20_000;
    let back = false;
    while (!back && Date.now() < deadline) {
      back = (await post(server.url, '/admins/info/get', {}, token)).body.code === 200;
      if (!back) await new Promise((r) => setTimeout(r, 250));
    }
    expect(back).toBe(true);
    const after = await load(token, 1_000);
    expect(after.every((r) => r.code === 200)).toBe(true);
  });
});
