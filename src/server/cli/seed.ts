import { loadConfig } from '../config';
import { openDatabase } from '../db/open';
import { seedDemo, type SeedScale } from '../db/seed/seed-demo';

const SCALES: readonly SeedScale[] = ['demo', '100k', '1m'];

async function main() {
  const args = process.argv.slice(2);
  const at = args.indexOf('--scale');
  const scale = (at >= 0 ? args[at + 1] : 'demo') as SeedScale;
  if (!SCALES.includes(scale)) throw new Error(`--scale must be one of ${SCALES.join(', ')}`);
  const database = await openDatabase(loadConfig());
  try {
    const started = performance.now();
    await seedDemo(database.db, { scale, progress: process.stdout.isTTY });
    process.stdout.write(`seeded scale ${scale} in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`seed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
