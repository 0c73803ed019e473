// The 500-id bulk decision (`/admins/update-moment-enabled`, disable then enable) on two or more
// servers in turn, one connection, to compare builds or databases side by side on a shared host:
// each round runs CALLS calls on every target (the order reversed every other round) and prints
// p10, p50 and the CPU a call cost the server and its database's backends (lib/cpu.mjs).
//   node tests/bench/bulk-ab.mjs <database>[@label][:<server main.js>[:<node flags,…>]] …
//   e.g. node tests/bench/bulk-ab.mjs before_1m:.tmp/before/dist/server/main.js after_1m
//   ROUNDS=6  CALLS=50  TEST_DATABASE_URL=postgres://…/test (the databases' host; they must be seeded)
import { call, emit, startServer } from './lib/server.mjs';
import { bulkIds } from './lib/decisions.mjs';
import { cpuMeter } from './lib/cpu.mjs';

const ROUNDS = Number(process.env.ROUNDS ?? 6);
const CALLS = Number(process.env.CALLS ?? 50);
const base = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
const urlOf = (database) => Object.assign(new URL(base), { pathname: `/${database}` }).toString();

const targets = [];
for (const spec of process.argv.slice(2)) {
  const [name, main, flags] = spec.split(':');
  const url = urlOf(name.split('@')[0]);
  const server = await startServer({ DATABASE_URL: url }, [], flags ? flags.split(',') : [], main || undefined);
  const token = await call(server.url, '/admins/login', { username: 'root', password: 'backoffice-demo' });
  targets.push({ name, url, server, token, ids: await bulkIds(server.url, token), calls: 0, rounds: [] });
}
if (targets.length === 0) throw new Error('name at least one seeded database');

async function decide(t) {
  const reply = await fetch(`${t.server.url}/admins/update-moment-enabled`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${t.token}` },
    body: JSON.stringify({ ids: t.ids, enabled: t.calls++ % 2 === 1, reason: 'bench' }),
  });
  await reply.arrayBuffer();
  if (!reply.ok) throw new Error(`${t.name}: ${reply.status}`);
}

const at = (sorted, q) => +sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))].toFixed(1);
try {
  for (const t of targets) for (let i = 0; i < 10; i++) await decide(t); // warm-up
  for (let round = 0; round < ROUNDS; round++) {
    for (const t of round % 2 ? [...targets].reverse() : targets) {
      const meter = await cpuMeter(t.url, t.server.pid);
      const ms = [];
      for (let i = 0; i < CALLS; i++) {
        const started = performance.now();
        await decide(t);
        ms.push(performance.now() - started);
      }
      ms.sort((a, b) => a - b);
      const line = { p10_ms: at(ms, 0.1), p50_ms: at(ms, 0.5), ...meter.perCall(CALLS) };
      t.rounds.push(line);
      emit({ bench: 'bulk-ab', target: t.name, round, calls: CALLS, ...line });
    }
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
  for (const t of targets)
    emit({
      bench: 'bulk-ab',
      target: t.name,
      rounds: ROUNDS,
      median_p50_ms: median(t.rounds.map((r) => r.p50_ms)),
      median_server_cpu_ms_per_call: median(t.rounds.map((r) => r.server_cpu_ms_per_call)),
      median_db_cpu_ms_per_call: median(t.rounds.map((r) => r.db_cpu_ms_per_call)),
    });
} finally {
  for (const t of targets) await t.server.stop();
}
