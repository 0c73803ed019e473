import { gunzipSync, gzipSync } from 'node:zlib';
import { z } from 'zod';
import { findTarEntry, firstTarEntry, tarEntry } from './tar';

/** The backup's first tar entry: what took it, and which schema its data is at. */
export const MANIFEST_NAME = 'backoffice-backup.json';

const manifestSchema = z.object({
  format: z.literal('backoffice-pglite-backup'),
  version: z.literal(1),
  takenAt: z.iso.datetime(),
  pglite: z.string(),
  /** `server_version` of the PGlite that wrote it, e.g. "18.6". */
  postgres: z.string(),
  /** The drizzle migrations applied to the data, oldest first. */
  migrations: z.array(z.object({ hash: z.string(), createdAt: z.number() })),
});

export type BackupManifest = z.infer<typeof manifestSchema>;

/** The file cannot be restored here; the message says why in the operator's terms. */
export class BackupFileError extends Error {}

/** Manifest first, then PGlite's own tarball of the data directory, gzipped as one file. */
export function packBackup(manifest: BackupManifest, dataTar: Buffer): Buffer {
  const head = tarEntry(
    MANIFEST_NAME,
    Buffer.from(JSON.stringify(manifest, null, 2) + '\n'),
    new Date(manifest.takenAt),
  );
  return gzipSync(Buffer.concat([head, dataTar]));
}

export interface UnpackedBackup {
  manifest: BackupManifest;
  /** PGlite's tarball alone, as `loadDataDir` takes it. */
  dataTar: Buffer;
  /** PG_VERSION of the dumped data directory, e.g. "18". */
  pgMajor: string;
}

/** Reads a backup file and checks that it is one, whole, before anything is written. */
export function unpackBackup(file: Buffer): UnpackedBackup {
  let tar: Buffer;
  try {
    tar = gunzipSync(file);
  } catch {
    throw new BackupFileError('not a backup: the file is not gzip data (or it is cut short)');
  }
  const head = firstTarEntry(tar);
  if (!head || head.name !== MANIFEST_NAME) {
    throw new BackupFileError(`not a Backoffice backup: it does not start with ${MANIFEST_NAME}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(head.content.toString('utf8'));
  } catch {
    throw new BackupFileError(`not a Backoffice backup: ${MANIFEST_NAME} is not JSON`);
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new BackupFileError(
      `not a backup this build can read: ${MANIFEST_NAME} ${issue ? `${issue.path.join('.')}: ${issue.message}` : ''}`,
    );
  }
  const dataTar = tar.subarray(head.end);
  const pgVersion = findTarEntry(dataTar, '/PG_VERSION');
  if (!pgVersion) throw new BackupFileError('the backup holds no PostgreSQL data directory (no PG_VERSION)');
  return { manifest: parsed.data, dataTar, pgMajor: pgVersion.toString('ascii').trim() };
}

export interface BuildFacts {
  pglite: string;
  /** Migrations of this build, oldest first. */
  migrations: readonly { hash: string; createdAt: number }[];
}

const minorLine = (version: string) => version.split('.').slice(0, 2).join('.');

/**
 * Refuses a backup this build cannot run: another PostgreSQL major (PGlite changes it between
 * 0.x lines), or data at a migration this build does not have. Older data is fine: the server
 * migrates it at start, as it would an older data directory.
 */
export function checkCompatible({ manifest, pgMajor }: UnpackedBackup, build: BuildFacts): void {
  if (manifest.postgres.split('.')[0] !== pgMajor) {
    throw new BackupFileError(
      `the backup is inconsistent: its manifest says PostgreSQL ${manifest.postgres}, its data PG_VERSION ${pgMajor}`,
    );
  }
  if (minorLine(manifest.pglite) !== minorLine(build.pglite)) {
    throw new BackupFileError(
      `the backup was taken with PGlite ${manifest.pglite} (PostgreSQL ${manifest.postgres}); this build runs ` +
        `PGlite ${build.pglite}, whose data directories are not compatible. Restore it with a build of the same ` +
        `PGlite line, then move the data with pg_dump.`,
    );
  }
  manifest.migrations.forEach((m, i) => {
    const ours = build.migrations[i];
    if (!ours) {
      throw new BackupFileError(
        `the backup's data is at a newer schema (migration ${i + 1} of ${manifest.migrations.length}; this build ` +
          `has ${build.migrations.length}). Restore it with the build that took it, or a newer one.`,
      );
    }
    if (ours.hash !== m.hash) {
      throw new BackupFileError(
        `the backup's migration ${i + 1} is not this build's migration ${i + 1}: it comes from another branch of the schema`,
      );
    }
  });
}
