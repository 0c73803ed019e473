import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { post, startServerProcess, type ServerProcess } from '../stress/server-process';
import { throwawayDatabase } from '../stress/throwaway-postgres';
import { openStream, type LiveStream } from '../api/live-stream';
import { LISTENER_APPLICATION_NAME } from '#server/db/listen';

let db: Awaited<ReturnType<typeof throwawayDatabase>>;
let a: ServerProcess;
let b: ServerProcess;
let agent: string;
let root: string;
const streams: LiveStream[] = [];

beforeAll(async () => {
  db = await throwawayDatabase();
  a = await startServerProcess({ DATABASE_URL: db.url }, ['--seed-demo']);
  b = await startServerProcess({ DATABASE_URL: db.url });
  agent = (await post<string>(a.url, '/admins/login', { username: 'agent', password: 'backoffice-demo' })).body.data;
  root = (await post<string>(b.url, '/admins/login', { username: 'root', password: 'backoffice-demo' })).body.data;
}, 120_000);
afterAll(async () => {
  for (const s of streams) s.close();
  await a?.kill();
  await b?.kill();
  await db?.drop();
});

async function streamOn(server: ServerProcess, token: string) {
  const ticket = await post<{ ticket: string }>(server.url, '/admins/events/ticket', {}, token);
  const s = await openStream(server.url, ticket.body.data.ticket);
  streams.push(s);
  return s;
}

async function sql<T>(text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

async function decideOne(on: ServerProcess): Promise<number> {
  const [row] = await sql<{ id: number }>(`SELECT id FROM moments WHERE audit_status = 'PENDING' ORDER BY id LIMIT 1`);
  const r = await post(
    on.url,
    '/admins/update-audit-status',
    { target: 'moment', ids: [row!.id], auditStatus: 'APPROVED' },
    root,
  );
  expect(r.body.code).toBe(200);
  return row!.id;
}

describe('live events across two replicas on one PostgreSQL', () => {
  it('delivers a decision made on one replica to a stream on the other within a second', async () => {
    const s = await streamOn(a, agent);
    const started = Date.now();
    const id = await decideOne(b);
    const frame = await s.next('items-decided', (d: { ids: number[] }) => d.ids.includes(id), 1_000);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(frame.data).toMatchObject({ queue: 'moment', by: { name: expect.any(String) } });
  });

  it('keeps one listening connection per process, and resyncs its streams when that connection is lost', async () => {
    // Several streams on each replica, still one listener each.
    await streamOn(b, root);
    await streamOn(b, agent);
    const s = await streamOn(a, agent);
    const listeners = await sql<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity WHERE application_name = '${LISTENER_APPLICATION_NAME}' AND datname = current_database()`,
    );
    expect(listeners).toHaveLength(2);
    await sql(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = '${LISTENER_APPLICATION_NAME}' AND datname = current_database()`,
    );
    await s.next('resync', undefined, 5_000);
    // And it listens again: the next decision on the other replica arrives.
    const id = await decideOne(b);
    await s.next('items-decided', (d: { ids: number[] }) => d.ids.includes(id), 2_000);
  });
});
