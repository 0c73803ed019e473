// Seed benchmark: times `seed --scale <scale>` on PostgreSQL (a throwaway database) and on PGlite
// (a fresh data directory in the temp dir), through the built CLI, i.e. the code `npm run seed` runs.
//
//   node build.mjs --server-only && node tests/bench/seed-bench.mjs [--scale 1m] [--db postgres,pglite] [--prefix bo_seed_bench_] [--cli dist/server/seed.js]
//
// PostgreSQL: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres
// is used to CREATE and DROP the database <prefix><random> (prefix bo_seed_bench_ unless --prefix). One JSON line per run on stdout:
//   {"bench":"seed","db":"postgres","scale":"1m","seconds":…,"momentsSeconds":…,"wallSeconds":…,"rows":{…},"steps":{…},"load":…}
// seconds: the seed itself (one transaction); momentsSeconds: loading 1M moments plus rebuilding their
// indexes and foreign key; wallSeconds: the whole CLI process (start, open, migrate, seed, close);
// load: the 1-minute load average when the run ended (other work on the machine slows it down);
// cpuSeconds: CPU time of the seed CLI process (it runs PGlite itself) and, for a local PostgreSQL,
// of the server backends of the benchmark database (sampled every 250 ms from /proc, so short-lived
// parallel index-build workers may be missed) — less sensitive to a busy machine than wall time.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { cpuMsOf } from './lib/cpu.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const arg = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? (process.argv[at + 1] ?? fallback) : fallback;
};
const scale = arg('--scale', '1m');
const dbs = arg('--db', 'postgres,pglite').split(',');
const cli = arg('--cli', join(root, 'dist/server/seed.js'));
const prefix = arg('--prefix', 'bo_seed_bench_');
if (!/^[a-z_][a-z0-9_]*$/.test(prefix)) throw new Error(`--prefix must be a lower-case SQL name, not ${prefix}`);
const adminUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

if (!existsSync(cli)) {
  console.error(`${cli} is missing: run \`node build.mjs --server-only\` first`);
  process.exit(1);
}

/** CPU seconds (user + system) a process has used so far, or null if /proc cannot tell. */
function cpuOf(pid) {
  const ms = cpuMsOf(pid);
  return ms === null ? null : ms / 1000;
}

/** Keeps the last CPU reading of every backend connected to `database`, until stopped. */
function watchBackends(database) {
  const seen = new Map();
  const client = new pg.Client({ connectionString: adminUrl });
  let stopped = false;
  const loop = (async () => {
    await client.connect();
    while (!stopped) {
      const { rows } = await client.query('SELECT pid FROM pg_stat_activity WHERE datname = $1', [database]);
      for (const { pid } of rows) {
        const cpu = cpuOf(pid);
        if (cpu !== null) seen.set(pid, cpu);
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    await client.end();
  })();
  return async () => {
    stopped = true;
    await loop;
    return seen.size ? [...seen.values()].reduce((a, b) => a + b, 0) : null;
  };
}

/** Runs the seed CLI with `env`; resolves with its JSON report, the wall time and its CPU time. */
function runSeed(env) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [cli, '--scale', scale, '--json'], {
      env: { ...process.env, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let cliCpu = null;
    const sampler = setInterval(() => (cliCpu = cpuOf(child.pid) ?? cliCpu), 250);
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('exit', (code) => {
      clearInterval(sampler);
      if (code !== 0) return reject(new Error(`seed exited with ${code}`));
      const line = out.trim().split('\n').pop() ?? '';
      resolve({ report: JSON.parse(line), wallSeconds: (performance.now() - started) / 1000, cliCpu });
    });
  });
}

async function admin(statement) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function print(db, { report, wallSeconds, cliCpu }, serverCpu = null) {
  const t = report.timings;
  const line = {
    bench: 'seed',
    db,
    scale,
    seconds: round(report.seconds),
    momentsSeconds: round((t.moments ?? 0) + (t['indexes moments'] ?? 0)),
    wallSeconds: round(wallSeconds),
    rows: report.rows,
    steps: Object.fromEntries(Object.entries(t).map(([k, v]) => [k, round(v)])),
    cpuSeconds: { cli: cliCpu === null ? null : round(cliCpu), postgres: serverCpu === null ? null : round(serverCpu) },
    load: round(loadavg()[0] ?? 0),
  };
  console.log(JSON.stringify(line));
}

const round = (x) => Math.round(x * 10) / 10;

for (const db of dbs) {
  if (db === 'postgres') {
    const name = `${prefix}${randomBytes(4).toString('hex')}`;
    await admin(`CREATE DATABASE ${name}`);
    try {
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const stopWatching = watchBackends(name);
      const run = await runSeed({ DATABASE_URL: url.toString() });
      print(db, run, await stopWatching());
    } finally {
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  } else if (db === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'bo-seed-bench-'));
    try {
      print(db, await runSeed({ DATABASE_URL: '', DATA_DIR: dir }));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  } else {
    throw new Error(`--db takes postgres and/or pglite, not ${db}`);
  }
}
