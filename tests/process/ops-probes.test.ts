import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'node:http';
import { startServerProcess, type ServerProcess } from '../stress/server-process';
import { throwawayDatabase } from '../stress/throwaway-postgres';
import { startTcpProxy } from '../stress/tcp-proxy';
import { Scrape } from '../api/prometheus-text';

let db: Awaited<ReturnType<typeof throwawayDatabase>>;
let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
let server: ServerProcess;

const DRAIN_SECONDS = 2;

beforeAll(async () => {
  db = await throwawayDatabase();
  const real = new URL(db.url);
  proxy = await startTcpProxy({ host: real.hostname, port: Number(real.port || 5432) });
  const viaProxy = new URL(db.url);
  viaProxy.port = String(proxy.port);
  server = await startServerProcess({
    DATABASE_URL: viaProxy.toString(),
    METRICS_PORT: '0',
    DRAIN_SECONDS: String(DRAIN_SECONDS),
  });
});
afterAll(async () => {
  await server?.kill('SIGKILL');
  await proxy?.close();
  await db?.drop();
});

async function probe(path: string) {
  const res = await fetch(server.url + path, { signal: AbortSignal.timeout(10_000) });
  return { status: res.status, body: (await res.json()) as { status: string; reason?: string } };
}

/** Polls until `done` holds, at most `ms`; returns how long it took. */
async function until(done: () => Promise<boolean>, ms: number): Promise<number> {
  const started = Date.now();
  while (!(await done())) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return Date.now() - started;
}

describe('probes of the server as a process', () => {
  it('serves /metrics on METRICS_PORT without a token, and not on the main port', async () => {
    await until(async () => /Metrics are served at/.test(server.output()), 10_000);
    const url = /Metrics are served at (http:\/\/\S+)/.exec(server.output())![1]!;
    const res = await fetch(url);
    expect(res.status).toBe(200);
    const scrape = new Scrape(await res.text());
    expect(scrape.value('backoffice_db_pool_max')).toBe(20);
    expect(scrape.type('backoffice_http_request_duration_seconds')).toBe('HISTOGRAM');
    expect((await fetch(server.url + '/metrics')).status).toBe(404);
    expect((await fetch(new URL('/healthz', url))).status).toBe(404);
  });

  it('is not ready while PostgreSQL is gone, stays alive, and is ready again once it is back', async () => {
    expect(await probe('/readyz')).toEqual({ status: 200, body: { status: 'ready' } });

    proxy.cut();
    await until(async () => (await probe('/readyz')).status === 503, 15_000);
    expect(await probe('/readyz')).toEqual({
      status: 503,
      body: { status: 'unavailable', reason: 'database unavailable' },
    });
    // Alive all along: restarting the process would not bring the database back.
    expect(await probe('/healthz')).toEqual({ status: 200, body: { status: 'ok' } });

    proxy.restore();
    await until(async () => (await probe('/readyz')).status === 200, 20_000);
    expect(server.child.exitCode).toBeNull();
  });

  it('on SIGTERM says 503 draining while it still serves, then exits', async () => {
    const before = await rawPost(server.url, '/admins/login', { username: 'root', password: 'backoffice-demo' });
    expect(before.connection).toBe('keep-alive');
    const signalled = Date.now();
    const exit = server.kill('SIGTERM');
    await until(async () => (await probe('/readyz')).body.reason === 'draining', 1_000);

    // Still served, with the connection closed after the reply so the client goes elsewhere next.
    const served = await rawPost(server.url, '/admins/login', { username: 'root', password: 'backoffice-demo' });
    expect(served.status).toBe(422);
    expect(served.connection).toBe('close');

    expect(await exit).toBe(0);
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(DRAIN_SECONDS * 1000 - 100);
  });
});

/** A POST through node:http, which shows the Connection header fetch hides. */
function rawPost(url: string, path: string, body: unknown): Promise<{ status: number; connection: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url + path, { method: 'POST', headers: { 'content-type': 'application/json' } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: String(res.headers.connection) }));
    });
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}
