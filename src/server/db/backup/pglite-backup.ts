import { existsSync, readFileSync, renameSync, rmSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { openPgliteUnlocked, queryRows, type Db, type PgliteDatabase } from '../client';
import { acquireDataDirLock } from '../data-dir-lock';
import { migrate, migrationsFolder } from '../migrate';
import {
  BackupFileError,
  checkCompatible,
  packBackup,
  unpackBackup,
  type BackupManifest,
  type BuildFacts,
} from './backup-file';

/** The installed PGlite's version, read from its package.json (its exports map does not list it). */
function pgliteVersion(): string {
  const require = createRequire(import.meta.url);
  let dir = dirname(require.resolve('@electric-sql/pglite'));
  while (dir !== dirname(dir)) {
    const file = join(dir, 'package.json');
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (pkg.name === '@electric-sql/pglite' && pkg.version) return pkg.version;
    }
    dir = dirname(dir);
  }
  throw new Error('cannot find the version of @electric-sql/pglite');
}

/** What this build runs: its PGlite and its migrations. */
export function buildFacts(): BuildFacts {
  return {
    pglite: pgliteVersion(),
    migrations: readMigrationFiles({ migrationsFolder: migrationsFolder() }).map((m) => ({
      hash: m.hash,
      createdAt: m.folderMillis,
    })),
  };
}

async function appliedMigrations(db: Db): Promise<BackupManifest['migrations']> {
  const [table] = await queryRows<{ name: string | null }>(
    db,
    sql`SELECT to_regclass('drizzle.__drizzle_migrations')::text AS name`,
  );
  if (!table?.name) return [];
  const rows = await queryRows<{ hash: string; created_at: string | number }>(
    db,
    sql`SELECT hash, created_at FROM drizzle.__drizzle_migrations ORDER BY created_at, id`,
  );
  return rows.map((r) => ({ hash: r.hash, createdAt: Number(r.created_at) }));
}

async function serverVersion(db: Db): Promise<string> {
  const [row] = await queryRows<{ server_version: string }>(db, sql`SHOW server_version`);
  return row?.server_version ?? 'unknown';
}

export interface TakenBackup {
  file: string;
  bytes: number;
  manifest: BackupManifest;
}

/**
 * Dumps the data directory into `file`. It holds the directory's lock throughout, so a running
 * server makes it fail with DataDirInUseError: PGlite cannot be opened by two processes, and a
 * copy of the files under a live server would not be consistent. The file is written beside its
 * destination and renamed, so a failed backup leaves no half file behind. `afterDump` runs on the
 * database once the file is complete (the action log of the backup).
 */
export async function takePgliteBackup(
  dataDir: string,
  file: string,
  afterDump: (db: Db, taken: TakenBackup) => Promise<void>,
): Promise<TakenBackup> {
  const dir = resolve(dataDir);
  const target = resolve(file);
  if (!existsSync(join(dir, 'pglite', 'PG_VERSION'))) {
    throw new Error(`there is no database in ${dir} to back up (no pglite/PG_VERSION): check DATA_DIR`);
  }
  if (existsSync(target)) throw new Error(`${target} already exists; choose a new file name`);
  const release = acquireDataDirLock(dir);
  let database: PgliteDatabase | null = null;
  try {
    database = await openPgliteUnlocked(join(dir, 'pglite'));
    const manifest: BackupManifest = {
      format: 'backoffice-pglite-backup',
      version: 1,
      takenAt: new Date().toISOString(),
      pglite: pgliteVersion(),
      postgres: await serverVersion(database.db),
      migrations: await appliedMigrations(database.db),
    };
    // Flushes every page, so restoring does not have to replay the WAL.
    await database.client.exec('CHECKPOINT');
    const dump = Buffer.from(await (await database.client.dumpDataDir('none')).arrayBuffer());
    manifest.dataBytes = dump.length;
    const packed = packBackup(manifest, dump);
    const partial = join(dirname(target), `.${basename(target)}.partial-${process.pid}`);
    try {
      writeFileSync(partial, packed, { flag: 'wx' });
      renameSync(partial, target);
    } catch (err) {
      rmSync(partial, { force: true });
      throw err;
    }
    const taken = { file: target, bytes: packed.length, manifest };
    await afterDump(database.db, taken);
    return taken;
  } finally {
    await database?.close();
    release();
  }
}

export interface RestoredBackup {
  manifest: BackupManifest;
  /** Where the data directory that was replaced now lies; null when there was none. */
  keptAside: string | null;
}

/**
 * Replaces the data directory with a backup. The file is checked first (a Backoffice backup, the
 * same PGlite line, no migration this build lacks); the data is loaded into a new directory beside
 * the live one, migrated to this build and handed to `prepare` (the action log of the restore);
 * only then is the live directory renamed aside and the new one put in its place. Any failure
 * before the swap leaves the live directory untouched.
 */
export async function restorePgliteBackup(
  dataDir: string,
  file: string,
  prepare: (db: Db, manifest: BackupManifest) => Promise<void>,
  now = new Date(),
): Promise<RestoredBackup> {
  const dir = resolve(dataDir);
  const source = resolve(file);
  if (!existsSync(source)) throw new BackupFileError(`${source} does not exist`);
  const backup = unpackBackup(readFileSync(source));
  checkCompatible(backup, buildFacts());
  mkdirSync(dir, { recursive: true });
  const release = acquireDataDirLock(dir);
  const live = join(dir, 'pglite');
  const staging = join(dir, `pglite.restoring-${process.pid}`);
  try {
    rmSync(staging, { recursive: true, force: true });
    let database: PgliteDatabase | null = null;
    try {
      database = await openPgliteUnlocked(staging, new Blob([new Uint8Array(backup.dataTar)]));
      const version = await serverVersion(database.db);
      if (version !== backup.manifest.postgres) {
        throw new BackupFileError(`the backup's data opened as PostgreSQL ${version}, not ${backup.manifest.postgres}`);
      }
      await migrate(database);
      await prepare(database.db, backup.manifest);
      await database.close();
      database = null;
    } catch (err) {
      await database?.close().catch(() => {});
      rmSync(staging, { recursive: true, force: true });
      throw err;
    }
    let keptAside: string | null = null;
    if (existsSync(live)) {
      const stamp = now.toISOString().replace(/[-:]/g, '').slice(0, 15);
      keptAside = join(dir, `pglite.before-restore-${stamp}`);
      if (existsSync(keptAside)) keptAside += `-${process.pid}`;
      renameSync(live, keptAside);
    }
    renameSync(staging, live);
    return { manifest: backup.manifest, keptAside };
  } finally {
    release();
  }
}
