// Scale: the seed and the build against their targets, in one command (`npm run bench -- scale`).
// Runs seed-bench.mjs (SCALE_SEED, default 1m, on SCALE_DB, default postgres,pglite) and
// build-bench.mjs, passes their JSON lines through, then prints one line with each figure beside
// its target: the seed ≤ 60 s on PostgreSQL and ≤ 120 s on PGlite, the warm build ≤ 3 s (median).
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { emit } from './lib/server.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const scale = process.env.SCALE_SEED ?? '1m';
const dbs = process.env.SCALE_DB ?? 'postgres,pglite';

/** Runs a bench script, echoes its JSON lines and returns them parsed. */
function run(script, args = []) {
  const r = spawnSync(process.execPath, [script, ...args], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (r.status !== 0) throw new Error(`${script} exited with ${r.status}`);
  const lines = r.stdout
    .trim()
    .split('\n')
    .filter((l) => l.startsWith('{'));
  for (const line of lines) console.log(line);
  return lines.map((l) => JSON.parse(l));
}

const seeds = run('tests/bench/seed-bench.mjs', ['--scale', scale, '--db', dbs]);
const [build] = run('tests/bench/build-bench.mjs');
const TARGET_SECONDS = { postgres: 60, pglite: 120 };
emit({
  bench: 'scale',
  seed: Object.fromEntries(
    seeds.map((s) => [
      s.db,
      { scale: s.scale, seconds: s.seconds, wallSeconds: s.wallSeconds, target: TARGET_SECONDS[s.db] },
    ]),
  ),
  build: { wallMsMedian: build?.wall_ms_median, target: 3000 },
  load: Math.round((loadavg()[0] ?? 0) * 10) / 10,
});
