// The floor under the queue page: the least a Node server can do for that request on this machine.
// A bare Hono server on one pg pool looks up the bearer token's session (one indexed read), runs
// the queue page's statements prepared (the page, its rows' rule hits, the capped total once per
// 2 s), maps the 51 rows to the wire's shape and answers JSON; no routing table, middleware,
// validation or logging. `floor-narrow` is the floor of before the rows carried risk and rule hits
// (the page statement alone), kept for comparison with older results. Driven by autocannon exactly as
// api-bench drives the real server, beside the real server on the same database, so the two
// figures differ only by what the console adds.
//   FLOOR_DATABASE_URL=postgres://…/seeded_1m  BENCH_SECONDS=10  node tests/bench/queue-floor.mjs
// The database must be seeded (`DATABASE_URL=… node dist/server/seed.js --scale 1m`).
import { call, emit, startServer } from './lib/server.mjs';
import { floorServer, pageExtras, queueCannon } from './lib/floor.mjs';

const url = process.env.FLOOR_DATABASE_URL;
if (!url) throw new Error('set FLOOR_DATABASE_URL to a seeded database');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

// The real server first, for its token (sessions hash tokens the same way) and its figure.
const real = await startServer({ DATABASE_URL: url });
const token = await call(real.url, '/admins/login', { username: 'root', password: 'backoffice-demo' });
const floor = await floorServer(url, await pageExtras(real.url, token));
try {
  for (const [name, base] of [
    ['floor', floor.url],
    ['floor-narrow', floor.narrowUrl],
    ['server', real.url],
    ['floor', floor.url],
    ['floor-narrow', floor.narrowUrl],
    ['server', real.url],
  ]) {
    await queueCannon(base, token, SECONDS); // warm-up run, not recorded: JIT and the pages of both indexes
    const r = await queueCannon(base, token, SECONDS);
    emit({
      bench: 'queue-floor',
      target: name,
      connections: 10,
      seconds: SECONDS,
      req_per_s: Math.round(r.requests.average),
      p50_ms: r.latency.p50,
      p99_ms: r.latency.p99,
      non2xx: r.non2xx,
      errors: r.errors,
    });
  }
} finally {
  await floor.stop();
  await real.stop();
}
