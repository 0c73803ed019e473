import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { startServerProcess, type ServerProcess } from './server-process';
import { throwawayDatabase } from './throwaway-postgres';

const ROUNDS_PG = Number(process.env.STRESS_CRASH_ROUNDS_PG ?? 20);
const ROUNDS_PGLITE = Number(process.env.STRESS_CRASH_ROUNDS_PGLITE ?? 10);

interface Acked {
  requestIds: string[];
  refundKeys: string[];
}

async function send(url: string, path: string, body: unknown, token: string) {
  const res = await fetch(url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  return {
    requestId: res.headers.get('x-request-id') ?? '',
    body: (await res.json()) as { code: number; data: unknown },
  };
}

async function session(url: string) {
  const login = await send(url, '/admins/login', { username: 'root', password: 'backoffice-demo' }, '');
  const token = login.body.data as string;
  await send(url, '/admins/reauth', { password: 'backoffice-demo' }, token);
  return token;
}

/**
 * Writers stream moderation updates and refunds until the server dies under them; only writes
 * whose success reply arrived count as acknowledged.
 */
async function writeUntilKilled(
  server: ServerProcess,
  token: string,
  ids: { moments: number[]; orders: number[] },
  acked: Acked,
) {
  // The kill waits for the round's first acknowledged write, then a random while: on a slow host a
  // fixed delay could land before any write had answered and the round would prove nothing.
  const before = acked.requestIds.length;
  const killer = (async () => {
    const giveUp = Date.now() + 30_000;
    while (acked.requestIds.length === before && Date.now() < giveUp) await sleep(20);
    await sleep(100 + Math.random() * 1_000);
    await server.kill('SIGKILL');
  })();
  const writer = async () => {
    for (;;) {
      try {
        if (Math.random() < 0.7) {
          const id = ids.moments[Math.floor(Math.random() * ids.moments.length)]!;
          const r = await send(
            server.url,
            '/admins/update-moment-enabled',
            { ids: [id], enabled: Math.random() < 0.5, reason: 'crash test' },
            token,
          );
          // Setting the value a row already has changes nothing and logs nothing: only real changes count.
          const changed = (r.body.data as { updated?: unknown[] } | null)?.updated?.length ?? 0;
          if (r.body.code === 200 && changed > 0) acked.requestIds.push(r.requestId);
        } else {
          const orderId = ids.orders[Math.floor(Math.random() * ids.orders.length)]!;
          const key = randomUUID();
          const r = await send(
            server.url,
            '/admins/order-refund',
            { orderId, amountCents: 1, reason: 'crash test', idempotencyKey: key },
            token,
          );
          if (r.body.code === 200) {
            acked.requestIds.push(r.requestId);
            acked.refundKeys.push(key);
          }
        }
      } catch {
        return; // The server is gone: whatever was in flight is unacknowledged.
      }
    }
  };
  await Promise.all([killer, ...Array.from({ length: 6 }, writer)]);
  return acked.requestIds.length - before;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Query = <T>(text: string, params?: unknown[]) => Promise<T[]>;

async function verify(query: Query, acked: Acked) {
  const logged = await query<{ request_id: string }>(
    'SELECT DISTINCT request_id FROM action_log WHERE request_id = ANY($1)',
    [acked.requestIds],
  );
  expect(logged.length, 'every acknowledged write has its action-log row').toBe(new Set(acked.requestIds).size);
  const refunds = await query<{ n: number }>('SELECT count(*)::int AS n FROM refunds WHERE idempotency_key = ANY($1)', [
    acked.refundKeys,
  ]);
  expect(refunds[0]!.n, 'every acknowledged refund is in the ledger').toBe(acked.refundKeys.length);
  const broken = await query<{ id: number }>(
    `SELECT o.id FROM orders o LEFT JOIN (SELECT order_id, sum(amount_cents) AS s FROM refunds GROUP BY order_id) r ON r.order_id = o.id
     WHERE o.refunded_cents > o.amount_cents OR o.refunded_cents <> coalesce(r.s, 0)`,
  );
  expect(broken, 'no order refunded beyond its amount or out of step with its refunds').toEqual([]);
}

async function targets(query: Query) {
  const moments = await query<{ id: number }>('SELECT id FROM moments ORDER BY id LIMIT 200');
  const orders = await query<{ id: number }>(
    `SELECT id FROM orders WHERE status IN ('PAID', 'PARTIALLY_REFUNDED') AND amount_cents - refunded_cents > 1000 ORDER BY id LIMIT 50`,
  );
  return { moments: moments.map((r) => r.id), orders: orders.map((r) => r.id) };
}

const cleanup: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const fn of cleanup.reverse()) await fn();
});

describe('kill -9 during acknowledged writes', () => {
  it(`loses nothing on PostgreSQL (${ROUNDS_PG} rounds)`, async () => {
    const db = await throwawayDatabase();
    cleanup.push(db.drop);
    const client = new pg.Client({ connectionString: db.url });
    let server = await startServerProcess({ DATABASE_URL: db.url }, ['--seed-demo']);
    await client.connect();
    cleanup.push(() => client.end());
    const query: Query = async (text, params) => (await client.query(text, params)).rows;
    const ids = await targets(query);
    const acked: Acked = { requestIds: [], refundKeys: [] };
    const perRound: number[] = [];
    for (let round = 0; round < ROUNDS_PG; round++) {
      perRound.push(await writeUntilKilled(server, await session(server.url), ids, acked));
      server = await startServerProcess({ DATABASE_URL: db.url });
      await verify(query, acked);
    }
    await server.kill();
    expect(
      perRound.filter((n) => n === 0),
      'rounds killed before any write was acknowledged',
    ).toEqual([]);
  });

  it(`loses nothing on PGlite (${ROUNDS_PGLITE} rounds)`, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bo-crash-'));
    let server = await startServerProcess({ DATA_DIR: dir });
    const acked: Acked = { requestIds: [], refundKeys: [] };
    let ids: Awaited<ReturnType<typeof targets>> | null = null;
    const perRound: number[] = [];
    for (let round = 0; round < ROUNDS_PGLITE; round++) {
      if (!ids) {
        // PGlite allows one process per directory: read the targets through the server's own data once it is down.
        await server.kill();
        ids = await withPglite(dir, targets);
        server = await startServerProcess({ DATA_DIR: dir });
      }
      perRound.push(await writeUntilKilled(server, await session(server.url), ids, acked));
      await withPglite(dir, (query) => verify(query, acked));
      server = await startServerProcess({ DATA_DIR: dir });
    }
    await server.kill();
    expect(
      perRound.filter((n) => n === 0),
      'rounds killed before any write was acknowledged',
    ).toEqual([]);
  });
});

async function withPglite<T>(dir: string, fn: (query: Query) => Promise<T>): Promise<T> {
  const client = await PGlite.create(join(dir, 'pglite'));
  try {
    return await fn(async (text, params) => (await client.query(text, params as unknown[])).rows as never);
  } finally {
    await client.close();
  }
}
