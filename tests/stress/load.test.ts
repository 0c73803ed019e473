import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { startServerProcess, type ServerProcess } from './server-process';
import { throwawayDatabase } from './throwaway-postgres';

const CONNECTIONS = Number(process.env.STRESS_LOAD_CONNECTIONS ?? 100);
const SECONDS = Number(process.env.STRESS_LOAD_SECONDS ?? 30);

let db: Awaited<ReturnType<typeof throwawayDatabase>>;
let server: ServerProcess;
let momentIds: number[] = [];

beforeAll(async () => {
  db = await throwawayDatabase();
  server = await startServerProcess({ DATABASE_URL: db.url, DATABASE_POOL_SIZE: '20' }, ['--seed-demo']);
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  momentIds = (await client.query<{ id: number }>('SELECT id FROM moments ORDER BY id LIMIT 2000')).rows.map(
    (r) => r.id,
  );
  await client.end();
});
afterAll(async () => {
  await server?.kill();
  await db?.drop();
});

type Op = 'queue' | 'table' | 'update' | 'account';

async function post(path: string, body: unknown, token: string) {
  const res = await fetch(server.url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  return {
    status: res.status,
    body: (await res.json()) as {
      code: number;
      data: { list?: { id: number; accountId?: number; version?: number }[] };
    },
  };
}

describe(`load: ${CONNECTIONS} connections for ${SECONDS} s of mixed reads and moderation writes`, () => {
  it('answers every request with a well-formed envelope and no 5xx', async () => {
    const login = await fetch(server.url + '/admins/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'agent', password: 'backoffice-demo' }),
    });
    const token = ((await login.json()) as { data: string }).data;
    const latencies: Record<Op, number[]> = { queue: [], table: [], update: [], account: [] };
    const unexpected: string[] = [];
    let serverErrors = 0;
    const until = Date.now() + SECONDS * 1000;

    const worker = async () => {
      while (Date.now() < until) {
        const roll = Math.random();
        const op: Op = roll < 0.5 ? 'queue' : roll < 0.7 ? 'table' : roll < 0.9 ? 'update' : 'account';
        const id = momentIds[Math.floor(Math.random() * momentIds.length)]!;
        const started = performance.now();
        const r =
          op === 'queue'
            ? await post('/admins/moment-list/get', { pageSize: 50, filters: { auditStatus: 'PENDING' } }, token)
            : op === 'table'
              ? await post(
                  '/admins/moment-list/get',
                  {
                    pageSize: 20,
                    page: 1 + Math.floor(Math.random() * 20),
                    sort: { field: 'createdAt', order: 'desc' },
                  },
                  token,
                )
              : op === 'update'
                ? await post(
                    '/admins/update-moment-enabled',
                    { ids: [id], enabled: Math.random() < 0.5, expectedVersions: { [id]: 1 } },
                    token,
                  )
                : await post('/admins/account-info/get', { accountId: 1 + (id % 500) }, token);
        latencies[op].push(performance.now() - started);
        if (r.status >= 500) serverErrors++;
        else if (r.body.code !== 200) unexpected.push(`${op}: ${r.body.code}`);
      }
    };
    await Promise.all(Array.from({ length: CONNECTIONS }, worker));

    const p = (xs: number[], q: number) =>
      [...xs].sort((a, b) => a - b)[Math.max(0, Math.ceil(q * xs.length) - 1)] ?? NaN;
    const summary = Object.fromEntries(
      Object.entries(latencies).map(([op, xs]) => [
        op,
        { n: xs.length, p50_ms: +p(xs, 0.5).toFixed(1), p99_ms: +p(xs, 0.99).toFixed(1) },
      ]),
    );
    process.stdout.write(
      JSON.stringify({ stress: 'load', connections: CONNECTIONS, seconds: SECONDS, serverErrors, ...summary }) + '\n',
    );
    expect(serverErrors).toBe(0);
    // Stale versions come back in `conflicts` inside a 200, so nothing else is expected.
    expect(unexpected).toEqual([]);
    expect(Object.values(latencies).every((xs) => xs.length > 0)).toBe(true);
  });
});
