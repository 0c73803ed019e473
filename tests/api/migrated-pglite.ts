import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openMemoryPglite } from '#server/db/client';
import { migrate } from '#server/db/migrate';
import { oncePerRun } from '../once-per-run';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding PGlite's data directory, migrated, as `loadDataDir` takes it. */
    migratedPglite: string;
  }
}

/**
 * The path of a tar of a freshly migrated PGlite data directory, removed at exit: made once per run
 * (initdb and the migrations, ~10 s of CPU) for the API and e2e projects.
 */
export function migratedPgliteOnce(): Promise<string> {
  return oncePerRun('migrated-pglite', async () => {
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
  });
}
