import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openMemoryPglite } from '#server/db/client';
import { migrate } from '#server/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding PGlite's data directory, migrated, as `loadDataDir` takes it. */
    migratedPglite: string;
  }
}

/**
 * The global setups run one after another in vitest's own process, so the API and e2e projects
 * share one migrated dump (initdb and the migrations: ~10 s of CPU) through the process, as
 * tests/seeded-demo.ts shares the bundle and the demo.
 */
const KEY = Symbol.for('backoffice.tests.migrated-pglite');
const shared = globalThis as Record<symbol, Promise<string> | undefined>;

/** The path of a tar of a freshly migrated PGlite data directory (once per run; removed at exit). */
export function migratedPgliteOnce(): Promise<string> {
  shared[KEY] ??= (async () => {
    const database = await openMemoryPglite();
    await migrate(database);
    // Flushes every page, so each copy starts without replaying the WAL.
    await database.client.exec('CHECKPOINT');
    const dump = await database.client.dumpDataDir('none');
    await database.close();
    const dir = mkdtempSync(join(tmpdir(), 'bo-api-migrated-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    const file = join(dir, 'pglite.tar');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    return file;
  })();
  return shared[KEY];
}
