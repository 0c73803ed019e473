// Live events at scale: one server process (on PostgreSQL) holds 1 000 idle /admins/events
// streams; prints the extra resident memory they cost, and how long one event (a moment inserted
// with plain SQL, as the social app would) takes to reach all of them. JSON lines.
// `npm run bench -- events`; TEST_DATABASE_URL picks the PostgreSQL cluster. Targets: < 100 MB, < 1 s.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import http from 'node:http';
import { call, startServer } from './lib/server.mjs';

const STREAMS = Number(process.env.EVENTS_STREAMS ?? 1_000);
const base = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function admin(sql) {
  const c = new pg.Client({ connectionString: base });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

const name = `bo_bench_events_${randomBytes(4).toString('hex')}`;
await admin(`CREATE DATABASE ${name}`);
const url = new URL(base);
url.pathname = `/${name}`;
const server = await startServer({ DATABASE_URL: url.toString() }, ['--seed-demo']);
const aborts = [];

/** One stream on a connection of its own (agent: false), as 1 000 browser tabs would have. */
function openStream(ticket) {
  return new Promise((resolve, reject) => {
    const req = http.get(`${server.url}/admins/events?ticket=${ticket}`, { agent: false }, (res) => {
      if (res.statusCode !== 200) reject(new Error(`HTTP ${res.statusCode}`));
      else resolve(res);
    });
    req.on('error', reject);
    aborts.push(() => req.destroy());
  });
}
try {
  const token = await call(server.url, '/admins/login', { username: 'agent', password: 'backoffice-demo' });
  // Warm the process up (first stream, counts query) before the baseline.
  const warm = await call(server.url, '/admins/events/ticket', {}, token);
  await openStream(warm.ticket);
  await sleep(1_000);
  const before = rssMb(server.pid);

  const waiting = [];
  let marker = '';
  for (let i = 0; i < STREAMS; i++) {
    const { ticket } = await call(server.url, '/admins/events/ticket', {}, token);
    const res = await openStream(ticket);
    waiting.push(
      (async () => {
        const decoder = new TextDecoder();
        let text = '';
        for await (const chunk of res) {
          text += decoder.decode(chunk, { stream: true });
          if (marker && text.includes(marker)) return performance.now();
          if (text.length > 100_000) text = text.slice(-10_000);
        }
        return Infinity;
      })().catch(() => Infinity),
    );
  }
  await sleep(2_000);
  const after = rssMb(server.pid);
  console.log(
    JSON.stringify({
      bench: 'events',
      metric: 'idle streams memory',
      streams: STREAMS,
      rssBeforeMb: Math.round(before),
      rssAfterMb: Math.round(after),
      extraMb: Math.round(after - before),
      targetMb: 100,
    }),
  );

  const c = new pg.Client({ connectionString: url.toString() });
  await c.connect();
  const {
    rows: [account],
  } = await c.query('SELECT id FROM accounts ORDER BY id LIMIT 1');
  const { rows } = await c.query('SELECT coalesce(max(id), 0) + 1 AS next FROM moments');
  marker = `"ids":[${rows[0].next}]`;
  const started = performance.now();
  const {
    rows: [inserted],
  } = await c.query(`INSERT INTO moments (account_id, text, media) VALUES ($1, 'bench', '[]'::jsonb) RETURNING id`, [
    account.id,
  ]);
  await c.end();
  if (`"ids":[${inserted.id}]` !== marker) throw new Error('another moment was inserted meanwhile');
  const reached = await Promise.race([Promise.all(waiting), sleep(10_000).then(() => null)]);
  const times = (reached ?? []).map((t) => t - started).sort((a, b) => a - b);
  const all = reached !== null && times.every(Number.isFinite);
  console.log(
    JSON.stringify({
      bench: 'events',
      metric: 'one event to every stream',
      streams: STREAMS,
      reachedAll: all,
      firstMs: Math.round(times[0] ?? NaN),
      p50Ms: Math.round(times[Math.floor(times.length / 2)] ?? NaN),
      lastMs: Math.round(times.at(-1) ?? NaN),
      targetMs: 1_000,
    }),
  );
} finally {
  for (const abort of aborts) abort();
  await server.stop();
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
