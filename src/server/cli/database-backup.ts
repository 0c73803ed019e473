import { basename } from 'node:path';
import type { Config } from '../config';
import { operator } from '../domain/actor';
import { DataDirInUseError } from '../db/data-dir-lock';
import { restorePgliteBackup, takePgliteBackup } from '../db/backup/pglite-backup';
import { recordAction } from '../services/core/action-log';

export const BACKUP_USAGE = `  backup <file>                                                         PGlite: dump DATA_DIR into <file> (server stopped)
  restore <file>                                                        PGlite: replace DATA_DIR with <file> (server stopped)`;

function onPostgres(command: string): Error {
  return new Error(
    `${command} works on the PGlite data directory; with DATABASE_URL set, use PostgreSQL's own tools ` +
      `(pg_dump --format=custom / pg_restore, see the README)`,
  );
}

/** The lock holder named, and what to do, instead of the server's start-up wording. */
function inUse(err: unknown, command: 'backup' | 'restore'): unknown {
  if (!(err instanceof DataDirInUseError)) return err;
  const why =
    command === 'backup'
      ? 'PGlite lets one process open a data directory, so a backup cannot read it while the server runs'
      : 'a restore replaces the data under it';
  return new Error(
    `the server (pid ${err.holder}) is using ${err.dir}: ${why}. Stop it (SIGTERM lets it finish the ` +
      `requests in flight), run ${command} again, then start the server.`,
  );
}

/** `backup <file>`: a consistent dump of the stopped server's data directory, logged in it. */
export async function backupCommand(config: Config, file: string): Promise<string> {
  if (config.DATABASE_URL) throw onPostgres('backup');
  const actor = operator(`cli-${process.pid}`);
  try {
    const taken = await takePgliteBackup(config.DATA_DIR, file, async (db, { file: written, bytes, manifest }) => {
      await recordAction(db, {
        adminId: null,
        ip: actor.ip,
        requestId: actor.requestId,
        action: 'database.backup',
        targetType: 'database',
        targetId: basename(written),
        after: { file: written, bytes, takenAt: manifest.takenAt, migrations: manifest.migrations.length },
      });
    });
    const mb = (taken.bytes / 1024 / 1024).toFixed(1);
    return `backed up ${config.DATA_DIR} to ${taken.file} (${mb} MB, PostgreSQL ${taken.manifest.postgres}, ${taken.manifest.migrations.length} migrations)`;
  } catch (err) {
    throw inUse(err, 'backup');
  }
}

/** `restore <file>`: the stopped server's data directory replaced by a checked backup. */
export async function restoreCommand(config: Config, file: string): Promise<string> {
  if (config.DATABASE_URL) throw onPostgres('restore');
  const actor = operator(`cli-${process.pid}`);
  try {
    const restored = await restorePgliteBackup(config.DATA_DIR, file, async (db, manifest) => {
      await recordAction(db, {
        adminId: null,
        ip: actor.ip,
        requestId: actor.requestId,
        action: 'database.restore',
        targetType: 'database',
        targetId: basename(file),
        after: { file, takenAt: manifest.takenAt, pglite: manifest.pglite, postgres: manifest.postgres },
      });
    });
    const aside = restored.keptAside
      ? `; the data it replaced is kept in ${restored.keptAside} (delete it once you no longer need it)`
      : '';
    return `restored ${config.DATA_DIR} from ${file}, taken ${restored.manifest.takenAt}${aside}`;
  } catch (err) {
    throw inUse(err, 'restore');
  }
}
