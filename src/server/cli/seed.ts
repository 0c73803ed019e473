import { loadConfig } from '../config';
import { openDatabase } from '../db/open';
import { seedDemo } from '../db/seed/seed-demo';
import { SEED_SCALES, type SeedScale } from '../db/seed/sizes';

/**
 * `npm run seed -- --scale demo|100k|1m [--json]`: the demo data set into an empty database.
 * `--json` prints the report (rows per table, seconds per step) as one JSON line, for benchmarks.
 */
async function main() {
  const args = process.argv.slice(2);
  const at = args.indexOf('--scale');
  const scale = (at >= 0 ? args[at + 1] : 'demo') as SeedScale;
  if (!SEED_SCALES.includes(scale)) throw new Error(`--scale must be one of ${SEED_SCALES.join(', ')}`);
  const database = await openDatabase(loadConfig());
  try {
    // The bar is drawn on stderr, so it is shown when stderr is a terminal.
    const report = await seedDemo(database.db, { scale, progress: process.stderr.isTTY });
    if (args.includes('--json')) {
      process.stdout.write(`${JSON.stringify(report)}\n`);
      return;
    }
    const rows = Object.entries(report.rows).map(([table, n]) => `  ${table.padEnd(18)} ${n.toLocaleString('en-US').padStart(11)}`);
    process.stdout.write(`seeded scale ${scale} in ${report.seconds.toFixed(1)} s\n${rows.join('\n')}\n`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`seed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
