import { sql } from 'drizzle-orm';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { openDatabase } from '../db/open';
import { seedDemo } from '../db/seed/seed-demo';
import { SEED_SCALES, type SeedScale } from '../db/seed/sizes';

/**
 * Freshly loaded pages have no visibility map and no hint bits: until autovacuum comes by (PGlite
 * has none), index-only scans visit the heap and the first reader of each page writes it again.
 * One VACUUM right after the load, a second or two at 1M rows, spares the first readers.
 */
async function vacuumLoaded(database: Database): Promise<number> {
  const started = performance.now();
  if (database.kind === 'pglite') {
    await database.db.execute(sql`VACUUM`);
  } else {
    const conn = await database.reserveConnection();
    try {
      // The pool's statement timeout is for requests; VACUUM after a 1M load runs longer.
      await conn.query('SET statement_timeout = 0');
      await conn.query('VACUUM');
      await conn.query('RESET statement_timeout');
    } finally {
      conn.release();
    }
  }
  return (performance.now() - started) / 1000;
}

/**
 * `npm run seed -- --scale demo|100k|1m [--json]`: the demo data set into an empty database.
 * `--json` prints the report (rows per table, seconds per step) as one JSON line, for benchmarks.
 */
async function main() {
  const args = process.argv.slice(2);
  const at = args.indexOf('--scale');
  const scale = (at >= 0 ? args[at + 1] : 'demo') as SeedScale;
  if (!SEED_SCALES.includes(scale)) throw new Error(`--scale must be one of ${SEED_SCALES.join(', ')}`);
  // Each load statement sets its own statement_timeout; the pool's read timeout is for requests,
  // and a chunk of a million-row load can outlast it on a busy machine.
  const database = await openDatabase(loadConfig(), { readTimeoutMs: 0 });
  try {
    // The bar is drawn on stderr, so it is shown when stderr is a terminal.
    const report = await seedDemo(database.db, { scale, progress: process.stderr.isTTY });
    const vacuumSeconds = await vacuumLoaded(database);
    if (args.includes('--json')) {
      process.stdout.write(`${JSON.stringify({ ...report, vacuumSeconds })}\n`);
      return;
    }
    const rows = Object.entries(report.rows).map(
      ([table, n]) => `  ${table.padEnd(18)} ${n.toLocaleString('en-US').padStart(11)}`,
    );
    process.stdout.write(
      `seeded scale ${scale} in ${report.seconds.toFixed(1)} s (then VACUUM ${vacuumSeconds.toFixed(1)} s)\n${rows.join('\n')}\n`,
    );
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  // Drizzle's message is the failed statement; the database's own words are in its cause.
  const cause = err instanceof Error && err.cause instanceof Error ? `\n${err.cause.message}` : '';
  process.stderr.write(`seed: ${err instanceof Error ? err.message : String(err)}${cause}\n`);
  process.exit(1);
});
