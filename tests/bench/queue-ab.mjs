// The queue page (as queue-floor.mjs drives it) on two or more builds' servers and the
// like-for-like floor, on one seeded database, in turn: each round runs every target for
// BENCH_SECONDS after a short warm-up, the order reversed every other round, and the medians end
// with each target's ratio to the floor's, and each server's own CPU a page. For comparing builds
// side by side on a shared host.
//   FLOOR_DATABASE_URL=postgres://…/seeded_1m  node tests/bench/queue-ab.mjs <label>[:<server main.js>] …
//   e.g. node tests/bench/queue-ab.mjs before:.tmp/before/dist/server/main.js after
//   ROUNDS=5  BENCH_SECONDS=10
import { call, emit, startServer } from './lib/server.mjs';
import { floorServer, pageExtras, queueCannon } from './lib/floor.mjs';
import { cpuMeter } from './lib/cpu.mjs';

const url = process.env.FLOOR_DATABASE_URL;
if (!url) throw new Error('set FLOOR_DATABASE_URL to a seeded database');
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

const targets = [];
for (const spec of process.argv.slice(2)) {
  const [name, main] = spec.split(':');
  const server = await startServer({ DATABASE_URL: url }, [], [], main || undefined);
  targets.push({ name, url: server.url, server });
}
if (targets.length === 0) throw new Error('name at least one build');
const token = await call(targets[0].url, '/admins/login', { username: 'root', password: 'backoffice-demo' });
const floor = await floorServer(url, await pageExtras(targets[0].url, token));
targets.unshift({ name: 'floor', url: floor.url, server: null });

const rates = new Map(targets.map((t) => [t.name, []]));
const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
try {
  for (let round = 0; round < ROUNDS; round++) {
    for (const t of round % 2 ? [...targets].reverse() : targets) {
      await queueCannon(t.url, token, 4); // warm-up, not recorded
      // A server's own CPU a page (the floor shares its process with autocannon: not told apart).
      const meter = t.server ? await cpuMeter(url, t.server.pid) : null;
      const r = await queueCannon(t.url, token, SECONDS);
      const cpu = meter?.perCall(r.requests.total);
      rates.get(t.name).push(Math.round(r.requests.average));
      emit({
        bench: 'queue-ab',
        target: t.name,
        round,
        req_per_s: Math.round(r.requests.average),
        p50_ms: r.latency.p50,
        p99_ms: r.latency.p99,
        non2xx: r.non2xx,
        errors: r.errors,
        ...(cpu ? { server_cpu_ms_per_page: cpu.server_cpu_ms_per_call } : {}),
      });
    }
  }
  const floorRate = median(rates.get('floor'));
  for (const [name, list] of rates)
    emit({
      bench: 'queue-ab',
      target: name,
      rounds: ROUNDS,
      median_req_per_s: median(list),
      ratio_to_floor: +(median(list) / floorRate).toFixed(2),
    });
} finally {
  await floor.stop();
  for (const t of targets) await t.server?.stop();
}
